import type {
  EsportsBoard,
  SportsCompetition,
  SportsEventDetail,
  SportsEventSummary,
  SportsResult,
} from '@platform/contracts';
import type {
  MapResult,
  PricedMarket,
  SimulatedEsportsCompetition,
  SimulatedEsportsTeam,
} from '../engine/index.js';
import { marketView } from './event-views.js';
import type { SeriesMoment } from './esports-moment.js';
import type { EsportsProgrammeFixture } from './esports-programme.js';

/** How the page sees a simulated series: the contract's summary and detail, with the maps' board. */

export const esportsCompetitionView = (competition: SimulatedEsportsCompetition): SportsCompetition => ({
  id: competition.id,
  sport: 'ESPORTS',
  name: competition.name,
  country: competition.country,
});

const participant = (team: SimulatedEsportsTeam) => ({
  id: team.id,
  name: team.name,
  shortName: team.shortName,
});

const playedMap = (map: MapResult, index: number): EsportsBoard['maps'][number] => ({
  number: index + 1,
  status: 'PLAYED',
  winner: map.winner,
  rounds: map.rounds,
});

/** The maps played and the one in play (its rounds so far, 0-0 for a title without rounds shown as null). */
const boardView = (fixture: EsportsProgrammeFixture, moment: SeriesMoment): EsportsBoard => {
  const { title, format } = fixture.competition;
  const board: EsportsBoard = { title, bestOf: format.bestOf, maps: [] };
  const last = moment.happened.at(-1);
  if (!moment.series || !last) return board;
  const done = last.scoreboard.home + last.scoreboard.away;
  const maps = moment.series.maps.slice(0, done).map(playedMap);
  const current = last.scoreboard.periods[done];
  if (moment.status === 'LIVE' && current) {
    maps.push({
      number: done + 1,
      status: 'LIVE',
      winner: null,
      rounds: format.roundsToWinMap === null ? null : { home: current.home, away: current.away },
    });
  }
  return { ...board, maps };
};

export const esportsSummaryView = (input: {
  fixture: EsportsProgrammeFixture;
  moment: SeriesMoment;
  markets: readonly PricedMarket[];
}): SportsEventSummary => {
  const { fixture, moment, markets } = input;
  const main = markets.find((market) => market.key === 'MW');
  const last = moment.happened.at(-1);
  return {
    id: fixture.id,
    sport: 'ESPORTS',
    competition: esportsCompetitionView(fixture.competition),
    home: participant(fixture.home),
    away: participant(fixture.away),
    startsAt: fixture.startsAt,
    status: moment.status,
    // A series has no match clock: the board says which map and round it is at.
    clock: null,
    score:
      moment.status === 'SCHEDULED'
        ? null
        : { home: last?.scoreboard.home ?? 0, away: last?.scoreboard.away ?? 0 },
    mainMarket: main ? marketView(main, moment.betStop !== null) : null,
    marketCount: markets.length,
    esports: boardView(fixture, moment),
  };
};

/** Every priced market, in the engine's order (match winner, each map, total maps, handicaps, scores, rounds). */
export const esportsDetailView = (input: {
  fixture: EsportsProgrammeFixture;
  moment: SeriesMoment;
  markets: readonly PricedMarket[];
}): SportsEventDetail => {
  const suspended = input.moment.betStop !== null;
  const zero = { home: 0, away: 0 };
  return {
    ...esportsSummaryView(input),
    markets: input.markets.map((market) => marketView(market, suspended)),
    // Goals, cards and corners are football's; a series' story is its board.
    incidents: [],
    stats: { corners: zero, yellowCards: zero, redCards: zero },
  };
};

/** A finished series as the results list shows it: the maps won, and each map. */
export const esportsResultView = (
  fixture: EsportsProgrammeFixture,
  maps: readonly MapResult[],
): SportsResult => {
  const { title, format } = fixture.competition;
  return {
    id: fixture.id,
    sport: 'ESPORTS',
    competition: esportsCompetitionView(fixture.competition),
    home: participant(fixture.home),
    away: participant(fixture.away),
    startsAt: fixture.startsAt,
    score: {
      home: maps.filter((map) => map.winner === 'HOME').length,
      away: maps.filter((map) => map.winner === 'AWAY').length,
    },
    halfTime: null,
    esports: { title, bestOf: format.bestOf, maps: maps.map(playedMap) },
  };
};
