import type { SportsBook } from '../book.js';
import { parseMarketKey, settleSelection, type FinalResult, type Outcome } from '../engine/index.js';
import type { BetPayments } from './bet-payments.js';
import { settledBet } from './bet-settlement.js';
import { correctionOf, walletIds } from './bet-states.js';
import type { NewPayment, SportsBetsRepository, Tx } from './sports-bets.repository.js';
import type { NewCorrection, SportsCorrectionsRepository } from './sports-corrections.repository.js';
import type { SportsBetState, StudioSportsBetRow, StudioSportsLegRow } from './sportsbook-bets.tables.js';

/** Bets locked and re-settled per transaction. */
const RESETTLE_BATCH = 500;
/** Corrections published this long ago or less are looked at by the finder. */
export const CORRECTION_LOOKBACK_MS = 7 * 24 * 3_600_000;

export type ResettlementDeps = {
  repository: SportsBetsRepository;
  corrections: SportsCorrectionsRepository;
  payments: BetPayments;
  book: SportsBook;
  now: () => number;
};

type Move = { betId: string; from: SportsBetState; to: SportsBetState; deltaMinor: number };

/**
 * Re-settles bets when the book publishes a newer result version for an event they were settled
 * on (docs/sportsbook.md, "Corrections"). Under each bet's row lock: the event's leg takes the new
 * outcome; a settled bet (WON, LOST, VOID) is settled again on its legs as they now stand, and the
 * difference between the new return and the one it was settled for is paid through the wallet's
 * `adjust` under `<bet>:resettle:<leg>:<version>` (negative: taken back); a cashed-out bet keeps
 * its cash-out; an open bet only has its leg rewritten and settles later as usual. One correction
 * row per bet, leg and version records it.
 *
 * A run finds only legs settled on an older version and rewrites them in the transaction that
 * moves the bet, so a second run of the same version (a retry, another worker) finds nothing,
 * or waits on the locks and then finds the legs rewritten: nothing is paid twice.
 */
export const createBetResettlement = (deps: ResettlementDeps) => {
  const { repository, corrections } = deps;

  /** Records the bets' moves, payments and corrections; answers the bets that owe a call. */
  const write = async (tx: Tx, moves: Move[], payments: NewPayment[], rows: NewCorrection[]) => {
    const moved = new Set(await corrections.resettle(tx, moves));
    // The caller holds every lock and read the states under them: a move not made is a bug.
    if (moved.size !== moves.length) throw new Error('sportsbook re-settlement: a bet moved under its lock');
    await repository.insertPayments(tx, payments);
    await corrections.insertCorrections(tx, rows);
    return payments.map((payment) => payment.betId);
  };

  /** The wallet call that pays a difference, after the bet's other calls. */
  const adjustment = async (tx: Tx, betId: string, transactionId: string, deltaMinor: number) => ({
    transactionId,
    betId,
    seq: await repository.nextPaymentSeq(tx, betId),
    kind: 'ADJUST' as const,
    amountMinor: deltaMinor,
    closeRound: false,
  });

  const resettleBatch = async (
    eventId: string,
    version: number,
    result: FinalResult,
    after: string | null,
  ): Promise<{ last: string; owing: string[]; corrected: number } | null> =>
    repository.db.transaction(async (tx) => {
      const bets = await corrections.lockBetsWithStaleLeg(tx, {
        eventId,
        version,
        after,
        limit: RESETTLE_BATCH,
      });
      const last = bets.at(-1)?.id;
      if (last === undefined) return null;
      const legs = await repository.legsOf(
        tx,
        bets.map((bet) => bet.id),
      );
      const legsByBet = new Map<string, StudioSportsLegRow[]>();
      for (const leg of legs) legsByBet.set(leg.betId, [...(legsByBet.get(leg.betId) ?? []), leg]);
      const outcomes = new Map<string, Outcome>();
      const outcomeOf = (leg: StudioSportsLegRow): Outcome => {
        const key = `${leg.marketKey}\u0000${leg.selection}`;
        const known = outcomes.get(key);
        if (known) return known;
        const outcome = settleSelection({
          market: parseMarketKey(leg.marketKey),
          selection: leg.selection,
          result,
        });
        outcomes.set(key, outcome);
        return outcome;
      };

      const rewritten: { betId: string; legIndex: number; outcome: Outcome }[] = [];
      const moves: Move[] = [];
      const payments: NewPayment[] = [];
      const rows: NewCorrection[] = [];
      for (const bet of bets) {
        const before = legsByBet.get(bet.id) ?? [];
        const leg = before.find((each) => each.eventId === eventId && each.outcome !== 'OPEN');
        if (!leg || (leg.settledVersion ?? 0) >= version) continue;
        const outcome = outcomeOf(leg);
        rewritten.push({ betId: bet.id, legIndex: leg.legIndex, outcome });
        const action = correctionOf(bet.status);
        if (action !== 'RESETTLE') continue;
        const after = before.map((each) => (each === leg ? { ...each, outcome } : each));
        const transactionId = walletIds.resettle(bet.id, leg.legIndex, version);
        const previous = await previousReturn(tx, bet, before);
        const settled = settledBet(bet, after);
        const row: NewCorrection = {
          betId: bet.id,
          legIndex: leg.legIndex,
          eventId,
          version,
          previousVersion: leg.settledVersion,
          previousOutcome: leg.outcome,
          outcome,
          previousStatus: bet.status,
          status: settled?.status ?? bet.status,
          previousReturnMinor: previous,
          // Null: the bet depends again on legs still open (an accumulator lost early whose lost
          // leg is corrected); it is settled again once they are decided (resettleWaiting).
          returnMinor: settled?.returnMinor ?? null,
          deltaMinor: settled ? settled.returnMinor - previous : 0,
          transactionId,
        };
        rows.push(row);
        if (!settled) continue;
        moves.push({ betId: bet.id, from: bet.status, to: settled.status, deltaMinor: row.deltaMinor });
        if (row.deltaMinor !== 0) payments.push(await adjustment(tx, bet.id, transactionId, row.deltaMinor));
      }
      await corrections.rewriteLegs(tx, eventId, version, rewritten);
      const owing = await write(tx, moves, payments, rows);
      return { last, owing, corrected: rows.length };
    });

  /**
   * The return the bet was last settled for: from its legs before this correction, or, when it
   * was waiting on open legs after an earlier correction, that correction's (superseded now).
   */
  const previousReturn = async (tx: Tx, bet: StudioSportsBetRow, legs: StudioSportsLegRow[]) => {
    const settled = settledBet(bet, legs);
    if (settled) return settled.returnMinor;
    const waiting = await corrections.waitingOf(tx, bet.id);
    const earliest = waiting.sort((a, b) => a.version - b.version)[0];
    if (!earliest) throw new Error(`sportsbook re-settlement: settled bet ${bet.id} has open lines`);
    for (const each of waiting) {
      await corrections.completeCorrection(tx, each, {
        status: bet.status,
        returnMinor: earliest.previousReturnMinor ?? 0,
        deltaMinor: 0,
      });
    }
    return earliest.previousReturnMinor ?? 0;
  };

  return {
    /** Re-settles every bet settled on an older result of the event than the book's latest. */
    async resettleEvent(eventId: string): Promise<{ corrected: number; version: number | null }> {
      const latest = deps.book.result(eventId, deps.now());
      if (!latest) return { corrected: 0, version: null };
      let corrected = 0;
      let after: string | null = null;
      for (;;) {
        const batch = await resettleBatch(eventId, latest.version, latest.result, after);
        if (!batch) break;
        corrected += batch.corrected;
        await deps.payments.send(batch.owing);
        after = batch.last;
      }
      return { corrected, version: latest.version };
    },

    /** Settles again the bets a correction left waiting on open legs, once those are decided. */
    async resettleWaiting(): Promise<{ corrected: number }> {
      const done = await repository.db.transaction(async (tx) => {
        const bets = await corrections.lockBetsWaiting(tx, RESETTLE_BATCH);
        if (bets.length === 0) return { owing: [] as string[], corrected: 0 };
        const legs = await repository.legsOf(
          tx,
          bets.map((bet) => bet.id),
        );
        const moves: Move[] = [];
        const payments: NewPayment[] = [];
        let corrected = 0;
        for (const bet of bets) {
          if (correctionOf(bet.status) !== 'RESETTLE') continue;
          const settled = settledBet(
            bet,
            legs.filter((leg) => leg.betId === bet.id),
          );
          if (!settled) continue;
          const [waiting] = await corrections.waitingOf(tx, bet.id);
          if (!waiting) continue;
          const deltaMinor = settled.returnMinor - (waiting.previousReturnMinor ?? 0);
          await corrections.completeCorrection(tx, waiting, {
            status: settled.status,
            returnMinor: settled.returnMinor,
            deltaMinor,
          });
          moves.push({ betId: bet.id, from: bet.status, to: settled.status, deltaMinor });
          if (deltaMinor !== 0)
            payments.push(await adjustment(tx, bet.id, waiting.transactionId!, deltaMinor));
          corrected += 1;
        }
        return { owing: await write(tx, moves, payments, []), corrected };
      });
      await deps.payments.send(done.owing);
      return { corrected: done.corrected };
    },

    /** The corrections the book published lately: one re-settlement run per event and version. */
    eventsToResettle(): { eventId: string; version: number }[] {
      const now = deps.now();
      return deps.book.corrections(now - CORRECTION_LOOKBACK_MS, now);
    },
  };
};

export type BetResettlement = ReturnType<typeof createBetResettlement>;
