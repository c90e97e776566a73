import {
  FAIR_GAME_KINDS,
  type DiceRollResponse,
  type DoubleSpinResponse,
  type FairGameKind,
  type FairRotateResponse,
  type FairRoundResponse,
  type FairSeedsResponse,
  type FairVerifyRequest,
  type FairVerifyResponse,
  type LimboPlayResponse,
  type PlinkoDropResponse,
} from '@platform/contracts';
import type { z } from 'zod';
import { AppError, isAppError } from '@platform/server-kit';
import {
  diceMultiplierE4,
  limboMultiplierE4,
  playDice,
  playDouble,
  playLimbo,
  playPlinko,
  plinkoTable,
  type DoubleColor,
  type PlinkoRisk,
  type RoundSeeds,
} from './engine/index.js';
import type { RoundRunner } from '../../round-runner.js';
import type { StudioGameFamily, StudioSession, StudioSessions } from '../../studio-sessions.js';
import type { StudioRepository } from '../../studio.repository.js';
import {
  FAIR_GAME_CODES,
  assertBetInRange,
  cappedPayout,
  createFairGameSettings,
  type HouseEdges,
} from './fair-game-info.js';
import {
  asGameChoice,
  diceShown,
  doubleShown,
  fairRoundView,
  isRoundId,
  limboShown,
  plinkoShown,
  verifyFairRound,
  type FairRoundRecord,
} from './fair-rounds.js';
import { createKeyedLock } from './keyed-lock.js';
import { createMinesGames } from './mines-games.js';
import { checkedClientSeed, createSeedStore } from './seed-store.js';

/** What every settled bet answers besides its game's own result. */
type Settled = {
  roundId: string;
  bet: number;
  multiplierE4: number;
  win: number;
  balance: number;
  seeds: FairSeedsResponse['active'];
};

/** One draw of a game decided at once: what it pays, what is stored and what the page is sent. */
type Draw<Answer> = {
  payoutMultiplierE4: number;
  params: FairRoundRecord['params'];
  outcome: FairRoundRecord['outcome'];
  answer: Answer;
};

/**
 * The provably fair in-house games (docs/provably-fair.md): Dice, Plinko, Double and Limbo settle
 * a bet at once, Mines is steered pick by pick. Every bet draws from the player's seed pair (the
 * nonce is taken before the outcome is drawn); the round runner moves the money and stores the
 * round with its seed pair and nonce, so it can be recomputed once the pair is revealed.
 */
export const createFairGames = (deps: {
  sessions: StudioSessions;
  runner: RoundRunner;
  repository: StudioRepository;
  /** Edges in basis points by game (STUDIO_HOUSE_EDGES); the defaults for those left out. */
  houseEdges?: HouseEdges | undefined;
  now?: (() => number) | undefined;
}) => {
  const { sessions, runner, repository } = deps;
  const settings = createFairGameSettings(deps.houseEdges);
  const seedStore = createSeedStore({ repository: repository.fair, now: deps.now });
  const lock = createKeyedLock();
  const mines = createMinesGames({ sessions, runner, seedStore, repository, settings, lock, now: deps.now });

  const family: StudioGameFamily = {
    describe: (game) => {
      const kind = game.gameType === 'INHOUSE' ? FAIR_GAME_CODES[game.gameCode] : undefined;
      return kind ? { ...settings.infos[kind], names: game.names } : null;
    },
    rtpOf: (game) => {
      const kind = game.gameType === 'INHOUSE' ? FAIR_GAME_CODES[game.gameCode] : undefined;
      return kind ? settings.infos[kind].rtp : null;
    },
  };

  /** The session of a page playing any of the fair games: seeds are the player's, not a game's. */
  const fairSession = (sessionId: string): StudioSession => {
    for (const kind of FAIR_GAME_KINDS) {
      try {
        return sessions.get(sessionId, kind);
      } catch (error) {
        if (!isAppError(error) || error.code !== 'invalid-token') throw error;
      }
    }
    throw new AppError('invalid-token');
  };

  /**
   * A bet decided at once: its range checked, the nonce taken, the outcome drawn, then bet and win
   * (at most the maximum payout) through the runner.
   */
  const playNow = async <Answer>(
    session: StudioSession & { game: { kind: FairGameKind } },
    input: {
      bet: number;
      multiplierE4: number;
      draw: (seeds: RoundSeeds) => Draw<Answer>;
    },
  ): Promise<Settled & Answer> => {
    assertBetInRange(input.bet);
    const taken = await seedStore.take(session);
    const drawn = input.draw(taken.seeds);
    const win = cappedPayout(input.bet, drawn.payoutMultiplierE4);
    const record: FairRoundRecord = {
      kind: session.game.kind,
      params: drawn.params,
      multiplierE4: input.multiplierE4,
      outcome: drawn.outcome,
    };
    const played = await runner.play(session, {
      gameCode: session.game.gameCode,
      bet: input.bet,
      win,
      outcome: record,
      seeds: { seedPairId: taken.seedPairId, nonce: taken.seeds.nonce },
    });
    return {
      roundId: played.roundId,
      bet: input.bet,
      multiplierE4: input.multiplierE4,
      win,
      balance: played.balance,
      seeds: taken.shown,
      ...drawn.answer,
    };
  };

  return {
    family,
    settings,

    /** The player's active pair (hash only) and the last revealed ones. */
    seeds: (input: { sessionId: string }): Promise<FairSeedsResponse> =>
      seedStore.view(fairSession(input.sessionId)),

    /** Reveals the active pair and starts a new one; refused while a Mines game is in play. */
    async rotate(input: { sessionId: string; clientSeed?: string | undefined }): Promise<FairRotateResponse> {
      const session = fairSession(input.sessionId);
      const clientSeed = checkedClientSeed(input.clientSeed);
      return lock(mines.ownerOf(session), async () => {
        if (await mines.hasGameInPlay(session)) throw new AppError('round-in-progress');
        return seedStore.rotate(session, clientSeed);
      });
    },

    async rollDice(input: {
      sessionId: string;
      bet: number;
      direction: 'over' | 'under';
      target: number;
    }): Promise<DiceRollResponse> {
      const session = sessions.get(input.sessionId, 'dice');
      const edgeBp = settings.edges.dice;
      const choice = { direction: input.direction, target: input.target };
      const multiplierE4 = asGameChoice(() => diceMultiplierE4(choice, edgeBp));
      return playNow(session, {
        bet: input.bet,
        multiplierE4,
        draw: (seeds) => {
          const outcome = playDice({ seeds, choice, edgeBp });
          return {
            payoutMultiplierE4: outcome.payoutMultiplierE4,
            params: { ...choice, edgeBp },
            outcome: diceShown(outcome),
            answer: { roll: outcome.roll },
          };
        },
      });
    },

    async dropPlinko(input: {
      sessionId: string;
      bet: number;
      rows: number;
      risk: PlinkoRisk;
    }): Promise<PlinkoDropResponse> {
      const session = sessions.get(input.sessionId, 'plinko');
      const edgeBp = settings.edges.plinko;
      const choice = { rows: input.rows, risk: input.risk };
      // The multiplier a drop is placed at is the table's highest, what it may pay.
      const top = Math.max(...asGameChoice(() => plinkoTable(choice.rows, choice.risk, edgeBp)));
      return playNow(session, {
        bet: input.bet,
        multiplierE4: top,
        draw: (seeds) => {
          const outcome = playPlinko({ seeds, choice, edgeBp });
          return {
            payoutMultiplierE4: outcome.payoutMultiplierE4,
            params: { ...choice, edgeBp },
            outcome: plinkoShown(outcome),
            answer: { path: outcome.path, slot: outcome.slot },
          };
        },
      });
    },

    async spinDouble(input: {
      sessionId: string;
      bet: number;
      colour: DoubleColor;
    }): Promise<DoubleSpinResponse> {
      const session = sessions.get(input.sessionId, 'double');
      const table = settings.doubleTable;
      const multiplierE4 = table[input.colour];
      return playNow(session, {
        bet: input.bet,
        multiplierE4,
        draw: (seeds) => {
          const outcome = playDouble({ seeds, color: input.colour, table });
          return {
            payoutMultiplierE4: outcome.payoutMultiplierE4,
            params: { colour: input.colour },
            outcome: doubleShown(outcome),
            answer: { slot: outcome.slot, colour: outcome.color },
          };
        },
      });
    },

    async playLimbo(input: { sessionId: string; bet: number; target: number }): Promise<LimboPlayResponse> {
      const session = sessions.get(input.sessionId, 'limbo');
      const edgeBp = settings.edges.limbo;
      const multiplierE4 = asGameChoice(() => limboMultiplierE4(input.target));
      return playNow(session, {
        bet: input.bet,
        multiplierE4,
        draw: (seeds) => {
          const outcome = playLimbo({ seeds, target: input.target, edgeBp });
          return {
            payoutMultiplierE4: outcome.payoutMultiplierE4,
            params: { target: input.target, edgeBp },
            outcome: limboShown(outcome),
            answer: { result: outcome.result },
          };
        },
      });
    },

    startMines: mines.start,
    pickMines: mines.pick,
    cashOutMines: mines.cashOut,
    activeMines: mines.active,

    /** Recomputes a round from seeds the player gives: pure, no session, nothing stored. */
    verify: (input: z.output<typeof FairVerifyRequest>): FairVerifyResponse =>
      verifyFairRound(input, settings),

    /** A stored real-money round with its seeds, the server seed only once revealed. */
    async round(input: { roundId: string }): Promise<FairRoundResponse> {
      const round = isRoundId(input.roundId) ? await repository.findRound(input.roundId) : null;
      if (!round?.seedPairId) throw new AppError('round-not-found');
      const pair = await repository.fair.findPair(round.seedPairId);
      return fairRoundView(round, pair && { ...pair, revealed: pair.revealedAt !== null });
    },
  };
};

export type FairGames = ReturnType<typeof createFairGames>;
