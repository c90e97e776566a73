import { randomInt } from 'node:crypto';
import type {
  FishGameInfo,
  FishShotRequest,
  FishShotResponse,
  LocalisedGameNames,
} from '@platform/contracts';
import { AppError, createInstanceCache } from '@platform/server-kit';
import type { RoundRunner } from '../../round-runner.js';
import type { UniformInt } from '../../seeded-random.js';
import type { StudioGameFamily, StudioSessions } from '../../studio-sessions.js';
import { decideShot, RTP_SCALE } from './engine/fish-catch.js';
import { catalogueFishDefinition, isFishGameCode, type FishDefinition } from './engine/fish-definitions.js';
import { createShotRate } from './shot-rate.js';

/** Shots per second a session may send; the page fires slower than this. */
export const SHOTS_PER_SECOND = 8;
const DEFINITIONS_KEPT = 500;
const SESSIONS_TRACKED = 100_000;

export const fishGameInfoOf = (definition: FishDefinition, names: LocalisedGameNames): FishGameInfo => ({
  kind: 'fish',
  gameCode: definition.code,
  names,
  theme: definition.theme,
  rtp: definition.rtpBp / RTP_SCALE,
  shotCosts: [...definition.shotCosts],
  species: definition.species.map((species) => ({ ...species, colors: [...species.colors] })),
  maxMultiplier: definition.species.at(-1)!.multiplier,
  shotsPerSecond: SHOTS_PER_SECOND,
});

/** The catalogue's fishing games (type FISH): each shot one round, bet and win, through the runner. */
export const createFishGames = (deps: {
  sessions: StudioSessions;
  runner: RoundRunner;
  /** Uniform integers below a bound; crypto.randomInt unless a test fixes the catches. */
  random?: UniformInt;
  now?: () => number;
}) => {
  const random = deps.random ?? randomInt;
  const rate = createShotRate({ perSecond: SHOTS_PER_SECOND, maxSessions: SESSIONS_TRACKED, now: deps.now });
  const definitions = createInstanceCache<FishDefinition>({ maxEntries: DEFINITIONS_KEPT });
  const definitionOf = (gameCode: string): FishDefinition | null => {
    if (!isFishGameCode(gameCode)) return null;
    return definitions.get(gameCode) ?? definitions.set(gameCode, catalogueFishDefinition(gameCode));
  };

  const family: StudioGameFamily = {
    describe: (game) => {
      if (game.gameType !== 'FISH') return null;
      const definition = definitionOf(game.gameCode);
      return definition ? fishGameInfoOf(definition, game.names) : null;
    },
    rtpOf: (game) => {
      const definition = game.gameType === 'FISH' ? definitionOf(game.gameCode) : null;
      return definition ? definition.rtpBp / RTP_SCALE : null;
    },
  };

  return {
    family,

    /** One shot: a bet of its cost and, if the fish is caught, a win of cost × multiplier. */
    async shoot(input: FishShotRequest): Promise<FishShotResponse> {
      const session = deps.sessions.get(input.sessionId, 'fish');
      const definition = definitionOf(session.game.gameCode);
      if (!definition) throw new AppError('game-not-found');
      const species = definition.species.find((entry) => entry.id === input.species);
      if (!species) throw new AppError('invalid-game-choice');
      if (!definition.shotCosts.includes(input.cost)) {
        throw new AppError('bet-out-of-range', {
          value: { minBet: definition.shotCosts[0], maxBet: definition.shotCosts.at(-1) },
        });
      }
      if (!rate.take(session.key)) throw new AppError('shots-too-fast');
      const shot = decideShot({ definition, species, cost: input.cost, random });
      const played = await deps.runner.play(session, {
        gameCode: definition.code,
        bet: input.cost,
        win: shot.win,
        outcome: { ...shot, cost: input.cost },
      });
      return { roundId: played.roundId, ...shot, balance: played.balance };
    },
  };
};

export type FishGames = ReturnType<typeof createFishGames>;
