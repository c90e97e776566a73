import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, textArray } from '@platform/server-kit';
import type { SportsPlaceRequest } from '@platform/contracts';
import { createStudioTestDatabase, type StudioTestDatabase } from '../../../../test/helpers/database.js';
import type { Db } from '../../../db/client.js';
import type { LegRef } from '../book.js';
import type { SportsBetsConfig } from './sports-bets-config.js';
import { createBetsFixture, failureOf, playerSession, singleSlip } from './testing/bets-fixture.js';
import { finished } from './testing/fake-book.js';

const ROUNDS = 5;
const PRICES: Record<string, number> = { '1': 2_000, X: 3_400, '2': 4_000, OVER: 1_900, UNDER: 1_950 };
const MARKET_OF: Record<string, string> = {
  '1': '1X2',
  X: '1X2',
  '2': '1X2',
  OVER: 'OU:2.5',
  UNDER: 'OU:2.5',
};
const legOn = (eventId: string, selection: string): LegRef => ({
  eventId,
  marketKey: MARKET_OF[selection]!,
  selection,
});

/**
 * Every liability row of these events against what the open bets (and those still being placed)
 * stand to return there, at each level: the rows that differ, empty when the book is exact.
 */
const liabilityMismatches = async (db: Db, eventIds: readonly string[]) => {
  const events = sql`${textArray(eventIds)}::text[]`;
  const open = sql`
    select g.event_id, g.market_key, g.selection, b.potential_return_minor as amount
    from studio_sports_bet b join studio_sports_leg g on g.bet_id = b.id
    where b.status in ('PLACING', 'OPEN') and g.event_id = any(${events})`;
  // A full join USING the keys: unqualified key columns are either side's, so a row missing on one side shows.
  const compare = (table: string, keys: string) =>
    sql`
      select ${table} as level, concat_ws('|', ${sql.raw(keys)}) as key,
             coalesce(e.amount, 0)::bigint as expected, coalesce(l.exposure_minor, 0)::bigint as stored
      from (select ${sql.raw(keys)}, sum(amount) as amount from (${open}) o group by ${sql.raw(keys)}) e
      full join (select * from ${sql.raw(table)} where event_id = any(${events})) l using (${sql.raw(keys)})
      where coalesce(e.amount, 0) <> coalesce(l.exposure_minor, 0)`;
  return [
    ...rowsOf(await db.execute(compare('studio_sports_liability', 'event_id, market_key, selection'))),
    ...rowsOf(await db.execute(compare('studio_sports_market_liability', 'event_id, market_key'))),
    ...rowsOf(await db.execute(compare('studio_sports_event_liability', 'event_id'))),
  ];
};

describe('sportsbook liability limits per market and per event', () => {
  let database: StudioTestDatabase;

  /**
   * The second instance's connection, one for the whole file: a new pool per trial would hold
   * its idle connections until the file ends, and many trials would exhaust the server's.
   */
  let secondDb: Db;

  beforeAll(async () => {
    database = await createStudioTestDatabase();
    secondDb = database.connectAgain().db;
  }, 60_000);
  afterAll(async () => {
    await database.dispose();
  });

  /** Two instances (two connections on PostgreSQL) over one book and wallet, with events e1…e4 priced. */
  const fixture = (config: Partial<SportsBetsConfig>) => {
    const t = createBetsFixture(database.handle.db, { config });
    const other = createBetsFixture(secondDb, { book: t.book, wallet: t.wallet, config });
    const prefix = randomUUID().slice(0, 8);
    const events = [1, 2, 3, 4].map((n) => `${prefix}-e${n}`);
    for (const eventId of events) {
      t.book.addEvent(eventId);
      for (const [selection, oddsE3] of Object.entries(PRICES))
        t.book.price(legOn(eventId, selection), oddsE3);
    }
    return { ...t, instances: [t.bets, other.bets], events };
  };

  /** Fires the slips together, alternating instances: the placed bets' returns and the refusals' codes. */
  const fire = async (
    t: ReturnType<typeof fixture>,
    slips: ((session: ReturnType<typeof playerSession>) => SportsPlaceRequest)[],
  ) => {
    const sessions = slips.map(() => playerSession(t.wallet, 100_000));
    const answers = await Promise.allSettled(
      slips.map((slip, index) => t.instances[index % 2]!.place(sessions[index]!, slip(sessions[index]!))),
    );
    const placed = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value.bet] : []));
    const refused = answers.flatMap((answer, index) =>
      answer.status === 'rejected'
        ? [{ code: (answer.reason as { code?: string }).code ?? String(answer.reason), index }]
        : [],
    );
    return { placed, refused, sessions };
  };

  it('keeps a market under its limit when placements on its selections race, many times', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      // 1 000 on 2.00, 3.40 or 4.00 returns 2 000, 3 400 or 4 000; the market takes 20 000.
      const t = fixture({ marketLiabilityLimitMinor: 20_000 });
      const [e1] = t.events as [string];
      const selections = Array.from({ length: 24 }, (_, index) => ['1', 'X', '2'][index % 3]!);
      const { placed, refused } = await fire(
        t,
        selections.map(
          (selection) => (session) => singleSlip(session, legOn(e1, selection), PRICES[selection]!, 1_000),
        ),
      );
      const exposure = placed.reduce((sum, bet) => sum + bet.potentialReturnMinor, 0);
      expect(exposure).toBeLessThanOrEqual(20_000);
      expect(new Set(refused.map((each) => each.code))).toEqual(new Set(['sports-market-limit-reached']));
      // Exposure only grew while they raced: every refused bet would still pass the limit now.
      for (const { index } of refused) {
        expect(exposure + PRICES[selections[index]!]!).toBeGreaterThan(20_000);
      }
      expect(await t.bets.repository.marketExposureOf(e1, '1X2')).toBe(exposure);
      expect(await t.bets.repository.eventExposureOf(e1)).toBe(exposure);
      expect(t.wallet.entries.filter((entry) => entry.kind === 'bet')).toHaveLength(placed.length);
      expect(await liabilityMismatches(database.handle.db, t.events)).toEqual([]);
    }
  });

  it('keeps an event under its limit across its markets and the multiples on it, many times', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const t = fixture({ eventLiabilityLimitMinor: 30_000 });
      const [e1, e2, e3] = t.events as [string, string, string];
      // Singles on two markets of e1, and doubles e1 × e2 (2.00 × 1.90 = 3.80: 3 800 a bet) that
      // count on both events; e2 and e3 take singles too.
      const slips: ((session: ReturnType<typeof playerSession>) => SportsPlaceRequest)[] = [];
      const amounts: { events: string[]; amount: number }[] = [];
      for (let index = 0; index < 30; index += 1) {
        switch (index % 5) {
          case 0:
          case 1: {
            const selection = index % 5 === 0 ? '1' : 'OVER';
            slips.push((session) => singleSlip(session, legOn(e1, selection), PRICES[selection]!, 1_000));
            amounts.push({ events: [e1], amount: PRICES[selection]! });
            break;
          }
          case 2:
            slips.push((session) => ({
              sessionId: session.key,
              requestId: randomUUID(),
              legs: [
                { ...legOn(e1, '1'), oddsE3: 2_000 },
                { ...legOn(e2, 'OVER'), oddsE3: 1_900 },
              ],
              shape: { kind: 'ACCUMULATOR' },
              stakePerLineMinor: 1_000,
              oddsPolicy: 'ANY',
            }));
            amounts.push({ events: [e1, e2], amount: 3_800 });
            break;
          default: {
            const eventId = index % 5 === 3 ? e2 : e3;
            slips.push((session) => singleSlip(session, legOn(eventId, '2'), 4_000, 1_000));
            amounts.push({ events: [eventId], amount: 4_000 });
          }
        }
      }
      const { placed, refused } = await fire(t, slips);
      const exposureOf = (eventId: string) =>
        placed
          .filter((bet) => bet.legs.some((leg) => leg.eventId === eventId))
          .reduce((sum, bet) => sum + bet.potentialReturnMinor, 0);
      for (const eventId of [e1, e2, e3]) {
        expect(exposureOf(eventId)).toBeLessThanOrEqual(30_000);
        expect(await t.bets.repository.eventExposureOf(eventId)).toBe(exposureOf(eventId));
      }
      expect(new Set(refused.map((each) => each.code))).toEqual(new Set(['sports-event-limit-reached']));
      for (const { index } of refused) {
        const { events, amount } = amounts[index]!;
        expect(events.some((eventId) => exposureOf(eventId) + amount > 30_000)).toBe(true);
      }
      expect(await liabilityMismatches(database.handle.db, t.events)).toEqual([]);
    }
  });

  it('takes multiples whose legs come in either order on shared markets and events together, no deadlock, exact at every level, many times', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      // Roomy limits on selections and events; the market limit is what refuses some.
      const t = fixture({ marketLiabilityLimitMinor: 60_000 });
      const [e1, e2, e3] = t.events as [string, string, string];
      const double = (first: LegRef, second: LegRef) => (session: ReturnType<typeof playerSession>) => ({
        sessionId: session.key,
        requestId: randomUUID(),
        legs: [
          { ...first, oddsE3: PRICES[first.selection]! },
          { ...second, oddsE3: PRICES[second.selection]! },
        ],
        shape: { kind: 'ACCUMULATOR' as const },
        stakePerLineMinor: 1_000,
        oddsPolicy: 'ANY' as const,
      });
      const pairs: [LegRef, LegRef][] = [
        [legOn(e1, '1'), legOn(e2, 'OVER')],
        [legOn(e2, 'OVER'), legOn(e1, '1')],
        [legOn(e3, 'X'), legOn(e1, '1')],
        [legOn(e1, '2'), legOn(e3, 'UNDER')],
        [legOn(e2, '1'), legOn(e3, 'X')],
        [legOn(e3, 'X'), legOn(e2, '1')],
      ];
      const { placed, refused } = await fire(
        t,
        Array.from({ length: 36 }, (_, index) => double(...pairs[index % pairs.length]!)),
      );
      // Only the market limit may refuse: a deadlock or any other failure would show here.
      expect(new Set(refused.map((each) => each.code))).toEqual(
        refused.length === 0 ? new Set() : new Set(['sports-market-limit-reached']),
      );
      expect(placed.length + refused.length).toBe(36);
      for (const eventId of [e1, e2, e3]) {
        for (const marketKey of ['1X2', 'OU:2.5']) {
          expect(await t.bets.repository.marketExposureOf(eventId, marketKey)).toBeLessThanOrEqual(60_000);
        }
      }
      expect(t.wallet.entries.filter((entry) => entry.kind === 'bet')).toHaveLength(placed.length);
      expect(await liabilityMismatches(database.handle.db, t.events)).toEqual([]);
    }
  });

  it('refuses at once a bet that alone passes the market or event limit', async () => {
    const t = fixture({ marketLiabilityLimitMinor: 5_000, eventLiabilityLimitMinor: 8_000 });
    const session = playerSession(t.wallet, 100_000);
    const [e1] = t.events as [string];
    // 2 000 on 4.00 returns 8 000: over the market's 5 000.
    expect(
      (await failureOf(t.bets.place(session, singleSlip(session, legOn(e1, '2'), 4_000, 2_000)))).code,
    ).toBe('sports-market-limit-reached');
    const wide = fixture({ eventLiabilityLimitMinor: 3_000 });
    const player = playerSession(wide.wallet, 100_000);
    expect(
      (
        await failureOf(
          wide.bets.place(player, singleSlip(player, legOn(wide.events[0]!, '1'), 2_000, 2_000)),
        )
      ).code,
    ).toBe('sports-event-limit-reached');
    expect([...t.wallet.entries, ...wide.wallet.entries]).toEqual([]);
    expect(await liabilityMismatches(database.handle.db, [...t.events, ...wide.events])).toEqual([]);
  });

  it('gives the market and event liability back exactly as bets are refused, cashed out and settled while others race in', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const t = fixture({ marketLiabilityLimitMinor: 40_000, eventLiabilityLimitMinor: 60_000 });
      const [e1, e2, e3] = t.events as [string, string, string];
      const first = await fire(
        t,
        Array.from(
          { length: 12 },
          (_, index) => (session: ReturnType<typeof playerSession>) =>
            singleSlip(
              session,
              legOn(index % 2 === 0 ? e1 : e2, index % 4 < 2 ? '1' : 'OVER'),
              index % 4 < 2 ? 2_000 : 1_900,
              1_000,
            ),
        ),
      );
      expect(first.refused).toEqual([]);
      // A poor player's stake is refused by the wallet: nothing of it may stay reserved.
      const poor = playerSession(t.wallet, 50);
      expect((await failureOf(t.bets.place(poor, singleSlip(poor, legOn(e1, '1'), 2_000, 1_000)))).code).toBe(
        'insufficient-funds',
      );
      // Together: full and partial cash-outs of e1's bets, e2's result settling, new bets on e1 and
      // e3 (none on e2: the book stops taking bets on an event before its result is in).
      t.book.setResult(e2, finished(2, 1));
      const onE1 = first.placed
        .map((bet, index) => ({ bet, session: first.sessions[index]! }))
        .filter(({ bet }) => bet.legs[0]?.eventId === e1);
      const cashOuts = onE1.slice(0, 4).map(({ bet, session }, index) =>
        t.instances[index % 2]!.cashOut(session, {
          betId: bet.id,
          valueMinor: 1,
          ...(index % 2 === 0 ? { partStakeMinor: 400 } : {}),
        }),
      );
      const racing = await Promise.allSettled([
        ...cashOuts,
        t.instances[0]!.settleEvent(e2),
        t.instances[1]!.settleEvent(e2),
        fire(
          t,
          Array.from(
            { length: 10 },
            (_, index) => (session: ReturnType<typeof playerSession>) =>
              singleSlip(session, legOn(index % 2 === 0 ? e1 : e3, '1'), 2_000, 1_000),
          ),
        ),
      ]);
      expect(racing.filter((answer) => answer.status === 'rejected')).toEqual([]);
      expect(await liabilityMismatches(database.handle.db, t.events)).toEqual([]);
      // Once every bet is settled, nothing is left reserved anywhere.
      t.book.setResult(e1, finished(0, 0));
      t.book.setResult(e3, finished(1, 0));
      await t.bets.settleEvent(e1);
      await t.bets.settleEvent(e3);
      expect(await liabilityMismatches(database.handle.db, t.events)).toEqual([]);
      for (const eventId of [e1, e2, e3]) expect(await t.bets.repository.eventExposureOf(eventId)).toBe(0);
      expect(await t.bets.repository.marketExposureOf(e1, '1X2')).toBe(0);
    }
  });
});
