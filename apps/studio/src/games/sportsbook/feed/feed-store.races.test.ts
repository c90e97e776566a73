import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudioTestDatabase, type StudioTestDatabase } from '../../../../test/helpers/database.js';
import type { FeedMessage } from '../engine/index.js';
import { createFeedStore } from './feed-store.js';
import { readFeedChanges } from './feed-store-reads.js';
import { createMessages } from './testing/feed-messages.js';

const STARTS_AT = Date.UTC(2026, 10, 29, 20);

/** A match's stream: the fixture, prices, kick-off, goals, cards, corners, and the result. */
const matchStream = (fixtureId: string): FeedMessage[] => {
  const m = createMessages({ fixtureId, startsAt: STARTS_AT });
  const minute = (n: number) => STARTS_AT + n * 60_000;
  return [
    m.fixture(),
    m.market('1X2', { '1': 2_100, X: 3_300, '2': 3_600 }),
    m.market('OU:2.5', { OVER: 1_900, UNDER: 1_900 }),
    m.status('LIVE', STARTS_AT),
    m.live({ kind: 'CORNER', side: 'HOME', minute: 4 }, { home: 0, away: 0 }, minute(4)),
    m.live({ kind: 'GOAL', side: 'HOME', minute: 9 }, { home: 1, away: 0 }, minute(9)),
    m.market('1X2', { '1': 1_500, X: 4_000, '2': 6_500 }, 'OPEN', minute(10)),
    m.live({ kind: 'CARD', side: 'AWAY', minute: 20, colour: 'RED' }, { home: 1, away: 0 }, minute(20)),
    m.live({ kind: 'GOAL', side: 'AWAY', minute: 33 }, { home: 1, away: 1 }, minute(33)),
    m.market('1X2', { '1': 2_300, X: 3_000, '2': 3_900 }, 'OPEN', minute(34)),
    m.result({ home: 2, away: 1 }, { home: 1, away: 1 }, 1, minute(110)),
  ];
};

/**
 * Two consumers on two connections (two instances) given the same messages at the same moment:
 * on PostgreSQL they really race, and the cursor's row lock must let each message through once.
 */
describe('sportsbook feed store races', () => {
  let database: StudioTestDatabase;
  let other: StudioTestDatabase['handle'];

  beforeAll(async () => {
    database = await createStudioTestDatabase();
    other = database.connectAgain();
  }, 60_000);
  afterAll(async () => {
    await database.dispose();
  });

  const stores = () => {
    const providerId = `p-${randomUUID().slice(0, 8)}`;
    const options = { providerId, betStopMs: 10_000, now: () => STARTS_AT };
    return {
      providerId,
      first: createFeedStore({ ...options, db: database.handle.db }),
      second: createFeedStore({ ...options, db: other.db }),
    };
  };

  const storedOf = (providerId: string) =>
    readFeedChanges(database.handle.db, { providerId, afterSequence: null, startsFrom: new Date(0) });

  it('applies each message once when two consumers receive it together (many rounds)', async () => {
    for (let round = 0; round < 8; round += 1) {
      const { providerId, first, second } = stores();
      const stream = matchStream(`f-${round}`);
      for (const message of stream) {
        const outcomes = await Promise.all([first.apply(message), second.apply(message)]);
        expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['APPLIED', 'DUPLICATE']);
      }
      const stored = await storedOf(providerId);
      expect(stored.sequence).toBe(stream.length);
      expect(stored.incidents.map((incident) => incident.kind)).toEqual([
        'CORNER',
        'GOAL',
        'RED_CARD',
        'GOAL',
      ]);
      expect(stored.results).toHaveLength(1);
    }
  }, 120_000);

  it('two consumers each running the whole stream at once apply every message exactly once', async () => {
    for (let round = 0; round < 8; round += 1) {
      const { providerId, first, second } = stores();
      const stream = matchStream(`g-${round}`);
      const consume = async (store: typeof first) => {
        const statuses: string[] = [];
        for (const message of stream) statuses.push((await store.apply(message)).status);
        return statuses;
      };
      const [a, b] = await Promise.all([consume(first), consume(second)]);
      // Each message was applied by exactly one of them; the other found it applied.
      stream.forEach((_, index) => {
        expect([a[index], b[index]].filter((status) => status === 'APPLIED')).toHaveLength(1);
        expect([a[index], b[index]].filter((status) => status === 'DUPLICATE')).toHaveLength(1);
      });
      const stored = await storedOf(providerId);
      expect(stored.sequence).toBe(stream.length);
      expect(stored.fixtures[0]).toMatchObject({ status: 'FINISHED', scoreboard: { home: 2, away: 1 } });
      expect(stored.markets.find((market) => market.marketKey === '1X2')?.selections[0]).toEqual({
        key: '1',
        oddsE3: 2_300,
      });
    }
  }, 120_000);
});
