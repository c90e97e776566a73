import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { SessionSummaryResponse } from '@platform/contracts';
import { member, memberSession } from '../src/tables.js';
import { hashPassword } from '../src/modules/accounts/password.js';
import { checkLedger } from '../src/modules/wallet/index.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { markIdentityVerified } from './helpers/identity.js';
import { fundMember } from './helpers/money.js';
import { loginAs } from './helpers/session.js';
import { openStudioGame, type VendorCall, vendorCaller } from './helpers/vendor.js';

/**
 * The reality check's figures (GET /wps/member/session/summary, docs/responsible-gaming.md):
 * time and play counted from the session's start, the next check on the profile's interval.
 */
describe('reality check: the session summary', () => {
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

  const newMember = async (funds: number) => {
    const account = `rc${randomUUID().slice(0, 10)}`;
    const [row] = await db()
      .insert(member)
      .values({ account, nickname: account, passwordHash: await hashPassword('Teste2026') })
      .returning({ id: member.id });
    await markIdentityVerified(db(), row!.id);
    if (funds > 0) await fundMember(db(), row!.id, funds);
    const sessionToken = await openStudioGame(db(), call, row!.id);
    const bet = async (amount: number, roundId = randomUUID(), transactionId = randomUUID()) => {
      const answer = await call('bet', { sessionToken, transactionId, roundId, gameCode: 'SLOT1', amount });
      expect(answer.errorCode).toBeNull();
      return { roundId, transactionId };
    };
    const win = async (roundId: string, amount: number) => {
      const answer = await call('win', {
        playerId: row!.id,
        transactionId: randomUUID(),
        roundId,
        gameCode: 'SLOT1',
        amount,
      });
      expect(answer.errorCode).toBeNull();
    };
    const refund = async (betTransactionId: string) => {
      const answer = await call('rollback', {
        playerId: row!.id,
        transactionId: randomUUID(),
        betTransactionId,
      });
      expect(answer.errorCode).toBeNull();
    };
    return { memberId: row!.id, login: () => loginAs(t.app, account, 'Teste2026'), bet, win, refund };
  };

  const summaryOf = async (token: string, language = 'PT') => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/wps/member/session/summary',
      headers: { authorization: token, language },
    });
    return {
      status: response.statusCode,
      body: response.json() as { errorCode: string | null; value: SessionSummaryResponse },
    };
  };

  it("counts only the play since the caller's session started: stakes less refunds, wins, net", async () => {
    const player = await newMember(100_000);
    const earlier = await player.login();
    await player.bet(5_000);
    const token = await player.login();

    const quiet = await summaryOf(token);
    expect(quiet.status).toBe(200);
    expect(quiet.body.value).toMatchObject({ bets: 0, wins: 0, net: 0, intervalMinutes: 60 });

    await player.bet(1_000);
    const won = await player.bet(2_000);
    await player.win(won.roundId, 3_500);
    const refunded = await player.bet(700);
    await player.refund(refunded.transactionId);

    const { value } = (await summaryOf(token)).body;
    expect(value).toMatchObject({ bets: 3_000, wins: 3_500, net: 500 });
    // The earlier session, still open, counts its own bet too.
    expect((await summaryOf(earlier)).body.value).toMatchObject({ bets: 8_000, wins: 3_500, net: -4_500 });

    const [session] = await db()
      .select({ createdAt: memberSession.createdAt })
      .from(memberSession)
      .where(eq(memberSession.memberId, player.memberId))
      .orderBy(sql`${memberSession.createdAt} desc`)
      .limit(1);
    expect(value.startedAt).toBe(session!.createdAt.toISOString());
    expect(value.elapsedSeconds).toBeGreaterThanOrEqual(0);
    expect(value.elapsedSeconds).toBeLessThan(120);
    expect(new Date(value.nextCheckAt!).getTime()).toBe(session!.createdAt.getTime() + 60 * 60_000);
  });

  it('counts the interval from the start: a session 2.5 hours old is next checked at its third hour', async () => {
    const player = await newMember(0);
    const token = await player.login();
    await db()
      .update(memberSession)
      .set({ createdAt: sql`now() - interval '150 minutes'` })
      .where(eq(memberSession.memberId, player.memberId));
    const { value } = (await summaryOf(token)).body;
    const started = new Date(value.startedAt).getTime();
    expect(value.elapsedSeconds).toBeGreaterThanOrEqual(150 * 60);
    expect(value.elapsedSeconds).toBeLessThan(152 * 60);
    expect(new Date(value.nextCheckAt!).getTime()).toBe(started + 180 * 60_000);
  });

  it('refuses visitors and trial accounts, in the caller language', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/wps/member/session/summary' });
    expect(visitor.statusCode).toBe(401);
    const trial = (
      await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })
    ).json().value.token as string;
    const refused = await summaryOf(trial, 'EN');
    expect(refused.body.errorCode).toBe('in-need-true-account');
  });

  it('answers no next check under a profile without one (OPEN)', async () => {
    const open = await buildTestApp({ JURISDICTION_PROFILE: 'OPEN' });
    try {
      const account = `rc${randomUUID().slice(0, 10)}`;
      await open.database.handle.db
        .insert(member)
        .values({ account, nickname: account, passwordHash: await hashPassword('Teste2026') });
      const token = await loginAs(open.app, account, 'Teste2026');
      const response = await open.app.inject({
        method: 'GET',
        url: '/wps/member/session/summary',
        headers: { authorization: token },
      });
      expect(response.json().value).toMatchObject({ intervalMinutes: 0, nextCheckAt: null, net: 0 });
    } finally {
      await open.close();
    }
  });
});
