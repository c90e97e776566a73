import type {
  SportsAutoCashOutRequest,
  SportsAutoCashOutResponse,
  SportsBet,
  SportsBetsResponse,
  SportsBuilderPlaceRequest,
  SportsBuilderQuoteRequest,
  SportsBuilderQuoteResponse,
  SportsCashOutRequest,
  SportsCashOutResponse,
  SportsPlaceRequest,
  SportsPlaceResponse,
} from '@platform/contracts';
import { AppError } from '@platform/server-kit';
import type { Db } from '../../../db/client.js';
import type { StudioSession } from '../../../studio-sessions.js';
import type { SportsBook } from '../book.js';
import { createSuspensionsRepository, withSuspensions } from '../operator/index.js';
import type { Suspension } from '../operator/index.js';
import { createBetCashOut } from './bet-cash-out.js';
import { createBetPayments } from './bet-payments.js';
import { createBetPlacement } from './bet-placement.js';
import { createBetResettlement } from './bet-resettlement.js';
import { createBetSettlement } from './bet-settlement.js';
import { betView } from './bet-views.js';
import { quoteCashOut } from './cash-out-quote.js';
import { priceBuilderSlip } from './leg-pricing.js';
import type { SportsBetsConfig } from './sports-bets-config.js';
import { createSportsBetsRepository } from './sports-bets.repository.js';
import { createSportsCorrectionsRepository } from './sports-corrections.repository.js';
import type { SportsWallet } from './sports-wallet.js';
import type { SportsBetState, StudioSportsBetRow, StudioSportsLegRow } from './sportsbook-bets.tables.js';

/** A placement still PLACING after this long lost its request (a crash): recovery rolls it back. */
const PLACING_ABANDONED_MS = 60_000;
/** A wallet call unanswered this long is resent by recovery (its sender may have died). */
const PAYMENT_RESEND_MS = 30_000;
const RECOVERY_BATCH = 500;
const AUTO_CASH_OUT_BATCH = 500;
/** My bets shows this many, newest first. */
const LISTED_BETS = 50;
const EVENTS_PER_LOOK = 1_000;

const LISTED: Record<'OPEN' | 'SETTLED', readonly SportsBetState[]> = {
  OPEN: ['OPEN'],
  SETTLED: ['WON', 'LOST', 'VOID', 'CASHED_OUT'],
};

export type SportsBetsDeps = {
  db: Db;
  book: SportsBook;
  wallet: SportsWallet;
  config: SportsBetsConfig;
  now?: () => number;
  /** The in-play delay's wait (tests pass one that returns at once). */
  sleep?: (ms: number) => Promise<void>;
  log?: {
    info(object: unknown, message: string): void;
    warn(object: unknown, message: string): void;
    error(object: unknown, message: string): void;
  };
};

const realPlayer = (session: StudioSession) => {
  if (!session.wallet) throw new AppError('in-need-true-account');
  return session.wallet;
};

/**
 * The sportsbook's bets (docs/sportsbook.md, "The money path"): placement, settlement, cash-out,
 * auto cash-out, recovery and the player's list. Each part is its own module; this one composes
 * them and speaks the page's contract. Real-money sessions only.
 */
export const createSportsBets = (deps: SportsBetsDeps) => {
  const { book, config } = deps;
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const repository = createSportsBetsRepository(deps.db);
  const suspensions = createSuspensionsRepository(deps.db);
  /** The book as the operator's suspensions of these legs' events leave it (for views and quotes). */
  const bookFor = async (legs: readonly StudioSportsLegRow[]): Promise<SportsBook> =>
    withSuspensions(book, await suspensions.active([...new Set(legs.map((leg) => leg.eventId))]));
  const payments = createBetPayments({
    repository,
    wallet: deps.wallet,
    ...(deps.log ? { log: deps.log } : {}),
  });

  const viewOf = async (
    bet: StudioSportsBetRow,
    known?: { legs: readonly StudioSportsLegRow[]; suspensions: readonly Suspension[] },
  ): Promise<SportsBet> => {
    const legs = known ? [...known.legs] : await repository.legsOf(deps.db, [bet.id]);
    return betView({
      book: known ? withSuspensions(book, known.suspensions) : await bookFor(legs),
      bet,
      legs,
      cashOutMarginBp: config.cashOutMarginBp,
      now: now(),
    });
  };

  const placement = createBetPlacement({
    repository,
    suspensions,
    payments,
    book,
    wallet: deps.wallet,
    config,
    now,
    sleep,
    answer: async (bet, balance, known) => ({ bet: await viewOf(bet, known), balance }),
  });
  const settlement = createBetSettlement({ repository, payments, book, now });
  const corrections = createSportsCorrectionsRepository();
  const resettlement = createBetResettlement({ repository, corrections, payments, book, now });
  const cashOuts = createBetCashOut({ repository, suspensions, payments, book, config, now });

  return {
    repository,

    place: (session: StudioSession, request: SportsPlaceRequest): Promise<SportsPlaceResponse> =>
      placement.place(session, request),

    placeBuilder: (
      session: StudioSession,
      request: SportsBuilderPlaceRequest,
    ): Promise<SportsPlaceResponse> => placement.placeBuilder(session, request),

    /**
     * A bet builder's price now, for the slip to show as selections are added: the same price
     * and refusals placement would meet (`sports-builder-*`, suspended, closed), nothing stored.
     */
    quoteBuilder(request: Omit<SportsBuilderQuoteRequest, 'sessionId'>): SportsBuilderQuoteResponse {
      const priced = priceBuilderSlip({ book, eventId: request.eventId, legs: request.legs, now: now() });
      return { eventId: request.eventId, oddsE3: priced.oddsE3 };
    },

    async listBets(session: StudioSession, filter: 'OPEN' | 'SETTLED'): Promise<SportsBetsResponse> {
      const player = realPlayer(session);
      // The balance from the wallet itself: a settlement or an auto cash-out pays in a job, not
      // through this session, so the session's last answer may be from before it. Without an
      // answer the last one stands (the list matters more than a fresh balance).
      const read = await deps.wallet.balance(player.sessionToken);
      if (read.outcome === 'done') session.balance = read.value.balance;
      const bets = await repository.playerBets(player.playerId, LISTED[filter], LISTED_BETS);
      const legs = await repository.legsOf(
        deps.db,
        bets.map((bet) => bet.id),
      );
      const at = now();
      const shown = await bookFor(legs);
      return {
        bets: bets.map((bet) =>
          betView({
            book: shown,
            bet,
            legs: legs.filter((leg) => leg.betId === bet.id),
            cashOutMarginBp: config.cashOutMarginBp,
            now: at,
          }),
        ),
        balance: session.balance,
      };
    },

    async quoteCashOut(betId: string) {
      const bet = await repository.findBet(betId);
      if (bet?.status !== 'OPEN') return { ok: false as const, reason: 'NOT_OPEN' as const };
      const legs = await repository.legsOf(deps.db, [bet.id]);
      return quoteCashOut({
        book: await bookFor(legs),
        bet,
        legs,
        marginBp: config.cashOutMarginBp,
        now: now(),
      });
    },

    async cashOut(
      session: StudioSession,
      request: Omit<SportsCashOutRequest, 'sessionId'>,
    ): Promise<SportsCashOutResponse> {
      const player = realPlayer(session);
      const done = await cashOuts.cashOut({
        betId: request.betId,
        playerId: player.playerId,
        acceptedMinor: request.valueMinor,
        partStakeMinor: request.partStakeMinor,
      });
      // The cash-out is decided and recorded: a win the wallet did not answer is paid by
      // recovery, and the player is told to look again rather than shown a stale balance.
      if (done.balance === null) throw new AppError('service-unavailable');
      session.balance = done.balance;
      return { bet: await viewOf(done.bet), paidMinor: done.paidMinor, balance: done.balance };
    },

    async setAutoCashOut(
      session: StudioSession,
      request: Omit<SportsAutoCashOutRequest, 'sessionId'>,
    ): Promise<SportsAutoCashOutResponse> {
      const player = realPlayer(session);
      if (!(await repository.setAutoCashOut(request.betId, player.playerId, request.valueMinor))) {
        throw new AppError('sports-cash-out-unavailable', { value: { reason: 'NOT_OPEN' } });
      }
      const bet = await repository.findBet(request.betId);
      if (!bet) throw new AppError('sports-cash-out-unavailable');
      return { bet: await viewOf(bet) };
    },

    /** The events the settlement job should look at: those with open legs and a result. */
    async eventsToSettle(): Promise<{ eventId: string; version: number }[]> {
      const at = now();
      const events = await repository.eventsWithOpenLegs(EVENTS_PER_LOOK);
      return events.flatMap((eventId) => {
        const result = book.result(eventId, at);
        return result ? [{ eventId, version: result.version }] : [];
      });
    },

    settleEvent: (eventId: string) => settlement.settleEvent(eventId),

    /** Corrected results the re-settlement job should look at (docs/sportsbook.md, "Corrections"). */
    eventsToResettle: () => resettlement.eventsToResettle(),
    resettleEvent: (eventId: string) => resettlement.resettleEvent(eventId),
    resettleWaiting: () => resettlement.resettleWaiting(),
    /** A bet's correction records, oldest first. */
    correctionsOf: (betId: string) => corrections.correctionsOf(repository.db, betId),

    /** Cashes out the open bets whose value reached their auto cash-out target. */
    async runAutoCashOut(): Promise<{ cashedOut: number }> {
      const bets = await repository.autoCashOutCandidates(AUTO_CASH_OUT_BATCH);
      const legs = await repository.legsOf(
        deps.db,
        bets.map((bet) => bet.id),
      );
      let cashedOut = 0;
      const looked = await bookFor(legs);
      for (const bet of bets) {
        const target = bet.autoCashOutMinor;
        if (target === null) continue;
        const offer = quoteCashOut({
          book: looked,
          bet,
          legs: legs.filter((leg) => leg.betId === bet.id),
          marginBp: config.cashOutMarginBp,
          now: now(),
        });
        if (!offer.ok || offer.valueMinor < target) continue;
        try {
          await cashOuts.cashOut({ betId: bet.id, playerId: bet.playerId, acceptedMinor: target });
          cashedOut += 1;
        } catch (error) {
          // The value fell or the bet moved since the look: the next run looks again.
          if (!(error instanceof AppError)) throw error;
        }
      }
      return { cashedOut };
    },

    /**
     * Finishes what an outage or a race left: a placement without an answer is rolled back, a bet
     * placed after its events were settled is closed, and wallet calls without a confirmed answer
     * are sent again (under their own ids, so never twice).
     */
    async recover(): Promise<{ rolledBack: number; resent: number; closed: number }> {
      const at = now();
      const rolledBack: string[] = [];
      for (const bet of await repository.stalePlacings(new Date(at - PLACING_ABANDONED_MS), RECOVERY_BATCH)) {
        if (await placement.undo(bet, 'ROLLED_BACK', null)) rolledBack.push(bet.id);
      }
      // A placement that ended after its last event was settled left an OPEN bet with every leg decided.
      const closed = await settlement.closeDecided(await repository.decidedOpenBets(RECOVERY_BATCH));
      const owing = await repository.betsWithStalePayments(new Date(at - PAYMENT_RESEND_MS), RECOVERY_BATCH);
      const balances = await payments.send([...new Set([...rolledBack, ...closed, ...owing])]);
      const resent = [...balances.values()].filter((balance) => balance !== null).length;
      return { rolledBack: rolledBack.length, resent, closed: closed.length };
    },
  };
};

export type SportsBets = ReturnType<typeof createSportsBets>;
