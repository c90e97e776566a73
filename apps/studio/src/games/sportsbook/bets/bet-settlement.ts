import type { SportsBook } from '../book.js';
import {
  parseMarketKey,
  settleBet,
  settleSelection,
  type FinalResult,
  type Outcome,
} from '../engine/index.js';
import type { BetPayments } from './bet-payments.js';
import { engineShape, payingLegs } from './bet-shape.js';
import { walletIds } from './bet-states.js';
import type { NewPayment, SportsBetsRepository } from './sports-bets.repository.js';
import type { SportsBetState, StudioSportsBetRow, StudioSportsLegRow } from './sportsbook-bets.tables.js';

/**
 * Bets locked and settled per transaction: large enough that 100 000 bets of one match take a
 * few dozen round trips, small enough that a cash-out waiting on one of them waits briefly.
 */
const SETTLE_BATCH = 2_000;

type Settled = { status: Extract<SportsBetState, 'WON' | 'LOST' | 'VOID'>; returnMinor: number };

/** How a bet ends once every line is decided; null while some line still waits on an open leg. */
export const settledBet = (
  bet: Pick<StudioSportsBetRow, 'stakeMinor' | 'shape' | 'maxPayoutMinor'>,
  legs: readonly Pick<StudioSportsLegRow, 'oddsE3' | 'outcome'>[],
): Settled | null => {
  const paying = payingLegs(
    bet.shape,
    legs.map((leg) => ({ oddsE3: leg.oddsE3, outcome: leg.outcome })),
  );
  const settlement = settleBet({
    stakeMinor: bet.stakeMinor,
    shape: engineShape(bet.shape),
    legs: paying,
    maxPayoutMinor: bet.maxPayoutMinor,
  });
  switch (settlement.status) {
    case 'OPEN':
      return null;
    case 'SETTLED': {
      const status = paying.every((leg) => leg.outcome === 'VOID')
        ? 'VOID'
        : settlement.returnMinor > 0
          ? 'WON'
          : 'LOST';
      return { status, returnMinor: settlement.returnMinor };
    }
    default: {
      const unknown: never = settlement;
      throw new Error(`unknown settlement ${JSON.stringify(unknown)}`);
    }
  }
};

/**
 * The wallet call that ends a settled bet. A bet void from end to end with nothing cashed out is
 * rolled back, so its stake does not count as turnover; after a partial cash-out the round has a
 * win and takes no rollback, so the stake left is paid back as the closing win.
 */
export const settlementPayment = (
  bet: Pick<StudioSportsBetRow, 'id' | 'cashOuts' | 'stakeMinor'>,
  settled: Settled,
  seq: number,
): NewPayment =>
  settled.status === 'VOID' && bet.cashOuts === 0
    ? {
        transactionId: walletIds.rollback(bet.id),
        betId: bet.id,
        seq,
        kind: 'ROLLBACK',
        amountMinor: bet.stakeMinor,
        closeRound: true,
      }
    : {
        transactionId: walletIds.settle(bet.id),
        betId: bet.id,
        seq,
        kind: 'WIN',
        amountMinor: settled.returnMinor,
        closeRound: true,
      };

export type SettlementDeps = {
  repository: SportsBetsRepository;
  payments: BetPayments;
  book: SportsBook;
  now: () => number;
};

/**
 * Settles the bets of one event on one result version. Batch by batch, in one transaction each:
 * lock the bets with an open leg on the event (id order), write those legs' outcomes, settle every
 * bet still OPEN whose lines are all decided, and record its wallet call; then send the calls.
 * Running it twice at once, or again after a crash, pays nothing twice: a bet moves from OPEN
 * only under its lock, and its call's id is `<bet>:settle` (or `<bet>:rollback`).
 */
export const createBetSettlement = (deps: SettlementDeps) => {
  const { repository } = deps;

  const settleBatch = async (
    eventId: string,
    version: number,
    result: FinalResult,
    after: string | null,
  ): Promise<{ last: string; closed: string[] } | null> =>
    repository.db.transaction(async (tx) => {
      const bets = await repository.lockBetsWithOpenLeg(tx, { eventId, after, limit: SETTLE_BATCH });
      const last = bets.at(-1)?.id;
      if (last === undefined) return null;
      const legs = await repository.legsOf(
        tx,
        bets.map((bet) => bet.id),
      );
      // One settlement per distinct selection: 100 000 bets of a match share a few hundred.
      const outcomes = new Map<string, Outcome>();
      const outcomeOf = (leg: StudioSportsLegRow): Outcome => {
        const key = `${leg.marketKey}\u0000${leg.selection}`;
        let outcome = outcomes.get(key);
        if (!outcome) {
          outcome = settleSelection({
            market: parseMarketKey(leg.marketKey),
            selection: leg.selection,
            result,
          });
          outcomes.set(key, outcome);
        }
        return outcome;
      };
      const settledLegs: { betId: string; legIndex: number; outcome: Outcome }[] = [];
      const legsByBet = new Map<string, StudioSportsLegRow[]>();
      for (const leg of legs) {
        let current = leg;
        if (leg.eventId === eventId && leg.outcome === 'OPEN') {
          const outcome = outcomeOf(leg);
          settledLegs.push({ betId: leg.betId, legIndex: leg.legIndex, outcome });
          current = { ...leg, outcome };
        }
        const betLegs = legsByBet.get(leg.betId);
        if (betLegs) betLegs.push(current);
        else legsByBet.set(leg.betId, [current]);
      }
      await repository.settleLegs(tx, eventId, version, settledLegs);

      const closes: { betId: string; status: Settled['status']; paidMinor: number; version: number }[] = [];
      const payments: NewPayment[] = [];
      const seqs = new Map<string, number>();
      for (const bet of bets) {
        if (bet.status !== 'OPEN') continue;
        const settled = settledBet(bet, legsByBet.get(bet.id) ?? []);
        if (!settled) continue;
        closes.push({ betId: bet.id, status: settled.status, paidMinor: settled.returnMinor, version });
        // A bet partly cashed out already has payments; the rest start at 1.
        const seq = bet.cashOuts === 0 ? 1 : await repository.nextPaymentSeq(tx, bet.id);
        seqs.set(bet.id, seq);
        payments.push(settlementPayment(bet, settled, seq));
      }
      const closed = await repository.closeSettled(tx, closes);
      const closedSet = new Set(closed);
      await repository.insertPayments(
        tx,
        payments.filter((payment) => closedSet.has(payment.betId)),
      );
      await repository.releaseLiability(
        tx,
        bets
          .filter((bet) => closedSet.has(bet.id))
          .map((bet) => ({ betId: bet.id, amountMinor: bet.potentialReturnMinor })),
      );
      return { last, closed };
    });

  return {
    /** Settles every bet with an open leg on the event, on the book's latest result for it. */
    async settleEvent(eventId: string): Promise<{ settled: number; version: number | null }> {
      const latest = deps.book.result(eventId, deps.now());
      if (!latest) return { settled: 0, version: null };
      let settled = 0;
      let after: string | null = null;
      for (;;) {
        const batch = await settleBatch(eventId, latest.version, latest.result, after);
        if (batch) {
          settled += batch.closed.length;
          await deps.payments.send(batch.closed);
          after = batch.last;
          continue;
        }
        // The walk reached the end: one look from the start for any leg it went past.
        if (after === null) break;
        after = null;
      }
      return { settled, version: latest.version };
    },
  };
};

export type BetSettlement = ReturnType<typeof createBetSettlement>;
