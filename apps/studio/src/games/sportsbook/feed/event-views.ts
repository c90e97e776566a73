import type {
  SportsCompetition,
  SportsEventDetail,
  SportsEventSummary,
  SportsIncident,
  SportsMarket,
  SportsResult,
} from '@platform/contracts';
import {
  HALF_MINUTES,
  MATCH_MINUTES,
  type MatchClock,
  type SettlementScores,
  type PricedMarket,
  type SimulatedCompetition,
  type SimulatedEvent,
  type SimulatedTeam,
} from '../engine/index.js';
import type { MatchMoment } from './match-moment.js';
import type { ProgrammeFixture } from './programme.js';

/** How the page sees a simulated fixture: the contract's summary and detail, built from a moment. */

export const competitionView = (competition: SimulatedCompetition): SportsCompetition => ({
  id: competition.id,
  sport: 'FOOTBALL',
  name: competition.name,
  country: competition.country,
});

const participant = (team: SimulatedTeam) => ({ id: team.id, name: team.name, shortName: team.shortName });

/** The minute a scoreboard shows: the minute being played, 45 and 90 holding stoppage time. */
const clockView = (clock: MatchClock): SportsEventSummary['clock'] => {
  const { phase, minutesPlayed } = clock;
  if (phase.status === 'BREAK') return { minute: HALF_MINUTES, period: 'HALF_TIME' };
  if (phase.status !== 'IN_PERIOD') return null;
  if (phase.period === 'FIRST_HALF') {
    return { minute: Math.min(Math.floor(minutesPlayed) + 1, HALF_MINUTES), period: 'FIRST_HALF' };
  }
  return { minute: Math.min(Math.floor(minutesPlayed) + 1, MATCH_MINUTES), period: 'SECOND_HALF' };
};

const scoreView = (moment: MatchMoment): SportsEventSummary['score'] => {
  if (moment.status === 'SCHEDULED') return null;
  const last = moment.happened.at(-1);
  return last ? { home: last.scoreboard.home, away: last.scoreboard.away } : { home: 0, away: 0 };
};

/** A priced market as the page shows it: greyed (SUSPENDED) with its last prices during a bet stop. */
export const marketView = (market: PricedMarket, suspended: boolean): SportsMarket => ({
  key: market.key,
  status: suspended ? 'SUSPENDED' : 'OPEN',
  selections: market.selections.map((selection) => ({ key: selection.key, oddsE3: selection.oddsE3 })),
});

export const summaryView = (input: {
  fixture: ProgrammeFixture;
  moment: MatchMoment;
  markets: readonly PricedMarket[];
}): SportsEventSummary => {
  const { fixture, moment, markets } = input;
  const main = markets.find((market) => market.key === '1X2');
  return {
    id: fixture.id,
    sport: 'FOOTBALL',
    competition: competitionView(fixture.competition),
    home: participant(fixture.home),
    away: participant(fixture.away),
    startsAt: fixture.kickoffAt,
    status: moment.status,
    clock: clockView(moment.clock),
    score: scoreView(moment),
    mainMarket: main ? marketView(main, moment.betStop !== null) : null,
    marketCount: markets.length,
  };
};

const incidentOf = ({ event }: SimulatedEvent): SportsIncident | null => {
  switch (event.kind) {
    case 'GOAL':
      return { minute: event.minute, kind: 'GOAL', side: event.side };
    case 'CARD':
      return {
        minute: event.minute,
        kind: event.colour === 'RED' ? 'RED_CARD' : 'YELLOW_CARD',
        side: event.side,
      };
    case 'CORNER':
      return { minute: event.minute, kind: 'CORNER', side: event.side };
    default:
      // Whistles are in the clock; the simulation sends no other kind.
      return null;
  }
};

const countOf = (incidents: readonly SportsIncident[], kind: SportsIncident['kind']) => ({
  home: incidents.filter((incident) => incident.kind === kind && incident.side === 'HOME').length,
  away: incidents.filter((incident) => incident.kind === kind && incident.side === 'AWAY').length,
});

/** Every priced market, in the engine's order (result, double chance, draw no bet, totals, BTTS, handicaps, correct score, HT/FT). */
export const detailView = (input: {
  fixture: ProgrammeFixture;
  moment: MatchMoment;
  markets: readonly PricedMarket[];
}): SportsEventDetail => {
  const incidents = input.moment.happened.flatMap((event) => incidentOf(event) ?? []);
  const suspended = input.moment.betStop !== null;
  return {
    ...summaryView(input),
    markets: input.markets.map((market) => marketView(market, suspended)),
    incidents,
    stats: {
      corners: countOf(incidents, 'CORNER'),
      yellowCards: countOf(incidents, 'YELLOW_CARD'),
      redCards: countOf(incidents, 'RED_CARD'),
    },
  };
};

/** A finished fixture as the results list shows it. */
export const resultView = (fixture: ProgrammeFixture, finished: SettlementScores): SportsResult => ({
  id: fixture.id,
  sport: 'FOOTBALL',
  competition: competitionView(fixture.competition),
  home: participant(fixture.home),
  away: participant(fixture.away),
  startsAt: fixture.kickoffAt,
  score: finished.fullTime,
  halfTime: finished.halfTime,
});
