import { randomUUID } from 'node:crypto';
import { isErrorCode } from '@platform/contracts';
import { AppError } from '@platform/server-kit';
import type { SeamlessClient, SeamlessResult } from './seamless-client.js';
import type { StudioSession } from './studio-sessions.js';
import type { StudioRepository } from './studio.repository.js';
import type { StudioRoundRow } from './studio.tables.js';

/**
 * Recovery leaves younger rounds alone: their spin (on this instance or another) may still be
 * waiting for the wallet's answer, and would otherwise race the rollback.
 */
const RECOVERY_MIN_AGE_MS = 60_000;
const RECOVERY_BATCH = 500;

/** The provably fair inputs of a round, kept with it so it can be verified later. */
export type RoundSeedsRef = { seedPairId: string; nonce: number };

export type RoundInput = {
  gameCode: string;
  bet: number;
  /** What the player is shown of the round (stored as JSON). */
  outcome: unknown;
  seeds?: RoundSeedsRef | undefined;
  /** A promotion's free spin: the bet names the grant and the house pays it (decision 0020). */
  freeSpinGrantId?: string | undefined;
};

export type RoundRunnerDeps = {
  repository: StudioRepository;
  wallet: SeamlessClient;
  now?: () => number;
  log?: { warn(object: unknown, message: string): void };
};

const betId = (roundId: string) => `${roundId}:bet`;

/** A refusal of the wallet as the player's error; a code the platform does not know is an outage. */
export const refusalError = (result: Extract<SeamlessResult<unknown>, { outcome: 'refused' }>) =>
  new AppError(isErrorCode(result.code) ? result.code : 'service-unavailable', {
    value: result.balance === null ? null : { balance: result.balance },
  });

/**
 * Moves every round's money, for every game of the studio (decision 0005). Real money: the round
 * is stored before the bet, the bet and the win go to the wallet under ids made from the round id
 * (`<round>:bet`, `<round>:win`, `<round>:rollback`), so each step can be repeated safely, and a
 * bet with no answer is rolled back at once. Demo: the session's credits, nothing stored.
 */
export const createRoundRunner = (deps: RoundRunnerDeps) => {
  const { repository, wallet } = deps;
  const now = deps.now ?? Date.now;

  /**
   * Refunds a round whose bet may or may not have reached the wallet. The wallet records a rollback
   * of a bet it never saw, so a late bet is refused and the player is never charged for nothing.
   */
  const refund = async (round: Pick<StudioRoundRow, 'id' | 'playerId' | 'status'>): Promise<boolean> => {
    const result = await wallet.rollback({
      playerId: round.playerId,
      transactionId: `${round.id}:rollback`,
      betTransactionId: betId(round.id),
      roundId: round.id,
    });
    const refunded =
      result.outcome === 'done' || (result.outcome === 'refused' && result.code === 'already-rolled-back');
    if (refunded) await repository.advance(round.id, round.status, 'refunded');
    return refunded;
  };

  /** Pays a round whose bet was taken and whose win is known (a win of 0 too: it closes the round). */
  const settle = async (
    round: Pick<StudioRoundRow, 'id' | 'playerId' | 'gameCode' | 'win'>,
  ): Promise<SeamlessResult<{ balance: number }>> => {
    const result = await wallet.win({
      playerId: round.playerId,
      transactionId: `${round.id}:win`,
      roundId: round.id,
      gameCode: round.gameCode,
      amount: round.win,
      closeRound: true,
    });
    if (result.outcome === 'done') await repository.advance(round.id, 'bet-placed', 'settled');
    return result;
  };

  /** Demo credits: the stake leaves at once; a refusal carries the credits left, as the wallet's does. */
  const takeDemoStake = (session: StudioSession, bet: number) => {
    if (session.balance < bet) {
      throw new AppError('insufficient-funds', { value: { balance: session.balance } });
    }
    session.balance -= bet;
  };

  /**
   * Stores the round and places its bet: status `status` once the wallet took it. Throws the
   * player's error when the wallet refuses, and an outage (after rolling back) with no answer.
   */
  const placeBet = async (
    session: StudioSession,
    player: NonNullable<StudioSession['wallet']>,
    input: RoundInput,
    row: { win: number; status: 'in-play' | 'bet-placed'; settleAfter: Date | null },
  ): Promise<string> => {
    const id = randomUUID();
    await repository.insertRound({
      id,
      gameCode: input.gameCode,
      playerId: player.playerId,
      bet: input.bet,
      win: row.win,
      status: 'open',
      outcome: input.outcome,
      settleAfter: row.settleAfter,
      seedPairId: input.seeds?.seedPairId ?? null,
      nonce: input.seeds?.nonce ?? null,
    });
    const bet = await wallet.bet({
      sessionToken: player.sessionToken,
      transactionId: betId(id),
      roundId: id,
      gameCode: input.gameCode,
      amount: input.bet,
      ...(input.freeSpinGrantId ? { freeSpinGrantId: input.freeSpinGrantId } : {}),
    });
    if (bet.outcome === 'refused') {
      await repository.advance(id, 'open', 'refused', bet.code);
      if (bet.balance !== null) session.balance = bet.balance;
      throw refusalError(bet);
    }
    if (bet.outcome === 'unknown') {
      await refund({ id, playerId: player.playerId, status: 'open' }).catch(() => false);
      throw new AppError('service-unavailable');
    }
    await repository.advance(id, 'open', row.status);
    session.balance = bet.value.balance;
    return id;
  };

  /** Sends the win of a round whose bet was taken; the player is told to come back if it fails. */
  const payWin = async (session: StudioSession, round: Parameters<typeof settle>[0]): Promise<number> => {
    const settled = await settle(round);
    // The bet is taken and the win stored: a win the wallet did not take now is paid by recovery
    // (within a minute, or on the next start), never lost.
    if (settled.outcome !== 'done') throw new AppError('service-unavailable');
    session.balance = settled.value.balance;
    return session.balance;
  };

  return {
    /** A round decided at once (a spin, a roll, a shot): its bet and its win. */
    async play(
      session: StudioSession,
      input: RoundInput & { win: number },
    ): Promise<{ roundId: string; balance: number }> {
      if (!session.wallet) {
        takeDemoStake(session, input.bet);
        session.balance += input.win;
        return { roundId: randomUUID(), balance: session.balance };
      }
      const { playerId } = session.wallet;
      const roundId = await placeBet(session, session.wallet, input, {
        win: input.win,
        status: 'bet-placed',
        settleAfter: null,
      });
      const balance = await payWin(session, {
        id: roundId,
        playerId,
        gameCode: input.gameCode,
        win: input.win,
      });
      return { roundId, balance };
    },

    /**
     * Opens a round the player steers (Mines, a Crash bet): the bet is taken and the round waits
     * `in-play` for `finish`. `abandonWin` is what it pays should it be abandoned; recovery pays it
     * once `abandonAfterMs` has passed.
     */
    async open(
      session: StudioSession,
      input: RoundInput & { abandonWin: number; abandonAfterMs: number },
    ): Promise<{ roundId: string; balance: number }> {
      if (!session.wallet) {
        takeDemoStake(session, input.bet);
        return { roundId: randomUUID(), balance: session.balance };
      }
      const roundId = await placeBet(session, session.wallet, input, {
        win: input.abandonWin,
        status: 'in-play',
        settleAfter: new Date(now() + input.abandonAfterMs),
      });
      return { roundId, balance: session.balance };
    },

    /** A step of a round in play: its new state and what it would pay if abandoned now. */
    async update(
      session: StudioSession,
      roundId: string,
      input: { outcome: unknown; abandonWin: number },
    ): Promise<void> {
      if (!session.wallet) return;
      const moved = await repository.updateInPlay(roundId, input.outcome, input.abandonWin);
      if (!moved) throw new AppError('round-closed');
    },

    /** Ends a round in play with its win (0 on a loss) and pays it. */
    async finish(
      session: StudioSession,
      roundId: string,
      input: { gameCode: string; win: number; outcome: unknown },
    ): Promise<{ balance: number }> {
      if (!session.wallet) {
        session.balance += input.win;
        return { balance: session.balance };
      }
      const ended = await repository.endInPlay(roundId, input.outcome, input.win);
      if (!ended) throw new AppError('round-closed');
      const { playerId } = session.wallet;
      const balance = await payWin(session, {
        id: roundId,
        playerId,
        gameCode: input.gameCode,
        win: input.win,
      });
      return { balance };
    },

    /**
     * Finishes what a stop or an outage left open: a round whose bet was taken is paid, a round
     * whose bet has no known answer is refunded, and an abandoned round in play is paid what it
     * would pay if ended now. Run once the platform answers (the studio's calls go to it), and
     * again every minute.
     */
    async recover(): Promise<{ settled: number; refunded: number; left: number }> {
      const counts = { settled: 0, refunded: 0, left: 0 };
      const at = now();
      const rounds = await repository.unfinishedRounds({
        before: new Date(at - RECOVERY_MIN_AGE_MS),
        abandonedBy: new Date(at),
        limit: RECOVERY_BATCH,
      });
      for (const round of rounds) {
        try {
          // An abandoned round ends here unless its player ended it a moment ago.
          if (round.status === 'in-play' && !(await repository.advance(round.id, 'in-play', 'bet-placed'))) {
            continue;
          }
          if (round.status === 'open') {
            if (await refund(round)) counts.refunded += 1;
            else counts.left += 1;
          } else if ((await settle(round)).outcome === 'done') counts.settled += 1;
          else counts.left += 1;
        } catch (error) {
          counts.left += 1;
          deps.log?.warn({ err: error, round: round.id }, 'studio round left for the next recovery');
        }
      }
      return counts;
    },
  };
};

export type RoundRunner = ReturnType<typeof createRoundRunner>;
