import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  FavoriteIdsResponse,
  GameOpenedNumeroQuery,
  GameOpenedNumeroResponse,
  OpenedNumbersQuery,
  OpenedNumbersResponse,
  VnGameMenuResponse,
  VnRecentGamesResponse,
  FavoriteListRequest,
  FavoriteListResponse,
  FavoriteToggleRequest,
  FavoriteToggleResponse,
  GameListRequest,
  GameListResponse,
  GameListValue,
  GameMenusResponse,
  HotGamesRequest,
  LaunchGameRequest,
  LaunchGameResponse,
  NewGameVendorRequest,
  NewGameVendorResponse,
  RankListRequest,
  RankListResponse,
  RecentGamesRequest,
  RecentGamesResponse,
  VassGameTypeRequest,
  VassGameTypeResponse,
  type SupportedLanguage,
} from '@platform/contracts';
import { AppError, sendSvg } from '@platform/server-kit';
import { memberIdOf } from '../../plugins/route-registry.js';
import { GAME_ICON_PATH, VENDOR_LOGO_PATH } from './art-paths.js';
import type { GamesService } from './games.service.js';

/** The language a relay body names, else the request's Language header. */
const languageOf = (request: FastifyRequest, body: { language?: SupportedLanguage | undefined }) =>
  body.language ?? request.language;

/** The device a launch names when the site does not say (the lottery launch payload's `device`). */
const deviceOf = (userAgent: string | undefined): string =>
  /\b(?:Mobi|Android|iPhone|iPad|iPod)\b/u.test(userAgent ?? '') ? 'mobile' : 'desktop';

/** Artwork is generated, never changes for a code, and may be cached by CDNs and browsers. */
/** The vendor draws an image in a few milliseconds; one that takes seconds is not answering. */
const ART_TIMEOUT_MS = 5_000;
const ART_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

export const registerGamesRoutes = (app: FastifyInstance, service: GamesService): void => {
  const common = { modID: 'GCSGAME3', tags: ['games'], method: 'POST' } as const;
  const publicRoute = { ...common, token: false } as const;
  /** The catalogue changes when an operator edits it; half a minute late is harmless. */
  const catalogueCache = { publicCache: { maxAgeSeconds: 30 } } as const;
  const memberRoute = { ...common, token: true } as const;

  app.routeRegistry.add({
    ...publicRoute,
    ...catalogueCache,
    method: 'GET',
    url: '/lgw/games/game_menus',
    summary: 'Categories that have vendors, in navigation order, and each one’s vendors',
    value: GameMenusResponse,
    handler: () => service.gameMenus(),
  });
  app.routeRegistry.add({
    ...publicRoute,
    ...catalogueCache,
    readsSession: true,
    url: '/wps/relay/GCSGAME_gameList',
    summary: 'One page of a lobby: by type, vendor, class, hot, new, name; RECENT and FAV need a session',
    body: GameListRequest,
    value: GameListResponse,
    reusesValues: true,
    handler: ({ request, body, principal }) => service.gameList(body, principal, languageOf(request, body)),
  });
  app.routeRegistry.add({
    ...publicRoute,
    ...catalogueCache,
    url: '/wps/relay/GCSGAME_hotGamesV2',
    summary: 'Hot games of a category (or of every category), up to 20 each',
    body: HotGamesRequest,
    value: GameListValue,
    reusesValues: true,
    handler: ({ request, body }) => service.hotGames(body, languageOf(request, body)),
  });
  app.routeRegistry.add({
    ...publicRoute,
    ...catalogueCache,
    url: '/wps/relay/GCSGAME_newGameVendor',
    summary: 'Each category’s vendors, for the home category menu',
    body: NewGameVendorRequest,
    value: NewGameVendorResponse,
    handler: () => service.newGameVendor(),
  });
  app.routeRegistry.add({
    ...publicRoute,
    ...catalogueCache,
    url: '/wps/relay/GCSGAME_getRankList',
    summary: 'Winners board: the biggest settled wins of the last 7 days, names masked',
    body: RankListRequest,
    value: RankListResponse,
    handler: ({ request, body }) => service.rankList(body, languageOf(request, body)),
  });
  app.routeRegistry.add({
    ...memberRoute,
    trial: true,
    url: '/wps/relay/GCSGAME_getVassGameType',
    summary: 'A vendor’s game types and classes',
    body: VassGameTypeRequest,
    value: VassGameTypeResponse,
    handler: ({ body }) => service.vassGameType(body.vassalage),
  });
  app.routeRegistry.add({
    ...memberRoute,
    trial: true,
    url: '/wps/relay/MCSFE_getFavoriteGames',
    summary: 'The member’s favourite node ids (for the hearts)',
    value: FavoriteIdsResponse,
    handler: ({ principal }) => service.favoriteIds(principal),
  });
  app.routeRegistry.add({
    ...memberRoute,
    trial: true,
    url: '/wps/relay/getFavoriteGamesList',
    summary: 'The member’s favourite games, newest first',
    body: FavoriteListRequest,
    value: FavoriteListResponse,
    handler: ({ request, body, principal }) =>
      service.favoriteList(principal, body, languageOf(request, body)),
  });
  app.routeRegistry.add({
    ...memberRoute,
    url: '/wps/relay/addFavoriteGameV2',
    summary: 'Add a favourite (idempotent; real accounts only)',
    body: FavoriteToggleRequest,
    value: FavoriteToggleResponse,
    handler: ({ body, principal }) => service.addFavorite(principal, body),
  });
  app.routeRegistry.add({
    ...memberRoute,
    url: '/wps/relay/removeFavoriteGameV2',
    summary: 'Remove a favourite (idempotent; real accounts only)',
    body: FavoriteToggleRequest,
    value: FavoriteToggleResponse,
    handler: ({ body, principal }) => service.removeFavorite(principal, body),
  });
  app.routeRegistry.add({
    ...memberRoute,
    trial: true,
    url: '/wps/relay/GCS_recentGame',
    summary: 'Games the member launched, most recent first (up to 20)',
    body: RecentGamesRequest,
    value: RecentGamesResponse,
    handler: ({ request, body, principal }) =>
      service.recentGames(principal, body, languageOf(request, body)),
  });
  app.routeRegistry.add({
    ...memberRoute,
    modID: 'GAME3',
    trial: true,
    url: '/wps/game/launchGame',
    summary:
      'Launch URL with a one-time token for the game’s vendor; trial accounts play free-play games only',
    body: LaunchGameRequest,
    value: LaunchGameResponse,
    handler: ({ request, body, principal }) =>
      service.launch(principal, body, languageOf(request, body), deviceOf(request.headers['user-agent'])),
  });

  // The lottery's menus and opened numbers (docs/lottery.md, "The platform's menus and calls").
  /** The vendor's feed is read at most every 10 s; an ELOTT game draws every minute. */
  const lotteryCache = { publicCache: { maxAgeSeconds: 10 } } as const;
  const lottery = { tags: ['lottery'], method: 'GET' } as const;
  app.routeRegistry.add({
    ...lottery,
    ...lotteryCache,
    modID: 'LGW3',
    token: false,
    url: '/lgw/vn/games/game_menu',
    summary: 'The lottery games a launch opens, per prize mode (LOTT, ZY, ELOTT, SEA): vnLotteryMenus',
    value: VnGameMenuResponse,
    handler: ({ request }) => service.lottery.gameMenu(request.language),
  });
  app.routeRegistry.add({
    ...lottery,
    modID: 'LGW3',
    token: true,
    trial: true,
    url: '/lgw/vn/games/game_menu/recent',
    summary: 'The lottery games the member launched, most recent first',
    value: VnRecentGamesResponse,
    handler: ({ request, principal }) => service.lottery.recent(memberIdOf(principal), request.language),
  });
  app.routeRegistry.add({
    ...lottery,
    ...lotteryCache,
    modID: 'LGW3',
    token: false,
    url: '/lgw/vn/numeros/opened/game',
    summary: 'Each lottery game’s latest opened (drawn) numbers; of one prize mode or game when asked',
    querystring: OpenedNumbersQuery,
    value: OpenedNumbersResponse,
    handler: ({ request, query }) => service.lottery.opened(query, request.language),
  });
  app.routeRegistry.add({
    ...lottery,
    modID: 'LOTTO3',
    token: true,
    trial: true,
    url: '/lotto/lgw/games/opened/numero',
    summary: 'One lottery game’s last opened (drawn) draws, newest first',
    querystring: GameOpenedNumeroQuery,
    value: GameOpenedNumeroResponse,
    handler: ({ request, query }) => service.lottery.gameOpened(query.lottoGameCode, request.language),
  });
  app.routeRegistry.add({
    ...memberRoute,
    modID: 'GAME3',
    trial: true,
    url: '/wps/relay/GCS_gameLaunchFB',
    summary: 'Free-play launch (spec section 7): play money only, free-play games only, never a wallet token',
    body: LaunchGameRequest,
    value: LaunchGameResponse,
    handler: ({ request, body, principal }) =>
      service.launch(
        principal,
        body,
        languageOf(request, body),
        deviceOf(request.headers['user-agent']),
        'freePlay',
      ),
  });

  // Artwork: images, not API answers (no envelope, no token), like the static files. The vendor
  // draws them; this server forwards what its catalogue lists, for the image CDN in front of it.
  const forwardArt = async (reply: FastifyReply, url: string | null) => {
    if (!url) throw new AppError('not-found');
    const answer = await fetch(url, { signal: AbortSignal.timeout(ART_TIMEOUT_MS) }).catch(() => null);
    if (!answer?.ok) throw new AppError(answer?.status === 404 ? 'not-found' : 'service-unavailable');
    return sendSvg(reply, await answer.text(), ART_CACHE);
  };
  app.get<{ Params: { vendor: string; code: string } }>(
    `${GAME_ICON_PATH}/:vendor/:code.svg`,
    { schema: { hide: true } },
    async (request, reply) =>
      forwardArt(reply, await service.artUrlOf(request.params.vendor, request.params.code)),
  );
  app.get<{ Params: { code: string } }>(
    `${VENDOR_LOGO_PATH}/:code.svg`,
    { schema: { hide: true } },
    async (request, reply) => forwardArt(reply, await service.brandArtUrlOf(request.params.code)),
  );
};
