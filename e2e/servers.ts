/**
 * The three real servers the browser tests run against, one per system state. Each serves the
 * built site (apps/web/dist) and the API on its own port with its own fresh data directory.
 */
const basePort = Number(process.env.E2E_BASE_PORT ?? 3101);

const server = (offset: number) => {
  const port = basePort + offset;
  return { port, url: `http://127.0.0.1:${port}` };
};

export const SERVERS = {
  /** Normal operation (status 0). */
  site: server(0),
  /** MAINTENANCE_FORCE=1 (status 1). */
  maintenance: server(1),
  /** REGION_COUNTRY_OVERRIDE=US, a seeded blocked country (status 2). */
  blocked: server(2),
} as const;
