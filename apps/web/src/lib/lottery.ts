import { queryOptions, useQuery } from '@tanstack/react-query';
import { lotteryOffered, type SupportedLanguage, type VnGameMenuResponse } from '@platform/contracts';
import { apiGet } from './api-client';
import { useLobbyCategories } from './categories';
import { useLanguage } from './use-language';
import * as wire from './wire-schemas.generated';

/**
 * The lottery's menu (GET /lgw/vn/games/game_menu, docs/lottery.md): the lottery games a launch
 * opens, per prize mode, which the lottery lobby and a lottery game's page read.
 */
export const lotteryKeys = {
  all: ['lottery'] as const,
  menu: (language: SupportedLanguage) => ['lottery', 'menu', language] as const,
  opened: (language: SupportedLanguage) => ['lottery', 'opened', language] as const,
};

export const getVnGameMenu = (signal?: AbortSignal) =>
  apiGet('/lgw/vn/games/game_menu', { schema: wire.VnGameMenuResponse, signal });

export const vnGameMenuQueryOptions = (language: SupportedLanguage) =>
  queryOptions({
    queryKey: lotteryKeys.menu(language),
    queryFn: ({ signal }) => getVnGameMenu(signal),
    // The server keeps it 10 s; a game opening or closing a minute late is harmless.
    staleTime: 60_000,
  });

export const useVnGameMenu = () => useQuery(vnGameMenuQueryOptions(useLanguage()));

/** The lottery page of a game the menu lists, under its first prize mode; null when it lists none. */
export const lotteryGamePath = (menu: VnGameMenuResponse, gameCode: string): string | null => {
  const listed = menu.vnLotteryMenus.gameMenus
    .flatMap((group) => group.games)
    .find((game) => game.gameCode === gameCode);
  return listed
    ? `/lottery?${new URLSearchParams({ gameCode: listed.gameCode, lottoPrizeMode: listed.lottoPrizeMode }).toString()}`
    : null;
};

/**
 * Whether the lottery's pages lead somewhere, by the categories every page has already loaded (the
 * rule links follow, `lotteryOffered`): the side menu asks nothing more of the server for it.
 */
export const useLotteryOffered = (): boolean => lotteryOffered(useLobbyCategories());
