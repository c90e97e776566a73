import { randomUUID } from 'node:crypto';
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
import type { StudioSession } from '../../../studio-sessions.js';
import { registerSportsBetRoutes } from './sportsbook-bets.routes.js';
import { createBetsFixture, playerSession, singleSlip } from './testing/bets-fixture.js';

describe('sportsbook bet routes', () => {
  let database: StudioTestDatabase;
  let app: FastifyInstance;
  let t: ReturnType<typeof createBetsFixture>;
  const sessions = new Map<string, StudioSession>();
  const leg = { eventId: 'route-e1', marketKey: '1X2', selection: '1' };

  beforeAll(async () => {
    database = await createStudioTestDatabase();
    t = createBetsFixture(database.handle.db);
    t.book.addEvent(leg.eventId);
    t.book.price(leg, 2_000);
    app = createServer({ logLevel: 'silent', bodyLimit: 65_536 });
    await app.register(requestContextPlugin);
    await app.register(errorHandlerPlugin);
    await app.register(routeRegistryPlugin, studioRouteOptions);
    registerSportsBetRoutes(app, {
      bets: t.bets,
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

  const post = async (url: string, payload: object) => {
    const response = await app.inject({ method: 'POST', url: `/studio/api/sportsbook/${url}`, payload });
    // The shapes are the contract's; the tests read a few fields of each.
    type Envelope = {
      success: boolean;
      errorCode: string | null;
      value: { bet: { id: string; autoCashOutMinor: number | null }; bets: { id: string }[] };
    };
    return { status: response.statusCode, body: response.json<Envelope>() };
  };

  it('places, lists, sets auto cash-out and cashes out through the envelope, in the contract’s shapes', async () => {
    const session = playerSession(t.wallet, 10_000);
    sessions.set(session.key, session);
    const placed = await post('place', singleSlip(session, leg, 2_000, 1_000));
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ success: true, value: { balance: 9_000, bet: { status: 'OPEN' } } });
    const betId = placed.body.value.bet.id;

    const open = await post('bets', { sessionId: session.key, filter: 'OPEN' });
    expect(open.body.value.bets.map((bet) => bet.id)).toEqual([betId]);

    const auto = await post('auto-cashout', { sessionId: session.key, betId, valueMinor: 5_000 });
    expect(auto.body.value.bet.autoCashOutMinor).toBe(5_000);

    const changed = await post('cashout', { sessionId: session.key, betId, valueMinor: 2_000 });
    expect(changed).toMatchObject({
      status: 409,
      body: { success: false, errorCode: 'sports-cash-out-changed', value: { valueMinor: 950 } },
    });
    const cashed = await post('cashout', { sessionId: session.key, betId, valueMinor: 950 });
    expect(cashed.body).toMatchObject({ success: true, value: { paidMinor: 950, balance: 9_950 } });
  });

  it('answers a refused slip with its error code and the current prices', async () => {
    const session = playerSession(t.wallet, 10_000);
    sessions.set(session.key, session);
    const refused = await post('place', {
      ...singleSlip(session, leg, 2_500, 1_000),
      requestId: randomUUID(),
      oddsPolicy: 'NONE',
    });
    expect(refused).toMatchObject({
      status: 409,
      body: {
        success: false,
        errorCode: 'sports-odds-changed',
        value: { legs: [{ ...leg, oddsE3: 2_000 }] },
      },
    });
  });

  it('quotes and places a bet builder through the envelope, and answers its refusals with their codes', async () => {
    const session = playerSession(t.wallet, 10_000);
    sessions.set(session.key, session);
    const over = { eventId: leg.eventId, marketKey: 'OU:2.5', selection: 'OVER' };
    t.book.price(over, 1_800);
    const legs = [
      { marketKey: leg.marketKey, selection: leg.selection },
      { marketKey: over.marketKey, selection: over.selection },
    ];
    t.book.setBuilder({ eventId: leg.eventId, legs }, { status: 'OPEN', oddsE3: 2_600, inPlay: false });
    const quote = await post('builder-quote', { sessionId: session.key, eventId: leg.eventId, legs });
    expect(quote).toMatchObject({
      status: 200,
      body: { success: true, value: { eventId: leg.eventId, oddsE3: 2_600 } },
    });

    const request = {
      sessionId: session.key,
      requestId: randomUUID(),
      eventId: leg.eventId,
      legs,
      oddsE3: 2_600,
      stakeMinor: 1_000,
      oddsPolicy: 'NONE',
    };
    const placed = await post('builder-place', request);
    expect(placed.body).toMatchObject({
      success: true,
      value: { balance: 9_000, bet: { status: 'OPEN', shape: { kind: 'BUILDER', oddsE3: 2_600 }, lines: 1 } },
    });

    const single = await post('builder-quote', {
      sessionId: session.key,
      eventId: leg.eventId,
      legs: legs.slice(0, 1),
    });
    expect(single).toMatchObject({ status: 400, body: { success: false } });
    t.book.setBuilder(
      { eventId: leg.eventId, legs: [legs[1]!, legs[0]!] },
      { status: 'REFUSED', reason: 'CONTRADICTORY', legIndex: null },
    );
    const contradictory = await post('builder-place', {
      ...request,
      requestId: randomUUID(),
      legs: [legs[1], legs[0]],
    });
    expect(contradictory).toMatchObject({
      status: 400,
      body: { success: false, errorCode: 'sports-builder-contradictory' },
    });
  });
});
