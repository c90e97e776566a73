import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { ContractType } from '@platform/contracts';
import type { Db } from '../src/db/client.js';
import {
  agentContract,
  agentSettlement,
  agentSettlementBets,
  journalEntry,
  vendorRound,
  vendorTransaction,
} from '../src/tables.js';
import { createAuditService } from '../src/modules/audit/index.js';
import type { createContractsService } from '../src/modules/agents/index.js';
import { createSettlementRepository, createSettlementService } from '../src/modules/agents/index.js';
import { parsePeriodKey } from '../src/modules/agents/contracts/index.js';
import {
  EXAMPLE_BETS,
  EXPECTED_DAILY_SALARY,
  EXPECTED_DIVIDEND,
  EXPECTED_HOURLY_SALARY,
  EXPECTED_REALTIME_SALARY,
} from '../src/modules/agents/contracts/worked-example.fixture.js';
import { STUDIO_VENDOR } from '../src/modules/seamless/seamless.seed.js';
import { createTestDatabase, type TestDatabase } from './helpers/database.js';
import { testWallet } from './helpers/money.js';
import { AFTER_THE_WEEK, seedWorkedExample } from './helpers/worked-example.js';

/**
 * Settlement of the worked example (docs/agents.md) from the database: the tree, contracts accepted
 * through the contracts service, and the week's bets as settled rounds. Every (contract, period)
 * pays the figure the doc states, through the wallet, once, however often or concurrently it runs.
 */
describe('agent contract settlement: the worked example, paid once', () => {
  let database: TestDatabase;
  let db: Db;
  const id: Record<string, string> = {};
  let contracts: ReturnType<typeof createContractsService>;
  let principal: (
    name: string,
    type: number,
  ) => {
    sessionId: string;
    memberId: string;
    account: string;
    type: number;
  };
  const contractOf = { A: {} as Record<ContractType, string>, B: {} as Record<ContractType, string> };

  const settlementFor = (handle: Db = db, wallet = testWallet(handle)) =>
    createSettlementService({
      repository: createSettlementRepository(handle),
      wallet,
      audit: createAuditService({ db: handle }),
    });
  const recordsOf = async (holder: string, type: ContractType) =>
    new Map(
      (
        await db
          .select()
          .from(agentSettlement)
          .where(and(eq(agentSettlement.holderId, id[holder]!), eq(agentSettlement.type, type)))
      ).map((row) => [row.periodKey, row]),
    );
  const commissionsOf = async (holder: string) =>
    db
      .select()
      .from(journalEntry)
      .where(and(eq(journalEntry.kind, 'COMMISSION'), eq(journalEntry.memberId, id[holder]!)));
  const balanceOf = (holder: string) => testWallet(db).balanceOf(id[holder]!);

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.handle.db;
    const example = await seedWorkedExample(db);
    Object.assign(id, example.id);
    contracts = example.contracts;
    principal = (name) => example.principal(name as 'A' | 'B');
    contractOf.A = example.contractOf.A;
    contractOf.B = example.contractOf.B;
  }, 120_000);
  afterAll(() => database.dispose());

  it('pays the weekly dividend of the worked example, once', async () => {
    const first = await settlementFor().settleDue('W', AFTER_THE_WEEK);
    expect(first).toMatchObject({ periods: 1, lines: 2, paid: 2 });
    for (const holder of ['A', 'B'] as const) {
      const record = (await recordsOf(holder, 'DIVIDEND')).get('W:2026-11-23')!;
      expect(record).toMatchObject({ amount: EXPECTED_DIVIDEND[holder].amount, state: 'PAID' });
      expect(record.line).toMatchObject({
        tier: EXPECTED_DIVIDEND[holder].tier,
        effectiveRate: EXPECTED_DIVIDEND[holder].effectiveRate,
        base: EXPECTED_DIVIDEND[holder].base,
      });
      // The line opens down to the bets its team's figures came from.
      const teamBets = EXAMPLE_BETS.filter((bet) =>
        holder === 'A' ? true : ['B', 'b1', 'b2'].includes(bet.memberId),
      ).map((bet) => `${STUDIO_VENDOR}:${bet.betId}`);
      expect(record.line.betIds).toEqual([...teamBets].sort());
    }
    // Replays pay nothing: the due run, and the period settled again by hand.
    const again = await settlementFor().settleDue('W', AFTER_THE_WEEK);
    expect(again.paid).toBe(0);
    const replay = await settlementFor().settlePeriod('W', parsePeriodKey('W:2026-11-23')!);
    expect(replay).toMatchObject({ lines: 2, paid: 0 });
    // Each holder's record list shows its own lines only, with the figures behind them.
    const listed = await contracts.settlements(principal('A', 1), {
      type: 'DIVIDEND',
      page: 1,
      pageSize: 20,
    });
    expect(listed.list.map((row) => [row.periodKey, row.amount, row.state])).toEqual([
      ['W:2026-11-23', EXPECTED_DIVIDEND.A.amount, 'PAID'],
    ]);
    expect(listed.list[0]!.line).toMatchObject({ base: EXPECTED_DIVIDEND.A.base });
    const ofB = await contracts.settlements(principal('B', 2), { type: 'DIVIDEND', page: 1, pageSize: 20 });
    expect(ofB.list.map((row) => row.contractId)).toEqual([contractOf.B.DIVIDEND]);
    const entries = await commissionsOf('A');
    expect(entries.map((entry) => entry.idempotencyKey)).toEqual([
      `contract-settlement:${contractOf.A.DIVIDEND}:W:2026-11-23`,
    ]);
  });

  it('pays each day of the daily salary once, with two instances settling at the same time', async () => {
    const one = settlementFor(db);
    const two = settlementFor(database.connectAgain().db);
    const [a, b] = await Promise.all([
      one.settleDue('D', AFTER_THE_WEEK),
      two.settleDue('D', AFTER_THE_WEEK),
    ]);
    const paying = EXPECTED_DAILY_SALARY.flatMap((row) => [row.A, row.B]).filter((x) => x.amount > 0);
    // A racing instance may pay a line the other recorded (the same key): never more than once in the ledger.
    expect(a.paid + b.paid).toBeGreaterThanOrEqual(paying.length);
    for (const holder of ['A', 'B'] as const) {
      const records = await recordsOf(holder, 'DAILY_SALARY');
      expect(records.size).toBe(7);
      // Exactly one ledger entry per paying day, for exactly the recorded amount.
      const entries = (await commissionsOf(holder)).filter((entry) =>
        entry.idempotencyKey.startsWith(`contract-settlement:${contractOf[holder].DAILY_SALARY}:`),
      );
      const expected = EXPECTED_DAILY_SALARY.filter((row) => row[holder].amount > 0);
      expect(entries.map((entry) => entry.idempotencyKey).sort()).toEqual(
        expected.map((row) => `contract-settlement:${contractOf[holder].DAILY_SALARY}:${row.period}`).sort(),
      );
      for (const row of EXPECTED_DAILY_SALARY) {
        const record = records.get(row.period)!;
        expect(record.amount, `${holder} ${row.period}`).toBe(row[holder].amount);
        expect(record.line).toMatchObject({ base: row[holder].base, effectiveRate: row[holder].rate });
        expect(record.state).toBe('PAID');
      }
    }
  }, 60_000);

  it('pays each hour of the hourly salary once, and a missed run is caught up', async () => {
    // Settle only up to Wednesday first, as if no instance ran after; the next run catches up.
    const wednesday = new Date('2026-11-25T12:05:00-03:00');
    await settlementFor().settleDue('HOUR', wednesday);
    const early = await recordsOf('A', 'HOURLY_SALARY');
    expect([...early.keys()].sort().at(-1)).toBe('HOUR:2026-11-25T11');
    await settlementFor().settleDue('HOUR', AFTER_THE_WEEK);
    for (const holder of ['A', 'B'] as const) {
      const records = await recordsOf(holder, 'HOURLY_SALARY');
      expect(records.size).toBe(7 * 24);
      const paid = [...records.values()].filter((record) => record.amount > 0);
      const expected = EXPECTED_HOURLY_SALARY.filter((row) => row[holder].amount > 0);
      expect(paid.map((record) => [record.periodKey, record.amount]).sort()).toEqual(
        expected.map((row) => [row.period, row[holder].amount]).sort(),
      );
    }
  }, 60_000);

  it('pays each 5-minute window of the real-time salary on the bets the doc lists, once, with three instances settling it at the same time', async () => {
    // Three instances on connections of their own (one shared connection on PGlite, where the
    // calls still interleave at every await).
    const instances = [db, database.connectAgain().db, database.connectAgain().db].map((handle) =>
      settlementFor(handle),
    );
    for (const row of EXPECTED_REALTIME_SALARY) {
      const period = parsePeriodKey(row.period)!;
      await Promise.all(instances.map((instance) => instance.settlePeriod('FIVE_MINUTES', period)));
      for (const holder of ['A', 'B'] as const) {
        const record = (await recordsOf(holder, 'REALTIME_SALARY')).get(row.period)!;
        expect(record.amount, `${holder} ${row.period}`).toBe(row[holder].amount);
        expect(record.state).toBe('PAID');
        // One ledger entry for the window's key, for exactly the recorded amount, or none for nothing.
        const key = `contract-settlement:${contractOf[holder].REALTIME_SALARY}:${row.period}`;
        const entries = (await commissionsOf(holder)).filter((entry) => entry.idempotencyKey === key);
        expect(entries.length, `${holder} ${row.period}`).toBe(row[holder].amount > 0 ? 1 : 0);
        // The bets it was paid on, stored once beside the line, each with the holder's rate.
        const listed = await db
          .select()
          .from(agentSettlementBets)
          .where(
            and(
              eq(agentSettlementBets.contractId, contractOf[holder].REALTIME_SALARY),
              eq(agentSettlementBets.periodKey, row.period),
            ),
          );
        expect(listed.length, `${holder} ${row.period}`).toBe(row[holder].bets.length > 0 ? 1 : 0);
        const stored = listed[0] ?? { betIds: [], validBets: [], rates: [] };
        expect(
          stored.betIds.map((betId, index) => [betId.replace(`${STUDIO_VENDOR}:`, ''), stored.rates[index]]),
        ).toEqual(row[holder].bets);
        const exact = stored.rates.reduce(
          (total, rate, index) => total + BigInt(rate) * BigInt(stored.validBets[index]!),
          0n,
        );
        expect(record.line).toMatchObject({
          betCount: row[holder].bets.length,
          earnedExact: exact.toString(),
        });
        expect(record.line).not.toHaveProperty('bets');
        expect(BigInt(record.amount)).toBe(exact / 10_000n);
      }
    }
  }, 60_000);

  it('every centavo of the ledger postings matches the records: balances and the house account', async () => {
    const records = await db.select().from(agentSettlement);
    for (const holder of ['A', 'B'] as const) {
      const paid = records
        .filter((record) => record.holderId === id[holder] && record.state === 'PAID')
        .reduce((sum, record) => sum + record.amount, 0);
      const entries = await commissionsOf(holder);
      expect(entries).toHaveLength(
        records.filter(
          (record) => record.holderId === id[holder] && record.amount > 0 && record.state === 'PAID',
        ).length,
      );
      expect(await balanceOf(holder)).toBe(paid);
    }
    const houseResult = await db.execute(sql`select coalesce(sum(balance), 0)::bigint as balance
      from ledger_account where house_code = 'COMMISSIONS'`);
    const [house] = (houseResult as unknown as { rows: Array<{ balance: string | number }> }).rows;
    const total = records
      .filter((record) => record.state === 'PAID')
      .reduce((sum, record) => sum + record.amount, 0);
    expect(Number(house!.balance)).toBe(-total);
    // The week's totals of the doc: dividend, daily, hourly and real-time together.
    const sum = (rows: Array<{ A: { amount: number }; B: { amount: number } }>, holder: 'A' | 'B') =>
      rows.reduce((total, row) => total + row[holder].amount, 0);
    expect(await balanceOf('A')).toBe(
      EXPECTED_DIVIDEND.A.amount +
        sum(EXPECTED_DAILY_SALARY, 'A') +
        sum(EXPECTED_HOURLY_SALARY, 'A') +
        sum(EXPECTED_REALTIME_SALARY, 'A'),
    );
    expect(await balanceOf('B')).toBe(
      EXPECTED_DIVIDEND.B.amount +
        sum(EXPECTED_DAILY_SALARY, 'B') +
        sum(EXPECTED_HOURLY_SALARY, 'B') +
        sum(EXPECTED_REALTIME_SALARY, 'B'),
    );
  });

  it('a payment that failed after its record is paid on the next run, with the recorded amount', async () => {
    // The next week: b1 and a1 lose R$ 1.000,00 and R$ 500,00 (A's tier 1, 2000 bp; B's tier 1, 1000 bp).
    for (const [roundId, holder, at, stake] of [
      ['n01', 'b1', '2026-12-01T10:00:00-03:00', 100_000],
      ['n02', 'a1', '2026-12-02T10:00:00-03:00', 50_000],
    ] as const) {
      await db.insert(vendorRound).values({
        vendorCode: STUDIO_VENDOR,
        roundId,
        memberId: id[holder]!,
        gameCode: 'example',
        status: 'settled',
        createdAt: new Date(at),
        closedAt: new Date(at),
      });
      await db.insert(vendorTransaction).values({
        vendorCode: STUDIO_VENDOR,
        transactionId: `${roundId}-bet`,
        type: 'bet',
        memberId: id[holder]!,
        roundId,
        gameCode: 'example',
        amount: stake,
        fingerprint: 'example',
      });
    }
    const before = { A: await balanceOf('A'), B: await balanceOf('B') };
    const broken = {
      move: async () => {
        throw new Error('the database went away');
      },
    } as unknown as ReturnType<typeof testWallet>;
    const nextWeekOver = new Date('2026-12-07T00:10:00-03:00');
    await expect(settlementFor(db, broken).settleDue('W', nextWeekOver)).rejects.toThrow(
      'the database went away',
    );
    const pending = await db.select().from(agentSettlement).where(eq(agentSettlement.state, 'PENDING'));
    expect(pending).toHaveLength(1);
    expect(await balanceOf('A')).toBe(before.A);
    expect(await balanceOf('B')).toBe(before.B);
    // The next run pays the recorded line and settles the other; a third pays nothing.
    expect(await settlementFor().settleDue('W', nextWeekOver)).toMatchObject({ lines: 2, paid: 2 });
    expect(await settlementFor().settleDue('W', nextWeekOver)).toMatchObject({ paid: 0 });
    expect((await recordsOf('A', 'DIVIDEND')).get('W:2026-11-30')).toMatchObject({
      amount: 20_000,
      state: 'PAID',
    });
    expect((await recordsOf('B', 'DIVIDEND')).get('W:2026-11-30')).toMatchObject({
      amount: 10_000,
      state: 'PAID',
    });
    expect(await balanceOf('A')).toBe(before.A + 20_000);
    expect(await balanceOf('B')).toBe(before.B + 10_000);
    const keys = (await commissionsOf('A')).map((entry) => entry.idempotencyKey);
    expect(keys.filter((key) => key.endsWith(':W:2026-11-30'))).toHaveLength(1);
  });

  it('a contract superseded within a period is recorded with nothing there; the later one is paid, once', async () => {
    const meta = { ip: '127.0.0.1', userAgent: 'test' };
    const higher = await contracts.relay(
      'HOURLY_SALARY',
      principal('A', 1),
      {
        action: 'OFFER',
        requestId: randomUUID(),
        account: principal('B', 2).account,
        terms: { type: 'HOURLY_SALARY', hourlySalary: { tiers: [{ betAmount: 20_000, rate: 40 }] } },
      },
      meta,
    );
    const accepted = await contracts.relay(
      'HOURLY_SALARY',
      principal('B', 2),
      { contractId: higher.contract.id, action: 'ACCEPT' },
      meta,
    );
    expect(accepted.contract.status).toBe('ACTIVE');
    const [old] = await db
      .select()
      .from(agentContract)
      .where(eq(agentContract.id, contractOf.B.HOURLY_SALARY));
    expect(old!.status).toBe('SUPERSEDED');
    // The change happened at 14:30 on 1 December (Brasília), in the middle of an hour with a bet.
    const at = new Date('2026-12-01T14:30:00-03:00');
    await db.update(agentContract).set({ endedAt: at }).where(eq(agentContract.id, old!.id));
    await db.update(agentContract).set({ activatedAt: at }).where(eq(agentContract.id, higher.contract.id));
    await db.insert(vendorRound).values({
      vendorCode: STUDIO_VENDOR,
      roundId: 'n03',
      memberId: id.b1!,
      gameCode: 'example',
      status: 'settled',
      createdAt: new Date('2026-12-01T14:40:00-03:00'),
      closedAt: new Date('2026-12-01T14:40:00-03:00'),
    });
    await db.insert(vendorTransaction).values({
      vendorCode: STUDIO_VENDOR,
      transactionId: 'n03-bet',
      type: 'bet',
      memberId: id.b1!,
      roundId: 'n03',
      gameCode: 'example',
      amount: 30_000,
      fingerprint: 'example',
    });
    const afterTheHour = new Date('2026-12-01T15:05:00-03:00');
    await settlementFor().settleDue('HOUR', afterTheHour);
    const hour = 'HOUR:2026-12-01T14';
    const oldRecord = (await recordsOf('B', 'HOURLY_SALARY')).get(hour);
    expect(oldRecord).toBeDefined();
    const records = await db.select().from(agentSettlement).where(eq(agentSettlement.periodKey, hour));
    const byContract = new Map(records.map((record) => [record.contractId, record]));
    expect(byContract.get(old!.id)).toMatchObject({ amount: 0, state: 'PAID' });
    expect(byContract.get(old!.id)!.line).toMatchObject({ paidUnder: higher.contract.id });
    // 40 bp of R$ 300,00 for B under the new contract; A the difference to its 50 bp.
    expect(byContract.get(higher.contract.id)).toMatchObject({ amount: 120, state: 'PAID' });
    expect(byContract.get(contractOf.A.HOURLY_SALARY)).toMatchObject({ amount: 30, state: 'PAID' });
    // Nothing is left to do for that hour, and the superseded contract is not looked at again.
    expect(await settlementFor().settleDue('HOUR', afterTheHour)).toMatchObject({ periods: 0, paid: 0 });
  });
});
