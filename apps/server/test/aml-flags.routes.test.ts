import { randomUUID } from 'node:crypto';
import { and, eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvent,
  journalEntry,
  memberIdentity,
  memberLoginIp,
  payee,
  systemSetting,
} from '../src/tables.js';
import { markIdentityVerified } from './helpers/identity.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { fundMember, testWallet } from './helpers/money.js';
import { insertMember, insertPaidDeposit, insertWithdrawal } from './helpers/records.js';
import { loginAs } from './helpers/session.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Flag = { account: string; rule: string; figures: Record<string, number | string>; since: string };

describe('AML flags for review (GET /ops/aml/flags)', () => {
  let t: TestApp;
  let operator: string;
  const ago = (ms: number) => new Date(Date.now() - ms);

  const bet = (memberId: string, amount: number) =>
    testWallet(t.database.handle.db).move({
      idempotencyKey: randomUUID(),
      kind: 'BET',
      memberId,
      legs: [
        { account: { member: memberId }, amount: -amount },
        { account: { vendor: 'STUDIO' }, amount },
      ],
    });

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.handle.db;
    operator = await loginAs(t.app, 'operador', 'Demo2026', { portal: 'operator' });
    // Verified, as BR asks before a bet: some of these members play.
    const add = async (account: string, extra = {}) => {
      const id = await insertMember(db, account, extra);
      await markIdentityVerified(db, id);
      return id;
    };

    // (a) Deposits of 30 days above R$ 50.000,00.
    const heavy = await add('aml_heavy');
    await insertPaidDeposit(db, { memberId: heavy, amount: 3_000_000, paidAt: ago(10 * DAY) });
    await insertPaidDeposit(db, { memberId: heavy, amount: 2_500_000, paidAt: ago(2 * DAY) });
    const exact = await add('aml_exact'); // exactly the threshold: not above it
    await insertPaidDeposit(db, { memberId: exact, amount: 5_000_000, paidAt: ago(5 * DAY) });
    const old = await add('aml_old'); // most of it more than 30 days ago
    await insertPaidDeposit(db, { memberId: old, amount: 6_000_000, paidAt: ago(40 * DAY) });
    await insertPaidDeposit(db, { memberId: old, amount: 100_000, paidAt: ago(DAY) });

    // (b) A withdrawal within 24 hours of a deposit, under 10 % of it played in between.
    const quick = await add('aml_quick');
    const played = await add('aml_played');
    const slow = await add('aml_slow');
    const earlyBets = await add('aml_early_bets'); // played, but before the deposit: it counts for nothing
    for (const memberId of [quick, played, slow, earlyBets]) await fundMember(db, memberId, 100_000);
    await bet(earlyBets, 50_000);
    // The deposit just after that bet as the database dated it (its clock, not this process's: a
    // few milliseconds of guessing let a busy run date the bet after the deposit).
    const [earlyBet] = await db
      .select({ at: max(journalEntry.createdAt) })
      .from(journalEntry)
      .where(and(eq(journalEntry.memberId, earlyBets), eq(journalEntry.kind, 'BET')));
    const earlyDepositAt = new Date(earlyBet!.at!.getTime() + 1_000);
    await insertPaidDeposit(db, { memberId: quick, amount: 100_000, paidAt: ago(3 * HOUR) });
    await insertPaidDeposit(db, { memberId: played, amount: 100_000, paidAt: ago(3 * HOUR) });
    await insertPaidDeposit(db, { memberId: slow, amount: 100_000, paidAt: ago(30 * HOUR) });
    await insertPaidDeposit(db, { memberId: earlyBets, amount: 100_000, paidAt: earlyDepositAt });
    await bet(quick, 9_000); // 9 %
    await bet(played, 10_000); // 10 %: not under it
    await insertWithdrawal(db, { memberId: quick, amount: 95_000, createdAt: new Date() });
    await insertWithdrawal(db, { memberId: played, amount: 90_000, createdAt: new Date() });
    await insertWithdrawal(db, { memberId: slow, amount: 100_000, createdAt: new Date() });
    await insertWithdrawal(db, {
      memberId: earlyBets,
      amount: 100_000,
      createdAt: new Date(earlyDepositAt.getTime() + 60_000),
    });

    // (c) One PIX key on two accounts; one payer CPF paying for two accounts.
    const keyA = await add('aml_key_a');
    const keyB = await add('aml_key_b');
    const keyC = await add('aml_key_c');
    await db.insert(payee).values([
      {
        memberId: keyA,
        keyType: 'PHONE',
        pixKey: '+5511988887777',
        holderCpf: '10000000019',
        holderName: 'A',
      },
      {
        memberId: keyB,
        keyType: 'PHONE',
        pixKey: '+5511988887777',
        holderCpf: '10000000027',
        holderName: 'B',
      },
      {
        memberId: keyC,
        keyType: 'PHONE',
        pixKey: '+5511911112222',
        holderCpf: '10000000035',
        holderName: 'C',
      },
    ]);
    const paidFor1 = await add('aml_cpf_1');
    const paidFor2 = await add('aml_cpf_2');
    await insertPaidDeposit(db, {
      memberId: paidFor1,
      amount: 1_000,
      paidAt: ago(DAY),
      payerCpf: '20000000011',
    });
    await insertPaidDeposit(db, {
      memberId: paidFor2,
      amount: 1_000,
      paidAt: ago(HOUR),
      payerCpf: '20000000011',
    });

    // (e) Deposits of 30 days against the monthly income declared in the identity check (100 %,
    // and above R$ 1.000,00 in any case).
    const declare = async (account: string, monthlyIncome: number) => {
      const id = await add(account);
      await db.update(memberIdentity).set({ monthlyIncome }).where(eq(memberIdentity.memberId, id));
      return id;
    };
    const overIncome = await declare('aml_income_over', 200_000);
    await insertPaidDeposit(db, { memberId: overIncome, amount: 150_000, paidAt: ago(9 * DAY) });
    await insertPaidDeposit(db, { memberId: overIncome, amount: 100_000, paidAt: ago(DAY) });
    const withinIncome = await declare('aml_income_within', 300_000);
    await insertPaidDeposit(db, { memberId: withinIncome, amount: 250_000, paidAt: ago(DAY) });
    const noIncome = await declare('aml_income_zero', 0); // nothing declared, R$ 1.500,00 deposited
    await insertPaidDeposit(db, { memberId: noIncome, amount: 150_000, paidAt: ago(3 * DAY) });
    const smallSums = await declare('aml_income_small', 0); // under the R$ 1.000,00 floor
    await insertPaidDeposit(db, { memberId: smallSums, amount: 90_000, paidAt: ago(3 * DAY) });
    const oldIncome = await declare('aml_income_old', 100_000); // most of it more than 30 days ago
    await insertPaidDeposit(db, { memberId: oldIncome, amount: 500_000, paidAt: ago(40 * DAY) });
    await insertPaidDeposit(db, { memberId: oldIncome, amount: 50_000, paidAt: ago(DAY) });

    // (d) Three accounts logging in from one address; two from another (under the minimum of 3);
    // a trial account on the first address counts for nothing.
    const ipAccounts = [await add('aml_ip_1'), await add('aml_ip_2'), await add('aml_ip_3')];
    const pair = [await add('aml_pair_1'), await add('aml_pair_2')];
    const trial = await add('aml_trial', { type: 4 });
    await db.insert(memberLoginIp).values([
      ...ipAccounts.map((memberId, index) => ({
        memberId,
        ip: '200.100.50.25',
        firstSeenAt: ago((3 - index) * DAY),
      })),
      ...pair.map((memberId) => ({ memberId, ip: '200.100.50.99' })),
      { memberId: trial, ip: '200.100.50.99' },
    ]);
  });
  afterAll(() => t.close());

  const list = async (query = '', auth = operator) =>
    t.app.inject({
      method: 'GET',
      url: `/ops/aml/flags${query}`,
      headers: { authorization: auth, language: 'PT' },
    });
  const flagsOf = async (query = '') => (await list(query)).json().value.flags as Flag[];
  const pairs = (flags: Flag[]) => flags.map((flag) => `${flag.rule} ${flag.account}`).sort();

  it('flags exactly the members each rule finds, and no one else', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(pairs(response.json().value.flags)).toEqual(
      [
        'DEPOSITS_ABOVE_THRESHOLD aml_heavy',
        'DEPOSITS_ABOVE_INCOME aml_income_over',
        'DEPOSITS_ABOVE_INCOME aml_income_zero',
        'QUICK_WITHDRAWAL_LITTLE_PLAY aml_early_bets',
        'QUICK_WITHDRAWAL_LITTLE_PLAY aml_quick',
        'SHARED_PIX_KEY_OR_CPF aml_key_a',
        'SHARED_PIX_KEY_OR_CPF aml_key_b',
        'SHARED_PIX_KEY_OR_CPF aml_cpf_1',
        'SHARED_PIX_KEY_OR_CPF aml_cpf_2',
        'SHARED_LOGIN_IP aml_ip_1',
        'SHARED_LOGIN_IP aml_ip_2',
        'SHARED_LOGIN_IP aml_ip_3',
      ].sort(),
    );
    expect(response.json().value.settings).toMatchObject({ depositThreshold30Days: 5_000_000 });
  });

  it('gives each flag its figures and since when', async () => {
    const [heavy] = await flagsOf('?rule=DEPOSITS_ABOVE_THRESHOLD');
    expect(heavy!.figures).toEqual({ deposited30Days: 5_500_000, deposits: 2, threshold: 5_000_000 });
    // Since the deposit that took the sum over the threshold, two days ago.
    expect(Math.abs(Date.parse(heavy!.since) - (Date.now() - 2 * DAY))).toBeLessThan(60_000);

    const [income] = await flagsOf('?rule=DEPOSITS_ABOVE_INCOME&account=aml_income_over');
    expect(income!.figures).toEqual({
      deposited30Days: 250_000,
      deposits: 2,
      declaredMonthlyIncome: 200_000,
      flaggedAbove: 200_000,
    });
    // Since the deposit that took the sum over the declared income, a day ago.
    expect(Math.abs(Date.parse(income!.since) - (Date.now() - DAY))).toBeLessThan(60_000);
    const [zero] = await flagsOf('?rule=DEPOSITS_ABOVE_INCOME&account=aml_income_zero');
    expect(zero!.figures).toMatchObject({ declaredMonthlyIncome: 0, flaggedAbove: 100_000 });

    const [quick] = await flagsOf('?rule=QUICK_WITHDRAWAL_LITTLE_PLAY');
    expect(quick!.figures).toMatchObject({
      withdrawalAmount: 95_000,
      depositAmount: 100_000,
      played: 9_000,
      playedPercent: 9,
      minutesBetween: 180,
    });

    const shared = await flagsOf('?rule=SHARED_PIX_KEY_OR_CPF&account=aml_key_a');
    expect(shared).toEqual([
      expect.objectContaining({
        figures: {
          shared: 'PIX_KEY',
          value: 'PHONE:+5511988887777',
          accounts: 2,
          otherAccounts: 'aml_key_b',
        },
      }),
    ]);
    const [cpf] = await flagsOf('?rule=SHARED_PIX_KEY_OR_CPF&account=aml_cpf_2');
    expect(cpf!.figures).toMatchObject({ shared: 'CPF', value: '20000000011', otherAccounts: 'aml_cpf_1' });

    const ip = await flagsOf('?rule=SHARED_LOGIN_IP&account=aml_ip_1');
    expect(ip[0]!.figures).toEqual({
      shared: 'IP',
      value: '200.100.50.25',
      accounts: 3,
      otherAccounts: 'aml_ip_2, aml_ip_3',
    });
    // Shared since the second account first came from it, two days ago.
    expect(Math.abs(Date.parse(ip[0]!.since) - (Date.now() - 2 * DAY))).toBeLessThan(60_000);
  });

  it('follows the thresholds of the aml setting', async () => {
    const settings = (
      await t.app.inject({ method: 'GET', url: '/ops/settings/aml', headers: { authorization: operator } })
    ).json().value;
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/ops/settings/aml',
      headers: { authorization: operator },
      payload: {
        ...settings,
        depositThreshold30Days: 4_999_999,
        littlePlayPercent: 10.5,
        sharedIpMinAccounts: 2,
        incomePercent30Days: 120,
        incomeRuleMinimum: 80_000,
      },
    });
    expect(changed.json()).toMatchObject({ success: true });
    // 120 % of R$ 2.000,00 is R$ 2.400,00, under the R$ 2.500,00 deposited; R$ 900,00 passes the
    // lower floor; R$ 2.500,00 is within 120 % of R$ 3.000,00.
    expect(pairs(await flagsOf('?rule=DEPOSITS_ABOVE_INCOME'))).toEqual([
      'DEPOSITS_ABOVE_INCOME aml_income_over',
      'DEPOSITS_ABOVE_INCOME aml_income_small',
      'DEPOSITS_ABOVE_INCOME aml_income_zero',
    ]);
    expect(pairs(await flagsOf('?rule=DEPOSITS_ABOVE_THRESHOLD'))).toEqual([
      'DEPOSITS_ABOVE_THRESHOLD aml_exact',
      'DEPOSITS_ABOVE_THRESHOLD aml_heavy',
    ]);
    expect(pairs(await flagsOf('?rule=QUICK_WITHDRAWAL_LITTLE_PLAY'))).toEqual([
      'QUICK_WITHDRAWAL_LITTLE_PLAY aml_early_bets',
      'QUICK_WITHDRAWAL_LITTLE_PLAY aml_played',
      'QUICK_WITHDRAWAL_LITTLE_PLAY aml_quick',
    ]);
    expect(pairs(await flagsOf('?rule=SHARED_LOGIN_IP'))).toEqual([
      'SHARED_LOGIN_IP aml_ip_1',
      'SHARED_LOGIN_IP aml_ip_2',
      'SHARED_LOGIN_IP aml_ip_3',
      'SHARED_LOGIN_IP aml_pair_1',
      'SHARED_LOGIN_IP aml_pair_2',
    ]);
    // A setting stored before the income rule existed still reads, with the rule's defaults.
    const { incomePercent30Days: _percent, incomeRuleMinimum: _minimum, ...older } = settings;
    await t.database.handle.db
      .update(systemSetting)
      .set({ value: { ...older, depositThreshold30Days: 4_000_000 } })
      .where(eq(systemSetting.key, 'aml'));
    const olderRead = await t.app.inject({
      method: 'GET',
      url: '/ops/settings/aml',
      headers: { authorization: operator },
    });
    expect(olderRead.json().value).toMatchObject({
      depositThreshold30Days: 4_000_000,
      incomePercent30Days: 100,
      incomeRuleMinimum: 100_000,
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/ops/settings/aml',
      headers: { authorization: operator, language: 'EN' },
      payload: { ...settings, sharedIpMinAccounts: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('validation-failed');
    await t.app.inject({
      method: 'PUT',
      url: '/ops/settings/aml',
      headers: { authorization: operator },
      payload: settings,
    });
  });

  it('audits every listing with who looked and the filters', async () => {
    await list('?rule=SHARED_LOGIN_IP&account=aml_ip_2');
    const [event] = await t.database.handle.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.action, 'aml.flags-list'), eq(auditEvent.account, 'operador')))
      .orderBy(auditEvent.id)
      .then((rows) => rows.slice(-1));
    expect(event).toMatchObject({
      result: 'ok',
      detail: { filters: { rule: 'SHARED_LOGIN_IP', account: 'aml_ip_2' }, flags: 1 },
    });
    const changes = await t.database.handle.db
      .select()
      .from(auditEvent)
      .where(eq(auditEvent.action, 'aml.settings'));
    expect(changes.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses members, agents and visitors, and bad filters', async () => {
    for (const [account, portal] of [
      ['jogador1', 'site'],
      ['agente1', 'agent'],
    ] as const) {
      const token = await loginAs(t.app, account, 'Demo2026', portal === 'agent' ? { portal } : {});
      for (const url of ['/ops/aml/flags', '/ops/settings/aml']) {
        const refused = await t.app.inject({
          method: 'GET',
          url,
          headers: { authorization: token, language: 'EN' },
        });
        expect(refused.statusCode).toBe(403);
        expect(refused.json().errorCode).toBe('operators-only');
      }
    }
    expect((await t.app.inject({ method: 'GET', url: '/ops/aml/flags' })).statusCode).toBe(401);
    const bad = await list('?rule=EVERYTHING');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('validation-failed');
  });
});
