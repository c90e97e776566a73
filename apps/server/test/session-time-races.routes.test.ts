import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { member } from '../src/tables.js';
import { hashPassword } from '../src/modules/accounts/password.js';
import { periodWindow } from '../src/modules/responsible-gaming/index.js';
import { checkLedger } from '../src/modules/wallet/index.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { fundMember } from './helpers/money.js';
import { databaseNow, insertSessions } from './helpers/sessions.js';
import { loginAs } from './helpers/session.js';
import { ledgerOf, newPlayer, vendorCaller, walletBetRefusal, type VendorCall } from './helpers/vendor.js';

/**
 * Bets at the edge of a session-time limit (docs/responsible-gaming.md, "Races"): the limit is
 * checked in player_bet_refusal under the member's limits lock, which a change of limits takes
 * too. A burst of bets at a period already used up: none passes; a second short of it: all pass.
 * Bets streamed while the limit is lowered to the time used: once the change has answered, none
 * passes. Exact balances and entries each trial. On PostgreSQL the bets really run side by side;
 * on PGlite one after another, and the same must hold. The used time sits at the start of this
 * month (a run in its first two minutes would count less).
 */
const TRIALS = 10;
const DEPOSIT = 100_000;
const STAKE = 1_000;
const PASSWORD = 'Teste2026';
const SECOND = 1_000;

describe('bets racing a session-time limit', () => {
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

  /** A funded player who has played `seconds` this month, with a login and a game session. */
  const playerWhoPlayed = async (seconds: number) => {
    const player = await newPlayer(db(), call, 0);
    const account = `str${randomUUID().slice(0, 10)}`;
    await db()
      .update(member)
      .set({ account, passwordHash: await hashPassword(PASSWORD) })
      .where(sql`${member.id} = ${player.playerId}`);
    await fundMember(db(), player.playerId, DEPOSIT);
    if (seconds > 0) {
      const monthStart = periodWindow('MONTH', await databaseNow(db())).from;
      const end = new Date(monthStart.getTime() + seconds * SECOND);
      await insertSessions(db(), player.playerId, [{ from: monthStart, lastSeen: end, revoked: end }]);
    }
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
    const walletBet = async () => (await walletBetRefusal(db(), player.playerId, STAKE)) as string | null;
    const setLimit = (token: string, minutes: number) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/member/limits',
        payload: { kind: 'SESSION_TIME', period: 'MONTH', amount: minutes },
        headers: { authorization: token, language: 'EN' },
      });
    return { ...player, account, seamlessBet, walletBet, setLimit };
  };

  it('a burst of bets at a used-up period: none passes; one second short of it: all pass', async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      // A login (to set the limit) counts its own seconds too: set before the used time is written.
      const usedUp = await playerWhoPlayed(0);
      const short = await playerWhoPlayed(0);
      for (const player of [usedUp, short]) {
        const token = await loginAs(t.app, player.account, PASSWORD);
        expect((await player.setLimit(token, 2)).statusCode).toBe(200);
        await db().execute(sql`update member_session set revoked_at = created_at, last_seen_at = created_at
          where member_id = ${player.playerId}`);
      }
      const monthStart = periodWindow('MONTH', await databaseNow(db())).from;
      await insertSessions(db(), usedUp.playerId, [
        { from: monthStart, lastSeen: new Date(monthStart.getTime() + 120 * SECOND), revoked: null },
      ]);
      await insertSessions(db(), short.playerId, [
        { from: monthStart, lastSeen: new Date(monthStart.getTime() + 119 * SECOND), revoked: null },
      ]);
      const burst = (player: typeof usedUp) =>
        Promise.all(
          Array.from({ length: 14 }, (_, index) =>
            index % 2 === 0 ? player.seamlessBet() : player.walletBet(),
          ),
        );
      const [refused, taken] = await Promise.all([burst(usedUp), burst(short)]);
      expect(refused).toEqual(Array(14).fill('session-time-limit-reached'));
      expect(taken).toEqual(Array(14).fill(null));
      expect(await ledgerOf(db(), usedUp.playerId)).toEqual({ balance: DEPOSIT, kinds: ['DEPOSIT'] });
      expect(await ledgerOf(db(), short.playerId)).toEqual({
        balance: DEPOSIT - 14 * STAKE,
        kinds: ['DEPOSIT', ...Array(14).fill('BET')],
      });
    }
  });

  it('once a lower limit reaching the time used has answered, no bet passes; every bet before it is whole', async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const player = await playerWhoPlayed(180);
      const token = await loginAs(t.app, player.account, PASSWORD);
      // Ten minutes a month: seven left.
      expect((await player.setLimit(token, 10)).statusCode).toBe(200);

      /** Bets of both kinds, one every few milliseconds, for as long as `until` is pending. */
      const stream = async (until: Promise<unknown>) => {
        let done = false;
        void until.finally(() => {
          done = true;
        });
        const answers: Array<Promise<string | null>> = [];
        for (let index = 0; !done && index < 40; index += 1) {
          answers.push(index % 2 === 0 ? player.seamlessBet() : player.walletBet());
          await new Promise((resolve) => setTimeout(resolve, 3));
        }
        return Promise.all(answers);
      };
      const lowered = player.setLimit(token, 3);
      const [answer, during] = await Promise.all([lowered, stream(lowered)]);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().value.outcome).toBe('APPLIED');
      const after = await Promise.all([
        ...Array.from({ length: 4 }, player.seamlessBet),
        ...Array.from({ length: 4 }, player.walletBet),
      ]);

      expect(after).toEqual(Array(8).fill('session-time-limit-reached'));
      const takenCount = during.filter((code) => code === null).length;
      expect(during.filter((code) => code !== null)).toEqual(
        Array(during.length - takenCount).fill('session-time-limit-reached'),
      );
      expect(await ledgerOf(db(), player.playerId)).toEqual({
        balance: DEPOSIT - takenCount * STAKE,
        kinds: ['DEPOSIT', ...Array(takenCount).fill('BET')],
      });
    }
  });
});
