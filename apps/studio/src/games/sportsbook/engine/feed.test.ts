import { describe, expect, it } from 'vitest';
import { footballScoreboard, type FeedMessage, type SportsFeed } from './feed.js';
import { finalResultFromFeed } from './settlement.js';

describe('football scoreboard', () => {
  it('keeps the whole score in the first half until half-time', () => {
    expect(footballScoreboard({ score: { home: 1, away: 0 }, halfTimeScore: null })).toEqual({
      home: 1,
      away: 0,
      periods: [{ period: 'FIRST_HALF', home: 1, away: 0 }],
    });
  });

  it('puts what came after half-time in the second half, which settlement reads back', () => {
    const scoreboard = footballScoreboard({
      score: { home: 3, away: 2 },
      halfTimeScore: { home: 1, away: 2 },
    });
    expect(scoreboard.periods).toEqual([
      { period: 'FIRST_HALF', home: 1, away: 2 },
      { period: 'SECOND_HALF', home: 2, away: 0 },
    ]);
    expect(
      finalResultFromFeed({ fixtureId: 'F', sport: 'FOOTBALL', status: 'FINISHED', scoreboard, version: 1 }),
    ).toEqual({
      status: 'FINISHED',
      fullTime: { home: 3, away: 2 },
      halfTime: { home: 1, away: 2 },
    });
  });
});

describe('a provider plugged in through SportsFeed', () => {
  it('delivers messages in order after the last sequence the consumer stored', async () => {
    const sentAt = '2026-04-04T19:00:00.000Z';
    const stream: FeedMessage[] = [
      { sequence: 1, sentAt, type: 'FIXTURE_STATUS', fixtureId: 'F', status: 'LIVE', startsAt: sentAt },
      {
        sequence: 2,
        sentAt,
        type: 'LIVE_EVENT',
        fixtureId: 'F',
        event: { kind: 'GOAL', side: 'HOME', minute: 12 },
        phase: { status: 'IN_PERIOD', period: 'FIRST_HALF' },
        scoreboard: footballScoreboard({ score: { home: 1, away: 0 }, halfTimeScore: null }),
      },
      {
        sequence: 3,
        sentAt,
        type: 'LIVE_EVENT',
        fixtureId: 'F',
        event: { kind: 'EVENT_CANCELLED', cancelsSequence: 2 },
        phase: { status: 'IN_PERIOD', period: 'FIRST_HALF' },
        scoreboard: footballScoreboard({ score: { home: 0, away: 0 }, halfTimeScore: null }),
      },
    ];
    // The smallest adapter there is: a provider that replays a list.
    const feed: SportsFeed = {
      providerId: 'replay',
      competitions: async () => [],
      fixtures: async () => [],
      subscribe: ({ afterSequence, onMessage }) => {
        const delivered = (async () => {
          for (const message of stream) if (message.sequence > (afterSequence ?? 0)) await onMessage(message);
        })();
        return { close: () => delivered };
      },
    };
    const received: number[] = [];
    const subscription = feed.subscribe({
      afterSequence: 1,
      onMessage: async (message) => void received.push(message.sequence),
    });
    await subscription.close();
    expect(received).toEqual([2, 3]);
  });
});
