import { createInstanceCache } from '@platform/server-kit';
import type { SportsEventSummary } from '@platform/contracts';
import type { BuilderQuote, EventResult, LegQuote, LegRef, LegView } from '../book.js';
import {
  esportsMarketKey,
  esportsMarketsFor,
  esportsOutlook,
  esportsSelectionKeys,
  fairEsportsMarkets,
  mapWinProbability,
  parseEsportsMarketKey,
  priceMarkets,
  settleSelection,
  simulateEsportsSeries,
  SIMULATED_ESPORTS_COMPETITIONS,
  type EsportsMarket,
  type EsportsMatchState,
  type FinalResult,
  type OutcomeDistribution,
  type PricedMarket,
  type SimulatedSeries,
} from '../engine/index.js';
import { seriesMoment, seriesPricingKey, type SeriesMoment } from './esports-moment.js';
import {
  createEsportsProgramme,
  DEFAULT_ESPORTS_SERIES_PER_SLOT,
  type EsportsProgrammeFixture,
} from './esports-programme.js';
import {
  esportsCompetitionView,
  esportsDetailView,
  esportsResultView,
  esportsSummaryView,
} from './esports-views.js';
import { matchSeed } from './match-seed.js';
import type { SimulatedBook } from './simulated-book.js';

export type SimulatedEsportsBookOptions = {
  /** The secret each series' seed is an HMAC under (match-seed.ts); the same on every instance. */
  seedSecret: string;
  /** Series clock per real clock (STUDIO_SPORTS_SPEED, as football's). */
  speed: number;
  /** The book's margin in basis points (STUDIO_SPORTS_MARGIN_BP). */
  marginBp: number;
  /** The start slots (STUDIO_SPORTS_SLOT_MINUTES, as football's) and series per slot (default 2). */
  programme: { slotMs: number; seriesPerSlot?: number };
  /** How many start slots ahead the lobby lists (default 18: 3 hours at the default slot). */
  lobbyAheadSlots?: number;
  /** How far ahead the book knows a series at all: its page, quotes (default 24 hours). */
  knownAheadMs?: number;
  /** How far back a series page is still shown after its start (default 3 hours). */
  pageBehindMs?: number;
  /** Simulated series one instance keeps (default 2 000). */
  maxCachedSeries?: number;
  /** Tests count the simulations through this; simulateEsportsSeries otherwise. */
  simulate?: typeof simulateEsportsSeries;
};

const HOUR_MS = 3_600_000;
/** The most results the list shows. */
export const MAX_ESPORTS_RESULTS = 60;
/** 3 hours of the default 10-minute slots, about 36 series: a CS2 or Valorant series prices some 60–100 markets. */
const DEFAULT_LOBBY_AHEAD_SLOTS = 18;
const MAX_CACHED_PRICES = 5_000;

/** Each circuit's markets, by key, so a leg's market is checked against its series' title and format. */
const OFFERED: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  SIMULATED_ESPORTS_COMPETITIONS.map((competition) => [
    competition.id,
    new Set(
      esportsMarketsFor({ title: competition.title, format: competition.format }).map(esportsMarketKey),
    ),
  ]),
);

/** The market a leg names, if its series offers it and it has that selection. */
const offeredMarket = (fixture: EsportsProgrammeFixture, leg: LegRef): EsportsMarket | null => {
  if (!OFFERED.get(fixture.competition.id)?.has(leg.marketKey)) return null;
  const market = parseEsportsMarketKey(leg.marketKey);
  return market && esportsSelectionKeys(market).includes(leg.selection) ? market : null;
};

/**
 * The sportsbook's built-in e-sports feed as a `SportsBook` (book.ts): the rolling programme
 * (esports-programme.ts), each series played by the engine from a secret seed
 * (simulated-esports-match.ts), priced by the Elo map model before and during play. As football's
 * (simulated-book.ts), nothing is stored: every answer is a function of the options and `now`.
 * It answers the ESPORTS section; a SPORTS list from it is empty.
 */
export const createSimulatedEsportsBook = (options: SimulatedEsportsBookOptions): SimulatedBook => {
  const programme = createEsportsProgramme({
    slotMs: options.programme.slotMs,
    seriesPerSlot: options.programme.seriesPerSlot ?? DEFAULT_ESPORTS_SERIES_PER_SLOT,
    speed: options.speed,
  });
  const simulate = options.simulate ?? simulateEsportsSeries;
  const margin = { marginBp: options.marginBp, method: 'POWER' } as const;
  const lobbyAheadMs = (options.lobbyAheadSlots ?? DEFAULT_LOBBY_AHEAD_SLOTS) * options.programme.slotMs;
  const knownAheadMs = options.knownAheadMs ?? 24 * HOUR_MS;
  const pageBehindMs = options.pageBehindMs ?? 3 * HOUR_MS;
  const seriesCache = createInstanceCache<SimulatedSeries>({ maxEntries: options.maxCachedSeries ?? 2_000 });
  const prices = createInstanceCache<PricedMarket[]>({ maxEntries: MAX_CACHED_PRICES });
  const preMatchOutcomes = createInstanceCache<OutcomeDistribution>({ maxEntries: MAX_CACHED_PRICES });

  const homeMapOf = (fixture: EsportsProgrammeFixture): number =>
    mapWinProbability({
      homeRating: fixture.home.rating,
      awayRating: fixture.away.rating,
      parameters: fixture.competition.parameters,
    });
  const pairingOf = (fixture: EsportsProgrammeFixture) =>
    `${fixture.competition.id}:${fixture.home.id}:${fixture.away.id}`;

  const seriesOf = (fixture: EsportsProgrammeFixture): SimulatedSeries =>
    seriesCache.get(fixture.id) ??
    seriesCache.set(
      fixture.id,
      simulate({
        seed: matchSeed(options.seedSecret, fixture.id),
        homeMap: homeMapOf(fixture),
        title: fixture.competition.title,
        format: fixture.competition.format,
      }),
    );

  const momentOf = (fixture: EsportsProgrammeFixture, now: number): SeriesMoment =>
    seriesMoment({ startsAt: fixture.startsAt, now, speed: options.speed, series: () => seriesOf(fixture) });

  const knownFixture = (eventId: string, now: number): EsportsProgrammeFixture | null => {
    const fixture = programme.fixture(eventId);
    return fixture && fixture.startsAt < now + knownAheadMs ? fixture : null;
  };

  const fairOf = (fixture: EsportsProgrammeFixture, state: EsportsMatchState, markets?: EsportsMarket[]) =>
    fairEsportsMarkets({
      outlook: esportsOutlook({
        homeMap: homeMapOf(fixture),
        title: fixture.competition.title,
        format: fixture.competition.format,
        state,
      }),
      title: fixture.competition.title,
      ...(markets ? { markets } : {}),
    });

  /** The markets open in this moment, priced; closed ones (decided, below the minimum odds) are absent. */
  const pricedMarkets = (fixture: EsportsProgrammeFixture, moment: SeriesMoment): PricedMarket[] => {
    const state = moment.pricingState;
    if (!state) return [];
    const key = seriesPricingKey(pairingOf(fixture), state);
    const cached = prices.get(key);
    if (cached) return cached;
    const priced = priceMarkets(fairOf(fixture, state), margin).flatMap((result) =>
      result.status === 'PRICED' ? [result.market] : [],
    );
    return prices.set(key, priced);
  };

  /** Corrections published on this instance, as football's (simulated-book.ts). */
  const corrected = new Map<string, { version: number; result: FinalResult; publishedAt: number }>();

  const resultOf = (fixture: EsportsProgrammeFixture, moment: SeriesMoment): EventResult | null => {
    if (moment.status !== 'FINISHED' || !moment.series) return null;
    const correction = corrected.get(fixture.id);
    if (correction) return { eventId: fixture.id, version: correction.version, result: correction.result };
    const { format } = fixture.competition;
    return {
      eventId: fixture.id,
      version: 1,
      result: { status: 'MAPS_COMPLETED', bestOf: format.bestOf, maps: moment.series.maps },
    };
  };

  return {
    competitions: (section) =>
      section === 'ESPORTS' ? SIMULATED_ESPORTS_COMPETITIONS.map(esportsCompetitionView) : [],

    events(section, now) {
      if (section !== 'ESPORTS') return [];
      const summaries: SportsEventSummary[] = [];
      for (const fixture of programme.between(now - programme.longestSeriesRealMs, now + lobbyAheadMs)) {
        const moment = momentOf(fixture, now);
        if (moment.status === 'FINISHED') continue;
        summaries.push(esportsSummaryView({ fixture, moment, markets: pricedMarkets(fixture, moment) }));
      }
      return summaries.sort((a, b) => Number(b.status === 'LIVE') - Number(a.status === 'LIVE'));
    },

    event(eventId, now) {
      const fixture = knownFixture(eventId, now);
      if (!fixture || fixture.startsAt < now - pageBehindMs) return null;
      const moment = momentOf(fixture, now);
      return esportsDetailView({ fixture, moment, markets: pricedMarkets(fixture, moment) });
    },

    quote(leg, now): LegQuote {
      const fixture = knownFixture(leg.eventId, now);
      if (!fixture) return { status: 'CLOSED', reason: 'EVENT_NOT_FOUND' };
      if (!offeredMarket(fixture, leg)) return { status: 'CLOSED', reason: 'SELECTION_UNKNOWN' };
      const moment = momentOf(fixture, now);
      if (moment.status === 'FINISHED') return { status: 'CLOSED', reason: 'EVENT_CLOSED' };
      const inPlay = moment.status === 'LIVE';
      if (moment.betStop) return { status: 'SUSPENDED', inPlay };
      const selection = pricedMarkets(fixture, moment)
        .find((market) => market.key === leg.marketKey)
        ?.selections.find((entry) => entry.key === leg.selection);
      if (!selection) return { status: 'CLOSED', reason: 'MARKET_CLOSED' };
      return { status: 'OPEN', oddsE3: selection.oddsE3, inPlay };
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
      // The exact state: cash-out values the leg as it stands; before the start one state per pairing, kept.
      const preMatchKey =
        moment.status === 'SCHEDULED' ? `${pairingOf(fixture)}|${leg.marketKey}|${leg.selection}` : null;
      const kept = preMatchKey === null ? undefined : preMatchOutcomes.get(preMatchKey);
      const outcomes =
        kept ??
        fairOf(fixture, moment.exactState!, [market])[0]?.selections.find(
          (entry) => entry.key === leg.selection,
        )?.outcomes;
      if (!outcomes) return null;
      if (preMatchKey !== null && kept === undefined) preMatchOutcomes.set(preMatchKey, outcomes);
      return { state: 'OPEN', outcomes, suspended: moment.betStop !== null };
    },

    results(section, now) {
      if (section !== 'ESPORTS') return [];
      const from = now - pageBehindMs;
      return programme
        .between(from, now)
        .reverse()
        .flatMap((fixture) => {
          const settled = resultOf(fixture, momentOf(fixture, now))?.result;
          return settled?.status === 'MAPS_COMPLETED' ? [esportsResultView(fixture, settled.maps)] : [];
        })
        .slice(0, MAX_ESPORTS_RESULTS);
    },

    /** A series' markets are priced one at a time: the e-sports book has no bet builder. */
    builderQuote(builder, now): BuilderQuote {
      if (!knownFixture(builder.eventId, now)) return { status: 'CLOSED', reason: 'EVENT_NOT_FOUND' };
      return { status: 'REFUSED', reason: 'SPORT_UNSUPPORTED', legIndex: null };
    },

    /** No builder is ever placed on a series (builderQuote refuses it). */
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
