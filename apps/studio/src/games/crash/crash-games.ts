import type {
  CrashBetRequest,
  CrashBetResponse,
  CrashCashOutRequest,
  CrashCashOutResponse,
  CrashGameInfo,
  CrashSocketMessage,
  CrashStateRequest,
  CrashStateResponse,
  LocalisedGameNames,
} from '@platform/contracts';
import { AppError } from '@platform/server-kit';
import { DEFAULT_EDGE_BP, assertEdge, targetRtp } from '../fair/index.js';
import type { RoundRunner } from '../../round-runner.js';
import type { StudioGameFamily, StudioSessions } from '../../studio-sessions.js';
import { createCrashBetBook } from './crash-bets.js';
import { createCrashChain } from './crash-chain.js';
import { systemClock, type CrashClock } from './crash-clock.js';
import { STANDARD_GROWTH_PER_MS } from './engine/crash-curve.js';
import { createCrashLoop } from './crash-loop.js';
import type { CrashRepository } from './crash.repository.js';

/** The catalogue's Crash (Sorte Grande Originals, in-house). */
export const CRASH_GAME_CODE = 'SG-0001';
/** The same bounds as the other in-house games, in centavos. */
export const CRASH_LIMITS = { minBet: 10, maxBet: 100_000, maxPayout: 10_000_000 } as const;
export const DEFAULT_BETTING_MS = 6_000;
export const DEFAULT_PAUSE_MS = 3_000;

/** What the composition root sets (config) and tests inject (time, a short chain). */
export type CrashOptions = {
  repository: CrashRepository;
  edgeBp?: number | undefined;
  bettingMs?: number | undefined;
  pauseMs?: number | undefined;
  growthPerMs?: number | undefined;
  chainLength?: number | undefined;
  clock?: CrashClock | undefined;
};

type Listener = (text: string) => void;

/** Crash: the family, its round loop, the bets and cash-outs of the API, and the socket's feed. */
export const createCrashGames = (
  deps: CrashOptions & {
    sessions: StudioSessions;
    runner: RoundRunner;
    log?: { warn(object: unknown, message: string): void };
  },
) => {
  const edgeBp = deps.edgeBp ?? DEFAULT_EDGE_BP;
  assertEdge(edgeBp);
  const clock = deps.clock ?? systemClock;
  const timing = {
    bettingMs: deps.bettingMs ?? DEFAULT_BETTING_MS,
    pauseMs: deps.pauseMs ?? DEFAULT_PAUSE_MS,
    growthPerMs: deps.growthPerMs ?? STANDARD_GROWTH_PER_MS,
  };
  const listeners = new Set<Listener>();
  const publish = (message: CrashSocketMessage) => {
    const text = JSON.stringify(message);
    for (const listener of listeners) listener(text);
  };
  const chain = createCrashChain({
    repository: deps.repository,
    edgeBp,
    length: deps.chainLength,
    now: clock.now,
  });
  const loop = createCrashLoop({
    chain,
    repository: deps.repository,
    book: createCrashBetBook({ runner: deps.runner, log: deps.log }),
    clock,
    timing,
    limits: CRASH_LIMITS,
    publish,
    log: deps.log,
  });

  const info = (names: LocalisedGameNames): CrashGameInfo => ({
    kind: 'crash',
    gameCode: CRASH_GAME_CODE,
    names,
    edgeBp,
    rtp: targetRtp(edgeBp),
    ...CRASH_LIMITS,
    chain: chain.published(),
    ...timing,
  });

  // Served once its chain is loaded: before that there is no terminal hash to show.
  const family: StudioGameFamily = {
    describe: (game) =>
      game.gameType === 'INHOUSE' && game.gameCode === CRASH_GAME_CODE && chain.isOpen()
        ? info(game.names)
        : null,
    // Its chain loads at start (moments after the catalogue is reconciled), so Crash is listed
    // whenever the studio runs it.
    rtpOf: (game) =>
      game.gameType === 'INHOUSE' && game.gameCode === CRASH_GAME_CODE ? targetRtp(edgeBp) : null,
  };

  return {
    family,
    start: loop.start,
    stop: loop.stop,

    async bet(input: CrashBetRequest): Promise<CrashBetResponse> {
      const session = deps.sessions.get(input.sessionId, 'crash');
      const placed = await loop.bet({ session, bet: input.bet, autoCashOut: input.autoCashOut ?? null });
      return {
        round: placed.round,
        bet: placed.bet.bet,
        autoCashOut: placed.bet.autoCashOut,
        player: placed.bet.player,
        balance: placed.balance,
      };
    },

    async cashOut(input: CrashCashOutRequest): Promise<CrashCashOutResponse> {
      const session = deps.sessions.get(input.sessionId, 'crash');
      const done = await loop.cashOut(session);
      return { round: done.round, ...done.result, balance: done.balance };
    },

    async state(input: CrashStateRequest): Promise<CrashStateResponse> {
      return loop.state(deps.sessions.get(input.sessionId, 'crash'));
    },

    /**
     * A page's feed: the snapshot first, then every event of the rounds, as JSON text (serialised
     * once for all listeners). Returns the unsubscribe.
     */
    watch(listener: Listener): () => void {
      if (!chain.isOpen()) throw new AppError('service-unavailable');
      listener(JSON.stringify(loop.snapshot()));
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

export type CrashGames = ReturnType<typeof createCrashGames>;
