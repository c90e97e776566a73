import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudioTestDatabase, type StudioTestDatabase } from '../../../../test/helpers/database.js';
import { createFeedStore } from './feed-store.js';
import { readFeedChanges } from './feed-store-reads.js';
import { createMessages } from './testing/feed-messages.js';

const STARTS_AT = Date.UTC(2026, 10, 29, 20);
const BET_STOP_MS = 10_000;

describe('sportsbook feed store', () => {
  let database: StudioTestDatabase;

  beforeAll(async () => {
    database = await createStudioTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await database.dispose();
  });

  const setup = () => {
    const providerId = `p-${randomUUID().slice(0, 8)}`;
    const store = createFeedStore({
      db: database.handle.db,
      providerId,
      betStopMs: BET_STOP_MS,
      now: () => STARTS_AT + 7_200_000,
    });
    const messages = createMessages({ fixtureId: `f-${randomUUID().slice(0, 8)}`, startsAt: STARTS_AT });
    /** Everything stored for the provider, the cursor included. */
    const stored = () =>
      readFeedChanges(database.handle.db, { providerId, afterSequence: null, startsFrom: new Date(0) });
    return { providerId, store, messages, stored };
  };

  it('applies each message once: a resend, or the whole stream again, changes nothing', async () => {
    const t = setup();
    const stream = [
      t.messages.fixture(),
      t.messages.market('1X2', { '1': 2_100, X: 3_300, '2': 3_600 }),
      t.messages.status('LIVE', STARTS_AT),
      t.messages.live({ kind: 'GOAL', side: 'HOME', minute: 12 }, { home: 1, away: 0 }, STARTS_AT + 720_000),
    ];
    expect(await t.store.cursor()).toBeNull();
    for (const message of stream)
      expect(await t.store.apply(message)).toEqual({ status: 'APPLIED', sequence: message.sequence });
    const after = await t.stored();
    expect(after.sequence).toBe(4);
    expect(after.fixtures).toEqual([
      expect.objectContaining({
        status: 'LIVE',
        scoreboard: { home: 1, away: 0, periods: [{ period: 'FIRST_HALF', home: 1, away: 0 }] },
        minute: 12,
        betStopUntil: new Date(STARTS_AT + 720_000 + BET_STOP_MS),
        sequence: 4,
      }),
    ]);
    expect(after.incidents).toEqual([
      expect.objectContaining({ kind: 'GOAL', side: 'HOME', minute: 12, cancelled: false }),
    ]);

    for (const message of stream) {
      expect(await t.store.apply(message)).toEqual({
        status: 'DUPLICATE',
        sequence: message.sequence,
        cursor: 4,
      });
    }
    expect(await t.stored()).toEqual(after);

    // Resuming after the cursor takes the next one.
    const next = t.messages.market('1X2', { '1': 1_500, X: 4_000, '2': 7_000 });
    expect(await t.store.apply(next)).toEqual({ status: 'APPLIED', sequence: 5 });
    expect(await t.store.cursor()).toBe(5);
  });

  it('refuses a gap: the message beyond the next is not applied and the cursor stays', async () => {
    const t = setup();
    await t.store.apply(t.messages.fixture());
    t.messages.market('1X2', { '1': 2_000, X: 3_000, '2': 4_000 }); // sequence 2, lost on the way
    const before = await t.stored();
    const third = t.messages.market('BTTS', { YES: 1_800, NO: 1_950 });
    expect(await t.store.apply(third)).toEqual({ status: 'GAP', sequence: 3, expected: 2 });
    expect(await t.stored()).toEqual(before);
    expect(await t.store.cursor()).toBe(1);
  });

  it('refuses malformed messages with a reason, stores none of them, and goes on past them', async () => {
    const t = setup();
    const fixtureMessage = t.messages.fixture();
    if (fixtureMessage.type !== 'FIXTURE') throw new Error('a fixture message');
    await t.store.apply(fixtureMessage);
    await t.store.apply(t.messages.market('1X2', { '1': 2_000, X: 3_000, '2': 4_000 }));
    const before = await t.stored();
    const fixtureId = before.fixtures[0]!.id;
    const envelope = (sequence: number) => ({ sequence, sentAt: new Date(STARTS_AT).toISOString() });
    const malformed: Array<[unknown, RegExp]> = [
      [
        {
          ...envelope(3),
          type: 'MARKET',
          market: { fixtureId, marketKey: '1X2', status: 'OPEN', selections: [{ key: '1', oddsE3: 500 }] },
        },
        /MESSAGE_INVALID .*oddsE3/,
      ],
      [
        {
          ...envelope(4),
          type: 'MARKET',
          market: {
            fixtureId,
            marketKey: 'OU:2.7',
            status: 'OPEN',
            selections: [{ key: 'OVER', oddsE3: 1_900 }],
          },
        },
        /MARKET_KEY_INVALID/,
      ],
      [
        {
          ...envelope(5),
          type: 'MARKET',
          market: {
            fixtureId,
            marketKey: '1X2',
            status: 'OPEN',
            selections: [{ key: 'HOME', oddsE3: 1_900 }],
          },
        },
        /SELECTION_UNKNOWN/,
      ],
      [
        {
          ...envelope(6),
          type: 'MARKET',
          market: {
            fixtureId: 'nobody',
            marketKey: '1X2',
            status: 'OPEN',
            selections: [{ key: '1', oddsE3: 1_900 }],
          },
        },
        /FIXTURE_UNKNOWN/,
      ],
      [
        {
          ...envelope(7),
          type: 'LIVE_EVENT',
          fixtureId,
          event: { kind: 'GOAL', side: 'HOME', minute: 3 },
          phase: { status: 'IN_PERIOD', period: 'FIRST_HALF' },
          scoreboard: { home: -1, away: 0, periods: [] },
        },
        /MESSAGE_INVALID .*scoreboard/,
      ],
      [
        {
          ...envelope(8),
          type: 'LIVE_EVENT',
          fixtureId,
          event: { kind: 'GOAL', side: 'HOME', minute: 3 },
          phase: { status: 'IN_PERIOD', period: 'FIRST_HALF' },
          scoreboard: { home: 2, away: 0, periods: [{ period: 'FIRST_HALF', home: 1, away: 0 }] },
        },
        /SCOREBOARD_INVALID/,
      ],
      [
        {
          ...envelope(9),
          type: 'RESULT',
          result: {
            fixtureId,
            sport: 'FOOTBALL',
            status: 'FINISHED',
            scoreboard: { home: 1, away: 0, periods: [{ period: 'FIRST_HALF', home: 1, away: 0 }] },
            version: 1,
          },
        },
        /RESULT_UNREADABLE/,
      ],
      [
        {
          ...envelope(10),
          type: 'RESULT_CORRECTED',
          reason: 'review',
          result: {
            fixtureId,
            sport: 'FOOTBALL',
            status: 'ABANDONED',
            scoreboard: { home: 0, away: 0, periods: [] },
            version: 2,
          },
        },
        /RESULT_CORRECTION_WITHOUT_RESULT/,
      ],
      [{ ...envelope(11), type: 'GOSSIP' }, /MESSAGE_INVALID/],
      [
        { ...envelope(12), type: 'FIXTURE_STATUS', fixtureId, status: 'LIVE', startsAt: 'tomorrow' },
        /MESSAGE_INVALID .*startsAt/,
      ],
      // PostgreSQL keeps no NUL character: such a message is refused, and its record kept without it.
      [
        {
          ...envelope(13),
          type: 'FIXTURE_STATUS',
          fixtureId: 'a\u0000b',
          status: 'LIVE',
          startsAt: new Date(STARTS_AT).toISOString(),
        },
        /MESSAGE_INVALID .*NUL/,
      ],
      [
        { ...envelope(14), type: 'FIXTURE', fixture: { ...fixtureMessage.fixture, sport: 'TENNIS' } },
        /FIXTURE_SPORT_CHANGED/,
      ],
      [
        { ...envelope(15), type: 'GOSSIP', ['k\u0000']: 'v\u0000', padding: 'x'.repeat(20_000) },
        /MESSAGE_INVALID/,
      ],
    ];
    for (const [message, reason] of malformed) {
      const outcome = await t.store.apply(message);
      expect(outcome).toEqual({
        status: 'REFUSED',
        sequence: (message as { sequence: number }).sequence,
        reason: expect.stringMatching(reason),
      });
    }
    // No sequence at all: nothing can be recorded or skipped.
    expect(await t.store.apply('not even an object')).toEqual({
      status: 'REFUSED',
      sequence: null,
      reason: expect.stringMatching(/MESSAGE_INVALID/),
    });
    expect(await t.store.apply({ sequence: 'thirteen', type: 'FIXTURE' })).toMatchObject({
      status: 'REFUSED',
      sequence: null,
    });

    const after = await t.stored();
    expect({ ...after, sequence: before.sequence }).toEqual(before);
    expect(after.sequence).toBe(15);
    const refusals = await t.store.refusals();
    expect(refusals.map((refusal) => refusal.sequence)).toEqual([
      3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
    ]);
    expect(refusals[0]?.message).toMatchObject({ type: 'MARKET', market: { marketKey: '1X2' } });
    // Too long to keep whole: its text, cut.
    expect(refusals.at(-1)?.message).toEqual(expect.stringMatching(/^\{"sequence":15/));
  });

  it('undoes a cancelled goal on the stored board as the message says, and stops betting again', async () => {
    const t = setup();
    await t.store.apply(t.messages.fixture());
    await t.store.apply(t.messages.status('LIVE', STARTS_AT));
    const goal = t.messages.live(
      { kind: 'GOAL', side: 'AWAY', minute: 30 },
      { home: 0, away: 1 },
      STARTS_AT + 1_800_000,
    );
    await t.store.apply(goal);
    const cancelledAt = STARTS_AT + 1_900_000;
    await t.store.apply(
      t.messages.live(
        { kind: 'EVENT_CANCELLED', cancelsSequence: goal.sequence },
        { home: 0, away: 0 },
        cancelledAt,
      ),
    );
    const { fixtures, incidents } = await t.stored();
    expect(fixtures[0]).toMatchObject({
      scoreboard: { home: 0, away: 0 },
      betStopUntil: new Date(cancelledAt + BET_STOP_MS),
    });
    expect(incidents).toEqual([
      expect.objectContaining({ eventSequence: goal.sequence, kind: 'GOAL', cancelled: true }),
    ]);
  });

  it('keeps every version of a result: a correction must pass the latest, and is published now', async () => {
    const t = setup();
    await t.store.apply(t.messages.fixture());
    await t.store.apply(t.messages.result({ home: 1, away: 1 }, { home: 0, away: 1 }));
    const stale = t.messages.result({ home: 2, away: 1 }, { home: 0, away: 1 }, 1);
    expect(await t.store.apply(stale)).toMatchObject({
      status: 'REFUSED',
      reason: expect.stringMatching(/RESULT_VERSION_STALE/),
    });
    expect(
      await t.store.apply(t.messages.result({ home: 2, away: 1 }, { home: 1, away: 1 }, 2)),
    ).toMatchObject({ status: 'APPLIED' });
    const { results, fixtures } = await t.stored();
    expect(results.map((result) => [result.version, result.scoreboard.home, result.reason])).toEqual([
      [1, 1, null],
      [2, 2, 'goal awarded after review'],
    ]);
    expect(results[1]!.publishedAt).toEqual(new Date(STARTS_AT + 7_200_000));
    expect(fixtures[0]).toMatchObject({ status: 'FINISHED', phase: { status: 'ENDED' } });
  });
});
