import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import {
  DiceRollResponse,
  DoubleSpinResponse,
  FairRotateResponse,
  FairRoundResponse,
  FairSeedsResponse,
  FairVerifyResponse,
  LimboPlayResponse,
  MinesActiveResponse,
  MinesResponse,
  PlinkoDropResponse,
  StudioSessionResponse,
  type FairGameKind,
  type StudioGameInfo,
} from '@platform/contracts';
import { createSeamlessClient, fair } from '@platform/studio';
import { gameVendor } from '../../apps/server/src/tables.js';
import { STUDIO_VENDOR } from '../../apps/server/src/modules/seamless/index.js';
import { checkLedger } from '../../apps/server/src/modules/wallet/index.js';
import { fundMember, memberIdOf, testWallet } from '../../apps/server/test/helpers/money.js';
import { loginAs } from '../../apps/server/test/helpers/session.js';
import { studioRound, studioSeedPair } from '../../apps/studio/src/db/schema.js';
import { createStudioRepository } from '../../apps/studio/src/studio.repository.js';
import { createStudioService } from '../../apps/studio/src/studio.service.js';
import { buildTestSystem, type TestSystem } from './helpers/system.js';

const CODES = { mines: 'SG-0002', dice: 'SG-0003', plinko: 'SG-0004', limbo: 'SG-0005', double: 'SG-0006' };
type Kind = keyof typeof CODES;
/** A stored round's choice, whichever game it was (each game keeps its own fields). */
type StoredParams = {
  direction: 'over' | 'under';
  target: number;
  rows: number;
  risk: 'low' | 'medium' | 'high';
  colour: 'white' | 'red' | 'black';
  mines: number;
  picks: number[];
  edgeBp: number;
};
type SessionOf<K extends FairGameKind> = StudioSessionResponse & {
  game: Extract<StudioGameInfo, { kind: K }>;
};

/** The provably fair in-house games end to end: launch, session, bets paid through the wallet. */
describe('studio: provably fair games over the seamless wallet', () => {
  let t: TestSystem;
  let token = '';
  let playerId = '';

  beforeAll(async () => {
    t = await buildTestSystem();
    token = await loginAs(t.app, 'jogador1');
    playerId = await memberIdOf(t.database.handle.db, 'jogador1');
    await fundMember(t.database.handle.db, playerId, 500_000);
  });
  afterEach(async () => {
    expect(await checkLedger(t.database.handle.db)).toEqual([]);
  });
  afterAll(() => t.close());

  /** The platform's database (members, the wallet) and the studio's (rounds, seed pairs). */
  const platformDb = () => t.database.handle.db;
  const studioDb = () => t.studioDatabase.handle.db;
  const post = (url: string, payload: object) =>
    t.inject({ method: 'POST', url, payload, headers: { language: 'EN' } });
  /** An answer's value, failing the test with the body when it is not a 200. */
  const ok = async (url: string, payload: object) => {
    const response = await post(url, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as unknown;
  };
  const refusal = async (url: string, payload: object) => {
    const response = await post(url, payload);
    expect(response.statusCode, response.body).not.toBe(200);
    expect(response.statusCode).toBeLessThan(500);
    return response.json() as { errorCode: string; message: string; value: unknown };
  };
  const walletBalance = () => testWallet(platformDb()).balanceOf(playerId);
  const roundCount = async () => (await studioDb().select().from(studioRound)).length;
  const pairCount = async () => (await studioDb().select().from(studioSeedPair)).length;

  /** A real-money launch of an in-house game, as the platform hands it to the studio. */
  const launch = async (gameCode: string) => {
    const list = await post('/wps/relay/GCSGAME_gameList', {
      gameType: 'RNG',
      gameClassify: 'INHOUSE',
      pageSize: 100,
    });
    const game = (list.json().value.games as { nodeId: string; gameCode: string; gameName: string }[]).find(
      (one) => one.gameCode === gameCode,
    );
    if (!game) throw new Error(`${gameCode} is not in the lobby`);
    const launched = await t.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      payload: { nodeId: game.nodeId },
      headers: { language: 'EN', authorization: `Bearer ${token}` },
    });
    const url = new URL(launched.json().value.url as string, 'http://site.local');
    return {
      game: url.searchParams.get('game')!,
      type: url.searchParams.get('type')!,
      token: url.searchParams.get('token')!,
      name: game.gameName,
    };
  };
  const open = async <K extends Kind>(kind: K, mode: 'real' | 'demo' = 'real'): Promise<SessionOf<K>> => {
    const launched = await launch(CODES[kind]);
    expect(launched).toMatchObject({ game: CODES[kind], type: 'INHOUSE' });
    const body =
      mode === 'real'
        ? { game: launched.game, type: launched.type, mode, token: launched.token }
        : { game: launched.game, type: launched.type, mode };
    const session = StudioSessionResponse.parse(await ok('/studio/api/session', body));
    expect(session.game.kind).toBe(kind);
    // The page shows the name the lobby shows (the launch was in English).
    expect(session.game.names.EN).toBe(launched.name);
    return session as SessionOf<K>;
  };

  const roll = async (sessionId: string, bet: number, target = 5050, direction = 'over') =>
    DiceRollResponse.parse(await ok('/studio/api/fair/dice/roll', { sessionId, bet, direction, target }));
  const drop = async (sessionId: string, bet: number, rows = 12, risk = 'medium') =>
    PlinkoDropResponse.parse(await ok('/studio/api/fair/plinko/drop', { sessionId, bet, rows, risk }));
  const spinDouble = async (sessionId: string, bet: number, colour = 'red') =>
    DoubleSpinResponse.parse(await ok('/studio/api/fair/double/spin', { sessionId, bet, colour }));
  const playLimbo = async (sessionId: string, bet: number, target = 200) =>
    LimboPlayResponse.parse(await ok('/studio/api/fair/limbo/play', { sessionId, bet, target }));
  const seeds = async (sessionId: string) =>
    FairSeedsResponse.parse(await ok('/studio/api/fair/seeds', { sessionId }));
  const rotate = async (sessionId: string, clientSeed?: string) =>
    FairRotateResponse.parse(await ok('/studio/api/fair/rotate', { sessionId, clientSeed }));
  const mines = {
    start: async (sessionId: string, bet: number, count: number) =>
      MinesResponse.parse(await ok('/studio/api/fair/mines/start', { sessionId, bet, mines: count })),
    pick: async (sessionId: string, roundId: string, tile: number) =>
      MinesResponse.parse(await ok('/studio/api/fair/mines/pick', { sessionId, roundId, tile })),
    cashOut: async (sessionId: string, roundId: string) =>
      MinesResponse.parse(await ok('/studio/api/fair/mines/cashout', { sessionId, roundId })),
    active: async (sessionId: string) =>
      MinesActiveResponse.parse(await ok('/studio/api/fair/mines/active', { sessionId })),
  };

  /** Where a real game's mines lie, read from its (still secret) seed pair as only the server can. */
  const minesOf = async (roundId: string): Promise<number[]> => {
    const [round] = await studioDb().select().from(studioRound).where(eq(studioRound.id, roundId));
    const [pair] = await studioDb()
      .select()
      .from(studioSeedPair)
      .where(eq(studioSeedPair.id, round!.seedPairId!));
    const floats = fair.generateFloats(
      { serverSeed: pair!.serverSeed, clientSeed: pair!.clientSeed, nonce: round!.nonce! },
      fair.MINES_FLOATS,
    );
    return fair.placeMines(floats, (round!.outcome as { params: { mines: number } }).params.mines);
  };
  const safeTiles = (mineTiles: number[]) =>
    Array.from({ length: 25 }, (_, tile) => tile).filter((tile) => !mineTiles.includes(tile));

  const storedRound = async (roundId: string) => {
    const [round] = await studioDb().select().from(studioRound).where(eq(studioRound.id, roundId));
    return round!;
  };

  it('shows each in-house game’s rules, edge and RTP before the first bet, and serves no other', async () => {
    const dice = await open('dice', 'demo');
    expect(dice.game).toMatchObject({
      gameCode: 'SG-0003',
      names: { PT: 'Dados', EN: 'Dice', CN: '骰子' },
      edgeBp: 100,
      rtp: 0.99,
      minBet: 10,
      maxBet: 100_000,
      maxPayout: 10_000_000,
      outcomes: 10_001,
      minWinCount: 1,
      maxWinCount: 9_800,
    });
    const minesGame = (await open('mines', 'demo')).game;
    expect(minesGame).toMatchObject({ edgeBp: 100, tiles: 25, minMines: 1, maxMines: 24 });
    expect(minesGame.rtp).toBeGreaterThan(0.9899);
    expect(minesGame.rtp).toBeLessThanOrEqual(0.99);
    expect(minesGame.multipliers[3]![1]).toBe(fair.minesMultiplierE4({ mines: 3, safePicks: 1 }));
    expect(minesGame.multipliers[3]![23]).toBe(0);
    const plinko = (await open('plinko', 'demo')).game;
    expect(plinko.rows).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(plinko.tables.high['16']).toEqual([...fair.plinkoTable(16, 'high')]);
    expect(Math.abs(plinko.rtp - 0.99)).toBeLessThan(0.0005);
    const double = (await open('double', 'demo')).game;
    expect(double).toMatchObject({ edgeBp: 667, payouts: { white: 140_000, red: 20_000, black: 20_000 } });
    expect(double.rtp).toBeCloseTo(14 / 15, 12);
    expect(double.wheel.filter((colour) => colour === 'red')).toHaveLength(7);
    const limbo = (await open('limbo', 'demo')).game;
    expect(limbo).toMatchObject({ edgeBp: 100, minTarget: 101, maxTarget: 100_000_000 });
    expect(limbo.rtp).toBe(fair.limboRtp(200));

    for (const code of ['SG-0007', 'SG-0008', 'SG-0009', 'SG-0010']) {
      const refused = await refusal('/studio/api/session', { game: code, type: 'INHOUSE', mode: 'demo' });
      expect(refused.errorCode).toBe('game-not-found');
    }
  });

  it('pays every Dice, Plinko, Double and Limbo bet through the wallet: exactly the bet out and the win in', async () => {
    const sessions = {
      dice: await open('dice'),
      plinko: await open('plinko'),
      double: await open('double'),
      limbo: await open('limbo'),
    };
    const active = (await seeds(sessions.dice.sessionId)).active;
    // One pair per player, whichever game page asks.
    expect((await seeds(sessions.limbo.sessionId)).active).toEqual(active);
    let nonce = active.nonce;
    let balance = await walletBalance();
    const bets = [
      () => roll(sessions.dice.sessionId, 100),
      () => roll(sessions.dice.sessionId, 250, 2500, 'under'),
      () => drop(sessions.plinko.sessionId, 100),
      () => drop(sessions.plinko.sessionId, 50, 8, 'high'),
      () => spinDouble(sessions.double.sessionId, 100),
      () => spinDouble(sessions.double.sessionId, 20, 'white'),
      () => playLimbo(sessions.limbo.sessionId, 100),
      () => playLimbo(sessions.limbo.sessionId, 30, 1_050),
    ];
    for (let round = 0; round < 3; round += 1) {
      for (const bet of bets) {
        const result = await bet();
        expect(result.seeds).toEqual({ ...active, nonce });
        nonce += 1;
        expect(result.balance).toBe(balance - result.bet + result.win);
        balance = result.balance;
        expect(await walletBalance()).toBe(balance);
        expect(await storedRound(result.roundId)).toMatchObject({
          status: 'settled',
          bet: result.bet,
          win: result.win,
          playerId,
          nonce: result.seeds.nonce,
        });
      }
    }
    expect((await seeds(sessions.double.sessionId)).active.nonce).toBe(nonce);

    const dice = await roll(sessions.dice.sessionId, 1_000, 5050);
    expect(dice.multiplierE4).toBe(20_002);
    expect(dice.win).toBe(dice.roll > 5050 ? 2_000 : 0);
    const plinko = await drop(sessions.plinko.sessionId, 1_000, 16, 'high');
    expect(plinko.multiplierE4).toBe(10_000_000);
    expect(plinko.path).toHaveLength(16);
    expect(plinko.slot).toBe(plinko.path.filter((step) => step === 1).length);
    expect(plinko.win).toBe(fair.payoutMinor(1_000, fair.plinkoTable(16, 'high')[plinko.slot]!));
    const double = await spinDouble(sessions.double.sessionId, 1_000, 'black');
    expect(double.colour).toBe(fair.colorOfSlot(double.slot));
    expect(double.win).toBe(double.colour === 'black' ? 2_000 : 0);
    const limbo = await playLimbo(sessions.limbo.sessionId, 1_000, 150);
    expect(limbo.multiplierE4).toBe(15_000);
    expect(limbo.win).toBe(limbo.result >= 150 ? 1_500 : 0);
  });

  it('refuses bets out of range, bad choices and missing funds, changing nothing', async () => {
    const dice = await open('dice');
    const plinko = await open('plinko');
    const limbo = await open('limbo');
    const minesSession = await open('mines');
    const start = await walletBalance();
    const rounds = await roundCount();
    const nonce = (await seeds(dice.sessionId)).active.nonce;

    const outOfRange = [
      ['/studio/api/fair/dice/roll', { sessionId: dice.sessionId, bet: 9, direction: 'over', target: 5050 }],
      [
        '/studio/api/fair/dice/roll',
        { sessionId: dice.sessionId, bet: 100_001, direction: 'over', target: 5050 },
      ],
      ['/studio/api/fair/limbo/play', { sessionId: limbo.sessionId, bet: 9, target: 200 }],
      ['/studio/api/fair/plinko/drop', { sessionId: plinko.sessionId, bet: 100_001, rows: 16, risk: 'high' }],
      ['/studio/api/fair/mines/start', { sessionId: minesSession.sessionId, bet: 100_001, mines: 3 }],
    ] as const;
    for (const [url, body] of outOfRange) {
      const refused = await refusal(url, body);
      expect(refused.errorCode, `${url} ${JSON.stringify(body)}`).toBe('bet-out-of-range');
      expect(refused.value).toEqual({ minBet: 10, maxBet: 100_000 });
    }
    // A long shot is not refused: 9900× R$ 10,11 may win more than the maximum payout, which is
    // then what it pays.
    const atLimit = await roll(dice.sessionId, 1_011, 9999);
    expect(atLimit.win).toBe(atLimit.roll > 9999 ? 10_000_000 : 0);

    const badChoices = [
      [
        '/studio/api/fair/dice/roll',
        { sessionId: dice.sessionId, bet: 100, direction: 'over', target: 10_000 },
      ],
      [
        '/studio/api/fair/dice/roll',
        { sessionId: dice.sessionId, bet: 100, direction: 'under', target: 9_801 },
      ],
      ['/studio/api/fair/plinko/drop', { sessionId: plinko.sessionId, bet: 100, rows: 7, risk: 'low' }],
      ['/studio/api/fair/plinko/drop', { sessionId: plinko.sessionId, bet: 100, rows: 17, risk: 'low' }],
      ['/studio/api/fair/limbo/play', { sessionId: limbo.sessionId, bet: 100, target: 100 }],
      ['/studio/api/fair/limbo/play', { sessionId: limbo.sessionId, bet: 100, target: 100_000_001 }],
      ['/studio/api/fair/mines/start', { sessionId: minesSession.sessionId, bet: 100, mines: 0 }],
      ['/studio/api/fair/mines/start', { sessionId: minesSession.sessionId, bet: 100, mines: 25 }],
    ] as const;
    for (const [url, body] of badChoices) {
      const refused = await refusal(url, body);
      expect(refused, `${url} ${JSON.stringify(body)}`).toMatchObject({
        errorCode: 'invalid-game-choice',
        message: 'This choice is not allowed in this game.',
      });
    }
    // A session of another game, or none, plays nothing.
    const wrongGame = await refusal('/studio/api/fair/dice/roll', {
      sessionId: limbo.sessionId,
      bet: 100,
      direction: 'over',
      target: 5050,
    });
    expect(wrongGame.errorCode).toBe('invalid-token');
    expect((await refusal('/studio/api/fair/seeds', { sessionId: 'no-such-session' })).errorCode).toBe(
      'invalid-token',
    );
    const afterLimit = await walletBalance();
    expect(await roundCount()).toBe(rounds + 1);
    expect((await seeds(dice.sessionId)).active.nonce).toBe(nonce + 1);

    // Less than the bet left: refused by the wallet, recorded as refused, nothing moved.
    await fundMember(platformDb(), playerId, -(afterLimit - 99));
    const poor = await refusal('/studio/api/fair/limbo/play', {
      sessionId: limbo.sessionId,
      bet: 100,
      target: 200,
    });
    expect(poor).toMatchObject({ errorCode: 'insufficient-funds', value: { balance: 99 } });
    const poorMines = await refusal('/studio/api/fair/mines/start', {
      sessionId: minesSession.sessionId,
      bet: 100,
      mines: 3,
    });
    expect(poorMines.errorCode).toBe('insufficient-funds');
    expect(await walletBalance()).toBe(99);
    expect((await mines.active(minesSession.sessionId)).game).toBeNull();
    const refused = await studioDb().select().from(studioRound).where(eq(studioRound.status, 'refused'));
    expect(refused.map((round) => round.refusal)).toEqual(['insufficient-funds', 'insufficient-funds']);
    await fundMember(platformDb(), playerId, afterLimit - 99);
    expect(await walletBalance()).toBe(start - 1_011 + atLimit.win);
  });

  it('cashes a Mines game out by itself once it reaches the maximum payout, and pays no more', async () => {
    const session = await open('mines');
    const start = await walletBalance();
    // 20 mines at R$ 1.000,00: two safe picks pay 29.7×, a third would pay 227.7× (over R$ 100.000,00).
    const started = await mines.start(session.sessionId, 100_000, 20);
    const safe = safeTiles(await minesOf(started.game.roundId));
    await mines.pick(session.sessionId, started.game.roundId, safe[0]!);
    const second = await mines.pick(session.sessionId, started.game.roundId, safe[1]!);
    expect(second.game).toMatchObject({ status: 'in-play', win: 0 });
    const third = await mines.pick(session.sessionId, started.game.roundId, safe[2]!);
    expect(third.game).toMatchObject({ status: 'won', win: 10_000_000 });
    expect(third.game.mineTiles).toHaveLength(20);
    expect(await walletBalance()).toBe(start - 100_000 + 10_000_000);
    expect(await storedRound(started.game.roundId)).toMatchObject({ status: 'settled', win: 10_000_000 });
    await fundMember(platformDb(), playerId, -(10_000_000 - 100_000));
  });

  it('plays Mines pick by pick: one game at a time, resumable, seeds locked while it is in play', async () => {
    const page = await open('mines');
    const start = await walletBalance();
    const started = await mines.start(page.sessionId, 1_000, 3);
    expect(started.game).toMatchObject({
      bet: 1_000,
      mines: 3,
      picks: [],
      multiplierE4: 0,
      nextMultiplierE4: fair.minesMultiplierE4({ mines: 3, safePicks: 1 }),
      status: 'in-play',
      mineTiles: null,
      win: 0,
    });
    expect(started.balance).toBe(start - 1_000);
    expect(await walletBalance()).toBe(start - 1_000);
    const { roundId } = started.game;
    expect(await storedRound(roundId)).toMatchObject({ status: 'in-play', win: 1_000, bet: 1_000 });

    // One game at a time, and its seeds cannot be revealed meanwhile (that would show its mines).
    const second = await refusal('/studio/api/fair/mines/start', {
      sessionId: page.sessionId,
      bet: 100,
      mines: 3,
    });
    expect(second.errorCode).toBe('round-in-progress');
    expect((await refusal('/studio/api/fair/rotate', { sessionId: page.sessionId })).errorCode).toBe(
      'round-in-progress',
    );
    const dicePage = await open('dice');
    expect((await refusal('/studio/api/fair/rotate', { sessionId: dicePage.sessionId })).errorCode).toBe(
      'round-in-progress',
    );
    expect(
      (await refusal('/studio/api/fair/mines/cashout', { sessionId: page.sessionId, roundId })).errorCode,
    ).toBe('invalid-game-choice');

    const mineTiles = await minesOf(roundId);
    const [first, secondTile] = safeTiles(mineTiles);
    const picked = await mines.pick(page.sessionId, roundId, first!);
    const one = fair.minesMultiplierE4({ mines: 3, safePicks: 1 });
    expect(picked.game).toMatchObject({
      picks: [first],
      multiplierE4: one,
      status: 'in-play',
      mineTiles: null,
    });
    expect(await storedRound(roundId)).toMatchObject({
      status: 'in-play',
      win: fair.payoutMinor(1_000, one),
    });
    expect(
      (await refusal('/studio/api/fair/mines/pick', { sessionId: page.sessionId, roundId, tile: first }))
        .errorCode,
    ).toBe('invalid-game-choice');
    expect(
      (await refusal('/studio/api/fair/mines/pick', { sessionId: page.sessionId, roundId, tile: 25 }))
        .errorCode,
    ).toBe('invalid-game-choice');

    // Reopened from a new launch, the game is still there to finish (mines still hidden).
    const reopened = await open('mines');
    const resumed = await mines.active(reopened.sessionId);
    expect(resumed.game).toEqual(picked.game);
    expect(JSON.stringify(resumed)).not.toContain('"mineTiles":[');
    await mines.pick(reopened.sessionId, roundId, secondTile!);
    const two = fair.minesMultiplierE4({ mines: 3, safePicks: 2 });
    const cashed = await mines.cashOut(reopened.sessionId, roundId);
    expect(cashed.game).toMatchObject({
      status: 'won',
      picks: [first, secondTile],
      multiplierE4: two,
      nextMultiplierE4: 0,
      mineTiles,
      win: fair.payoutMinor(1_000, two),
    });
    expect(await walletBalance()).toBe(start - 1_000 + cashed.game.win);
    expect(cashed.balance).toBe(await walletBalance());
    expect(await storedRound(roundId)).toMatchObject({ status: 'settled', win: cashed.game.win });
    expect((await mines.active(page.sessionId)).game).toBeNull();
    expect(
      (await refusal('/studio/api/fair/mines/pick', { sessionId: page.sessionId, roundId, tile: 24 }))
        .errorCode,
    ).toBe('round-closed');

    // A mine ends the game with nothing paid and shows where every mine was.
    const lost = await mines.start(page.sessionId, 150, 5);
    const lostMines = await minesOf(lost.game.roundId);
    const safe = safeTiles(lostMines)[0]!;
    await mines.pick(page.sessionId, lost.game.roundId, safe);
    const boom = await mines.pick(page.sessionId, lost.game.roundId, lostMines[0]!);
    expect(boom.game).toMatchObject({
      status: 'lost',
      picks: [safe, lostMines[0]],
      multiplierE4: 0,
      mineTiles: lostMines,
      win: 0,
    });
    expect(await walletBalance()).toBe(start - 1_000 + cashed.game.win - 150);
    expect(await storedRound(lost.game.roundId)).toMatchObject({ status: 'settled', win: 0 });

    // The last safe tile cashes out by itself: 24 mines, one safe tile, 24.75×.
    const single = await mines.start(page.sessionId, 100, 24);
    const onlySafe = safeTiles(await minesOf(single.game.roundId));
    expect(onlySafe).toHaveLength(1);
    const won = await mines.pick(page.sessionId, single.game.roundId, onlySafe[0]!);
    expect(won.game).toMatchObject({ status: 'won', multiplierE4: 247_500, win: 2_475 });
    expect(await walletBalance()).toBe(start - 1_000 + cashed.game.win - 150 - 100 + 2_475);

    // Someone else's round, or no round at all, is not found.
    const unknown = await refusal('/studio/api/fair/mines/pick', {
      sessionId: page.sessionId,
      roundId: 'not-a-round',
      tile: 1,
    });
    expect(unknown.errorCode).toBe('round-not-found');
    // With no game in play, rotation goes through.
    await rotate(page.sessionId);
  });

  it('plays every game on demo credits that never reach the wallet, the rounds or the seed pairs', async () => {
    const before = { wallet: await walletBalance(), rounds: await roundCount(), pairs: await pairCount() };
    const dice = await open('dice', 'demo');
    expect(dice.balance).toBe(200_000);
    let credits = 200_000;
    const first = await roll(dice.sessionId, 1_000);
    credits += first.win - 1_000;
    expect(first.balance).toBe(credits);
    expect(first.seeds.nonce).toBe(0);
    expect((await seeds(dice.sessionId)).active.nonce).toBe(1);
    const rotated = await rotate(dice.sessionId, 'demo-seed');
    expect(rotated.revealed).toMatchObject({ clientSeed: first.seeds.clientSeed, betsPlayed: 1 });
    expect(fair.hashServerSeed(rotated.revealed.serverSeed)).toBe(first.seeds.serverSeedHash);
    expect(rotated.active).toMatchObject({ clientSeed: 'demo-seed', nonce: 0 });
    expect((await seeds(dice.sessionId)).revealed).toEqual([rotated.revealed]);
    const replayed = fair.verifyDice({
      ...rotated.revealed,
      nonce: 0,
      choice: { direction: 'over', target: 5050 },
    });
    expect(replayed).toMatchObject({ ok: true, outcome: { roll: first.roll } });

    // Each page has its own credits and its own seeds.
    for (const play of [
      async () => drop((await open('plinko', 'demo')).sessionId, 500),
      async () => spinDouble((await open('double', 'demo')).sessionId, 500),
      async () => playLimbo((await open('limbo', 'demo')).sessionId, 500),
    ]) {
      const result = await play();
      expect(result.balance).toBe(200_000 - 500 + result.win);
      expect(result.seeds.nonce).toBe(0);
    }

    const page = await open('mines', 'demo');
    const started = await mines.start(page.sessionId, 1_000, 1);
    expect(started.balance).toBe(199_000);
    expect((await mines.active(page.sessionId)).game).toEqual(started.game);
    expect((await refusal('/studio/api/fair/rotate', { sessionId: page.sessionId })).errorCode).toBe(
      'round-in-progress',
    );
    // One mine in 25: pick until it is found or the game is won.
    let game = started.game;
    for (let tile = 0; game.status === 'in-play' && tile < 25; tile += 1) {
      game = (await mines.pick(page.sessionId, game.roundId, tile)).game;
    }
    expect(game.mineTiles).toHaveLength(1);
    expect(['won', 'lost']).toContain(game.status);
    // The demo's own seeds replay the game once revealed.
    const demoRotation = await rotate(page.sessionId);
    const verified = fair.verifyMines({ ...demoRotation.revealed, nonce: 0, mines: 1, picks: game.picks });
    expect(verified).toMatchObject({ ok: true, outcome: { minePositions: game.mineTiles } });
    expect((await mines.active(page.sessionId)).balance).toBe(199_000 + game.win);

    expect({ wallet: await walletBalance(), rounds: await roundCount(), pairs: await pairCount() }).toEqual(
      before,
    );
  });

  it('after rotation, every stored round recomputes from the revealed seed to what was stored and paid', async () => {
    const dice = await open('dice');
    const plinko = await open('plinko');
    const double = await open('double');
    const limbo = await open('limbo');
    const minesPage = await open('mines');
    // A fresh pair with a client seed of the player's own.
    const fresh = await rotate(dice.sessionId, 'my-own-seed_1');
    expect(fresh.active).toMatchObject({ clientSeed: 'my-own-seed_1', nonce: 0 });
    expect(fresh.revealed.serverSeedHash).not.toBe(fresh.active.serverSeedHash);
    const start = await walletBalance();

    const played: string[] = [];
    for (let round = 0; round < 4; round += 1) {
      played.push((await roll(dice.sessionId, 200, 3000 + round * 1000)).roundId);
      played.push(
        (await drop(plinko.sessionId, 200, 8 + round * 2, (['low', 'medium', 'high'] as const)[round % 3]))
          .roundId,
      );
      played.push(
        (await spinDouble(double.sessionId, 200, (['red', 'black', 'white'] as const)[round % 3])).roundId,
      );
      played.push((await playLimbo(limbo.sessionId, 200, 120 + round * 100)).roundId);
    }
    const game = (await mines.start(minesPage.sessionId, 300, 4)).game;
    const safe = safeTiles(await minesOf(game.roundId));
    await mines.pick(minesPage.sessionId, game.roundId, safe[0]!);
    await mines.pick(minesPage.sessionId, game.roundId, safe[1]!);
    await mines.cashOut(minesPage.sessionId, game.roundId);
    played.push(game.roundId);

    const revealed = (await rotate(limbo.sessionId)).revealed;
    expect(revealed).toMatchObject({
      serverSeedHash: fresh.active.serverSeedHash,
      clientSeed: 'my-own-seed_1',
      betsPlayed: played.length,
    });
    expect(fair.serverSeedMatchesHash(revealed.serverSeed, revealed.serverSeedHash)).toBe(true);
    expect((await seeds(dice.sessionId)).revealed[0]).toEqual(revealed);

    const [pair] = await studioDb()
      .select()
      .from(studioSeedPair)
      .where(
        and(
          eq(studioSeedPair.playerId, playerId),
          eq(studioSeedPair.serverSeedHash, revealed.serverSeedHash),
        ),
      );
    const rounds = await studioDb().select().from(studioRound).where(eq(studioRound.seedPairId, pair!.id));
    expect(rounds.map((round) => round.id).sort()).toEqual([...played].sort());
    expect(rounds.map((round) => round.nonce).sort((a, b) => a! - b!)).toEqual(
      played.map((_, nonce) => nonce),
    );

    let moved = 0;
    for (const round of rounds) {
      const record = round.outcome as {
        kind: FairGameKind;
        params: StoredParams;
        multiplierE4: number;
        outcome: Record<string, unknown>;
      };
      const seedsOf = { ...revealed, nonce: round.nonce! };
      const { params } = record;
      let payoutMultiplierE4: number;
      let outcome: Record<string, unknown>;
      switch (record.kind) {
        case 'dice': {
          const verified = fair.verifyDice({
            ...seedsOf,
            choice: { direction: params.direction, target: params.target },
            edgeBp: params.edgeBp,
          });
          if (!verified.ok) throw new Error('dice did not verify');
          payoutMultiplierE4 = verified.outcome.payoutMultiplierE4;
          outcome = { roll: verified.outcome.roll, win: verified.outcome.win };
          break;
        }
        case 'plinko': {
          const verified = fair.verifyPlinko({
            ...seedsOf,
            choice: { rows: params.rows, risk: params.risk },
            edgeBp: params.edgeBp,
          });
          if (!verified.ok) throw new Error('plinko did not verify');
          payoutMultiplierE4 = verified.outcome.payoutMultiplierE4;
          outcome = {
            path: verified.outcome.path,
            slot: verified.outcome.slot,
            multiplierE4: payoutMultiplierE4,
          };
          break;
        }
        case 'double': {
          const verified = fair.verifyDouble({ ...seedsOf, color: params.colour });
          if (!verified.ok) throw new Error('double did not verify');
          payoutMultiplierE4 = verified.outcome.payoutMultiplierE4;
          outcome = { slot: verified.outcome.slot, colour: verified.outcome.color };
          break;
        }
        case 'limbo': {
          const verified = fair.verifyLimbo({ ...seedsOf, target: params.target, edgeBp: params.edgeBp });
          if (!verified.ok) throw new Error('limbo did not verify');
          payoutMultiplierE4 = verified.outcome.payoutMultiplierE4;
          outcome = { result: verified.outcome.result };
          break;
        }
        case 'mines': {
          const verified = fair.verifyMines({
            ...seedsOf,
            mines: params.mines,
            picks: params.picks,
            edgeBp: params.edgeBp,
          });
          if (!verified.ok) throw new Error('mines did not verify');
          payoutMultiplierE4 = verified.outcome.payoutMultiplierE4;
          outcome = { mineTiles: verified.outcome.minePositions };
          break;
        }
      }
      expect(record.outcome, record.kind).toEqual(outcome);
      expect(round.win, record.kind).toBe(fair.payoutMinor(round.bet, payoutMultiplierE4));
      expect(round.status).toBe('settled');
      moved += round.win - round.bet;
    }
    expect(await walletBalance()).toBe(start + moved);
  });

  it('verifies any round from seeds without a session (the published worked example)', async () => {
    const example = {
      serverSeed: '6a1c1e0b4b7f2f0e9d4c3b2a1908f7e6d5c4b3a29180f7e6d5c4b3a291807f6e',
      clientSeed: 'player-seed-42',
      nonce: 7,
    };
    const verify = async (body: object) =>
      FairVerifyResponse.parse(await ok('/studio/api/fair/verify', { ...example, ...body }));
    const dice = await verify({ kind: 'dice', direction: 'under', target: 5000 });
    expect(dice).toMatchObject({
      kind: 'dice',
      serverSeedHash: '4432bb6293cd22bc2e3cfb9d599ed3ba439ac6fe06be42025a8d15ca7614a790',
      floats: [0.3698758326936513],
      outcome: { roll: 3699, win: true },
    });
    expect(await verify({ kind: 'mines', mines: 3 })).toMatchObject({ outcome: { mineTiles: [3, 4, 9] } });
    const plinko = await verify({ kind: 'plinko', rows: 16, risk: 'high' });
    expect(plinko.floats).toHaveLength(16);
    expect(plinko.outcome).toEqual({
      path: [0, 0, 0, 0, 1, 1, 1, 0, 1, 1, 1, 1, 0, 0, 0, 0],
      slot: 7,
      multiplierE4: 2_000,
    });
    expect((await verify({ kind: 'double' })).outcome).toEqual({ slot: 5, colour: 'red' });
    expect((await verify({ kind: 'limbo' })).outcome).toEqual({ result: 267 });
    // At the edge a round was played at: 100 × 2^32 / 1,588,604,606 = 270.36 with no edge.
    expect((await verify({ kind: 'limbo', edgeBp: 0 })).outcome).toEqual({ result: 270 });
    expect(
      (await refusal('/studio/api/fair/verify', { ...example, kind: 'limbo', edgeBp: 2_001 })).errorCode,
    ).toBe('invalid-game-choice');
    const bad = await refusal('/studio/api/fair/verify', { ...example, kind: 'mines', mines: 30 });
    expect(bad.errorCode).toBe('invalid-game-choice');
    const badPlinko = await refusal('/studio/api/fair/verify', {
      ...example,
      kind: 'plinko',
      rows: 300,
      risk: 'low',
    });
    expect(badPlinko.errorCode).toBe('invalid-game-choice');
  });

  it('looks a round up with its seeds, showing the server seed only once the pair is revealed', async () => {
    const dice = await open('dice');
    const minesPage = await open('mines');
    const result = await roll(dice.sessionId, 100, 4000);
    const lookUp = async (roundId: string) =>
      FairRoundResponse.parse(await ok('/studio/api/fair/round', { roundId }));
    const before = await lookUp(result.roundId);
    expect(before).toMatchObject({
      roundId: result.roundId,
      gameCode: 'SG-0003',
      kind: 'dice',
      bet: 100,
      win: result.win,
      serverSeedHash: result.seeds.serverSeedHash,
      serverSeed: null,
      clientSeed: result.seeds.clientSeed,
      nonce: result.seeds.nonce,
      params: { direction: 'over', target: 4000, edgeBp: 100 },
      outcome: { roll: result.roll, win: result.roll > 4000 },
    });
    // A Mines game in play shows neither its seed nor its mines.
    const game = (await mines.start(minesPage.sessionId, 100, 3)).game;
    expect(await lookUp(game.roundId)).toMatchObject({
      kind: 'mines',
      serverSeed: null,
      outcome: {},
      win: 0,
    });
    const mineTiles = await minesOf(game.roundId);
    await mines.pick(minesPage.sessionId, game.roundId, mineTiles[1]!);

    const revealed = (await rotate(dice.sessionId)).revealed;
    const after = await lookUp(result.roundId);
    expect(after.serverSeed).toBe(revealed.serverSeed);
    expect(fair.hashServerSeed(after.serverSeed!)).toBe(after.serverSeedHash);
    expect(await lookUp(game.roundId)).toMatchObject({
      serverSeed: revealed.serverSeed,
      params: { mines: 3, picks: [mineTiles[1]] },
      outcome: { mineTiles },
      win: 0,
    });

    for (const roundId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await refusal('/studio/api/fair/round', { roundId })).errorCode).toBe('round-not-found');
    }
  });

  it('refuses a client seed outside the scheme’s rule, and keeps at most ten revealed pairs, newest first', async () => {
    const page = await open('double');
    for (const clientSeed of ['has space', 'colon:seed', 'x'.repeat(65), '']) {
      const refused = await refusal('/studio/api/fair/rotate', { sessionId: page.sessionId, clientSeed });
      expect(refused, clientSeed).toMatchObject({
        errorCode: 'invalid-client-seed',
        message: 'The client seed must have 1 to 64 letters, digits, _ or -.',
      });
    }
    const hashes: string[] = [];
    for (let rotation = 0; rotation < 12; rotation += 1) {
      hashes.push((await rotate(page.sessionId, `seed-${rotation}`)).revealed.serverSeedHash);
    }
    const listed = await seeds(page.sessionId);
    expect(listed.revealed.map((pair) => pair.serverSeedHash)).toEqual(hashes.reverse().slice(0, 10));
    expect(listed.active).toMatchObject({ clientSeed: 'seed-11', nonce: 0 });
    const active = await studioDb()
      .select()
      .from(studioSeedPair)
      .where(and(eq(studioSeedPair.playerId, playerId), isNull(studioSeedPair.revealedAt)));
    expect(active).toHaveLength(1);
  });

  it('pays an abandoned Mines game its cash-out value once a day has passed', async () => {
    const [vendor] = await platformDb().select().from(gameVendor).where(eq(gameVendor.code, STUDIO_VENDOR));
    const wallet = createSeamlessClient({
      baseUrl: t.platformUrl,
      vendorCode: STUDIO_VENDOR,
      secret: vendor!.secret,
    });
    const repository = createStudioRepository(studioDb());
    const page = await open('mines');
    const start = await walletBalance();
    const game = (await mines.start(page.sessionId, 2_000, 2)).game;
    const safe = safeTiles(await minesOf(game.roundId));
    await mines.pick(page.sessionId, game.roundId, safe[0]!);
    const value = fair.payoutMinor(2_000, fair.minesMultiplierE4({ mines: 2, safePicks: 1 }));

    // Within the day the game waits for its player.
    const early = createStudioService({ repository, wallet, now: () => Date.now() + 23 * 3_600_000 });
    expect(await early.recover()).toEqual({ settled: 0, refunded: 0, left: 0 });
    expect((await mines.active(page.sessionId)).game?.roundId).toBe(game.roundId);

    const later = createStudioService({ repository, wallet, now: () => Date.now() + 25 * 3_600_000 });
    expect(await later.recover()).toEqual({ settled: 1, refunded: 0, left: 0 });
    expect(await walletBalance()).toBe(start - 2_000 + value);
    expect(await storedRound(game.roundId)).toMatchObject({ status: 'settled', win: value });
    expect((await mines.active(page.sessionId)).game).toBeNull();
    expect(
      (await refusal('/studio/api/fair/mines/cashout', { sessionId: page.sessionId, roundId: game.roundId }))
        .errorCode,
    ).toBe('round-closed');

    // Abandoned before any pick, a game returns its stake.
    const untouched = (await mines.start(page.sessionId, 700, 2)).game;
    const much = createStudioService({ repository, wallet, now: () => Date.now() + 25 * 3_600_000 });
    expect(await much.recover()).toEqual({ settled: 1, refunded: 0, left: 0 });
    expect(await storedRound(untouched.roundId)).toMatchObject({ status: 'settled', win: 700 });
    expect(await walletBalance()).toBe(start - 2_000 + value);
  });
});
