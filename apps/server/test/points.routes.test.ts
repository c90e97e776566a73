import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '@platform/server-kit';
import { auditEvent, member, pointEntry, pointRedeem, pointReward } from '../src/tables.js';
import { hashPassword } from '../src/modules/accounts/password.js';
import {
  createPointsRepository,
  createPointsService,
  EARN_SETTLE_MS,
  type PointsRepository,
} from '../src/modules/points/index.js';
import { createSeamlessRepository, createSeamlessService } from '../src/modules/seamless/index.js';
import { checkLedger } from '../src/modules/wallet/index.js';
import { patchSetting } from './helpers/accounts.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { testWallet } from './helpers/money.js';
import { loginAs, sendEncrypted, trialToken } from './helpers/session.js';
import { newPlayer, vendorCaller, type VendorCall } from './helpers/vendor.js';

const PAYMENT_PASSWORD = '135790';

describe('points mall: balance, catalogue, redeems, conversions, history, decisions, earning', () => {
  let t: TestApp;
  let points: PointsRepository;
  let operator: string;
  let hashes: { login: string; payment: string };
  let goodsId: string;
  let cheapGoodsId: string;

  const db = () => t.database.handle.db;

  beforeAll(async () => {
    t = await buildTestApp();
    // Conversion to cash is what the BR profile leaves out (its own test below); goods stay.
    await patchSetting(db(), 'jurisdiction', { profile: 'OPEN' });
    points = createPointsRepository(db());
    operator = await loginAs(t.app, 'operador', 'Demo2026', { portal: 'operator' });
    hashes = { login: await hashPassword('Teste2026'), payment: await hashPassword(PAYMENT_PASSWORD) };
    const goods = await db().select().from(pointReward).where(eq(pointReward.kind, 'GOODS'));
    goodsId = goods.find((row) => row.points === 5_000)!.id;
    const [cheap] = await db()
      .insert(pointReward)
      .values({
        kind: 'GOODS',
        names: { PT: 'Chaveiro', EN: 'Key ring', CN: '钥匙扣' },
        points: 100,
        available: 100_000,
      })
      .returning();
    cheapGoodsId = cheap!.id;
  });
  afterEach(async () => {
    expect(await checkLedger(db())).toEqual([]);
  });
  afterAll(() => t.close());

  /** A new member who can log in and has a payment password: id and token. */
  const newMember = async (withPaymentPassword = true) => {
    const account = `pm${randomUUID().slice(0, 10)}`;
    const [row] = await db()
      .insert(member)
      .values({
        account,
        nickname: account,
        passwordHash: hashes.login,
        paymentPasswordHash: withPaymentPassword ? hashes.payment : null,
      })
      .returning();
    return { id: row!.id, token: await loginAs(t.app, account, 'Teste2026') };
  };
  const grant = (memberId: string, amount: number) =>
    points.earn([{ memberId, sourceKey: `test:${randomUUID()}`, points: amount }], null);
  const relay = (token: string, action: string, body: object = {}, language = 'EN') =>
    t.app.inject({
      method: 'POST',
      url: `/wps/relay/${action}`,
      payload: body,
      headers: { authorization: token, language },
    });
  const encrypted = (token: string, action: string, body: object, language = 'EN') =>
    sendEncrypted(t.app, {
      method: 'POST',
      url: `/wps/relay/${action}`,
      body,
      headers: { authorization: token, language },
    });
  const convert = (token: string, amount: number, extra: object = {}) =>
    encrypted(token, 'convertPoint', {
      requestId: randomUUID(),
      points: amount,
      paymentPassword: PAYMENT_PASSWORD,
      ...extra,
    });
  const redeem = (token: string, rewardId: string, extra: object = {}) =>
    encrypted(token, 'MCS2_redeemPointReward', {
      requestId: randomUUID(),
      rewardId,
      quantity: 1,
      receivingAddress: 'Rua das Flores 10, São Paulo SP, 01000-000',
      paymentPassword: PAYMENT_PASSWORD,
      ...extra,
    });
  const decide = (id: string, decision: 'APPROVE' | 'REJECT') =>
    t.app.inject({
      method: 'POST',
      url: '/ops/points/redeems/decide',
      payload: { id, decision },
      headers: { authorization: operator },
    });
  const pointsOf = (memberId: string) => points.balanceOf(memberId);
  const cashOf = (memberId: string) => testWallet(db()).balanceOf(memberId);
  const conversionsOf = async (memberId: string) =>
    Number(
      rowsOf<{ n: string | number }>(
        await db().execute(
          sql`select count(*) as n from journal_entry where member_id = ${memberId} and kind = 'POINTS_CONVERSION'`,
        ),
      )[0]!.n,
    );
  const answerOf = (response: { json(): { errorCode: string | null } }) => response.json().errorCode ?? 'ok';

  it('answers the balance, the rules and the catalogue in the request language', async () => {
    const ana = await newMember();
    await grant(ana.id, 1_234);
    const balance = await relay(ana.token, 'MCS2_getPointBalance');
    expect(balance.json().value).toEqual({
      point: 1_234,
      cashValue: 1_234,
      config: { turnoverPerPoint: 1_000, cashPerPoint: 1, minConvertPoints: 100 },
      convertible: true,
    });
    expect((await relay(ana.token, 'getPointConfig')).json().value).toEqual({
      turnoverPerPoint: 1_000,
      cashPerPoint: 1,
      minConvertPoints: 100,
    });
    const pt = (await relay(ana.token, 'getPointReward', {}, 'PT')).json().value.list;
    expect(pt[0]).toMatchObject({
      kind: 'CASH',
      name: 'Saldo em dinheiro',
      points: 100,
      cash: 100,
      available: null,
    });
    const zh = (await relay(ana.token, 'getPointReward', {}, 'CN')).json().value.list;
    expect(zh.find((item: { id: string }) => item.id === goodsId).name).toBe('Sorte Grande T恤');
  });

  it('converts nothing to cash where the profile lets only play put money in the wallet (BR); goods stay', async () => {
    const ana = await newMember();
    await grant(ana.id, 500);
    await patchSetting(db(), 'jurisdiction', { profile: 'BR' });
    try {
      expect((await relay(ana.token, 'MCS2_getPointBalance')).json().value).toMatchObject({
        point: 500,
        convertible: false,
      });
      const list = (await relay(ana.token, 'getPointReward')).json().value.list as Array<{ kind: string }>;
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((item) => item.kind === 'GOODS')).toBe(true);
      const answers = await Promise.all(
        ['PT', 'EN', 'CN'].map(async (language) =>
          (
            await encrypted(
              ana.token,
              'convertPoint',
              { requestId: randomUUID(), points: 100, paymentPassword: PAYMENT_PASSWORD },
              language,
            )
          ).json(),
        ),
      );
      for (const answer of answers)
        expect(answer).toMatchObject({ success: false, errorCode: 'feature-unavailable' });
      expect(new Set(answers.map((answer) => answer.message)).size).toBe(3);
      expect(await pointsOf(ana.id)).toBe(500);
      expect(await cashOf(ana.id)).toBe(0);
      expect(answerOf(await redeem(ana.token, cheapGoodsId))).toBe('ok');
      expect(await pointsOf(ana.id)).toBe(400);
    } finally {
      await patchSetting(db(), 'jurisdiction', { profile: 'OPEN' });
    }
  });

  it('refuses visitors and trial accounts on every points call', async () => {
    const trial = await trialToken(t.app);
    for (const action of [
      'MCS2_getPointBalance',
      'getPointReward',
      'getRedeemPointList',
      'getPointConfig',
      'ODSFE2_MemTransDet',
    ]) {
      expect((await relay(trial, action)).json().errorCode).toBe('in-need-true-account');
      const anonymous = await t.app.inject({ method: 'POST', url: `/wps/relay/${action}`, payload: {} });
      expect(anonymous.statusCode).toBe(401);
    }
    expect(answerOf(await convert(trial, 100))).toBe('in-need-true-account');
    expect(answerOf(await redeem(trial, goodsId))).toBe('in-need-true-account');
  });

  it('converts points to cash once per request id, with the ledger entry and the audit', async () => {
    const ana = await newMember();
    await grant(ana.id, 500);
    const requestId = randomUUID();
    const first = await convert(ana.token, 300, { requestId });
    expect(first.json().value).toMatchObject({
      point: 200,
      balance: 300,
      redeem: { kind: 'CASH', points: 300, cash: 300, status: 'APPROVED', quantity: 1 },
    });
    const again = await convert(ana.token, 300, { requestId });
    expect(again.json().value.redeem.id).toBe(first.json().value.redeem.id);
    expect(await pointsOf(ana.id)).toBe(200);
    expect(await cashOf(ana.id)).toBe(300);
    expect(await conversionsOf(ana.id)).toBe(1);
    const audited = await db()
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.action, 'points.convert'), eq(auditEvent.memberId, ana.id)));
    expect(audited.map((row) => row.result)).toEqual(['ok']);
    // The member's transaction records show it by its kind.
    const today = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
    const records = await t.app.inject({
      method: 'GET',
      url: `/wps/member/records/transactions?kind=POINTS_CONVERSION&from=${today}&to=${today}`,
      headers: { authorization: ana.token },
    });
    expect(records.json().value.content).toMatchObject([{ kind: 'POINTS_CONVERSION', amount: 300 }]);
  });

  it('refuses bad conversions with a translated message and changes nothing', async () => {
    const ana = await newMember();
    await grant(ana.id, 150);
    const below = await convert(ana.token, 99);
    expect(below.json()).toMatchObject({
      errorCode: 'validation-failed',
      value: { fields: [{ field: 'points', message: 'Convert at least 100 points.' }] },
    });
    const belowPt = await encrypted(
      ana.token,
      'convertPoint',
      { requestId: randomUUID(), points: 99, paymentPassword: PAYMENT_PASSWORD },
      'PT',
    );
    expect(belowPt.json().value.fields[0].message).toBe('Converta pelo menos 100 pontos.');
    const tooMany = await convert(ana.token, 200);
    expect(tooMany.json()).toMatchObject({ errorCode: 'insufficient-points', value: { point: 150 } });
    expect(tooMany.json().message).toBe('You do not have enough points for this redeem.');
    const zh = await encrypted(
      ana.token,
      'convertPoint',
      { requestId: randomUUID(), points: 200, paymentPassword: PAYMENT_PASSWORD },
      'CN',
    );
    expect(zh.json().message).toBe('您的积分不足以完成此兑换。');
    expect(answerOf(await convert(ana.token, 100, { paymentPassword: '000000' }))).toBe(
      'incorrect-payment-password',
    );
    expect(answerOf(await convert(ana.token, 1.5))).toBe('validation-failed');
    expect(answerOf(await convert(ana.token, 100, { requestId: 'nope' }))).toBe('validation-failed');
    const noPassword = await newMember(false);
    await grant(noPassword.id, 500);
    expect(answerOf(await convert(noPassword.token, 100))).toBe('payment-password-not-set');
    expect(await pointsOf(ana.id)).toBe(150);
    expect(await pointsOf(noPassword.id)).toBe(500);
    expect(await cashOf(ana.id)).toBe(0);
  });

  it('locks the payment password after five wrong guesses, whatever the points', async () => {
    const ana = await newMember();
    await grant(ana.id, 1_000);
    const wrong = await Promise.all(
      Array.from({ length: 8 }, () => convert(ana.token, 100, { paymentPassword: '000000' })),
    );
    const answers = wrong.map(answerOf);
    expect(answers.filter((answer) => answer === 'incorrect-payment-password').length).toBeLessThanOrEqual(5);
    expect(answers).toContain('too-many-requests');
    expect(answerOf(await convert(ana.token, 100))).toBe('too-many-requests');
    expect(await pointsOf(ana.id)).toBe(1_000);
  });

  it('redeems goods In Process with the address; refuses a missing address, an unknown or cash reward, no stock', async () => {
    const ana = await newMember();
    await grant(ana.id, 12_000);
    const noAddress = await redeem(ana.token, goodsId, { receivingAddress: '  ' });
    expect(noAddress.json()).toMatchObject({
      errorCode: 'validation-failed',
      value: { fields: [{ field: 'receivingAddress', message: 'Input cannot be empty' }] },
    });
    expect(answerOf(await redeem(ana.token, randomUUID()))).toBe('point-reward-not-found');
    const [cash] = await db().select().from(pointReward).where(eq(pointReward.kind, 'CASH'));
    expect(answerOf(await redeem(ana.token, cash!.id))).toBe('point-reward-not-found');
    expect(answerOf(await redeem(ana.token, goodsId, { quantity: 0 }))).toBe('validation-failed');
    const done = await redeem(ana.token, goodsId, { quantity: 2 });
    expect(done.json().value).toMatchObject({
      point: 2_000,
      balance: null,
      redeem: {
        kind: 'GOODS',
        rewardName: 'Sorte Grande T-shirt',
        quantity: 2,
        points: 10_000,
        cash: null,
        status: 'IN_PROCESS',
        receivingAddress: 'Rua das Flores 10, São Paulo SP, 01000-000',
      },
    });
    const [left] = await db().select().from(pointReward).where(eq(pointReward.id, goodsId));
    const [few] = await db()
      .insert(pointReward)
      .values({ kind: 'GOODS', names: { PT: 'Raro', EN: 'Rare', CN: '稀有' }, points: 10, available: 1 })
      .returning();
    expect(answerOf(await redeem(ana.token, few!.id, { quantity: 2 }))).toBe('point-reward-sold-out');
    expect(left!.available).toBe(48);
    expect(await pointsOf(ana.id)).toBe(2_000);
  });

  it('lists redeems and points history in pages, newest first, only the caller', async () => {
    const ana = await newMember();
    const bia = await newMember();
    await grant(ana.id, 10_000);
    await grant(bia.id, 10_000);
    await redeem(ana.token, cheapGoodsId);
    await convert(ana.token, 200);
    await convert(bia.token, 100);
    const list = await relay(ana.token, 'getRedeemPointList', { page: 1, pageSize: 1 });
    expect(list.json().value).toMatchObject({ page: 1, pageSize: 1, total: 2 });
    expect(list.json().value.list[0]).toMatchObject({ kind: 'CASH', points: 200, status: 'APPROVED' });
    const second = await relay(ana.token, 'getRedeemPointList', { page: 2, pageSize: 1 });
    expect(second.json().value.list[0]).toMatchObject({ kind: 'GOODS', status: 'IN_PROCESS' });
    const history = await relay(ana.token, 'ODSFE2_MemTransDet', {});
    expect(history.json().value.total).toBe(3);
    expect(
      history
        .json()
        .value.list.map((entry: { kind: string; points: number; balance: number }) => [
          entry.kind,
          entry.points,
          entry.balance,
        ]),
    ).toEqual([
      ['CONVERT', -200, 9_700],
      ['REDEEM', -100, 9_900],
      ['EARN', 10_000, 10_000],
    ]);
    expect(answerOf(await relay(ana.token, 'ODSFE2_MemTransDet', { pageSize: 51 }))).toBe(
      'validation-failed',
    );
    expect(answerOf(await relay(ana.token, 'getRedeemPointList', { page: 0 }))).toBe('validation-failed');
  });

  it('lets an operator approve or reject a goods redeem once; a rejection gives the points and stock back', async () => {
    const ana = await newMember();
    await grant(ana.id, 200);
    const first = (await redeem(ana.token, cheapGoodsId)).json().value.redeem.id as string;
    const second = (await redeem(ana.token, cheapGoodsId)).json().value.redeem.id as string;
    expect(await pointsOf(ana.id)).toBe(0);
    expect((await decide(first, 'APPROVE')).json().value.redeem.status).toBe('APPROVED');
    expect((await decide(second, 'REJECT')).json().value.redeem.status).toBe('REJECTED');
    expect(await pointsOf(ana.id)).toBe(100);
    expect((await decide(second, 'REJECT')).json()).toMatchObject({
      errorCode: 'point-redeem-decided',
      value: { status: 'REJECTED' },
    });
    expect(answerOf(await decide(first, 'REJECT'))).toBe('point-redeem-decided');
    expect(answerOf(await decide(randomUUID(), 'APPROVE'))).toBe('point-redeem-not-found');
    expect(await pointsOf(ana.id)).toBe(100);
    // Members may not decide.
    const asMember = await t.app.inject({
      method: 'POST',
      url: '/ops/points/redeems/decide',
      payload: { id: first, decision: 'APPROVE' },
      headers: { authorization: ana.token },
    });
    expect(asMember.statusCode).toBe(403);
    const audited = await db().select().from(auditEvent).where(eq(auditEvent.action, 'points.decide'));
    expect(
      audited
        .filter((row) => row.detail.id === second)
        .map((row) => row.result)
        .sort(),
    ).toEqual(['ok', 'refused']);
  });

  it('lets operators change the rules, validated and audited', async () => {
    const put = (body: object, token = operator) =>
      t.app.inject({
        method: 'PUT',
        url: '/ops/points/config',
        payload: body,
        headers: { authorization: token },
      });
    expect(answerOf(await put({ turnoverPerPoint: 0, cashPerPoint: 1, minConvertPoints: 1 }))).toBe(
      'validation-failed',
    );
    const ana = await newMember();
    expect(
      (await put({ turnoverPerPoint: 500, cashPerPoint: 2, minConvertPoints: 50 }, ana.token)).statusCode,
    ).toBe(403);
    try {
      const changed = await put({ turnoverPerPoint: 500, cashPerPoint: 2, minConvertPoints: 50 });
      expect(changed.json().value).toEqual({ turnoverPerPoint: 500, cashPerPoint: 2, minConvertPoints: 50 });
      await grant(ana.id, 60);
      expect((await convert(ana.token, 50)).json().value).toMatchObject({ point: 10, balance: 100 });
    } finally {
      await put({ turnoverPerPoint: 1_000, cashPerPoint: 1, minConvertPoints: 100 });
    }
  });

  describe('at once', () => {
    it('four redeems and conversions at once with points for two: exactly two pass (30 trials)', async () => {
      const ana = await newMember();
      let converted = 0;
      let redeemed = 0;
      for (let trial = 1; trial <= 30; trial += 1) {
        await grant(ana.id, 250 - (await pointsOf(ana.id)));
        const kinds = ['convert', 'redeem', 'convert', 'convert'] as const;
        const answers = await Promise.all(
          kinds.map((kind) =>
            kind === 'convert' ? convert(ana.token, 100) : redeem(ana.token, cheapGoodsId),
          ),
        );
        const outcomes = answers.map(answerOf);
        expect([...outcomes].sort()).toEqual(['insufficient-points', 'insufficient-points', 'ok', 'ok']);
        outcomes.forEach((outcome, index) => {
          if (outcome !== 'ok') return;
          if (kinds[index] === 'convert') converted += 1;
          else redeemed += 1;
        });
        expect(await pointsOf(ana.id)).toBe(50);
        expect(await cashOf(ana.id)).toBe(100 * converted);
        expect(await conversionsOf(ana.id)).toBe(converted);
      }
      const redeems = await db().select().from(pointRedeem).where(eq(pointRedeem.memberId, ana.id));
      expect(redeems.filter((row) => row.kind === 'CASH').length).toBe(converted);
      expect(redeems.filter((row) => row.kind === 'GOODS').length).toBe(redeemed);
      expect(converted + redeemed).toBe(60);
      const history = await db().select().from(pointEntry).where(eq(pointEntry.memberId, ana.id));
      expect(history.filter((row) => row.kind === 'CONVERT').length).toBe(converted);
      expect(history.reduce((sum, row) => sum + row.points, 0)).toBe(50);
    });

    it('the same conversion request four times at once pays once (30 trials)', async () => {
      const ana = await newMember();
      await grant(ana.id, 30 * 100);
      for (let trial = 1; trial <= 30; trial += 1) {
        const requestId = randomUUID();
        const answers = await Promise.all(
          Array.from({ length: 4 }, () => convert(ana.token, 100, { requestId })),
        );
        expect(answers.map(answerOf)).toEqual(['ok', 'ok', 'ok', 'ok']);
        expect(new Set(answers.map((answer) => answer.json().value.redeem.id)).size).toBe(1);
        expect(await pointsOf(ana.id)).toBe(3_000 - 100 * trial);
        expect(await cashOf(ana.id)).toBe(100 * trial);
        expect(await conversionsOf(ana.id)).toBe(trial);
      }
    });

    it('approve and reject of one goods redeem at once: one decides, points back at most once (30 trials)', async () => {
      const ana = await newMember();
      let rejected = 0;
      for (let trial = 1; trial <= 30; trial += 1) {
        await grant(ana.id, 100 - (await pointsOf(ana.id)));
        const id = (await redeem(ana.token, cheapGoodsId)).json().value.redeem.id as string;
        expect(await pointsOf(ana.id)).toBe(0);
        const answers = await Promise.all([
          decide(id, 'APPROVE'),
          decide(id, 'REJECT'),
          decide(id, 'REJECT'),
        ]);
        const outcomes = answers.map(answerOf);
        expect(outcomes.filter((outcome) => outcome === 'ok').length).toBe(1);
        expect(outcomes.filter((outcome) => outcome === 'point-redeem-decided').length).toBe(2);
        const [row] = await db().select().from(pointRedeem).where(eq(pointRedeem.id, id));
        if (row!.status === 'REJECTED') rejected += 1;
        expect(await pointsOf(ana.id)).toBe(row!.status === 'REJECTED' ? 100 : 0);
        const refunds = await db()
          .select()
          .from(pointEntry)
          .where(and(eq(pointEntry.memberId, ana.id), eq(pointEntry.kind, 'REFUND')));
        expect(refunds.length).toBe(rejected);
      }
    });
  });

  describe('earning on valid bets', () => {
    let call: VendorCall;
    beforeAll(async () => {
      call = await vendorCaller(t.app, db());
    });
    const service = () => {
      const seamless = createSeamlessService({
        repository: createSeamlessRepository(db()),
        wallet: testWallet(db()),
        players: { nicknameOf: async () => null },
      });
      return createPointsService({
        repository: points,
        audit: { record: async () => undefined },
        countedRoundsClosed: (range, limit) => seamless.countedRoundsClosed(range, limit),
        verifyPaymentPassword: async () => undefined,
        mayConvertToCash: async () => true,
        planMovement: (input) => testWallet(db()).plan(input),
        // Past the wait for late commits, so the rounds just closed are read.
        now: () => new Date(Date.now() + EARN_SETTLE_MS + 1_000),
      });
    };
    const playRound = async (player: { playerId: string; sessionToken: string }, stake: number, win = 0) => {
      const roundId = randomUUID();
      const bet = await call('bet', {
        sessionToken: player.sessionToken,
        transactionId: randomUUID(),
        roundId,
        gameCode: 'SLOT1',
        amount: stake,
      });
      expect(bet.errorCode).toBeNull();
      const won = await call('win', {
        playerId: player.playerId,
        transactionId: randomUUID(),
        roundId,
        gameCode: 'SLOT1',
        amount: win,
      });
      expect(won.errorCode).toBeNull();
      return roundId;
    };

    it('credits each settled round floor(valid bet / R$ 10) points once, however many runs', async () => {
      const player = await newPlayer(db(), call, 100_000);
      await playRound(player, 2_500, 1_000);
      await playRound(player, 999);
      await playRound(player, 10_000, 30_000);
      const open = randomUUID();
      await call('bet', {
        sessionToken: player.sessionToken,
        transactionId: randomUUID(),
        roundId: open,
        gameCode: 'SLOT1',
        amount: 5_000,
      });
      const runs = await Promise.all([service().earn(), service().earn(), service().earn()]);
      expect(runs.reduce((sum, credited) => sum + credited, 0)).toBe(2);
      expect(await service().earn()).toBe(0);
      // 2 points for R$ 25, none for R$ 9.99, 10 for R$ 100; the open round none yet.
      expect(await pointsOf(player.playerId)).toBe(12);
      const entries = await db().select().from(pointEntry).where(eq(pointEntry.memberId, player.playerId));
      expect(entries.map((row) => row.points).sort((a, b) => a - b)).toEqual([2, 10]);
      // The open round settles: it earns on the next run, once.
      await call('win', {
        playerId: player.playerId,
        transactionId: randomUUID(),
        roundId: open,
        gameCode: 'SLOT1',
        amount: 0,
      });
      await Promise.all([service().earn(), service().earn()]);
      expect(await pointsOf(player.playerId)).toBe(17);
    });
  });
});
