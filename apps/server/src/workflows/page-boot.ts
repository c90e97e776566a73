import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyRequest } from 'fastify';
import {
  ANNOUNCEMENTS_PER_PAGE,
  AnnouncementsResponse,
  DEFAULT_LANGUAGE,
  GameListResponse,
  GameMenusResponse,
  HOME_NOTICE_TYPES,
  LOBBY_PAGING,
  NOTICE_PLATFORM,
  SYSTEM_STATUS,
  SystemStatusResponse,
  categoriesWithVendors,
  landingPageOf,
  lobbyCategoryForPath,
  shownHomeBanners,
  type LandingPage,
} from '@platform/contracts';
import { createInstanceCache } from '@platform/server-kit';
import type { GamesService } from '../modules/games/index.js';
import type { MessagingService } from '../modules/messaging/index.js';
import type { SystemService } from '../modules/system/index.js';
import type { PageBoot, PagePreload } from '../plugins/page-document.js';

export type PageBootOptions = {
  system: Pick<SystemService, 'getStatus'>;
  messaging: Pick<MessagingService, 'listAnnouncements'>;
  games: Pick<GamesService, 'gameMenus' | 'gameList'>;
  /** The scripts and stylesheets of the page an address opens on, beyond index.html's (web build). */
  landingPreloads: (pathname: string) => readonly PagePreload[];
  now?: () => number;
};

/** The tiles of a lobby's first screen on a phone (two rows of three); their art is preloaded. */
const FIRST_SCREEN_TILES = 6;

/** As long as the public cache of the menus and announcements answers (their routes). */
const PUBLIC_ANSWERS_KEPT_MS = 30_000;

/** The answers a visit's page carries that are the same for every visitor. */
type PublicAnswers = { gameMenus: GameMenusResponse; announcements: AnnouncementsResponse };

/**
 * What the site's page carries for one visit (plugins/page-document.ts): the start-up status the
 * app would ask for first, the game menus every page's side menu and footer need, on the home
 * page its announcements (banners and notices), and as preloads the landing page's scripts and
 * the home's first banner. A lobby opened without filters also carries its first page of games.
 *
 * The page is written before the server knows the visitor's language (the app keeps it in the
 * browser), so it is written in the default one; the app uses the answers only when its language
 * is that one (apps/web/src/lib/boot-data.ts). The status is computed as the status route does,
 * from the visitor's address, so maintenance and a region block arrive with the page. Every
 * answer goes through its route's response schema, so the page carries what the route would send.
 */
export const createPageBoot = (options: PageBootOptions) => {
  // The menus and announcements are the same for every visitor and publicly cached for 30 s by
  // their routes: looked up once per 30 s per instance, not on every visit (drawing and hashing
  // the banners' artwork is not free).
  const publicAnswers = createInstanceCache<PublicAnswers>({ maxEntries: 1, now: options.now });
  const now = options.now ?? Date.now;
  const cachedPublicAnswers = async () => {
    const kept = publicAnswers.get(DEFAULT_LANGUAGE);
    if (kept !== undefined) return kept;
    const [gameMenus, announcements] = await Promise.all([
      options.games.gameMenus().then((answer) => GameMenusResponse.parse(answer)),
      options.messaging
        .listAnnouncements(
          {
            types: HOME_NOTICE_TYPES,
            platform: NOTICE_PLATFORM,
            language: DEFAULT_LANGUAGE,
            pageNo: 1,
            pageSize: ANNOUNCEMENTS_PER_PAGE,
          },
          DEFAULT_LANGUAGE,
        )
        .then((answer) => AnnouncementsResponse.parse(answer)),
    ]);
    return publicAnswers.set(DEFAULT_LANGUAGE, { gameMenus, announcements }, now() + PUBLIC_ANSWERS_KEPT_MS);
  };

  return async (request: FastifyRequest): Promise<PageBoot> => {
    const language = DEFAULT_LANGUAGE;
    const pathname = request.url.split('?')[0] ?? '/';
    // Through the route's own schema, as the status route sends it: settings the contract does not
    // list never reach the page.
    const status = SystemStatusResponse.parse(await options.system.getStatus(request.ip, language));
    const logoText = status.info.brand.logoText;
    if (status.status !== SYSTEM_STATUS.normal) return { data: { language, status }, preloads: [], logoText };

    const { gameMenus, announcements } = await cachedPublicAnswers();
    const preloads = [...options.landingPreloads(pathname)];
    const landing = landingPageOf(pathname);
    if (landing === 'lobby') {
      const lobby = await firstLobbyPage(options.games, pathname, request.url);
      if (!lobby) return { data: { language, status, gameMenus }, preloads, logoText };
      // The largest things a lobby paints are its first tiles: their art is fetched with the
      // page's scripts instead of once the scripts have drawn the grid.
      preloads.unshift(
        ...lobby.page.games
          .slice(0, FIRST_SCREEN_TILES)
          .map((game): PagePreload => ({ href: game.iconUrl, as: 'image' })),
      );
      return { data: { language, status, gameMenus, lobby }, preloads, logoText };
    }
    if (landing !== 'home') return { data: { language, status, gameMenus }, preloads, logoText };
    // The largest thing the home page paints, fetched with the page's scripts: the same rule as
    // the home page picks it by, so it is the banner the visitor sees.
    const banner = shownHomeBanners(announcements.banners, categoriesWithVendors(gameMenus))[0];
    if (!banner) return { data: { language, status, gameMenus, announcements }, preloads, logoText };
    preloads.unshift({ href: banner.url, as: 'image' });
    const hero = { src: banner.url, alt: banner.title };
    return { data: { language, status, gameMenus, announcements }, preloads, logoText, hero };
  };
};

/**
 * The first page of games of a lobby opened without filters (/rng, not /rng?vassalage=…), as the
 * lobby asks for it (apps/web lib/catalogue/get-game-list.ts): the same for every visitor, member
 * or not, and kept by the games service per catalogue snapshot.
 */
const firstLobbyPage = async (games: PageBootOptions['games'], pathname: string, url: string) => {
  const gameType = lobbyCategoryForPath(pathname);
  if (!gameType || url.includes('?')) return undefined;
  const answer = await games.gameList(
    { gameType, pageNo: 1, pageSize: LOBBY_PAGING.pageSize },
    null,
    DEFAULT_LANGUAGE,
  );
  return { gameType, page: GameListResponse.parse(answer) };
};

/** Written by the web build beside index.html (apps/web/vite-landing-preloads.ts). */
const LANDING_PRELOADS_FILE = 'landing-preloads.json';

/**
 * The landing pages' scripts and stylesheets of the built site, by address. Without the file (a
 * site built before it existed, or no site) nothing is preloaded; the app still fetches them itself.
 */
export const readLandingPreloads = (webDist: string): ((pathname: string) => readonly PagePreload[]) => {
  const file = resolve(webDist, LANDING_PRELOADS_FILE);
  const listed: Partial<Record<LandingPage, string[]>> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<LandingPage, string[]>>)
    : {};
  const preloads = Object.fromEntries(
    Object.entries(listed).map(([landing, files]) => [
      landing,
      files.map((href): PagePreload => ({ href, as: href.endsWith('.css') ? 'style' : 'script' })),
    ]),
  ) as Partial<Record<LandingPage, PagePreload[]>>;
  return (pathname) => {
    const landing = landingPageOf(pathname);
    return (landing && preloads[landing]) || [];
  };
};
