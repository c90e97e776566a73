import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  createServer,
  errorHandlerPlugin,
  requestContextPlugin,
  routeRegistryPlugin,
} from '@platform/server-kit';
import { createStudioTestDatabase, type StudioTestDatabase } from '../../../../test/helpers/database.js';
import { studioRouteOptions } from '../../../route-registry.js';
import type { LotterySession } from './lottery-purchase.js';
import { registerLotteryRoutes } from './lottery.routes.js';
import {
  addDraw,
  buyRequest,
  createLotteryFixture,
  lotterySession,
  testClock,
} from './testing/lottery-fixture.js';

describe('lottery routes', () => {
  let database: StudioTestDatabase;
  let app: FastifyInstance;
  let t: ReturnType<typeof createLotteryFixture>;
  const clock = testClock();
  const sessions = new Map<string, LotterySession>();

  beforeAll(async () => {
    database = await createStudioTestDatabase();
    t = createLotteryFixture(database.handle.db, { now: clock.now });
    app = createServer({ logLevel: 'silent', bodyLimit: 65_536 });
    await app.register(requestContextPlugin);
    await app.register(errorHandlerPlugin);
    await app.register(routeRegistryPlugin, studioRouteOptions);
    registerLotteryRoutes(app, {
      lottery: t.lottery,
      sessionOf: (sessionId) => {
        const session = sessions.get(sessionId);
        if (!session) throw new Error('no session');
        return session;
      },
    });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  const post = async (url: string, payload: object, language = 'en') => {
    const response = await app.inject({
      method: 'POST',
      url: `/studio/api/lottery/${url}`,
      payload,
      headers: { 'accept-language': language },
    });
    type Envelope = {
      success: boolean;
      errorCode: string | null;
      message: string;
      value: Record<string, unknown>;
    };
    return { status: response.statusCode, body: response.json<Envelope>() };
  };

  it('buys a ticket, refuses a late one with its translated code, and verifies the drawn draw', async () => {
    const session = lotterySession(t.wallet, 10_000);
    sessions.set('s1', session);
    const game = { product: 'VN', region: 'SOUTH' } as const;
    const drawId = await addDraw(t.lottery, game, { closesAt: clock.at + 1_000, drawAt: clock.at + 2_000 });
    const bet = { product: 'VN', betType: 'LO_2', lines: [['45'], ['07']], stakePerLineMinor: 500 } as const;
    const bought = await post('buy', {
      ...buyRequest(drawId, { ...bet, lines: [['45'], ['07']] }),
      sessionId: 's1',
    });
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
});
