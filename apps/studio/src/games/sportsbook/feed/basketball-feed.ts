import type { BasketballBoard, SportsResult } from '@platform/contracts';
import {
  BASKETBALL_BREAKS,
  QUARTERS,
  addScores,
  basketballEventsUntil,
  basketballExpectation,
  basketballGameEndMs,
  basketballMarketsFor,
  basketballOutlook,
  basketballStateAt,
  basketballSharedResult,
  fairBasketballSharedMarkets,
  simulateBasketballGame,
  SIMULATED_BASKETBALL_COMPETITIONS,
  TIP_OFF,
  type BasketballMarket,
  type BasketballState,
  type Market,
  type Score,
  type SimulatedBasketballCompetition,
  type SimulatedBasketballGame,
  type SimulatedBasketballTeam,
} from '../engine/index.js';
import { participantView, type SportFeed, type SportMoment } from './simulated-sport-book.js';
import type { RollingFixture } from './sport-programme.js';

type BasketballFixture = RollingFixture<SimulatedBasketballCompetition, SimulatedBasketballTeam>;

const MINUTE_MS = 60_000;
/** Overtimes a game is planned for: a fourth is rare enough to run over its booking. */
const PLANNED_OVERTIMES = 3;
/**
 * In-play prices are made at the game minute rounded down to a quarter (2.5 real seconds at speed
 * 6) and at the exact score: a basket reprices at once, the clock's drift in between does not.
 */
const PRICE_STEP_MINUTES = 0.25;

const expectationOf = (fixture: BasketballFixture) =>
  basketballExpectation({
    home: fixture.home.strength,
    away: fixture.away.strength,
    parameters: fixture.competition.parameters,
  });

const wrap = (market: BasketballMarket): Market => ({ kind: 'BASKETBALL', market });

const totalOf = (periods: readonly Score[]): Score => periods.reduce(addScores, { home: 0, away: 0 });

/** The periods on the board and the one in play with its clock. */
const boardOf = (
  fixture: BasketballFixture,
  moment: SportMoment<SimulatedBasketballGame>,
): BasketballBoard => {
  const quarterMinutes = fixture.competition.parameters.regulationMinutes / QUARTERS;
  const game = moment.game;
  if (!game) return { quarterMinutes, periods: [], live: null };
  const { events, phase } = basketballEventsUntil(game, moment.clockMs);
  const periods = (events.at(-1)?.scoreboard.periods ?? []).map(({ home, away }) => ({ home, away }));
  if (moment.status !== 'LIVE' || phase.status !== 'IN_PERIOD')
    return { quarterMinutes, periods, live: null };
  const slot = game.schedule[periods.length - 1];
  const secondsLeft = slot ? Math.max(0, Math.ceil((slot.endMs - moment.clockMs) / 1_000)) : 0;
  return { quarterMinutes, periods, live: { period: periods.length, secondsLeft } };
};

/** NBB and NBA games for the simulated book (simulated-sport-book.ts). */
export const BASKETBALL_FEED: SportFeed<
  SimulatedBasketballCompetition,
  SimulatedBasketballTeam,
  SimulatedBasketballGame,
  BasketballState
> = {
  sport: 'BASKETBALL',
  competitions: SIMULATED_BASKETBALL_COMPETITIONS,
  competitionView: (competition) => ({
    id: competition.id,
    sport: 'BASKETBALL',
    name: competition.name,
    country: competition.country,
  }),
  participantsOf: (competition) => competition.teams,
  plannedMs: ({ parameters }) =>
    (parameters.regulationMinutes +
      PLANNED_OVERTIMES * parameters.overtimeMinutes +
      BASKETBALL_BREAKS.halfTime +
      (QUARTERS - 2 + PLANNED_OVERTIMES) * BASKETBALL_BREAKS.betweenPeriods) *
    MINUTE_MS,
  play: (fixture, seed) =>
    simulateBasketballGame({
      seed,
      expected: expectationOf(fixture),
      parameters: fixture.competition.parameters,
    }),
  endMs: basketballGameEndMs,
  stateAt: (game, clockMs) => {
    const exact = basketballStateAt(game, clockMs);
    return {
      periods: exact.periods,
      minutesPlayed: Math.floor(exact.minutesPlayed / PRICE_STEP_MINUTES) * PRICE_STEP_MINUTES,
    };
  },
  stateKey: (state) =>
    `${state.periods.map((period) => `${period.home}-${period.away}`).join(',')}@${state.minutesPlayed}`,
  offered: (fixture) => basketballMarketsFor(expectationOf(fixture)).map(wrap),
  fair: (fixture, state, markets) =>
    fairBasketballSharedMarkets({
      outlook: basketballOutlook({
        expected: expectationOf(fixture),
        parameters: fixture.competition.parameters,
        state: state ?? TIP_OFF,
      }),
      markets,
    }),
  mainMarketKey: 'ML',
  result: (_fixture, game) => basketballSharedResult({ status: 'FINISHED', periods: game.periods }),
  board: (fixture, moment) => {
    const basketball = boardOf(fixture, moment);
    return {
      score: moment.status === 'SCHEDULED' ? null : totalOf(basketball.periods),
      basketball,
    };
  },
  resultView: (fixture, game): SportsResult => ({
    id: fixture.id,
    sport: 'BASKETBALL',
    competition: BASKETBALL_FEED.competitionView(fixture.competition),
    home: participantView(fixture.home),
    away: participantView(fixture.away),
    startsAt: fixture.startsAt,
    score: totalOf(game.periods),
    halfTime: totalOf(game.periods.slice(0, 2)),
    basketball: {
      quarterMinutes: fixture.competition.parameters.regulationMinutes / QUARTERS,
      periods: game.periods.map(({ home, away }) => ({ home, away })),
      live: null,
    },
  }),
};
