import { SEAMLESS_WIN_BATCH_MAX } from '@platform/contracts';
import type { SeamlessClient } from '../../../seamless-client.js';
import { drawRoundId, ticketWalletIds } from './lottery-states.js';
import type { LotteryRepository, UnpaidPayout, UnpaidTicket } from './lottery.repository.js';

/** The wallet calls the lottery makes: the seamless client's, or a test's fake with the same shape. */
export type LotteryWallet = Pick<SeamlessClient, 'bet' | 'win' | 'winBatch' | 'rollback'>;

/** How many refunds go out at once when a cancelled draw returns thousands of stakes. */
const SEND_CONCURRENCY = 16;
/** How many closing wins are read at a time: one batched call carries a page of them. */
const PAGE = SEAMLESS_WIN_BATCH_MAX;
/** Pages of a draw whose calls are in flight at once: the next page is read while one is sent. */
const PAGES_IN_FLIGHT = 3;
/** A rollback's work already done: refunded before, or a stake the wallet never saw. */
const ROLLBACK_SETTLED_BY = new Set(['already-rolled-back', 'bet-not-found']);

type Log = { warn(object: unknown, message: string): void; error(object: unknown, message: string): void };

/**
 * Sends what a draw owes its players: each player's closing win (of 0 when nothing won) under its
 * payout's id, a page of players as one batched call (decision 0021), and the refunds tickets owe,
 * one call each under the ticket's id. Sending one again (a replayed settlement, recovery, two
 * instances at once) is a duplicate for the wallet and moves nothing. Answered calls are confirmed;
 * a call without an answer is left for the next run.
 */
export const createLotteryPayments = (deps: {
  repository: LotteryRepository;
  wallet: LotteryWallet;
  log?: Log;
}) => {
  const { repository, wallet } = deps;

  /** A refund the wallet refused for good: kept on the ticket for an operator to see. */
  const refuse = async (ticket: UnpaidTicket, code: string) => {
    await repository.refusePayment(ticket.id, code);
    deps.log?.error({ ticket: ticket.id, code }, 'lottery payment refused by the wallet');
  };

  /**
   * The closing wins of up to a page of players in one call: confirms those paid, keeps a refusal
   * on its payout row; answers the wins answered for good (paid or refused) and how many were paid.
   */
  const sendWins = async (
    payouts: readonly UnpaidPayout[],
  ): Promise<{ answered: UnpaidPayout[]; paid: number }> => {
    const nothing = { answered: [], paid: 0 };
    if (payouts.length === 0) return nothing;
    const result = await wallet.winBatch({
      wins: payouts.map((payout) => ({
        playerId: payout.playerId,
        transactionId: payout.transactionId,
        roundId: drawRoundId(payout.drawId, payout.playerId),
        gameCode: payout.gameCode,
        amount: payout.payoutMinor,
      })),
    });
    switch (result.outcome) {
      case 'done':
        break;
      case 'refused':
        // The whole call refused (a signature, a malformed batch): nothing moved, nothing answered.
        deps.log?.error({ code: result.code, players: payouts.length }, 'lottery wins refused by the wallet');
        return nothing;
      case 'unknown':
        deps.log?.warn({ reason: result.reason, players: payouts.length }, 'lottery wins left for recovery');
        return nothing;
      default: {
        const unknown: never = result;
        throw new Error(`unknown wallet outcome ${JSON.stringify(unknown)}`);
      }
    }
    const answers = new Map(result.value.results.map((answer) => [answer.transactionId, answer]));
    const answered: UnpaidPayout[] = [];
    const paid: UnpaidPayout[] = [];
    for (const payout of payouts) {
      const answer = answers.get(payout.transactionId);
      // An entry the answer does not name is left without an answer, to be sent again.
      if (!answer) continue;
      answered.push(payout);
      if (answer.success) {
        paid.push(payout);
        continue;
      }
      await repository.refusePayout(payout.drawId, payout.playerId, answer.errorCode ?? 'refused');
      deps.log?.error(
        { draw: payout.drawId, player: payout.playerId, code: answer.errorCode },
        'lottery win refused by the wallet',
      );
    }
    // A page is always one draw's.
    await repository.confirmPayouts(
      payouts[0]!.drawId,
      paid.map((payout) => payout.playerId),
    );
    return { answered, paid: paid.length };
  };

  /** A refund; true when it is answered for good (confirmed or refused for an operator to see). */
  const sendRollback = async (ticket: UnpaidTicket): Promise<boolean> => {
    const result = await wallet.rollback({
      playerId: ticket.playerId,
      transactionId: ticket.paymentTransactionId ?? '',
      betTransactionId: ticketWalletIds.stake(ticket.id),
      roundId: drawRoundId(ticket.drawId, ticket.playerId),
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

  /** Sends the refunds the tickets owe and confirms those answered; answers how many were. */
  const sendRefunds = async (owed: readonly UnpaidTicket[]): Promise<number> => {
    const confirmed = await sendRollbacks(owed);
    await repository.confirmPayments(confirmed);
    return confirmed.length;
  };

  /**
   * Sends closing wins page by page as the caller hands them over, at most PAGES_IN_FLIGHT pages
   * at once: `send` returns once the page is on its way (waiting while too many are), `finish`
   * waits for every page and answers how many wins were paid. A page whose confirmation
   * failed makes `send` refuse further pages and `finish` throw.
   */
  const inFlight = () => {
    let sent = 0;
    const failures: unknown[] = [];
    const pages = new Set<Promise<void>>();
    /** The players whose win went out here and was not answered: not sent again this run. */
    const unanswered = new Set<string>();
    const sendPage = async (page: readonly UnpaidPayout[]) => {
      const sending: Promise<void> = sendWins(page)
        .then(
          ({ answered, paid }) => {
            sent += paid;
            const done = new Set(answered.map((payout) => payout.playerId));
            for (const payout of page) if (!done.has(payout.playerId)) unanswered.add(payout.playerId);
          },
          (error: unknown) => {
            for (const payout of page) unanswered.add(payout.playerId);
            failures.push(error);
          },
        )
        .finally(() => pages.delete(sending));
      pages.add(sending);
      if (pages.size >= PAGES_IN_FLIGHT) await Promise.race(pages);
    };
    return {
      unanswered: unanswered as ReadonlySet<string>,
      async send(payouts: readonly UnpaidPayout[]): Promise<void> {
        for (let from = 0; from < payouts.length; from += PAGE) {
          if (failures.length > 0) throw failures[0];
          await sendPage(payouts.slice(from, from + PAGE));
        }
      },
      async finish(): Promise<number> {
        await Promise.all(pages);
        if (failures.length > 0) throw failures[0];
        return sent;
      },
    };
  };

  return {
    inFlight,

    /** Sends the refunds the given tickets owe. */
    sendTickets: async (ticketIds: readonly string[]): Promise<number> =>
      ticketIds.length === 0 ? 0 : sendRefunds(await repository.unpaid({ ticketIds }, ticketIds.length)),

    /**
     * Sends every call a draw owes: its tickets' refunds, then its players' closing wins page by
     * page, a few pages in flight at once; answers how many were answered. Calls left without an
     * answer stay owed: the next run (or recovery) resends them. `skip`: players whose win this run
     * sent already, left unanswered.
     */
    async sendDraw(drawId: string, skip?: ReadonlySet<string>): Promise<number> {
      let sent = 0;
      for (let afterId: string | null = null; ;) {
        const owed = await repository.unpaid({ drawId, afterId }, PAGE);
        sent += await sendRefunds(owed);
        if (owed.length < PAGE) break;
        afterId = owed.at(-1)!.id;
      }
      const wins = inFlight();
      for (let afterPlayer: string | null = null; ;) {
        const owed = await repository.unpaidPayouts(drawId, afterPlayer, PAGE);
        await wins.send(skip?.size ? owed.filter((payout) => !skip.has(payout.playerId)) : owed);
        if (owed.length < PAGE) break;
        afterPlayer = owed.at(-1)!.playerId;
      }
      return sent + (await wins.finish());
    },
  };
};

export type LotteryPayments = ReturnType<typeof createLotteryPayments>;
