import type { LotteryVerifyResponse } from '@platform/contracts';
import { AppError } from '@platform/server-kit';
import type { Db } from '../../../db/client.js';
import { LotteryInputError, resultOfDraw, verifyDraw } from '../engine/index.js';
import {
  committedDraw,
  plannedDraws,
  plannedSpecialSea4dDraw,
  type DrawScheduleConfig,
} from './draw-schedule.js';
import { createLotteryPayments, type LotteryWallet } from './lottery-payments.js';
import { createLotteryPurchase, type PurchaseConfig } from './lottery-purchase.js';
import { isRevealed } from './lottery-states.js';
import { createLotteryRepository } from './lottery.repository.js';
import { ticketReturn } from './ticket-bet.js';

export type LotteryConfig = DrawScheduleConfig & PurchaseConfig;

type Log = {
  info(object: unknown, message: string): void;
  warn(object: unknown, message: string): void;
  error(object: unknown, message: string): void;
};

/**
 * About how many tickets one settling statement moves: a chunk of whole players (a player's
 * payout is written once all their tickets are settled), so a player with more is one chunk alone.
 */
const SETTLE_CHUNK = 50_000;
/**
 * Chunks settled at once: each is one statement on its own connection, so two keep both cores of
 * a 2-core database server busy (docs/PERFORMANCE.md, "Lottery: settling a draw").
 */
const SETTLE_PARALLEL = 2;
/** A purchase left PLACING this long is rolled back by recovery; a call unanswered this long is resent. */
const STALE_MS = 60_000;
const RECOVERY_BATCH = 500;

/** Players grouped into chunks of about `size` tickets, in player order. */
const chunksOf = (players: readonly { playerId: string; tickets: number }[], size: number): string[][] => {
  const chunks: string[][] = [];
  let current: string[] = [];
  let tickets = 0;
  for (const player of players) {
    if (current.length > 0 && tickets + player.tickets > size) {
      chunks.push(current);
      current = [];
      tickets = 0;
    }
    current.push(player.playerId);
    tickets += player.tickets;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
};

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
  /** Tickets a settling statement moves (SETTLE_CHUNK); tests make it small to settle in chunks. */
  settleChunk?: number;
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

    /**
     * Creates a special 4D draw on a dated Singapore day (the operator's), its seed's hash published
     * from now on. A day already drawn for (a repeat, or a weekly draw day) keeps its draw and seed:
     * `created` is then false. A day refused by `specialSea4dDraw` is `lottery-special-draw-invalid`.
     */
    async addSpecialSea4dDraw(dateKey: string) {
      let planned;
      try {
        planned = plannedSpecialSea4dDraw(dateKey, new Date(now()), deps.config);
      } catch (error) {
        if (error instanceof LotteryInputError) throw new AppError('lottery-special-draw-invalid');
        throw error;
      }
      const [created] = await repository.insertDraws([committedDraw(planned)]);
      const draw = await repository.findDraw(planned.id);
      if (!draw) throw new Error(`lottery draw ${planned.id} missing after its insert`);
      return { draw, created: created === planned.id };
    },

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
     * Settles a drawn draw: its open tickets move OPEN → WON | LOST a chunk of players at a time
     * (one statement each, every different bet priced once), each chunk writing the payout row of
     * every player whose tickets are now all settled; those players' closing wins (of 0 when nothing
     * won, one per player and draw, decision 0024) go out while the next chunk is settled. Once
     * every ticket is closed and every call answered the draw is SETTLED. A replay, or a run racing
     * this one, moves nothing twice and pays nothing twice; a call left without an answer makes the
     * run fail, to be retried.
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
      // Each chunk's wins are sent while the next chunk is settled; then whatever the draw still
      // owes (an earlier run's calls, or those of a run racing this one) is sent. Every owed call
      // goes out once per run; one left without an answer stays owed and fails the run below.
      let settled = 0;
      const sending = payments.inFlight();
      const chunks = chunksOf(await repository.openPlayers(drawId), deps.settleChunk ?? SETTLE_CHUNK);
      // SETTLE_PARALLEL chunks at once, each worker taking the next chunk when its own is done.
      const settleChunk = async (players: string[]) => {
        const bets = await repository.openBetsOf(drawId, players);
        const priced = bets.map((bet) => ({ bet, payoutMinor: ticketReturn(bet, result, deps.config.odds) }));
        const chunk = await repository.settleTickets(drawId, players, priced);
        settled += chunk.settled;
        await sending.send(chunk.payouts);
      };
      const settleChunks = async () => {
        for (let players = chunks.shift(); players; players = chunks.shift()) {
          await settleChunk(players).catch((error: unknown) => {
            // The other workers stop after their chunk: the run fails, to be retried.
            chunks.length = 0;
            throw error;
          });
        }
      };
      try {
        const workers = await Promise.allSettled(Array.from({ length: SETTLE_PARALLEL }, settleChunks));
        const failed = workers.find((worker) => worker.status === 'rejected');
        if (failed) throw failed.reason;
      } catch (error) {
        // The pages already on their way finish first; the run then fails, to be retried.
        await sending.finish().catch(() => 0);
        throw error;
      }
      const paid = (await sending.finish()) + (await payments.sendDraw(drawId, sending.unanswered));
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
