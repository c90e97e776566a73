import type { Db } from '../../db/client.js';
import { buildCatalogue, catalogueSize } from './catalogue-rows.js';
import { createGamesRepository } from './games.repository.js';
import { catalogueGame, catalogueVendor, catalogueVendorType } from './games.tables.js';

/** Rows per insert: well under PostgreSQL's 65,535 bound parameters for the widest table. */
const CHUNK = 1_000;

const inChunks = async <T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>) => {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
};

/**
 * The catalogue every deployment starts with: the built-in studio's game list, as rows
 * (catalogue-rows.ts). Only what is missing is added, so an operator's changes (a disabled game, a new
 * sort order) survive restarts, and a start with the catalogue in place costs two counts.
 */
export const seedCatalogue = async (db: Db): Promise<void> => {
  const expected = catalogueSize();
  const present = await createGamesRepository(db).catalogueSize();
  if (present.vendors >= expected.vendors && present.games >= expected.games) return;
  const catalogue = buildCatalogue();
  await db
    .insert(catalogueVendor)
    .values([...catalogue.vendors])
    .onConflictDoNothing();
  await db
    .insert(catalogueVendorType)
    .values([...catalogue.vendorTypes])
    .onConflictDoNothing();
  await inChunks(catalogue.games, (chunk) => db.insert(catalogueGame).values(chunk).onConflictDoNothing());
};
