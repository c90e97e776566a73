import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyRequest } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  SYSTEM_STATUS,
  SystemStatusResponse,
  categoriesWithVendors,
  landingPageOf,
  shownHomeBanners,
  type LandingPage,
} from '@platform/contracts';
import { createInstanceCache } from '../lib/instance-cache.js';
import type { GamesService } from '../modules/games/index.js';
import type { MessagingService } from '../modules/messaging/index.js';
import type { SystemService } from '../modules/system/index.js';
import type { PageBoot, PagePreload } from '../plugins/page-document.js';

export type PageBootOptions = {
  system: Pick<SystemService, 'getStatus'>;
  messaging: Pick<MessagingService, 'listAnnouncements'>;
  games: Pick<GamesService, 'gameMenus'>;
  /** The scripts of the page an address opens on, beyond those index.html loads (web build). */
  landingScripts: (pathname: string) => readonly string[];
  now?: () => number;
};

/** As long as the announcements answer's public cache (messaging.routes.ts). */
const HOME_BANNER_KEPT_MS = 30_000;

/**
 * What the site's page carries for one visit (plugins/page-document.ts): the start-up status the
 * app would ask for first, the home's first banner and the landing page's scripts as preloads.
 *
 * The page is written before the server knows the visitor's language (the app keeps it in the
 * browser), so it is written in the default one; the app uses the status only when its language
 * is that one (apps/web/src/lib/boot-data.ts). The status is computed as the status route does,
 * from the visitor's address, so maintenance and a region block arrive with the page.
 */
export const createPageBoot = (options: PageBootOptions) => {
  // Every visit to / would otherwise list the banners (drawing and hashing each artwork) on top of
  // the home's own announcements call. Kept as long as that answer's public cache keeps it.
  const homeBanner = createInstanceCache<string | null>({ maxEntries: 1, now: options.now });
  const now = options.now ?? Date.now;
  const cachedHomeBanner = async () => {
    const kept = homeBanner.get('w_home');
    if (kept !== undefined) return kept;
    const url = (await firstHomeBanner(options)) ?? null;
    return homeBanner.set('w_home', url, now() + HOME_BANNER_KEPT_MS);
  };

  return async (request: FastifyRequest): Promise<PageBoot> => {
    const language = DEFAULT_LANGUAGE;
    const pathname = request.url.split('?')[0] ?? '/';
    // Through the route's own schema, as the status route sends it: settings the contract does not
    // list never reach the page.
    const status = SystemStatusResponse.parse(await options.system.getStatus(request.ip, language));
    const open = status.status === SYSTEM_STATUS.normal;
    const preloads: PagePreload[] = open
      ? options.landingScripts(pathname).map((href) => ({ href, as: 'script' as const }))
      : [];
    if (open && pathname === '/') {
      const banner = await cachedHomeBanner();
      if (banner) preloads.unshift({ href: banner, as: 'image' });
    }
    return { data: { language, status }, preloads, logoText: status.info.brand.logoText };
  };
};

/**
 * The image of the home carousel's first slide: the largest thing the home page paints, fetched
 * with the page's scripts instead of after them. The same rule as the home page picks it, so the
 * preload is the banner the visitor sees (a banner whose link leads nowhere is not shown).
 */
const firstHomeBanner = async ({ messaging, games }: Pick<PageBootOptions, 'messaging' | 'games'>) => {
  const [{ banners }, menus] = await Promise.all([
    messaging.listAnnouncements({ types: 'B', pageNo: 1, pageSize: 1 }, DEFAULT_LANGUAGE),
    games.gameMenus(),
  ]);
  return shownHomeBanners(banners, categoriesWithVendors(menus))[0]?.url;
};

/** Written by the web build beside index.html (apps/web/vite-landing-scripts.ts). */
const LANDING_SCRIPTS_FILE = 'landing-scripts.json';

/**
 * The landing pages' scripts of the built site, by address. Without the file (a site built before
 * it existed, or no site) no scripts are preloaded; the app still fetches them itself at start-up.
 */
export const readLandingScripts = (webDist: string): ((pathname: string) => readonly string[]) => {
  const file = resolve(webDist, LANDING_SCRIPTS_FILE);
  const scripts: Partial<Record<LandingPage, string[]>> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<LandingPage, string[]>>)
    : {};
  return (pathname) => {
    const landing = landingPageOf(pathname);
    return (landing && scripts[landing]) || [];
  };
};
