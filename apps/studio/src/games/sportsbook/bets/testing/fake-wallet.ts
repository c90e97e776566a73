import type { SeamlessWinRequest } from '@platform/contracts';
import type { z } from 'zod';
import type { SeamlessClient, SeamlessResult } from '../../../../seamless-client.js';
import type { SportsWallet } from '../sports-wallet.js';

type Balance = { playerId: string; currency: string; balance: number; duplicate: boolean };
type Answer = SeamlessResult<Balance>;
type SeamlessWinInput = z.input<typeof SeamlessWinRequest>;
type RoundState = 'open' | 'paying' | 'settled' | 'rolled-back';
/**
 * `bets`: each bet's amount by its transaction id (a round may hold several, as a lottery player's
 * tickets of one draw do); `refunded`: the bets rolled back. `paid`: what the round paid the member
 * (wins, refunds, adjustments as asked).
 */
type Round = {
  playerId: string;
  state: RoundState;
  bets: Map<string, number>;
  refunded: Set<string>;
  paid?: number;
};

/** One call the fake wallet accepted (a duplicate is not recorded again). */
export type WalletEntry = {
  kind: 'bet' | 'win' | 'rollback' | 'adjust';
  transactionId: string;
  roundId: string;
  playerId: string;
  amount: number;
  closeRound: boolean;
  /** A win's reason, as the platform records it (CASH_OUT). */
  reason?: 'CASH_OUT';
};

const refused = (code: string, balance: number | null = null): Answer => ({
  outcome: 'refused',
  code,
  status: 409,
  balance,
});

/**
 * A seamless wallet in memory with the platform's round state machine (docs/seamless-wallet.md):
 * idempotent by transactionId (a repeat gets the first answer, `duplicate: true`; other details
 * under a used id are `duplicate-conflict`), a closing win settles the round and any later bet,
 * win or rollback on it is `round-closed`, a rollback refunds only while no win was paid. Each call
 * waits a tick before deciding (as a real call waits for the network), so racing callers
 * interleave; the decision itself is atomic, as the platform's round lock makes it.
 */
export const createFakeWallet = () => {
  const balances = new Map<string, number>();
  const tokens = new Map<string, string>();
  const rounds = new Map<string, Round>();
  const answered = new Map<string, { details: string; answer: Answer }>();
  /** Bets rolled back before they arrived: the platform's tombstones. */
  const tombstones = new Set<string>();
  const entries: WalletEntry[] = [];
  /** Calls answered `unknown` without being applied, then `applied-unknown` (applied, answer lost). */
  const failures: { kind: WalletEntry['kind']; mode: 'lost' | 'applied' }[] = [];

  const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

  const once = (transactionId: string, details: object, decide: () => Answer): Answer => {
    const key = JSON.stringify(details);
    const earlier = answered.get(transactionId);
    if (earlier) {
      if (earlier.details !== key) return refused('duplicate-conflict');
      const answer = earlier.answer;
      return answer.outcome === 'done'
        ? { outcome: 'done', value: { ...answer.value, duplicate: true } }
        : answer;
    }
    const answer = decide();
    answered.set(transactionId, { details: key, answer });
    return answer;
  };

  const done = (playerId: string): Answer => ({
    outcome: 'done',
    value: { playerId, currency: 'BRL', balance: balances.get(playerId) ?? 0, duplicate: false },
  });

  /** Applies a failure planned for this kind of call: lost before or after it was applied. */
  const planned = (kind: WalletEntry['kind']) => {
    const index = failures.findIndex((failure) => failure.kind === kind);
    if (index < 0) return null;
    const [failure] = failures.splice(index, 1);
    return failure?.mode ?? null;
  };

  /** A win decided at once (the platform's round lock): the single call's and each batched entry's. */
  const decideWin = (input: SeamlessWinInput): Answer => {
    const closeRound = input.closeRound ?? true;
    return once(input.transactionId, input, () => {
      const round = rounds.get(input.roundId);
      if (!round || round.playerId !== input.playerId) return refused('bet-not-found');
      switch (round.state) {
        case 'settled':
          return refused('round-closed');
        case 'rolled-back':
          return refused('already-rolled-back');
        case 'open':
        case 'paying':
          break;
        default: {
          const unknown: never = round.state;
          throw new Error(String(unknown));
        }
      }
      balances.set(input.playerId, (balances.get(input.playerId) ?? 0) + input.amount);
      round.paid = (round.paid ?? 0) + input.amount;
      round.state = closeRound ? 'settled' : 'paying';
      entries.push({
        kind: 'win',
        transactionId: input.transactionId,
        roundId: input.roundId,
        playerId: input.playerId,
        amount: input.amount,
        closeRound,
        ...(input.reason ? { reason: input.reason } : {}),
      });
      return done(input.playerId);
    });
  };

  // Its adjust is defined below, once the helpers it shares with the others exist.
  const wallet = {
    async balance(sessionToken: string) {
      await tick();
      const playerId = tokens.get(sessionToken);
      return playerId ? done(playerId) : refused('invalid-token');
    },
    async bet(input) {
      await tick();
      const playerId = tokens.get(input.sessionToken);
      if (!playerId) return refused('invalid-token');
      const failure = planned('bet');
      if (failure === 'lost') return { outcome: 'unknown', reason: 'timeout' };
      const answer = once(input.transactionId, input, () => {
        if (tombstones.has(input.transactionId)) return refused('already-rolled-back');
        const round = rounds.get(input.roundId);
        if (round?.state === 'settled') return refused('round-closed');
        if (round?.state === 'rolled-back') return refused('already-rolled-back');
        const balance = balances.get(playerId) ?? 0;
        if (balance < input.amount) return refused('insufficient-funds', balance);
        balances.set(playerId, balance - input.amount);
        if (round) round.bets.set(input.transactionId, input.amount);
        else {
          rounds.set(input.roundId, {
            playerId,
            state: 'open',
            bets: new Map([[input.transactionId, input.amount]]),
            refunded: new Set(),
          });
        }
        entries.push({
          kind: 'bet',
          transactionId: input.transactionId,
          roundId: input.roundId,
          playerId,
          amount: input.amount,
          closeRound: false,
        });
        return done(playerId);
      });
      return failure === 'applied' ? { outcome: 'unknown', reason: 'timeout' } : answer;
    },

    async win(input) {
      await tick();
      const failure = planned('win');
      if (failure === 'lost') return { outcome: 'unknown', reason: 'timeout' };
      const answer = decideWin(input);
      return failure === 'applied' ? { outcome: 'unknown', reason: 'timeout' } : answer;
    },

    async rollback(input) {
      await tick();
      const failure = planned('rollback');
      if (failure === 'lost') return { outcome: 'unknown', reason: 'timeout' };
      const answer = once(input.transactionId, input, () => {
        const round = input.roundId ? rounds.get(input.roundId) : undefined;
        const stake = round?.bets.get(input.betTransactionId);
        // A bet the round never took (or no round at all): the platform's tombstone.
        if (!round || stake === undefined) {
          tombstones.add(input.betTransactionId);
          entries.push({
            kind: 'rollback',
            transactionId: input.transactionId,
            roundId: input.roundId ?? '',
            playerId: input.playerId,
            amount: 0,
            closeRound: true,
          });
          return done(input.playerId);
        }
        switch (round.state) {
          case 'settled':
            return refused('round-closed');
          case 'rolled-back':
            return refused('already-rolled-back');
          case 'paying':
            return refused('round-has-wins');
          case 'open':
            break;
          default: {
            const unknown: never = round.state;
            throw new Error(String(unknown));
          }
        }
        if (round.refunded.has(input.betTransactionId)) return refused('already-rolled-back');
        balances.set(round.playerId, (balances.get(round.playerId) ?? 0) + stake);
        round.paid = (round.paid ?? 0) + stake;
        round.refunded.add(input.betTransactionId);
        // The last of its bets refunded, the round is over.
        if (round.refunded.size === round.bets.size) round.state = 'rolled-back';
        entries.push({
          kind: 'rollback',
          transactionId: input.transactionId,
          roundId: input.roundId ?? '',
          playerId: input.playerId,
          amount: stake,
          closeRound: round.state === 'rolled-back',
        });
        return done(input.playerId);
      });
      return failure === 'applied' ? { outcome: 'unknown', reason: 'timeout' } : answer;
    },
  } as SportsWallet;

  /** The adjustments' answers beyond the balance: what each take-back could not recover. */
  const unrecovered = new Map<string, number>();
  wallet.adjust = async (input) => {
    await tick();
    const failure = planned('adjust');
    if (failure === 'lost') return { outcome: 'unknown', reason: 'timeout' };
    const answer = once(input.transactionId, input, () => {
      const round = rounds.get(input.roundId);
      if (!round || round.playerId !== input.playerId) return refused('round-not-found');
      switch (round.state) {
        case 'open':
        case 'paying':
          return refused('round-not-settled');
        case 'settled':
        case 'rolled-back':
          break;
        default: {
          const unknown: never = round.state;
          throw new Error(String(unknown));
        }
      }
      const balance = balances.get(input.playerId) ?? 0;
      if (input.amount < 0 && -input.amount > (round.paid ?? 0)) return refused('adjustment-exceeds-paid');
      const applied = input.amount > 0 ? input.amount : -Math.min(-input.amount, balance);
      balances.set(input.playerId, balance + applied);
      round.paid = (round.paid ?? 0) + input.amount;
      unrecovered.set(input.transactionId, applied - input.amount);
      entries.push({
        kind: 'adjust',
        transactionId: input.transactionId,
        roundId: input.roundId,
        playerId: input.playerId,
        amount: applied,
        closeRound: false,
      });
      return {
        outcome: 'done',
        value: {
          ...(done(input.playerId) as { value: Balance }).value,
          applied,
          unrecovered: applied - input.amount,
        },
      };
    });
    return failure === 'applied'
      ? { outcome: 'unknown', reason: 'timeout' }
      : (answer as SeamlessResult<Balance & { applied: number; unrecovered: number }>);
  };

  /**
   * The batched closing win: every entry decided as a single closing win (under the same ids), in
   * one call. A failure planned for 'win' takes the whole batch: lost before it is applied, or
   * applied with the answer lost.
   */
  const walletWithBatch = wallet as SportsWallet & Pick<SeamlessClient, 'winBatch'>;
  walletWithBatch.winBatch = async (input) => {
    await tick();
    const failure = planned('win');
    if (failure === 'lost') return { outcome: 'unknown', reason: 'timeout' };
    const results = input.wins.map((entry) => {
      const { playerId, transactionId } = entry;
      const answer = decideWin({ ...entry, closeRound: true });
      return answer.outcome === 'done'
        ? {
            transactionId,
            playerId,
            success: true,
            duplicate: answer.value.duplicate,
            balance: answer.value.balance,
          }
        : {
            transactionId,
            playerId,
            success: false,
            errorCode: answer.outcome === 'refused' ? answer.code : 'unknown',
          };
    });
    return failure === 'applied'
      ? { outcome: 'unknown', reason: 'timeout' }
      : { outcome: 'done', value: { currency: 'BRL', results } };
  };

  return {
    wallet: walletWithBatch,
    entries,
    unrecoveredOf: (transactionId: string) => unrecovered.get(transactionId) ?? 0,
    /** A player with a session token and a balance. */
    addPlayer(playerId: string, sessionToken: string, balance: number) {
      tokens.set(sessionToken, playerId);
      balances.set(playerId, balance);
    },
    balanceOf: (playerId: string) => balances.get(playerId) ?? 0,
    roundOf: (roundId: string) => rounds.get(roundId) ?? null,
    /** The next call of this kind gets no answer: `lost` before it is applied, `applied` after. */
    failNext(kind: WalletEntry['kind'], mode: 'lost' | 'applied') {
      failures.push({ kind, mode });
    },
    entriesOf: (roundId: string) => entries.filter((entry) => entry.roundId === roundId),
  };
};

export type FakeWallet = ReturnType<typeof createFakeWallet>;
