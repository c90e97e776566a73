import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { errorMessage } from '@platform/contracts';
import { member, memberLoginIp } from '../src/tables.js';
import { hashPassword } from '../src/modules/accounts/password.js';
import { createReportsRepository, createReportsService } from '../src/modules/agents/index.js';
import { newReferralCode } from '../src/modules/accounts/registration-service.js';
import {
  STUDIO_VENDOR,
  createSeamlessRepository,
  createSeamlessService,
} from '../src/modules/seamless/index.js';
import { markIdentityVerified } from './helpers/identity.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { fundMember, testWallet } from './helpers/money.js';
import { loginAs } from './helpers/session.js';
import { vendorCaller, type VendorCall } from './helpers/vendor.js';

const PASSWORD = 'Equipe2026';
const GAME = 'SLOT1';

/**
 * Two sibling trees under no common agent, and a grand-child agent:
 *   alfa (1) ─┬─ alfaMember (0)
 *             └─ alfaSub (2) ── alfaGrand (0)
 *   beta (1) ─── betaMember (0)
 * Deposits, withdrawals, transfers, bonuses and bets through the real wallet and seamless
 * calls; every agent's overview and reports must count its own tree only, and agree with the
 * ledger.
 */
describe('agent centre reports: overview, statements, revenue, transactions, own bets', () => {
  let t: TestApp;
  let call: VendorCall;
  const id: Record<string, string> = {};
  const account: Record<string, string> = {};
  const token: Record<string, string> = {};

  const db = () => t.database.handle.db;
  // A bonus names the promotion that pays it (a rebate; the OPEN profile lets it pay money).
  const move = (
    kind: 'WITHDRAWAL_HOLD' | 'BONUS' | 'TRANSFER' | 'POINTS_CONVERSION',
    memberId: string,
    legs: object[],
  ) =>
    testWallet(db()).move({
      idempotencyKey: randomUUID(),
      kind,
      memberId,
      legs: legs as never,
      ...(kind === 'BONUS' ? { reference: { promotion: 'REBATE' } } : {}),
    });

  /** A settled round of `stake` paying `payout` (or left open), through the vendor's signed calls. */
  const play = async (name: string, stake: number, payout: number | null) => {
    const seamless = createSeamlessService({
      repository: createSeamlessRepository(db()),
      wallet: testWallet(db()),
      players: { nicknameOf: async () => null },
    });
    const launchToken = await seamless.createLaunchToken({
      memberId: id[name]!,
      vendorCode: STUDIO_VENDOR,
      gameCode: GAME,
    });
    const session = await call('authenticate', { launchToken });
    const sessionToken = session.value!.sessionToken!;
    const roundId = randomUUID();
    const bet = await call('bet', {
      sessionToken,
      transactionId: randomUUID(),
      roundId,
      gameCode: GAME,
      amount: stake,
    });
    expect(bet.errorCode).toBeNull();
    if (payout !== null) {
      const win = await call('win', {
        playerId: id[name],
        transactionId: randomUUID(),
        roundId,
        gameCode: GAME,
        amount: payout,
      });
      expect(win.errorCode).toBeNull();
    }
  };

  beforeAll(async () => {
    t = await buildTestApp();
    call = await vendorCaller(t.app, db());
    const hashes = { login: await hashPassword(PASSWORD), payment: await hashPassword('246810') };
    const suffix = randomUUID().slice(0, 6);
    const add = async (name: string, type: number, parent: string | null) => {
      const [row] = await db()
        .insert(member)
        .values({
          account: `${name.toLowerCase()}${suffix}`,
          nickname: name,
          type,
          passwordHash: hashes.login,
          paymentPasswordHash: hashes.payment,
          referralCode: type > 0 ? newReferralCode() : null,
          parentId: parent ? id[parent]! : null,
        })
        .returning();
      id[name] = row!.id;
      account[name] = row!.account;
      await db().insert(memberLoginIp).values({ memberId: row!.id, ip: '127.0.0.1', verified: true });
      // Verified, as BR (the default profile) asks before bets (docs/kyc.md).
      await markIdentityVerified(db(), row!.id);
    };
    await add('alfa', 1, null);
    await add('alfaMember', 0, 'alfa');
    await add('alfaSub', 2, 'alfa');
    await add('alfaGrand', 0, 'alfaSub');
    await add('beta', 1, null);
    await add('betaMember', 0, 'beta');
    for (const name of ['alfa', 'alfaSub', 'beta']) {
      token[name] = await loginAs(t.app, account[name]!, PASSWORD, { portal: 'agent' });
    }
    token.alfaMember = await loginAs(t.app, account.alfaMember!, PASSWORD);

    await fundMember(db(), id.alfa!, 50_000, 'ADJUSTMENT');
    await fundMember(db(), id.alfaMember!, 10_000);
    await fundMember(db(), id.alfaMember!, 5_000);
    await fundMember(db(), id.alfaGrand!, 20_000);
    await fundMember(db(), id.betaMember!, 7_000);
    await move('WITHDRAWAL_HOLD', id.alfaGrand!, [
      { account: { member: id.alfaGrand }, amount: -4_000 },
      { account: { house: 'PENDING_WITHDRAWAL' }, amount: 4_000 },
    ]);
    await move('BONUS', id.alfaMember!, [
      { account: { house: 'BONUS' }, amount: -300 },
      { account: { member: id.alfaMember }, amount: 300 },
    ]);
    await move('TRANSFER', id.alfa!, [
      { account: { member: id.alfa }, amount: -1_000 },
      { account: { member: id.alfaMember }, amount: 1_000 },
    ]);
    // Points converted to cash: a reward the house pays, counted as the downline's bonus.
    await move('POINTS_CONVERSION', id.betaMember!, [
      { account: { house: 'BONUS' }, amount: -200 },
      { account: { member: id.betaMember }, amount: 200 },
    ]);
    await play('alfaGrand', 1_000, 2_500);
    await play('alfaMember', 3_000, 0);
    await play('alfaMember', 700, null);
    await play('betaMember', 500, 0);
    await play('alfa', 200, 50);
    // What the agents.team-rollup job does every minute.
    expect(await createReportsService({ repository: createReportsRepository(db()) }).rollUp()).toMatchObject({
      memberDays: expect.any(Number),
    });
  });
  afterAll(() => t.close());

  const get = (who: string, url: string, language = 'EN') =>
    t.app.inject({ method: 'GET', url, headers: { authorization: token[who]!, language } });
  const valueOf = async (who: string, url: string) => {
    const response = await get(who, url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value;
  };

  it('sums the agent’s whole tree in the overview, and nothing of a sibling tree', async () => {
    const alfa = await valueOf('alfa', '/wps/agent/team/overview?preset=previous7');
    expect(alfa).toMatchObject({ teamSize: 3, directCount: 2 });
    expect(alfa.figures).toEqual({
      newMembers: 3,
      activeMembers: 3,
      firstDepositCount: 2,
      firstDepositAmount: 30_000,
      depositCount: 3,
      depositAmount: 35_000,
      withdrawalCount: 1,
      withdrawalAmount: 4_000,
      betCount: 3,
      validBet: 4_200,
      payout: 2_550,
      profitLoss: 1_650,
      bonusAmount: 300,
    });
    expect(alfa.trend).toHaveLength(7);
    expect(alfa.trend.reduce((sum: number, day: { validBet: number }) => sum + day.validBet, 0)).toBe(4_200);

    const sub = await valueOf('alfaSub', '/wps/agent/team/overview?preset=previous7');
    expect(sub).toMatchObject({ teamSize: 1, directCount: 1 });
    expect(sub.figures).toMatchObject({
      newMembers: 1,
      depositAmount: 20_000,
      validBet: 1_000,
      payout: 2_500,
    });
    expect(sub.figures.profitLoss).toBe(-1_500);

    const beta = await valueOf('beta', '/wps/agent/team/overview?preset=today');
    expect(beta.figures).toMatchObject({
      newMembers: 1,
      activeMembers: 1,
      depositAmount: 7_000,
      validBet: 500,
      profitLoss: 500,
      withdrawalAmount: 0,
      bonusAmount: 200,
    });
  });

  it('lists the agent’s own row and each direct downline’s team in the statement, summing to the totals', async () => {
    const report = await valueOf('alfa', '/wps/agent/report/profitLoss?preset=previous7');
    expect(report.total).toBe(3);
    expect(report.list.map((row: { account: string }) => row.account)).toEqual([
      account.alfa,
      ...[account.alfaMember, account.alfaSub].sort(),
    ]);
    const sub = report.list.find((row: { account: string }) => row.account === account.alfaSub);
    expect(sub).toMatchObject({ members: 2, isAgent: true, validBet: 1_000, depositAmount: 20_000 });
    const own = report.list[0];
    expect(own).toMatchObject({ isSelf: true, validBet: 200, payout: 50, newMembers: 0 });
    for (const key of Object.keys(report.totals)) {
      const sum = report.list.reduce((total: number, row: Record<string, number>) => total + row[key]!, 0);
      expect(sum, key).toBe(report.totals[key]);
    }
    const second = await valueOf('alfa', '/wps/agent/report/profitLoss?preset=previous7&page=2&pageSize=2');
    expect(second.list.map((row: { account: string }) => row.account)).toEqual([account.alfaSub]);
    expect(second.totalPages).toBe(2);
  });

  it('gives the revenue per day with the period’s totals', async () => {
    const report = await valueOf('alfa', '/wps/agent/report/revenue?preset=previous30&pageSize=10');
    expect(report.total).toBe(30);
    expect(report.list).toHaveLength(10);
    expect(report.totals).toMatchObject({
      validBet: 4_200,
      profitLoss: 1_650,
      bonusAmount: 300,
      revenue: 1_350,
    });
  });

  it('lists the downline’s movements from the ledger, and their totals equal the postings', async () => {
    const report = await valueOf('alfa', '/wps/agent/report/transactions?preset=today');
    const byKind = Object.fromEntries(
      report.totals.byKind.map((entry: { kind: string; count: number; amount: number }) => [
        entry.kind,
        entry,
      ]),
    );
    expect(byKind).toEqual({
      DEPOSIT: { kind: 'DEPOSIT', count: 3, amount: 35_000 },
      WITHDRAWAL: { kind: 'WITHDRAWAL', count: 1, amount: -4_000 },
      TRANSFER: { kind: 'TRANSFER', count: 1, amount: 1_000 },
      BONUS: { kind: 'BONUS', count: 1, amount: 300 },
    });
    const ids = [id.alfaMember, id.alfaSub, id.alfaGrand];
    const ledger = (
      (await db().execute(sql`
        select coalesce(sum(p.amount), 0)::bigint as amount, count(*)::int as n
        from posting p join ledger_account a on a.id = p.account_id join journal_entry e on e.id = p.entry_id
        where a.member_id in (${sql.join(
          ids.map((value) => sql`${value}::uuid`),
          sql`, `,
        )}) and a.wallet = 'MAIN'
          and e.kind in ('DEPOSIT', 'WITHDRAWAL_HOLD', 'WITHDRAWAL_RETURN', 'TRANSFER', 'BONUS')`)) as unknown as {
        rows: Array<{ amount: string; n: number }>;
      }
    ).rows[0]!;
    expect(report.totals.amount).toBe(Number(ledger.amount));
    expect(report.totals.count).toBe(ledger.n);
    expect(report.list.every((row: { account: string }) => row.account !== account.alfa)).toBe(true);

    const deposits = await valueOf(
      'alfa',
      `/wps/agent/report/transactions?preset=today&kind=DEPOSIT&account=${account.alfaGrand!.toUpperCase()}`,
    );
    expect(deposits.list).toEqual([
      expect.objectContaining({ account: account.alfaGrand, level: 2, kind: 'DEPOSIT', amount: 20_000 }),
    ]);
    const beta = await valueOf('beta', '/wps/agent/report/transactions?preset=today');
    expect(
      beta.list.map((row: { account: string; kind: string; amount: number }) => [
        row.account,
        row.kind,
        row.amount,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [account.betaMember, 'DEPOSIT', 7_000],
        [account.betaMember, 'BONUS', 200],
      ]),
    );
    expect(beta.totals.byKind).toContainEqual({ kind: 'BONUS', count: 1, amount: 200 });
    const probing = await valueOf(
      'alfa',
      `/wps/agent/report/transactions?preset=today&account=${account.betaMember}`,
    );
    expect(probing.total).toBe(0);
  });

  it('shows the agent’s own betting record only', async () => {
    const own = await valueOf('alfa', '/wps/agent/report/bets?preset=today');
    expect(own.list).toEqual([
      expect.objectContaining({ betAmount: 200, winAmount: 50, profit: -150, status: 'settled' }),
    ]);
    expect(own.totals).toEqual({ rounds: 1, betAmount: 200, winAmount: 50, profit: -150 });
    expect((await valueOf('beta', '/wps/agent/report/bets?preset=today')).total).toBe(0);
  });

  it('exports each report as CSV with a byte-order mark, every row and the totals row', async () => {
    const statement = await valueOf('alfa', '/wps/agent/report/profitLoss/csv?preset=previous7');
    expect(statement.fileName).toMatch(/^palStatementsAgentCopy_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/u);
    const lines = (statement.content as string).split('\r\n');
    expect(lines[0]!.startsWith('\uFEFFAccount,Members,New members')).toBe(true);
    expect(lines).toHaveLength(3 + 1 + 1 + 1);
    expect(lines[4]).toMatch(/^Total,4,3,3,2,300\.00,3,350\.00,1,40\.00,3,42\.00,25\.50,16\.50,3\.00$/u);

    const pt = await get('alfa', '/wps/agent/report/transactions/csv?preset=today', 'PT');
    expect(pt.json().value.content.split('\r\n')[0]).toBe(
      '\uFEFFHora,Conta,Nível,Tipo,Movimento,Valor,Saldo após',
    );
    const revenue = await valueOf('alfa', '/wps/agent/report/revenue/csv?preset=previous7');
    expect(revenue.content.split('\r\n')).toHaveLength(1 + 7 + 1 + 1);
    const bets = await valueOf('alfa', '/wps/agent/report/bets/csv?preset=today');
    expect(bets.content).toContain('Total,1,,,,2.00,0.50,-1.50,');
  });

  it('refuses members who are not agents, translated', async () => {
    for (const url of [
      '/wps/agent/team/overview?preset=today',
      '/wps/agent/report/profitLoss/csv?preset=today',
    ]) {
      const response = await get('alfaMember', url, 'PT');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        errorCode: 'agents-only',
        message: errorMessage('agents-only', 'PT'),
      });
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/wps/agent/report/revenue?preset=today' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers bad dates, presets, page sizes and kinds with a translated refusal, never a 500', async () => {
    const bad = [
      '/wps/agent/team/overview',
      '/wps/agent/team/overview?from=2026-11-01',
      '/wps/agent/team/overview?preset=next7',
      '/wps/agent/team/overview?from=2026-02-30&to=2026-03-01',
      '/wps/agent/team/overview?from=2026-11-10&to=2026-11-01',
      '/wps/agent/team/overview?from=2026-01-01&to=2026-12-31',
      '/wps/agent/team/overview?from=26-11-01&to=2026-11-02',
      '/wps/agent/report/profitLoss?preset=today&pageSize=0',
      '/wps/agent/report/profitLoss?preset=today&pageSize=101',
      '/wps/agent/report/revenue?preset=today&page=0',
      '/wps/agent/report/revenue?preset=today&page=abc',
      '/wps/agent/report/transactions?preset=today&kind=BET',
      `/wps/agent/report/transactions?preset=today&account=${'x'.repeat(65)}`,
      '/wps/agent/report/bets/csv?from=2026-13-01&to=2026-13-02',
    ];
    for (const url of bad) {
      for (const language of ['PT', 'EN', 'CN']) {
        const response = await get('alfa', url, language);
        expect(response.statusCode, `${url} ${language}`).toBe(400);
        expect(response.json()).toMatchObject({
          success: false,
          errorCode: 'validation-failed',
          message: errorMessage('validation-failed', language as 'PT'),
        });
      }
    }
  });
});
