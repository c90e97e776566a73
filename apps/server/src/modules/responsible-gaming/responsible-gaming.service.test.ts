import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '@platform/server-kit';
import type { LimitPeriod, SetLimitRequest } from '@platform/contracts';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database.js';
import { auditEvent, member, playerLimit } from '../../tables.js';
import { createAccountsRepository } from '../accounts/index.js';
import { createAuditService } from '../audit/index.js';
import { createPaymentsRepository } from '../payments/index.js';
import {
  checkLedger,
  createWalletRepository,
  createWalletService,
  type WalletService,
} from '../wallet/index.js';
import { periodWindow } from './limits.js';
import { createResponsibleGamingRepository } from './responsible-gaming.repository.js';
import {
  createResponsibleGamingService,
  type ResponsibleGamingService,
} from './responsible-gaming.service.js';
import { markIdentityVerified } from '../../../test/helpers/identity.js';

const HOUR = 3_600_000;
const META = { ip: '203.0.113.7', userAgent: 'limits test', language: 'EN' as const };

describe('player limits: changes with a cool-down (injected clock), and the wallet enforcing them', () => {
  let database: TestDatabase;
  let wallet: WalletService;
  let limits: ResponsibleGamingService;
  let clock = new Date('2026-03-10T12:00:00Z');
  const db = () => database.handle.db;

  const newMember = async (funds = 0) => {
    const id = randomUUID();
    await db()
      .insert(member)
      .values({ id, account: `rg${id.slice(0, 12)}`, nickname: 'Limits', passwordHash: 'x' });
    await markIdentityVerified(db(), id);
    if (funds > 0) {
      await wallet.move({
        idempotencyKey: randomUUID(),
        kind: 'DEPOSIT',
        memberId: id,
        legs: [
          { account: { house: 'PAYMENTS_CLEARING' }, amount: -funds },
          { account: { member: id }, amount: funds },
        ],
      });
    }
    return id;
  };
  const movement = (kind: 'BET' | 'WIN', memberId: string, amount: number, key = randomUUID()) =>
    wallet.move({
      idempotencyKey: key,
      kind,
      memberId,
      legs: [
        { account: { member: memberId }, amount: kind === 'BET' ? -amount : amount },
        { account: { vendor: 'STUDIO' }, amount: kind === 'BET' ? amount : -amount },
      ],
    });
  const codeOf = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => (error instanceof AppError ? error.code : error),
    );
  const set = (memberId: string, input: SetLimitRequest) => limits.setLimit(memberId, input, META);
  const limitOf = async (memberId: string, kind: SetLimitRequest['kind'], period: LimitPeriod) =>
    (await limits.limitsOf(memberId)).limits.find((limit) => limit.kind === kind && limit.period === period)!;
  const auditOf = async (memberId: string) =>
    (await db().select().from(auditEvent).where(eq(auditEvent.memberId, memberId))).map((row) => ({
      action: row.action,
      result: row.result,
      detail: row.detail,
    }));

  beforeAll(async () => {
    database = await createTestDatabase();
    wallet = createWalletService({
      repository: createWalletRepository(db()),
      isEligibleToBet: async () => true,
    });
    const payments = createPaymentsRepository(db());
    const accounts = createAccountsRepository(db());
    limits = createResponsibleGamingService({
      repository: createResponsibleGamingRepository(db()),
      usage: {
        playOf: (memberId, fromDay, toDay) => wallet.playOf(memberId, fromDay, toDay),
        depositsOf: (memberId, from) => payments.depositedSince(memberId, from, clock),
        sessionSecondsOf: (memberId, from, until) => accounts.sessionSeconds(memberId, from, until),
      },
      audit: createAuditService({ db: db() }),
      timeZone: async () => 'America/Sao_Paulo',
      now: () => clock,
    });
  });
  afterEach(async () => {
    expect(await checkLedger(db())).toEqual([]);
  });
  afterAll(() => database.dispose());

  it('a first or lower limit is in force at once; a raise only once confirmed after 24 hours', async () => {
    clock = new Date('2026-03-10T12:00:00Z');
    const id = await newMember();
    expect((await set(id, { kind: 'LOSS', period: 'DAY', amount: 5_000 })).outcome).toBe('APPLIED');
    expect((await set(id, { kind: 'LOSS', period: 'DAY', amount: 4_000 })).outcome).toBe('APPLIED');
    const raised = await set(id, { kind: 'LOSS', period: 'DAY', amount: 8_000 });
    expect(raised.outcome).toBe('PENDING');
    expect(raised.limits.find((limit) => limit.kind === 'LOSS' && limit.period === 'DAY')).toMatchObject({
      amount: 4_000,
      pending: { amount: 8_000, requestedAt: '2026-03-10T12:00:00.000Z', dueAt: '2026-03-11T12:00:00.000Z' },
    });

    clock = new Date(clock.getTime() + 24 * HOUR - 1);
    const early = await limits
      .confirmRaise(id, { kind: 'LOSS', period: 'DAY' }, META)
      .catch((error: unknown) => error);
    expect(early).toBeInstanceOf(AppError);
    expect(early).toMatchObject({
      code: 'limit-raise-not-due',
      value: { dueAt: '2026-03-11T12:00:00.000Z' },
    });
    expect((await limitOf(id, 'LOSS', 'DAY')).amount).toBe(4_000);

    clock = new Date('2026-03-11T12:00:00Z');
    const confirmed = await limits.confirmRaise(id, { kind: 'LOSS', period: 'DAY' }, META);
    expect(confirmed.outcome).toBe('APPLIED');
    expect(await limitOf(id, 'LOSS', 'DAY')).toMatchObject({ amount: 8_000, pending: null });
    expect(await codeOf(limits.confirmRaise(id, { kind: 'LOSS', period: 'DAY' }, META))).toBe(
      'limit-raise-not-found',
    );

    expect(await auditOf(id)).toEqual([
      { action: 'limit.set', result: 'ok', detail: expect.objectContaining({ from: null, to: 5_000 }) },
      { action: 'limit.set', result: 'ok', detail: expect.objectContaining({ from: 5_000, to: 4_000 }) },
      {
        action: 'limit.raise-request',
        result: 'ok',
        detail: expect.objectContaining({ from: 4_000, to: 8_000, dueAt: '2026-03-11T12:00:00.000Z' }),
      },
      {
        action: 'limit.raise-confirm',
        result: 'refused',
        detail: expect.objectContaining({ reason: 'limit-raise-not-due' }),
      },
      {
        action: 'limit.raise-confirm',
        result: 'ok',
        detail: expect.objectContaining({ from: 4_000, to: 8_000 }),
      },
      {
        action: 'limit.raise-confirm',
        result: 'refused',
        detail: expect.objectContaining({ reason: 'limit-raise-not-found' }),
      },
    ]);
  });

  it('a removal waits like a raise; lowering drops a pending raise; a raise can be withdrawn', async () => {
    clock = new Date('2026-04-01T10:00:00Z');
    const id = await newMember();
    await set(id, { kind: 'WAGER', period: 'WEEK', amount: 10_000 });
    expect((await set(id, { kind: 'WAGER', period: 'WEEK', amount: null })).outcome).toBe('PENDING');
    // Asking for the same removal again does not restart its cool-down.
    clock = new Date('2026-04-01T20:00:00Z');
    expect((await set(id, { kind: 'WAGER', period: 'WEEK', amount: null })).outcome).toBe('UNCHANGED');
    clock = new Date('2026-04-02T10:00:00Z');
    await limits.confirmRaise(id, { kind: 'WAGER', period: 'WEEK' }, META);
    expect(await limitOf(id, 'WAGER', 'WEEK')).toMatchObject({ amount: null, pending: null });
    expect(await db().select().from(playerLimit).where(eq(playerLimit.memberId, id))).toEqual([]);

    await set(id, { kind: 'BET_COUNT', period: 'MONTH', amount: 50 });
    await set(id, { kind: 'BET_COUNT', period: 'MONTH', amount: 80 });
    expect((await set(id, { kind: 'BET_COUNT', period: 'MONTH', amount: 30 })).outcome).toBe('APPLIED');
    expect(await limitOf(id, 'BET_COUNT', 'MONTH')).toMatchObject({ amount: 30, pending: null });

    await set(id, { kind: 'BET_COUNT', period: 'MONTH', amount: 90 });
    const withdrawn = await limits.cancelRaise(id, { kind: 'BET_COUNT', period: 'MONTH' }, META);
    expect(withdrawn.outcome).toBe('CANCELLED');
    expect(await limitOf(id, 'BET_COUNT', 'MONTH')).toMatchObject({ amount: 30, pending: null });
    expect(await codeOf(limits.cancelRaise(id, { kind: 'BET_COUNT', period: 'MONTH' }, META))).toBe(
      'limit-raise-not-found',
    );
  });

  it('refuses a bet-count limit above the most, with a translated field message, changing nothing', async () => {
    const id = await newMember();
    const refused = await set(id, { kind: 'BET_COUNT', period: 'DAY', amount: 1_000_001 }).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({
      code: 'validation-failed',
      value: { fields: [{ field: 'amount', messageKey: 'too_big' }] },
    });
    expect(await db().select().from(playerLimit).where(eq(playerLimit.memberId, id))).toEqual([]);
    expect(await auditOf(id)).toEqual([]);
  });

  it('the wallet refuses a bet that could take the loss over the limit; only the limit in force counts', async () => {
    clock = new Date();
    const id = await newMember(50_000);
    await set(id, { kind: 'LOSS', period: 'DAY', amount: 5_000 });
    await movement('BET', id, 3_000);
    // 3,000 lost: a bet of 2,001 could make it 5,001.
    expect(await codeOf(movement('BET', id, 2_001))).toBe('loss-limit-reached');
    // Wins count against the loss: 1,000 back makes room for 3,000 more.
    await movement('WIN', id, 1_000);
    await movement('BET', id, 3_000);
    expect(await codeOf(movement('BET', id, 1))).toBe('loss-limit-reached');
    // A raise asked for is not in force: the bet is still refused until it is confirmed.
    await set(id, { kind: 'LOSS', period: 'DAY', amount: 20_000 });
    expect(await codeOf(movement('BET', id, 1_000))).toBe('loss-limit-reached');
    clock = new Date(clock.getTime() + 24 * HOUR);
    await limits.confirmRaise(id, { kind: 'LOSS', period: 'DAY' }, META);
    await movement('BET', id, 1_000);
    expect(await wallet.balanceOf(id)).toBe(50_000 - 3_000 + 1_000 - 3_000 - 1_000);
    clock = new Date();
    expect(await limitOf(id, 'LOSS', 'DAY')).toMatchObject({ amount: 20_000, used: 6_000 });
  });

  it('the wallet holds wager and bet-count limits, and answers a retried bet as posted', async () => {
    clock = new Date();
    const id = await newMember(50_000);
    await set(id, { kind: 'WAGER', period: 'MONTH', amount: 10_000 });
    await set(id, { kind: 'BET_COUNT', period: 'WEEK', amount: 3 });
    const first = randomUUID();
    await movement('BET', id, 4_000, first);
    await movement('WIN', id, 9_000);
    // Wins do not give stake back: 4,000 wagered leaves 6,000.
    expect(await codeOf(movement('BET', id, 6_001))).toBe('wager-limit-reached');
    await movement('BET', id, 1_000);
    await movement('BET', id, 1_000);
    expect(await codeOf(movement('BET', id, 1))).toBe('bet-count-limit-reached');
    // The first bet again, with its key: the answer it had, nothing moved.
    const replay = await movement('BET', id, 4_000, first);
    expect(replay.replayed).toBe(true);
    expect(await wallet.balanceOf(id)).toBe(50_000 - 4_000 + 9_000 - 2_000);
    expect(await limitOf(id, 'BET_COUNT', 'WEEK')).toMatchObject({ used: 3 });
    expect(await limitOf(id, 'WAGER', 'MONTH')).toMatchObject({ used: 6_000 });
  });

  it('counts each period from its first day: earlier days of the week and month, never the one before', async () => {
    const id = await newMember();
    const [{ now: dbNow }] = (
      (await db().execute(sql`select now() as now`)) as unknown as { rows: Array<{ now: string | Date }> }
    ).rows as [{ now: string | Date }];
    const today = new Date(dbNow);
    const dayBefore = (days: number) =>
      new Date(today.getTime() - days * 86_400_000 - 3 * HOUR).toISOString().slice(0, 10);
    // Losses of 1,000 on each of these days (written in a transaction that is rolled back, so the
    // ledger keeps no day rows without postings).
    const history = [0, 1, 6, 27, 40].map(dayBefore);
    for (const period of ['DAY', 'WEEK', 'MONTH'] as const) {
      const { fromDay } = periodWindow(period, today);
      const counted = history.filter((day) => day >= fromDay).length;
      const refusals = await db()
        .transaction(async (tx) => {
          for (const day of history) {
            await tx.execute(
              sql`insert into ledger_member_day (member_id, day, kind, amount, entries) values (${id}, ${day}::date, 'BET', -1000, 1)`,
            );
          }
          await tx.execute(
            sql`insert into player_limit (member_id, kind, period, amount) values (${id}, 'LOSS', ${period}, ${counted * 1_000 + 500})`,
          );
          const answer = async (stake: number) =>
            (
              (await tx.execute(sql`select player_bet_refusal(${id}, ${stake}) as refusal`)) as unknown as {
                rows: Array<{ refusal: string | null }>;
              }
            ).rows[0]!.refusal;
          const result = { fits: await answer(500), over: await answer(501) };
          throw Object.assign(new Error('rolled back'), { result });
        })
        .catch((error: { result?: unknown }) => error.result);
      expect(refusals, `${period} from ${fromDay}`).toEqual({ fits: null, over: 'loss-limit-reached' });
    }
  });
});
