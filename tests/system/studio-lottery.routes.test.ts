import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LotteryBuyResponse,
  LotteryDrawsResponse,
  LotteryTicketsResponse,
  StudioSessionResponse,
} from '@platform/contracts';
import { fetchVendorCatalogue, importVendorCatalogue } from '../../apps/server/src/modules/games/index.js';
import { STUDIO_VENDOR } from '../../apps/server/src/modules/seamless/index.js';
import { fundMember, memberIdOf, testWallet } from '../../apps/server/test/helpers/money.js';
import { loginAs } from '../../apps/server/test/helpers/session.js';
import { buildTestSystem, type TestSystem } from './helpers/system.js';

const OPERATOR_KEY = 'lottery-operator-key-of-32-characters';

/**
 * The studio's lottery end to end, where the jurisdiction allows lotteries: the platform lists and
 * launches it, a ticket is paid through the wallet and refunded by the operator's cancellation.
 */
describe('studio: the lottery launched from the platform', () => {
  let t: TestSystem;
  let token = '';
  let playerId = '';

  beforeAll(async () => {
    // Brazil's profile has no lottery (docs/compliance-br.md): the open profile lists it.
    t = await buildTestSystem({
      platformEnv: { JURISDICTION_PROFILE: 'OPEN' },
      studioEnv: { STUDIO_OPERATOR_KEY: OPERATOR_KEY },
    });
    // The run's catalogue comes from a studio with the lottery unpublished (its default): this
    // platform lists what its own studio, which serves the lottery, publishes.
    await importVendorCatalogue(t.database.handle.db, await fetchVendorCatalogue(t.studioUrl), STUDIO_VENDOR);
    token = await loginAs(t.app, 'jogador1');
    playerId = await memberIdOf(t.database.handle.db, 'jogador1');
    await fundMember(t.database.handle.db, playerId, 10_000);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.inject({ method: 'POST', url, payload, headers: { language: 'EN', ...headers } });
  const walletBalance = () => testWallet(t.database.handle.db).balanceOf(playerId);

  it('lists the VN north lottery, launches it into a lottery session and buys a ticket through the wallet', async () => {
    const list = await post('/wps/relay/GCSGAME_gameList', {
      gameType: 'LOTT',
      vassalage: 'SGL',
      pageSize: 20,
    });
    expect(list.statusCode, list.body).toBe(200);
    const games = list.json().value.games as Array<{ nodeId: string; gameCode: string; gameName: string }>;
    const north = games.find((game) => game.gameCode === 'SGL-0001');
    expect(north?.gameName).toBe('Vietnam North Lottery');

    const launched = await post(
      '/wps/game/launchGame',
      { nodeId: north!.nodeId },
      { authorization: `Bearer ${token}` },
    );
    expect(launched.statusCode, launched.body).toBe(200);
    const url = new URL(launched.json().value.url as string, 'http://site.local');
    expect(url.searchParams.get('type')).toBe('LOTT');
    const opened = await post('/studio/api/session', {
      type: 'LOTT',
      game: url.searchParams.get('game'),
      mode: 'real',
      token: url.searchParams.get('token'),
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'LOTT',
      lottoView: 'betting',
      device: 'mobile',
      backUrl: 'http://site.local/lott',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const session = StudioSessionResponse.parse(opened.json().value);
    expect(session.game).toMatchObject({
      kind: 'lottery',
      game: { product: 'VN', region: 'NORTH' },
      rtp: 0.98,
    });
    expect(session.lotteryLaunch).toEqual({
      prizeMode: 'LOTT',
      view: 'betting',
      device: 'mobile',
      backUrl: 'http://site.local/lott',
    });
    expect(session.balance).toBe(10_000);

    // The draws the job creates (called here: this studio runs no job workers).
    await t.studio.lottery!.scheduleDraws();
    const draws = LotteryDrawsResponse.parse(
      (await post('/studio/api/lottery/draws', { sessionId: session.sessionId })).json().value,
    );
    expect(draws.draws).toHaveLength(1);
    const [draw] = draws.draws;
    expect(draw!.drawId).toMatch(/^VN-NORTH-\d{8}$/u);

    const bought = await post('/studio/api/lottery/buy', {
      sessionId: session.sessionId,
      requestId: 'ticket-north-0001',
      drawId: draw!.drawId,
      bet: { product: 'VN', betType: 'DE', lines: [['45'], ['07']], stakePerLineMinor: 1_000 },
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const ticket = LotteryBuyResponse.parse(bought.json().value);
    expect(ticket).toMatchObject({ balance: 8_000, ticket: { status: 'OPEN', stakeMinor: 2_000 } });
    expect(await walletBalance()).toBe(8_000);

    // The operator cancels the draw: the stake comes back through the wallet, once.
    const cancel = { drawId: draw!.drawId, operator: 'ana', reason: 'results service down' };
    const cancelled = await post('/studio/api/lottery/operator/cancel-draw', cancel, {
      'x-operator-key': OPERATOR_KEY,
    });
    expect(cancelled.json()).toMatchObject({ success: true, value: { status: 'CANCELLED', refunded: 1 } });
    await post('/studio/api/lottery/operator/cancel-draw', cancel, { 'x-operator-key': OPERATOR_KEY });
    expect(await walletBalance()).toBe(10_000);
    const mine = LotteryTicketsResponse.parse(
      (await post('/studio/api/lottery/tickets', { sessionId: session.sessionId })).json().value,
    );
    expect(mine.tickets).toEqual([expect.objectContaining({ id: ticket.ticket.id, status: 'CANCELLED' })]);
  });
});
