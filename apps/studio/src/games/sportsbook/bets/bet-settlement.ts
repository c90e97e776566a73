import type { EventResult, SportsBook } from '../book.js';
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
import type {
  LegRelease,
  NewPayment,
  SettlementClose,
  SettlingLeg,
  SportsBetsRepository,
} from './sports-bets.repository.js';
import type { SportsBetState, StudioSportsBetRow, StudioSportsLegRow } from './sportsbook-bets.tables.js';

/**
 * Bets locked and settled per transaction: large enough that 100 000 bets of one match take a
 * few dozen round trips, small enough that a cash-out waiting on one of them waits briefly.
 */
const SETTLE_BATCH = 2_000;
/**
 * Batches in flight at once: while one is recorded the next is locked and read, so the database
 * and this process work side by side. Batches hold disjoint bets (each starts after the last bet
 * the previous one locked) and lock the liability rows they share in key order, so they wait on
 * each other at most for a commit, never crosswise.
 */
const SETTLE_CONCURRENCY = 2;

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
 * win and takes no rollback, so the stake left is paid back as the closing win. Its place in the
 * bet's order is given where it is recorded (after any partial cash-out's).
 */
export const settlementPayment = (
  bet: Pick<StudioSportsBetRow, 'id' | 'cashOuts' | 'stakeMinor'>,
  settled: Settled,
): Pick<NewPayment, 'transactionId' | 'kind' | 'amountMinor'> =>
  settled.status === 'VOID' && bet.cashOuts === 0
    ? { transactionId: walletIds.rollback(bet.id), kind: 'ROLLBACK', amountMinor: bet.stakeMinor }
    : { transactionId: walletIds.settle(bet.id), kind: 'WIN', amountMinor: settled.returnMinor };

export type SettlementDeps = {
  repository: SportsBetsRepository;
  payments: BetPayments;
  book: SportsBook;
  now: () => number;
  /** Bets per transaction (SETTLE_BATCH unless given: the benchmark and the tests try others). */
  batchSize?: number;
};

/**
 * Settles the bets of one event on one result version. Batch by batch, in one transaction of
 * three statements each: lock the bets with an open leg on the event (id order), read their legs,
 * then in one statement write the event's legs' outcomes, close every bet still OPEN whose lines
 * are all decided with its wallet call owed, and give back its liability. Once every batch is
 * recorded the calls are sent. Running it twice at once, or again after a crash, pays nothing
 * twice: a bet moves from OPEN only under its lock, and its call's id is `<bet>:settle` (or
 * `<bet>:rollback`).
 */
export const createBetSettlement = (deps: SettlementDeps) => {
  const { repository } = deps;
  const batchSize = deps.batchSize ?? SETTLE_BATCH;

  /** `claimed` is told the last bet the batch locked (null: none left) as soon as it knows it. */
  const settleBatch = async (
    eventId: string,
    version: number,
    result: FinalResult,
    after: string | null,
    claimed: (last: string | null) => void,
  ): Promise<{ last: string; closed: string[] } | null> =>
    repository.db.transaction(async (tx) => {
      await repository.withoutJit(tx);
      const bets = await repository.lockBetsWithOpenLeg(tx, { eventId, after, limit: batchSize });
      const last = bets.at(-1)?.id;
      claimed(last ?? null);
      if (last === undefined) return null;
      // Read after the locks are held: a multiple's other legs are settled only under its lock.
      const betIds = bets.map((bet) => bet.id);
      const legs = await repository.settlingLegsOf(tx, { betIds, after, last });
      // One settlement per distinct selection: 100 000 bets of a match share a few hundred.
      const outcomes = new Map<string, Outcome>();
      const outcomeOf = (leg: SettlingLeg): Outcome => {
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
      const legsByBet = new Map<string, SettlingLeg[]>();
      for (const leg of legs) {
        const current =
          leg.eventId === eventId && leg.outcome === 'OPEN' ? { ...leg, outcome: outcomeOf(leg) } : leg;
        const betLegs = legsByBet.get(leg.betId);
        if (betLegs) betLegs.push(current);
        else legsByBet.set(leg.betId, [current]);
      }

      const closes: SettlementClose[] = [];
      const releases: LegRelease[] = [];
      for (const bet of bets) {
        if (bet.status !== 'OPEN') continue;
        const betLegs = legsByBet.get(bet.id) ?? [];
        const settled = settledBet(bet, betLegs);
        if (!settled) continue;
        closes.push({
          betId: bet.id,
          status: settled.status,
          paidMinor: settled.returnMinor,
          payment: settlementPayment(bet, settled),
        });
        for (const leg of betLegs) {
          releases.push({
            betId: bet.id,
            eventId: leg.eventId,
            marketKey: leg.marketKey,
            selection: leg.selection,
            amountMinor: bet.potentialReturnMinor,
          });
        }
      }
      const closed = await repository.recordSettlement(tx, {
        eventId,
        version,
        batch: { betIds, after, last },
        outcomes: [...outcomes].map(([key, outcome]) => {
          const [marketKey = '', selection = ''] = key.split('\u0000');
          return { marketKey, selection, outcome };
        }),
        closes,
        releases,
      });
      return { last, closed };
    });

  /**
   * One walk over the event's open legs in bet id order from the start, SETTLE_CONCURRENCY
   * batches at a time: a batch starts once the one before it has locked its bets and so knows
   * where it ends. Answers how many batches it found.
   */
  const walk = async (eventId: string, latest: EventResult, closed: string[]): Promise<number> => {
    let cursor: string | null = null;
    let batches = 0;
    let ended = false;
    let turn: Promise<void> = Promise.resolve();
    const worker = async () => {
      while (!ended) {
        const previous = turn;
        let release = () => {};
        turn = new Promise<void>((resolve) => (release = resolve));
        await previous;
        if (ended) {
          release();
          return;
        }
        try {
          const batch = await settleBatch(eventId, latest.version, latest.result, cursor, (last) => {
            if (last === null) ended = true;
            else cursor = last;
            release();
          });
          if (batch) {
            batches += 1;
            closed.push(...batch.closed);
          }
        } catch (error) {
          // The others stop after their batch; the job runs again.
          ended = true;
          release();
          throw error;
        }
      }
    };
    const workers = await Promise.allSettled(Array.from({ length: SETTLE_CONCURRENCY }, worker));
    const failed = workers.find((each) => each.status === 'rejected');
    if (failed) throw failed.reason;
    return batches;
  };

  /** Settles and records every bet with an open leg on the event; sends nothing yet. */
  const record = async (eventId: string): Promise<{ closed: string[]; version: number | null }> => {
    const latest = deps.book.result(eventId, deps.now());
    if (!latest) return { closed: [], version: null };
    const closed: string[] = [];
    // Walks again from the start while the last walk found anything, for any leg it went past
    // (one stored meanwhile): the last walk finds nothing.
    while ((await walk(eventId, latest, closed)) > 0);
    return { closed, version: latest.version };
  };

  /** Sends the calls the closed bets owe, a batch of bets at a time. */
  const send = async (closed: readonly string[]): Promise<void> => {
    for (let start = 0; start < closed.length; start += batchSize) {
      await deps.payments.send(closed.slice(start, start + batchSize));
    }
  };

  /**
   * Closes OPEN bets whose legs are all decided, one transaction each under the bet's lock, with
   * the same rule, wallet call and liability release as an event's run; answers the bets closed
   * (their calls are sent by the caller). For a bet that became OPEN after its last event's run.
   */
  const closeDecided = async (betIds: readonly string[]): Promise<string[]> => {
    const closed: string[] = [];
    for (const betId of betIds) {
      const done = await repository.db.transaction(async (tx) => {
        const bet = await repository.lockBet(tx, betId);
        if (bet?.status !== 'OPEN') return false;
        const legs = await repository.legsOf(tx, [betId]);
        const settled = settledBet(bet, legs);
        if (!settled) return false;
        await repository.updateBet(tx, betId, {
          status: settled.status,
          paidMinor: bet.paidMinor + settled.returnMinor,
          settledVersion: Math.max(...legs.map((leg) => leg.settledVersion ?? 1)),
          settledAt: new Date(deps.now()),
        });
        await repository.insertPayments(tx, [
          {
            ...settlementPayment(bet, settled),
            betId,
            seq: await repository.nextPaymentSeq(tx, betId),
            closeRound: true,
          },
        ]);
        await repository.releaseLiability(tx, [{ betId, amountMinor: bet.potentialReturnMinor }]);
        return true;
      });
      if (done) closed.push(betId);
    }
    return closed;
  };

  return {
    record,
    send,
    closeDecided,
    /** Settles every bet with an open leg on the event, on the book's latest result for it, then pays. */
    async settleEvent(eventId: string): Promise<{ settled: number; version: number | null }> {
      const { closed, version } = await record(eventId);
      await send(closed);
      return { settled: closed.length, version };
    },
  };
};

export type BetSettlement = ReturnType<typeof createBetSettlement>;
