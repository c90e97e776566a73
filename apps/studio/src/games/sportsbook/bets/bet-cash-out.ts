import { AppError } from '@platform/server-kit';
import type { SportsBook } from '../book.js';
import { engineShape } from './bet-shape.js';
import { potentialReturn } from '../engine/index.js';
import { withSuspensions, type SuspensionsRepository } from '../operator/index.js';
import type { BetPayments } from './bet-payments.js';
import { walletIds } from './bet-states.js';
import { quoteCashOut } from './cash-out-quote.js';
import type { SportsBetsConfig } from './sports-bets-config.js';
import type { SportsBetsRepository } from './sports-bets.repository.js';
import type { StudioSportsBetRow } from './sportsbook-bets.tables.js';

export type CashOutDeps = {
  repository: SportsBetsRepository;
  /** The operator's suspensions: a bet with an open leg on a suspended market is not cashed out. */
  suspensions: SuspensionsRepository;
  payments: BetPayments;
  book: SportsBook;
  config: SportsBetsConfig;
  now: () => number;
};

export type CashOutRequest = {
  betId: string;
  /** The player's: a cash-out of someone else's bet is refused as unavailable. */
  playerId: string;
  /** The least the caller accepts: a lower value now is refused with the value now. */
  acceptedMinor: number;
  partStakeMinor?: number | undefined;
};

export type CashOutDone = { bet: StudioSportsBetRow; paidMinor: number; balance: number | null };

/**
 * Cash-out, full or partial, decided under the bet's row lock: the state (OPEN), the owner and
 * the value are all read after the lock is taken, so a settlement or another cash-out of the same
 * bet either finished before (and this one is refused) or waits for this one (and finds it moved).
 * Full: OPEN → CASHED_OUT and a closing win. Partial: the stake shrinks, the bet stays OPEN and the
 * win leaves the round open (`closeRound: false`) for the settlement's closing win.
 */
export const createBetCashOut = (deps: CashOutDeps) => {
  const { repository, book, config } = deps;

  const unavailable = (reason: string) => new AppError('sports-cash-out-unavailable', { value: { reason } });

  return {
    async cashOut(request: CashOutRequest): Promise<CashOutDone> {
      const decided = await repository.db.transaction(async (tx) => {
        const bet = await repository.lockBet(tx, request.betId);
        if (bet?.playerId !== request.playerId) throw new AppError('sports-cash-out-unavailable');
        if (bet.status !== 'OPEN') throw unavailable('NOT_OPEN');
        if (request.partStakeMinor !== undefined && request.partStakeMinor > bet.stakeMinor) {
          throw new AppError('validation-failed', { value: { fields: { partStakeMinor: 'too-large' } } });
        }
        const legs = await repository.legsOf(tx, [bet.id]);
        // Read under the suspensions' shared lock, as placement does: once a suspension is
        // written, no cash-out of a bet on it is decided on what was read before.
        const inForce = await deps.suspensions.inForceFor(
          tx,
          legs.filter((leg) => leg.outcome === 'OPEN').map((leg) => leg.eventId),
        );
        const offer = quoteCashOut({
          book: withSuspensions(book, inForce),
          bet,
          legs,
          marginBp: config.cashOutMarginBp,
          now: deps.now(),
          partStakeMinor: request.partStakeMinor,
        });
        if (!offer.ok) throw unavailable(offer.reason);
        if (offer.valueMinor < request.acceptedMinor) {
          throw new AppError('sports-cash-out-changed', { value: { valueMinor: offer.valueMinor } });
        }
        const n = bet.cashOuts + 1;
        const full = offer.remainingStakeMinor === 0;
        const seq = await repository.nextPaymentSeq(tx, bet.id);
        const remainingReturn = full
          ? 0
          : potentialReturn({
              stakeMinor: offer.remainingStakeMinor,
              shape: engineShape(bet.shape),
              oddsE3: legs.map((leg) => leg.oddsE3),
              maxPayoutMinor: bet.maxPayoutMinor,
            });
        const changes = {
          status: full ? ('CASHED_OUT' as const) : ('OPEN' as const),
          stakeMinor: full ? bet.stakeMinor : offer.remainingStakeMinor,
          potentialReturnMinor: full ? bet.potentialReturnMinor : remainingReturn,
          paidMinor: bet.paidMinor + offer.valueMinor,
          cashOuts: n,
          ...(full ? { settledAt: new Date(deps.now()), autoCashOutMinor: null } : {}),
        };
        await repository.updateBet(tx, bet.id, changes);
        await repository.insertPayments(tx, [
          {
            transactionId: walletIds.cashOut(bet.id, n),
            betId: bet.id,
            seq,
            kind: 'WIN',
            amountMinor: offer.valueMinor,
            closeRound: full,
          },
        ]);
        await repository.releaseLiability(tx, [
          { betId: bet.id, amountMinor: bet.potentialReturnMinor - (full ? 0 : remainingReturn) },
        ]);
        return {
          bet: { ...bet, ...changes },
          paidMinor: offer.valueMinor,
          transactionId: walletIds.cashOut(bet.id, n),
        };
      });
      const balances = await deps.payments.send([decided.bet.id], { alsoConfirmed: [decided.transactionId] });
      return {
        bet: decided.bet,
        paidMinor: decided.paidMinor,
        balance: balances.get(decided.bet.id) ?? null,
      };
    },
  };
};

export type BetCashOut = ReturnType<typeof createBetCashOut>;
