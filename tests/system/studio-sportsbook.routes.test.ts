import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SportsBetsResponse,
  SportsCashOutResponse,
  SportsEventResponse,
  SportsLobbyResponse,
  SportsPlaceResponse,
  SportsResultsResponse,
  StudioSessionResponse,
  type SportsbookGameInfo,
} from '@platform/contracts';
import { fundMember, memberIdOf, testWallet } from '../../apps/server/test/helpers/money.js';
import { loginAs } from '../../apps/server/test/helpers/session.js';
import { buildTestSystem, type TestSystem } from './helpers/system.js';

/** The sportsbook's reads, end to end: a SPORTS launch, a real-money session, its lobby and an event. */
describe('studio: the sportsbook lobby and event pages', () => {
  let t: TestSystem;
  let token = '';
  let playerId = '';

  beforeAll(async () => {
    t = await buildTestSystem();
    token = await loginAs(t.app, 'jogador1');
    playerId = await memberIdOf(t.database.handle.db, 'jogador1');
    await fundMember(t.database.handle.db, playerId, 10_000);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.inject({ method: 'POST', url, payload, headers: { language: 'EN', ...headers } });

  /** A real-money launch of the first sportsbook product of the lobby, as the platform hands it over. */
  const launch = async (gameType: 'SPORTS' | 'ESPORTS' = 'SPORTS') => {
    const list = await post('/wps/relay/GCSGAME_gameList', { gameType, pageSize: 1 });
    const game = list.json().value.games[0] as { nodeId: string; gameCode: string };
    const launched = await post(
      '/wps/game/launchGame',
      { nodeId: game.nodeId },
      { authorization: `Bearer ${token}` },
    );
    const url = new URL(launched.json().value.url as string, 'http://site.local');
    expect(url.searchParams.get('type')).toBe(gameType);
    return { game: url.searchParams.get('game')!, token: url.searchParams.get('token')! };
  };
  /**
   * A listed event open for betting whose kick-off is minutes away: the matches run on the real
   * clock, and one that kicks off during the test would turn in-play under it.
   */
  const openWellBeforeKickOff = (lobby: SportsLobbyResponse) => {
    const event = lobby.events.find(
      (one) =>
        one.status === 'SCHEDULED' &&
        one.mainMarket?.status === 'OPEN' &&
        one.startsAt > lobby.serverTime + 5 * 60_000,
    );
    if (!event) throw new Error('the lobby lists no event open for betting minutes before its kick-off');
    return event;
  };
  const openReal = async (gameType: 'SPORTS' | 'ESPORTS' = 'SPORTS') => {
    const launched = await launch(gameType);
    const response = await post('/studio/api/session', {
      type: gameType,
      game: launched.game,
      mode: 'real',
      token: launched.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    const session = StudioSessionResponse.parse(response.json().value);
    if (session.game.kind !== 'sportsbook') throw new Error(`a SPORTS launch opened ${session.game.kind}`);
    return { ...session, game: session.game as SportsbookGameInfo };
  };

  it('opens a real-money session with the book’s margin, limits and return', async () => {
    const session = await openReal();
    expect(session.mode).toBe('real');
    expect(session.game).toMatchObject({ kind: 'sportsbook', section: 'SPORTS', marginBp: 500 });
    expect(session.game.rtp).toBeCloseTo(1 / 1.05, 4);
    expect(session.game.minStakeMinor).toBeLessThan(session.game.maxStakeMinor);
    expect(session.game.maxPayoutMinor).toBeGreaterThan(session.game.maxStakeMinor);
    expect(session.game.quickStakesMinor.length).toBeGreaterThan(0);
  });

  it('refuses free play of a sportsbook product with a translated message', async () => {
    const { game } = await launch();
    for (const language of ['PT', 'EN', 'CN']) {
      const refused = await post('/studio/api/session', { type: 'SPORTS', game, mode: 'demo' }, { language });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, errorCode: 'in-need-true-account' });
      expect(refused.json().message).toEqual(expect.any(String));
    }
  });

  it('opens the e-sports section from an ESPORTS launch: its lobby, a series with its maps, and a bet on it', async () => {
    const esports = await post('/wps/relay/GCSGAME_gameList', { gameType: 'ESPORTS' });
    expect(esports.json().value.totalCount).toBeGreaterThan(0);
    const session = await openReal('ESPORTS');
    expect(session.game).toMatchObject({ kind: 'sportsbook', section: 'ESPORTS', marginBp: 500 });
    const response = await post('/studio/api/sportsbook/lobby', { sessionId: session.sessionId });
    expect(response.statusCode, response.body).toBe(200);
    const lobby = SportsLobbyResponse.parse(response.json().value);
    expect(lobby.competitions.map((competition) => competition.sport)).toEqual(
      lobby.competitions.map(() => 'ESPORTS'),
    );
    expect(lobby.competitions.map((competition) => competition.id)).toContain('CS2-ESL-PL');
    expect(lobby.events.length).toBeGreaterThan(0);
    expect(lobby.events.every((event) => event.sport === 'ESPORTS' && event.esports)).toBe(true);
    const live = lobby.events.find((event) => event.status === 'LIVE' && event.esports?.title === 'CS2');
    if (live) expect(live.esports!.maps.at(-1)).toMatchObject({ rounds: expect.any(Object) });

    const scheduled = openWellBeforeKickOff(lobby);
    const opened = await post('/studio/api/sportsbook/event', {
      sessionId: session.sessionId,
      eventId: scheduled.id,
    });
    const { event } = SportsEventResponse.parse(opened.json().value);
    expect(event.esports).toMatchObject({ maps: [] });
    expect(event.markets.map((market) => market.key)).toEqual(expect.arrayContaining(['MW', 'MAP:1']));
    const home = event.mainMarket!.selections.find((selection) => selection.key === '1')!;
    const placed = await post('/studio/api/sportsbook/place', {
      sessionId: session.sessionId,
      requestId: `esports-${scheduled.id}`.slice(0, 64),
      legs: [{ eventId: scheduled.id, marketKey: 'MW', selection: '1', oddsE3: home.oddsE3 }],
      shape: { kind: 'SINGLE' },
      stakePerLineMinor: 500,
      oddsPolicy: 'NONE',
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(SportsPlaceResponse.parse(placed.json().value).bet).toMatchObject({
      status: 'OPEN',
      stakeMinor: 500,
    });

    const results = await post('/studio/api/sportsbook/results', { sessionId: session.sessionId });
    const listed = SportsResultsResponse.parse(results.json().value).results;
    expect(listed.every((result) => result.sport === 'ESPORTS')).toBe(true);
  });

  it('lists live events first, then by kick-off, and opens each with its markets', async () => {
    const session = await openReal();
    const response = await post('/studio/api/sportsbook/lobby', { sessionId: session.sessionId });
    expect(response.statusCode, response.body).toBe(200);
    const lobby = SportsLobbyResponse.parse(response.json().value);
    expect(Math.abs(lobby.serverTime - Date.now())).toBeLessThan(60_000);
    expect(lobby.competitions.map((competition) => competition.id)).toContain('BRA-A');
    const live = lobby.events.filter((event) => event.status === 'LIVE');
    expect(live.length).toBeGreaterThan(0);
    expect(lobby.events.slice(0, live.length)).toEqual(live);

    const scheduled = openWellBeforeKickOff(lobby);
    const opened = await post('/studio/api/sportsbook/event', {
      sessionId: session.sessionId,
      eventId: scheduled.id,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const { event } = SportsEventResponse.parse(opened.json().value);
    expect(event).toMatchObject({ id: scheduled.id, status: 'SCHEDULED', home: scheduled.home });
    expect(event.markets.map((market) => market.key)).toContain('OU:2.5');
    expect(event.markets).toHaveLength(event.marketCount);
  });

  it('lists the results, newest first, each opening its finished event; refuses a bad session', async () => {
    const session = await openReal();
    const response = await post('/studio/api/sportsbook/results', { sessionId: session.sessionId });
    expect(response.statusCode, response.body).toBe(200);
    const { results } = SportsResultsResponse.parse(response.json().value);
    expect(results.length).toBeGreaterThan(0);
    const kickOffs = results.map((result) => result.startsAt);
    expect(kickOffs).toEqual([...kickOffs].sort((a, b) => b - a));
    const opened = await post('/studio/api/sportsbook/event', {
      sessionId: session.sessionId,
      eventId: results[0]!.id,
    });
    expect(SportsEventResponse.parse(opened.json().value).event).toMatchObject({
      status: 'FINISHED',
      score: results[0]!.score,
    });
    const unknown = await post('/studio/api/sportsbook/results', { sessionId: 'not-a-session' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ success: false, errorCode: 'invalid-token' });
    const invalid = await post('/studio/api/sportsbook/results', { sessionId: 42 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('answers sports-event-not-found for an event it does not have, and refuses other sessions', async () => {
    const session = await openReal();
    const missing = await post('/studio/api/sportsbook/event', {
      sessionId: session.sessionId,
      eventId: 'BRA-A:1:flamengo:flamengo',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, errorCode: 'sports-event-not-found' });

    const unknown = await post('/studio/api/sportsbook/lobby', { sessionId: 'not-a-session' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ errorCode: 'invalid-token' });
    // A slot's session is not a sportsbook one.
    const slot = await post('/studio/api/session', { game: 'AUR-0001', mode: 'demo' });
    const slotSession = slot.json().value.sessionId as string;
    const refused = await post('/studio/api/sportsbook/lobby', { sessionId: slotSession });
    expect(refused.json()).toMatchObject({ errorCode: 'invalid-token' });
    const invalid = await post('/studio/api/sportsbook/event', { sessionId: session.sessionId });
    expect(invalid.statusCode).toBe(400);
  });

  it('places a pre-match single through the wallet, lists it with its cash-out, and cashes it out once', async () => {
    const walletBalance = () => testWallet(t.database.handle.db).balanceOf(playerId);
    const session = await openReal();
    const lobby = SportsLobbyResponse.parse(
      (await post('/studio/api/sportsbook/lobby', { sessionId: session.sessionId })).json().value,
    );
    const event = openWellBeforeKickOff(lobby);
    const home = event.mainMarket!.selections.find((selection) => selection.key === '1')!;
    const before = await walletBalance();
    const slip = {
      sessionId: session.sessionId,
      requestId: `single-${event.id}`.slice(0, 64),
      legs: [{ eventId: event.id, marketKey: '1X2', selection: '1', oddsE3: home.oddsE3 }],
      shape: { kind: 'SINGLE' },
      stakePerLineMinor: 1_000,
      oddsPolicy: 'NONE',
    };
    const placed = await post('/studio/api/sportsbook/place', slip);
    expect(placed.statusCode, placed.body).toBe(200);
    const { bet, balance } = SportsPlaceResponse.parse(placed.json().value);
    expect(bet).toMatchObject({ status: 'OPEN', stakeMinor: 1_000, lines: 1 });
    expect(bet.potentialReturnMinor).toBe(Math.floor((1_000 * home.oddsE3) / 1_000));
    expect(balance).toBe(before - 1_000);
    expect(await walletBalance()).toBe(before - 1_000);
    // The same slip entry again places nothing more.
    const again = await post('/studio/api/sportsbook/place', slip);
    expect(SportsPlaceResponse.parse(again.json().value).bet.id).toBe(bet.id);
    expect(await walletBalance()).toBe(before - 1_000);

    const open = SportsBetsResponse.parse(
      (await post('/studio/api/sportsbook/bets', { sessionId: session.sessionId, filter: 'OPEN' })).json()
        .value,
    );
    const listed = open.bets.find((one) => one.id === bet.id)!;
    if (!listed.cashOut.available) throw new Error(`no cash-out offered: ${listed.cashOut.reason}`);
    const value = listed.cashOut.valueMinor;
    // Cash-out before the match pays less than the stake: the book's margin and the cash-out's.
    expect(value).toBeGreaterThan(0);
    expect(value).toBeLessThan(1_000);

    const cashOut = { sessionId: session.sessionId, betId: bet.id, valueMinor: value };
    const [first, second] = await Promise.all([
      post('/studio/api/sportsbook/cashout', cashOut),
      post('/studio/api/sportsbook/cashout', cashOut),
    ]);
    const answers = [first!, second!];
    const paid = answers.filter((answer) => answer.statusCode === 200);
    expect(paid).toHaveLength(1);
    const done = SportsCashOutResponse.parse(paid[0]!.json().value);
    expect(done.paidMinor).toBeGreaterThanOrEqual(value);
    expect(done.bet.status).toBe('CASHED_OUT');
    expect(answers.find((answer) => answer.statusCode !== 200)!.json()).toMatchObject({
      success: false,
      errorCode: 'sports-cash-out-unavailable',
    });
    expect(await walletBalance()).toBe(before - 1_000 + done.paidMinor);
    expect(done.balance).toBe(before - 1_000 + done.paidMinor);
  });
});
