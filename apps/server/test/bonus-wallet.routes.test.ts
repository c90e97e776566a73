import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BONUS_CONTRIBUTIONS } from '@platform/contracts';
import { AppError, rowsOf } from '@platform/server-kit';
import { checkLedger, type BonusTerms } from '../src/modules/wallet/index.js';
import { patchSetting } from './helpers/accounts.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { fundMember, testWallet } from './helpers/money.js';
import { savePromotion } from './helpers/promotions.js';
import { loginAs } from './helpers/session.js';
import { newPlayer, vendorCaller, type VendorAnswer, type VendorCall } from './helpers/vendor.js';

/**
 * The bonus wallet (docs/promotions.md, "The bonus wallet"): bonus money kept apart from cash,
 * bets taking cash first and then bonus, wins and refunds paid back to where the stake came from,
 * wagering counted per game type and converted once, forfeits on expiry and on a withdrawal. On
 * PostgreSQL the racing cases really run side by side; on PGlite one after another.
 */
const TRIALS = 30;

type Grant = {
  id: string;
  status: string;
  wagered: number;
  required: number;
  settled_amount: number | null;
};

describe('bonus wallet', () => {
  let t: TestApp;
  let call: VendorCall;
  let slotGame: string;
  let liveGame: string;
  const db = () => t.database.handle.db;
  const wallet = () => testWallet(db());

  beforeAll(async () => {
    t = await buildTestApp();
    await patchSetting(db(), 'jurisdiction', { profile: 'OPEN' });
    call = await vendorCaller(t.app, db());
    const gameOf = async (type: string) =>
      rowsOf<{ game_code: string }>(
        await db().execute(
          sql`select game_code from catalogue_game where game_type = ${type} order by game_code limit 1`,
        ),
      )[0]!.game_code;
    slotGame = await gameOf('RNG');
    liveGame = await gameOf('LIVE');
  });
  afterEach(async () => {
    await patchSetting(db(), 'jurisdiction', { profile: 'OPEN' });
    expect(await checkLedger(db())).toEqual([]);
  });
  afterAll(() => t.close());

  const terms = (overrides: Partial<BonusTerms> = {}): BonusTerms => ({
    multiplier: 3,
    maxBet: 0,
    expiryDays: 7,
    contributions: DEFAULT_BONUS_CONTRIBUTIONS,
    ...overrides,
  });
  const grant = (playerId: string, amount: number, overrides: Partial<BonusTerms> = {}) =>
    wallet().grantBonus({
      source: `test-grant:${randomUUID()}`,
      memberId: playerId,
      amount,
      promotion: 'ADVANCE_BONUS',
      promotionCode: 'TEST',
      terms: terms(overrides),
    });
  const balancesOf = async (playerId: string) => ({
    cash: await wallet().balanceOf(playerId),
    bonus: await wallet().balanceOf(playerId, 'BONUS'),
  });
  const grantOf = async (playerId: string): Promise<Grant> =>
    rowsOf<Grant>(
      await db().execute(
        sql`select id, status, wagered::int, required::int, settled_amount::int from bonus_grant
          where member_id = ${playerId} order by created_at desc limit 1`,
      ),
    )[0]!;
  const kindsOf = async (playerId: string) =>
    rowsOf<{ kind: string }>(
      await db().execute(sql`select kind from journal_entry where member_id = ${playerId} order by id`),
    ).map((row) => row.kind);
  const ok = (answer: VendorAnswer) => {
    expect(answer.errorCode).toBeNull();
    return answer.value!;
  };
  const bet = (
    player: { sessionToken: string },
    amount: number,
    { roundId = randomUUID(), gameCode = slotGame } = {},
  ) =>
    call('bet', {
      sessionToken: player.sessionToken,
      transactionId: randomUUID(),
      roundId,
      gameCode,
      amount,
    });
  const win = (player: { playerId: string }, roundId: string, amount: number, gameCode = slotGame) =>
    call('win', { playerId: player.playerId, transactionId: randomUUID(), roundId, gameCode, amount });

  it('keeps a bonus apart from cash; the vendor sees both; a second grant is refused', async () => {
    const player = await newPlayer(db(), call, 500);
    const granted = await grant(player.playerId, 2_000);
    expect(granted.replayed).toBe(false);
    expect(await balancesOf(player.playerId)).toEqual({ cash: 500, bonus: 2_000 });
    expect(await grantOf(player.playerId)).toMatchObject({ status: 'ACTIVE', required: 6_000, wagered: 0 });
    expect(ok(await call('balance', { sessionToken: player.sessionToken })).balance).toBe(2_500);

    const second = await grant(player.playerId, 1_000).catch((error: unknown) => error);
    expect(second).toBeInstanceOf(AppError);
    expect((second as AppError).code).toBe('bonus-grant-active');
    expect(await balancesOf(player.playerId)).toEqual({ cash: 500, bonus: 2_000 });
  });

  it('takes a bet from cash first, then bonus; pays the win back in the same shares; refunds each part', async () => {
    const player = await newPlayer(db(), call, 300);
    await grant(player.playerId, 1_000);
    const roundId = randomUUID();
    // 300 cash + 700 bonus.
    expect(ok(await bet(player, 1_000, { roundId })).balance).toBe(300);
    expect(await balancesOf(player.playerId)).toEqual({ cash: 0, bonus: 300 });
    // A win of 1 001: the bonus share is floor(1 001 × 700 / 1 000) = 700, the rest cash.
    expect(ok(await win(player, roundId, 1_001)).balance).toBe(1_301);
    expect(await balancesOf(player.playerId)).toEqual({ cash: 301, bonus: 1_000 });

    const rolled = randomUUID();
    const betId = randomUUID();
    ok(
      await call('bet', {
        sessionToken: player.sessionToken,
        transactionId: betId,
        roundId: rolled,
        gameCode: slotGame,
        amount: 500,
      }),
    );
    expect(await balancesOf(player.playerId)).toEqual({ cash: 0, bonus: 801 });
    const before = (await grantOf(player.playerId)).wagered;
    ok(
      await call('rollback', {
        playerId: player.playerId,
        transactionId: randomUUID(),
        betTransactionId: betId,
      }),
    );
    expect(await balancesOf(player.playerId)).toEqual({ cash: 301, bonus: 1_000 });
    // The refunded bet no longer counts towards the wagering.
    expect((await grantOf(player.playerId)).wagered).toBe(before - 500);
  });

  it('counts each bet by its game type and converts the whole bonus to cash once the wagering is met', async () => {
    const player = await newPlayer(db(), call, 0);
    await grant(player.playerId, 750, { multiplier: 2 });
    // A live-casino bet counts 10 %.
    ok(await bet(player, 100, { gameCode: liveGame }));
    expect((await grantOf(player.playerId)).wagered).toBe(10);
    const roundId = randomUUID();
    ok(await bet(player, 500, { roundId }));
    ok(await win(player, roundId, 1_000));
    expect(await balancesOf(player.playerId)).toEqual({ cash: 0, bonus: 1_150 });
    expect((await grantOf(player.playerId)).wagered).toBe(510);
    // 510 + 1 000 passes 1 500: the bet crosses, and what is left converts to cash.
    expect(ok(await bet(player, 1_000)).balance).toBe(150);
    expect(await balancesOf(player.playerId)).toEqual({ cash: 150, bonus: 0 });
    expect(await grantOf(player.playerId)).toMatchObject({ status: 'CONVERTED', settled_amount: 150 });

    const other = await newPlayer(db(), call, 0);
    await grant(other.playerId, 1_000, { multiplier: 1 });
    ok(await bet(other, 600));
    ok(await bet(other, 400));
    expect(await grantOf(other.playerId)).toMatchObject({ status: 'CONVERTED', settled_amount: 0 });
    const winner = await newPlayer(db(), call, 0);
    await grant(winner.playerId, 1_000, { multiplier: 1 });
    const round = randomUUID();
    ok(await bet(winner, 500, { roundId: round }));
    ok(await win(winner, round, 2_000));
    ok(await bet(winner, 500));
    // 2 000 of bonus left converts to cash in one movement; later wins are cash.
    expect(await balancesOf(winner.playerId)).toEqual({ cash: 2_000, bonus: 0 });
    expect(await grantOf(winner.playerId)).toMatchObject({ status: 'CONVERTED', settled_amount: 2_000 });
    expect((await kindsOf(winner.playerId)).filter((kind) => kind === 'BONUS_CONVERT')).toHaveLength(1);
    expect(ok(await call('balance', { sessionToken: winner.sessionToken })).balance).toBe(2_000);
  });

  it('refuses a bet above the maximum while wagering, moving nothing and leaving no round', async () => {
    const player = await newPlayer(db(), call, 5_000);
    await grant(player.playerId, 1_000, { maxBet: 500 });
    const roundId = randomUUID();
    const refused = await bet(player, 501, { roundId });
    expect(refused).toMatchObject({ status: 403, errorCode: 'bonus-max-bet-exceeded' });
    const rounds = rowsOf(await db().execute(sql`select 1 from vendor_round where round_id = ${roundId}`));
    expect(rounds).toHaveLength(0);
    expect(await balancesOf(player.playerId)).toEqual({ cash: 5_000, bonus: 1_000 });
    ok(await bet(player, 500));
  });

  it('converts once when bets cross the wagering together', async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const player = await newPlayer(db(), call, 500);
      // 200 to wager: the second bet of 100 crosses; the others run before or after it.
      await grant(player.playerId, 100, { multiplier: 2 });
      const answers = await Promise.all([1, 2, 3, 4].map(() => bet(player, 100)));
      for (const answer of answers) ok(answer);
      // 500 cash + 100 converted − 400 bet.
      expect(await balancesOf(player.playerId)).toEqual({ cash: 200, bonus: 0 });
      const grantRow = await grantOf(player.playerId);
      expect(grantRow.status).toBe('CONVERTED');
      expect(grantRow.wagered).toBeGreaterThanOrEqual(200);
      const kinds = await kindsOf(player.playerId);
      expect(kinds.filter((kind) => kind === 'BONUS_CONVERT')).toHaveLength(1);
      expect(kinds.filter((kind) => kind === 'BET')).toHaveLength(4);
    }
  });

  it('forfeits on expiry once, however many runs race', async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const player = await newPlayer(db(), call, 100);
      await grant(player.playerId, 700, { expiryDays: 1 });
      ok(await bet(player, 300));
      const later = new Date(Date.now() + 2 * 86_400_000);
      const counts = await Promise.all([wallet().expireBonuses(later), wallet().expireBonuses(later)]);
      expect(counts.reduce((sum, ended) => sum + ended.length, 0)).toBe(1);
      expect(await balancesOf(player.playerId)).toEqual({ cash: 0, bonus: 0 });
      expect(await grantOf(player.playerId)).toMatchObject({
        status: 'FORFEITED_EXPIRED',
        settled_amount: 500,
      });
      expect((await kindsOf(player.playerId)).filter((kind) => kind === 'BONUS_FORFEIT')).toHaveLength(1);
      // A member without a grant bets from cash as before.
      expect((await bet(player, 1)).errorCode).toBe('insufficient-funds');
    }
  });

  it('keeps exact balances when bets race an expiry: each bet lands before the forfeit or is refused', async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const player = await newPlayer(db(), call, 0);
      await grant(player.playerId, 500, { multiplier: 50, expiryDays: 1 });
      const later = new Date(Date.now() + 2 * 86_400_000);
      const [expired, ...answers] = await Promise.all([
        wallet().expireBonuses(later),
        bet(player, 100),
        bet(player, 100),
        bet(player, 100),
      ]);
      expect(expired).toHaveLength(1);
      const taken = answers.filter((answer) => answer.errorCode === null).length;
      for (const answer of answers) {
        if (answer.errorCode !== null) expect(answer.errorCode).toBe('insufficient-funds');
      }
      expect(await balancesOf(player.playerId)).toEqual({ cash: 0, bonus: 0 });
      expect(await grantOf(player.playerId)).toMatchObject({
        status: 'FORFEITED_EXPIRED',
        settled_amount: 500 - taken * 100,
      });
      expect((await kindsOf(player.playerId)).filter((kind) => kind === 'BET')).toHaveLength(taken);
    }
  });

  it('forfeits the active grant in the transaction of a withdrawal hold, and not when the hold is refused', async () => {
    const player = await newPlayer(db(), call, 0);
    await fundMember(db(), player.playerId, 1_000, 'ADJUSTMENT');
    await grant(player.playerId, 400);
    const hold = (amount: number, check: () => Promise<void> = async () => {}) =>
      wallet().moveWhen(
        {
          idempotencyKey: `withdrawal-hold:${randomUUID()}`,
          kind: 'WITHDRAWAL_HOLD',
          memberId: player.playerId,
          legs: [
            { account: { member: player.playerId }, amount: -amount },
            { account: { house: 'PENDING_WITHDRAWAL' }, amount },
          ],
        },
        check,
        { forfeitBonusOf: player.playerId },
      );
    // A hold refused (more than the cash) keeps the bonus.
    const refused = await hold(5_000).catch((error: unknown) => error);
    expect((refused as AppError).code).toBe('insufficient-funds');
    expect(await balancesOf(player.playerId)).toEqual({ cash: 1_000, bonus: 400 });
    expect((await grantOf(player.playerId)).status).toBe('ACTIVE');

    await hold(600);
    expect(await balancesOf(player.playerId)).toEqual({ cash: 400, bonus: 0 });
    expect(await grantOf(player.playerId)).toMatchObject({
      status: 'FORFEITED_WITHDRAWAL',
      settled_amount: 400,
    });
  });

  it('pays a wagered promotion into the BONUS wallet with a grant; nothing in the BR profile', async () => {
    const operator = await loginAs(t.app, 'operador', 'Demo2026', { portal: 'operator' });
    const member = await loginAs(t.app, 'jogador2', '123456');
    const id = await savePromotion(t.app, operator, {
      entry: 'CLAIM',
      rewardAmount: 1_500,
      wageringMultiplier: 5,
      maxBetWhileWagering: 1_000,
      expiryDays: 3,
      contributions: { RNG: 100, LIVE: 20 },
    });
    const balance = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/wps/v2/wallets/balance',
          headers: { authorization: member, language: 'PT' },
        })
      ).json().value as { balance: number; bonus: number };
    const before = await balance();

    await patchSetting(db(), 'jurisdiction', { profile: 'BR' });
    const claimBr = await t.app.inject({
      method: 'POST',
      url: '/wps/promotions/claim',
      payload: { id },
      headers: { authorization: member, language: 'PT' },
    });
    expect(claimBr.json().success).toBe(false);
    expect(await balance()).toEqual(before);

    await patchSetting(db(), 'jurisdiction', { profile: 'OPEN' });
    const claimed = await t.app.inject({
      method: 'POST',
      url: '/wps/promotions/claim',
      payload: { id },
      headers: { authorization: member, language: 'PT' },
    });
    expect(claimed.json()).toMatchObject({
      success: true,
      value: { status: 'CLAIMED', wageringMultiplier: 5 },
    });
    expect(await balance()).toEqual({ ...before, bonus: before.bonus + 1_500 });
    const details = (
      await t.app.inject({
        method: 'GET',
        url: '/wps/member/bonus',
        headers: { authorization: member, language: 'PT' },
      })
    ).json().value;
    expect(details).toMatchObject({
      balance: 1_500,
      active: {
        amount: 1_500,
        required: 7_500,
        wagered: 0,
        maxBet: 1_000,
        status: 'ACTIVE',
        contributions: { RNG: 100, LIVE: 20 },
      },
      history: [],
    });
    const expiresIn = Date.parse(details.active.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(2.9 * 86_400_000);
    expect(expiresIn).toBeLessThanOrEqual(3 * 86_400_000);

    for (const bad of [
      { wageringMultiplier: -1 },
      { wageringMultiplier: 1.5 },
      { contributions: { SLOTS: 100 } },
      { contributions: { RNG: 101 } },
      { expiryDays: 0 },
    ]) {
      await expect(savePromotion(t.app, operator, bad)).rejects.toThrow(/validation-failed/u);
    }
  });
});
