import { createHash } from 'node:crypto';
import type { CrashPlayerBet } from '@platform/contracts';
import { payoutMinor, settleCrashBet } from '../fair/index.js';
import type { RoundRunner } from '../../round-runner.js';
import type { StudioSessionOf } from '../../studio-sessions.js';
import type { ChainRound } from './crash-chain.js';

type CrashSession = StudioSessionOf<'crash'>;

/**
 * placing: the wallet is taking the stake. active: in the air. cashed: its multiplier is fixed
 * (its win is being or has been paid). lost: the round crashed first.
 */
export type CrashBetState = 'placing' | 'active' | 'cashed' | 'lost';

export type CashOutResult = { cashOut: number; win: number };

/** One session's bet in one round; the money moves through the round runner only. */
export type CrashBet = {
  session: CrashSession;
  player: string;
  bet: number;
  /** What the player asked for (null: by hand). */
  autoCashOut: number | null;
  /**
   * When the bet cashes out by itself: the player's target, lowered to the multiplier at which it
   * would reach the game's max payout, or to 1.01× when the player cashed out before the curve got
   * there.
   */
  target: number | null;
  state: CrashBetState;
  roundId: string | null;
  cashOut: number | null;
  win: number | null;
  /** Settles with the cash-out, or null once lost. */
  ended: Promise<CashOutResult | null>;
  /** Settles once the bet's last money movement is over (paid, or left to recovery). */
  settled: Promise<void>;
};

/** How the round's list shows a player: a short hash, of the wallet's player id or of the demo session. */
export const playerTag = (session: CrashSession): string =>
  createHash('sha256')
    .update(`crash-player:${session.wallet?.playerId ?? session.key}`)
    .digest('hex')
    .slice(0, 8);

export const publicBet = (bet: CrashBet): CrashPlayerBet => ({
  player: bet.player,
  demo: bet.session.mode === 'demo',
  bet: bet.bet,
  cashOut: bet.cashOut,
  win: bet.win,
});

/** floor(bet × multiplier), through the fair core's own settlement. */
export const winOf = (bet: number, cashOut: number, crashPoint: number): number =>
  payoutMinor(
    bet,
    settleCrashBet({ crashHundredths: crashPoint, cashOutHundredths: cashOut }).payoutMultiplierE4,
  );

export const createCrashBetBook = (deps: {
  runner: RoundRunner;
  log?: { warn(object: unknown, message: string): void };
}) => {
  const { runner } = deps;

  const outcomeOf = (round: ChainRound, bet: CrashBet) => ({
    game: 'crash',
    chainId: round.chainId,
    round: round.round,
    autoCashOut: bet.autoCashOut,
    cashOut: bet.cashOut,
  });

  /** Ends a bet with its win (0 when lost) and pays it; the balance the wallet answered. */
  const finish = async (round: ChainRound, bet: CrashBet): Promise<number> => {
    if (!bet.roundId) throw new Error('a crash bet was finished before it was placed');
    const result = await runner.finish(bet.session, bet.roundId, {
      gameCode: bet.session.game.gameCode,
      win: bet.win ?? 0,
      outcome: {
        ...outcomeOf(round, bet),
        ...(bet.state === 'lost' ? { crashPoint: round.crashPoint } : {}),
      },
    });
    return result.balance;
  };

  return {
    /** A new bet, not yet placed. */
    create(input: {
      session: CrashSession;
      bet: number;
      autoCashOut: number | null;
      target: number | null;
    }): CrashBet & { end(result: CashOutResult | null): void; settle(): void } {
      let end: (result: CashOutResult | null) => void = () => {};
      let settle: () => void = () => {};
      const ended = new Promise<CashOutResult | null>((resolve) => (end = resolve));
      const settled = new Promise<void>((resolve) => (settle = resolve));
      return {
        ...input,
        player: playerTag(input.session),
        state: 'placing',
        roundId: null,
        cashOut: null,
        win: null,
        ended,
        settled,
        end: (result) => end(result),
        settle: () => settle(),
      };
    },

    /**
     * Takes the stake: the round stays in play with the stake as what it pays if abandoned, so a
     * round a stop interrupts gives the stake back through the runner's recovery.
     */
    async place(round: ChainRound, bet: CrashBet, abandonAfterMs: number): Promise<number> {
      const opened = await runner.open(bet.session, {
        gameCode: bet.session.game.gameCode,
        bet: bet.bet,
        outcome: outcomeOf(round, bet),
        abandonWin: bet.bet,
        abandonAfterMs,
      });
      bet.roundId = opened.roundId;
      return opened.balance;
    },

    finish,

    /** A loss's finish in the background: a failure is left to recovery, never to the loop. */
    finishInBackground(round: ChainRound, bet: CrashBet & { settle(): void }): void {
      finish(round, bet)
        .catch((error: unknown) =>
          deps.log?.warn({ err: error, round: bet.roundId }, 'crash bet left to the studio recovery'),
        )
        .finally(() => bet.settle());
    },
  };
};

export type CrashBetBook = ReturnType<typeof createCrashBetBook>;
export type LiveCrashBet = ReturnType<CrashBetBook['create']>;
