import type { LotteryVerifyResponse } from '@platform/contracts';
import { AppError } from '@platform/server-kit';
import type { Db } from '../../../db/client.js';
import { resultOfDraw, verifyDraw } from '../engine/index.js';
import { committedDraw, plannedDraws, type DrawScheduleConfig } from './draw-schedule.js';
import { createLotteryPayments, type LotteryWallet } from './lottery-payments.js';
import { createLotteryPurchase, type PurchaseConfig } from './lottery-purchase.js';
import { isRevealed, ticketWalletIds } from './lottery-states.js';
import { createLotteryRepository } from './lottery.repository.js';
import { ticketReturn } from './ticket-bet.js';

export type LotteryConfig = DrawScheduleConfig & PurchaseConfig;

type Log = {
  info(object: unknown, message: string): void;
  warn(object: unknown, message: string): void;
  error(object: unknown, message: string): void;
};

/** Tickets settled per statement. */
const SETTLE_PAGE = 1_000;
/** A purchase left PLACING this long is rolled back by recovery; a call unanswered this long is resent. */
const STALE_MS = 60_000;
const RECOVERY_BATCH = 500;

/**
 * The lottery's draws and tickets (docs/lottery.md, "Draws, tickets and settlement"): draws
 * created ahead with their seed's hash published, closed and drawn at their times, tickets bought
 * through the seamless wallet, settlement and cancellation paid through it. Every step is safe to
 * repeat and to run on several instances at once: each move is a conditional update on the state
 * it leaves, each wallet call has an id made from the ticket.
 */
export const createLottery = (deps: {
  db: Db;
  wallet: LotteryWallet;
  config: LotteryConfig;
  now?: () => number;
  log?: Log;
}) => {
  const now = deps.now ?? Date.now;
  const repository = createLotteryRepository(deps.db);
  const payments = createLotteryPayments({
    repository,
    wallet: deps.wallet,
    ...(deps.log ? { log: deps.log } : {}),
  });
  const purchase = createLotteryPurchase({
    repository,
    payments,
    wallet: deps.wallet,
    config: deps.config,
    now,
  });

  /** Rolls back the draw's purchases still PLACING: their stake can no longer play. */
  const rollBackPlacings = async (drawId: string): Promise<void> => {
    for (const ticket of await repository.placingOf(drawId)) await purchase.undo(ticket, 'ROLLED_BACK', null);
  };

  const lottery = {
    repository,
    now,
    buy: purchase.buy,

    /** Creates the draws that should exist now (each key once across instances); answers the new ids. */
    scheduleDraws: (): Promise<string[]> =>
      repository.insertDraws(plannedDraws(new Date(now()), deps.config).map(committedDraw)),

    /** Closes the draws whose betting is over; answers the ids of the draws due to be drawn and settled. */
    async dueDraws(limit = 200): Promise<{ toDraw: string[]; toSettle: string[] }> {
      const at = new Date(now());
      await repository.closeDue(at);
      return {
        toDraw: await repository.drawIdsIn('CLOSED', at, limit),
        toSettle: await repository.drawIdsIn('DRAWN', at, limit),
      };
    },

    /** Draws a closed draw once its time has come: the result from its seed, stored once. */
    async drawDraw(drawId: string): Promise<boolean> {
      const draw = await repository.findDraw(drawId);
      if (draw?.status !== 'CLOSED' || draw.drawAt.getTime() > now()) return false;
      const result = resultOfDraw(draw.serverSeed, draw.id, draw.game);
      return repository.storeResult(draw.id, result, new Date(now()));
    },

    /**
     * Settles a drawn draw: every open ticket moves OPEN → WON | LOST in one conditional statement
     * per page (a ticket another run moved is skipped), then the closing wins (of 0 for a loss)
     * are sent under `<ticket>:settle`, and once every ticket is closed and every call answered the
     * draw is SETTLED. A replay, or a run racing this one, moves nothing twice and pays nothing
     * twice; a call left without an answer makes the run fail, to be retried.
     */
    async settleDraw(drawId: string): Promise<{ settled: number; paid: number; done: boolean }> {
      const draw = await repository.findDraw(drawId);
      if (!draw) throw new AppError('lottery-draw-not-found');
      switch (draw.status) {
        case 'SCHEDULED':
        case 'CLOSED':
        case 'CANCELLED':
          return { settled: 0, paid: 0, done: false };
        case 'DRAWN':
        case 'SETTLED':
          break;
        default: {
          const unknown: never = draw.status;
          throw new Error(`unknown lottery draw state ${String(unknown)}`);
        }
      }
      const result = draw.result;
      if (!result) throw new Error(`draw ${drawId} is ${draw.status} without a result`);
      await rollBackPlacings(drawId);
      let settled = 0;
      for (let afterId: string | null = null; ;) {
        const page = await repository.ticketsIn(drawId, 'OPEN', afterId, SETTLE_PAGE);
        if (page.length === 0) break;
        settled += await repository.recordSettlement(
          page.map((ticket) => ({
            ticketId: ticket.id,
            payoutMinor: ticketReturn(ticket.bet, result, deps.config.odds),
            transactionId: ticketWalletIds.settle(ticket.id),
          })),
        );
        afterId = page.at(-1)?.id ?? null;
      }
      const paid = await payments.sendDraw(drawId);
      if (await repository.drawHasUnfinished(drawId)) {
        throw new Error(`lottery draw ${drawId}: some tickets are still unpaid`);
      }
      if (draw.status === 'DRAWN') {
        await repository.moveDraw(repository.db, drawId, 'DRAWN', 'SETTLED', { settledAt: new Date(now()) });
      }
      return { settled, paid, done: true };
    },

    /**
     * Cancels a draw not yet drawn and refunds every ticket through rollback (`<ticket>:rollback`).
     * Replaying it refunds nothing twice.
     */
    async cancelDraw(drawId: string): Promise<{ refunded: number }> {
      const draw = await repository.findDraw(drawId);
      if (!draw) throw new AppError('lottery-draw-not-found');
      if (draw.status === 'SCHEDULED' || draw.status === 'CLOSED') {
        // Waits for the purchases holding the draw's shared lock; a later one sees CANCELLED.
        await repository.moveDraw(repository.db, drawId, draw.status, 'CANCELLED');
      }
      const current = await repository.findDraw(drawId);
      if (current?.status !== 'CANCELLED') return { refunded: 0 };
      await rollBackPlacings(drawId);
      // The refund's id is ticketWalletIds.rollback, written by the statement.
      await repository.cancelOpenTickets(drawId);
      return { refunded: await payments.sendDraw(drawId) };
    },

    /** Rolls back purchases an outage left PLACING and resends calls left without an answer. */
    async recover(): Promise<{ rolledBack: number; resent: number }> {
      const before = new Date(now() - STALE_MS);
      let rolledBack = 0;
      for (const ticket of await repository.stalePlacings(before, RECOVERY_BATCH)) {
        if (await purchase.undo(ticket, 'ROLLED_BACK', null)) rolledBack += 1;
      }
      let resent = 0;
      for (const drawId of await repository.drawsWithUnpaid(before, RECOVERY_BATCH)) {
        resent += await payments.sendDraw(drawId);
      }
      return { rolledBack, resent };
    },

    /** A drawn draw recomputed: its revealed seed, the hash published before, its result checked. */
    async verify(drawId: string): Promise<LotteryVerifyResponse> {
      const draw = await repository.findDraw(drawId);
      if (!draw) throw new AppError('lottery-draw-not-found');
      if (!isRevealed(draw.status) || !draw.result) throw new AppError('lottery-draw-not-drawn');
      const check = verifyDraw(
        {
          drawId: draw.id,
          serverSeed: draw.serverSeed,
          serverSeedHash: draw.serverSeedHash,
          publishedResult: draw.result,
        },
        draw.game,
      );
      return {
        drawId: draw.id,
        game: draw.game,
        serverSeed: draw.serverSeed,
        serverSeedHash: draw.serverSeedHash,
        result: draw.result,
        verified: check.ok,
        mismatch: check.ok ? null : check.reason,
        drawAt: draw.drawAt.getTime(),
      };
    },
  };
  return lottery;
};

export type Lottery = ReturnType<typeof createLottery>;
