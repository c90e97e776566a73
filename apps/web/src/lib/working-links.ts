import { leadsSomewhere, type Resource } from '@platform/contracts';

// Shared with the server, which preloads the first banner the home shows (contracts site-routes.ts).
export { leadsSomewhere };

/**
 * The app downloads an operator configured: an APP_ resource whose address is a store or file
 * outside the site. A site path (the seed once pointed at /down itself) downloads nothing, so
 * no download button is shown for it.
 */
export const appDownloads = (resources: readonly Resource[]): Resource[] =>
  resources.filter(
    (resource) => resource.resourceType.startsWith('APP_') && /^https?:\/\//iu.test(resource.url),
  );
