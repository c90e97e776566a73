import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CrashSocketMessage } from '@platform/contracts';
import { AppError } from '@platform/server-kit';
import { listedGameOf } from '../../catalogue/index.js';
import { buildHashChain, verifyCrashRound } from '../fair/index.js';
import { createRoundRunner } from '../../round-runner.js';
import type { SeamlessClient } from '../../seamless-client.js';
import { DEMO_CREDITS, createStudioSessions } from '../../studio-sessions.js';
import type { StudioRepository } from '../../studio.repository.js';
import { createCrashGames, CRASH_GAME_CODE } from './crash-games.js';
import { manualClock, memoryCrashRepository } from './crash-fixtures.js';
import { msToReach, multiplierAt, STANDARD_GROWTH_PER_MS } from './engine/crash-curve.js';

/** Crash as the studio's list has it. */
const CRASH_GAME = listedGameOf(CRASH_GAME_CODE)!;
const BETTING_MS = 6_000;
const PAUSE_MS = 3_000;
const GROWTH = STANDARD_GROWTH_PER_MS;

/** Free play never reaches the wallet or the round records: any use of them fails the test. */
const untouchable = <T extends object>(name: string) =>
  new Proxy({} as T, {
    get: (_target, property) => {
      throw new Error(`free play used the ${name} (${String(property)})`);
    },
  });

const codeOf = (error: unknown) => (error instanceof AppError ? error.code : String(error));

/** The published example chain of docs/provably-fair.md (5 rounds, 1 % edge). */
const CRASH_EXAMPLE = {
  secret: 'crash-chain-secret-example',
  salt: '0000000000000000000fa3b65e43e4240d71762a5bf397d5304b2596d116859c',
  terminalHash: '8237e8685a8440a6bbefc337c335c551ae83b8152e9a1853c44b1d6ed25835cf',
  rounds: [
    { hash: '5ba7d9b80665a2b144494bc52e0fc263ce650008f4a47e81eb9ce50bfcd70178', crash: 235 },
    { hash: 'e0d6f7517e2756b696221eb564edf5b3fbd00eba69f05891956362453f5b4eee', crash: 790 },
    { hash: '983c2b07c812cc66e46e9b92d029c1db9d69d7b98067975922a5211fa0969639', crash: 168 },
    { hash: '97741aeec7cb8cad14c0e7437a6a8c4ae4cf879f88e1182964af322f0e51d267', crash: 120 },
    { hash: '3099ffdf620fb02fbbf062cf863dc433a49833de747919ecf38a7ea11874dfb2', crash: 640 },
  ],
} as const;

const exampleChain = () => ({
  id: randomUUID(),
  secret: CRASH_EXAMPLE.secret,
  length: CRASH_EXAMPLE.rounds.length,
  terminalHash: CRASH_EXAMPLE.terminalHash,
  salt: CRASH_EXAMPLE.salt,
  nextRound: 1,
  createdAt: new Date(0),
  retiredAt: null,
});

const setUp = async () => {
  const clock = manualClock();
  const stored = memoryCrashRepository([exampleChain()]);
  const wallet = untouchable<SeamlessClient>('wallet');
  const families: Parameters<typeof createStudioSessions>[0]['families'][number][] = [];
  const sessions = createStudioSessions({ wallet, families, now: clock.now });
  const runner = createRoundRunner({
    repository: untouchable<StudioRepository>('repository'),
    wallet,
    now: clock.now,
  });
  const crash = createCrashGames({
    repository: stored.repository,
    sessions,
    runner,
    clock,
    bettingMs: BETTING_MS,
    pauseMs: PAUSE_MS,
    chainLength: 5,
  });
  families.push(crash.family);
  await crash.start();
  // Joins before the first round opens: the snapshot of no round yet, then every message.
  const messages: CrashSocketMessage[] = [];
  crash.watch((text) => messages.push(JSON.parse(text) as CrashSocketMessage));
  await clock.advance(0);
  const player = async () =>
    (await sessions.open({ game: CRASH_GAME_CODE, type: 'INHOUSE', mode: 'demo' })).response.sessionId;
  const last = <Type extends CrashSocketMessage['type']>(type: Type) =>
    messages.filter((message) => message.type === type).at(-1) as
      Extract<CrashSocketMessage, { type: Type }> | undefined;
  /** Moves the clock to `ms` after the current round took off. */
  const flyTo = async (ms: number) => clock.advanceTo(last('flying')!.startedAt + ms);
  const takeOff = async () => {
    await clock.advanceTo(last('betting')!.bettingEndsAt);
    expect(last('flying')?.round).toBe(last('betting')!.round);
  };
  const untilBetting = async (round: number) => {
    for (let step = 0; step < 1_000 && last('betting')?.round !== round; step += 1) await clock.advance(250);
    expect(last('betting')?.round).toBe(round);
  };
  return { clock, crash, sessions, stored, messages, player, last, flyTo, takeOff, untilBetting };
};

describe('crash rounds on an injected clock', () => {
  it('serves SG-0001 as INHOUSE with the edge, the limits, the timing and the published chain', async () => {
    const { crash } = await setUp();
    expect(crash.family.describe({ ...CRASH_GAME, gameType: 'RNG' })).toBeNull();
    expect(crash.family.describe(listedGameOf('SG-0002')!)).toBeNull();
    expect(crash.family.describe(CRASH_GAME)).toEqual({
      kind: 'crash',
      gameCode: CRASH_GAME_CODE,
      names: { PT: 'Crash', EN: 'Crash', CN: '爆点' },
      edgeBp: 100,
      rtp: 0.99,
      minBet: 10,
      maxBet: 100_000,
      maxPayout: 10_000_000,
      chain: { terminalHash: CRASH_EXAMPLE.terminalHash, salt: CRASH_EXAMPLE.salt, length: 5 },
      bettingMs: BETTING_MS,
      pauseMs: PAUSE_MS,
      growthPerMs: GROWTH,
    });
    await crash.stop();
  });

  it('takes bets for the betting phase, flies, and crashes at the chain’s crash point, which verifies against the terminal hash', async () => {
    const { clock, crash, messages, last, stored } = await setUp();
    const snapshot = messages[0]!;
    expect(snapshot).toMatchObject({ type: 'snapshot', round: 0, phase: 'betting', bets: [], history: [] });
    const betting = last('betting')!;
    expect(betting).toMatchObject({ round: 1, chain: { terminalHash: CRASH_EXAMPLE.terminalHash } });
    expect(betting.bettingEndsAt).toBe(betting.serverTime + BETTING_MS);

    await clock.advanceTo(betting.bettingEndsAt - 1);
    expect(last('flying')).toBeUndefined();
    await clock.advance(1);
    const flying = last('flying')!;
    expect(flying).toMatchObject({ round: 1, startedAt: betting.bettingEndsAt });
    expect(stored.rounds[0]).toMatchObject({ round: 1, status: 'flying', crashPoint: 235 });

    const crashAt = flying.startedAt + msToReach(235, GROWTH);
    await clock.advanceTo(crashAt - 1);
    expect(last('crash')).toBeUndefined();
    await clock.advance(1);
    const crashed = last('crash')!;
    expect(crashed).toMatchObject({ round: 1, serverTime: crashAt, crashPoint: 235 });
    expect(crashed.hash).toBe(CRASH_EXAMPLE.rounds[0].hash);
    expect(
      verifyCrashRound({
        roundHash: crashed.hash,
        roundNumber: crashed.round,
        terminalHash: snapshot.type === 'snapshot' ? snapshot.chain.terminalHash : '',
        salt: CRASH_EXAMPLE.salt,
      }),
    ).toEqual({ ok: true, outcome: { crashHundredths: 235 } });
    expect(stored.rounds[0]).toMatchObject({ status: 'crashed', endedAt: new Date(crashAt) });

    // The pause, then the next round takes bets.
    await clock.advance(PAUSE_MS - 1);
    expect(last('betting')!.round).toBe(1);
    await clock.advance(1);
    expect(last('betting')!.round).toBe(2);
    const joining: CrashSocketMessage[] = [];
    crash.watch((text) => joining.push(JSON.parse(text) as CrashSocketMessage));
    expect(joining[0]).toMatchObject({
      type: 'snapshot',
      round: 2,
      phase: 'betting',
      history: [{ round: 1, crashPoint: 235, hash: CRASH_EXAMPLE.rounds[0].hash }],
    });
    await crash.stop();
  });

  it('cashes out by itself at the target when the curve reaches it, and loses a target above the crash', async () => {
    const { crash, player, takeOff, flyTo, last, messages, clock } = await setUp();
    const [winner, loser, byHand] = [await player(), await player(), await player()];
    const placed = await crash.bet({ sessionId: winner, bet: 1_000, autoCashOut: 200 });
    expect(placed).toMatchObject({ round: 1, bet: 1_000, autoCashOut: 200, balance: DEMO_CREDITS - 1_000 });
    await crash.bet({ sessionId: loser, bet: 500, autoCashOut: 300 });
    await crash.bet({ sessionId: byHand, bet: 100 });
    expect(messages.filter((message) => message.type === 'bet')).toHaveLength(3);
    expect(last('bet')!.bet).toMatchObject({ demo: true, bet: 100, cashOut: null, win: null });

    await takeOff();
    await flyTo(msToReach(200, GROWTH) - 1);
    expect(last('cashout')).toBeUndefined();
    await flyTo(msToReach(200, GROWTH));
    expect(last('cashout')).toMatchObject({ player: placed.player, cashOut: 200, win: 2_000 });
    expect(await crash.state({ sessionId: winner })).toMatchObject({
      balance: DEMO_CREDITS - 1_000 + 2_000,
      bet: { cashOut: 200, win: 2_000 },
    });

    await flyTo(msToReach(235, GROWTH));
    expect(last('crash')!.crashPoint).toBe(235);
    await clock.advance(0);
    expect(await crash.state({ sessionId: loser })).toMatchObject({
      balance: DEMO_CREDITS - 500,
      bet: { autoCashOut: 300, cashOut: null, win: 0 },
    });
    expect((await crash.state({ sessionId: byHand })).balance).toBe(DEMO_CREDITS - 100);
    await crash.stop();
  });

  it('cashes out by hand at the server clock’s multiplier, only while the round flies', async () => {
    const { crash, player, takeOff, flyTo, clock } = await setUp();
    const sessionId = await player();
    const idle = await player();
    await expect(crash.cashOut({ sessionId })).rejects.toSatisfy(
      (error) => codeOf(error) === 'round-not-found',
    );
    await crash.bet({ sessionId, bet: 777 });
    await expect(crash.bet({ sessionId, bet: 777 })).rejects.toSatisfy(
      (error) => codeOf(error) === 'round-in-progress',
    );
    // Not yet in the air.
    await expect(crash.cashOut({ sessionId })).rejects.toSatisfy(
      (error) => codeOf(error) === 'round-not-started',
    );
    await takeOff();
    await expect(crash.bet({ sessionId: idle, bet: 100 })).rejects.toSatisfy(
      (error) => codeOf(error) === 'betting-closed',
    );

    const at = msToReach(180, GROWTH) + 37;
    await flyTo(at);
    const multiplier = multiplierAt(at, GROWTH);
    expect(multiplier).toBeGreaterThanOrEqual(180);
    const done = await crash.cashOut({ sessionId });
    expect(done).toEqual({
      round: 1,
      cashOut: multiplier,
      win: Math.floor((777 * multiplier) / 100),
      balance: DEMO_CREDITS - 777 + Math.floor((777 * multiplier) / 100),
    });
    await expect(crash.cashOut({ sessionId })).rejects.toSatisfy((error) => codeOf(error) === 'round-closed');

    // Round 2 (7.90×): a cash-out after the crash is refused and the stake is lost.
    await flyTo(msToReach(235, GROWTH));
    await clock.advance(PAUSE_MS);
    await crash.bet({ sessionId: idle, bet: 100 });
    await takeOff();
    await flyTo(msToReach(790, GROWTH));
    await expect(crash.cashOut({ sessionId: idle })).rejects.toSatisfy(
      (error) => codeOf(error) === 'cash-out-closed',
    );
    expect((await crash.state({ sessionId: idle })).balance).toBe(DEMO_CREDITS - 100);
    await crash.stop();
  });

  it('holds a cash-out pressed before 1.01× until the curve gets there', async () => {
    const { crash, player, takeOff, flyTo, last } = await setUp();
    const sessionId = await player();
    await crash.bet({ sessionId, bet: 1_000 });
    await takeOff();
    await flyTo(10);
    const pending = crash.cashOut({ sessionId });
    await flyTo(msToReach(101, GROWTH));
    await expect(pending).resolves.toMatchObject({ cashOut: 101, win: 1_010 });
    expect(last('cashout')).toMatchObject({ cashOut: 101, win: 1_010 });
    await crash.stop();
  });

  it('refuses bets out of range or whose target would pay past the max payout, moving nothing', async () => {
    const { crash, player } = await setUp();
    const sessionId = await player();
    for (const [bet, autoCashOut] of [
      [9, null],
      [100_001, null],
      [100_000, 10_001],
    ] as const) {
      await expect(crash.bet({ sessionId, bet, autoCashOut })).rejects.toSatisfy(
        (error) => codeOf(error) === 'bet-out-of-range',
      );
    }
    expect((await crash.state({ sessionId })).balance).toBe(DEMO_CREDITS);
    await crash.bet({ sessionId, bet: 100_000, autoCashOut: 10_000 });
    expect((await crash.state({ sessionId })).balance).toBe(DEMO_CREDITS - 100_000);
    await crash.stop();
  });

  it('plays the chain’s rounds in order, then starts a new chain with a new terminal hash', async () => {
    const { clock, crash, last, untilBetting } = await setUp();
    const crashes: number[] = [];
    for (let round = 1; round <= 5; round += 1) {
      await untilBetting(round);
      await clock.advanceTo(last('betting')!.bettingEndsAt);
      await clock.advanceTo(
        last('flying')!.startedAt + msToReach(CRASH_EXAMPLE.rounds[round - 1]!.crash, GROWTH),
      );
      crashes.push(last('crash')!.crashPoint);
    }
    expect(crashes).toEqual(CRASH_EXAMPLE.rounds.map((round) => round.crash));
    await clock.advance(PAUSE_MS);
    const fresh = last('betting')!;
    expect(fresh.round).toBe(1);
    expect(fresh.chain.terminalHash).not.toBe(CRASH_EXAMPLE.terminalHash);
    expect(crash.family.describe(CRASH_GAME)).toMatchObject({ chain: fresh.chain });

    // The new chain's first round verifies against its own published hash.
    await clock.advanceTo(fresh.bettingEndsAt);
    for (let step = 0; step < 10_000 && last('crash')!.round !== 1; step += 1) await clock.advance(1_000);
    const crashed = last('crash')!;
    expect(
      verifyCrashRound({
        roundHash: crashed.hash,
        roundNumber: 1,
        terminalHash: fresh.chain.terminalHash,
        salt: fresh.chain.salt,
      }),
    ).toEqual({ ok: true, outcome: { crashHundredths: crashed.crashPoint } });
    await crash.stop();
  });

  it('on start marks a round a stop left in the air as interrupted and goes on with the next round', async () => {
    const first = await setUp();
    const sessionId = await first.player();
    await first.crash.bet({ sessionId, bet: 1_000 });
    await first.takeOff();
    await first.crash.stop();
    expect(first.stored.rounds[0]).toMatchObject({ round: 1, status: 'flying' });

    // A new process on the same tables.
    const clock = manualClock(first.clock.now() + 60_000);
    const wallet = untouchable<SeamlessClient>('wallet');
    const sessions = createStudioSessions({ wallet, families: [], now: clock.now });
    const runner = createRoundRunner({ repository: untouchable<StudioRepository>('repository'), wallet });
    const again = createCrashGames({ repository: first.stored.repository, sessions, runner, clock });
    await again.start();
    await clock.advance(0);
    expect(first.stored.rounds[0]).toMatchObject({ status: 'interrupted', endedAt: new Date(clock.now()) });
    expect(first.stored.rounds[1]).toMatchObject({ round: 2, status: 'betting' });
    // The interrupted round's hash is never shown as a crash.
    const seen: CrashSocketMessage[] = [];
    again.watch((text) => seen.push(JSON.parse(text) as CrashSocketMessage));
    expect(seen[0]).toMatchObject({ type: 'snapshot', round: 2, history: [] });
    await again.stop();
  });

  it('builds the chain it plays from its stored secret and refuses one that does not match its hash', async () => {
    const clock = manualClock();
    const stored = memoryCrashRepository([{ ...exampleChain(), terminalHash: 'f'.repeat(64) }]);
    const wallet = untouchable<SeamlessClient>('wallet');
    const sessions = createStudioSessions({ wallet, families: [], now: clock.now });
    const runner = createRoundRunner({ repository: untouchable<StudioRepository>('repository'), wallet });
    const crash = createCrashGames({ repository: stored.repository, sessions, runner, clock });
    await expect(crash.start()).rejects.toThrow(/does not match/u);
    expect(buildHashChain({ secret: CRASH_EXAMPLE.secret, length: 5 })[0]).toBe(CRASH_EXAMPLE.terminalHash);
  });
});
