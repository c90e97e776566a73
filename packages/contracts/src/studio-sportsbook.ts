import { z } from 'zod';
import type { ErrorCode } from './errors.js';
import { LocalisedGameNames } from './studio-names.js';

/**
 * The studio's sportsbook (docs/sportsbook.md): its game page's API under /studio/api/sportsbook.
 * Amounts are integer centavos (`…Minor`); odds are decimal odds in thousandths (`oddsE3`: 1.95 is
 * 1950); times are epoch ms. Market and selection keys are the engine's (`1X2` / `1`, `OU:2.5` /
 * `OVER`, `AH:-0.75` / `1`, `CS` / `2-1`, `HTFT` / `1/X`…): the page names them from the key.
 */
const Int = z.number().int();
const sessionId = z.string().trim().min(1).max(128);
const id = z.string().trim().min(1).max(64);

/** Which of the two lobbies a sportsbook product opens. */
export const SPORTSBOOK_SECTIONS = ['SPORTS', 'ESPORTS'] as const;
export const SportsbookSection = z.enum(SPORTSBOOK_SECTIONS);
export type SportsbookSection = z.infer<typeof SportsbookSection>;

export const SportsbookGameInfo = z.object({
  kind: z.literal('sportsbook'),
  gameCode: z.string(),
  names: LocalisedGameNames,
  section: SportsbookSection,
  /** The book's margin in basis points (500: implied probabilities add up to 105 %). */
  marginBp: Int,
  rtp: z.number(),
  minStakeMinor: Int,
  maxStakeMinor: Int,
  /** The most one bet may pay, stake included. */
  maxPayoutMinor: Int,
  /** An in-play bet is accepted this long after it is sent, at the price then. */
  inPlayDelayMs: Int,
  /** The slip's quick-stake buttons. */
  quickStakesMinor: z.array(Int),
});
export type SportsbookGameInfo = z.infer<typeof SportsbookGameInfo>;

export const SPORTS = ['FOOTBALL', 'BASKETBALL', 'TENNIS', 'ESPORTS'] as const;
export const SportKind = z.enum(SPORTS);
export type SportKind = z.infer<typeof SportKind>;

export const SPORTS_EVENT_STATUSES = [
  'SCHEDULED',
  'LIVE',
  'FINISHED',
  'POSTPONED',
  'ABANDONED',
  'CANCELLED',
] as const;
export const SportsEventStatus = z.enum(SPORTS_EVENT_STATUSES);
export type SportsEventStatus = z.infer<typeof SportsEventStatus>;

export const SportsCompetition = z.object({
  id: z.string(),
  sport: SportKind,
  name: z.string(),
  /** ISO 3166-1 alpha-2 (England GB-ENG), or null for an international competition. */
  country: z.string().nullable(),
});
export type SportsCompetition = z.infer<typeof SportsCompetition>;

export const SportsParticipant = z.object({ id: z.string(), name: z.string(), shortName: z.string() });

export const SportsSelection = z.object({ key: z.string(), oddsE3: Int });
export type SportsSelection = z.infer<typeof SportsSelection>;

/** A market as the page shows it; a suspended one keeps its last prices, greyed, and takes no bet. */
export const SportsMarket = z.object({
  key: z.string(),
  status: z.enum(['OPEN', 'SUSPENDED']),
  selections: z.array(SportsSelection),
});
export type SportsMarket = z.infer<typeof SportsMarket>;

export const SportsClock = z.object({
  /** The minute as shown (1–90; 45 and 90 hold stoppage time). */
  minute: Int,
  period: z.enum(['FIRST_HALF', 'HALF_TIME', 'SECOND_HALF', 'ENDED']),
});

/** The e-sports titles the book offers (the page names and marks each). */
export const ESPORTS_TITLES = ['CS2', 'LEAGUE_OF_LEGENDS', 'DOTA_2', 'VALORANT'] as const;
export const EsportsTitle = z.enum(ESPORTS_TITLES);
export type EsportsTitle = z.infer<typeof EsportsTitle>;

/** One map of an e-sports series: its winner once played, and its rounds where the title has them. */
export const EsportsMapView = z.object({
  /** 1 for the first map. */
  number: Int,
  status: z.enum(['PLAYED', 'LIVE']),
  /** Null while it is played. */
  winner: z.enum(['HOME', 'AWAY']).nullable(),
  /** CS2 and Valorant: the round score (live: so far); null for a title without rounds. */
  rounds: z.object({ home: Int, away: Int }).nullable(),
});
export type EsportsMapView = z.infer<typeof EsportsMapView>;

/** An e-sports series' board: the event's `score` is the maps won; this holds each map. */
export const EsportsBoard = z.object({
  title: EsportsTitle,
  bestOf: Int,
  /** The maps played and the one being played, in order; empty before the first. */
  maps: z.array(EsportsMapView),
});
export type EsportsBoard = z.infer<typeof EsportsBoard>;

const PeriodPoints = z.object({ home: Int, away: Int });

/** A basketball game's board: the event's `score` is the points; this holds each period's own. */
export const BasketballBoard = z.object({
  /** 10 (FIBA, NBB) or 12 (NBA). */
  quarterMinutes: Int,
  /** The quarters then the overtimes, each its own points; the period in play last (so far). */
  periods: z.array(PeriodPoints),
  /** The period in play (1–4 the quarters, 5 on the overtimes) and its clock; null before, at a break, after. */
  live: z.object({ period: Int, secondsLeft: Int }).nullable(),
});
export type BasketballBoard = z.infer<typeof BasketballBoard>;

/** A tennis match's board: the event's `score` is the sets won; this holds each set's games. */
export const TennisBoard = z.object({
  bestOf: Int,
  /** Each set's games: the completed sets, then the set in play. */
  sets: z.array(PeriodPoints),
  /** The game in play as shown: "0", "15", "30", "40", "AD" (a tiebreak: its points); null when none. */
  points: z.object({ home: z.string(), away: z.string() }).nullable(),
  /** Who serves the game in play; null before and after the match. */
  server: z.enum(['HOME', 'AWAY']).nullable(),
});
export type TennisBoard = z.infer<typeof TennisBoard>;

export const SportsEventSummary = z.object({
  id: z.string(),
  sport: SportKind,
  competition: SportsCompetition,
  home: SportsParticipant,
  away: SportsParticipant,
  startsAt: Int,
  status: SportsEventStatus,
  /** Live: the match clock; null before kick-off and after the end. */
  clock: SportsClock.nullable(),
  /** Live or finished: the score; null before kick-off. */
  score: z.object({ home: Int, away: Int }).nullable(),
  /** 1X2 for football (match winner elsewhere), when open or suspended; null once closed. */
  mainMarket: SportsMarket.nullable(),
  marketCount: Int,
  /** E-sports only: the title, format and each map (`score` is then the maps won). */
  esports: EsportsBoard.optional(),
  /** Basketball only: each period's points (`score` is then the points). */
  basketball: BasketballBoard.optional(),
  /** Tennis only: each set's games, the point score and the server (`score` is then the sets won). */
  tennis: TennisBoard.optional(),
});
export type SportsEventSummary = z.infer<typeof SportsEventSummary>;

export const SportsIncident = z.object({
  minute: Int,
  kind: z.enum(['GOAL', 'YELLOW_CARD', 'RED_CARD', 'CORNER']),
  side: z.enum(['HOME', 'AWAY']),
});
export type SportsIncident = z.infer<typeof SportsIncident>;

export const SportsEventDetail = SportsEventSummary.extend({
  markets: z.array(SportsMarket),
  /** Newest last. */
  incidents: z.array(SportsIncident),
  /** Corners and cards so far, for the match tracker. */
  stats: z.object({
    corners: z.object({ home: Int, away: Int }),
    yellowCards: z.object({ home: Int, away: Int }),
    redCards: z.object({ home: Int, away: Int }),
  }),
});
export type SportsEventDetail = z.infer<typeof SportsEventDetail>;

export const SportsLobbyRequest = z.object({ sessionId });
export type SportsLobbyRequest = z.input<typeof SportsLobbyRequest>;
/** The section's events: live first, then by kick-off; the page groups and filters them. */
export const SportsLobbyResponse = z.object({
  serverTime: Int,
  competitions: z.array(SportsCompetition),
  events: z.array(SportsEventSummary),
});
export type SportsLobbyResponse = z.infer<typeof SportsLobbyResponse>;

export const SportsEventRequest = z.object({ sessionId, eventId: id });
export type SportsEventRequest = z.input<typeof SportsEventRequest>;
export const SportsEventResponse = z.object({ serverTime: Int, event: SportsEventDetail });
export type SportsEventResponse = z.infer<typeof SportsEventResponse>;

const Goals = z.object({ home: Int, away: Int });

/** A finished event as the results list shows it: the final score and, where known, the half-time one. */
export const SportsResult = z.object({
  id: z.string(),
  sport: SportKind,
  competition: SportsCompetition,
  home: SportsParticipant,
  away: SportsParticipant,
  startsAt: Int,
  score: Goals,
  halfTime: Goals.nullable(),
  /** E-sports only: the title, format and each map (`score` is then the maps won). */
  esports: EsportsBoard.optional(),
  /** Basketball only: each period's points. */
  basketball: BasketballBoard.optional(),
  /** Tennis only: each set's games. */
  tennis: TennisBoard.optional(),
});
export type SportsResult = z.infer<typeof SportsResult>;

export const SportsResultsRequest = z.object({ sessionId });
export type SportsResultsRequest = z.input<typeof SportsResultsRequest>;
/** The section's recent results, newest kick-off first; each one's event page still opens. */
export const SportsResultsResponse = z.object({ serverTime: Int, results: z.array(SportsResult) });
export type SportsResultsResponse = z.infer<typeof SportsResultsResponse>;

export const NAMED_SPORTS_SYSTEMS = [
  'TRIXIE',
  'PATENT',
  'YANKEE',
  'LUCKY_15',
  'SUPER_YANKEE',
  'LUCKY_31',
  'HEINZ',
  'LUCKY_63',
] as const;
export type NamedSportsSystem = (typeof NAMED_SPORTS_SYSTEMS)[number];

/**
 * What each named system bets: the legs it is defined on and the combination sizes it covers
 * (a Trixie: the three doubles and the treble). The engine settles by it and the page counts
 * lines and returns by it, so the two cannot disagree.
 */
export const SPORTS_NAMED_SYSTEMS = {
  TRIXIE: { legs: 3, sizes: [2, 3] },
  PATENT: { legs: 3, sizes: [1, 2, 3] },
  YANKEE: { legs: 4, sizes: [2, 3, 4] },
  LUCKY_15: { legs: 4, sizes: [1, 2, 3, 4] },
  SUPER_YANKEE: { legs: 5, sizes: [2, 3, 4, 5] },
  LUCKY_31: { legs: 5, sizes: [1, 2, 3, 4, 5] },
  HEINZ: { legs: 6, sizes: [2, 3, 4, 5, 6] },
  LUCKY_63: { legs: 6, sizes: [1, 2, 3, 4, 5, 6] },
} as const satisfies Record<NamedSportsSystem, { legs: number; sizes: readonly number[] }>;

/** How the legs are combined: one leg; all legs together; or a system of combinations. */
export const SportsBetShape = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('SINGLE') }),
  z.object({ kind: z.literal('ACCUMULATOR') }),
  /** "k from n": every combination of k legs (2/3 is k 2 over three legs). */
  z.object({ kind: z.literal('K_FROM_N'), k: Int.min(1).max(20) }),
  z.object({ kind: z.literal('NAMED'), name: z.enum(NAMED_SPORTS_SYSTEMS) }),
  /**
   * A bet builder: every leg on one event, one line at the builder's own price (`oddsE3`), which
   * is not the product of its legs' (SportsBuilderPlaceRequest places it; the slip's shape
   * cannot).
   */
  z.object({ kind: z.literal('BUILDER'), oddsE3: Int.min(1_010).max(1_000_000) }),
]);
export type SportsBetShape = z.infer<typeof SportsBetShape>;

/** When the price moved between the slip and the bet: take any, only a better one, or none. */
export const ODDS_CHANGE_POLICIES = ['ANY', 'HIGHER', 'NONE'] as const;
export const OddsChangePolicy = z.enum(ODDS_CHANGE_POLICIES);
export type OddsChangePolicy = z.infer<typeof OddsChangePolicy>;

export const SportsSlipLeg = z.object({
  eventId: id,
  marketKey: z.string().trim().min(1).max(32),
  selection: z.string().trim().min(1).max(16),
  /** The price the player saw. */
  oddsE3: Int.min(1_010).max(1_000_000),
});
export type SportsSlipLeg = z.infer<typeof SportsSlipLeg>;

export const SportsPlaceRequest = z.object({
  sessionId,
  /** The slip entry's own id, made by the page: a repeat of the same request places nothing more. */
  requestId: z.string().trim().min(8).max(64),
  legs: z.array(SportsSlipLeg).min(1).max(20),
  shape: SportsBetShape,
  /** The stake of each line (a Trixie of R$ 1 a line costs R$ 4). */
  stakePerLineMinor: Int.positive(),
  oddsPolicy: OddsChangePolicy,
});
export type SportsPlaceRequest = z.input<typeof SportsPlaceRequest>;

export const SPORTS_BET_STATUSES = ['OPEN', 'WON', 'LOST', 'VOID', 'CASHED_OUT'] as const;
export const SportsBetStatus = z.enum(SPORTS_BET_STATUSES);
export type SportsBetStatus = z.infer<typeof SportsBetStatus>;

export const SportsBetLeg = z.object({
  eventId: z.string(),
  eventName: z.string(),
  competitionName: z.string(),
  startsAt: Int,
  marketKey: z.string(),
  selection: z.string(),
  oddsE3: Int,
  /** The leg's settled outcome, or OPEN. */
  outcome: z.enum(['OPEN', 'WON', 'HALF_WON', 'VOID', 'HALF_LOST', 'LOST']),
  /** Live or finished: the score now. */
  score: z.object({ home: Int, away: Int }).nullable(),
});
export type SportsBetLeg = z.infer<typeof SportsBetLeg>;

export const SportsBet = z.object({
  id: z.string(),
  placedAt: Int,
  shape: SportsBetShape,
  lines: Int,
  /** What the bet cost (stake per line × lines), less any part cashed out. */
  stakeMinor: Int,
  /** The most it can return now, stake included (capped at the max payout). */
  potentialReturnMinor: Int,
  status: SportsBetStatus,
  /** What it paid: the settled return, or the cash-outs; 0 while open with nothing cashed out. */
  paidMinor: Int,
  /** Open bets: what a full cash-out pays now, or null with the reason it cannot. */
  cashOut: z.union([
    z.object({ available: z.literal(true), valueMinor: Int }),
    z.object({
      available: z.literal(false),
      reason: z.enum(['MARKET_SUSPENDED', 'BET_DECIDED', 'NOTHING_TO_PAY', 'NOT_OPEN']),
    }),
  ]),
  /** Auto cash-out: taken when the value reaches this. */
  autoCashOutMinor: Int.nullable(),
  legs: z.array(SportsBetLeg),
});
export type SportsBet = z.infer<typeof SportsBet>;

export const SportsPlaceResponse = z.object({ bet: SportsBet, balance: Int });
export type SportsPlaceResponse = z.infer<typeof SportsPlaceResponse>;

export const SportsBetsRequest = z.object({ sessionId, filter: z.enum(['OPEN', 'SETTLED']) });
export type SportsBetsRequest = z.input<typeof SportsBetsRequest>;
export const SportsBetsResponse = z.object({ bets: z.array(SportsBet), balance: Int });
export type SportsBetsResponse = z.infer<typeof SportsBetsResponse>;

export const SportsCashOutRequest = z.object({
  sessionId,
  betId: id,
  /** The value the player accepted; a lower value now is refused (cash-out-changed), a higher one paid. */
  valueMinor: Int.positive(),
  /** Partial cash-out: the part of the stake to cash out; the whole stake when absent. */
  partStakeMinor: Int.positive().optional(),
});
export type SportsCashOutRequest = z.input<typeof SportsCashOutRequest>;
export const SportsCashOutResponse = z.object({ bet: SportsBet, paidMinor: Int, balance: Int });
export type SportsCashOutResponse = z.infer<typeof SportsCashOutResponse>;

export const SportsAutoCashOutRequest = z.object({
  sessionId,
  betId: id,
  /** Null turns auto cash-out off. */
  valueMinor: Int.positive().nullable(),
});
export type SportsAutoCashOutRequest = z.input<typeof SportsAutoCashOutRequest>;
export const SportsAutoCashOutResponse = z.object({ bet: SportsBet });
export type SportsAutoCashOutResponse = z.infer<typeof SportsAutoCashOutResponse>;

/**
 * The studio's operator API under /studio/api/sportsbook/operator (docs/sportsbook.md, "Operator
 * suspension"): called by the operator's back office with the studio's operator key in the
 * `x-operator-key` header, never by a player's page.
 */
export const SPORTS_OPERATOR_KEY_HEADER = 'x-operator-key';

/** A whole event (no market key) or one market of it. */
const SuspensionTarget = z.object({
  eventId: id,
  /** The engine's market key (`1X2`, `OU:2.5`…); absent or null for the whole event. */
  marketKey: z.string().trim().min(1).max(32).nullish(),
  /** Who asks (the back office's user): kept in the audit. */
  operator: z.string().trim().min(1).max(128),
  /** Why: kept in the audit. */
  reason: z.string().trim().min(1).max(500),
});

export const SportsSuspendRequest = SuspensionTarget;
export type SportsSuspendRequest = z.input<typeof SportsSuspendRequest>;
export const SportsLiftRequest = SuspensionTarget;
export type SportsLiftRequest = z.input<typeof SportsLiftRequest>;

export const SportsSuspension = z.object({
  eventId: z.string(),
  /** Null: the whole event. */
  marketKey: z.string().nullable(),
  operator: z.string(),
  reason: z.string(),
  suspendedAt: Int,
});
export type SportsSuspension = z.infer<typeof SportsSuspension>;

/** `changed` is false when it was already so (suspended, or not suspended): the call is safe to repeat. */
export const SportsSuspendResponse = z.object({ suspension: SportsSuspension, changed: z.boolean() });
export type SportsSuspendResponse = z.infer<typeof SportsSuspendResponse>;
export const SportsLiftResponse = z.object({ changed: z.boolean() });
export type SportsLiftResponse = z.infer<typeof SportsLiftResponse>;

export const SportsSuspensionsRequest = z.object({ eventId: id.optional() });
export type SportsSuspensionsRequest = z.input<typeof SportsSuspensionsRequest>;
export const SportsSuspensionsResponse = z.object({ suspensions: z.array(SportsSuspension) });
export type SportsSuspensionsResponse = z.infer<typeof SportsSuspensionsResponse>;

/**
 * The bet builder: 2 to 10 selections on one event priced as one, from the joint distribution of
 * the match's scores (docs/sportsbook.md, "Bet builder"). It is one line that wins only if every
 * selection wins; a void selection (a push) with none lost makes it void. The engine takes its
 * leg limits from here.
 */
export const SPORTS_BUILDER_LEGS = { min: 2, max: 10 } as const;

export const SportsBuilderLeg = z.object({
  marketKey: z.string().trim().min(1).max(32),
  selection: z.string().trim().min(1).max(16),
});
export type SportsBuilderLeg = z.infer<typeof SportsBuilderLeg>;

const builderLegs = z.array(SportsBuilderLeg).min(SPORTS_BUILDER_LEGS.min).max(SPORTS_BUILDER_LEGS.max);

/** The price of a builder now, for the slip to show as the player adds selections. */
export const SportsBuilderQuoteRequest = z.object({ sessionId, eventId: id, legs: builderLegs });
export type SportsBuilderQuoteRequest = z.input<typeof SportsBuilderQuoteRequest>;
export const SportsBuilderQuoteResponse = z.object({ eventId: z.string(), oddsE3: Int });
export type SportsBuilderQuoteResponse = z.infer<typeof SportsBuilderQuoteResponse>;

/**
 * Places a builder: one line, priced again at placement; the odds-change policy, the in-play
 * delay and the limits apply as to any slip. Answered by SportsPlaceResponse.
 */
export const SportsBuilderPlaceRequest = z.object({
  sessionId,
  requestId: z.string().trim().min(8).max(64),
  eventId: id,
  legs: builderLegs,
  /** The builder's price the player saw. */
  oddsE3: Int.min(1_010).max(1_000_000),
  stakeMinor: Int.positive(),
  oddsPolicy: OddsChangePolicy,
});
export type SportsBuilderPlaceRequest = z.input<typeof SportsBuilderPlaceRequest>;

/**
 * Why a builder is not priced, as the engine names it, and the error each answers:
 * LEG_COUNT (not 2 to 10 selections), QUARTER_LINES (two quarter lines: their stake would split
 * four ways), CONTRADICTORY (they cannot all win together), REDUNDANT (a selection the others
 * already decide; the envelope's value names it), BELOW_MIN_ODDS (so likely that 1.01 pays more
 * than it is worth).
 */
export const SPORTS_BUILDER_REFUSALS = {
  LEG_COUNT: 'sports-builder-legs',
  QUARTER_LINES: 'sports-builder-quarter-lines',
  CONTRADICTORY: 'sports-builder-contradictory',
  REDUNDANT: 'sports-builder-redundant',
  BELOW_MIN_ODDS: 'sports-builder-too-likely',
  /** The event's sport has no bet builder (e-sports: its maps are priced one market at a time). */
  SPORT_UNSUPPORTED: 'sports-builder-unsupported',
} as const satisfies Record<string, ErrorCode>;
export type SportsBuilderRefusal = keyof typeof SPORTS_BUILDER_REFUSALS;
