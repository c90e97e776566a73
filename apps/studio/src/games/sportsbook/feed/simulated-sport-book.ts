import { createInstanceCache } from '@platform/server-kit';
import type { SportsCompetition, SportsEventSummary, SportsResult } from '@platform/contracts';
import type { BuilderQuote, EventResult, LegQuote, LegRef, LegView } from '../book.js';
import {
  marketKey,
  parseMarketKey,
  priceMarkets,
  selectionKeys,
  settleSelection,
  type FairMarket,
  type FinalResult,
  type Market,
  type OutcomeDistribution,
  type PricedMarket,
} from '../engine/index.js';
import { marketView } from './event-views.js';
import { matchSeed } from './match-seed.js';
import type { SimulatedBook } from './simulated-book.js';
import { createRollingProgramme, type RollingFixture } from './sport-programme.js';

/** Where a simulated basketball game or tennis match is at one instant. */
export type SportMoment<G> = {
  status: 'SCHEDULED' | 'LIVE' | 'FINISHED';
  /** Null before the start: an event is only simulated once it has begun. */
  game: G | null;
  /** The event's own clock (0 before the start). */
  clockMs: number;
};

/**
 * What a sport brings to the simulated book: its competitions, how an event is played from its
 * seed, the model's state at a point of its clock, its fair markets, its result and its board.
 * basketball-feed.ts and tennis-feed.ts are the two.
 */
type Participant = { id: string; name: string; shortName: string };

export type SportFeed<C extends { id: string }, P extends Participant, G, S> = {
  sport: 'BASKETBALL' | 'TENNIS';
  competitions: readonly C[];
  competitionView(competition: C): SportsCompetition;
  participantsOf(competition: C): readonly P[];
  /** The longest an event is expected to take on its clock: nobody is booked again before it. */
  plannedMs(competition: C): number;
  play(fixture: RollingFixture<C, P>, seed: string): G;
  endMs(game: G): number;
  /** The model's state at a point of the event's clock. */
  stateAt(game: G, clockMs: number): S;
  /** A cache key for the prices of a state: the same key, the same prices. */
  stateKey(state: S): string;
  /** The markets offered on the event, fixed per pairing so a bet's key stays offered in play. */
  offered(fixture: RollingFixture<C, P>): readonly Market[];
  /** Fair markets from a state (null: before the start). */
  fair(fixture: RollingFixture<C, P>, state: S | null, markets: readonly Market[]): FairMarket[];
  /** The market the lobby shows. */
  mainMarketKey: string;
  result(fixture: RollingFixture<C, P>, game: G): FinalResult;
  /** The score and the sport's board for the summary. */
  board(
    fixture: RollingFixture<C, P>,
    moment: SportMoment<G>,
  ): Pick<SportsEventSummary, 'score' | 'basketball' | 'tennis'>;
  resultView(fixture: RollingFixture<C, P>, game: G): SportsResult;
};

export type SimulatedSportBookOptions = {
  seedSecret: string;
  /** Event clock per real clock (STUDIO_SPORTS_SPEED). */
  speed: number;
  marginBp: number;
  /** The start slots (STUDIO_SPORTS_SLOT_MINUTES) and events per slot (default 1). */
  programme: { slotMs: number; perSlot?: number };
  /** How many start slots ahead the lobby lists (default 6: an hour at the default slot). */
  lobbyAheadSlots?: number;
  knownAheadMs?: number;
  pageBehindMs?: number;
};

const HOUR_MS = 3_600_000;

export const participantView = (participant: Participant): Participant => ({
  id: participant.id,
  name: participant.name,
  shortName: participant.shortName,
});
export const MAX_SPORT_RESULTS = 60;
/**
 * A basketball game's prices take 0.1–0.5 s (a grid of some 20 000 scores), a best-of-five's some
 * 0.1 s: an hour ahead at one event a slot keeps a cold lobby to a handful of them.
 */
const DEFAULT_LOBBY_AHEAD_SLOTS = 6;
const MAX_CACHED = 2_000;

/**
 * A sport's simulated book as a `SportsBook` (book.ts), as e-sports' (simulated-esports-book.ts):
 * nothing stored, every answer a function of the options and `now`. The event is played by the
 * sport's engine from `HMAC(seed secret, fixture id)` once it has begun; prices come from the
 * model on the state now, cached per pairing and state. It answers the SPORTS section.
 */
export const createSimulatedSportBook = <C extends { id: string }, P extends Participant, G, S>(
  feed: SportFeed<C, P, G, S>,
  options: SimulatedSportBookOptions,
): SimulatedBook & { owns(eventId: string): boolean } => {
  const programme = createRollingProgramme<C, P>({
    competitions: feed.competitions,
    participantsOf: feed.participantsOf,
    plannedMs: feed.plannedMs,
    slotMs: options.programme.slotMs,
    perSlot: options.programme.perSlot ?? 1,
    speed: options.speed,
  });
  const margin = { marginBp: options.marginBp, method: 'POWER' } as const;
  const lobbyAheadMs = (options.lobbyAheadSlots ?? DEFAULT_LOBBY_AHEAD_SLOTS) * options.programme.slotMs;
  const knownAheadMs = options.knownAheadMs ?? 24 * HOUR_MS;
  const pageBehindMs = options.pageBehindMs ?? 3 * HOUR_MS;
  const games = createInstanceCache<G>({ maxEntries: MAX_CACHED });
  const prices = createInstanceCache<PricedMarket[]>({ maxEntries: MAX_CACHED });
  const mainPrices = createInstanceCache<PricedMarket[]>({ maxEntries: MAX_CACHED });
  const preMatchOutcomes = createInstanceCache<OutcomeDistribution>({ maxEntries: 5 * MAX_CACHED });
  const offeredByPairing = createInstanceCache<{ markets: readonly Market[]; keys: ReadonlySet<string> }>({
    maxEntries: MAX_CACHED,
  });
  type Fixture = RollingFixture<C, P>;

  const pairingOf = (fixture: Fixture) => `${fixture.competition.id}:${fixture.home.id}:${fixture.away.id}`;
  /** The pairing's markets, worked out once (tennis' lines come from its pre-match outlook). */
  const offeredListOf = (fixture: Fixture) => {
    const key = pairingOf(fixture);
    const known = offeredByPairing.get(key);
    if (known) return known;
    const markets = feed.offered(fixture);
    return offeredByPairing.set(key, { markets, keys: new Set(markets.map(marketKey)) });
  };
  const offeredOf = (fixture: Fixture): ReadonlySet<string> => offeredListOf(fixture).keys;
  const offeredMarket = (fixture: Fixture, leg: LegRef): Market | null => {
    if (!offeredOf(fixture).has(leg.marketKey)) return null;
    const market = parseMarketKey(leg.marketKey);
    return selectionKeys(market).includes(leg.selection) ? market : null;
  };

  const gameOf = (fixture: Fixture): G =>
    games.get(fixture.id) ??
    games.set(fixture.id, feed.play(fixture, matchSeed(options.seedSecret, fixture.id)));

  const momentOf = (fixture: Fixture, now: number): SportMoment<G> => {
    const clockMs = (now - fixture.startsAt) * options.speed;
    if (clockMs < 0) return { status: 'SCHEDULED', game: null, clockMs: 0 };
    const game = gameOf(fixture);
    return { status: clockMs >= feed.endMs(game) ? 'FINISHED' : 'LIVE', game, clockMs };
  };

  const stateOf = (moment: SportMoment<G>): S | null =>
    moment.status === 'LIVE' && moment.game ? feed.stateAt(moment.game, moment.clockMs) : null;
  const pricingKey = (fixture: Fixture, moment: SportMoment<G>): string => {
    const state = stateOf(moment);
    return `${pairingOf(fixture)}|${state === null ? 'start' : feed.stateKey(state)}`;
  };
  const priced = (fair: FairMarket[]): PricedMarket[] =>
    priceMarkets(fair, margin).flatMap((result) => (result.status === 'PRICED' ? [result.market] : []));

  /** Every open market of the moment, priced; closed ones (decided, below the minimum odds) are absent. */
  const pricedMarkets = (fixture: Fixture, moment: SportMoment<G>): PricedMarket[] => {
    if (moment.status === 'FINISHED') return [];
    const key = pricingKey(fixture, moment);
    return (
      prices.get(key) ??
      prices.set(key, priced(feed.fair(fixture, stateOf(moment), offeredListOf(fixture).markets)))
    );
  };
  /** The lobby's one market: priced alone, as the whole book of a basketball game is the slow part. */
  const mainMarket = (fixture: Fixture, moment: SportMoment<G>): PricedMarket[] => {
    if (moment.status === 'FINISHED') return [];
    const key = pricingKey(fixture, moment);
    const whole = prices.get(key);
    if (whole) return whole.filter((market) => market.key === feed.mainMarketKey);
    const main = offeredListOf(fixture).markets.filter((market) => marketKey(market) === feed.mainMarketKey);
    return mainPrices.get(key) ?? mainPrices.set(key, priced(feed.fair(fixture, stateOf(moment), main)));
  };

  const knownFixture = (eventId: string, now: number): Fixture | null => {
    const fixture = programme.fixture(eventId);
    return fixture && fixture.startsAt < now + knownAheadMs ? fixture : null;
  };

  const summary = (
    fixture: Fixture,
    moment: SportMoment<G>,
    markets: readonly PricedMarket[],
    count: number,
  ) => {
    const main = markets.find((market) => market.key === feed.mainMarketKey);
    return {
      id: fixture.id,
      sport: feed.sport,
      competition: feed.competitionView(fixture.competition),
      home: participantView(fixture.home),
      away: participantView(fixture.away),
      startsAt: fixture.startsAt,
      status: moment.status,
      clock: null,
      mainMarket: main ? marketView(main, false) : null,
      marketCount: count,
      ...feed.board(fixture, moment),
    } satisfies SportsEventSummary;
  };

  const corrected = new Map<string, { version: number; result: FinalResult; publishedAt: number }>();
  const resultOf = (fixture: Fixture, moment: SportMoment<G>): EventResult | null => {
    if (moment.status !== 'FINISHED' || !moment.game) return null;
    const correction = corrected.get(fixture.id);
    if (correction) return { eventId: fixture.id, version: correction.version, result: correction.result };
    return { eventId: fixture.id, version: 1, result: feed.result(fixture, moment.game) };
  };

  const competitionsView = feed.competitions.map(feed.competitionView);

  return {
    owns: programme.owns,
    competitions: (section) => (section === 'SPORTS' ? competitionsView : []),

    events(section, now) {
      if (section !== 'SPORTS') return [];
      const summaries: SportsEventSummary[] = [];
      for (const fixture of programme.between(now - programme.longestRealMs, now + lobbyAheadMs)) {
        const moment = momentOf(fixture, now);
        if (moment.status === 'FINISHED') continue;
        summaries.push(summary(fixture, moment, mainMarket(fixture, moment), offeredOf(fixture).size));
      }
      return summaries.sort((a, b) => Number(b.status === 'LIVE') - Number(a.status === 'LIVE'));
    },

    event(eventId, now) {
      const fixture = knownFixture(eventId, now);
      if (!fixture || fixture.startsAt < now - pageBehindMs) return null;
      const moment = momentOf(fixture, now);
      const markets = pricedMarkets(fixture, moment);
      const zero = { home: 0, away: 0 };
      return {
        ...summary(fixture, moment, markets, markets.length),
        markets: markets.map((market) => marketView(market, false)),
        incidents: [],
        stats: { corners: zero, yellowCards: zero, redCards: zero },
      };
    },

    quote(leg, now): LegQuote {
      const fixture = knownFixture(leg.eventId, now);
      if (!fixture) return { status: 'CLOSED', reason: 'EVENT_NOT_FOUND' };
      if (!offeredMarket(fixture, leg)) return { status: 'CLOSED', reason: 'SELECTION_UNKNOWN' };
      const moment = momentOf(fixture, now);
      if (moment.status === 'FINISHED') return { status: 'CLOSED', reason: 'EVENT_CLOSED' };
      const selection = pricedMarkets(fixture, moment)
        .find((market) => market.key === leg.marketKey)
        ?.selections.find((entry) => entry.key === leg.selection);
      if (!selection) return { status: 'CLOSED', reason: 'MARKET_CLOSED' };
      return { status: 'OPEN', oddsE3: selection.oddsE3, inPlay: moment.status === 'LIVE' };
    },

    legView(leg, now): LegView | null {
      const fixture = knownFixture(leg.eventId, now);
      const market = fixture ? offeredMarket(fixture, leg) : null;
      if (!fixture || !market) return null;
      const moment = momentOf(fixture, now);
      const settled = resultOf(fixture, moment);
      if (settled) {
        return {
          state: 'SETTLED',
          outcome: settleSelection({ market, selection: leg.selection, result: settled.result }),
        };
      }
      const preMatchKey =
        moment.status === 'SCHEDULED' ? `${pairingOf(fixture)}|${leg.marketKey}|${leg.selection}` : null;
      const kept = preMatchKey === null ? undefined : preMatchOutcomes.get(preMatchKey);
      const outcomes =
        kept ??
        feed
          .fair(fixture, stateOf(moment), [market])[0]
          ?.selections.find((entry) => entry.key === leg.selection)?.outcomes;
      if (!outcomes) return null;
      if (preMatchKey !== null && kept === undefined) preMatchOutcomes.set(preMatchKey, outcomes);
      return { state: 'OPEN', outcomes, suspended: false };
    },

    results(section, now) {
      if (section !== 'SPORTS') return [];
      return programme
        .between(now - pageBehindMs, now)
        .reverse()
        .flatMap((fixture) => {
          const moment = momentOf(fixture, now);
          return moment.status === 'FINISHED' && moment.game ? [feed.resultView(fixture, moment.game)] : [];
        })
        .slice(0, MAX_SPORT_RESULTS);
    },

    /** The bet builder prices from football's joint score distribution: not these sports'. */
    builderQuote(builder, now): BuilderQuote {
      if (!knownFixture(builder.eventId, now)) return { status: 'CLOSED', reason: 'EVENT_NOT_FOUND' };
      return { status: 'REFUSED', reason: 'SPORT_UNSUPPORTED', legIndex: null };
    },
    builderView: () => null,

    result(eventId, now) {
      const fixture = knownFixture(eventId, now);
      return fixture ? resultOf(fixture, momentOf(fixture, now)) : null;
    },

    corrections(since, now) {
      return [...corrected.entries()]
        .filter(([, correction]) => correction.publishedAt >= since && correction.publishedAt <= now)
        .map(([eventId, correction]) => ({ eventId, version: correction.version }));
    },

    publishCorrection(eventId, result, now) {
      const fixture = knownFixture(eventId, now);
      const latest = fixture ? resultOf(fixture, momentOf(fixture, now)) : null;
      if (!latest) return null;
      corrected.set(eventId, { version: latest.version + 1, result, publishedAt: now });
      return { eventId, version: latest.version + 1, result };
    },
  };
};
