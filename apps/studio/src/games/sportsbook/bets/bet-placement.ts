import { randomUUID } from 'node:crypto';
import type {
  SportsBetShape,
  SportsBuilderPlaceRequest,
  SportsPlaceRequest,
  SportsPlaceResponse,
} from '@platform/contracts';
import {
  SportsBuilderPlaceRequest as SportsBuilderPlaceRequestSchema,
  SportsPlaceRequest as SportsPlaceRequestSchema,
} from '@platform/contracts';
import { AppError } from '@platform/server-kit';
import { refusalError } from '../../../round-runner.js';
import type { StudioSession } from '../../../studio-sessions.js';
import type { SportsBook } from '../book.js';
import { potentialReturn } from '../engine/index.js';
import { isSuspended, withSuspensions } from '../operator/index.js';
import type { Suspension, SuspensionsRepository } from '../operator/index.js';
import type { BetPayments } from './bet-payments.js';
import { checkedShape } from './bet-shape.js';
import { walletIds } from './bet-states.js';
import { priceBuilderSlip, priceLegs, type PricedLeg } from './leg-pricing.js';
import type { SportsBetsConfig } from './sports-bets-config.js';
import type { SportsBetsRepository } from './sports-bets.repository.js';
import type { SportsWallet } from './sports-wallet.js';
import type { StudioSportsBetRow, StudioSportsLegRow } from './sportsbook-bets.tables.js';

export type PlacementDeps = {
  repository: SportsBetsRepository;
  /** The operator's suspensions: a suspended market refuses the slip like a bet stop. */
  suspensions: SuspensionsRepository;
  payments: BetPayments;
  book: SportsBook;
  wallet: SportsWallet;
  config: SportsBetsConfig;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  /**
   * The answer for a bet that is placed: its view and the balance. `known` gives its legs and the
   * suspensions of their events when the caller has just read them (else they are read).
   */
  answer: (
    bet: StudioSportsBetRow,
    balance: number,
    known?: { legs: readonly StudioSportsLegRow[]; suspensions: readonly Suspension[] },
  ) => Promise<SportsPlaceResponse>;
};

/** A bet priced and checked, ready to be stored and staked. */
type PricedBet = {
  shape: SportsBetShape;
  stakePerLineMinor: number;
  stakeMinor: number;
  lines: number;
  potentialReturnMinor: number;
  legs: readonly PricedLeg[];
};

const isUniqueViolation = (error: unknown): boolean => {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/**
 * Places a bet slip: checks the slip, prices it (twice for an in-play leg, after the delay),
 * reserves the liability and stores the bet PLACING in one statement, then takes the stake
 * through the wallet under `<bet>:bet` with the bet's id as the round:
 * taken → OPEN; refused → REFUSED (the player's error); no answer → ROLLED_BACK (the rollback
 * recorded with the move and sent at once; recovery resends it) and `service-unavailable`.
 * The same requestId again answers what the first one came to, and moves nothing.
 */
export const createBetPlacement = (deps: PlacementDeps) => {
  const { repository, book, wallet, config } = deps;

  /** What an earlier placement with the same requestId came to. */
  const answerAgain = async (
    bet: StudioSportsBetRow,
    session: StudioSession,
  ): Promise<SportsPlaceResponse> => {
    switch (bet.status) {
      case 'OPEN':
      case 'WON':
      case 'LOST':
      case 'VOID':
      case 'CASHED_OUT':
        return deps.answer(bet, session.balance);
      case 'REFUSED':
        throw refusalError({
          outcome: 'refused',
          code: bet.refusal ?? 'service-unavailable',
          status: 0,
          balance: null,
        });
      // Still being placed (by a request racing this one) or undone: the page asks again later.
      case 'PLACING':
      case 'ROLLED_BACK':
        throw new AppError('service-unavailable');
      default: {
        const unknown: never = bet.status;
        throw new Error(`unknown sports bet state ${String(unknown)}`);
      }
    }
  };

  /** Undoes a placement whose stake was not taken, giving its liability back. */
  const undo = async (
    bet: Pick<StudioSportsBetRow, 'id' | 'stakeMinor' | 'potentialReturnMinor'>,
    to: 'REFUSED' | 'ROLLED_BACK',
    refusal: string | null,
  ) =>
    repository.db.transaction(async (tx) => {
      const locked = await repository.lockBet(tx, bet.id);
      if (locked?.status !== 'PLACING') return false;
      await repository.updateBet(tx, bet.id, { status: to, refusal });
      await repository.releaseLiability(tx, [{ betId: bet.id, amountMinor: bet.potentialReturnMinor }]);
      if (to === 'ROLLED_BACK') {
        await repository.insertPayments(tx, [
          {
            transactionId: walletIds.rollback(bet.id),
            betId: bet.id,
            seq: 1,
            kind: 'ROLLBACK',
            amountMinor: bet.stakeMinor,
            closeRound: true,
          },
        ]);
      }
      return true;
    });

  /** The stake limits: each line at least the least stake, the whole bet at most the most. */
  const checkStake = (stakePerLineMinor: number, stakeMinor: number): void => {
    if (stakePerLineMinor < config.minStakeMinor || stakeMinor > config.maxStakeMinor) {
      throw new AppError('sports-stake-out-of-range', {
        value: { minStakeMinor: config.minStakeMinor, maxStakeMinor: config.maxStakeMinor },
      });
    }
  };

  /**
   * The book with the events' suspensions in force now, read before an in-play delay, so a
   * suspended slip is answered before it; one placed meanwhile is caught by the placement's
   * statement, which decides.
   */
  const suspendedBook = async (eventIds: readonly string[]) =>
    withSuspensions(book, await deps.suspensions.active(eventIds));

  /** A slip (single, accumulator, system) checked and priced leg by leg. */
  const priceSlip = async (
    request: ReturnType<typeof SportsPlaceRequestSchema.parse>,
  ): Promise<PricedBet> => {
    const { shape, lines } = checkedShape(request.shape, request.legs);
    const stakeMinor = request.stakePerLineMinor * lines;
    checkStake(request.stakePerLineMinor, stakeMinor);
    const price = (pricingBook: SportsBook) =>
      priceLegs({ book: pricingBook, legs: request.legs, policy: request.oddsPolicy, now: deps.now() });
    // A pre-match slip is stored at once, so its placement statement is the only reading of the
    // suspensions it needs (one round trip less a slip); an in-play one reads them first, so a
    // suspended slip is answered before the delay.
    let legs: PricedLeg[] = price(book);
    // An in-play price may be about to move (a goal the feed has not sent yet): the bet is taken
    // at the price after the delay, under the same policy against the price the player saw.
    if (legs.some((leg) => leg.inPlay)) {
      price(await suspendedBook(request.legs.map((leg) => leg.eventId)));
      await deps.sleep(config.inPlayDelayMs);
      legs = price(book);
    }
    const potentialReturnMinor = potentialReturn({
      stakeMinor,
      shape,
      oddsE3: legs.map((leg) => leg.oddsE3),
      maxPayoutMinor: config.maxPayoutMinor,
    });
    return {
      shape: request.shape,
      stakePerLineMinor: request.stakePerLineMinor,
      stakeMinor,
      lines,
      potentialReturnMinor,
      legs,
    };
  };

  /**
   * A bet builder checked and priced as one line on one event at its own price (the book's
   * builderQuote, engine/bet-builder.ts), under the same odds-change policy (against the builder
   * price seen), in-play delay and stake limits as a slip. Its legs keep their single prices for
   * the record; the builder pays its own odds.
   */
  const priceBuilderBet = async (
    request: ReturnType<typeof SportsBuilderPlaceRequestSchema.parse>,
  ): Promise<PricedBet> => {
    checkStake(request.stakeMinor, request.stakeMinor);
    const pricingBook = await suspendedBook([request.eventId]);
    const price = () =>
      priceBuilderSlip({
        book: pricingBook,
        eventId: request.eventId,
        legs: request.legs,
        policy: { policy: request.oddsPolicy, seenE3: request.oddsE3 },
        now: deps.now(),
      });
    let priced = price();
    if (priced.inPlay) {
      await deps.sleep(config.inPlayDelayMs);
      priced = price();
    }
    return {
      shape: { kind: 'BUILDER', oddsE3: priced.oddsE3 },
      stakePerLineMinor: request.stakeMinor,
      stakeMinor: request.stakeMinor,
      lines: 1,
      potentialReturnMinor: potentialReturn({
        stakeMinor: request.stakeMinor,
        shape: { kind: 'SINGLE' },
        oddsE3: [priced.oddsE3],
        maxPayoutMinor: config.maxPayoutMinor,
      }),
      legs: priced.legs,
    };
  };

  const placement = {
    undo,

    place: (session: StudioSession, raw: SportsPlaceRequest): Promise<SportsPlaceResponse> => {
      const request = SportsPlaceRequestSchema.parse(raw);
      return placement.placePriced(session, request.requestId, () => priceSlip(request));
    },

    placeBuilder: (session: StudioSession, raw: SportsBuilderPlaceRequest): Promise<SportsPlaceResponse> => {
      const request = SportsBuilderPlaceRequestSchema.parse(raw);
      return placement.placePriced(session, request.requestId, () => priceBuilderBet(request));
    },

    /** The end every placement shares: a repeat answered, else priced, stored and staked. */
    async placePriced(
      session: StudioSession,
      requestId: string,
      priceIt: () => Promise<PricedBet>,
    ): Promise<SportsPlaceResponse> {
      const player = session.wallet;
      if (!player) throw new AppError('in-need-true-account');
      const earlier = await repository.findByRequest(player.playerId, requestId);
      if (earlier) return answerAgain(earlier, session);

      const { shape, stakePerLineMinor, stakeMinor, lines, potentialReturnMinor, legs } = await priceIt();
      const now = deps.now();
      const bet = {
        id: randomUUID(),
        playerId: player.playerId,
        gameCode: session.game.gameCode,
        requestId,
        shape,
        stakePerLineMinor,
        stakeMinor,
        lines,
        potentialReturnMinor,
        maxPayoutMinor: config.maxPayoutMinor,
        status: 'PLACING' as const,
        paidMinor: 0,
        cashOuts: 0,
        autoCashOutMinor: null,
      };
      const newLegs = legs.map((leg, legIndex) => {
        const event = book.event(leg.eventId, now);
        return {
          legIndex,
          eventId: leg.eventId,
          marketKey: leg.marketKey,
          selection: leg.selection,
          oddsE3: leg.oddsE3,
          eventName: event ? `${event.home.name} x ${event.away.name}` : leg.eventId,
          competitionName: event?.competition.name ?? '',
          startsAt: new Date(event?.startsAt ?? now),
        };
      });
      let stored;
      try {
        stored = await repository.storePlacing({
          bet,
          legs: newLegs,
          limits: {
            selectionMinor: config.liabilityLimitMinor,
            marketMinor: config.marketLiabilityLimitMinor,
            eventMinor: config.eventLiabilityLimitMinor,
          },
        });
      } catch (error) {
        // The same slip sent twice at once: the other request stored it first.
        if (!isUniqueViolation(error)) throw error;
        const earlierStored = await repository.findByRequest(player.playerId, requestId);
        if (!earlierStored) throw error;
        return answerAgain(earlierStored, session);
      }
      const { suspensions } = stored;
      if (!stored.placed) {
        const suspended = legs.find((leg) => isSuspended(suspensions, leg));
        throw new AppError('sports-market-suspended', {
          value: suspended ? { eventId: suspended.eventId, marketKey: suspended.marketKey } : undefined,
        });
      }

      const result = await wallet.bet({
        sessionToken: player.sessionToken,
        transactionId: walletIds.stake(bet.id),
        roundId: bet.id,
        gameCode: bet.gameCode,
        amount: stakeMinor,
      });
      switch (result.outcome) {
        case 'done': {
          session.balance = result.value.balance;
          // Recovery rolls back placements left PLACING for a minute; if it got here first, the
          // wallet refused this bet or refunded it, and the player is told to try again.
          const opened = await repository.moveReturning(repository.db, bet.id, 'PLACING', 'OPEN');
          if (!opened) throw new AppError('service-unavailable');
          const storedLegs = newLegs.map((leg) => ({
            ...leg,
            betId: bet.id,
            outcome: 'OPEN' as const,
            settledVersion: null,
          }));
          return deps.answer(opened, session.balance, { legs: storedLegs, suspensions });
        }
        case 'refused':
          await undo(bet, 'REFUSED', result.code);
          if (result.balance !== null) session.balance = result.balance;
          throw refusalError(result);
        case 'unknown':
          if (await undo(bet, 'ROLLED_BACK', null)) await deps.payments.send([bet.id]);
          throw new AppError('service-unavailable');
        default: {
          const unknown: never = result;
          throw new Error(`unknown wallet outcome ${JSON.stringify(unknown)}`);
        }
      }
    },
  };
  return placement;
};
