import { z } from 'zod';
import { LOTTERY_PRIZE_MODES, LotteryGameRef } from './studio-lottery.js';

/*
 * The lottery's menus and opened numbers (docs/lottery.md, "The platform's menus and calls";
 * docs/decisions/0022-lottery-menus.md). Two sides: what the vendor publishes for platforms (the
 * studio's lottery feed, read like its catalogue), and what the platform answers its site.
 * Times are epoch ms.
 */

const Int = z.number().int();
const gameCode = z.string().regex(/^[A-Z0-9]{2,8}-\d{1,6}$/u);
export const LotteryPrizeMode = z.enum(LOTTERY_PRIZE_MODES);
export type LotteryPrizeMode = z.infer<typeof LotteryPrizeMode>;

/** Where a vendor publishes its lottery games and their opened (drawn) numbers, below its address. */
export const VENDOR_LOTTERY_PATH = '/studio/lottery/opened';
/** The last draws of one game the vendor publishes, newest first. */
export const VENDOR_LOTTERY_HISTORY = 10;

/**
 * One prize row of a drawn result, as a page shows it: VN its prizes (SPECIAL, G1 … G8), SEA 4D
 * its categories (FIRST … CONSOLATION), an ELOTT game one RESULT row (its digits, dice or cars).
 */
export const LotteryPrizeRow = z.object({ prize: z.string(), numbers: z.array(z.string()) });
export type LotteryPrizeRow = z.infer<typeof LotteryPrizeRow>;

/** A drawn ("opened") draw: its numbers and, in VN's south and centre, the province it is of. */
export const LotteryOpenedDraw = z.object({
  drawId: z.string(),
  drawAt: Int,
  province: z.string().nullable(),
  provinceName: z.string().nullable(),
  prizes: z.array(LotteryPrizeRow),
});
export type LotteryOpenedDraw = z.infer<typeof LotteryOpenedDraw>;

/** The next draw whose betting is open. */
export const LotteryNextDraw = z.object({ drawId: z.string(), closesAt: Int, drawAt: Int });
export type LotteryNextDraw = z.infer<typeof LotteryNextDraw>;

/**
 * One lottery game of the vendor's feed: its catalogue code, the prize modes a launch may name
 * (the first is its own), the game it draws, its next open draw, and its latest opened draws (all
 * the provinces of the latest draw time in VN's south and centre, one draw otherwise).
 */
export const VendorLotteryGame = z.object({
  gameCode,
  gameType: z.enum(['LOTT', 'ELOTT']),
  prizeModes: z.array(LotteryPrizeMode).min(1),
  game: LotteryGameRef,
  nextDraw: LotteryNextDraw.nullable(),
  opened: z.array(LotteryOpenedDraw),
});
export type VendorLotteryGame = z.infer<typeof VendorLotteryGame>;

/** GET {vendor}/studio/lottery/opened: the vendor's lottery games, public and read-only. */
export const VendorLotteryFeed = z.object({ serverTime: Int, games: z.array(VendorLotteryGame) });
export type VendorLotteryFeed = z.infer<typeof VendorLotteryFeed>;

/** GET {vendor}/studio/lottery/opened/{gameCode}: the game's last opened draws, newest first. */
export const VendorLotteryHistory = z.object({
  serverTime: Int,
  gameCode,
  opened: z.array(LotteryOpenedDraw),
});
export type VendorLotteryHistory = z.infer<typeof VendorLotteryHistory>;

/** The lottery account the VN lotto menus belong to (the spec's fixed accountTypeName). */
export const VN_LOTTO_ACCOUNT_TYPE = 'VN_LOTTO';

/** A lottery game as the site's lottery lobby lists it under one prize mode. */
export const LotteryMenuGame = z.object({
  nodeId: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  gameType: z.enum(['LOTT', 'ELOTT']),
  iconUrl: z.string(),
  /** The prize mode a launch from this entry names (lottoPrizeMode). */
  lottoPrizeMode: LotteryPrizeMode,
  product: z.enum(['VN', 'SEA_4D', 'ELOTT']),
  nextDraw: LotteryNextDraw.nullable(),
});
export type LotteryMenuGame = z.infer<typeof LotteryMenuGame>;

export const LotteryGameMenu = z.object({ prizeMode: LotteryPrizeMode, games: z.array(LotteryMenuGame) });
export type LotteryGameMenu = z.infer<typeof LotteryGameMenu>;

/** The spec's vnLotteryMenus: the games per prize mode and the fixed Vietnam lotto account type. */
export const VnLotteryMenus = z.object({
  gameMenus: z.array(LotteryGameMenu),
  accountTypeName: z.literal(VN_LOTTO_ACCOUNT_TYPE),
});
export type VnLotteryMenus = z.infer<typeof VnLotteryMenus>;

/**
 * GET /lgw/vn/games/game_menu: the prize modes that have launchable games, in the spec's order
 * (LOTT, ZY, ELOTT, SEA), and vnLotteryMenus. Empty while no lottery game opens.
 */
export const VnGameMenuResponse = z.object({
  prizeMode: z.array(LotteryPrizeMode),
  vnLotteryMenus: VnLotteryMenus,
});
export type VnGameMenuResponse = z.infer<typeof VnGameMenuResponse>;

/** GET /lgw/vn/games/game_menu/recent (token): the member's recently launched lottery games. */
export const VnRecentGamesResponse = z.object({ list: z.array(LotteryMenuGame) });
export type VnRecentGamesResponse = z.infer<typeof VnRecentGamesResponse>;

/** GET /lgw/vn/numeros/opened/game: optionally one prize mode's games, or one game. */
export const OpenedNumbersQuery = z.object({
  lottoPrizeMode: LotteryPrizeMode.optional(),
  lottoGameCode: z.string().trim().toUpperCase().pipe(gameCode).optional(),
});
export type OpenedNumbersQuery = z.input<typeof OpenedNumbersQuery>;

/** A launchable lottery game's latest opened draws. */
export const OpenedGame = z.object({
  nodeId: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  lottoPrizeMode: LotteryPrizeMode,
  product: z.enum(['VN', 'SEA_4D', 'ELOTT']),
  opened: z.array(LotteryOpenedDraw),
});
export type OpenedGame = z.infer<typeof OpenedGame>;

export const OpenedNumbersResponse = z.object({ serverTime: Int, list: z.array(OpenedGame) });
export type OpenedNumbersResponse = z.infer<typeof OpenedNumbersResponse>;

/** GET /lotto/lgw/games/opened/numero (token): one game's last opened draws. */
export const GameOpenedNumeroQuery = z.object({
  lottoGameCode: z.string().trim().toUpperCase().pipe(gameCode),
});
export type GameOpenedNumeroQuery = z.input<typeof GameOpenedNumeroQuery>;

export const GameOpenedNumeroResponse = z.object({ serverTime: Int, game: OpenedGame });
export type GameOpenedNumeroResponse = z.infer<typeof GameOpenedNumeroResponse>;
