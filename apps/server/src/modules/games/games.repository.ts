import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  catalogueGame,
  catalogueVendor,
  catalogueVendorType,
  favoriteGame,
  recentGame,
} from './games.tables.js';

export type CatalogueGameRow = typeof catalogueGame.$inferSelect;
export type CatalogueVendorRow = typeof catalogueVendor.$inferSelect;
/** A game with its vendor's display name, as every list shows it. */
export type ListedGame = CatalogueGameRow & { vendorName: string };

export type GameFilter = {
  gameType?: string | undefined;
  vendorCode?: string | undefined;
  gameClassify?: string | undefined;
  hot?: boolean;
  isNew?: boolean;
  /** Already normalised (lower case, no accents: see catalogue/normaliseSearch). */
  search?: string | undefined;
  /** Only these games (a member's recent or favourite ones). */
  nodeIds?: number[];
  /** Vendor tiles (is_game VASSALAGE) are left out of a vendor's own list. */
  gamesOnly?: boolean;
};

export type Page = { limit: number; offset: number };

/** `%term%` for LIKE, with LIKE's own wildcards in the term taken literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/gu, (char) => `\\${char}`)}%`;

const listedColumns = { game: catalogueGame, vendorName: catalogueVendor.displayName };

const conditionsOf = (filter: GameFilter): SQL[] => {
  const conditions: SQL[] = [eq(catalogueGame.enabled, true), eq(catalogueVendor.enabled, true)];
  if (filter.gameType) conditions.push(eq(catalogueGame.gameType, filter.gameType));
  if (filter.vendorCode) conditions.push(eq(catalogueGame.vendorCode, filter.vendorCode));
  if (filter.gameClassify) conditions.push(eq(catalogueGame.gameClassify, filter.gameClassify));
  if (filter.hot) conditions.push(eq(catalogueGame.isHot, true));
  if (filter.isNew) conditions.push(eq(catalogueGame.isNew, true));
  if (filter.gamesOnly) conditions.push(eq(catalogueGame.isGame, 'GAME'));
  if (filter.search) conditions.push(sql`${catalogueGame.searchText} like ${containing(filter.search)}`);
  if (filter.nodeIds) conditions.push(inArray(catalogueGame.nodeId, filter.nodeIds));
  return conditions;
};

const listed = (rows: Array<{ game: CatalogueGameRow; vendorName: string }>): ListedGame[] =>
  rows.map((row) => ({ ...row.game, vendorName: row.vendorName }));

export const createGamesRepository = (db: Db) => ({
  /** Enabled vendors with the game types they have enabled games in, and those games' classes. */
  async vendorMenus() {
    return db
      .select({
        code: catalogueVendor.code,
        displayName: catalogueVendor.displayName,
        vendorSort: catalogueVendor.sort,
        gameType: catalogueVendorType.gameType,
        typeSort: catalogueVendorType.sort,
        gameCount:
          sql<number>`count(${catalogueGame.nodeId}) filter (where ${catalogueGame.isGame} = 'GAME')`.mapWith(
            Number,
          ),
        classes: sql<Array<string | null>>`array_agg(distinct ${catalogueGame.gameClassify})`,
      })
      .from(catalogueVendor)
      .innerJoin(catalogueVendorType, eq(catalogueVendorType.vendorCode, catalogueVendor.code))
      .innerJoin(
        catalogueGame,
        and(
          eq(catalogueGame.vendorCode, catalogueVendor.code),
          eq(catalogueGame.gameType, catalogueVendorType.gameType),
          eq(catalogueGame.enabled, true),
        ),
      )
      .where(eq(catalogueVendor.enabled, true))
      .groupBy(catalogueVendor.code, catalogueVendorType.gameType, catalogueVendorType.sort)
      .orderBy(asc(catalogueVendorType.sort), asc(catalogueVendor.sort), asc(catalogueVendor.code));
  },

  /** One page of games in lobby order (vendor tiles first, then by sort). */
  async games(filter: GameFilter, page: Page): Promise<ListedGame[]> {
    const rows = await db
      .select(listedColumns)
      .from(catalogueGame)
      .innerJoin(catalogueVendor, eq(catalogueVendor.code, catalogueGame.vendorCode))
      .where(and(...conditionsOf(filter)))
      .orderBy(asc(catalogueGame.sort), asc(catalogueGame.nodeId))
      .limit(page.limit)
      .offset(page.offset);
    return listed(rows);
  },

  async countGames(filter: GameFilter): Promise<number> {
    const [row] = await db
      .select({ total: count() })
      .from(catalogueGame)
      .innerJoin(catalogueVendor, eq(catalogueVendor.code, catalogueGame.vendorCode))
      .where(and(...conditionsOf(filter)));
    return row?.total ?? 0;
  },

  /** Games by node id, enabled or not (the caller decides what a disabled game means). */
  async gamesByNodeIds(nodeIds: number[]): Promise<ListedGame[]> {
    if (nodeIds.length === 0) return [];
    return listed(
      await db
        .select(listedColumns)
        .from(catalogueGame)
        .innerJoin(catalogueVendor, eq(catalogueVendor.code, catalogueGame.vendorCode))
        .where(inArray(catalogueGame.nodeId, nodeIds)),
    );
  },

  async gamesByCodes(gameCodes: string[]): Promise<ListedGame[]> {
    if (gameCodes.length === 0) return [];
    return listed(
      await db
        .select(listedColumns)
        .from(catalogueGame)
        .innerJoin(catalogueVendor, eq(catalogueVendor.code, catalogueGame.vendorCode))
        .where(inArray(catalogueGame.gameCode, gameCodes)),
    );
  },

  async findVendor(code: string): Promise<CatalogueVendorRow | null> {
    const [row] = await db.select().from(catalogueVendor).where(eq(catalogueVendor.code, code));
    return row ?? null;
  },

  async addFavorite(memberId: string, nodeId: number): Promise<void> {
    await db.insert(favoriteGame).values({ memberId, nodeId }).onConflictDoNothing();
  },

  async removeFavorite(memberId: string, nodeId: number): Promise<void> {
    await db
      .delete(favoriteGame)
      .where(and(eq(favoriteGame.memberId, memberId), eq(favoriteGame.nodeId, nodeId)));
  },

  /** The member's favourite node ids, newest first. */
  async favoriteIds(memberId: string, limit: number): Promise<number[]> {
    const rows = await db
      .select({ nodeId: favoriteGame.nodeId })
      .from(favoriteGame)
      .where(eq(favoriteGame.memberId, memberId))
      .orderBy(desc(favoriteGame.createdAt), desc(favoriteGame.nodeId))
      .limit(limit);
    return rows.map((row) => row.nodeId);
  },

  /** Records a launch: the game moves to the top of the member's recent games. */
  async touchRecent(memberId: string, nodeId: number, at: Date): Promise<void> {
    await db
      .insert(recentGame)
      .values({ memberId, nodeId, playedAt: at })
      .onConflictDoUpdate({ target: [recentGame.memberId, recentGame.nodeId], set: { playedAt: at } });
  },

  /** The member's recent node ids, most recent first. */
  async recentIds(memberId: string, limit: number): Promise<number[]> {
    const rows = await db
      .select({ nodeId: recentGame.nodeId })
      .from(recentGame)
      .where(eq(recentGame.memberId, memberId))
      .orderBy(desc(recentGame.playedAt), desc(recentGame.nodeId))
      .limit(limit);
    return rows.map((row) => row.nodeId);
  },

  async catalogueSize(): Promise<{ vendors: number; games: number }> {
    const [vendors] = await db.select({ n: count() }).from(catalogueVendor);
    const [games] = await db.select({ n: count() }).from(catalogueGame);
    return { vendors: vendors?.n ?? 0, games: games?.n ?? 0 };
  },
});

export type GamesRepository = ReturnType<typeof createGamesRepository>;
