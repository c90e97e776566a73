import { randomInt } from 'node:crypto';
import type { LocalisedGameNames, SlotGameInfo, SlotSpinResponse } from '@platform/contracts';
import { AppError, createInstanceCache } from '@platform/server-kit';
import type { RoundRunner } from '../../round-runner.js';
import {
  catalogueDeclaredRtp,
  catalogueSlotDefinition,
  isBetLevel,
  playRound,
  type SlotDefinition,
  type SlotOutcome,
  type UniformInt,
} from './engine/index.js';
import type { StudioGameFamily, StudioSessions } from '../../studio-sessions.js';

/** Definitions are derived from the code and name (a few ms each); the games being played stay at hand. */
const DEFINITIONS_KEPT = 2_000;

/** What the game page draws: the engine's spin without its bookkeeping. */
const spinView = (outcome: SlotOutcome): SlotSpinResponse['spins'][number] => ({
  mode: outcome.mode,
  stops: outcome.stops,
  window: outcome.window,
  reelHeights: outcome.reelHeights,
  wins: outcome.wins.map((win) => ({
    kind: win.kind,
    ...(win.kind === 'line' ? { payline: win.payline } : win.kind === 'ways' ? { ways: win.ways } : {}),
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

export const gameInfoOf = (definition: SlotDefinition, names: LocalisedGameNames): SlotGameInfo => ({
  kind: 'slot',
  gameCode: definition.code,
  names,
  theme: definition.theme,
  rows: definition.rows,
  ...(definition.minRows === undefined ? {} : { minRows: definition.minRows }),
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

/**
 * A code has one name, so definitions are kept by code. The English and Portuguese names pick the
 * art theme (and "Megaways" the layout); the class is left out, as the maths of the games in play
 * were derived without it.
 */
const slotInputOf = (game: { gameCode: string; names: LocalisedGameNames }) => ({
  gameCode: game.gameCode,
  name: `${game.names.EN} ${game.names.PT}`,
});

/** The studio's slots (type RNG), each played from the definition its code and name derive. */
export const createSlotGames = (deps: {
  sessions: StudioSessions;
  runner: RoundRunner;
  /** Uniform integers below a bound; crypto.randomInt unless a test fixes the outcomes. */
  random?: UniformInt;
}) => {
  const random = deps.random ?? randomInt;
  const definitions = createInstanceCache<SlotDefinition>({ maxEntries: DEFINITIONS_KEPT });
  const definitionOf = (game: { gameCode: string; names: LocalisedGameNames }): SlotDefinition | null => {
    const kept = definitions.get(game.gameCode);
    if (kept) return kept;
    try {
      return definitions.set(game.gameCode, catalogueSlotDefinition(slotInputOf(game)));
    } catch {
      return null;
    }
  };

  const family: StudioGameFamily = {
    describe: (game) => {
      if (game.gameType !== 'RNG') return null;
      const definition = definitionOf(game);
      return definition ? gameInfoOf(definition, game.names) : null;
    },
    // Every slot of the list derives its maths from its code and name (catalogue-definitions),
    // to the RTP the same input declares.
    rtpOf: (game) => (game.gameType === 'RNG' ? catalogueDeclaredRtp(slotInputOf(game)) : null),
  };

  return {
    family,

    /**
     * One paid spin and the free spins it leads to, settled as one round. With `promoSpin`, the
     * paid spin is one of the session's promo spins (a promotion's free spins, decision 0020): at
     * their bet, sent to the wallet with the grant, the stake paid by the house.
     */
    async spin(input: {
      sessionId: string;
      bet: number;
      promoSpin?: boolean | undefined;
    }): Promise<SlotSpinResponse> {
      const session = deps.sessions.get(input.sessionId, 'slot');
      const definition = definitionOf(session.game);
      if (!definition) throw new AppError('game-not-found');
      const promo = input.promoSpin ? session.promoSpins : null;
      if (input.promoSpin && (!promo || promo.remaining <= 0)) throw new AppError('free-spins-exhausted');
      if (promo && input.bet !== promo.bet) throw new AppError('free-spin-bet-mismatch');
      // A promotion's bet the game does not offer cannot be played here (the engine pays by levels).
      if (!isBetLevel(definition, input.bet)) {
        throw new AppError(promo ? 'free-spin-bet-mismatch' : 'invalid-bet');
      }
      const round = playRound({ definition, bet: input.bet, random });
      const spins = round.spins.map(spinView);
      let played: { roundId: string; balance: number };
      try {
        played = await deps.runner.play(session, {
          gameCode: definition.code,
          bet: input.bet,
          win: round.totalWin,
          outcome: spins,
          freeSpinGrantId: promo?.grantId,
        });
      } catch (error) {
        // The wallet holds the count: spins it says are gone are gone here too.
        if (promo && error instanceof AppError && error.code === 'free-spins-exhausted') {
          session.promoSpins = null;
        }
        throw error;
      }
      if (promo) {
        const remaining = promo.remaining - 1;
        session.promoSpins = remaining > 0 ? { ...promo, remaining } : null;
      }
      const left = session.promoSpins;
      return {
        roundId: played.roundId,
        bet: input.bet,
        spins,
        totalWin: round.totalWin,
        potentialMaxMultiplier: round.spins[0]!.potentialMaxMultiplier,
        balance: played.balance,
        ...(left ? { promoSpins: { remaining: left.remaining, bet: left.bet } } : {}),
      };
    },
  };
};

export type SlotGames = ReturnType<typeof createSlotGames>;
