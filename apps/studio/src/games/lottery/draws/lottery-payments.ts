import type { SeamlessClient, SeamlessResult } from '../../../seamless-client.js';
import { ticketWalletIds } from './lottery-states.js';
import type { LotteryRepository, UnpaidTicket } from './lottery.repository.js';

/** The wallet calls the lottery makes: the seamless client's, or a test's fake with the same shape. */
export type LotteryWallet = Pick<SeamlessClient, 'bet' | 'win' | 'rollback'>;

/** How many tickets' calls go out at once when a draw closes thousands of them. */
const SEND_CONCURRENCY = 16;
/** How many owed calls are read at a time. */
const PAGE = 1_000;
/** A rollback's work already done: refunded before, or a stake the wallet never saw. */
const ROLLBACK_SETTLED_BY = new Set(['already-rolled-back', 'bet-not-found']);

type Log = { warn(object: unknown, message: string): void; error(object: unknown, message: string): void };

/**
 * Sends the closing calls tickets owe (a win, of 0 for a loss, or a refund), each under the
 * ticket's own transaction id, so sending one again (a replayed settlement, recovery, two
 * instances at once) is a duplicate for the wallet and moves nothing. Answered calls are
 * confirmed; a call without an answer is left for the next run.
 */
export const createLotteryPayments = (deps: {
  repository: LotteryRepository;
  wallet: LotteryWallet;
  log?: Log;
}) => {
  const { repository, wallet } = deps;

  /** True when the call is answered for good (confirmed or refused for an operator to see). */
  const sendOne = async (ticket: UnpaidTicket): Promise<boolean> => {
    const transactionId = ticket.paymentTransactionId ?? '';
    let result: SeamlessResult<{ balance: number }>;
    switch (ticket.paymentKind) {
      case 'WIN':
        result = await wallet.win({
          playerId: ticket.playerId,
          transactionId,
          roundId: ticket.id,
          gameCode: ticket.gameCode,
          amount: ticket.payoutMinor,
          closeRound: true,
        });
        break;
      case 'ROLLBACK':
        result = await wallet.rollback({
          playerId: ticket.playerId,
          transactionId,
          betTransactionId: ticketWalletIds.stake(ticket.id),
          roundId: ticket.id,
        });
        break;
      default: {
        const unknown: never = ticket.paymentKind;
        throw new Error(`unknown lottery payment ${String(unknown)}`);
      }
    }
    switch (result.outcome) {
      case 'done':
        return true;
      case 'refused':
        if (ticket.paymentKind === 'ROLLBACK' && ROLLBACK_SETTLED_BY.has(result.code)) return true;
        await repository.refusePayment(ticket.id, result.code);
        deps.log?.error({ ticket: ticket.id, code: result.code }, 'lottery payment refused by the wallet');
        return false;
      case 'unknown':
        deps.log?.warn({ ticket: ticket.id, reason: result.reason }, 'lottery payment left for recovery');
        return false;
      default: {
        const unknown: never = result;
        throw new Error(`unknown wallet outcome ${JSON.stringify(unknown)}`);
      }
    }
  };

  const sendAll = async (owed: readonly UnpaidTicket[]): Promise<number> => {
    const queue = [...owed];
    const confirmed: string[] = [];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const ticket = next;
        const answered = await sendOne(ticket).catch((error: unknown) => {
          deps.log?.warn({ err: error, ticket: ticket.id }, 'lottery payment left for recovery');
          return false;
        });
        if (answered) confirmed.push(ticket.id);
      }
    };
    try {
      await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, queue.length) }, worker));
    } finally {
      // Confirmed together: a crash before this only makes the next run resend duplicates.
      await repository.confirmPayments(confirmed);
    }
    return confirmed.length;
  };

  return {
    /** Sends the calls the given tickets owe. */
    sendTickets: async (ticketIds: readonly string[]): Promise<number> =>
      ticketIds.length === 0 ? 0 : sendAll(await repository.unpaid({ ticketIds }, ticketIds.length)),

    /** Sends every call a draw's tickets owe, page by page; answers how many were confirmed. */
    async sendDraw(drawId: string): Promise<number> {
      let sent = 0;
      for (;;) {
        const owed = await repository.unpaid({ drawId }, PAGE);
        if (owed.length === 0) return sent;
        const confirmed = await sendAll(owed);
        sent += confirmed;
        // Calls left without an answer stay owed: the next run (or recovery) resends them.
        if (confirmed < owed.length) return sent;
      }
    },
  };
};

export type LotteryPayments = ReturnType<typeof createLotteryPayments>;
