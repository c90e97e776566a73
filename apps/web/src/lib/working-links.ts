import type { GameType, Resource } from '@platform/contracts';
import { lobbyCategoryForPath } from './categories';

/**
 * Pages of the site that do what their link promises today. Everything else the route table
 * knows (promotions, notices, downloads, the points mall, the lottery pages) is a placeholder
 * until its issue builds it, and nothing visible may lead there (docs/games.md, "What is shown").
 * A lobby works only while its category has a vendor with games a launch opens.
 */
const WORKING_PAGES = new Set([
  '',
  '/home',
  '/help',
  '/helpmc',
  '/member',
  '/favorite',
  '/recent',
  '/login',
  '/register',
  '/forget',
]);

/** Whether a link of the site (an operator's banner, a notice) leads to a page that works. */
export const leadsSomewhere = (href: string, lobbies: readonly GameType[]): boolean => {
  if (/^https?:\/\//iu.test(href)) return true;
  if (!href.startsWith('/')) return false;
  const path = new URL(href, 'https://site.invalid').pathname.toLowerCase().replace(/\/+$/u, '');
  const lobby = lobbyCategoryForPath(path);
  if (lobby) return lobbies.includes(lobby);
  return WORKING_PAGES.has(path);
};

/**
 * The app downloads an operator configured: an APP_ resource whose address is a store or file
 * outside the site. A site path (the seed once pointed at /down itself) downloads nothing, so
 * no download button is shown for it.
 */
export const appDownloads = (resources: readonly Resource[]): Resource[] =>
  resources.filter(
    (resource) => resource.resourceType.startsWith('APP_') && /^https?:\/\//iu.test(resource.url),
  );
