import { randomUUID } from 'node:crypto';
import type { LotteryBuyRequest, LotteryTicketBet } from '@platform/contracts';
import { AppError } from '@platform/server-kit';
import type { Db } from '../../../../db/client.js';
import { createFakeWallet, type FakeWallet } from '../../../sportsbook/bets/testing/fake-wallet.js';
import type { LotteryGame } from '../../engine/index.js';
import { committedDraw } from '../draw-schedule.js';
import type { LotterySession } from '../lottery-purchase.js';
import { createLottery, type LotteryConfig } from '../lottery-service.js';
import { DEFAULT_LOTTERY_ODDS } from '../ticket-bet.js';

export const TEST_LOTTERY_CONFIG: LotteryConfig = {
  vnCloseMinutesBefore: 15,
  sea4dCloseMinutesBefore: 30,
  elottCloseSeconds: 10,
  elottAheadMs: 5 * 60_000,
  minStakeMinor: 100,
  maxStakeMinor: 10_000_000,
  liabilityLimitMinor: 1_000_000_000,
  odds: DEFAULT_LOTTERY_ODDS,
};

export const GAME_CODE = 'studio-lottery';

/** A clock the test moves by hand. */
export const testClock = (start = Date.parse('2026-11-30T03:00:00Z')) => {
  const clock = { at: start, now: () => clock.at };
  return clock;
};

/** A real-money lottery session for a new player holding `balance` in the fake wallet. */
export const lotterySession = (
  wallet: FakeWallet,
  balance = 1_000_000,
): LotterySession & { playerId: string } => {
  const playerId = randomUUID();
  const sessionToken = randomUUID();
  wallet.addPlayer(playerId, sessionToken, balance);
  return { balance, game: { gameCode: GAME_CODE }, wallet: { sessionToken, playerId }, playerId };
};

export const createLotteryFixture = (
  db: Db,
  options: {
    wallet?: FakeWallet;
    now?: () => number;
    config?: Partial<LotteryConfig>;
    settleChunk?: number;
  } = {},
) => {
  const wallet = options.wallet ?? createFakeWallet();
  const lottery = createLottery({
    db,
    wallet: wallet.wallet,
    config: { ...TEST_LOTTERY_CONFIG, ...options.config },
    ...(options.now ? { now: options.now } : {}),
    ...(options.settleChunk ? { settleChunk: options.settleChunk } : {}),
  });
  return { wallet, lottery };
};

/** Creates a draw of `game` closing and drawn at the given times, with a fresh committed seed. */
export const addDraw = async (
  lottery: ReturnType<typeof createLottery>,
  game: LotteryGame,
  times: { closesAt: number; drawAt: number },
  id = `TEST-${randomUUID().slice(0, 8)}`,
): Promise<string> => {
  await lottery.repository.insertDraws([
    committedDraw({ id, game, closesAt: new Date(times.closesAt), drawAt: new Date(times.drawAt) }),
  ]);
  return id;
};

export const buyRequest = (drawId: string, bet: LotteryTicketBet): LotteryBuyRequest => ({
  sessionId: 'unused',
  requestId: randomUUID(),
  drawId,
  bet,
});

/**
 * Six new players, each buying one R$ 10 ticket on one face (1 to 6) of the die at `position` of a
 * fast-3 draw: exactly one of them wins. Answers the sessions and the purchases, in face order.
 */
export const buyEachFace = async (
  lottery: ReturnType<typeof createLottery>,
  wallet: FakeWallet,
  drawId: string,
  position: 1 | 2 | 3,
) => {
  const sessions = Array.from({ length: 6 }, () => lotterySession(wallet, 10_000));
  const bought = await Promise.all(
    sessions.map((session, index) =>
      lottery.buy(
        session,
        buyRequest(drawId, {
          product: 'ELOTT',
          choice: { kind: 'POSITION_VALUE', position, value: index + 1 },
          stakeMinor: 1_000,
        }),
      ),
    ),
  );
  return { sessions, bought };
};

/** The AppError code a promise fails with ('none' when it does not fail). */
export const failureOf = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return 'none';
};
