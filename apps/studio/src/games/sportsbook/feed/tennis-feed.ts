import { createInstanceCache } from '@platform/server-kit';
import type { SportsResult, TennisBoard } from '@platform/contracts';
import {
  fairTennisSharedMarkets,
  isMatchOver,
  serveProbabilities,
  setsWon,
  simulateTennisMatch,
  SIMULATED_TENNIS_EVENTS,
  tennisMarketsFor,
  tennisMatchEndMs,
  tennisOutlook,
  tennisPointCalls,
  tennisSharedResult,
  tennisStateAt,
  TENNIS_TIMING,
  matchStart,
  type SimulatedTennisEvent,
  type SimulatedTennisMatch,
  type SimulatedTennisPlayer,
  type TennisOutlook,
  type TennisState,
} from '../engine/index.js';
import { participantView, type SportFeed, type SportMoment } from './simulated-sport-book.js';
import type { RollingFixture } from './sport-programme.js';

type TennisFixture = RollingFixture<SimulatedTennisEvent, SimulatedTennisPlayer>;

/**
 * Points a game is planned for (a long deuce game is about ten): with 13 games a set and every set
 * played, a booking covers all but the longest matches.
 */
const PLANNED_POINTS_PER_GAME = 10;
const PLANNED_GAMES_PER_SET = 13;

const serveOf = (fixture: TennisFixture) =>
  serveProbabilities({
    homeRating: fixture.home.rating,
    awayRating: fixture.away.rating,
    parameters: fixture.competition.parameters,
  });

/**
 * Before the toss nobody knows who serves first: the pre-match outlook is the even mixture of the
 * two, so the first set's markets are priced for either.
 */
const mixedStart = (fixture: TennisFixture): TennisOutlook => {
  const [home, away] = (['HOME', 'AWAY'] as const).map((server) =>
    tennisOutlook({ serve: serveOf(fixture), format: fixture.competition.format, state: matchStart(server) }),
  );
  return {
    format: fixture.competition.format,
    endings: [...home!.endings, ...away!.endings].map((ending) => ({
      ...ending,
      probability: ending.probability / 2,
    })),
  };
};

const preMatchOutlooks = createInstanceCache<TennisOutlook>({ maxEntries: 500 });
const preMatchOutlook = (fixture: TennisFixture): TennisOutlook => {
  const pairing = `${fixture.competition.id}:${fixture.home.id}:${fixture.away.id}`;
  return preMatchOutlooks.get(pairing) ?? preMatchOutlooks.set(pairing, mixedStart(fixture));
};

const boardOf = (fixture: TennisFixture, moment: SportMoment<SimulatedTennisMatch>): TennisBoard => {
  const { bestOf } = fixture.competition.format;
  const match = moment.game;
  if (!match) return { bestOf, sets: [], points: null, server: null };
  const state = tennisStateAt(match, moment.clockMs);
  if (moment.status !== 'LIVE' || isMatchOver(state.sets, bestOf)) {
    return { bestOf, sets: state.sets.map(({ home, away }) => ({ home, away })), points: null, server: null };
  }
  return {
    bestOf,
    sets: [...state.sets, state.games].map(({ home, away }) => ({ home, away })),
    points: tennisPointCalls(state.points, state.games),
    server: state.server,
  };
};

/** Rio Open, Brasil Open, Roland-Garros and the SP Open for the simulated book (simulated-sport-book.ts). */
export const TENNIS_FEED: SportFeed<
  SimulatedTennisEvent,
  SimulatedTennisPlayer,
  SimulatedTennisMatch,
  TennisState
> = {
  sport: 'TENNIS',
  competitions: SIMULATED_TENNIS_EVENTS,
  competitionView: (event) => ({ id: event.id, sport: 'TENNIS', name: event.name, country: event.country }),
  participantsOf: (event) => event.players,
  plannedMs: ({ format }) => {
    const { pointSeconds, changeoverSeconds, setBreakSeconds } = TENNIS_TIMING;
    const set =
      PLANNED_GAMES_PER_SET * (PLANNED_POINTS_PER_GAME * pointSeconds.max + changeoverSeconds / 2) +
      setBreakSeconds;
    return format.bestOf * set * 1_000;
  },
  play: (fixture, seed) =>
    simulateTennisMatch({ seed, serve: serveOf(fixture), format: fixture.competition.format }),
  endMs: tennisMatchEndMs,
  stateAt: tennisStateAt,
  stateKey: (state) =>
    [
      state.sets.map((set) => `${set.home}-${set.away}`).join(','),
      `${state.games.home}-${state.games.away}`,
      `${state.points.home}-${state.points.away}`,
      state.server[0],
    ].join('|'),
  offered: (fixture) =>
    tennisMarketsFor(preMatchOutlook(fixture)).map((market) => ({ kind: 'TENNIS', market })),
  fair: (fixture, state, markets) =>
    fairTennisSharedMarkets({
      outlook:
        state === null
          ? preMatchOutlook(fixture)
          : tennisOutlook({ serve: serveOf(fixture), format: fixture.competition.format, state }),
      markets,
    }),
  mainMarketKey: 'TMW',
  result: (fixture, match) =>
    tennisSharedResult({ status: 'COMPLETED', bestOf: fixture.competition.format.bestOf, sets: match.sets }),
  board: (fixture, moment) => {
    const tennis = boardOf(fixture, moment);
    const completed = moment.game ? tennisStateAt(moment.game, moment.clockMs).sets : [];
    return { score: moment.status === 'SCHEDULED' ? null : setsWon(completed), tennis };
  },
  resultView: (fixture, match): SportsResult => ({
    id: fixture.id,
    sport: 'TENNIS',
    competition: TENNIS_FEED.competitionView(fixture.competition),
    home: participantView(fixture.home),
    away: participantView(fixture.away),
    startsAt: fixture.startsAt,
    score: setsWon(match.sets),
    halfTime: null,
    tennis: {
      bestOf: fixture.competition.format.bestOf,
      sets: match.sets.map(({ home, away }) => ({ home, away })),
      points: null,
      server: null,
    },
  }),
};
