import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AppError } from '@platform/server-kit';
import { member } from '../src/tables.js';
import { hashPassword } from '../src/modules/accounts/password.js';
import { checkLedger } from '../src/modules/wallet/index.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { fundMember, testWallet } from './helpers/money.js';
import { loginAs } from './helpers/session.js';
import { ledgerOf, newPlayer, vendorCaller, type VendorCall } from './helpers/vendor.js';

/**
 * Bets racing the start of a pause (docs/responsible-gaming.md, "Races"): the pause and every bet
 * take the member's limits lock, so once the pause has committed no bet passes, through the
 * seamless wallet or the wallet's own path. Each trial fires bets of both kinds while the pause is
 * asked for, then more once it has answered; it checks exact balances, entries and rounds. On
 * PostgreSQL they really run side by side; on PGlite one after another, and the same must hold.
 */
const TRIALS = 10;
const DEPOSIT = 100_000;
const STAKE = 1_000;
const PASSWORD = 'Teste2026';

describe('bets racing the start of a pause', () => {
  let t: TestApp;
  let call: VendorCall;
  const db = () => t.database.handle.db;

  beforeAll(async () => {
    t = await buildTestApp();
    call = await vendorCaller(t.app, db());
  });
  afterEach(async () => {
    expect(await checkLedger(db())).toEqual([]);
  });
  afterAll(() => t.close());

  const countOf = async (query: ReturnType<typeof sql>) =>
    Number(((await db().execute(query)) as unknown as { rows: Array<{ n: string | number }> }).rows[0]!.n);

  it('once the pause commits, no bet passes; every bet before it is whole', async () => {
    const wallet = testWallet(db());
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const player = await newPlayer(db(), call, 0);
      const account = `race${trial}${randomUUID().slice(0, 8)}`;
      await db()
        .update(member)
        .set({ account, passwordHash: await hashPassword(PASSWORD) })
        .where(sql`${member.id} = ${player.playerId}`);
      await fundMember(db(), player.playerId, DEPOSIT);
      const token = await loginAs(t.app, account, PASSWORD);

      const seamlessBet = async () =>
        (
          await call('bet', {
            sessionToken: player.sessionToken,
            transactionId: randomUUID(),
            roundId: randomUUID(),
            gameCode: 'SLOT1',
            amount: STAKE,
          })
        ).errorCode;
      const walletBet = () =>
        wallet
          .move({
            idempotencyKey: randomUUID(),
            kind: 'BET',
            memberId: player.playerId,
            legs: [
              { account: { member: player.playerId }, amount: -STAKE },
              { account: { vendor: 'STUDIO' }, amount: STAKE },
            ],
          })
          .then(
            () => null,
            (error: unknown) => (error instanceof AppError ? error.code : String(error)),
          );
      /** Bets of both kinds, one every few milliseconds, for as long as `until` is pending. */
      const stream = async (until: Promise<unknown>) => {
        let done = false;
        void until.finally(() => {
          done = true;
        });
        const answers: Array<Promise<string | null>> = [];
        for (let index = 0; !done && index < 40; index += 1) {
          answers.push(index % 2 === 0 ? seamlessBet() : walletBet());
          await new Promise((resolve) => setTimeout(resolve, 3));
        }
        return Promise.all(answers);
      };

      const pause = t.app.inject({
        method: 'POST',
        url: '/wps/member/pause',
        payload: { duration: '24H', password: PASSWORD },
        headers: { authorization: token, language: 'EN' },
      });
      const [paused, during] = await Promise.all([pause, stream(pause)]);
      expect(paused.statusCode, paused.body).toBe(200);
      const after = await Promise.all([
        ...Array.from({ length: 4 }, seamlessBet),
        ...Array.from({ length: 4 }, walletBet),
      ]);

      expect(after).toEqual(Array(8).fill('play-paused'));
      const taken = during.filter((code) => code === null).length;
      expect(during.filter((code) => code !== null)).toEqual(
        Array(during.length - taken).fill('play-paused'),
      );
      expect(await ledgerOf(db(), player.playerId)).toEqual({
        balance: DEPOSIT - taken * STAKE,
        kinds: ['DEPOSIT', ...Array(taken).fill('BET')],
      });
      // Seamless bets refused leave no round behind.
      const seamlessTaken = during.filter((code, index) => code === null && index % 2 === 0).length;
      expect(
        await countOf(sql`select count(*) as n from vendor_round where member_id = ${player.playerId}`),
      ).toBe(seamlessTaken);
    }
  });
});
