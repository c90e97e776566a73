import { createInstanceCache } from '@platform/server-kit';
import type { SportsbookSection, SportsEventSummary } from '@platform/contracts';
import type {
  BuilderQuote,
  BuilderRef,
  EventResult,
  LegQuote,
  LegRef,
  LegView,
  SportsBook,
} from '../book.js';
import {
  builderDistribution,
  DEFAULT_MARKETS,
  expectedGoals,
  fairMarkets,
  HALF_TIME_BREAK_MINUTES,
  marketKey,
  MATCH_MINUTES,
  parseMarketKey,
  priceBuilder,
  priceMarkets,
  scoreOutlook,
  selectionKeys,
  settleBuilder,
  settleSelection,
  simulateMatch,
  SIMULATED_COMPETITIONS,
  type BuilderLeg,
  type BuilderMatch,
  type ExpectedGoals,
  type FinalResult,
  type Market,
  type MatchState,
  type OutcomeDistribution,
  type PricedMarket,
  type SimulatedMatch,
} from '../engine/index.js';
import { competitionView, detailView, resultView, summaryView } from './event-views.js';
import { matchSeed } from './match-seed.js';
import { matchMoment, pricingKey, type MatchMoment } from './match-moment.js';
import {
  createProgramme,
  DEFAULT_PROGRAMME,
  type ProgrammeFixture,
  type ProgrammeOptions,
} from './programme.js';

export type SimulatedBookOptions = {
  /** The secret each match's seed is an HMAC under (match-seed.ts); the same on every instance. */
  seedSecret: string;
  /** Match minutes per real minute (STUDIO_SPORTS_SPEED). */
  speed: number;
  /** The book's margin in basis points (STUDIO_SPORTS_MARGIN_BP). */
  marginBp: number;
  /** The bet builder's margin in basis points (STUDIO_SPORTS_BUILDER_MARGIN_BP). */
  builderMarginBp: number;
  /** The timetable (programme.ts); a match's length follows from the speed. */
  programme?: Omit<ProgrammeOptions, 'matchMs'>;
  /**
   * How many kick-off slots ahead of now the lobby lists (default 36: 6 hours at the default
   * 10-minute slot, about 110 matches). Counted in slots, not time, so the lobby holds about as many
   * matches whatever the slot: pricing a match's every market takes a few milliseconds, so a day's
   * 432 — or 6 hours of a test's 30-second slots, 2 000 — would make a cold lobby take seconds.
   */
  lobbyAheadSlots?: number;
  /** How far ahead the book knows an event at all: its page, quotes (default 24 hours). */
  knownAheadMs?: number;
  /** How far back an event page is still shown after its kick-off (default 3 hours). */
  pageBehindMs?: number;
  /** Simulated matches one instance keeps (default 2 000, a few hours of the programme). */
  maxCachedMatches?: number;
  /** Tests count the simulations through this; simulateMatch otherwise. */
  simulate?: typeof simulateMatch;
};

const HOUR_MS = 3_600_000;
/** The most results the list shows: a few hours of the default programme. */
export const MAX_RESULTS = 60;
/** 6 hours of the default programme's 10-minute slots. */
export const DEFAULT_LOBBY_AHEAD_SLOTS = 36;
/** Priced books kept: the day's pre-match prices (by pairing) and the live matches' current steps. */
const MAX_CACHED_PRICES = 5_000;
const OFFERED_KEYS: ReadonlySet<string> = new Set(DEFAULT_MARKETS.map(marketKey));

/** The market a leg names, if the book offers it and it has that selection. */
const offeredMarket = (leg: LegRef): Market | null => {
  if (!OFFERED_KEYS.has(leg.marketKey)) return null;
  const market = parseMarketKey(leg.marketKey);
  return selectionKeys(market).includes(leg.selection) ? market : null;
};

/** A builder's legs as the engine's, if the book offers every one of them. */
const offeredBuilderLegs = (builder: BuilderRef): BuilderLeg[] | null => {
  const legs: BuilderLeg[] = [];
  for (const leg of builder.legs) {
    const market = offeredMarket({ eventId: builder.eventId, ...leg });
    if (!market) return null;
    legs.push({ market, selection: leg.selection });
  }
  return legs;
};

/**
 * The sportsbook's built-in feed as a `SportsBook` (book.ts): the rolling programme
 * (programme.ts), each match played by the engine from a secret seed, priced by the engine's
 * model before and during play. Nothing is stored: every answer is a function of the options and
 * `now`, so every instance answers alike; the caches only save work.
 */
/** The simulated book, and the hook that publishes a corrected result (tests, demos). */
export type SimulatedBook = SportsBook & {
  publishCorrection(eventId: string, result: FinalResult, now: number): EventResult | null;
};

export const createSimulatedBook = (options: SimulatedBookOptions): SimulatedBook => {
  /** Real time from kick-off to the final whistle. */
  const matchRealMs = ((MATCH_MINUTES + HALF_TIME_BREAK_MINUTES) * 60_000) / options.speed;
  const programmeOptions = { ...DEFAULT_PROGRAMME, ...options.programme, matchMs: matchRealMs };
  const programme = createProgramme(programmeOptions);
  const simulate = options.simulate ?? simulateMatch;
  const margin = { marginBp: options.marginBp, method: 'POWER' } as const;
  const lobbyAheadMs = (options.lobbyAheadSlots ?? DEFAULT_LOBBY_AHEAD_SLOTS) * programmeOptions.slotMs;
  const knownAheadMs = options.knownAheadMs ?? 24 * HOUR_MS;
  const pageBehindMs = options.pageBehindMs ?? 3 * HOUR_MS;
  const matches = createInstanceCache<SimulatedMatch>({ maxEntries: options.maxCachedMatches ?? 2_000 });
  const prices = createInstanceCache<PricedMarket[]>({ maxEntries: MAX_CACHED_PRICES });
  /** Per pairing, every selection's outcome distribution before kick-off (preMatchOutcomesOf). */
  const preMatchOutcomes = createInstanceCache<Map<string, OutcomeDistribution>>({
    maxEntries: MAX_CACHED_PRICES,
  });

  const expectedOf = (fixture: ProgrammeFixture): ExpectedGoals =>
    expectedGoals({
      home: fixture.home.strength,
      away: fixture.away.strength,
      parameters: fixture.competition.parameters,
    });
  const pairingOf = (fixture: ProgrammeFixture) =>
    `${fixture.competition.id}:${fixture.home.id}:${fixture.away.id}`;

  const matchOf = (fixture: ProgrammeFixture): SimulatedMatch =>
    matches.get(fixture.id) ??
    matches.set(
      fixture.id,
      simulate({
        seed: matchSeed(options.seedSecret, fixture.id),
        expected: expectedOf(fixture),
        parameters: fixture.competition.parameters,
      }),
    );

  const momentOf = (fixture: ProgrammeFixture, now: number): MatchMoment =>
    matchMoment({ kickoffAt: fixture.kickoffAt, now, speed: options.speed, match: () => matchOf(fixture) });

  /** A fixture the book knows: any past one (its bets must settle), none beyond the day ahead. */
  const knownFixture = (eventId: string, now: number): ProgrammeFixture | null => {
    const fixture = programme.fixture(eventId);
    return fixture && fixture.kickoffAt < now + knownAheadMs ? fixture : null;
  };

  const outlookOf = (fixture: ProgrammeFixture, state: MatchState) =>
    scoreOutlook({ expected: expectedOf(fixture), state, parameters: fixture.competition.parameters });

  /** The markets open in this moment, priced; closed ones (decided, below the minimum odds) are absent. */
  const pricedMarkets = (fixture: ProgrammeFixture, moment: MatchMoment): PricedMarket[] => {
    const state = moment.pricingState;
    if (!state) return [];
    const key = pricingKey(pairingOf(fixture), state);
    const cached = prices.get(key);
    if (cached) return cached;
    const priced = priceMarkets(fairMarkets(outlookOf(fixture, state)), margin).flatMap((result) =>
      result.status === 'PRICED' ? [result.market] : [],
    );
    return prices.set(key, priced);
  };

  /**
   * A pre-match leg's outcome distribution. Before kick-off the state is always the kick-off's, so
   * a pairing's distributions never change: every placement's answer and every open bet in my bets
   * asks for them, and the first ask computes the whole pairing's at once (one score outlook for
   * every selection, where one each cost a placement most of its CPU).
   */
  const preMatchOutcomesOf = (
    fixture: ProgrammeFixture,
    kickOffState: MatchState,
    leg: LegRef,
  ): OutcomeDistribution | undefined => {
    const pairing = pairingOf(fixture);
    const selectionKey = `${leg.marketKey}|${leg.selection}`;
    const kept = preMatchOutcomes.get(pairing);
    if (kept) return kept.get(selectionKey);
    const everySelection = new Map<string, OutcomeDistribution>();
    for (const market of fairMarkets(outlookOf(fixture, kickOffState))) {
      for (const selection of market.selections) {
        everySelection.set(`${market.key}|${selection.key}`, selection.outcomes);
      }
    }
    return preMatchOutcomes.set(pairing, everySelection).get(selectionKey);
  };

  /**
   * Corrections published on this instance (`publishCorrection`), per event: the latest result
   * and when it was published. The simulation plays no wrong result of its own, so a correction
   * is an operator's or a test's: it lives in this process only (a real feed's corrections arrive
   * through its stream and are stored; see docs/sportsbook.md, "Corrections").
   */
  const corrected = new Map<string, { version: number; result: FinalResult; publishedAt: number }>();

  const builderMatchOf = (fixture: ProgrammeFixture, state: MatchState): BuilderMatch => ({
    expected: expectedOf(fixture),
    state,
    parameters: fixture.competition.parameters,
  });

  const resultOf = (fixture: ProgrammeFixture, moment: MatchMoment): EventResult | null => {
    if (moment.status !== 'FINISHED' || !moment.match) return null;
    const correction = corrected.get(fixture.id);
    if (correction) return { eventId: fixture.id, version: correction.version, result: correction.result };
    const { fullTimeScore, halfTimeScore } = moment.match;
    return {
      eventId: fixture.id,
      version: 1,
      result: { status: 'FINISHED', fullTime: fullTimeScore, halfTime: halfTimeScore },
    };
  };

  return {
    // Football only: e-sports has no model yet, so its lobby is empty.
    competitions: (section: SportsbookSection) =>
      section === 'SPORTS' ? SIMULATED_COMPETITIONS.map(competitionView) : [],

    events(section, now) {
      if (section !== 'SPORTS') return [];
      const summaries: SportsEventSummary[] = [];
      for (const fixture of programme.between(now - matchRealMs, now + lobbyAheadMs)) {
        const moment = momentOf(fixture, now);
        if (moment.status === 'FINISHED') continue;
        summaries.push(summaryView({ fixture, moment, markets: pricedMarkets(fixture, moment) }));
      }
      // `between` is in kick-off order already; a stable sort keeps it within each group.
      return summaries.sort((a, b) => Number(b.status === 'LIVE') - Number(a.status === 'LIVE'));
    },

    event(eventId, now) {
      const fixture = knownFixture(eventId, now);
      if (!fixture || fixture.kickoffAt < now - pageBehindMs) return null;
      const moment = momentOf(fixture, now);
      return detailView({ fixture, moment, markets: pricedMarkets(fixture, moment) });
    },

    quote(leg: LegRef, now: number): LegQuote {
      const fixture = knownFixture(leg.eventId, now);
      if (!fixture) return { status: 'CLOSED', reason: 'EVENT_NOT_FOUND' };
      if (!offeredMarket(leg)) return { status: 'CLOSED', reason: 'SELECTION_UNKNOWN' };
      const moment = momentOf(fixture, now);
      if (moment.status === 'FINISHED') return { status: 'CLOSED', reason: 'EVENT_CLOSED' };
      const inPlay = moment.status === 'LIVE';
      if (moment.betStop) return { status: 'SUSPENDED', inPlay };
      const selection = pricedMarkets(fixture, moment)
        .find((market) => market.key === leg.marketKey)
        ?.selections.find((entry) => entry.key === leg.selection);
      // A market the engine closed, or a selection that can no longer win, takes no bet.
      if (!selection) return { status: 'CLOSED', reason: 'MARKET_CLOSED' };
      return { status: 'OPEN', oddsE3: selection.oddsE3, inPlay };
    },

    legView(leg: LegRef, now: number): LegView | null {
      const fixture = knownFixture(leg.eventId, now);
      const market = fixture ? offeredMarket(leg) : null;
      if (!fixture || !market) return null;
      const moment = momentOf(fixture, now);
      const settled = resultOf(fixture, moment);
      if (settled) {
        return {
          state: 'SETTLED',
          outcome: settleSelection({ market, selection: leg.selection, result: settled.result }),
        };
      }
      // The exact state, not the price step: cash-out values the leg as it stands. The outcome
      // distribution is the one pricing uses (markets.ts, fairMarkets), so the two cannot drift.
      const outcomes =
        moment.status === 'SCHEDULED'
          ? preMatchOutcomesOf(fixture, moment.exactState!, leg)
          : fairMarkets(outlookOf(fixture, moment.exactState!), [market])[0]?.selections.find(
              (entry) => entry.key === leg.selection,
            )?.outcomes;
      if (!outcomes) return null;
      return { state: 'OPEN', outcomes, suspended: moment.betStop !== null };
    },

    results(section, now) {
      if (section !== 'SPORTS') return [];
      // Only as far back as the newest MAX_RESULTS can reach (a short test slot would otherwise
      // play hundreds of matches), and no further than an event page still opens.
      const { slotMs, matchesPerSlot } = programmeOptions;
      const slotsBack = Math.ceil(MAX_RESULTS / matchesPerSlot) * slotMs;
      const from = Math.max(now - pageBehindMs, now - matchRealMs - slotsBack);
      const newestFirst = programme.between(from, now).reverse();
      return newestFirst
        .flatMap((fixture) => {
          const settled = resultOf(fixture, momentOf(fixture, now))?.result;
          return settled?.status === 'FINISHED' ? [resultView(fixture, settled)] : [];
        })
        .slice(0, MAX_RESULTS);
    },

    /**
     * Every leg must be open as a single now (a market the engine closed, decided or below the
     * minimum odds, takes no builder either); the builder is priced at the same price step as
     * the singles, so every instance quotes it alike.
     */
    builderQuote(builder: BuilderRef, now: number): BuilderQuote {
      const fixture = knownFixture(builder.eventId, now);
      if (!fixture) return { status: 'CLOSED', reason: 'EVENT_NOT_FOUND' };
      const legs = offeredBuilderLegs(builder);
      if (!legs) return { status: 'CLOSED', reason: 'SELECTION_UNKNOWN' };
      const moment = momentOf(fixture, now);
      if (moment.status === 'FINISHED') return { status: 'CLOSED', reason: 'EVENT_CLOSED' };
      const inPlay = moment.status === 'LIVE';
      if (moment.betStop) return { status: 'SUSPENDED', inPlay };
      const priced = pricedMarkets(fixture, moment);
      const allOpen = builder.legs.every((leg) =>
        priced
          .find((market) => market.key === leg.marketKey)
          ?.selections.some((entry) => entry.key === leg.selection),
      );
      if (!allOpen || !moment.pricingState) return { status: 'CLOSED', reason: 'MARKET_CLOSED' };
      const price = priceBuilder({
        match: builderMatchOf(fixture, moment.pricingState),
        legs,
        marginBp: options.builderMarginBp,
      });
      if (price.status === 'REFUSED') return price;
      return { status: 'OPEN', oddsE3: price.oddsE3, inPlay };
    },

    builderView(builder: BuilderRef, now: number): LegView | null {
      const fixture = knownFixture(builder.eventId, now);
      const legs = fixture ? offeredBuilderLegs(builder) : null;
      if (!fixture || !legs) return null;
      const moment = momentOf(fixture, now);
      const settled = resultOf(fixture, moment);
      if (settled) return { state: 'SETTLED', outcome: settleBuilder({ legs, result: settled.result }) };
      // The exact state, as for a leg: cash-out values the builder as it stands.
      const outcomes = builderDistribution(builderMatchOf(fixture, moment.exactState!), legs);
      return { state: 'OPEN', outcomes, suspended: moment.betStop !== null };
    },

    result(eventId, now) {
      const fixture = knownFixture(eventId, now);
      return fixture ? resultOf(fixture, momentOf(fixture, now)) : null;
    },

    corrections(since, now) {
      return [...corrected.entries()]
        .filter(([, correction]) => correction.publishedAt >= since && correction.publishedAt <= now)
        .map(([eventId, correction]) => ({ eventId, version: correction.version }));
    },

    /**
     * Publishes a corrected result for an event that has ended: its version grows by one. Null
     * when the event is unknown or has no result yet (nothing to correct).
     */
    publishCorrection(eventId: string, result: FinalResult, now: number): EventResult | null {
      const fixture = knownFixture(eventId, now);
      const latest = fixture ? resultOf(fixture, momentOf(fixture, now)) : null;
      if (!latest) return null;
      corrected.set(eventId, { version: latest.version + 1, result, publishedAt: now });
      return { eventId, version: latest.version + 1, result };
    },
  };
};
