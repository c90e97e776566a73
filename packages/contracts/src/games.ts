import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from './languages.js';
import { LotteryLaunchFields } from './studio-lottery.js';
import {
  FAVORITES_LIMIT,
  GAME_CLASSES,
  GAME_SELECTIONS,
  GAME_TYPES,
  LOBBY_PAGING,
  RANK_LIST_LIMIT,
  RECENT_LIMIT,
} from './games-lists.js';

export {
  FAVORITE_TOGGLE_THROTTLE_MS,
  FAVORITES_LIMIT,
  GAME_CLASSES,
  GAME_SELECTIONS,
  GAME_TYPES,
  HOME_SECTION,
  LOBBY_PAGING,
  RANK_LIST_LIMIT,
  RECENT_LIMIT,
  isGameClassify,
} from './games-lists.js';

/**
 * The game catalogue (spec sections 3 and 7). Every catalogue answer is in the caller's language
 * (the Language header, or `language` where the call carries it). docs/games.md has the decisions
 * the spec leaves open.
 */

export const GameType = z.enum(GAME_TYPES);
export type GameType = z.infer<typeof GameType>;

export const GameClass = z.enum(GAME_CLASSES);
export type GameClass = z.infer<typeof GameClass>;

export const GameClassify = z.union([z.enum(GAME_SELECTIONS), GameClass]);
export type GameClassify = z.infer<typeof GameClassify>;

const Flag = z.union([z.literal(0), z.literal(1)]);

/** One tile of a lobby: a game, or (isGame VASSALAGE) a vendor whose games open in a popup list. */
export const Game = z.object({
  nodeId: z.string(),
  gameType: GameType,
  gameCode: z.string(),
  /** The name in the requested language. */
  gameName: z.string(),
  nodeName: z.string(),
  displayName: z.string(),
  vassalage: z.string(),
  /** The vendor's display name. */
  vendorName: z.string(),
  gameClassify: GameClass.nullable(),
  iconUrl: z.string(),
  isGame: z.enum(['GAME', 'VASSALAGE']),
  isHot: Flag,
  isNew: Flag,
  /** Trial (free-play) accounts may open it. */
  freePlay: z.boolean(),
  /**
   * The theoretical return to player, in percent with up to two decimals (96.2); null for a
   * vendor's tile, or a game whose vendor declares none (listed only where the profile allows).
   */
  rtp: z.number().nullable(),
});
export type Game = z.infer<typeof Game>;

export const GameVendor = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  logoUrl: z.string(),
  /** The classes this vendor has games in, for the lobby's classify menu. */
  classes: z.array(GameClass),
  gameCount: z.number().int(),
});
export type GameVendor = z.infer<typeof GameVendor>;

/**
 * GET /lgw/games/game_menus: the categories that have at least one vendor, in navigation order
 * (sortingVendor), and each one's vendors in their order (mappingVendor).
 */
export const GameMenusResponse = z.object({
  sortingVendor: z.array(GameType),
  mappingVendor: z.partialRecord(GameType, z.array(GameVendor)),
});
export type GameMenusResponse = z.infer<typeof GameMenusResponse>;

const Language = z.enum(SUPPORTED_LANGUAGES).optional();
const ClientFields = {
  clientType: z.string().max(32).optional(),
  platform: z.string().max(32).optional(),
  merchant: z.string().max(64).optional(),
  language: Language,
};
const pageNo = z.coerce.number().int().min(1).max(100_000).default(1);

/** POST /wps/relay/GCSGAME_gameList. RECENT and FAV need a session; the rest is public. */
export const GameListRequest = z.object({
  ...ClientFields,
  gameType: GameType,
  isNew: z.union([z.boolean(), Flag]).optional(),
  vassalage: z.string().trim().max(32).optional(),
  gameClassify: GameClassify.optional(),
  /** Searched by name in every language, trimmed; case and accents do not matter. */
  gameName: z.string().trim().max(64).optional(),
  pageNo,
  pageSize: z.coerce.number().int().min(1).max(100).default(LOBBY_PAGING.pageSize),
});
export type GameListRequest = z.input<typeof GameListRequest>;

export const GameListResponse = z.object({
  games: z.array(Game),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type GameListResponse = z.infer<typeof GameListResponse>;

/** POST /wps/relay/GCSGAME_hotGamesV2: hot games of a category (or of every category), up to 20 each. */
export const HotGamesRequest = z.object({
  merchantCode: z.string().max(64).optional(),
  isPlatform: z.unknown().optional(),
  gameType: GameType.optional(),
  vassalage: z.string().trim().max(32).optional(),
  platform: z.string().max(32).optional(),
  language: Language,
});
export type HotGamesRequest = z.input<typeof HotGamesRequest>;
export const GameListValue = z.object({ list: z.array(Game) });
export type GameListValue = z.infer<typeof GameListValue>;

/** POST /wps/relay/GCSGAME_newGameVendor: each category's vendors, for the home category menu. */
export const NewGameVendorRequest = z.object({ platform: z.string().max(32).optional(), language: Language });
export type NewGameVendorRequest = z.input<typeof NewGameVendorRequest>;
export const NewGameVendorResponse = z.object({
  data: z.object({
    lanes: z.array(z.object({ gameCategory: GameType, vendors: z.array(GameVendor) })),
  }),
});
export type NewGameVendorResponse = z.infer<typeof NewGameVendorResponse>;

/** POST /wps/relay/GCSGAME_getVassGameType (token): a vendor's game types and classes. */
export const VassGameTypeRequest = z.object({
  vassalage: z.string().trim().min(1).max(32),
  language: Language,
});
export type VassGameTypeRequest = z.input<typeof VassGameTypeRequest>;
export const VassGameTypeResponse = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  list: z.array(z.object({ gameType: GameType, classes: z.array(GameClass), gameCount: z.number().int() })),
});
export type VassGameTypeResponse = z.infer<typeof VassGameTypeResponse>;

/** POST /wps/relay/MCSFE_getFavoriteGames (token): the member's favourite node ids, for the hearts. */
export const FavoriteIdsResponse = z.object({ favGameIds: z.array(z.string()) });
export type FavoriteIdsResponse = z.infer<typeof FavoriteIdsResponse>;

/** POST /wps/relay/getFavoriteGamesList (token): favourites, newest first. */
export const FavoriteListRequest = z.object({
  ...ClientFields,
  gameType: GameType.optional(),
  vassalage: z.string().trim().max(32).optional(),
  pageNo,
  pageSize: z.coerce.number().int().min(1).max(FAVORITES_LIMIT).default(LOBBY_PAGING.pageSize),
});
export type FavoriteListRequest = z.input<typeof FavoriteListRequest>;
export const FavoriteListResponse = z.object({
  content: z.array(Game),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type FavoriteListResponse = z.infer<typeof FavoriteListResponse>;

/** POST /wps/relay/addFavoriteGameV2 and removeFavoriteGameV2 (token, real accounts): idempotent. */
export const FavoriteToggleRequest = z.object({
  nodeId: z.string().trim().min(1).max(32),
  vendor: z.string().trim().max(32).optional(),
  gameType: GameType.optional(),
});
export type FavoriteToggleRequest = z.input<typeof FavoriteToggleRequest>;
export const FavoriteToggleResponse = z.object({ nodeId: z.string(), favorite: z.boolean() });
export type FavoriteToggleResponse = z.infer<typeof FavoriteToggleResponse>;

/** POST /wps/relay/GCS_recentGame (token): games the member launched, most recent first (up to 20). */
export const RecentGamesRequest = z.object({
  ...ClientFields,
  gameType: GameType.optional(),
  vassalage: z.string().trim().max(32).optional(),
  page: pageNo,
  pageSize: z.coerce.number().int().min(1).max(RECENT_LIMIT).default(RECENT_LIMIT),
});
export type RecentGamesRequest = z.input<typeof RecentGamesRequest>;
export const RecentGamesResponse = z.object({ list: z.array(Game), totalPages: z.number().int() });
export type RecentGamesResponse = z.infer<typeof RecentGamesResponse>;

/** POST /wps/relay/GCSGAME_getRankList: the winners board, from settled wins, biggest first. */
export const RankListRequest = z.object({
  gameCategory: z.union([z.literal('ALL'), GameType]).default('ALL'),
  language: Language,
  limitNum: z.coerce.number().int().min(1).max(RANK_LIST_LIMIT).default(RANK_LIST_LIMIT),
});
export type RankListRequest = z.input<typeof RankListRequest>;
export const RankEntry = z.object({
  /** Masked: the first and last characters of the nickname only. */
  customerName: z.string(),
  iconUrl: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  winAmount: z.number().int(),
});
export type RankEntry = z.infer<typeof RankEntry>;
export const RankListResponse = z.object({ list: z.array(RankEntry) });
export type RankListResponse = z.infer<typeof RankListResponse>;

/**
 * POST /wps/game/launchGame (token; trial accounts only for free-play games): a one-time launch
 * token for the game's vendor, in a URL on a launch CDN.
 */
/**
 * A launch. For a lottery game (LOTT, ELOTT) it may name the prize mode, the first view, the device
 * and the back address of the lottery launch payload (LotteryLaunchFields); other games ignore them.
 */
export const LaunchGameRequest = z.object({
  nodeId: z.string().trim().min(1).max(32),
  language: Language,
  lottoPrizeMode: LotteryLaunchFields.shape.lottoPrizeMode,
  lottoView: LotteryLaunchFields.shape.lottoView,
  device: LotteryLaunchFields.shape.device,
  backUrl: LotteryLaunchFields.shape.backUrl,
});
export type LaunchGameRequest = z.input<typeof LaunchGameRequest>;
export const LaunchGameResponse = z.object({
  url: z.string(),
  nodeId: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  /** True when the account is a trial one: the game runs on play money. */
  demo: z.boolean(),
});
export type LaunchGameResponse = z.infer<typeof LaunchGameResponse>;
