import { max } from 'drizzle-orm';
import { VENDOR_CATALOGUE_PATH, VendorCatalogue } from '@platform/contracts';
import type { Db } from '../../db/client.js';
import { buildCatalogue, FIRST_NODE_ID } from './catalogue-rows.js';
import { createGamesRepository } from './games.repository.js';
import { catalogueGame, catalogueVendor, catalogueVendorType } from './games.tables.js';

/** Rows per insert: well under PostgreSQL's 65,535 bound parameters for the widest table. */
const CHUNK = 1_000;
/** The feed is about 180 KB in brotli; a vendor that takes longer than this is not answering. */
const FETCH_TIMEOUT_MS = 30_000;

const inChunks = async <T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>) => {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
};

/**
 * A vendor's published catalogue (its feed) and its ETag, read over HTTP and checked against the
 * contract; null when `known` is given and the vendor answers that the feed has not changed.
 */
const readFeed = async (
  vendorUrl: string,
  known?: string,
): Promise<{ feed: VendorCatalogue; etag: string | null } | null> => {
  const response = await fetch(`${vendorUrl}${VENDOR_CATALOGUE_PATH}`, {
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    ...(known ? { headers: { 'if-none-match': known } } : {}),
  });
  if (response.status === 304 && known) return null;
  if (!response.ok) throw new Error(`the vendor's catalogue answered ${response.status}`);
  return { feed: VendorCatalogue.parse(await response.json()), etag: response.headers.get('etag') };
};

/** A vendor's published catalogue (its feed), read over HTTP and checked against the contract. */
export const fetchVendorCatalogue = async (vendorUrl: string): Promise<VendorCatalogue> =>
  (await readFeed(vendorUrl))!.feed;

/** A feed's RTP (a fraction strictly between 0 and 1) in basis points, as catalogue_game stores it. */
const rtpBasisPoints = (rtp: number) => Math.min(9_999, Math.max(1, Math.round(rtp * 10_000)));

/**
 * Brings the catalogue up to a vendor's feed: brands, types and games it lacks are added (new
 * games numbered after the last node id, so existing ids never move), and whether each game
 * opens and the RTP it plays at follow the feed. Nothing an operator changed (a disabled game, a sort order) is
 * touched, and a feed with nothing new costs a few reads. Idempotent: instances may run it
 * together, each insert skipping what another already wrote.
 */
export const importVendorCatalogue = async (
  db: Db,
  feed: VendorCatalogue,
  provider: string,
): Promise<{ added: number; launchable: number }> => {
  const present = new Set(
    (await db.select({ code: catalogueGame.gameCode }).from(catalogueGame)).map((row) => row.code),
  );
  const [last] = await db.select({ nodeId: max(catalogueGame.nodeId) }).from(catalogueGame);
  const catalogue = buildCatalogue(feed, provider);
  const next = (last?.nodeId ?? FIRST_NODE_ID - 1) + 1;
  const added = catalogue.games
    .filter((game) => !present.has(game.gameCode))
    .map((game, index) => ({ ...game, nodeId: next + index }));
  await db
    .insert(catalogueVendor)
    .values([...catalogue.vendors])
    .onConflictDoNothing();
  await db
    .insert(catalogueVendorType)
    .values([...catalogue.vendorTypes])
    .onConflictDoNothing();
  await inChunks(added, (chunk) => db.insert(catalogueGame).values(chunk).onConflictDoNothing());
  const states = new Map(
    feed.games.map((game) => [
      game.gameCode,
      { launchable: game.launchable, rtpBp: game.rtp === null ? null : rtpBasisPoints(game.rtp) },
    ]),
  );
  const { launchable } = await createGamesRepository(db).reconcileProviderGames(
    provider,
    (game) => states.get(game.gameCode) ?? { launchable: false, rtpBp: null },
  );
  return { added: added.length, launchable };
};

/**
 * The ETag of the feed this process last imported from each vendor address. A later import asks
 * with it, and a feed that did not change (304) costs no database work: on the embedded database
 * a whole import holds its one connection for seconds, which every request would wait behind.
 */
const lastImported = new Map<string, string>();

/**
 * Reads a vendor's feed and imports it, unless this process already imported that very feed
 * (null then): at start (main.ts) and in the periodic job. The ETag is kept only once the import
 * succeeded, so a failed import is tried again in full.
 */
export const syncVendorCatalogue = async (
  db: Db,
  vendorUrl: string,
  provider: string,
): Promise<{ added: number; launchable: number } | null> => {
  const read = await readFeed(vendorUrl, lastImported.get(vendorUrl));
  if (!read) return null;
  const result = await importVendorCatalogue(db, read.feed, provider);
  if (read.etag) lastImported.set(vendorUrl, read.etag);
  return result;
};
