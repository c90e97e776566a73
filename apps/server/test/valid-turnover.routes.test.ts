import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@platform/server-kit';
import type { ValidTurnoverSetting } from '@platform/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { brasiliaDay } from '../src/lib/day-range.js';
import { createReportsRepository, createSettlementRepository } from '../src/modules/agents/index.js';
import { createSeamlessRepository, createSeamlessService } from '../src/modules/seamless/index.js';
import { createSystemRepository, createSystemService } from '../src/modules/system/index.js';
import { checkLedger } from '../src/modules/wallet/index.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { testWallet } from './helpers/money.js';
import { loginAs } from './helpers/session.js';
import { ledgerOf, newPlayer, vendorCaller, type VendorAnswer, type VendorCall } from './helpers/vendor.js';

/**
 * Valid turnover as the operator configures it (docs/decisions/0017-valid-turnover-policy.md): a
 * vendor marks a cash-out's win (`reason: 'CASH_OUT'`), and the `validTurnover` setting decides
 * whether cashed-out and voided rounds count, for agent contract settlement, the agents' reports
 * and the seamless turnover rewards read. On PostgreSQL the repeated cash-outs really race.
 */
const DEPOSIT = 100_000;
const GAME = 'SLOT1';
const ORDINARY = 1_000;
const CASHED_OUT = 2_000;
const VOIDED = 4_000;
const TRIALS = 30;
const AT_ONCE = 4;

describe('valid turnover: cash-outs and voided rounds as the operator counts them', () => {
  let t: TestApp;
  let call: VendorCall;
  let settings: ReturnType<typeof createSystemService>;

  beforeAll(async () => {
    t = await buildTestApp();
    call = await vendorCaller(t.app, t.database.handle.db);
    settings = createSystemService({
      repository: createSystemRepository(t.database.handle.db),
      maintenanceForce: false,
      regionCountryOverride: undefined,
      // The operators' route below changes it through the app: read the store every time.
      cacheTtlMs: 0,
    });
  });
  afterEach(async () => {
    expect(await checkLedger(t.database.handle.db)).toEqual([]);
  });
  afterAll(() => t.close());

  const db = () => t.database.handle.db;
  const ok = (answer: VendorAnswer) => {
    expect(answer.errorCode).toBeNull();
    return answer.value!;
  };
  const bet = async (player: { sessionToken: string }, roundId: string, amount: number) => {
    const transactionId = randomUUID();
    ok(
      await call('bet', {
        sessionToken: player.sessionToken,
        transactionId,
        roundId,
        gameCode: GAME,
        amount,
      }),
    );
    return transactionId;
  };
  const cashOut = (player: { playerId: string }, roundId: string, amount: number, transactionId: string) =>
    call('win', {
      playerId: player.playerId,
      transactionId,
      roundId,
      gameCode: GAME,
      amount,
      reason: 'CASH_OUT',
    });

  /** A player with one ordinary settled round, one settled by a cash-out and one voided. */
  const playerWithThreeRounds = async () => {
    const player = await newPlayer(db(), call, DEPOSIT);
    const ordinary = randomUUID();
    await bet(player, ordinary, ORDINARY);
    ok(
      await call('win', {
        playerId: player.playerId,
        transactionId: randomUUID(),
        roundId: ordinary,
        gameCode: GAME,
        amount: 0,
      }),
    );
    const cashed = randomUUID();
    await bet(player, cashed, CASHED_OUT);
    ok(await cashOut(player, cashed, 1_500, randomUUID()));
    const voided = randomUUID();
    const voidedBet = await bet(player, voided, VOIDED);
    ok(
      await call('rollback', {
        playerId: player.playerId,
        transactionId: randomUUID(),
        betTransactionId: voidedBet,
        roundId: voided,
      }),
    );
    return player;
  };

  const policyNow = () => settings.getSetting('validTurnover');
  const range = () => ({ from: new Date(Date.now() - 3_600_000), to: new Date(Date.now() + 3_600_000) });
  const reportPeriod = () => {
    const { from, to } = range();
    return { from, to, fromDay: brasiliaDay(from), toDay: brasiliaDay(to) };
  };

  /** The member's valid turnover as each reader sees it under the stored policy. */
  const turnoverSeenBy = async (memberId: string) => {
    const seamless = createSeamlessService({
      repository: createSeamlessRepository(db()),
      wallet: testWallet(db()),
      players: { nicknameOf: async () => null },
      validTurnover: policyNow,
    });
    const settlement = createSettlementRepository(db(), { validTurnover: policyNow });
    const reports = createReportsRepository(db(), { validTurnover: policyNow });
    while (((await reports.rollUp())?.memberDays ?? 0) > 0);
    const bets = await settlement.settledBets([memberId], { start: range().from, end: range().to });
    const own = await reports.ownFigures(memberId, reportPeriod());
    const team = await reports.teamFigures(memberId, reportPeriod());
    return {
      seamless: await seamless.validTurnoverOf(memberId, range()),
      settlement: bets.reduce((sum, one) => sum + one.validBet, 0),
      settlementProfitLoss: bets.reduce((sum, one) => sum + one.profitLoss, 0),
      report: own.validBet,
      reportProfitLoss: own.profitLoss,
      team: team.total.validBet,
    };
  };

  const cases: Array<[ValidTurnoverSetting, number]> = [
    [{ cashedOutRounds: true, voidedRounds: false }, ORDINARY + CASHED_OUT],
    [{ cashedOutRounds: false, voidedRounds: false }, ORDINARY],
    [{ cashedOutRounds: true, voidedRounds: true }, ORDINARY + CASHED_OUT + VOIDED],
    [{ cashedOutRounds: false, voidedRounds: true }, ORDINARY + VOIDED],
  ];

  it('counts by default an ordinary and a cashed-out round, not a voided one', async () => {
    expect(await policyNow()).toEqual({ cashedOutRounds: true, voidedRounds: false });
  });

  it.each(cases)(
    'under %j the settlement, the reports and the seamless turnover count %i',
    async (policy, expected) => {
      const player = await playerWithThreeRounds();
      await settings.updateSetting('validTurnover', policy);
      try {
        const seen = await turnoverSeenBy(player.playerId);
        expect(seen).toEqual({
          seamless: expected,
          settlement: expected,
          report: expected,
          team: expected,
          // The member's result is money, whatever counts as turnover: 0 − 1000 and 1500 − 2000.
          settlementProfitLoss: -ORDINARY + (1_500 - CASHED_OUT),
          reportProfitLoss: ORDINARY + CASHED_OUT - 1_500,
        });
      } finally {
        await settings.updateSetting('validTurnover', { cashedOutRounds: true, voidedRounds: false });
      }
    },
  );

  it('lets an operator read and change the policy (audited), and only an operator', async () => {
    const operator = await loginAs(t.app, 'operador', 'Demo2026', { portal: 'operator' });
    const read = () =>
      t.app.inject({
        method: 'GET',
        url: '/ops/settings/valid-turnover',
        headers: { authorization: operator },
      });
    expect((await read()).json().value).toEqual({ cashedOutRounds: true, voidedRounds: false });
    const player = await playerWithThreeRounds();
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/ops/settings/valid-turnover',
      headers: { authorization: operator },
      payload: { cashedOutRounds: false, voidedRounds: true },
    });
    try {
      expect(changed.json()).toMatchObject({
        success: true,
        value: { cashedOutRounds: false, voidedRounds: true },
      });
      expect((await read()).json().value).toEqual({ cashedOutRounds: false, voidedRounds: true });
      expect((await turnoverSeenBy(player.playerId)).settlement).toBe(ORDINARY + VOIDED);
      const [audit] = rowsOf<{ detail: unknown }>(
        await db().execute(
          sql`select detail from audit_event where action = 'agents.valid-turnover' order by id desc limit 1`,
        ),
      );
      expect(audit?.detail).toEqual({
        before: { cashedOutRounds: true, voidedRounds: false },
        after: { cashedOutRounds: false, voidedRounds: true },
      });
      const bad = await t.app.inject({
        method: 'PUT',
        url: '/ops/settings/valid-turnover',
        headers: { authorization: operator, language: 'EN' },
        payload: { cashedOutRounds: 'no', voidedRounds: true },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errorCode).toBe('validation-failed');
      const anonymous = await t.app.inject({
        method: 'PUT',
        url: '/ops/settings/valid-turnover',
        payload: { cashedOutRounds: true, voidedRounds: true },
      });
      expect(anonymous.json().success).toBe(false);
      expect((await read()).json().value).toEqual({ cashedOutRounds: false, voidedRounds: true });
    } finally {
      await settings.updateSetting('validTurnover', { cashedOutRounds: true, voidedRounds: false });
    }
  });

  it('refuses a policy that is not two switches', async () => {
    await expect(settings.updateSetting('validTurnover', { cashedOutRounds: 'yes' })).rejects.toMatchObject({
      code: 'validation-failed',
    });
  });

  it('records the reason on the win; the same cash-out again is a duplicate, another reason a conflict', async () => {
    const player = await newPlayer(db(), call, DEPOSIT);
    const roundId = randomUUID();
    await bet(player, roundId, CASHED_OUT);
    const winId = randomUUID();
    const first = ok(await cashOut(player, roundId, 1_500, winId));
    expect(first).toMatchObject({ balance: DEPOSIT - CASHED_OUT + 1_500, duplicate: false });
    expect(ok(await cashOut(player, roundId, 1_500, winId))).toEqual({ ...first, duplicate: true });
    const plain = await call('win', {
      playerId: player.playerId,
      transactionId: winId,
      roundId,
      gameCode: GAME,
      amount: 1_500,
    });
    expect(plain).toMatchObject({ status: 409, errorCode: 'duplicate-conflict' });
    const [row] = rowsOf<{ reason: string | null }>(
      await db().execute(sql`select reason from vendor_transaction where transaction_id = ${winId}`),
    );
    expect(row?.reason).toBe('CASH_OUT');
    expect(await ledgerOf(db(), player.playerId)).toEqual({
      balance: DEPOSIT - CASHED_OUT + 1_500,
      kinds: ['DEPOSIT', 'BET', 'WIN'],
    });

    // An ordinary win repeated as a cash-out under its id is a conflict too; an ordinary win keeps
    // no reason.
    const other = randomUUID();
    await bet(player, other, ORDINARY);
    const plainId = randomUUID();
    ok(
      await call('win', {
        playerId: player.playerId,
        transactionId: plainId,
        roundId: other,
        gameCode: GAME,
        amount: 10,
      }),
    );
    expect(await cashOut(player, other, 10, plainId)).toMatchObject({
      status: 409,
      errorCode: 'duplicate-conflict',
    });
    const [plainRow] = rowsOf<{ reason: string | null }>(
      await db().execute(sql`select reason from vendor_transaction where transaction_id = ${plainId}`),
    );
    expect(plainRow?.reason).toBeNull();
  });

  it('refuses an unknown reason as bad input, moving nothing', async () => {
    const player = await newPlayer(db(), call, DEPOSIT);
    const roundId = randomUUID();
    await bet(player, roundId, ORDINARY);
    const answer = await call('win', {
      playerId: player.playerId,
      transactionId: randomUUID(),
      roundId,
      gameCode: GAME,
      amount: 500,
      reason: 'BONUS',
    });
    expect(answer).toMatchObject({ status: 400, errorCode: 'validation-failed' });
    expect((await ledgerOf(db(), player.playerId)).balance).toBe(DEPOSIT - ORDINARY);
  });

  it(`pays a cash-out fired ${AT_ONCE} times at once exactly once (${TRIALS} trials)`, async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const player = await newPlayer(db(), call, DEPOSIT);
      const roundId = randomUUID();
      await bet(player, roundId, CASHED_OUT);
      const winId = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, () => cashOut(player, roundId, 1_700, winId)),
      );
      for (const answer of answers) expect(answer.errorCode).toBeNull();
      expect(answers.filter((answer) => answer.value?.duplicate === false)).toHaveLength(1);
      for (const answer of answers) expect(answer.value?.balance).toBe(DEPOSIT - CASHED_OUT + 1_700);
      expect(await ledgerOf(db(), player.playerId)).toEqual({
        balance: DEPOSIT - CASHED_OUT + 1_700,
        kinds: ['DEPOSIT', 'BET', 'WIN'],
      });
      const [round] = rowsOf<{ status: string; wins: string | number; cashed: string | number }>(
        await db().execute(sql`
          select r.status,
            (select count(*) from vendor_transaction w where w.round_id = r.round_id and w.type = 'win') as wins,
            (select count(*) from vendor_transaction w where w.round_id = r.round_id and w.reason = 'CASH_OUT') as cashed
          from vendor_round r where r.round_id = ${roundId}`),
      );
      expect(round).toEqual({ status: 'settled', wins: expect.anything(), cashed: expect.anything() });
      expect(Number(round!.wins)).toBe(1);
      expect(Number(round!.cashed)).toBe(1);
      const [day] = rowsOf<{ valid_bet: string | number; cashed_out_bet: string | number }>(
        await db().execute(sql`
          select valid_bet, cashed_out_bet from member_day where member_id = ${player.playerId}`),
      );
      expect(Number(day!.valid_bet)).toBe(CASHED_OUT);
      expect(Number(day!.cashed_out_bet)).toBe(CASHED_OUT);
    }
  });
});
