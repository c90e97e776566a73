import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import {
  isErrorCode,
  type SlotGameInfo,
  type SlotSpinResponse,
  type StudioMode,
  type StudioSessionResponse,
} from '@platform/contracts';
import { AppError } from '../../lib/app-error.js';
import { createInstanceCache } from '../../lib/instance-cache.js';
import type { SeamlessClient, SeamlessResult } from './seamless-client.js';
import {
  catalogueSlotDefinition,
  isBetLevel,
  playRound,
  type SlotDefinition,
  type SlotOutcome,
  type UniformInt,
} from './slots/index.js';
import type { StudioRepository } from './studio.repository.js';
import type { StudioRoundRow } from './studio.tables.js';

const CURRENCY = 'BRL';
/**
 * Free play starts with R$ 2.000,00 of demo credits, which exist only in the studio's memory: the
 * same as the platform's default for a trial account (setting security.trialDemoCredits), which the
 * studio cannot read, being a vendor. The two do not follow each other after that.
 */
const DEMO_CREDITS = 200_000;
/** A game page left open this long must be launched again. */
const SESSION_MS = 12 * 60 * 60 * 1000;
const MAX_SESSIONS = 100_000;
const RECOVERY_BATCH = 500;
/**
 * Recovery leaves younger rounds alone: their spin (on this instance or another) may still be
 * waiting for the wallet's answer, and would otherwise race the rollback.
 */
const RECOVERY_MIN_AGE_MS = 60_000;

type StudioSession = {
  mode: StudioMode;
  definition: SlotDefinition;
  /** Demo: the credits left. Real: the balance the wallet last answered. */
  balance: number;
  wallet: { sessionToken: string; playerId: string } | null;
};

export type StudioServiceDeps = {
  repository: StudioRepository;
  wallet: SeamlessClient;
  /** Uniform integers below a bound; crypto.randomInt unless a test fixes the outcomes. */
  random?: UniformInt;
  now?: () => number;
  log?: { warn(object: unknown, message: string): void };
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const betId = (roundId: string) => `${roundId}:bet`;

/** What the game page draws: the engine's spin without its bookkeeping. */
const spinView = (outcome: SlotOutcome): SlotSpinResponse['spins'][number] => ({
  mode: outcome.mode,
  stops: outcome.stops,
  window: outcome.window,
  wins: outcome.wins.map((win) => ({
    kind: win.kind,
    ...(win.kind === 'line' ? { payline: win.payline } : { ways: win.ways }),
    symbol: win.symbol,
    count: win.count,
    positions: win.positions,
    win: win.win,
  })),
  scatter: outcome.scatter,
  freeSpinsAwarded: outcome.freeSpinsAwarded,
  multiplier: outcome.multiplier,
  totalWin: outcome.totalWin,
});

export const gameInfoOf = (definition: SlotDefinition): SlotGameInfo => ({
  gameCode: definition.code,
  theme: definition.theme,
  rows: definition.rows,
  reels: definition.reels,
  evaluation: definition.evaluation,
  betUnits: definition.betUnits,
  symbols: definition.symbols,
  paytable: definition.paytable,
  scatter: definition.scatter,
  multiplierFeature: definition.multiplierFeature,
  betLevels: definition.betLevels,
  maxWinMultiplier: definition.maxWinMultiplier,
  rtp: definition.declaredRtp,
  volatility: definition.volatility,
});

/** A refusal of the wallet as the player's error; a code the platform does not know is an outage. */
const refusalError = (result: Extract<SeamlessResult<unknown>, { outcome: 'refused' }>) =>
  new AppError(isErrorCode(result.code) ? result.code : 'service-unavailable', {
    value: result.balance === null ? null : { balance: result.balance },
  });

export const createStudioService = (deps: StudioServiceDeps) => {
  const { repository, wallet } = deps;
  const random = deps.random ?? randomInt;
  const now = deps.now ?? Date.now;
  const sessions = createInstanceCache<StudioSession>({ maxEntries: MAX_SESSIONS, now });

  const definitionOf = (gameCode: string): SlotDefinition => {
    try {
      return catalogueSlotDefinition({ gameCode });
    } catch {
      throw new AppError('game-not-found');
    }
  };

  const sessionOf = (sessionId: string): StudioSession => {
    const session = sessions.get(sha256(sessionId));
    if (!session) throw new AppError('invalid-token');
    return session;
  };

  /**
   * Refunds a round whose bet may or may not have reached the wallet. The wallet records a rollback
   * of a bet it never saw, so a late bet is refused and the player is never charged for nothing.
   */
  const refund = async (round: Pick<StudioRoundRow, 'id' | 'playerId' | 'status'>): Promise<boolean> => {
    const result = await wallet.rollback({
      playerId: round.playerId,
      transactionId: `${round.id}:rollback`,
      betTransactionId: betId(round.id),
      roundId: round.id,
    });
    const refunded =
      result.outcome === 'done' || (result.outcome === 'refused' && result.code === 'already-rolled-back');
    if (refunded) await repository.advance(round.id, round.status, 'refunded');
    return refunded;
  };

  /** Pays a round whose bet was taken (a win of 0 too: it closes the round). */
  const settle = async (
    round: Pick<StudioRoundRow, 'id' | 'playerId' | 'gameCode' | 'win'>,
  ): Promise<SeamlessResult<{ balance: number }>> => {
    const result = await wallet.win({
      playerId: round.playerId,
      transactionId: `${round.id}:win`,
      roundId: round.id,
      gameCode: round.gameCode,
      amount: round.win,
      closeRound: true,
    });
    if (result.outcome === 'done') await repository.advance(round.id, 'bet-placed', 'settled');
    return result;
  };

  return {
    /** Opens the game page's session: a real one on the player's launch token, or free play. */
    async openSession(input: {
      game: string;
      mode: StudioMode;
      token?: string | undefined;
    }): Promise<StudioSessionResponse> {
      const definition = definitionOf(input.game);
      let session: StudioSession;
      if (input.mode === 'demo') {
        session = { mode: 'demo', definition, balance: DEMO_CREDITS, wallet: null };
      } else {
        const opened = await wallet.authenticate(input.token ?? '');
        if (opened.outcome === 'refused') throw refusalError(opened);
        if (opened.outcome === 'unknown') throw new AppError('service-unavailable');
        const { sessionToken, playerId, balance } = opened.value;
        session = { mode: 'real', definition, balance, wallet: { sessionToken, playerId } };
      }
      const sessionId = randomBytes(32).toString('base64url');
      sessions.set(sha256(sessionId), session, now() + SESSION_MS);
      return {
        sessionId,
        mode: session.mode,
        currency: CURRENCY,
        balance: session.balance,
        game: gameInfoOf(definition),
      };
    },

    /**
     * One paid spin and the free spins it leads to. Real money: the round is stored with its outcome
     * before the bet, then the bet and the win go to the wallet under ids made from the round id, so
     * every step can be repeated safely; a bet with no answer is rolled back at once.
     */
    async spin(input: { sessionId: string; bet: number }): Promise<SlotSpinResponse> {
      const session = sessionOf(input.sessionId);
      const { definition } = session;
      if (!isBetLevel(definition, input.bet)) throw new AppError('invalid-bet');
      const answer = (
        roundId: string,
        round: ReturnType<typeof playRound>,
        balance: number,
      ): SlotSpinResponse => ({
        roundId,
        bet: input.bet,
        spins: round.spins.map(spinView),
        totalWin: round.totalWin,
        potentialMaxMultiplier: round.spins[0]!.potentialMaxMultiplier,
        balance,
      });

      if (!session.wallet) {
        if (session.balance < input.bet) {
          throw new AppError('insufficient-funds', { value: { balance: session.balance } });
        }
        const round = playRound({ definition, bet: input.bet, random });
        session.balance += round.totalWin - input.bet;
        return answer(randomUUID(), round, session.balance);
      }

      const round = playRound({ definition, bet: input.bet, random });
      const row = {
        id: randomUUID(),
        gameCode: definition.code,
        playerId: session.wallet.playerId,
        bet: input.bet,
        win: round.totalWin,
        status: 'open' as const,
        outcome: round.spins.map(spinView),
      };
      await repository.insertRound(row);
      const bet = await wallet.bet({
        sessionToken: session.wallet.sessionToken,
        transactionId: betId(row.id),
        roundId: row.id,
        gameCode: row.gameCode,
        amount: row.bet,
      });
      if (bet.outcome === 'refused') {
        await repository.advance(row.id, 'open', 'refused', bet.code);
        if (bet.balance !== null) session.balance = bet.balance;
        throw refusalError(bet);
      }
      if (bet.outcome === 'unknown') {
        await refund(row).catch(() => false);
        throw new AppError('service-unavailable');
      }
      await repository.advance(row.id, 'open', 'bet-placed');
      const settled = await settle(row);
      // The bet is taken and the outcome stored: a win the wallet did not take now is paid by
      // recovery (on the next start), never lost; the player is told to come back.
      if (settled.outcome !== 'done') throw new AppError('service-unavailable');
      session.balance = settled.value.balance;
      return answer(row.id, round, session.balance);
    },

    /**
     * Finishes what a stop or an outage left open: a round whose bet was taken is paid, a round
     * whose bet has no known answer is refunded. Run once the platform answers (the studio's calls
     * go to it), and again every minute for rounds an outage left behind.
     */
    async recover(): Promise<{ settled: number; refunded: number; left: number }> {
      const counts = { settled: 0, refunded: 0, left: 0 };
      const before = new Date(now() - RECOVERY_MIN_AGE_MS);
      for (const round of await repository.unfinishedRounds(before, RECOVERY_BATCH)) {
        try {
          if (round.status === 'bet-placed') {
            if ((await settle(round)).outcome === 'done') counts.settled += 1;
            else counts.left += 1;
          } else if (await refund(round)) counts.refunded += 1;
          else counts.left += 1;
        } catch (error) {
          counts.left += 1;
          deps.log?.warn({ err: error, round: round.id }, 'studio round left for the next recovery');
        }
      }
      return counts;
    },
  };
};

export type StudioService = ReturnType<typeof createStudioService>;
