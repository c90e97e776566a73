import {
  FAVORITES_LIMIT,
  RECENT_LIMIT,
  isTrialType,
  type FavoriteIdsResponse,
  type FavoriteListRequest,
  type FavoriteListResponse,
  type FavoriteToggleRequest,
  type FavoriteToggleResponse,
  type Game,
  type GameListRequest,
  type GameListResponse,
  type GameMenusResponse,
  type GameType,
  type GameVendor,
  type HotGamesRequest,
  type LaunchGameRequest,
  type LaunchGameResponse,
  type NewGameVendorResponse,
  type RankListRequest,
  type RankListResponse,
  type RecentGamesRequest,
  type RecentGamesResponse,
  type SupportedLanguage,
  type VassGameTypeResponse,
  maskWinnerName,
  VENDOR_ART_PATHS,
} from '@platform/contracts';
import { AppError, createInstanceCache } from '@platform/server-kit';
import { onRandomBase } from '../../lib/cdn.js';
import { memberIdOf, type Principal } from '../../plugins/route-registry.js';
import { normaliseSearch } from './catalogue-search.js';
import {
  createCatalogueCache,
  isGameClass,
  isShown,
  searchList,
  snapshotOf,
  type CatalogueSnapshot,
} from './catalogue-snapshot.js';
import { gameIconPath, vendorLogoPath } from './art-paths.js';
import type { HotRule } from './hot-games.js';
import type { GamesRepository, ListedGame } from './games.repository.js';
import { createLotteryFeedReader, type LotteryFeedReader } from './lottery-feed.js';
import { createLotteryMenus } from './lottery-menus.js';

/** How stale an instance's catalogue snapshot may be, and its winners board. */
const CATALOGUE_MAX_AGE_MS = 60_000;
const RANK_CACHE_MS = 60_000;
/** How often an instance reads recent play again for the hot labels (rounds of every player). */
const HOT_REFRESH_MS = 10 * 60_000;
/** Games read from recent play: far more than any category's cap. */
const HOT_READ_LIMIT = 2_000;
/** The winners board looks back this far. */
const RANK_WINDOW_DAYS = 7;
/** Rows on the board, and rows read to fill it (per player and game, before filtering). */
const RANK_SIZE = 20;
const RANK_READ_LIMIT = 500;
const HOT_PER_TYPE = 20;
/**
 * Lobby answers kept per catalogue snapshot. They are the same for every caller, and players page
 * and search the same lists, so most are asked for again. A page of 15 games takes about 11 KB
 * with its JSON; pages over 30 games (the site asks 5 to 15) are built each time, so the kept
 * answers stay under about 45 MB whatever callers ask.
 */
const ANSWERS_PER_SNAPSHOT = 2000;
const KEPT_PAGE_SIZE_MAX = 30;

/** What a lobby page filters on; all set conditions must hold. */
type GameFilter = {
  gameType?: GameType | undefined;
  vendorCode?: string | undefined;
  gameClassify?: string | undefined;
  hot?: boolean;
  isNew?: boolean;
  /** Normalised (catalogue-search.ts), matched against every language's name. */
  search?: string | undefined;
  /** Vendor tiles (is_game VASSALAGE) are left out of a vendor's own list. */
  gamesOnly?: boolean;
};

const matches = (filter: GameFilter) => (game: ListedGame) =>
  (!filter.gameType || game.gameType === filter.gameType) &&
  (!filter.vendorCode || game.vendorCode === filter.vendorCode) &&
  (!filter.gameClassify || game.gameClassify === filter.gameClassify) &&
  (!filter.hot || game.isHot) &&
  (!filter.isNew || game.isNew) &&
  (!filter.gamesOnly || game.isGame === 'GAME') &&
  (!filter.search || game.searchText.includes(filter.search));

/** Listed games passing the filter, in lobby order. */
const select = (snapshot: CatalogueSnapshot, filter: GameFilter): ListedGame[] => {
  const types = filter.gameType ? [filter.gameType] : snapshot.menus.sortingVendor;
  // What the list chosen below has not already decided.
  const rest = { ...filter, gameType: undefined, vendorCode: undefined, search: undefined };
  const narrowed = rest.gameClassify || rest.hot || rest.isNew || rest.gamesOnly;
  const perType = types.map((type) => {
    const list = filter.vendorCode
      ? snapshot.listedByVendor.get(`${type}:${filter.vendorCode}`)
      : snapshot.listedByType.get(type);
    if (!list) return [];
    const candidates = filter.search
      ? searchList(list, filter.search)
      : filter.hot
        ? list.hot
        : filter.isNew
          ? list.fresh
          : list.games;
    return narrowed ? candidates.filter(matches(rest)) : candidates;
  });
  // One type is the common case: its list as it is, not a 10,000-element copy (flatMap's cost).
  return perType.length === 1 ? perType[0]! : perType.flat();
};

export type GamesServiceDeps = {
  repository: GamesRepository;
  settings: {
    getSetting(key: 'imageCDNs' | 'launchGameCDNs'): Promise<string[]>;
    getSetting(key: 'hotGames'): Promise<HotRule & { windowDays: number }>;
  };
  /**
   * Where the games' vendor (the studio) answers: a launch opens its game page there unless the
   * operator set launch CDNs, and its artwork is read from there.
   */
  vendorUrl: string;
  /** The seamless wallet's launch tokens, for the vendor that serves the game. */
  launcher: {
    createLaunchToken(input: { memberId: string; vendorCode: string; gameCode: string }): Promise<string>;
  };
  /** The seamless wallet's rounds: what the winners board and the hot labels are made of. */
  wins: {
    /** Each player's best net win (payout minus stake of one round) per game, largest first. */
    bestNetWins(
      since: Date,
      limit: number,
    ): Promise<Array<{ memberId: string; gameCode: string; amount: number }>>;
    /** Games by rounds played since a time, most first. */
    mostPlayed(since: Date, limit: number): Promise<Array<{ gameCode: string; rounds: number }>>;
  };
  players: { nicknameOf(memberId: string): Promise<string | null> };
  /**
   * The jurisdiction profile's products (docs/decisions/0015-jurisdiction-profile.md): a game it
   * does not offer is left out of every answer and refused at launch. Absent: every game.
   */
  products?: {
    gameFilter(): Promise<
      (game: { gameType: string; gameClassify: string | null; rtpBp: number | null }) => boolean
    >;
  };
  /** The lottery vendor's published games and opened numbers; by default read from `vendorUrl`. */
  lotteryFeed?: LotteryFeedReader;
  now?: () => Date;
  random?: () => number;
};

/** What a launch of a lottery game carries besides the game (the spec's lottery launch payload). */
export type LotteryLaunchInput = Pick<LaunchGameRequest, 'lottoPrizeMode' | 'lottoView' | 'backUrl'> & {
  device: string;
};

export const createGamesService = (deps: GamesServiceDeps) => {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());
  const random = deps.random ?? Math.random;
  const cache = createInstanceCache<unknown>({ maxEntries: 100, now: () => now().getTime() });
  const cached = async <T>(key: string, ttl: number, load: () => Promise<T>): Promise<T> => {
    const hit = cache.get(key) as T | undefined;
    if (hit !== undefined) return hit;
    return cache.set(key, await load(), now().getTime() + ttl) as T;
  };
  /** Recent play per game code, read again every HOT_REFRESH_MS (not per snapshot or request). */
  const gameFilter = () => deps.products?.gameFilter() ?? Promise.resolve(() => true);
  const recentPlay = () =>
    cached('hot:played', HOT_REFRESH_MS, async () => {
      const rule = await deps.settings.getSetting('hotGames');
      const since = new Date(now().getTime() - rule.windowDays * 86_400_000);
      const played = await deps.wins.mostPlayed(since, HOT_READ_LIMIT);
      return {
        rule,
        played: new Map(played.map((entry) => [entry.gameCode, entry.rounds])),
      };
    });
  const catalogue = createCatalogueCache({
    load: async () => {
      const [rows, hot, offered] = await Promise.all([
        repository.loadCatalogue(),
        recentPlay(),
        gameFilter(),
      ]);
      // A product the profile leaves out is not in the snapshot at all: no menu, lobby, hot list,
      // search, favourite or recent list, nor the winners board, can show it.
      return snapshotOf({ ...rows, games: rows.games.filter(offered) }, hot);
    },
    maxAgeMs: CATALOGUE_MAX_AGE_MS,
    now: () => now().getTime(),
  });

  /**
   * The lobby answers (pages, hot lists) asked of the current snapshot; a new snapshot starts an
   * empty set. Routes send a kept answer's JSON as it was built the first time (route registry:
   * reusesValues), so a kept answer is never changed.
   */
  let kept: { of: CatalogueSnapshot; answers: ReturnType<typeof createInstanceCache<object>> } | null = null;
  const keptAnswer = <T extends object>(snapshot: CatalogueSnapshot, key: unknown[], build: () => T): T => {
    if (kept?.of !== snapshot) {
      kept = { of: snapshot, answers: createInstanceCache({ maxEntries: ANSWERS_PER_SNAPSHOT }) };
    }
    const id = JSON.stringify(key);
    return (kept.answers.get(id) as T | undefined) ?? (kept.answers.set(id, build()) as T);
  };

  /** One image base per answer: the browser keeps one connection to it. */
  const imageBase = async () => onRandomBase(await deps.settings.getSetting('imageCDNs'), '', random);

  const toGame = (game: ListedGame, language: SupportedLanguage, base: string): Game => {
    const name = game.names[language] ?? game.displayName;
    return {
      nodeId: String(game.nodeId),
      gameType: game.gameType as GameType,
      gameCode: game.gameCode,
      gameName: name,
      nodeName: name,
      displayName: game.displayName,
      vassalage: game.vendorCode,
      vendorName: game.vendorName,
      gameClassify: isGameClass(game.gameClassify) ? game.gameClassify : null,
      iconUrl:
        game.isGame === 'VASSALAGE'
          ? `${base}${vendorLogoPath(game.vendorCode)}`
          : `${base}${gameIconPath(game.vendorCode, game.gameCode)}`,
      isGame: game.isGame,
      isHot: game.isHot ? 1 : 0,
      isNew: game.isNew ? 1 : 0,
      freePlay: game.freePlay,
      rtp: game.rtpBp === null ? null : game.rtpBp / 100,
    };
  };
  const toGames = async (games: ListedGame[], language: SupportedLanguage) => {
    const base = await imageBase();
    return games.map((game) => toGame(game, language, base));
  };

  /** Vendor logos on this answer's image base. */
  const withLogos = (vendors: GameVendor[], base: string) =>
    vendors.map((vendor) => ({ ...vendor, logoUrl: `${base}${vendor.logoUrl}` }));

  const lottery = createLotteryMenus({
    feed: deps.lotteryFeed ?? createLotteryFeedReader({ vendorUrl: deps.vendorUrl }),
    shownGame: async () => {
      const { byCode, vendors } = await catalogue.current();
      return (gameCode) => {
        const game = byCode.get(gameCode);
        return game && game.isGame === 'GAME' && isShown(game, vendors.get(game.vendorCode)) ? game : null;
      };
    },
    present: toGames,
    recentNodeIds: (memberId) => repository.recentIds(memberId, RECENT_LIMIT),
  });

  /**
   * The lottery launch payload (spec section 3) for a LOTT or ELOTT game the lottery vendor lists:
   * lottoArea VN, launchMode LOTT, the prize mode (the one asked, which must be the game's, else
   * the game's own), the game code, the view (betting unless the lobby is asked), the device and
   * the back address; the language travels as `lang`. Null for any other game. While the vendor's
   * feed cannot be read, the prize mode is left for the vendor to default (it knows its games).
   */
  const lotteryLaunchParams = async (
    game: { gameCode: string; gameType: string },
    input: LotteryLaunchInput,
  ): Promise<Record<string, string> | null> => {
    if (game.gameType !== 'LOTT' && game.gameType !== 'ELOTT') return null;
    const listed = await lottery.launchable(game.gameCode).catch(() => undefined);
    if (listed === null) return null;
    if (input.lottoPrizeMode && listed && !listed.prizeModes.includes(input.lottoPrizeMode)) {
      throw new AppError('lottery-launch-invalid', { value: { lottoPrizeMode: input.lottoPrizeMode } });
    }
    const prizeMode = input.lottoPrizeMode ?? listed?.prizeModes[0];
    return {
      lottoArea: 'VN',
      launchMode: 'LOTT',
      ...(prizeMode ? { lottoPrizeMode: prizeMode } : {}),
      lottoGameCode: game.gameCode,
      lottoView: input.lottoView ?? 'betting',
      device: input.device,
      ...(input.backUrl ? { backUrl: input.backUrl } : {}),
    };
  };

  /** A member's own list (recent or favourite ids, in their order), filtered. */
  const ownList = async (ids: number[], filter: GameFilter): Promise<ListedGame[]> => {
    const { byNodeId, vendors } = await catalogue.current();
    const keep = matches(filter);
    // A game no longer launchable (or disabled) stays in the member's list but is not shown.
    return ids
      .map((id) => byNodeId.get(id))
      .filter((game): game is ListedGame =>
        Boolean(game && game.isGame === 'GAME' && isShown(game, vendors.get(game.vendorCode)) && keep(game)),
      );
  };

  const parseNodeId = (nodeId: string): number => {
    const id = /^\d{1,15}$/u.test(nodeId) ? Number(nodeId) : Number.NaN;
    if (!Number.isSafeInteger(id)) throw new AppError('game-not-found');
    return id;
  };

  /** An enabled, launchable game, or the refusal a player should see. */
  const playableGame = async (nodeId: string) => {
    const found = await repository.findGame(parseNodeId(nodeId));
    if (!found || found.game.isGame !== 'GAME') throw new AppError('game-not-found');
    // A game no launch opens is under maintenance whatever the profile says (it declares no RTP
    // either, which a profile requiring one would otherwise give as the reason).
    if (!found.game.enabled || !found.vendor.enabled || !found.game.launchable) {
      throw new AppError('game-maintenance');
    }
    if (!(await gameFilter())(found.game)) throw new AppError('product-unavailable');
    return { game: found.game, provider: found.vendor.provider };
  };

  return {
    async gameMenus(): Promise<GameMenusResponse> {
      const { sortingVendor, vendors } = (await catalogue.current()).menus;
      const base = await imageBase();
      return {
        sortingVendor,
        mappingVendor: Object.fromEntries(
          sortingVendor.map((type) => [type, withLogos(vendors.get(type)!, base)]),
        ),
      };
    },

    async newGameVendor(): Promise<NewGameVendorResponse> {
      const { sortingVendor, vendors } = (await catalogue.current()).menus;
      const base = await imageBase();
      return {
        data: {
          lanes: sortingVendor.map((type) => ({
            gameCategory: type,
            vendors: withLogos(vendors.get(type)!, base),
          })),
        },
      };
    },

    async vassGameType(vassalage: string): Promise<VassGameTypeResponse> {
      const { sortingVendor, vendors } = (await catalogue.current()).menus;
      const list = sortingVendor.flatMap((gameType) =>
        (vendors.get(gameType) ?? [])
          .filter((vendor) => vendor.vassalage === vassalage)
          .map((vendor) => ({ gameType, classes: vendor.classes, gameCount: vendor.gameCount })),
      );
      const vendor = [...vendors.values()].flat().find((entry) => entry.vassalage === vassalage);
      if (!vendor) throw new AppError('not-found');
      return { vassalage, displayName: vendor.displayName, list };
    },

    async gameList(
      input: GameListRequest & { pageNo: number; pageSize: number },
      principal: Principal | null,
      language: SupportedLanguage,
    ): Promise<GameListResponse> {
      const classify = input.gameClassify ?? 'ALL';
      const filter: GameFilter = {
        gameType: classify === 'INHOUSE' ? 'INHOUSE' : input.gameType,
        vendorCode: input.vassalage || undefined,
        gamesOnly: Boolean(input.vassalage),
        gameClassify: isGameClass(classify) ? classify : undefined,
        hot: classify === 'HOT',
        isNew: classify === 'NEW' || input.isNew === true || input.isNew === 1,
        search: input.gameName ? normaliseSearch(input.gameName) || undefined : undefined,
      };
      const pageOf = (selected: ListedGame[], base: string): GameListResponse => {
        const offset = (input.pageNo - 1) * input.pageSize;
        return {
          games: selected.slice(offset, offset + input.pageSize).map((game) => toGame(game, language, base)),
          pageNo: input.pageNo,
          totalPages: Math.ceil(selected.length / input.pageSize),
          totalCount: selected.length,
        };
      };
      if (classify === 'RECENT' || classify === 'FAV') {
        const memberId = memberIdOf(principal);
        const ids =
          classify === 'RECENT'
            ? await repository.recentIds(memberId, RECENT_LIMIT)
            : await repository.favoriteIds(memberId, FAVORITES_LIMIT);
        return pageOf(await ownList(ids, filter), await imageBase());
      }
      const snapshot = await catalogue.current();
      const base = await imageBase();
      if (input.pageSize > KEPT_PAGE_SIZE_MAX) return pageOf(select(snapshot, filter), base);
      return keptAnswer(snapshot, ['page', language, base, input.pageNo, input.pageSize, filter], () =>
        pageOf(select(snapshot, filter), base),
      );
    },

    async hotGames(input: HotGamesRequest, language: SupportedLanguage): Promise<{ list: Game[] }> {
      const snapshot = await catalogue.current();
      const base = await imageBase();
      const vendorCode = input.vassalage || undefined;
      return keptAnswer(snapshot, ['hot', language, base, input.gameType, vendorCode], () => {
        const types = input.gameType ? [input.gameType] : snapshot.menus.sortingVendor;
        const list = types.flatMap((gameType) =>
          select(snapshot, { gameType, vendorCode, hot: true, gamesOnly: true }).slice(0, HOT_PER_TYPE),
        );
        return { list: list.map((game) => toGame(game, language, base)) };
      });
    },

    async favoriteIds(principal: Principal | null): Promise<FavoriteIdsResponse> {
      const ids = await repository.favoriteIds(memberIdOf(principal), FAVORITES_LIMIT);
      return { favGameIds: ids.map(String) };
    },

    async favoriteList(
      principal: Principal | null,
      input: FavoriteListRequest & { pageNo: number; pageSize: number },
      language: SupportedLanguage,
    ): Promise<FavoriteListResponse> {
      const ids = await repository.favoriteIds(memberIdOf(principal), FAVORITES_LIMIT);
      const all = await ownList(ids, { gameType: input.gameType, vendorCode: input.vassalage || undefined });
      const offset = (input.pageNo - 1) * input.pageSize;
      return {
        content: await toGames(all.slice(offset, offset + input.pageSize), language),
        pageNum: input.pageNo,
        totalPages: Math.ceil(all.length / input.pageSize),
        totalCount: all.length,
      };
    },

    /** Idempotent: adding a favourite twice keeps one. Only games that exist and are enabled. */
    async addFavorite(
      principal: Principal | null,
      input: FavoriteToggleRequest,
    ): Promise<FavoriteToggleResponse> {
      const memberId = memberIdOf(principal);
      const found = await repository.findGame(parseNodeId(input.nodeId));
      if (!found || found.game.isGame !== 'GAME' || !isShown(found.game, found.vendor)) {
        throw new AppError('game-not-found');
      }
      if (!(await gameFilter())(found.game)) throw new AppError('product-unavailable');
      // Spec section 9: favourites up to 999; the 1000th is refused, nothing changes.
      const added = await repository.addFavorite(memberId, found.game.nodeId, FAVORITES_LIMIT);
      if (added === 'full') throw new AppError('favorites-limit-reached');
      return { nodeId: String(found.game.nodeId), favorite: true };
    },

    /** Idempotent: removing a game that is not a favourite succeeds and changes nothing. */
    async removeFavorite(
      principal: Principal | null,
      input: FavoriteToggleRequest,
    ): Promise<FavoriteToggleResponse> {
      const memberId = memberIdOf(principal);
      const nodeId = parseNodeId(input.nodeId);
      await repository.removeFavorite(memberId, nodeId);
      return { nodeId: String(nodeId), favorite: false };
    },

    async recentGames(
      principal: Principal | null,
      input: RecentGamesRequest & { page: number; pageSize: number },
      language: SupportedLanguage,
    ): Promise<RecentGamesResponse> {
      const ids = await repository.recentIds(memberIdOf(principal), RECENT_LIMIT);
      const all = await ownList(ids, { gameType: input.gameType, vendorCode: input.vassalage || undefined });
      const offset = (input.page - 1) * input.pageSize;
      return {
        list: await toGames(all.slice(offset, offset + input.pageSize), language),
        totalPages: Math.ceil(all.length / input.pageSize),
      };
    },

    /**
     * The winners board: net wins (payout minus stake of one round) of the last days on games a
     * player may open, one row per player (their best), largest first, names masked.
     */
    async rankList(
      input: RankListRequest & { limitNum: number },
      language: SupportedLanguage,
    ): Promise<RankListResponse> {
      const category = input.gameCategory ?? 'ALL';
      const board = await cached(`rank:${category}`, RANK_CACHE_MS, async () => {
        const since = new Date(now().getTime() - RANK_WINDOW_DAYS * 86_400_000);
        // Rows come per player and game; other categories' and repeat players' rows are dropped
        // after the read, so read more than the board shows.
        const wins = await deps.wins.bestNetWins(since, RANK_READ_LIMIT);
        const { byCode, vendors } = await catalogue.current();
        const seen = new Set<string>();
        const entries: Array<{ win: (typeof wins)[number]; game: ListedGame }> = [];
        for (const win of wins) {
          const game = byCode.get(win.gameCode);
          if (!game || !isShown(game, vendors.get(game.vendorCode)) || win.amount <= 0) continue;
          if (category !== 'ALL' && game.gameType !== category) continue;
          if (seen.has(win.memberId)) continue;
          seen.add(win.memberId);
          entries.push({ win, game });
          if (entries.length === RANK_SIZE) break;
        }
        return Promise.all(
          entries.map(async ({ win, game }) => ({
            customerName: maskWinnerName((await deps.players.nicknameOf(win.memberId)) || '**'),
            game,
            winAmount: win.amount,
          })),
        );
      });
      const base = await imageBase();
      return {
        list: board.slice(0, input.limitNum).map((entry) => {
          const game = toGame(entry.game, language, base);
          return {
            customerName: entry.customerName,
            iconUrl: game.iconUrl,
            gameName: game.gameName,
            vassalage: game.vassalage,
            winAmount: entry.winAmount,
          };
        }),
      };
    },

    /**
     * A launch URL for the game on a launch CDN. A real account gets a one-time launch token the
     * vendor exchanges at the seamless wallet; a trial account gets play money only (no token, so
     * no wallet call can ever carry its session) and only for free-play games.
     */
    async launch(
      principal: Principal | null,
      input: LaunchGameRequest,
      language: SupportedLanguage,
      device = 'desktop',
      mode: 'account' | 'freePlay' = 'account',
    ): Promise<LaunchGameResponse> {
      const memberId = memberIdOf(principal);
      const trial = isTrialType(principal!.type);
      // GCS_gameLaunchFB (mode freePlay) always opens play money, for a trial account or a member
      // trying a game; /wps/game/launchGame plays the account's own money.
      const demo = trial || mode === 'freePlay';
      const { game, provider } = await playableGame(input.nodeId);
      if (demo && !game.freePlay)
        throw new AppError(trial ? 'in-need-true-account' : 'operation-not-allowed');
      // Checked before a launch token is made or the game becomes a recent one.
      const lotteryParams = await lotteryLaunchParams(game, { ...input, device: input.device ?? device });
      // The game's type tells the vendor which client to open (the studio plays RNG as slots).
      const params = new URLSearchParams({
        game: game.gameCode,
        type: game.gameType,
        lang: language,
        mode: demo ? 'demo' : 'real',
        ...lotteryParams,
      });
      if (!demo) {
        params.set(
          'token',
          await deps.launcher.createLaunchToken({ memberId, vendorCode: provider, gameCode: game.gameCode }),
        );
      }
      await repository.touchRecent(memberId, game.nodeId, now());
      // An empty launch CDN (the default) is the vendor's own address.
      const bases = (await deps.settings.getSetting('launchGameCDNs')).map((base) => base || deps.vendorUrl);
      return {
        url: onRandomBase(bases, `/studio/play?${params.toString()}`, random),
        nodeId: String(game.nodeId),
        gameName: game.names[language] ?? game.displayName,
        vassalage: game.vendorCode,
        demo,
      };
    },

    /**
     * The vendor's address of a listed game's artwork, or null for a game or brand the catalogue
     * does not list (the art routes forward only what the catalogue lists).
     */
    async artUrlOf(vendorCode: string, gameCode: string): Promise<string | null> {
      const game = (await catalogue.current()).byCode.get(gameCode);
      return game?.vendorCode === vendorCode
        ? `${deps.vendorUrl}${VENDOR_ART_PATHS.game(vendorCode, gameCode)}`
        : null;
    },
    async brandArtUrlOf(code: string): Promise<string | null> {
      return (await catalogue.current()).vendors.has(code)
        ? `${deps.vendorUrl}${VENDOR_ART_PATHS.brand(code)}`
        : null;
    },
    /** The lottery's menus and opened numbers (lottery-menus.ts). */
    lottery,
    /** Drops this instance's copy of the catalogue (after an import), so lists follow at once. */
    invalidateCatalogue() {
      catalogue.invalidate();
    },

    /**
     * The catalogue game type (RNG: slots, LIVE, FISH…) of each game code a round names, for rewards
     * given per category (a rebate's rates, a mission's rounds). A code the catalogue does not know
     * is left out.
     */
    async gameTypesOf(gameCodes: readonly string[]): Promise<Map<string, string>> {
      const rows = await repository.gameTypesOf(gameCodes);
      return new Map(rows.map((row) => [row.gameCode, row.gameType]));
    },

    /**
     * What records show instead of codes: each game's name in the reader's language and the name
     * of the vendor it is listed under, by game code (unique in the catalogue; the seamless vendor
     * that reported the bet may be an aggregator, such as the studio for its brands); vendors
     * alone by code. A code the catalogue does not know is left out; the caller falls back to it.
     */
    async labelsOf(
      items: ReadonlyArray<{ vendor: string; gameCode: string }>,
      language: SupportedLanguage,
    ): Promise<{
      games: Map<string, { gameName: string; vendorName: string; nodeId: string }>;
      vendors: Map<string, string>;
    }> {
      const [games, vendors] = await Promise.all([
        repository.labelsOf(items.map((item) => item.gameCode)),
        repository.vendorNamesOf(items.map((item) => item.vendor)),
      ]);
      return {
        games: new Map(
          games.map((game) => [
            game.gameCode,
            {
              gameName: game.names[language] || game.displayName,
              vendorName: game.vendorName,
              nodeId: String(game.nodeId),
            },
          ]),
        ),
        vendors: new Map(vendors.map((vendor) => [vendor.code, vendor.displayName])),
      };
    },
  };
};

export type GamesService = ReturnType<typeof createGamesService>;
