import {
  LOTTERY_PRIZE_MODES,
  VN_LOTTO_ACCOUNT_TYPE,
  type Game,
  type GameOpenedNumeroResponse,
  type LotteryMenuGame,
  type LotteryOpenedDraw,
  type LotteryPrizeMode,
  type OpenedGame,
  type OpenedNumbersResponse,
  type SupportedLanguage,
  type VendorLotteryGame,
  type VnGameMenuResponse,
  type VnRecentGamesResponse,
} from '@platform/contracts';
import { AppError } from '@platform/server-kit';
import type { ListedGame } from './games.repository.js';
import type { LotteryFeedReader } from './lottery-feed.js';

/** A lottery game the site may show: its catalogue entry (launchable now) and the vendor's feed entry. */
type LotteryEntry = { listed: ListedGame; vendor: VendorLotteryGame };

export type LotteryMenusDeps = {
  feed: LotteryFeedReader;
  /** The catalogue's game of a code when it is shown (enabled, launchable, offered), else null. */
  shownGame: () => Promise<(gameCode: string) => ListedGame | null>;
  /** Catalogue games as every list answers them (names in the language, artwork on the CDN). */
  present: (games: ListedGame[], language: SupportedLanguage) => Promise<Game[]>;
  recentNodeIds: (memberId: string) => Promise<number[]>;
};

/**
 * The lottery's menus and opened numbers (docs/lottery.md, "The platform's menus and calls"): the
 * vendor's lottery feed joined with the catalogue, so a game appears only while a launch opens it
 * (the lottery unpublished, the catalogue marks none launchable and the feed lists none).
 */
export const createLotteryMenus = (deps: LotteryMenusDeps) => {
  /** The launchable lottery games, in the vendor's order. */
  const entries = async (): Promise<{ serverTime: number; games: LotteryEntry[] }> => {
    const [{ serverTime, games }, shown] = await Promise.all([deps.feed.games(), deps.shownGame()]);
    const kept: LotteryEntry[] = [];
    for (const vendor of games) {
      const listed = shown(vendor.gameCode);
      if (listed && listed.gameType === vendor.gameType) kept.push({ listed, vendor });
    }
    return { serverTime, games: kept };
  };

  const menuGames = async (
    games: ReadonlyArray<{ entry: LotteryEntry; prizeMode: LotteryPrizeMode }>,
    language: SupportedLanguage,
  ): Promise<LotteryMenuGame[]> => {
    const shown = await deps.present(
      games.map(({ entry }) => entry.listed),
      language,
    );
    return games.map(({ entry, prizeMode }, index) => {
      const game = shown[index]!;
      return {
        nodeId: game.nodeId,
        gameCode: game.gameCode,
        gameName: game.gameName,
        vassalage: game.vassalage,
        gameType: entry.vendor.gameType,
        iconUrl: game.iconUrl,
        lottoPrizeMode: prizeMode,
        product: entry.vendor.game.product,
        nextDraw: entry.vendor.nextDraw,
      };
    });
  };

  const openedGame = (
    entry: LotteryEntry,
    game: Game,
    prizeMode: LotteryPrizeMode,
    opened: LotteryOpenedDraw[],
  ): OpenedGame => ({
    nodeId: game.nodeId,
    gameCode: game.gameCode,
    gameName: game.gameName,
    lottoPrizeMode: prizeMode,
    product: entry.vendor.game.product,
    opened,
  });

  const ownMode = (entry: LotteryEntry) => entry.vendor.prizeModes[0]!;

  return {
    /** The launchable lottery game of a code with the prize modes a launch may name; null otherwise. */
    async launchable(gameCode: string): Promise<VendorLotteryGame | null> {
      const { games } = await entries();
      return games.find((entry) => entry.listed.gameCode === gameCode)?.vendor ?? null;
    },

    /** GET /lgw/vn/games/game_menu: the games under each prize mode that has any, in the spec's order. */
    async gameMenu(language: SupportedLanguage): Promise<VnGameMenuResponse> {
      const { games } = await entries();
      const gameMenus = [];
      for (const prizeMode of LOTTERY_PRIZE_MODES) {
        const under = games.filter((entry) => entry.vendor.prizeModes.includes(prizeMode));
        if (under.length === 0) continue;
        gameMenus.push({
          prizeMode,
          games: await menuGames(
            under.map((entry) => ({ entry, prizeMode })),
            language,
          ),
        });
      }
      return {
        prizeMode: gameMenus.map((menu) => menu.prizeMode),
        vnLotteryMenus: { gameMenus, accountTypeName: VN_LOTTO_ACCOUNT_TYPE },
      };
    },

    /** GET /lgw/vn/games/game_menu/recent: the member's launched lottery games, most recent first. */
    async recent(memberId: string, language: SupportedLanguage): Promise<VnRecentGamesResponse> {
      const [ids, { games }] = await Promise.all([deps.recentNodeIds(memberId), entries()]);
      const byNode = new Map(games.map((entry) => [entry.listed.nodeId, entry]));
      const mine = ids.flatMap((id) => {
        const entry = byNode.get(id);
        return entry ? [{ entry, prizeMode: ownMode(entry) }] : [];
      });
      return { list: await menuGames(mine, language) };
    },

    /**
     * GET /lgw/vn/numeros/opened/game: each launchable game's latest opened draws, of one prize
     * mode or one game when asked (a game that is not a launchable lottery game is not found).
     */
    async opened(
      query: { lottoPrizeMode?: LotteryPrizeMode | undefined; lottoGameCode?: string | undefined },
      language: SupportedLanguage,
    ): Promise<OpenedNumbersResponse> {
      const { serverTime, games } = await entries();
      const chosen = games.filter(
        (entry) =>
          (!query.lottoPrizeMode || entry.vendor.prizeModes.includes(query.lottoPrizeMode)) &&
          (!query.lottoGameCode || entry.listed.gameCode === query.lottoGameCode),
      );
      if (query.lottoGameCode && chosen.length === 0) throw new AppError('game-not-found');
      const shown = await deps.present(
        chosen.map((entry) => entry.listed),
        language,
      );
      return {
        serverTime,
        list: chosen.map((entry, index) =>
          openedGame(entry, shown[index]!, query.lottoPrizeMode ?? ownMode(entry), entry.vendor.opened),
        ),
      };
    },

    /** GET /lotto/lgw/games/opened/numero: one launchable game's last opened draws, newest first. */
    async gameOpened(gameCode: string, language: SupportedLanguage): Promise<GameOpenedNumeroResponse> {
      const { games } = await entries();
      const entry = games.find((each) => each.listed.gameCode === gameCode);
      if (!entry) throw new AppError('game-not-found');
      const history = await deps.feed.history(gameCode);
      if (!history) throw new AppError('game-not-found');
      const [game] = await deps.present([entry.listed], language);
      return {
        serverTime: history.serverTime,
        game: openedGame(entry, game!, ownMode(entry), history.opened),
      };
    },
  };
};

export type LotteryMenus = ReturnType<typeof createLotteryMenus>;
