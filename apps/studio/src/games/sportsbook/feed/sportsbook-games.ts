import type {
  LocalisedGameNames,
  SportsbookGameInfo,
  SportsbookSection,
  SportsEventRequest,
  SportsEventResponse,
  SportsLobbyRequest,
  SportsLobbyResponse,
  SportsResultsRequest,
  SportsResultsResponse,
} from '@platform/contracts';
import { AppError } from '@platform/server-kit';
import type { StudioGameFamily, StudioSessions } from '../../../studio-sessions.js';
import type { SportsBook } from '../book.js';
import { BASIS_POINTS } from '../engine/index.js';
import { withSuspensions, type SuspensionReader } from '../operator/index.js';

/**
 * The slip's limits, the same for every sportsbook product (integer centavos). The bets take them
 * from the session's game, so the page and the money path read one set.
 */
export const SPORTSBOOK_LIMITS = {
  minStakeMinor: 100,
  maxStakeMinor: 500_000,
  maxPayoutMinor: 50_000_000,
  /** An in-play bet waits this long and is taken at the price then (docs/sportsbook.md). */
  inPlayDelayMs: 5_000,
  quickStakesMinor: [200, 500, 1_000, 5_000],
} as const;

/**
 * What a player gets back on average at this margin: a market's implied probabilities add up to
 * 1 + margin, so a bet returns 1 / (1 + margin) of its stake (before the rounding onto the odds
 * ladder, which only adds margin).
 */
export const sportsbookRtp = (marginBp: number): number =>
  Math.round((BASIS_POINTS / (BASIS_POINTS + marginBp)) * 10_000) / 10_000;

/** The section a catalogue game type opens, or null for a type the sportsbook does not serve. */
const sectionOf = (gameType: string): SportsbookSection | null => {
  switch (gameType) {
    case 'SPORTS':
      return 'SPORTS';
    case 'ESPORTS':
      return 'ESPORTS';
    default:
      return null;
  }
};

/**
 * The sportsbook family: the catalogue's SPORTS products open the football section, its ESPORTS
 * products (the platform's /esports lobby) the e-sports section, of one book.
 */
export const createSportsbookGames = (deps: {
  sessions: StudioSessions;
  book: SportsBook;
  marginBp: number;
  /** The operator's suspensions, shown as suspended markets; none without it. */
  suspensions?: SuspensionReader;
  now?: () => number;
}) => {
  const now = deps.now ?? Date.now;
  const rtp = sportsbookRtp(deps.marginBp);

  const gameInfo = (
    gameCode: string,
    names: LocalisedGameNames,
    section: SportsbookSection,
  ): SportsbookGameInfo => ({
    kind: 'sportsbook',
    gameCode,
    names,
    section,
    marginBp: deps.marginBp,
    rtp,
    ...SPORTSBOOK_LIMITS,
    quickStakesMinor: [...SPORTSBOOK_LIMITS.quickStakesMinor],
  });

  const family: StudioGameFamily = {
    describe: (game) => {
      const section = sectionOf(game.gameType);
      return section ? gameInfo(game.gameCode, game.names, section) : null;
    },
    rtpOf: (game) => (sectionOf(game.gameType) ? rtp : null),
  };

  return {
    family,
    book: deps.book,

    /** The section's competitions and events now: live first, then by kick-off. */
    async lobby(input: SportsLobbyRequest): Promise<SportsLobbyResponse> {
      const { section } = deps.sessions.get(input.sessionId, 'sportsbook').game;
      const book = withSuspensions(deps.book, (await deps.suspensions?.active()) ?? []);
      const serverTime = now();
      return {
        serverTime,
        competitions: book.competitions(section, serverTime),
        events: book.events(section, serverTime),
      };
    },

    /** The section's recent results, newest first. */
    results(input: SportsResultsRequest): SportsResultsResponse {
      const { section } = deps.sessions.get(input.sessionId, 'sportsbook').game;
      const serverTime = now();
      return { serverTime, results: deps.book.results(section, serverTime) };
    },

    /** One event with all its markets, incidents and stats. */
    async event(input: SportsEventRequest): Promise<SportsEventResponse> {
      deps.sessions.get(input.sessionId, 'sportsbook');
      const book = withSuspensions(deps.book, (await deps.suspensions?.active([input.eventId])) ?? []);
      const serverTime = now();
      const event = book.event(input.eventId, serverTime);
      if (!event) throw new AppError('sports-event-not-found');
      return { serverTime, event };
    },
  };
};

export type SportsbookGames = ReturnType<typeof createSportsbookGames>;
