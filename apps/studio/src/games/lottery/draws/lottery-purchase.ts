import { randomUUID } from 'node:crypto';
import { LotteryBuyRequest as LotteryBuyRequestSchema } from '@platform/contracts';
import type { LotteryBuyRequest, LotteryBuyResponse } from '@platform/contracts';
import { AppError } from '@platform/server-kit';
import { refusalError } from '../../../round-runner.js';
import type { StudioSession } from '../../../studio-sessions.js';
import { LotteryInputError } from '../engine/index.js';
import type { LotteryPayments, LotteryWallet } from './lottery-payments.js';
import { drawRoundId, ticketWalletIds } from './lottery-states.js';
import type { LotteryRepository } from './lottery.repository.js';
import type { StudioLotteryTicketRow } from './lottery.tables.js';
import { exposureRows, priceTicketBet, type LotteryOdds } from './ticket-bet.js';
import { ticketView } from './ticket-view.js';

/** What a purchase needs of a game page's session: the wallet's session, the game, the balance. */
export type LotterySession = Pick<StudioSession, 'balance' | 'wallet'> & { game: { gameCode: string } };

export type PurchaseConfig = {
  minStakeMinor: number;
  maxStakeMinor: number;
  /** The most the house stands to pay on one number of one draw and market. */
  liabilityLimitMinor: number;
  odds: LotteryOdds;
};

const isUniqueViolation = (error: unknown): boolean => {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/**
 * Buys a ticket, as the sportsbook places a bet (bet-placement.ts): the ticket is stored PLACING
 * with its exposure taken in one transaction, under the draw's shared lock (so a close or a
 * cancellation of the draw waits for it, and it sees theirs) and refused at or after the draw's
 * close by the server's clock; then the stake goes to the wallet under `<ticket>:bet`, a bet of the
 * player's round of the draw (`drawRoundId`): taken → OPEN; refused → REFUSED (exposure given back); no answer → ROLLED_BACK
 * with its rollback sent at once (recovery resends it). The same requestId again answers what the
 * first came to.
 */
export const createLotteryPurchase = (deps: {
  repository: LotteryRepository;
  payments: LotteryPayments;
  wallet: LotteryWallet;
  config: PurchaseConfig;
  now: () => number;
}) => {
  const { repository, wallet, config } = deps;

  const answerAgain = (ticket: StudioLotteryTicketRow, session: LotterySession): LotteryBuyResponse => {
    switch (ticket.status) {
      case 'OPEN':
      case 'WON':
      case 'LOST':
      case 'CANCELLED':
        return { ticket: ticketView(ticket), balance: session.balance };
      case 'REFUSED':
        throw refusalError({
          outcome: 'refused',
          code: ticket.refusal ?? 'service-unavailable',
          status: 0,
          balance: null,
        });
      case 'PLACING':
      case 'ROLLED_BACK':
        throw new AppError('service-unavailable');
      default: {
        const unknown: never = ticket.status;
        throw new Error(`unknown lottery ticket state ${String(unknown)}`);
      }
    }
  };

  /** Undoes a purchase whose stake was not taken, giving its exposure back. */
  const undo = (ticket: StudioLotteryTicketRow, to: 'REFUSED' | 'ROLLED_BACK', refusal: string | null) =>
    repository.db.transaction(async (tx) => {
      const moved = await repository.moveTicket(tx, ticket.id, 'PLACING', to, {
        refusal,
        ...(to === 'ROLLED_BACK'
          ? { paymentKind: 'ROLLBACK' as const, paymentTransactionId: ticketWalletIds.rollback(ticket.id) }
          : {}),
      });
      if (!moved) return false;
      await repository.releaseExposure(tx, ticket.drawId, ticket.exposure);
      return true;
    });

  /** Stores the ticket PLACING and takes its exposure, or refuses it with nothing written. */
  const store = (ticket: StudioLotteryTicketRow) =>
    repository.db.transaction(async (tx) => {
      const draw = await repository.lockDrawShared(tx, ticket.drawId);
      if (!draw) throw new AppError('lottery-draw-not-found');
      if (draw.status !== 'SCHEDULED' || deps.now() >= draw.closesAt.getTime()) {
        throw new AppError('lottery-betting-closed', { value: { closesAt: draw.closesAt.getTime() } });
      }
      await repository.insertTicket(tx, ticket);
      for (const row of ticket.exposure) {
        if (!(await repository.takeExposure(tx, ticket.drawId, row, config.liabilityLimitMinor))) {
          throw new AppError('lottery-liability-reached', {
            value: { market: row.market, number: row.number },
          });
        }
      }
    });

  const purchase = {
    undo,

    async buy(session: LotterySession, raw: LotteryBuyRequest): Promise<LotteryBuyResponse> {
      const request = LotteryBuyRequestSchema.parse(raw);
      const player = session.wallet;
      if (!player) throw new AppError('in-need-true-account');
      const earlier = await repository.findTicketByRequest(player.playerId, request.requestId);
      if (earlier) return answerAgain(earlier, session);

      const draw = await repository.findDraw(request.drawId);
      if (!draw) throw new AppError('lottery-draw-not-found');
      let priced;
      try {
        priced = priceTicketBet(request.bet, draw.game, config.odds);
      } catch (error) {
        if (error instanceof LotteryInputError) throw new AppError('lottery-selection-invalid');
        throw error;
      }
      if (priced.costMinor < config.minStakeMinor || priced.costMinor > config.maxStakeMinor) {
        throw new AppError('lottery-stake-out-of-range', {
          value: { minStakeMinor: config.minStakeMinor, maxStakeMinor: config.maxStakeMinor },
        });
      }
      const exposure = exposureRows(priced.exposure);
      const refused = exposure.find((row) => row.amountMinor > config.liabilityLimitMinor);
      if (refused) {
        throw new AppError('lottery-liability-reached', {
          value: { market: refused.market, number: refused.number },
        });
      }
      const now = new Date(deps.now());
      const ticket: StudioLotteryTicketRow = {
        id: randomUUID(),
        playerId: player.playerId,
        gameCode: session.game.gameCode,
        requestId: request.requestId,
        drawId: draw.id,
        bet: request.bet,
        stakeMinor: priced.costMinor,
        exposure,
        status: 'PLACING',
        payoutMinor: 0,
        paymentKind: null,
        paymentTransactionId: null,
        paymentConfirmedAt: null,
        refusal: null,
        createdAt: now,
        updatedAt: now,
      };
      try {
        await store(ticket);
      } catch (error) {
        // The same purchase sent twice at once: the other request stored it first.
        if (!isUniqueViolation(error)) throw error;
        const stored = await repository.findTicketByRequest(player.playerId, request.requestId);
        if (!stored) throw error;
        return answerAgain(stored, session);
      }

      const result = await wallet.bet({
        sessionToken: player.sessionToken,
        transactionId: ticketWalletIds.stake(ticket.id),
        roundId: drawRoundId(ticket.drawId, ticket.playerId),
        gameCode: ticket.gameCode,
        amount: ticket.stakeMinor,
      });
      switch (result.outcome) {
        case 'done': {
          session.balance = result.value.balance;
          // Recovery (or the draw's settlement) rolls back a purchase left PLACING; if it got here
          // first, the stake is refunded and the player is told to try again.
          const opened = await repository.moveTicket(repository.db, ticket.id, 'PLACING', 'OPEN');
          if (!opened) throw new AppError('service-unavailable');
          return { ticket: ticketView(opened), balance: session.balance };
        }
        case 'refused':
          await undo(ticket, 'REFUSED', result.code);
          if (result.balance !== null) session.balance = result.balance;
          throw refusalError(result);
        case 'unknown':
          if (await undo(ticket, 'ROLLED_BACK', null)) await deps.payments.sendTickets([ticket.id]);
          throw new AppError('service-unavailable');
        default: {
          const unknown: never = result;
          throw new Error(`unknown wallet outcome ${JSON.stringify(unknown)}`);
        }
      }
    },
  };
  return purchase;
};
