import { createHash, randomBytes } from 'node:crypto';
import type {
  LotteryLaunchFields,
  StudioGameInfo,
  StudioGameKind,
  StudioGameType,
  StudioMode,
  StudioSessionResponse,
} from '@platform/contracts';
import { AppError, createInstanceCache } from '@platform/server-kit';
import { listedGameOf, type ListedGame } from './catalogue/index.js';
import { refusalError } from './round-runner.js';
import type { SeamlessClient } from './seamless-client.js';

const CURRENCY = 'BRL';
/**
 * Free play starts with R$ 2.000,00 of demo credits, which exist only in the studio's memory: the
 * same as the platform's default for a trial account (setting security.trialDemoCredits), which the
 * studio cannot read, being a vendor. The two do not follow each other after that.
 */
export const DEMO_CREDITS = 200_000;
/** A game page left open this long must be launched again. */
const SESSION_MS = 12 * 60 * 60 * 1000;
const MAX_SESSIONS = 100_000;

/** A game page's session: real money through the wallet's seamless session, or demo credits. */
export type StudioSession = {
  /** A stable key of the session (a hash of its id), for state a game family keeps beside it. */
  key: string;
  mode: StudioMode;
  game: StudioGameInfo;
  /** Demo: the credits left. Real: the balance the wallet last answered. */
  balance: number;
  wallet: { sessionToken: string; playerId: string } | null;
  /**
   * A promotion's free spins on this game, from the wallet's authenticate answer (its
   * `freeSpins`), counted down as they are played; null when none (and always in demo).
   */
  promoSpins: { grantId: string; remaining: number; bet: number } | null;
};
export type StudioSessionOf<Kind extends StudioGameKind> = StudioSession & {
  game: Extract<StudioGameInfo, { kind: Kind }>;
};

/** A family of the studio's games (slots, the fair games, crash, fishing). */
export type StudioGameFamily = {
  /**
   * What the page needs to show a game of the studio's list, its names included, or null when
   * the game is not one of this family's.
   */
  describe(game: ListedGame): StudioGameInfo | null;
  /**
   * The theoretical RTP (a fraction) this family plays the game at, or null when it does not play
   * it; without deriving the game (a slot's maths take a few ms): the published catalogue asks it
   * of every game of the list, and lists only those with one.
   */
  rtpOf(game: ListedGame): number | null;
  /**
   * What the session answers of the launch's own fields for a game of this family (the lottery's
   * launch payload); may refuse a launch whose fields do not fit the game. Absent: none.
   */
  launch?(game: StudioGameInfo, fields: LaunchFields): Partial<Pick<StudioSessionResponse, 'lotteryLaunch'>>;
};

/** A launch's fields beyond the game, type, mode and token: the lottery's launch payload. */
export type LaunchFields = LotteryLaunchFields;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const createStudioSessions = (deps: {
  wallet: SeamlessClient;
  families: readonly StudioGameFamily[];
  now?: () => number;
}) => {
  const now = deps.now ?? Date.now;
  const sessions = createInstanceCache<StudioSession>({ maxEntries: MAX_SESSIONS, now });

  /** Only the studio's own games, of the type the launch names, with the family that plays it. */
  const find = (
    gameCode: string,
    type: StudioGameType,
  ): { game: StudioGameInfo; family: StudioGameFamily } | null => {
    const listed = listedGameOf(gameCode);
    if (!listed || listed.gameType !== type) return null;
    for (const family of deps.families) {
      const game = family.describe(listed);
      if (game) return { game, family };
    }
    return null;
  };
  const describe = (gameCode: string, type: StudioGameType) => {
    const found = find(gameCode, type);
    if (!found) throw new AppError('game-not-found');
    return found;
  };

  return {
    /** Whether the studio plays this game (the catalogue lists some it does not serve yet). */
    serves: (gameCode: string, type: StudioGameType): boolean => find(gameCode, type) !== null,

    /**
     * The RTP a launch of this game plays at (cheap: nothing is derived), or null when a launch
     * does not open it: the platform lists only the games with one; the others would open the
     * vendor-down page.
     */
    rtpOf(gameCode: string, type: string): number | null {
      const listed = listedGameOf(gameCode);
      if (!listed || listed.gameType !== type) return null;
      for (const family of deps.families) {
        const rtp = family.rtpOf(listed);
        if (rtp !== null) return rtp;
      }
      return null;
    },

    /** Opens the game page's session: a real one on the player's launch token, or free play. */
    async open(
      input: {
        game: string;
        type: StudioGameType;
        mode: StudioMode;
        token?: string | undefined;
      } & LaunchFields,
    ): Promise<{ session: StudioSession; response: StudioSessionResponse }> {
      const { game, family } = describe(input.game, input.type);
      // Checked before the wallet is asked: a launch that does not fit its game opens nothing.
      const launched = family.launch?.(game, input) ?? {};
      // Free play is for games of chance (catalogue/game-list.ts): a demo of the sportsbook is
      // refused as the platform refuses a trial account's launch of it.
      if (input.mode === 'demo' && !listedGameOf(input.game)?.freePlay) {
        throw new AppError('in-need-true-account');
      }
      const sessionId = randomBytes(32).toString('base64url');
      const key = sha256(sessionId);
      let session: StudioSession;
      if (input.mode === 'demo') {
        session = { key, mode: 'demo', game, balance: DEMO_CREDITS, wallet: null, promoSpins: null };
      } else {
        const opened = await deps.wallet.authenticate(input.token ?? '');
        if (opened.outcome === 'refused') throw refusalError(opened);
        if (opened.outcome === 'unknown') throw new AppError('service-unavailable');
        const { sessionToken, playerId, balance, freeSpins } = opened.value;
        session = {
          key,
          mode: 'real',
          game,
          balance,
          wallet: { sessionToken, playerId },
          promoSpins: freeSpins && freeSpins.remaining > 0 ? freeSpins : null,
        };
      }
      sessions.set(key, session, now() + SESSION_MS);
      const promoSpins = session.promoSpins
        ? { remaining: session.promoSpins.remaining, bet: session.promoSpins.bet }
        : undefined;
      return {
        session,
        response: {
          sessionId,
          mode: session.mode,
          currency: CURRENCY,
          balance: session.balance,
          game,
          ...(promoSpins ? { promoSpins } : {}),
          ...launched,
        },
      };
    },

    /** The session of a game page, which must be playing a game of `kind`. */
    get<Kind extends StudioGameKind>(sessionId: string, kind: Kind): StudioSessionOf<Kind> {
      const session = sessions.get(sha256(sessionId));
      if (!session || session.game.kind !== kind) throw new AppError('invalid-token');
      return session as StudioSessionOf<Kind>;
    },
  };
};

export type StudioSessions = ReturnType<typeof createStudioSessions>;
