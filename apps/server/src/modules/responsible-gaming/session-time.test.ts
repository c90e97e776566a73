import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '@platform/server-kit';
import { FIELD_MESSAGES, type LimitPeriod, type SetLimitRequest } from '@platform/contracts';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database.js';
import { markIdentityVerified } from '../../../test/helpers/identity.js';
import { databaseNow, insertSessions } from '../../../test/helpers/sessions.js';
import { member, playerLimit } from '../../tables.js';
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
  SESSION_TIME_CACHE_MS,
  createResponsibleGamingService,
  type ResponsibleGamingService,
} from './responsible-gaming.service.js';

const MINUTE = 60_000;
const META = { ip: '203.0.113.7', userAgent: 'session time test', language: 'EN' as const };
const at = (iso: string) => new Date(iso);

/**
 * The session-time limit (docs/responsible-gaming.md): the usage function member_session_seconds
 * with explicit times, session_time_refusal and the service with an injected clock, and the
 * wallet refusing bets once a period's time is used up. PGlite, and PostgreSQL with DATABASE_URL.
 */
describe('session-time limit: usage, refusal, changes and the wallet', () => {
  let database: TestDatabase;
  let accounts: ReturnType<typeof createAccountsRepository>;
  let wallet: WalletService;
  let limits: ResponsibleGamingService;
  let clock = at('2026-03-10T15:00:00Z');
  const db = () => database.handle.db;

  const newMember = async (funds = 0) => {
    const id = randomUUID();
    await db()
      .insert(member)
      .values({ id, account: `st${id.slice(0, 12)}`, nickname: 'Session time', passwordHash: 'x' });
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
  const set = (memberId: string, input: SetLimitRequest) => limits.setLimit(memberId, input, META);
  const timeLimit = async (memberId: string, period: LimitPeriod) =>
    (await limits.limitsOf(memberId)).limits.find(
      (limit) => limit.kind === 'SESSION_TIME' && limit.period === period,
    )!;
  const failureOf = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error,
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    accounts = createAccountsRepository(db());
    wallet = createWalletService({
      repository: createWalletRepository(db()),
      isEligibleToBet: async () => true,
    });
    const payments = createPaymentsRepository(db());
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

  it('counts overlapping sessions once, each until its last activity, cut at the window', async () => {
    const id = await newMember();
    const other = await newMember();
    await insertSessions(db(), id, [
      // Two tabs at once: 10:00–11:00 and 10:30–12:00 are 10:00–12:00.
      { from: at('2026-03-10T10:00:00Z'), lastSeen: at('2026-03-10T11:00:00Z') },
      { from: at('2026-03-10T10:30:00Z'), lastSeen: at('2026-03-10T12:00:00Z') },
      { from: at('2026-03-10T13:00:00Z'), lastSeen: at('2026-03-10T13:10:00Z') },
      // Logged out at 14:20: the later touch (a request racing the logout) does not count.
      {
        from: at('2026-03-10T14:00:00Z'),
        lastSeen: at('2026-03-10T15:00:00Z'),
        revoked: at('2026-03-10T14:20:00Z'),
      },
      // Left idle after 16:10, ended by the idle rule at 16:45: counted until 16:10.
      {
        from: at('2026-03-10T16:00:00Z'),
        lastSeen: at('2026-03-10T16:10:00Z'),
        revoked: at('2026-03-10T16:45:00Z'),
      },
      // A remember-me token is no session.
      { from: at('2026-03-10T00:00:00Z'), lastSeen: at('2026-03-10T23:00:00Z'), kind: 'remember' },
    ]);
    await insertSessions(db(), other, [
      { from: at('2026-03-10T09:00:00Z'), lastSeen: at('2026-03-10T18:00:00Z') },
    ]);
    const seconds = (from: string, until: string) => accounts.sessionSeconds(id, at(from), at(until));

    expect(await seconds('2026-03-10T00:00:00Z', '2026-03-11T00:00:00Z')).toBe((120 + 10 + 20 + 10) * 60);
    // 10:15–12:00 and 13:00–13:05.
    expect(await seconds('2026-03-10T10:15:00Z', '2026-03-10T13:05:00Z')).toBe((105 + 5) * 60);
    // Until now: a session still open counts up to the window's end only.
    expect(await seconds('2026-03-10T00:00:00Z', '2026-03-10T10:45:30Z')).toBe(45 * 60 + 30);
    expect(await seconds('2026-03-11T00:00:00Z', '2026-03-12T00:00:00Z')).toBe(0);
    // An empty or inverted window counts nothing.
    expect(await seconds('2026-03-10T11:00:00Z', '2026-03-10T11:00:00Z')).toBe(0);
    expect(await seconds('2026-03-10T12:00:00Z', '2026-03-10T11:00:00Z')).toBe(0);
  });

  it('cuts a session across midnight in Brasília between the two days', async () => {
    const id = await newMember();
    // 23:30 to 00:40 in Brasília (UTC−3).
    await insertSessions(db(), id, [
      { from: at('2026-03-11T02:30:00Z'), lastSeen: at('2026-03-11T03:40:00Z') },
    ]);
    clock = at('2026-03-11T03:40:00Z');
    await set(id, { kind: 'SESSION_TIME', period: 'DAY', amount: 60 });
    expect(await timeLimit(id, 'DAY')).toMatchObject({
      amount: 60,
      used: 40,
      resetsAt: '2026-03-12T03:00:00.000Z',
    });
    expect(await limits.sessionTimeRefusalOf(id, { cached: false })).toBeNull();
    clock = at('2026-03-11T02:59:00Z');
    expect(await timeLimit(id, 'DAY')).toMatchObject({ used: 29, resetsAt: '2026-03-11T03:00:00.000Z' });
  });

  it('is used up when the logged-in time reaches the limit, until the latest period used up starts again', async () => {
    const id = await newMember();
    // Tuesday 2026-03-10, noon in Brasília; the week began Monday 03:00 UTC.
    clock = at('2026-03-10T15:00:00Z');
    await set(id, { kind: 'SESSION_TIME', period: 'DAY', amount: 60 });
    await set(id, { kind: 'SESSION_TIME', period: 'WEEK', amount: 180 });
    // Monday: two hours; today 59 minutes.
    await insertSessions(db(), id, [
      { from: at('2026-03-09T12:00:00Z'), lastSeen: at('2026-03-09T14:00:00Z') },
      { from: at('2026-03-10T11:00:00Z'), lastSeen: at('2026-03-10T11:59:00Z') },
    ]);
    expect(await limits.sessionTimeRefusalOf(id, { cached: false })).toBeNull();
    expect(await timeLimit(id, 'DAY')).toMatchObject({ used: 59 });
    expect(await timeLimit(id, 'WEEK')).toMatchObject({ used: 179, resetsAt: '2026-03-16T03:00:00.000Z' });

    // The 60th minute of the day (and the 180th of the week): both used up; the week lasts longer.
    await insertSessions(db(), id, [
      { from: at('2026-03-10T12:00:00Z'), lastSeen: at('2026-03-10T12:01:00Z') },
    ]);
    expect(await limits.sessionTimeRefusalOf(id, { cached: false })).toEqual({
      resetsAt: at('2026-03-16T03:00:00.000Z'),
    });
    // Only the day used up: back tomorrow.
    await set(id, { kind: 'SESSION_TIME', period: 'WEEK', amount: null });
    clock = at('2026-03-11T15:00:00Z');
    await limits.confirmRaise(id, { kind: 'SESSION_TIME', period: 'WEEK' }, META);
    clock = at('2026-03-10T15:00:00Z');
    expect(await limits.sessionTimeRefusalOf(id, { cached: false })).toEqual({
      resetsAt: at('2026-03-11T03:00:00.000Z'),
    });
    // The next day starts empty.
    clock = at('2026-03-11T03:00:00Z');
    expect(await limits.sessionTimeRefusalOf(id, { cached: false })).toBeNull();
  });

  it('trusts a reading for a minute, never past the reset; a change of the limit is seen at once', async () => {
    const id = await newMember();
    clock = at('2026-05-05T15:00:00Z');
    await set(id, { kind: 'SESSION_TIME', period: 'DAY', amount: 30 });
    expect(await limits.sessionTimeRefusalOf(id, { cached: true })).toBeNull();
    await insertSessions(db(), id, [
      { from: at('2026-05-05T14:00:00Z'), lastSeen: at('2026-05-05T14:40:00Z') },
    ]);
    clock = new Date(at('2026-05-05T15:00:00Z').getTime() + SESSION_TIME_CACHE_MS - 1);
    expect(await limits.sessionTimeRefusalOf(id, { cached: true })).toBeNull();
    expect(await limits.sessionTimeRefusalOf(id, { cached: false })).toEqual({
      resetsAt: at('2026-05-06T03:00:00Z'),
    });
    // A raise asked for is not in force before its cool-down: the day stays used up.
    expect((await set(id, { kind: 'SESSION_TIME', period: 'DAY', amount: 50 })).outcome).toBe('PENDING');
    clock = at('2026-05-06T02:59:30Z');
    expect(await limits.sessionTimeRefusalOf(id, { cached: true })).toEqual({
      resetsAt: at('2026-05-06T03:00:00Z'),
    });
    // The refusal read at 02:59:30 is not trusted past 03:00, when the day starts again.
    clock = at('2026-05-06T03:00:00Z');
    expect(await limits.sessionTimeRefusalOf(id, { cached: true })).toBeNull();
    // A lower limit, set on this instance, is not hidden behind the cached reading.
    await insertSessions(db(), id, [
      { from: at('2026-05-06T03:00:00Z'), lastSeen: at('2026-05-06T03:20:00Z') },
    ]);
    clock = at('2026-05-06T03:20:00Z');
    expect(await limits.sessionTimeRefusalOf(id, { cached: true })).toBeNull();
    await set(id, { kind: 'SESSION_TIME', period: 'DAY', amount: 20 });
    expect(await limits.sessionTimeRefusalOf(id, { cached: true })).toEqual({
      resetsAt: at('2026-05-07T03:00:00Z'),
    });
  });

  it('is lowered at once and raised only once confirmed after 24 hours (injected clock)', async () => {
    const id = await newMember();
    clock = at('2026-06-01T12:00:00Z');
    expect((await set(id, { kind: 'SESSION_TIME', period: 'WEEK', amount: 600 })).outcome).toBe('APPLIED');
    expect((await set(id, { kind: 'SESSION_TIME', period: 'WEEK', amount: 300 })).outcome).toBe('APPLIED');
    const raised = await set(id, { kind: 'SESSION_TIME', period: 'WEEK', amount: 900 });
    expect(raised.outcome).toBe('PENDING');
    expect(await timeLimit(id, 'WEEK')).toMatchObject({
      amount: 300,
      pending: { amount: 900, dueAt: '2026-06-02T12:00:00.000Z' },
    });
    clock = new Date(at('2026-06-02T12:00:00Z').getTime() - 1);
    expect(
      await failureOf(limits.confirmRaise(id, { kind: 'SESSION_TIME', period: 'WEEK' }, META)),
    ).toMatchObject({
      code: 'limit-raise-not-due',
      value: { dueAt: '2026-06-02T12:00:00.000Z' },
    });
    expect((await timeLimit(id, 'WEEK')).amount).toBe(300);
    clock = at('2026-06-02T12:00:00Z');
    await limits.confirmRaise(id, { kind: 'SESSION_TIME', period: 'WEEK' }, META);
    expect(await timeLimit(id, 'WEEK')).toMatchObject({ amount: 900, pending: null });
  });

  it('refuses a time longer than its period with a translated field message, changing nothing', async () => {
    const id = await newMember();
    clock = at('2026-06-10T12:00:00Z');
    for (const [period, minutes] of [
      ['DAY', 1_441],
      ['WEEK', 10_081],
      ['MONTH', 44_641],
    ] as const) {
      const refused = await failureOf(set(id, { kind: 'SESSION_TIME', period, amount: minutes }));
      expect(refused).toBeInstanceOf(AppError);
      const hours = (minutes - 1) / 60;
      expect(refused).toMatchObject({
        code: 'validation-failed',
        value: {
          fields: [
            {
              field: 'amount',
              messageKey: 'sessionMinutes',
              message: FIELD_MESSAGES.EN.sessionMinutes!.replace('{{hours}}', String(hours)).replace(
                '{{minutes}}',
                String(minutes - 1),
              ),
            },
          ],
        },
      });
    }
    expect(await db().select().from(playerLimit).where(eq(playerLimit.memberId, id))).toEqual([]);
    // The whole period is a limit too.
    for (const [period, minutes] of [
      ['DAY', 1_440],
      ['WEEK', 10_080],
      ['MONTH', 44_640],
    ] as const) {
      expect((await set(id, { kind: 'SESSION_TIME', period, amount: minutes })).outcome).toBe('APPLIED');
    }
    // And the table itself admits no more, nor a raise waiting for more.
    const stored = (statement: ReturnType<typeof sql>) =>
      db()
        .execute(statement)
        .then(
          () => 'stored',
          () => 'refused',
        );
    expect(
      await stored(
        sql`update player_limit set amount = 1441 where member_id = ${id} and kind = 'SESSION_TIME' and period = 'DAY'`,
      ),
    ).toBe('refused');
    expect(
      await stored(
        sql`update player_limit set pending_amount = 1441, pending_requested_at = now(), pending_due_at = now()
          where member_id = ${id} and kind = 'SESSION_TIME' and period = 'DAY'`,
      ),
    ).toBe('refused');
  });

  it('the wallet refuses every bet once a period is used up, and lets them through below it', async () => {
    const id = await newMember(10_000);
    const dbNow = await databaseNow(db());
    clock = dbNow;
    // Two minutes logged in at the start of this month (a run in its first two minutes would see
    // less; every other moment sees exactly two).
    const monthStart = periodWindow('MONTH', dbNow).from;
    await insertSessions(db(), id, [
      {
        from: monthStart,
        lastSeen: new Date(monthStart.getTime() + 2 * MINUTE),
        revoked: new Date(monthStart.getTime() + 2 * MINUTE),
      },
    ]);
    const bet = () =>
      wallet
        .move({
          idempotencyKey: randomUUID(),
          kind: 'BET',
          memberId: id,
          legs: [
            { account: { member: id }, amount: -100 },
            { account: { vendor: 'STUDIO' }, amount: 100 },
          ],
        })
        .then(
          () => null,
          (error: unknown) => (error instanceof AppError ? error.code : error),
        );
    await set(id, { kind: 'SESSION_TIME', period: 'MONTH', amount: 3 });
    expect(await bet()).toBeNull();
    await set(id, { kind: 'SESSION_TIME', period: 'MONTH', amount: 2 });
    expect(await bet()).toBe('session-time-limit-reached');
    expect(await bet()).toBe('session-time-limit-reached');
    expect(await wallet.balanceOf(id)).toBe(10_000 - 100);
    expect((await timeLimit(id, 'MONTH')).used).toBe(2);
  });
});
