import type { SeamlessResult } from '../../../seamless-client.js';
import { walletIds } from './bet-states.js';
import type { SportsBetsRepository } from './sports-bets.repository.js';
import type { SportsWallet } from './sports-wallet.js';

/** How many bets' wallet calls go out at once when a settlement closes thousands of them. */
const SEND_CONCURRENCY = 16;

/**
 * Refusals that mean the call's work is already done or has nothing to do: a rollback of a bet
 * the wallet already refunded, or never saw for a player who never opened the game.
 */
const ROLLBACK_SETTLED_BY = new Set(['already-rolled-back', 'bet-not-found']);

type Log = { warn(object: unknown, message: string): void; error(object: unknown, message: string): void };

/**
 * Sends the wallet calls the bets' moves owe (studio_sports_payment), each under its own
 * transaction id, so sending one again (a retry, recovery, two senders at once) is a duplicate for
 * the wallet and moves nothing. A bet's calls go in order and stop at the first without an
 * answer: a closing win must never reach the wallet before an earlier partial cash-out's win.
 */
export const createBetPayments = (deps: {
  repository: SportsBetsRepository;
  wallet: SportsWallet;
  log?: Log;
}) => {
  const { repository, wallet } = deps;

  /** The balance after the bet's last call, or null when one is still without an answer. */
  const sendBet = async (
    payments: Awaited<ReturnType<SportsBetsRepository['unconfirmedPayments']>>,
    confirmed: string[],
  ): Promise<number | null> => {
    let balance: number | null = null;
    for (const payment of payments) {
      let result: SeamlessResult<{ balance: number; unrecovered?: number }>;
      switch (payment.kind) {
        case 'WIN':
          result = await wallet.win({
            playerId: payment.playerId,
            transactionId: payment.transactionId,
            roundId: payment.betId,
            gameCode: payment.gameCode,
            amount: payment.amountMinor,
            closeRound: payment.closeRound,
            ...(walletIds.isCashOut(payment.betId, payment.transactionId)
              ? { reason: 'CASH_OUT' as const }
              : {}),
          });
          break;
        case 'ROLLBACK':
          result = await wallet.rollback({
            playerId: payment.playerId,
            transactionId: payment.transactionId,
            betTransactionId: walletIds.stake(payment.betId),
            roundId: payment.betId,
          });
          break;
        case 'ADJUST':
          // A corrected result's difference on a closed round: more paid, or taken back (what the
          // member's balance cannot cover is the platform's unrecovered record, logged here too).
          result = await wallet.adjust({
            playerId: payment.playerId,
            transactionId: payment.transactionId,
            roundId: payment.betId,
            gameCode: payment.gameCode,
            amount: payment.amountMinor,
          });
          break;
        default: {
          const unknown: never = payment.kind;
          throw new Error(`unknown payment kind ${String(unknown)}`);
        }
      }
      switch (result.outcome) {
        case 'done':
          confirmed.push(payment.transactionId);
          balance = result.value.balance;
          if (result.value.unrecovered) {
            deps.log?.warn(
              {
                bet: payment.betId,
                transaction: payment.transactionId,
                unrecovered: result.value.unrecovered,
              },
              'sportsbook correction: the member balance did not cover the take-back',
            );
          }
          break;
        case 'refused':
          if (payment.kind === 'ROLLBACK' && ROLLBACK_SETTLED_BY.has(result.code)) {
            confirmed.push(payment.transactionId);
            balance = result.balance;
            break;
          }
          // No resend changes a refusal: kept for an operator, and the bet's later calls wait.
          await repository.refusePayment(payment.transactionId, result.code);
          deps.log?.error(
            { bet: payment.betId, transaction: payment.transactionId, code: result.code },
            'sportsbook payment refused by the wallet',
          );
          return null;
        case 'unknown':
          deps.log?.warn(
            { bet: payment.betId, transaction: payment.transactionId, reason: result.reason },
            'sportsbook payment left for recovery',
          );
          return null;
        default: {
          const unknown: never = result;
          throw new Error(`unknown wallet outcome ${JSON.stringify(unknown)}`);
        }
      }
    }
    return balance;
  };

  return {
    /**
     * Sends what the bets owe; answers each bet's balance after its last call (null: not all
     * answered; recovery will resend). A caller that needs the balance after its own call names
     * it in `alsoConfirmed`: another sender (a settlement of the same bet) may have sent and
     * confirmed it already, and the wallet answers the repeat as a duplicate with the balance.
     */
    async send(
      betIds: readonly string[],
      options: { alsoConfirmed?: readonly string[] } = {},
    ): Promise<Map<string, number | null>> {
      const balances = new Map<string, number | null>();
      const owed = await repository.unconfirmedPayments(betIds, options.alsoConfirmed);
      const byBet = new Map<string, typeof owed>();
      for (const payment of owed) byBet.set(payment.betId, [...(byBet.get(payment.betId) ?? []), payment]);
      const queue = [...byBet.entries()];
      // Confirmed together at the end: a crash before that only makes recovery resend calls the
      // wallet answers as duplicates.
      const confirmed: string[] = [];
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const [betId, payments] = next;
          const balance = await sendBet(payments, confirmed).catch((error: unknown) => {
            deps.log?.warn({ err: error, bet: betId }, 'sportsbook payment left for recovery');
            return null;
          });
          balances.set(betId, balance);
        }
      };
      try {
        await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, queue.length) }, worker));
      } finally {
        await repository.confirmPayments(confirmed);
      }
      return balances;
    },
  };
};

export type BetPayments = ReturnType<typeof createBetPayments>;
