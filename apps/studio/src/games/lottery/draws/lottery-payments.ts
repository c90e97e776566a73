import { SEAMLESS_WIN_BATCH_MAX } from '@platform/contracts';
import type { SeamlessClient } from '../../../seamless-client.js';
import { ticketWalletIds } from './lottery-states.js';
import type { LotteryRepository, UnpaidTicket } from './lottery.repository.js';

/** The wallet calls the lottery makes: the seamless client's, or a test's fake with the same shape. */
export type LotteryWallet = Pick<SeamlessClient, 'bet' | 'win' | 'winBatch' | 'rollback'>;

/** How many refunds go out at once when a cancelled draw returns thousands of stakes. */
const SEND_CONCURRENCY = 16;
/** How many owed calls are read at a time: one batched call carries a page's closing wins. */
const PAGE = SEAMLESS_WIN_BATCH_MAX;
/** Pages of a draw whose calls are in flight at once: the next page is read while one is sent. */
const PAGES_IN_FLIGHT = 3;
/** A rollback's work already done: refunded before, or a stake the wallet never saw. */
const ROLLBACK_SETTLED_BY = new Set(['already-rolled-back', 'bet-not-found']);

type Log = { warn(object: unknown, message: string): void; error(object: unknown, message: string): void };

/**
 * Sends the closing calls tickets owe, each under the ticket's own transaction id: the wins (of 0
 * for a loss) of a page as one batched call (decision 0021), the refunds one call each. Sending one
 * again (a replayed settlement, recovery, two instances at once) is a duplicate for the wallet and
 * moves nothing. Answered calls are confirmed; a call without an answer is left for the next run.
 */
export const createLotteryPayments = (deps: {
  repository: LotteryRepository;
  wallet: LotteryWallet;
  log?: Log;
}) => {
  const { repository, wallet } = deps;

  /** A call the wallet refused for good: kept on the ticket for an operator to see. */
  const refuse = async (ticket: UnpaidTicket, code: string) => {
    await repository.refusePayment(ticket.id, code);
    deps.log?.error({ ticket: ticket.id, code }, 'lottery payment refused by the wallet');
  };

  /** The closing wins of up to a page of tickets in one call; answers the tickets answered for good. */
  const sendWins = async (tickets: readonly UnpaidTicket[]): Promise<string[]> => {
    if (tickets.length === 0) return [];
    const result = await wallet.winBatch({
      wins: tickets.map((ticket) => ({
        playerId: ticket.playerId,
        transactionId: ticket.paymentTransactionId ?? '',
        roundId: ticket.id,
        gameCode: ticket.gameCode,
        amount: ticket.payoutMinor,
      })),
    });
    switch (result.outcome) {
      case 'done':
        break;
      case 'refused':
        // The whole call refused (a signature, a malformed batch): nothing moved, nothing answered.
        deps.log?.error({ code: result.code, tickets: tickets.length }, 'lottery wins refused by the wallet');
        return [];
      case 'unknown':
        deps.log?.warn({ reason: result.reason, tickets: tickets.length }, 'lottery wins left for recovery');
        return [];
      default: {
        const unknown: never = result;
        throw new Error(`unknown wallet outcome ${JSON.stringify(unknown)}`);
      }
    }
    const answers = new Map(result.value.results.map((answer) => [answer.transactionId, answer]));
    const confirmed: string[] = [];
    for (const ticket of tickets) {
      const answer = answers.get(ticket.paymentTransactionId ?? '');
      // An entry the answer does not name is left without an answer, to be sent again.
      if (!answer) continue;
      if (answer.success) confirmed.push(ticket.id);
      else await refuse(ticket, answer.errorCode ?? 'refused');
    }
    return confirmed;
  };

  /** A refund; true when it is answered for good (confirmed or refused for an operator to see). */
  const sendRollback = async (ticket: UnpaidTicket): Promise<boolean> => {
    const result = await wallet.rollback({
      playerId: ticket.playerId,
      transactionId: ticket.paymentTransactionId ?? '',
      betTransactionId: ticketWalletIds.stake(ticket.id),
      roundId: ticket.id,
    });
    switch (result.outcome) {
      case 'done':
        return true;
      case 'refused':
        if (ROLLBACK_SETTLED_BY.has(result.code)) return true;
        await refuse(ticket, result.code);
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

  const sendRollbacks = async (tickets: readonly UnpaidTicket[]): Promise<string[]> => {
    const queue = [...tickets];
    const confirmed: string[] = [];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const ticket = next;
        const answered = await sendRollback(ticket).catch((error: unknown) => {
          deps.log?.warn({ err: error, ticket: ticket.id }, 'lottery payment left for recovery');
          return false;
        });
        if (answered) confirmed.push(ticket.id);
      }
    };
    await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, queue.length) }, worker));
    return confirmed;
  };

  /** Sends what the tickets owe (a page at most); answers how many were confirmed. */
  const sendAll = async (owed: readonly UnpaidTicket[]): Promise<number> => {
    const byKind: Record<UnpaidTicket['paymentKind'], UnpaidTicket[]> = { WIN: [], ROLLBACK: [] };
    for (const ticket of owed) byKind[ticket.paymentKind].push(ticket);
    const confirmed: string[] = [];
    try {
      const [wins, rollbacks] = await Promise.all([
        sendWins(byKind.WIN).catch((error: unknown) => {
          deps.log?.warn({ err: error, tickets: byKind.WIN.length }, 'lottery wins left for recovery');
          return [];
        }),
        sendRollbacks(byKind.ROLLBACK),
      ]);
      confirmed.push(...wins, ...rollbacks);
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

    /**
     * Sends every call a draw's tickets owe, page by page in ticket order, a few pages in flight at
     * once; answers how many were confirmed. Calls left without an answer stay owed: the next run
     * (or recovery) resends them.
     */
    async sendDraw(drawId: string): Promise<number> {
      let sent = 0;
      const failures: unknown[] = [];
      const inFlight = new Set<Promise<void>>();
      // Pages are read one after another, each after the last one's final id, and sent while the
      // next is read: at most PAGES_IN_FLIGHT at once. A page that fails stops the reading; the
      // pages in flight finish before the run reports it.
      for (let afterId: string | null = null; failures.length === 0;) {
        const owed = await repository.unpaid({ drawId, afterId }, PAGE);
        if (owed.length > 0) {
          const sending: Promise<void> = sendAll(owed)
            .then(
              (confirmed) => void (sent += confirmed),
              (error: unknown) => void failures.push(error),
            )
            .finally(() => inFlight.delete(sending));
          inFlight.add(sending);
        }
        if (owed.length < PAGE) break;
        afterId = owed.at(-1)!.id;
        if (inFlight.size >= PAGES_IN_FLIGHT) await Promise.race(inFlight);
      }
      await Promise.all(inFlight);
      if (failures.length > 0) throw failures[0];
      return sent;
    },
  };
};

export type LotteryPayments = ReturnType<typeof createLotteryPayments>;
