import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from './languages.js';
import { CrashGameInfo } from './studio-crash.js';
import { DiceGameInfo, DoubleGameInfo, LimboGameInfo, MinesGameInfo, PlinkoGameInfo } from './studio-fair.js';
import { FishGameInfo } from './studio-fish.js';
import { LocalisedGameNames } from './studio-names.js';
import { LotteryGameInfo, LotteryLaunch, LotteryLaunchFields } from './studio-lottery.js';
import { SportsbookGameInfo } from './studio-sportsbook.js';

/**
 * The built-in game studio's own API (decision 0005), called by its game pages under /studio.
 * Amounts are integer centavos. A studio session comes from a launch: `real` with the platform's
 * one-time launch token, `demo` (free play) with demo credits that never reach the wallet.
 */
export const STUDIO_MODES = ['real', 'demo'] as const;
export const StudioMode = z.enum(STUDIO_MODES);
export type StudioMode = z.infer<typeof StudioMode>;

const gameCode = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{2,8}-\d{1,6}$/u);

/**
 * The catalogue game types the studio plays: slots (RNG), fishing, the in-house games, the
 * sportsbook, and the lottery (LOTT: VN regional and SEA 4D; ELOTT: the fast games).
 */
export const STUDIO_GAME_TYPES = ['RNG', 'FISH', 'INHOUSE', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT'] as const;
export const StudioGameType = z.enum(STUDIO_GAME_TYPES);
export type StudioGameType = z.infer<typeof StudioGameType>;

export const StudioSessionRequest = z
  .object({
    game: gameCode,
    /** The game's catalogue type, from the launch address; slots when absent. */
    type: StudioGameType.default('RNG'),
    mode: StudioMode,
    /** The launch token of a real-money launch; absent in demo. */
    token: z.string().trim().min(1).max(128).optional(),
    language: z.enum(SUPPORTED_LANGUAGES).optional(),
  })
  // A lottery launch's own fields (studio-lottery.ts); a lottery game's session answers them.
  .extend(LotteryLaunchFields.shape)
  .refine((request) => (request.mode === 'real') === Boolean(request.token), {
    message: 'A real-money session needs its launch token; a demo session takes none.',
    path: ['token'],
  });
export type StudioSessionRequest = z.input<typeof StudioSessionRequest>;

const SlotSymbol = z.object({
  id: z.string(),
  kind: z.enum(['regular', 'wild', 'scatter']),
  themeKey: z.string(),
});

/** What a player sees before the first bet: the paytable, the rules and the theoretical RTP. */
export const SlotGameInfo = z.object({
  kind: z.literal('slot'),
  gameCode: z.string(),
  names: LocalisedGameNames,
  theme: z.string(),
  /** The most rows a reel shows. */
  rows: z.number().int(),
  /** Variable-rows ways games only: each spin every reel shows minRows..rows rows. */
  minRows: z.number().int().optional(),
  reels: z.number().int(),
  evaluation: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('lines'), paylines: z.array(z.array(z.number().int())) }),
    z.object({ kind: z.literal('ways') }),
    /** Clusters of minCluster or more adjacent cells pay by size; the last paytable entry pays any larger. */
    z.object({ kind: z.literal('cluster'), minCluster: z.number().int() }),
  ]),
  /** Credits one total bet buys: a pay of P credits is worth bet × P / betUnits. */
  betUnits: z.number().int(),
  symbols: z.array(SlotSymbol),
  /** Regular symbol id → credits by run length (index = count). */
  paytable: z.record(z.string(), z.array(z.number().int())),
  scatter: z
    .object({
      pays: z.array(z.number()),
      freeSpins: z.array(z.number().int()),
      freeSpinMultiplier: z.number(),
    })
    .nullable(),
  multiplierFeature: z
    .object({ outcomes: z.array(z.object({ multiplier: z.number(), weight: z.number() })) })
    .nullable(),
  betLevels: z.array(z.number().int()),
  maxWinMultiplier: z.number(),
  /** Theoretical return to player, as a fraction (0.962 = 96.2 %). */
  rtp: z.number(),
  volatility: z.string(),
});
export type SlotGameInfo = z.infer<typeof SlotGameInfo>;

/** What the game page needs to draw its game and rules, by kind of game. */
export const StudioGameInfo = z.discriminatedUnion('kind', [
  SlotGameInfo,
  DiceGameInfo,
  MinesGameInfo,
  PlinkoGameInfo,
  DoubleGameInfo,
  LimboGameInfo,
  CrashGameInfo,
  FishGameInfo,
  SportsbookGameInfo,
  LotteryGameInfo,
]);
export type StudioGameInfo = z.infer<typeof StudioGameInfo>;
export type StudioGameKind = StudioGameInfo['kind'];

/**
 * A promotion's free spins on this game (the platform's `freeSpins`, docs/decisions/0020): named
 * "promo spins" in the studio, apart from a slot's own scatter-triggered free spins. Played at
 * `bet`, paid by the house.
 */
export const StudioPromoSpins = z.object({ remaining: z.number().int(), bet: z.number().int() });
export type StudioPromoSpins = z.infer<typeof StudioPromoSpins>;

export const StudioSessionResponse = z.object({
  sessionId: z.string(),
  mode: StudioMode,
  currency: z.string(),
  balance: z.number().int(),
  game: StudioGameInfo,
  /** Real sessions only: the player's promo spins on this game, when they have some. */
  promoSpins: StudioPromoSpins.optional(),
  /** Lottery games only: what the launch asked of the page (its first view, its back button). */
  lotteryLaunch: LotteryLaunch.optional(),
});
export type StudioSessionResponse = z.infer<typeof StudioSessionResponse>;

export const SlotSpinRequest = z.object({
  sessionId: z.string().trim().min(1).max(128),
  bet: z.number().int().positive(),
  /** Plays one of the session's promo spins: `bet` must be theirs; the house pays the stake. */
  promoSpin: z.boolean().optional(),
});
export type SlotSpinRequest = z.input<typeof SlotSpinRequest>;

const Position = z.object({ reel: z.number().int(), row: z.number().int() });

export const SlotSpin = z.object({
  mode: z.enum(['base', 'free']),
  stops: z.array(z.number().int()),
  /** window[row][reel]: symbol ids; '' below the last row of a reel that shows fewer rows. */
  window: z.array(z.array(z.string())),
  /** Rows each reel shows this spin (variable-rows games change them every spin). */
  reelHeights: z.array(z.number().int()).optional(),
  wins: z.array(
    z.object({
      kind: z.enum(['line', 'ways', 'cluster']),
      payline: z.number().int().optional(),
      ways: z.number().int().optional(),
      symbol: z.string(),
      count: z.number().int(),
      positions: z.array(Position),
      win: z.number().int(),
    }),
  ),
  scatter: z.object({ count: z.number().int(), positions: z.array(Position), win: z.number().int() }),
  freeSpinsAwarded: z.number().int(),
  multiplier: z.number(),
  totalWin: z.number().int(),
});

export const SlotSpinResponse = z.object({
  roundId: z.string(),
  bet: z.number().int(),
  /** The paid spin first, then its free spins. */
  spins: z.array(SlotSpin),
  totalWin: z.number().int(),
  /** The most this bet could have paid, in bets (Brazilian rule: shown when the bet is placed). */
  potentialMaxMultiplier: z.number(),
  balance: z.number().int(),
  /** The promo spins left after this spin (absent when the session has none). */
  promoSpins: StudioPromoSpins.optional(),
});
export type SlotSpinResponse = z.infer<typeof SlotSpinResponse>;
