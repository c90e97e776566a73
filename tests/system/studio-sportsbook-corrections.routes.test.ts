import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@platform/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeamlessClient } from '@platform/studio';
import { checkLedger } from '../../apps/server/src/modules/wallet/index.js';
import { createSportsBets } from '../../apps/studio/src/games/sportsbook/bets/index.js';
import { TEST_CONFIG, singleSlip } from '../../apps/studio/src/games/sportsbook/bets/testing/bets-fixture.js';
import { createFakeBook, finished } from '../../apps/studio/src/games/sportsbook/bets/testing/fake-book.js';
import type { StudioSession } from '../../apps/studio/src/studio-sessions.js';
import { ledgerOf, newPlayer, vendorCaller } from '../../apps/server/test/helpers/vendor.js';
import { buildTestSystem, type TestSystem } from './helpers/system.js';

/**
 * A corrected result re-settled through the platform's real seamless wallet, over HTTP: the
 * studio's bets (with a book the test steers) pay the differences with `adjust`, and the
 * platform's ledger, balances and adjustment records agree to the centavo.
 */
describe('studio: sportsbook re-settlement through the platform wallet', () => {
  let t: TestSystem;

  beforeAll(async () => {
    t = await buildTestSystem();
  });
  afterAll(() => t.close());

  it('takes back a win corrected to a loss, pays a loss corrected to a win, and a replay moves nothing', async () => {
    const db = t.database.handle.db;
    const call = await vendorCaller(t.app, db);
    const book = createFakeBook();
    const wallet = createSeamlessClient({ baseUrl: t.platformUrl, vendorCode: 'STUDIO', secret: t.secret });
    const bets = createSportsBets({
      db: t.studioDatabase.handle.db,
      book: book.book,
      wallet,
      config: TEST_CONFIG,
    });
    const eventId = `${randomUUID().slice(0, 8)}-system`;
    const home = { eventId, marketKey: '1X2', selection: '1' };
    const away = { eventId, marketKey: '1X2', selection: '2' };
    book.addEvent(eventId);
    book.price(home, 2_000);
    book.price(away, 3_000);
    const sessionOf = async (deposit: number): Promise<StudioSession> => {
      const player = await newPlayer(db, call, deposit);
      return {
        key: randomUUID(),
        mode: 'real',
        balance: deposit,
        game: { kind: 'sportsbook', gameCode: 'SLOT1' },
        wallet: { sessionToken: player.sessionToken, playerId: player.playerId },
      } as StudioSession;
    };
    const winnerSession = await sessionOf(10_000);
    const loserSession = await sessionOf(10_000);
    const spenderSession = await sessionOf(1_000);
    const winner = await bets.place(winnerSession, singleSlip(winnerSession, home, 2_000, 1_000));
    const loser = await bets.place(loserSession, singleSlip(loserSession, away, 3_000, 1_000));
    const spender = await bets.place(spenderSession, singleSlip(spenderSession, home, 2_000, 1_000));
    book.setResult(eventId, finished(2, 1));
    expect(await bets.settleEvent(eventId)).toEqual({ settled: 3, version: 1 });
    // The spender stakes 1 700 of the 2 000 won on another round before the correction.
    const spent = await call('bet', {
      sessionToken: spenderSession.wallet!.sessionToken,
      transactionId: randomUUID(),
      roundId: randomUUID(),
      gameCode: 'SLOT1',
      amount: 1_700,
    });
    expect(spent.errorCode).toBeNull();

    book.correct(eventId, finished(1, 2));
    expect(await bets.resettleEvent(eventId)).toEqual({ corrected: 3, version: 2 });
    const balanceOf = async (session: StudioSession) =>
      (await ledgerOf(db, session.wallet!.playerId)).balance;
    expect(await ledgerOf(db, winnerSession.wallet!.playerId)).toEqual({
      balance: 9_000,
      kinds: ['DEPOSIT', 'BET', 'WIN', 'WIN'],
    });
    expect(await ledgerOf(db, loserSession.wallet!.playerId)).toEqual({
      balance: 12_000,
      kinds: ['DEPOSIT', 'BET', 'WIN'],
    });
    // Took the 300 left; 1 700 is the unrecovered record the operator sees; never below 0.
    expect(await balanceOf(spenderSession)).toBe(0);
    const adjustments = rowsOf<{ round_id: string; requested: string; applied: string; unrecovered: string }>(
      await db.execute(sql`select round_id, requested::text, applied::text, unrecovered::text
        from vendor_adjustment where round_id in (${winner.bet.id}, ${loser.bet.id}, ${spender.bet.id})`),
    );
    expect(
      Object.fromEntries(
        adjustments.map((row) => [
          row.round_id,
          [Number(row.requested), Number(row.applied), Number(row.unrecovered)],
        ]),
      ),
    ).toEqual({
      [winner.bet.id]: [-2_000, -2_000, 0],
      [loser.bet.id]: [3_000, 3_000, 0],
      [spender.bet.id]: [-2_000, -300, 1_700],
    });

    // A replay of the run, and a resend of every call, move nothing more.
    expect(await bets.resettleEvent(eventId)).toEqual({ corrected: 0, version: 2 });
    expect(await balanceOf(winnerSession)).toBe(9_000);
    expect(await balanceOf(loserSession)).toBe(12_000);
    expect(await checkLedger(db)).toEqual([]);
  }, 60_000);
});
