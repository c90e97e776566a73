import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudioTestDatabase, type StudioTestDatabase } from '../../../../test/helpers/database.js';
import type { FeedMessage, SportsFeed } from '../engine/index.js';
import { createFeedConsumer } from './feed-consumer.js';
import { createFeedStore } from './feed-store.js';
import { createMessages } from './testing/feed-messages.js';

const STARTS_AT = Date.UTC(2026, 10, 29, 20);

/** A provider that sends a fixed list (after the subscriber's cursor), waiting for each message to be stored. */
const listFeed = (providerId: string, list: readonly unknown[]) => {
  const subscriptions: Array<number | null> = [];
  const feed: SportsFeed = {
    providerId,
    competitions: async (sport) =>
      sport === 'FOOTBALL'
        ? [{ id: 'bra-a', sport, title: null, name: 'Série A', country: 'BR', season: '2026' }]
        : [],
    fixtures: async () => [],
    subscribe({ afterSequence, onMessage }) {
      subscriptions.push(afterSequence);
      let closed = false;
      const running = (async () => {
        for (const message of list) {
          const sequence = (message as { sequence?: unknown }).sequence;
          if (closed) return;
          if (typeof sequence === 'number' && afterSequence !== null && sequence <= afterSequence) continue;
          await onMessage(message as FeedMessage);
        }
      })();
      return {
        async close() {
          closed = true;
          await running;
        },
      };
    },
  };
  return { feed, subscriptions };
};

const logs = () => {
  const warnings: Array<{ object: unknown; message: string }> = [];
  return {
    warnings,
    log: { info: () => {}, warn: (object: unknown, message: string) => warnings.push({ object, message }) },
  };
};

describe('sportsbook feed consumer', () => {
  let database: StudioTestDatabase;

  beforeAll(async () => {
    database = await createStudioTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await database.dispose();
  });

  const setup = (list: readonly unknown[]) => {
    const providerId = `p-${randomUUID().slice(0, 8)}`;
    const store = createFeedStore({ db: database.handle.db, providerId, betStopMs: 10_000 });
    const { feed, subscriptions } = listFeed(providerId, list);
    const { log, warnings } = logs();
    return { store, subscriptions, warnings, consumer: createFeedConsumer({ feed, store, log }) };
  };

  it('subscribes after the stored cursor and resumes there on the next run', async () => {
    const m = createMessages({ fixtureId: 'f1', startsAt: STARTS_AT });
    const list = [
      m.fixture(),
      m.market('1X2', { '1': 2_000, X: 3_000, '2': 4_000 }),
      m.status('LIVE', STARTS_AT),
    ];
    const t = setup(list);
    await t.store.apply(list[0]);
    const run = await t.consumer.run({ forMs: 5_000, idleMs: 100 });
    expect(run).toEqual({ applied: 2, duplicates: 0, refused: 0, stoppedBy: null, cursor: 3 });
    expect(t.subscriptions).toEqual([1]);
    expect(await t.consumer.run({ forMs: 5_000, idleMs: 100 })).toMatchObject({ applied: 0, cursor: 3 });
    expect(t.subscriptions).toEqual([1, 3]);
  });

  it('logs and refuses a malformed message, goes on past it, and never throws', async () => {
    const m = createMessages({ fixtureId: 'f2', startsAt: STARTS_AT });
    const fixture = m.fixture();
    const broken = { sequence: m.next(), sentAt: 'yesterday', type: 'FIXTURE_STATUS' };
    m.status('LIVE'); // takes the broken message's sequence
    const list = [fixture, broken, m.market('1X2', { '1': 2_000, X: 3_000, '2': 4_000 })];
    const t = setup(list);
    expect(await t.consumer.run({ forMs: 5_000, idleMs: 100 })).toMatchObject({
      applied: 2,
      refused: 1,
      cursor: 3,
    });
    expect(t.warnings).toEqual([
      {
        object: expect.objectContaining({ sequence: 2, reason: expect.stringMatching(/MESSAGE_INVALID/) }),
        message: 'sportsbook feed message refused',
      },
    ]);
  });

  it('stops at a gap without applying what follows, and asks again from the cursor', async () => {
    const m = createMessages({ fixtureId: 'f3', startsAt: STARTS_AT });
    const first = m.fixture();
    m.market('1X2', { '1': 2_000, X: 3_000, '2': 4_000 }); // never sent
    const list = [first, m.status('LIVE'), m.market('BTTS', { YES: 1_800, NO: 2_000 })];
    const t = setup(list);
    expect(await t.consumer.run({ forMs: 5_000, idleMs: 100 })).toMatchObject({
      applied: 1,
      stoppedBy: 'GAP',
      cursor: 1,
    });
    expect(t.warnings.map((warning) => warning.message)).toEqual([
      'sportsbook feed gap: resuming after the cursor',
    ]);
    await t.consumer.run({ forMs: 5_000, idleMs: 100 });
    expect(t.subscriptions).toEqual([null, 1]);
  });
});
