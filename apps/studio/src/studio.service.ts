import type { StudioSessionRequest, StudioSessionResponse } from '@platform/contracts';
import { createCrashGames, type CrashOptions } from './games/crash/index.js';
import { createFairGames, type HouseEdges } from './games/fair/index.js';
import { createFishGames } from './games/fish/index.js';
import { createLotteryGames, type LotteryConfig } from './games/lottery/index.js';
import { createSlotGames } from './games/slots/index.js';
import {
  createSimulatedSportsbook,
  createSportsbookGames,
  type SimulatedBook,
  type SimulatedBookOptions,
  type SuspensionReader,
} from './games/sportsbook/index.js';
import { createRoundRunner } from './round-runner.js';
import type { SeamlessClient } from './seamless-client.js';
import type { UniformInt } from './seeded-random.js';
import { createStudioSessions } from './studio-sessions.js';
import type { StudioRepository } from './studio.repository.js';

export type StudioServiceDeps = {
  repository: StudioRepository;
  wallet: SeamlessClient;
  /** Uniform integers below a bound for slots; crypto.randomInt unless a test fixes the outcomes. */
  random?: UniformInt;
  now?: () => number;
  log?: { warn(object: unknown, message: string): void };
  /** House edges of the in-house games in basis points (STUDIO_HOUSE_EDGES); defaults otherwise. */
  houseEdges?: HouseEdges;
  /** Crash's storage and timing; without them the studio does not serve Crash. */
  crash?: CrashOptions;
  /** The sportsbook's simulated feed; without it the studio does not serve the sportsbook. */
  sportsbook?: SimulatedBookOptions;
  /** Football's book when it is not the simulation's (a provider's feed book, feed/feed-book.ts). */
  sportsbookFootball?: SimulatedBook;
  /** The operator's suspensions of sportsbook events and markets (the studio's database). */
  sportsbookSuspensions?: SuspensionReader;
  /** The lottery's configuration (close times, limits, prices); without it the studio does not serve it. */
  lottery?: LotteryConfig;
  /** The platform's origins (PLATFORM_ORIGINS): a lottery launch's back address must be on one. */
  platformOrigins?: readonly string[];
};

/**
 * The studio's composition: sessions from launches, one round runner for every game's money, and
 * the game families (slots, the fair games, fishing, crash, the sportsbook and the lottery).
 */
export const createStudioService = (deps: StudioServiceDeps) => {
  const runner = createRoundRunner(deps);
  const families: Parameters<typeof createStudioSessions>[0]['families'][number][] = [];
  const sessions = createStudioSessions({ wallet: deps.wallet, families, now: deps.now });
  const slots = createSlotGames({ sessions, runner, random: deps.random });
  families.push(slots.family);
  const fair = createFairGames({
    sessions,
    runner,
    repository: deps.repository,
    houseEdges: deps.houseEdges,
    now: deps.now,
  });
  families.push(fair.family);
  const fish = createFishGames({ sessions, runner, now: deps.now });
  families.push(fish.family);
  const crash = deps.crash ? createCrashGames({ ...deps.crash, sessions, runner, log: deps.log }) : null;
  if (crash) families.push(crash.family);
  const sportsbook = deps.sportsbook
    ? createSportsbookGames({
        sessions,
        book: createSimulatedSportsbook(deps.sportsbook, deps.sportsbookFootball),
        marginBp: deps.sportsbook.marginBp,
        ...(deps.sportsbookSuspensions ? { suspensions: deps.sportsbookSuspensions } : {}),
        now: deps.now,
      })
    : null;
  if (sportsbook) families.push(sportsbook.family);
  // The lottery's money moves through its own tickets (games/lottery/draws), not the round runner.
  if (deps.lottery) {
    families.push(
      createLotteryGames({
        config: deps.lottery,
        ...(deps.platformOrigins ? { backOrigins: deps.platformOrigins } : {}),
      }).family,
    );
  }

  return {
    sessions,
    runner,
    /** Opens the game page's session: a real one on the player's launch token, or free play. */
    openSession: async (input: StudioSessionRequest): Promise<StudioSessionResponse> =>
      (await sessions.open({ ...input, type: input.type ?? 'RNG' })).response,
    /** The RTP a launch of the game plays at, or null when none opens it (the catalogue's). */
    rtpOf: (gameCode: string, gameType: string) => sessions.rtpOf(gameCode, gameType),
    spin: slots.spin,
    fair,
    fish,
    crash,
    /** The lobby and event reads, and `book`, which the sportsbook's bets price and settle by. */
    sportsbook,
    recover: runner.recover,
  };
};

export type StudioService = ReturnType<typeof createStudioService>;
