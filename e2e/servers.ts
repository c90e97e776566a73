/**
 * The real servers the browser tests run against: one per system state, and one for the tests that
 * wait for real periods to close (playwright.config.ts says why). Each serves the built site (apps/web/dist)
 * and the API on its own port with its own fresh data directory, beside a game studio of its own
 * (its game pages, apps/studio/dist/web, and their API) ten ports up.
 */
const basePort = Number(process.env.E2E_BASE_PORT ?? 3101);

const STUDIO_PORT_OFFSET = 10;

const server = (offset: number) => {
  const port = basePort + offset;
  const studioPort = port + STUDIO_PORT_OFFSET;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    studio: { port: studioPort, url: `http://127.0.0.1:${studioPort}` },
  };
};

export const SERVERS = {
  /** Normal operation (status 0). */
  site: server(0),
  /** MAINTENANCE_FORCE=1 (status 1). */
  maintenance: server(1),
  /** REGION_COUNTRY_OVERRIDE=US, a seeded blocked country (status 2). */
  blocked: server(2),
  /** Normal operation, for the tests that wait for real periods (its own data; playwright.config.ts). */
  periods: server(3),
  /** Normal operation as the site runs, for the tests that play games (its own data, beside the site's tests). */
  games: server(4),
  /**
   * A second instance of the site on the site's database (PostgreSQL only: the embedded engine is
   * one process), for the tests of what reaches pages held by another instance (the chat room).
   */
  siteTwin: server(5),
} as const;

/** Whether the site runs a second instance (SERVERS.siteTwin): on the PostgreSQL server only. */
export const HAS_SITE_TWIN = Boolean(process.env.DATABASE_URL);

/** The servers that keep a database of their own on the PostgreSQL server too (playwright.config.ts says why). */
export const OWN_DATABASE_SERVERS = ['periods', 'games'] as const;

/**
 * On the PostgreSQL server (DATABASE_URL), the database of a server of OWN_DATABASE_SERVERS, which
 * scripts/run-e2e.mjs makes afresh and names in E2E_<NAME>_DATABASE_URL. The other servers share
 * the run's database.
 */
export const ownDatabaseUrl = (name: (typeof OWN_DATABASE_SERVERS)[number]) => {
  if (!process.env.DATABASE_URL) return undefined;
  const url = process.env[`E2E_${name.toUpperCase()}_DATABASE_URL`];
  if (!url)
    throw new Error('On PostgreSQL the browser tests run through scripts/run-e2e.mjs (npm run test:e2e)');
  return url;
};
