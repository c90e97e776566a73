import { randomUUID } from 'node:crypto';
import { AppError } from '@platform/server-kit';
import type { SportsPlaceRequest } from '@platform/contracts';
import type { StudioSession } from '../../../../studio-sessions.js';
import type { Db } from '../../../../db/client.js';
import type { LegRef } from '../../book.js';
import type { SportsBetsConfig } from '../sports-bets-config.js';
import { createSportsBets } from '../sportsbook-bets.js';
import { createFakeBook, type FakeBook } from './fake-book.js';
import { createFakeWallet, type FakeWallet } from './fake-wallet.js';

export const TEST_CONFIG: SportsBetsConfig = {
  minStakeMinor: 100,
  maxStakeMinor: 1_000_000,
  maxPayoutMinor: 50_000_000,
  inPlayDelayMs: 0,
  cashOutMarginBp: 500,
  liabilityLimitMinor: 1_000_000_000,
  marketLiabilityLimitMinor: 1_000_000_000,
  eventLiabilityLimitMinor: 1_000_000_000,
};

export const GAME_CODE = 'studio-sportsbook';

/** A real-money session of the sportsbook for a new player holding `balance` in the fake wallet. */
export const playerSession = (wallet: FakeWallet, balance = 1_000_000): StudioSession => {
  const playerId = randomUUID();
  const sessionToken = randomUUID();
  wallet.addPlayer(playerId, sessionToken, balance);
  return {
    key: randomUUID(),
    mode: 'real',
    balance,
    game: { kind: 'sportsbook', gameCode: GAME_CODE },
    wallet: { sessionToken, playerId },
  } as StudioSession;
};

/** The bets over a database with a fake book and wallet; `sleep` records the in-play waits. */
export const createBetsFixture = (
  db: Db,
  options: {
    config?: Partial<SportsBetsConfig>;
    book?: FakeBook;
    wallet?: FakeWallet;
    now?: () => number;
    /** Runs during the in-play delay: a test moves the price there. */
    onSleep?: () => void | Promise<void>;
  } = {},
) => {
  const book = options.book ?? createFakeBook();
  const wallet = options.wallet ?? createFakeWallet();
  const sleeps: number[] = [];
  const bets = createSportsBets({
    db,
    book: book.book,
    wallet: wallet.wallet,
    config: { ...TEST_CONFIG, ...options.config },
    ...(options.now ? { now: options.now } : {}),
    sleep: async (ms) => {
      sleeps.push(ms);
      await options.onSleep?.();
    },
  });
  return { book, wallet, bets, sleeps };
};

/** A single on `leg` at `oddsE3` for `stakeMinor`, accepting any price change. */
export const singleSlip = (
  session: StudioSession,
  leg: LegRef,
  oddsE3: number,
  stakeMinor: number,
): SportsPlaceRequest => ({
  sessionId: session.key,
  requestId: randomUUID(),
  legs: [{ ...leg, oddsE3 }],
  shape: { kind: 'SINGLE' },
  stakePerLineMinor: stakeMinor,
  oddsPolicy: 'ANY',
});

/** The selections the bets' tests price and bet on, by event. */
export const legs = {
  home: (eventId: string): LegRef => ({ eventId, marketKey: '1X2', selection: '1' }),
  away: (eventId: string): LegRef => ({ eventId, marketKey: '1X2', selection: '2' }),
  drawNoBetHome: (eventId: string): LegRef => ({ eventId, marketKey: 'DNB', selection: '1' }),
  over25: (eventId: string): LegRef => ({ eventId, marketKey: 'OU:2.5', selection: 'OVER' }),
  homeMinus075: (eventId: string): LegRef => ({ eventId, marketKey: 'AH:-0.75', selection: '1' }),
};

/** A multiple (accumulator or system) of `legs` at their prices, refusing any price change. */
export const multipleSlip = (
  session: StudioSession,
  slipLegs: readonly { leg: LegRef; oddsE3: number }[],
  shape: SportsPlaceRequest['shape'],
  stakePerLineMinor: number,
): SportsPlaceRequest => ({
  sessionId: session.key,
  requestId: randomUUID(),
  legs: slipLegs.map(({ leg, oddsE3 }) => ({ ...leg, oddsE3 })),
  shape,
  stakePerLineMinor,
  oddsPolicy: 'NONE',
});

/** The AppError code a promise fails with ('none' when it does not fail), and the error's value. */
export const failureOf = async (promise: Promise<unknown>): Promise<{ code: string; value: unknown }> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, value: error.value };
    throw error;
  }
  return { code: 'none', value: null };
};
