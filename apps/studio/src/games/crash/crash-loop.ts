import type {
  CrashHistoryEntry,
  CrashPhase,
  CrashSocketMessage,
  CrashStateResponse,
} from '@platform/contracts';
import { AppError, createInstanceCache } from '@platform/server-kit';
import { CRASH_MAX_HUNDREDTHS, CRASH_MIN_CASH_OUT } from '../fair/index.js';
import type { StudioSessionOf } from '../../studio-sessions.js';
import { publicBet, winOf, type CashOutResult, type CrashBetBook, type LiveCrashBet } from './crash-bets.js';
import type { ChainRound, CrashChainStore } from './crash-chain.js';
import type { CrashClock } from './crash-clock.js';
import { msToReach, multiplierAt } from './engine/crash-curve.js';
import type { CrashRepository } from './crash.repository.js';

/** The last crash points every page shows. */
export const HISTORY_LENGTH = 20;
/**
 * A bet in the air is ended by recovery (paid its stake back) only this long after its round
 * should have crashed: time for the loop, and the wallet, to settle it first.
 */
const ABANDON_MARGIN_MS = 3 * 60_000;
/** After a failed round (the database or the chain), wait before trying the next one. */
const RETRY_AFTER_MS = 5_000;
/** As many as the studio keeps sessions. */
const LATEST_BETS_KEPT = 100_000;

export type CrashTiming = { bettingMs: number; pauseMs: number; growthPerMs: number };

type LiveRound = ChainRound & {
  /** `closing`: bets are shut and the last ones are still reaching the wallet. */
  phase: 'betting' | 'closing' | 'flying' | 'crashed';
  bettingEndsAt: number;
  startedAt: number | null;
  crashAt: number | null;
  bets: Map<string, LiveCrashBet>;
  placing: Set<Promise<unknown>>;
};

/**
 * The rounds, one after another, in this process only (a second process would play its own
 * rounds against the same chain; docs/studio-crash.md): betting, flying until the round's crash
 * point, a pause. Every bet and cash-out is timed on the server's clock.
 */
export const createCrashLoop = (deps: {
  chain: CrashChainStore;
  repository: CrashRepository;
  book: CrashBetBook;
  clock: CrashClock;
  timing: CrashTiming;
  limits: { minBet: number; maxBet: number; maxPayout: number };
  publish: (message: CrashSocketMessage) => void;
  log?: { warn(object: unknown, message: string): void };
}) => {
  const { clock, timing, book } = deps;
  let live: LiveRound | null = null;
  let history: CrashHistoryEntry[] = [];
  let starting: Promise<void> | null = null;
  let running: Promise<void> | null = null;
  let wanted = false;
  let stopped = true;
  let interrupt: (() => void) | null = null;

  /** Waits until `at` on the clock, or until woken (a stop, or a bet whose target moved). */
  const sleepUntil = (at: number) =>
    new Promise<void>((resolve) => {
      const cancel = clock.after(Math.max(0, at - clock.now()), () => {
        interrupt = null;
        resolve();
      });
      interrupt = () => {
        interrupt = null;
        cancel();
        resolve();
      };
    });
  const wake = () => interrupt?.();

  const stamp = (round: LiveRound) => ({ round: round.round, serverTime: clock.now() });
  const timeOf = (round: LiveRound, target: number) =>
    round.startedAt! + msToReach(target, timing.growthPerMs);

  /** Fixes a bet's cash-out multiplier and pays it; the balance once paid. */
  const cashOut = (round: LiveRound, bet: LiveCrashBet, multiplier: number): Promise<number> => {
    bet.state = 'cashed';
    bet.cashOut = multiplier;
    bet.win = winOf(bet.bet, multiplier, round.crashPoint);
    const result: CashOutResult = { cashOut: multiplier, win: bet.win };
    deps.publish({ type: 'cashout', ...stamp(round), player: bet.player, ...result });
    bet.end(result);
    const paid = book.finish(round, bet);
    void paid.then(
      () => bet.settle(),
      (error: unknown) => {
        deps.log?.warn({ err: error, round: bet.roundId }, 'crash cash-out left to the studio recovery');
        bet.settle();
      },
    );
    return paid;
  };

  /** Auto cash-outs whose multiplier the curve has reached by `now`, each at its own target. */
  const cashOutDue = (round: LiveRound, now: number) => {
    const due = [...round.bets.values()]
      .filter((bet) => bet.state === 'active' && bet.target !== null && bet.target <= round.crashPoint)
      .filter((bet) => timeOf(round, bet.target!) <= now)
      .sort((a, b) => a.target! - b.target!);
    for (const bet of due) void cashOut(round, bet, bet.target!).catch(() => {});
  };

  const nextAutoAt = (round: LiveRound): number => {
    let next = Number.POSITIVE_INFINITY;
    for (const bet of round.bets.values()) {
      if (bet.state === 'active' && bet.target !== null && bet.target <= round.crashPoint) {
        next = Math.min(next, timeOf(round, bet.target));
      }
    }
    return next;
  };

  /** Bets still in the air stay in play for recovery; nobody waits on them any longer. */
  const leaveToRecovery = (round: LiveRound | null) => {
    for (const bet of round?.bets.values() ?? []) {
      if (bet.state !== 'active') continue;
      bet.end(null);
      bet.settle();
    }
  };

  const playRound = async (): Promise<void> => {
    const bettingAt = clock.now();
    const taken = await deps.chain.next(new Date(bettingAt));
    const round: LiveRound = {
      ...taken,
      phase: 'betting',
      bettingEndsAt: bettingAt + timing.bettingMs,
      startedAt: null,
      crashAt: null,
      bets: new Map(),
      placing: new Set(),
    };
    live = round;
    deps.publish({
      type: 'betting',
      ...stamp(round),
      bettingEndsAt: round.bettingEndsAt,
      chain: deps.chain.published(),
    });
    await sleepUntil(round.bettingEndsAt);
    if (stopped) return;

    // Bets accepted before the close take off with the round, even if the wallet was slow.
    round.phase = 'closing';
    await Promise.allSettled([...round.placing]);
    if (stopped) return;
    // A timer may fire a millisecond before its time: the round never takes off before betting ends.
    const startedAt = Math.max(clock.now(), round.bettingEndsAt);
    await deps.repository.markRound(round, { status: 'flying', startedAt: new Date(startedAt) });
    round.startedAt = startedAt;
    round.crashAt = startedAt + msToReach(round.crashPoint, timing.growthPerMs);
    round.phase = 'flying';
    deps.publish({ type: 'flying', ...stamp(round), startedAt });

    for (;;) {
      const now = clock.now();
      cashOutDue(round, now);
      if (now >= round.crashAt) break;
      await sleepUntil(Math.min(nextAutoAt(round), round.crashAt));
      if (stopped) return;
    }

    round.phase = 'crashed';
    for (const bet of round.bets.values()) {
      if (bet.state !== 'active') continue;
      bet.state = 'lost';
      bet.win = 0;
      bet.end(null);
      book.finishInBackground(round, bet);
    }
    await deps.repository.markRound(round, { status: 'crashed', endedAt: new Date(clock.now()) });
    history = [{ round: round.round, crashPoint: round.crashPoint, hash: round.hash }, ...history].slice(
      0,
      HISTORY_LENGTH,
    );
    deps.publish({ type: 'crash', ...stamp(round), crashPoint: round.crashPoint, hash: round.hash });
    await sleepUntil(clock.now() + timing.pauseMs);
  };

  const run = async () => {
    while (!stopped) {
      try {
        await playRound();
      } catch (error) {
        deps.log?.warn({ err: error }, 'crash round failed; its bets are left to the studio recovery');
        if (live && live.phase !== 'crashed') {
          leaveToRecovery(live);
          await deps.repository
            .markRound(live, { status: 'interrupted', endedAt: new Date(clock.now()) })
            .catch(() => {});
        }
        live = null;
        if (!stopped) await sleepUntil(clock.now() + RETRY_AFTER_MS);
      }
    }
  };

  // Each session's latest bet, so a page asking after its round has ended (the next one may be
  // taking bets already) still learns how it went. Bounded like the sessions themselves.
  const latestBets = createInstanceCache<{ round: LiveRound; bet: LiveCrashBet }>({
    maxEntries: LATEST_BETS_KEPT,
  });

  const liveBetOf = (sessionKey: string) => {
    const bet = live?.bets.get(sessionKey);
    return live && bet && bet.state !== 'placing' ? { round: live, bet } : null;
  };

  return {
    /**
     * Starts the rounds: rounds a stopped server left before their crash are marked interrupted
     * (their bets come back through the runner's recovery), and the chain is loaded or made.
     */
    start(): Promise<void> {
      if (wanted) return starting ?? Promise.resolve();
      wanted = true;
      starting = (async () => {
        await deps.repository.interruptUnfinished(new Date(clock.now()));
        await deps.chain.open();
        history = (await deps.repository.recentCrashes(HISTORY_LENGTH)).map((row) => ({
          round: row.round,
          crashPoint: row.crashPoint,
          hash: row.hash,
        }));
        // A stop that came while this was loading wins.
        if (!wanted) return;
        stopped = false;
        running = run();
      })();
      return starting;
    },

    /** Stops after the current step; a round in the air stays open for the next start. */
    async stop(): Promise<void> {
      wanted = false;
      await starting?.catch(() => {});
      starting = null;
      stopped = true;
      wake();
      await running;
      running = null;
      leaveToRecovery(live);
      live = null;
    },

    /** A bet of the betting phase; one per session and round. */
    async bet(input: {
      session: StudioSessionOf<'crash'>;
      bet: number;
      autoCashOut: number | null;
    }): Promise<{ round: number; bet: LiveCrashBet; balance: number }> {
      const { session } = input;
      const { minBet, maxBet, maxPayout } = deps.limits;
      if (input.bet < minBet || input.bet > maxBet) throw new AppError('bet-out-of-range');
      if (input.autoCashOut !== null && winOf(input.bet, input.autoCashOut, input.autoCashOut) > maxPayout) {
        throw new AppError('bet-out-of-range');
      }
      const round = live;
      if (!round || round.phase !== 'betting' || clock.now() >= round.bettingEndsAt) {
        throw new AppError('betting-closed');
      }
      if (round.bets.has(session.key)) throw new AppError('round-in-progress');
      // Without a target, the bet cashes out by itself where it would pay the max payout.
      const cap = Math.min(Math.floor((maxPayout * 100) / input.bet), CRASH_MAX_HUNDREDTHS);
      const bet = book.create({
        session,
        bet: input.bet,
        autoCashOut: input.autoCashOut,
        target: Math.min(input.autoCashOut ?? cap, cap),
      });
      round.bets.set(session.key, bet);
      latestBets.set(session.key, { round, bet });
      const abandonAfterMs =
        round.bettingEndsAt -
        clock.now() +
        msToReach(round.crashPoint, timing.growthPerMs) +
        ABANDON_MARGIN_MS;
      const placing = book.place(round, bet, abandonAfterMs);
      round.placing.add(placing);
      try {
        const balance = await placing;
        bet.state = 'active';
        deps.publish({ type: 'bet', ...stamp(round), bet: publicBet(bet) });
        return { round: round.round, bet, balance };
      } catch (error) {
        round.bets.delete(session.key);
        throw error;
      } finally {
        round.placing.delete(placing);
      }
    },

    /** A cash-out by hand, at the multiplier of the server's clock when it arrives. */
    async cashOut(
      session: StudioSessionOf<'crash'>,
    ): Promise<{ round: number; result: CashOutResult; balance: number }> {
      const found = liveBetOf(session.key);
      if (!found) throw new AppError('round-not-found');
      const { round, bet } = found;
      if (bet.state === 'cashed') throw new AppError('round-closed');
      const now = clock.now();
      // Still taking bets: the round has not flown yet.
      if (round.phase === 'betting') throw new AppError('round-not-started');
      if (
        bet.state !== 'active' ||
        round.phase !== 'flying' ||
        round.startedAt === null ||
        round.crashAt === null ||
        now >= round.crashAt
      ) {
        throw new AppError('cash-out-closed');
      }
      // An auto cash-out the curve has passed is the bet's cash-out, even if the loop is late.
      if (bet.target !== null && bet.target <= round.crashPoint && timeOf(round, bet.target) <= now) {
        const balance = await cashOut(round, bet, bet.target);
        return { round: round.round, result: { cashOut: bet.target, win: bet.win! }, balance };
      }
      const multiplier = multiplierAt(now - round.startedAt, timing.growthPerMs);
      if (multiplier >= CRASH_MIN_CASH_OUT) {
        const balance = await cashOut(round, bet, multiplier);
        return { round: round.round, result: { cashOut: multiplier, win: bet.win! }, balance };
      }
      // Before 1.01×: the bet cashes out as soon as the curve gets there, if the round does.
      bet.target = CRASH_MIN_CASH_OUT;
      wake();
      const result = await bet.ended;
      if (!result) throw new AppError('cash-out-closed');
      await bet.settled;
      return { round: round.round, result, balance: session.balance };
    },

    /** The session's balance and its bet in the current round, once its money has moved. */
    async state(session: StudioSessionOf<'crash'>): Promise<CrashStateResponse> {
      const latest = latestBets.get(session.key);
      const found = latest && latest.bet.state !== 'placing' ? latest : null;
      if (found && found.bet.state !== 'active') await found.bet.settled;
      const bet = found?.bet;
      return {
        balance: session.balance,
        bet:
          found && bet
            ? {
                round: found.round.round,
                bet: bet.bet,
                autoCashOut: bet.autoCashOut,
                player: bet.player,
                cashOut: bet.cashOut,
                win: bet.win,
              }
            : null,
      };
    },

    /** What a page joining now needs to draw the round. */
    snapshot(): CrashSocketMessage {
      const round = live;
      const phase: CrashPhase = !round || round.phase === 'closing' ? 'betting' : round.phase;
      const crashed = round?.phase === 'crashed';
      return {
        type: 'snapshot',
        round: round?.round ?? 0,
        serverTime: clock.now(),
        phase,
        bettingEndsAt: round && round.phase === 'betting' ? round.bettingEndsAt : null,
        startedAt: round?.startedAt ?? null,
        crashPoint: crashed ? round.crashPoint : null,
        hash: crashed ? round.hash : null,
        bets: round ? [...round.bets.values()].filter((bet) => bet.state !== 'placing').map(publicBet) : [],
        history,
        chain: deps.chain.published(),
      };
    },
  };
};

export type CrashLoop = ReturnType<typeof createCrashLoop>;
