import {
  footballScoreboard,
  type FeedMessage,
  type LiveEvent,
  type MatchPhase,
  type Score,
} from '../../engine/index.js';

/** A provider's messages for tests, numbered in order from `first` (1 unless said). */
export const createMessages = (input: { fixtureId: string; startsAt: number; first?: number }) => {
  const { fixtureId } = input;
  let sequence = (input.first ?? 1) - 1;
  let sentAt = input.startsAt - 3_600_000;
  const envelope = (at?: number) => {
    sequence += 1;
    if (at !== undefined) sentAt = at;
    return { sequence, sentAt: new Date(sentAt).toISOString() };
  };
  const board = (score: Score, halfTime: Score | null = null) =>
    footballScoreboard({ score, halfTimeScore: halfTime });
  return {
    next: () => sequence + 1,
    fixture: (at?: number): FeedMessage => ({
      ...envelope(at),
      type: 'FIXTURE',
      fixture: {
        id: fixtureId,
        competitionId: 'bra-a',
        sport: 'FOOTBALL',
        home: { id: 'fla', name: 'Flamengo', shortName: 'FLA' },
        away: { id: 'pal', name: 'Palmeiras', shortName: 'PAL' },
        startsAt: new Date(input.startsAt).toISOString(),
        format: { kind: 'TIMED', periods: 2, periodMinutes: 45, extraTime: false },
        status: 'SCHEDULED',
        liveCoverage: true,
      },
    }),
    status: (status: 'LIVE' | 'POSTPONED' | 'SCHEDULED', at?: number): FeedMessage => ({
      ...envelope(at),
      type: 'FIXTURE_STATUS',
      fixtureId,
      status,
      startsAt: new Date(input.startsAt).toISOString(),
    }),
    market: (
      marketKey: string,
      selections: Record<string, number | null>,
      status: 'OPEN' | 'SUSPENDED' | 'CLOSED' = 'OPEN',
      at?: number,
    ): FeedMessage => ({
      ...envelope(at),
      type: 'MARKET',
      market: {
        fixtureId,
        marketKey,
        status,
        selections: Object.entries(selections).map(([key, oddsE3]) => ({ key, oddsE3 })),
      },
    }),
    live: (event: LiveEvent, score: Score, at?: number, phase?: MatchPhase): FeedMessage => ({
      ...envelope(at),
      type: 'LIVE_EVENT',
      fixtureId,
      event,
      phase: phase ?? { status: 'IN_PERIOD', period: 'FIRST_HALF' },
      scoreboard: board(score),
    }),
    result: (full: Score, half: Score, version = 1, at?: number): FeedMessage => {
      const result = {
        fixtureId,
        sport: 'FOOTBALL' as const,
        status: 'FINISHED' as const,
        scoreboard: board(full, half),
        version,
      };
      return version === 1
        ? { ...envelope(at), type: 'RESULT', result }
        : { ...envelope(at), type: 'RESULT_CORRECTED', result, reason: 'goal awarded after review' };
    },
  };
};
