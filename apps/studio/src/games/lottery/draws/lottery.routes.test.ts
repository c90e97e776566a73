import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { LotteryGameRef, LotteryTicketBet } from '@platform/contracts';
import {
  createServer,
  errorHandlerPlugin,
  requestContextPlugin,
  routeRegistryPlugin,
} from '@platform/server-kit';
import { createStudioTestDatabase, type StudioTestDatabase } from '../../../../test/helpers/database.js';
import { studioRouteOptions } from '../../../route-registry.js';
import { registerLotteryOperatorRoutes } from './lottery-operator.routes.js';
import { registerLotteryRoutes, type LotteryRouteSession } from './lottery.routes.js';
import {
  addDraw,
  buyRequest,
  createLotteryFixture,
  lotterySession,
  testClock,
} from './testing/lottery-fixture.js';

const OPERATOR_KEY = 'k'.repeat(32);
const SOUTH: LotteryGameRef = { product: 'VN', region: 'SOUTH' };
const DICE_1M: LotteryGameRef = { product: 'ELOTT', game: 'FAST_3', periodMinutes: 1 };

/** The lottery page's API on the studio's database (PGlite, or PostgreSQL with DATABASE_URL). */
describe('lottery routes', () => {
  let database: StudioTestDatabase;
  let app: FastifyInstance;
  let t: ReturnType<typeof createLotteryFixture>;
  const clock = testClock();
  const sessions = new Map<string, LotteryRouteSession>();
  const audit: Array<{ object: unknown; message: string }> = [];

  beforeAll(async () => {
    database = await createStudioTestDatabase();
    t = createLotteryFixture(database.handle.db, { now: clock.now });
    app = createServer({ logLevel: 'silent', bodyLimit: 65_536 });
    await app.register(requestContextPlugin);
    await app.register(errorHandlerPlugin);
    await app.register(routeRegistryPlugin, studioRouteOptions);
    registerLotteryRoutes(app, {
      lottery: t.lottery,
      wallet: t.wallet.wallet,
      sessionOf: (sessionId) => {
        const session = sessions.get(sessionId);
        if (!session) throw new Error('no session');
        return session;
      },
    });
    registerLotteryOperatorRoutes(app, {
      lottery: t.lottery,
      operatorKey: OPERATOR_KEY,
      log: { warn: (object, message) => audit.push({ object, message }) },
    });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  type Envelope = {
    success: boolean;
    errorCode: string | null;
    message: string;
    value: Record<string, unknown>;
  };
  const post = async (
    url: string,
    payload: object,
    language = 'en',
    headers: Record<string, string> = {},
  ) => {
    const response = await app.inject({
      method: 'POST',
      url: `/studio/api/lottery/${url}`,
      payload,
      headers: { 'accept-language': language, ...headers },
    });
    return { status: response.statusCode, body: response.json<Envelope>() };
  };
  const sessionOn = (id: string, game: LotteryGameRef, balance = 10_000) => {
    const session = { ...lotterySession(t.wallet, balance), game: { gameCode: 'SGL-0003', game } };
    sessions.set(id, session);
    return session;
  };

  it('buys a ticket, refuses a late one with its translated code, and verifies the drawn draw', async () => {
    sessionOn('s1', SOUTH);
    const game = { product: 'VN', region: 'SOUTH' } as const;
    const drawId = await addDraw(
      t.lottery,
      game,
      { closesAt: clock.at + 1_000, drawAt: clock.at + 2_000 },
      'VN-SOUTH-HCM-20261130',
    );
    const bet: Extract<LotteryTicketBet, { product: 'VN' }> = {
      product: 'VN',
      betType: 'LO_2',
      lines: [['45'], ['07']],
      stakePerLineMinor: 500,
    };
    const bought = await post('buy', { ...buyRequest(drawId, bet), sessionId: 's1' });
    expect(bought).toMatchObject({
      status: 200,
      body: {
        success: true,
        value: { balance: 9_000, ticket: { drawId, status: 'OPEN', stakeMinor: 1_000 } },
      },
    });

    clock.at += 1_000;
    const late = await post(
      'buy',
      { ...buyRequest(drawId, { ...bet, lines: [['45']] }), sessionId: 's1' },
      'pt',
    );
    expect(late).toMatchObject({
      status: 409,
      body: { success: false, errorCode: 'lottery-betting-closed' },
    });
    expect(late.body.message).toMatch(/encerradas/u);

    const early = await post('verify', { drawId });
    expect(early).toMatchObject({ status: 409, body: { errorCode: 'lottery-draw-not-drawn' } });
    clock.at += 1_000;
    await t.lottery.dueDraws();
    await t.lottery.drawDraw(drawId);
    const verified = await post('verify', { drawId });
    expect(verified).toMatchObject({
      status: 200,
      body: { success: true, value: { drawId, verified: true } },
    });
  });

  it('keeps a session to its own game’s draws: another game’s draw is unknown to it', async () => {
    sessionOn('dice', DICE_1M);
    const southDraw = await addDraw(
      t.lottery,
      { product: 'VN', region: 'SOUTH' },
      { closesAt: clock.at + 60_000, drawAt: clock.at + 120_000 },
      'VN-SOUTH-DTH-20261130',
    );
    const dice = { product: 'ELOTT', choice: { kind: 'SUM_SIDE', side: 'BIG' }, stakeMinor: 100 } as const;
    const refused = await post('buy', { ...buyRequest(southDraw, dice), sessionId: 'dice' }, 'zh');
    expect(refused).toMatchObject({
      status: 404,
      body: { success: false, errorCode: 'lottery-draw-not-found' },
    });
    expect(t.wallet.balanceOf(sessions.get('dice')!.wallet!.playerId)).toBe(10_000);
    // A bad request is the envelope's translated validation error, never a 500.
    const invalid = await post('tickets', { sessionId: 'dice', page: 0 });
    expect(invalid).toMatchObject({ status: 400, body: { success: false } });
  });

  it('lists the open draws of the session’s game with their hashes and provinces, soonest first', async () => {
    sessionOn('south', SOUTH);
    const at = clock.at;
    await addDraw(
      t.lottery,
      { product: 'VN', region: 'SOUTH' },
      { closesAt: at + 5_000, drawAt: at + 9_000 },
      'VN-SOUTH-CMA-20261201',
    );
    await addDraw(
      t.lottery,
      { product: 'VN', region: 'NORTH' },
      { closesAt: at + 5_000, drawAt: at + 9_000 },
      'VN-NORTH-20261201',
    );
    await addDraw(
      t.lottery,
      { product: 'ELOTT', game: 'FAST_3' },
      { closesAt: at + 5_000, drawAt: at + 9_000 },
      'ELOTT-FAST_3-1M-20261130-0700',
    );
    await addDraw(
      t.lottery,
      { product: 'ELOTT', game: 'FAST_3' },
      { closesAt: at + 4_000, drawAt: at + 8_000 },
      'ELOTT-FAST_3-3M-20261130-0300',
    );
    const south = await post('draws', { sessionId: 'south' });
    expect(south.status).toBe(200);
    const draws = south.body.value.draws as Array<Record<string, unknown>>;
    // DTH's draw (earlier test) closes later than CMA's, HCM's is closed.
    expect(draws.map((draw) => draw.drawId)).toEqual(['VN-SOUTH-CMA-20261201', 'VN-SOUTH-DTH-20261130']);
    const cma = (await t.lottery.repository.findDraw('VN-SOUTH-CMA-20261201'))!;
    expect(draws[0]).toEqual({
      drawId: 'VN-SOUTH-CMA-20261201',
      closesAt: at + 5_000,
      drawAt: at + 9_000,
      serverSeedHash: cma.serverSeedHash,
      province: 'CMA',
      provinceName: 'Cà Mau',
    });
    expect(draws[0]).not.toHaveProperty('serverSeed');
    const dice = await post('draws', { sessionId: 'dice' });
    expect((dice.body.value.draws as Array<{ drawId: string }>).map((draw) => draw.drawId)).toEqual([
      'ELOTT-FAST_3-1M-20261130-0700',
    ]);
  });

  it('keeps purchases and my-tickets reads racing on one player exact: each stake once, each list its game’s', async () => {
    for (let trial = 0; trial < 5; trial += 1) {
      const session = sessionOn(`race-${trial}`, DICE_1M, 10_000);
      sessions.set(`race-${trial}-south`, { ...session, game: { gameCode: 'SGL-0004', game: SOUTH } });
      const drawId = await addDraw(
        t.lottery,
        { product: 'ELOTT', game: 'FAST_3' },
        { closesAt: clock.at + 60_000, drawAt: clock.at + 60_000 },
        `ELOTT-FAST_3-1M-20261130-${String(1_300 + trial)}`,
      );
      const bet = { product: 'ELOTT', choice: { kind: 'SUM_SIDE', side: 'BIG' }, stakeMinor: 100 } as const;
      // Eight purchases, and reads of both games' pages of the same player, all at once.
      const answers = await Promise.all([
        ...Array.from({ length: 8 }, () =>
          post('buy', { ...buyRequest(drawId, bet), sessionId: `race-${trial}` }),
        ),
        ...Array.from({ length: 4 }, () => post('tickets', { sessionId: `race-${trial}` })),
        ...Array.from({ length: 4 }, () => post('tickets', { sessionId: `race-${trial}-south` })),
      ]);
      for (const answer of answers) expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
      // The southern page never lists the dice tickets, however the reads fell between the purchases.
      for (const answer of answers.slice(12))
        expect(answer.body.value).toMatchObject({ tickets: [], total: 0 });
      expect(t.wallet.balanceOf(session.wallet!.playerId)).toBe(10_000 - 8 * 100);
      const after = (await post('tickets', { sessionId: `race-${trial}` })).body.value;
      expect(after).toMatchObject({ total: 8, balance: 10_000 - 8 * 100 });
      expect(new Set((after.tickets as Array<{ id: string }>).map((ticket) => ticket.id)).size).toBe(8);
    }
  }, 120_000);

  it('pages my tickets of the session’s game newest first, with their state, payout and the wallet’s balance', async () => {
    const session = sessionOn('mine', DICE_1M, 100_000);
    const drawId = await addDraw(
      t.lottery,
      { product: 'ELOTT', game: 'FAST_3' },
      { closesAt: clock.at + 60_000, drawAt: clock.at + 60_000 },
      'ELOTT-FAST_3-1M-20261130-0800',
    );
    const ids: string[] = [];
    for (const stakeMinor of [100, 200, 300]) {
      const bet = { product: 'ELOTT', choice: { kind: 'SUM_SIDE', side: 'BIG' }, stakeMinor } as const;
      const bought = await post('buy', { ...buyRequest(drawId, bet), sessionId: 'mine' });
      ids.push((bought.body.value.ticket as { id: string }).id);
      clock.at += 10;
    }
    const first = await post('tickets', { sessionId: 'mine', pageSize: 2 });
    expect(first.body.value).toMatchObject({ page: 1, pageSize: 2, total: 3, balance: 100_000 - 600 });
    expect((first.body.value.tickets as Array<{ id: string }>).map((ticket) => ticket.id)).toEqual([
      ids[2],
      ids[1],
    ]);
    const second = await post('tickets', { sessionId: 'mine', page: 2, pageSize: 2 });
    expect(second.body.value.tickets).toEqual([
      expect.objectContaining({ id: ids[0], drawId, status: 'OPEN', stakeMinor: 100, payoutMinor: 0 }),
    ]);
    // Once settled, each ticket shows what it came to; another player sees none of them.
    clock.at += 60_000;
    await t.lottery.dueDraws();
    await t.lottery.drawDraw(drawId);
    await t.lottery.settleDraw(drawId);
    const afterDraw = (await post('tickets', { sessionId: 'mine', pageSize: 10 })).body.value;
    const settled = afterDraw.tickets as Array<{ status: string; payoutMinor: number; stakeMinor: number }>;
    expect(settled).toHaveLength(3);
    for (const ticket of settled) {
      expect(['WON', 'LOST']).toContain(ticket.status);
      expect(ticket.payoutMinor).toBe(
        ticket.status === 'WON' ? Math.floor((ticket.stakeMinor * 2_016) / 1_000) : 0,
      );
    }
    const paid = settled.reduce((sum, ticket) => sum + ticket.payoutMinor, 0);
    expect(t.wallet.balanceOf(session.wallet!.playerId)).toBe(100_000 - 600 + paid);
    // The settlement paid in a job: the answer carries the wallet's balance, not the session's last.
    expect(afterDraw.balance).toBe(100_000 - 600 + paid);
    expect(session.balance).toBe(100_000 - 600 + paid);
    // The same player's page of another game lists none of them.
    sessions.set('mine-south', { ...session, game: { gameCode: 'SGL-0004', game: SOUTH } });
    expect((await post('tickets', { sessionId: 'mine-south' })).body.value).toMatchObject({
      tickets: [],
      total: 0,
      balance: 100_000 - 600 + paid,
    });
    sessionOn('other', DICE_1M);
    expect((await post('tickets', { sessionId: 'other' })).body.value).toMatchObject({
      tickets: [],
      total: 0,
    });
  });

  it('answers the results of the session’s game, of one province when asked, seeds revealed', async () => {
    const at = clock.at;
    for (const [id, offset] of [
      ['VN-SOUTH-BTR-20261201', 1_000],
      ['VN-SOUTH-VTA-20261201', 2_000],
      ['VN-SOUTH-BTR-20261208', 3_000],
    ] as const) {
      await addDraw(
        t.lottery,
        { product: 'VN', region: 'SOUTH' },
        { closesAt: at + offset - 500, drawAt: at + offset },
        id,
      );
    }
    clock.at += 3_000;
    await t.lottery.dueDraws();
    for (const id of ['VN-SOUTH-BTR-20261201', 'VN-SOUTH-VTA-20261201', 'VN-SOUTH-BTR-20261208']) {
      expect(await t.lottery.drawDraw(id)).toBe(true);
    }
    const btr = await post('results', { sessionId: 'south', province: 'BTR' });
    expect(btr.body.value).toMatchObject({ page: 1, total: 2 });
    const results = btr.body.value.results as Array<Record<string, unknown>>;
    expect(results.map((result) => result.drawId)).toEqual([
      'VN-SOUTH-BTR-20261208',
      'VN-SOUTH-BTR-20261201',
    ]);
    const stored = (await t.lottery.repository.findDraw('VN-SOUTH-BTR-20261208'))!;
    expect(results[0]).toEqual({
      drawId: 'VN-SOUTH-BTR-20261208',
      province: 'BTR',
      drawAt: at + 3_000,
      serverSeed: stored.serverSeed,
      serverSeedHash: stored.serverSeedHash,
      result: stored.result,
    });
    // The whole region, newest first: the earlier tests' drawn south draw (HCM) comes last.
    const region = await post('results', { sessionId: 'south', pageSize: 2, page: 2 });
    expect(region.body.value).toMatchObject({ total: 4, page: 2 });
    expect((region.body.value.results as Array<{ drawId: string }>).map((result) => result.drawId)).toEqual([
      'VN-SOUTH-BTR-20261201',
      'VN-SOUTH-HCM-20261130',
    ]);
    // A draw not drawn yet shows no seed in the results.
    expect(
      (
        (await post('results', { sessionId: 'south', pageSize: 100 })).body.value.results as Array<{
          drawId: string;
        }>
      ).some((result) => result.drawId === 'VN-SOUTH-CMA-20261201'),
    ).toBe(false);
  });

  it('lets the operator cancel a draw behind the operator key, refunding its tickets once, logged', async () => {
    const session = sessionOn('cancel', DICE_1M, 10_000);
    const drawId = await addDraw(
      t.lottery,
      { product: 'ELOTT', game: 'FAST_3' },
      { closesAt: clock.at + 60_000, drawAt: clock.at + 60_000 },
      'ELOTT-FAST_3-1M-20261130-0900',
    );
    const bet = { product: 'ELOTT', choice: { kind: 'SUM_SIDE', side: 'ODD' }, stakeMinor: 700 } as const;
    await post('buy', { ...buyRequest(drawId, bet), sessionId: 'cancel' });
    expect(t.wallet.balanceOf(session.wallet!.playerId)).toBe(9_300);
    const request = { drawId, operator: 'ana', reason: 'feed outage' };

    const keyless = await post('operator/cancel-draw', request, 'pt');
    expect(keyless).toMatchObject({ status: 401, body: { errorCode: 'sports-operator-key-invalid' } });
    const wrong = await post('operator/cancel-draw', request, 'en', { 'x-operator-key': 'x'.repeat(32) });
    expect(wrong.body.errorCode).toBe('sports-operator-key-invalid');
    // The router decodes the address: an encoded one reaches the same route and meets the same key.
    const encoded = await post('%6Fperator/cancel-draw', request);
    expect(encoded).toMatchObject({ status: 401, body: { errorCode: 'sports-operator-key-invalid' } });
    expect(t.wallet.balanceOf(session.wallet!.playerId)).toBe(9_300);

    const key = { 'x-operator-key': OPERATOR_KEY };
    const cancelled = await post('operator/cancel-draw', request, 'en', key);
    expect(cancelled).toMatchObject({
      status: 200,
      body: { success: true, value: { drawId, status: 'CANCELLED', refunded: 1 } },
    });
    expect(t.wallet.balanceOf(session.wallet!.playerId)).toBe(10_000);
    const again = await post('operator/cancel-draw', request, 'en', key);
    expect(again.body.value).toEqual({ drawId, status: 'CANCELLED', refunded: 0 });
    expect(t.wallet.balanceOf(session.wallet!.playerId)).toBe(10_000);
    expect(audit).toContainEqual({
      object: { draw: drawId, operator: 'ana', reason: 'feed outage', status: 'CANCELLED', refunded: 1 },
      message: 'lottery draw cancelled by the operator',
    });
    const tickets = (await post('tickets', { sessionId: 'cancel' })).body.value.tickets;
    expect(tickets).toEqual([expect.objectContaining({ status: 'CANCELLED', payoutMinor: 0 })]);

    // A drawn draw can no longer be cancelled; an unknown one is not found.
    const drawn = await post(
      'operator/cancel-draw',
      { ...request, drawId: 'VN-SOUTH-BTR-20261208' },
      'zh',
      key,
    );
    expect(drawn).toMatchObject({ status: 409, body: { errorCode: 'lottery-draw-not-cancellable' } });
    const unknown = await post('operator/cancel-draw', { ...request, drawId: 'VN-NONE-1' }, 'en', key);
    expect(unknown).toMatchObject({ status: 404, body: { errorCode: 'lottery-draw-not-found' } });
  });

  it('lets the operator date a special 4D draw behind the key, once, and sells tickets on it', async () => {
    const key = { 'x-operator-key': OPERATOR_KEY };
    // 2026-12-01 is a Tuesday: no weekly 4D draw.
    const request = { date: '20261201', operator: 'ana', reason: 'Singapore Pools special draw' };
    const keyless = await post('operator/sea4d-special-draw', request);
    expect(keyless).toMatchObject({ status: 401, body: { errorCode: 'sports-operator-key-invalid' } });
    expect(await t.lottery.repository.findDraw('SEA4D-20261201')).toBeNull();

    const created = await post('operator/sea4d-special-draw', request, 'en', key);
    expect(created).toMatchObject({
      status: 200,
      body: {
        success: true,
        value: {
          drawId: 'SEA4D-20261201',
          drawAt: Date.parse('2026-12-01T10:30:00Z'),
          closesAt: Date.parse('2026-12-01T10:00:00Z'),
          created: true,
        },
      },
    });
    const draw = await t.lottery.repository.findDraw('SEA4D-20261201');
    expect(draw).toMatchObject({ status: 'SCHEDULED', game: { product: 'SEA_4D' } });
    expect(created.body.value.serverSeedHash).toBe(draw!.serverSeedHash);
    const again = await post('operator/sea4d-special-draw', request, 'en', key);
    expect(again.body.value).toEqual({ ...created.body.value, created: false });
    expect(audit).toContainEqual({
      object: { draw: 'SEA4D-20261201', operator: 'ana', reason: request.reason, created: true },
      message: 'lottery special draw created by the operator',
    });

    // A 4D player sees the special draw with its commitment and can buy on it.
    sessionOn('special', { product: 'SEA_4D' });
    const open = (await post('draws', { sessionId: 'special' })).body.value.draws as Array<{
      drawId: string;
    }>;
    expect(open.map((entry) => entry.drawId)).toContain('SEA4D-20261201');
    const bet = {
      product: 'SEA_4D',
      number: '0427',
      size: 'BIG',
      kind: 'STRAIGHT',
      stakeMinor: 200,
    } as const;
    const bought = await post('buy', { ...buyRequest('SEA4D-20261201', bet), sessionId: 'special' });
    expect(bought).toMatchObject({ status: 200, body: { value: { ticket: { status: 'OPEN' } } } });

    // A day that does not exist, one already closed, a malformed date: refused, translated, nothing made.
    for (const date of ['20261131', '20261129', '20271231']) {
      const refused = await post('operator/sea4d-special-draw', { ...request, date }, 'pt', key);
      expect(refused, date).toMatchObject({
        status: 400,
        body: { success: false, errorCode: 'lottery-special-draw-invalid' },
      });
      expect(refused.body.message).toMatch(/sorteio especial/u);
      expect(await t.lottery.repository.findDraw(`SEA4D-${date}`)).toBeNull();
    }
    const malformed = await post(
      'operator/sea4d-special-draw',
      { ...request, date: '2026-12-01' },
      'zh',
      key,
    );
    expect(malformed).toMatchObject({ status: 400, body: { success: false } });
  });
});
