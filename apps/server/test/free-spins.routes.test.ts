import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '@platform/server-kit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bonusMayCredit, PROFILES } from '../src/modules/jurisdiction/index.js';
import { checkLedger, createWalletRepository, createWalletService } from '../src/modules/wallet/index.js';
import { createSeamlessRepository, createSeamlessService } from '../src/modules/seamless/index.js';
import { catalogueGame } from '../src/tables.js';
import { patchSetting } from './helpers/accounts.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { testWallet } from './helpers/money.js';
import { savePromotion } from './helpers/promotions.js';
import { loginAs } from './helpers/session.js';
import {
  newPlayer,
  openStudioGame,
  sitePlayer,
  vendorCaller,
  type VendorAnswer,
  type VendorCall,
} from './helpers/vendor.js';

/**
 * Free spins (docs/decisions/0020-free-spins.md): a FREE_SPINS promotion opens one grant per
 * application (never in BR); the vendor sees the spins in authenticate and balance; a spin is a
 * bet the house BONUS account pays, refused once none is left, at another bet, on another game or
 * after expiry; its win is cash; a rollback gives the spin back once. On PostgreSQL the racing
 * spins really run side by side; on PGlite one after another.
 */
const TRIALS = 6;
const BET = 100;

type GrantRow = { id: string; status: string; remaining: number; spins_total: number };

describe('free spins', () => {
  let t: TestApp;
  let call: VendorCall;
  let operator: string;
  let slotGame: string;
  let otherSlot: string;
  let liveGame: string;
  const db = () => t.database.handle.db;
  const wallet = () => testWallet(db());

  beforeAll(async () => {
    t = await buildTestApp();
    call = await vendorCaller(t.app, db());
    await patchSetting(db(), 'jurisdiction', { profile: 'OPEN' });
    operator = await loginAs(t.app, 'operador', 'Demo2026', { portal: 'operator' });
    const gamesOf = async (gameType: string) =>
      (
        await db()
          .select({ gameCode: catalogueGame.gameCode })
          .from(catalogueGame)
          .where(eq(catalogueGame.gameType, gameType))
          .orderBy(catalogueGame.gameCode)
          .limit(2)
      ).map((row) => row.gameCode);
    [slotGame, otherSlot] = (await gamesOf('RNG')) as [string, string];
    [liveGame] = (await gamesOf('LIVE')) as [string];
  });
  afterEach(async () => {
    await patchSetting(db(), 'jurisdiction', { profile: 'OPEN' });
    expect(await checkLedger(db())).toEqual([]);
  });
  afterAll(() => t.close());

  const ok = (answer: VendorAnswer) => {
    expect(answer.errorCode).toBeNull();
    return answer.value!;
  };
  const claim = (id: string, token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/promotions/claim',
      payload: { id },
      headers: { authorization: token, language: 'EN' },
    });
  const freeSpinsPromotion = (overrides: Record<string, unknown> = {}) =>
    savePromotion(t.app, operator, {
      entry: 'CLAIM',
      rewardType: 'FREE_SPINS',
      rewardGame: slotGame,
      rewardAmount: 5,
      rewardBet: BET,
      ...overrides,
    });
  /** A member with cash who opened the slot: a session on it. */
  const slotPlayer = async (deposit = 1_000) => {
    const made = await newPlayer(db(), call, deposit, { opensGame: false });
    return { ...made, sessionToken: await openStudioGame(db(), call, made.playerId, slotGame) };
  };
  const grantTo = async (playerId: string, spins = 5, gameCode = slotGame) =>
    (
      await wallet().grantFreeSpins({
        source: `test-free-spins:${randomUUID()}`,
        memberId: playerId,
        gameCode,
        spins,
        bet: BET,
        promotion: 'ADVANCE_BONUS',
        promotionCode: 'TEST-SPINS',
        expiryDays: 3,
      })
    ).grantId;
  const grantOf = async (id: string): Promise<GrantRow> =>
    rowsOf<GrantRow>(
      await db().execute(
        sql`select id, status, remaining, spins_total from free_spin_grant where id = ${id}`,
      ),
    )[0]!;
  const grantsOf = async (playerId: string) =>
    rowsOf<GrantRow>(
      await db().execute(
        sql`select id, status, remaining, spins_total from free_spin_grant where member_id = ${playerId}`,
      ),
    );
  /** What the house BONUS account holds over its buckets. */
  const houseBonus = async () =>
    Number(
      rowsOf<{ total: string | number }>(
        await db().execute(
          sql`select coalesce(sum(balance), 0) as total from ledger_account where house_code = 'BONUS'`,
        ),
      )[0]!.total,
    );
  const roundsOf = async (playerId: string) =>
    Number(
      rowsOf<{ n: string | number }>(
        await db().execute(sql`select count(*) as n from vendor_round where member_id = ${playerId}`),
      )[0]!.n,
    );
  const spin = (
    player: { sessionToken: string },
    grantId: string,
    { amount = BET, gameCode = slotGame, roundId = randomUUID(), transactionId = randomUUID() } = {},
  ) =>
    call('bet', {
      sessionToken: player.sessionToken,
      transactionId,
      roundId,
      gameCode,
      amount,
      freeSpinGrantId: grantId,
    });

  it('opens one grant per application, which the vendor sees; none in BR', async () => {
    const id = await freeSpinsPromotion();
    const who = await sitePlayer(t.app, db(), call);
    const answers = await Promise.all(Array.from({ length: 4 }, () => claim(id, who.token)));
    expect(answers.filter((answer) => answer.json().success)).toHaveLength(1);
    const [grant] = await grantsOf(who.playerId);
    expect(await grantsOf(who.playerId)).toHaveLength(1);
    expect(grant).toMatchObject({ status: 'ACTIVE', remaining: 5, spins_total: 5 });

    const session = await openStudioGame(db(), call, who.playerId, slotGame);
    const freeSpins = { grantId: grant!.id, remaining: 5, bet: BET };
    expect((await call('balance', { sessionToken: session })).value).toMatchObject({ freeSpins });
    // Another game's session does not carry them.
    expect((await call('balance', { sessionToken: who.sessionToken })).value).not.toHaveProperty('freeSpins');
    const bonus = (
      await t.app.inject({ method: 'GET', url: '/wps/member/bonus', headers: { authorization: who.token } })
    ).json().value;
    expect(bonus.freeSpins).toMatchObject([{ id: grant!.id, gameCode: slotGame, remaining: 5, bet: BET }]);
    // Named from the catalogue, with the node its game page opens.
    expect(bonus.freeSpins[0].nodeId).toMatch(/^\d+$/u);
    expect(bonus.freeSpins[0].gameName).not.toBe('');

    await patchSetting(db(), 'jurisdiction', { profile: 'BR' });
    const brPlayer = await sitePlayer(t.app, db(), call);
    expect((await claim(id, brPlayer.token)).json().success).toBe(false);
    // The wallet refuses it where the profile gives no bonus, whoever asks.
    const refused = await createWalletService({
      repository: createWalletRepository(db()),
      isEligibleToBet: async () => true,
      mayCreditBonus: async (promotion) => bonusMayCredit(PROFILES.BR, promotion),
    })
      .grantFreeSpins({
        source: `br:${randomUUID()}`,
        memberId: brPlayer.playerId,
        gameCode: slotGame,
        spins: 3,
        bet: BET,
        promotion: 'ADVANCE_BONUS',
        promotionCode: 'BR',
        expiryDays: 1,
      })
      .catch((error: { code?: string }) => error.code);
    expect(refused).toBe('feature-unavailable');
    expect(await grantsOf(brPlayer.playerId)).toHaveLength(0);
  });

  it('refuses bad free-spin promotions at configuration', async () => {
    const refusal = async (overrides: Record<string, unknown>) =>
      savePromotion(t.app, operator, {
        entry: 'CLAIM',
        rewardType: 'FREE_SPINS',
        rewardGame: slotGame,
        rewardAmount: 5,
        rewardBet: BET,
        ...overrides,
      }).catch((error: Error) => JSON.parse(error.message.replace('promotion not saved: ', '')));
    const wagered = await refusal({ wageringMultiplier: 2 });
    expect(wagered.errorCode).toBe('validation-failed');
    expect(JSON.stringify(wagered.value)).toContain('wageringMultiplier');
    expect((await refusal({ rewardBet: 0 })).errorCode).toBe('validation-failed');
    expect((await refusal({ rewardAmount: 201 })).errorCode).toBe('validation-failed');
    expect((await refusal({ rewardGame: liveGame })).errorCode).toBe('free-spin-game-not-found');
    expect((await refusal({ rewardGame: 'NO-SUCH-SLOT' })).errorCode).toBe('free-spin-game-not-found');
  });

  it('pays spins from the house, refuses the wrong bet, game, member or time, and pays wins as cash', async () => {
    const player = await slotPlayer(1_000);
    const grantId = await grantTo(player.playerId, 2);
    const house = await houseBonus();

    expect((await spin(player, grantId, { amount: BET + 1 })).errorCode).toBe('free-spin-bet-mismatch');
    expect((await spin(player, grantId, { gameCode: otherSlot })).errorCode).toBe('free-spins-exhausted');
    const stranger = await slotPlayer(0);
    expect((await spin(stranger, grantId)).errorCode).toBe('free-spins-exhausted');
    expect(await roundsOf(player.playerId)).toBe(0);
    expect(await roundsOf(stranger.playerId)).toBe(0);

    const roundId = randomUUID();
    expect(ok(await spin(player, grantId, { roundId })).balance).toBe(1_000);
    expect(
      ok(
        await call('win', {
          playerId: player.playerId,
          transactionId: randomUUID(),
          roundId,
          gameCode: slotGame,
          amount: 550,
        }),
      ).balance,
    ).toBe(1_550);
    expect(await wallet().balanceOf(player.playerId)).toBe(1_550);
    expect(await houseBonus()).toBe(house - BET);
    expect((await call('balance', { sessionToken: player.sessionToken })).value).toMatchObject({
      freeSpins: { grantId, remaining: 1, bet: BET },
    });

    // A settled free spin is not the member's turnover.
    const seamless = createSeamlessService({
      repository: createSeamlessRepository(db()),
      wallet: wallet(),
      players: { nicknameOf: async () => null },
    });
    const range = { from: new Date(Date.now() - 60_000), to: new Date(Date.now() + 60_000) };
    expect(await seamless.validTurnoverOf(player.playerId, range)).toBe(0);

    ok(await spin(player, grantId));
    expect(await grantOf(grantId)).toMatchObject({ status: 'USED', remaining: 0 });
    expect((await spin(player, grantId)).errorCode).toBe('free-spins-exhausted');
    expect((await call('balance', { sessionToken: player.sessionToken })).value).not.toHaveProperty(
      'freeSpins',
    );

    // Expired: refused, and the expiry job ends it once however many runs race.
    const late = await grantTo(player.playerId, 3);
    await db().execute(
      sql`update free_spin_grant set expires_at = now() - interval '1 second' where id = ${late}`,
    );
    expect((await spin(player, late)).errorCode).toBe('free-spins-exhausted');
    const runs = await Promise.all([0, 1, 2].map(() => wallet().expireFreeSpins(new Date())));
    expect(runs.flat().filter((ended) => ended.id === late)).toHaveLength(1);
    expect(await grantOf(late)).toMatchObject({ status: 'EXPIRED', remaining: 3 });
    expect(await wallet().balanceOf(player.playerId)).toBe(1_550);
  });

  it('lets a member who never deposited play a free spin and be paid its win', async () => {
    // No deposit, so no ledger account yet: the spin opens it, or the win would find none.
    const player = await slotPlayer(0);
    const grantId = await grantTo(player.playerId, 1);
    const roundId = randomUUID();
    expect(ok(await spin(player, grantId, { roundId })).balance).toBe(0);
    const win = { playerId: player.playerId, roundId, gameCode: slotGame, amount: 250 };
    expect(ok(await call('win', { ...win, transactionId: randomUUID() })).balance).toBe(250);
    expect(await wallet().balanceOf(player.playerId)).toBe(250);
  });

  it('asks the player limits for a stake of 0: a bet count reached refuses a spin, a loss limit does not', async () => {
    const player = await slotPlayer(1_000);
    const grantId = await grantTo(player.playerId, 3);
    const paid = () =>
      call('bet', {
        sessionToken: player.sessionToken,
        transactionId: randomUUID(),
        roundId: randomUUID(),
        gameCode: slotGame,
        amount: BET,
      });
    ok(await paid());
    const limit = (kind: string, amount: number) =>
      db().execute(
        sql`insert into player_limit (member_id, kind, period, amount) values (${player.playerId}, ${kind}, 'DAY', ${amount})`,
      );
    await limit('BET_COUNT', 1);
    expect((await spin(player, grantId)).errorCode).toBe('bet-count-limit-reached');
    await db().execute(sql`delete from player_limit where member_id = ${player.playerId}`);
    // The day's loss is at its limit: a paid bet is refused, a spin risks nothing and passes.
    await limit('LOSS', BET);
    expect((await paid()).errorCode).toBe('loss-limit-reached');
    ok(await spin(player, grantId));
    expect(await grantOf(grantId)).toMatchObject({ status: 'ACTIVE', remaining: 2 });
    expect(await wallet().balanceOf(player.playerId)).toBe(1_000 - BET);
  });

  it('gives a rolled-back spin back once, its stake to the house', async () => {
    const player = await slotPlayer(300);
    const grantId = await grantTo(player.playerId, 1);
    const house = await houseBonus();
    const betId = randomUUID();
    const roundId = randomUUID();
    ok(await spin(player, grantId, { transactionId: betId, roundId }));
    expect(await grantOf(grantId)).toMatchObject({ status: 'USED', remaining: 0 });

    const rollbackId = randomUUID();
    const rollback = (transactionId: string) =>
      call('rollback', { playerId: player.playerId, transactionId, betTransactionId: betId });
    const answers = await Promise.all([rollback(rollbackId), rollback(rollbackId), rollback(randomUUID())]);
    // Whichever id refunds first, the other id is refused; a repeat answers as its first call did.
    expect(answers.every((answer) => [null, 'already-rolled-back'].includes(answer.errorCode))).toBe(true);
    expect(answers[0]!.errorCode).toBe(answers[1]!.errorCode);
    expect(answers.filter((answer) => answer.errorCode === null).length).toBeGreaterThan(0);
    expect(
      answers.filter((answer) => answer.errorCode === null).map((answer) => answer.value?.balance),
    ).toEqual(answers.filter((answer) => answer.errorCode === null).map(() => 300));
    const refunds = rowsOf<{ n: string | number }>(
      await db().execute(
        sql`select count(*) as n from journal_entry where kind = 'FREE_SPIN_REFUND' and member_id = ${player.playerId}`,
      ),
    );
    expect(Number(refunds[0]!.n)).toBe(1);
    expect(await grantOf(grantId)).toMatchObject({ status: 'ACTIVE', remaining: 1 });
    expect(await houseBonus()).toBe(house);
    expect(await wallet().balanceOf(player.playerId)).toBe(300);
    // The refund paid the member nothing: an adjustment cannot take it back from their cash.
    const adjusted = await call('adjust', {
      playerId: player.playerId,
      transactionId: randomUUID(),
      roundId,
      gameCode: slotGame,
      amount: -BET,
    });
    expect(adjusted.errorCode).toBe('adjustment-exceeds-paid');
    // The spin given back plays again.
    ok(await spin(player, grantId));
    expect(await grantOf(grantId)).toMatchObject({ status: 'USED', remaining: 0 });
  });

  it(`spends exactly the spins left when 12 spins race, ${TRIALS} times`, async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const player = await slotPlayer(700);
      const grantId = await grantTo(player.playerId, 5);
      const house = await houseBonus();
      const answers = await Promise.all(Array.from({ length: 12 }, () => spin(player, grantId)));
      expect(answers.filter((answer) => answer.errorCode === null)).toHaveLength(5);
      expect(answers.filter((answer) => answer.errorCode === 'free-spins-exhausted')).toHaveLength(7);
      expect(await grantOf(grantId)).toMatchObject({ status: 'USED', remaining: 0 });
      expect(await houseBonus()).toBe(house - 5 * BET);
      expect(await wallet().balanceOf(player.playerId)).toBe(700);
      expect(await roundsOf(player.playerId)).toBe(5);
      const entries = rowsOf<{ n: string | number }>(
        await db().execute(
          sql`select count(*) as n from journal_entry where kind = 'FREE_SPIN' and member_id = ${player.playerId}`,
        ),
      );
      expect(Number(entries[0]!.n)).toBe(5);
    }
  });
});
