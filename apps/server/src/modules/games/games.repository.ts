import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
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
export type CatalogueVendorTypeRow = typeof catalogueVendorType.$inferSelect;
/** What a provider says of one of its games: whether a launch opens it, and its RTP. */
export type ProviderGameState = { launchable: boolean; rtpBp: number | null };

/** A game with its vendor's display name, as every list shows it. */
export type ListedGame = CatalogueGameRow & { vendorName: string };

const listedColumns = { game: catalogueGame, vendorName: catalogueVendor.displayName };

const listed = (rows: Array<{ game: CatalogueGameRow; vendorName: string }>): ListedGame[] =>
  rows.map((row) => ({ ...row.game, vendorName: row.vendorName }));

export const createGamesRepository = (db: Db) => ({
  /** The whole catalogue, enabled or not: what an instance keeps in memory (catalogue-snapshot). */
  async loadCatalogue() {
    const [vendors, vendorTypes, games] = await Promise.all([
      db.select().from(catalogueVendor),
      db.select().from(catalogueVendorType),
      db
        .select(listedColumns)
        .from(catalogueGame)
        .innerJoin(catalogueVendor, eq(catalogueVendor.code, catalogueGame.vendorCode)),
    ]);
    return { vendors, vendorTypes, games: listed(games) };
  },

  /**
   * Names of the given games and of their vendors, enabled or not: a record keeps naming a game
   * after it leaves the lobbies. Codes not in the catalogue are simply absent.
   */
  async labelsOf(gameCodes: readonly string[]) {
    if (gameCodes.length === 0) return [];
    return db
      .select({
        nodeId: catalogueGame.nodeId,
        gameCode: catalogueGame.gameCode,
        vendorCode: catalogueGame.vendorCode,
        names: catalogueGame.names,
        displayName: catalogueGame.displayName,
        vendorName: catalogueVendor.displayName,
      })
      .from(catalogueGame)
      .innerJoin(catalogueVendor, eq(catalogueVendor.code, catalogueGame.vendorCode))
      .where(inArray(catalogueGame.gameCode, [...new Set(gameCodes)]));
  },

  /**
   * The catalogue game type (its lobby category) of each of these games, by game code, whatever its
   * state in the catalogue; codes it does not know are left out.
   */
  async gameTypesOf(gameCodes: readonly string[]) {
    if (gameCodes.length === 0) return [];
    return db
      .select({ gameCode: catalogueGame.gameCode, gameType: catalogueGame.gameType })
      .from(catalogueGame)
      .where(inArray(catalogueGame.gameCode, [...new Set(gameCodes)]));
  },

  /** The display names of the given vendors, by code. */
  async vendorNamesOf(vendorCodes: readonly string[]) {
    if (vendorCodes.length === 0) return [];
    return db
      .select({ code: catalogueVendor.code, displayName: catalogueVendor.displayName })
      .from(catalogueVendor)
      .where(inArray(catalogueVendor.code, [...new Set(vendorCodes)]));
  },

  /**
   * A game and its vendor as stored now, enabled or not (the caller decides what a disabled one
   * means): launch and favourites must not trust an instance's snapshot.
   */
  async findGame(nodeId: number): Promise<{ game: CatalogueGameRow; vendor: CatalogueVendorRow } | null> {
    const [row] = await db
      .select({ game: catalogueGame, vendor: catalogueVendor })
      .from(catalogueGame)
      .innerJoin(catalogueVendor, eq(catalogueVendor.code, catalogueGame.vendorCode))
      .where(eq(catalogueGame.nodeId, nodeId));
    return row ?? null;
  },

  /**
   * Adds a favourite unless the member already has `limit` of them. The member's favourites are
   * serialised on an advisory lock, so two adds at the limit's edge cannot both pass the count.
   * A game already a favourite stays one ('exists'), even at the limit.
   */
  async addFavorite(memberId: string, nodeId: number, limit: number): Promise<'added' | 'exists' | 'full'> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`favorites:${memberId}`}, 0))`);
      const [existing] = await tx
        .select({ nodeId: favoriteGame.nodeId })
        .from(favoriteGame)
        .where(and(eq(favoriteGame.memberId, memberId), eq(favoriteGame.nodeId, nodeId)));
      if (existing) return 'exists';
      const [held] = await tx
        .select({ total: count() })
        .from(favoriteGame)
        .where(eq(favoriteGame.memberId, memberId));
      if ((held?.total ?? 0) >= limit) return 'full';
      await tx.insert(favoriteGame).values({ memberId, nodeId }).onConflictDoNothing();
      return 'added';
    });
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

  /**
   * Stores, for each of a provider's games, whether a launch opens it and the RTP it plays at, as
   * the provider says now. Only rows that change are written, grouped by their new values (a
   * slot catalogue has a few dozen distinct RTPs), so a start with nothing new costs one read.
   */
  async reconcileProviderGames(
    provider: string,
    stateOf: (game: { gameCode: string; gameType: string }) => ProviderGameState,
  ): Promise<{ launchable: number; changed: number }> {
    const rows = await db
      .select({
        gameCode: catalogueGame.gameCode,
        gameType: catalogueGame.gameType,
        launchable: catalogueGame.launchable,
        rtpBp: catalogueGame.rtpBp,
      })
      .from(catalogueGame)
      .innerJoin(catalogueVendor, eq(catalogueVendor.code, catalogueGame.vendorCode))
      .where(and(eq(catalogueVendor.provider, provider), eq(catalogueGame.isGame, 'GAME')));
    const changes = new Map<string, { state: ProviderGameState; codes: string[] }>();
    let launchable = 0;
    let changed = 0;
    for (const row of rows) {
      const state = stateOf(row);
      if (state.launchable) launchable += 1;
      if (state.launchable === row.launchable && state.rtpBp === row.rtpBp) continue;
      changed += 1;
      const key = `${state.launchable}:${state.rtpBp}`;
      const group = changes.get(key) ?? changes.set(key, { state, codes: [] }).get(key)!;
      group.codes.push(row.gameCode);
    }
    for (const { state, codes } of changes.values()) {
      for (let start = 0; start < codes.length; start += 1_000) {
        await db
          .update(catalogueGame)
          .set(state)
          .where(inArray(catalogueGame.gameCode, codes.slice(start, start + 1_000)));
      }
    }
    return { launchable, changed };
  },

  async catalogueSize(): Promise<{ vendors: number; games: number }> {
    const [vendors] = await db.select({ n: count() }).from(catalogueVendor);
    const [games] = await db.select({ n: count() }).from(catalogueGame);
    return { vendors: vendors?.n ?? 0, games: games?.n ?? 0 };
  },
});

export type GamesRepository = ReturnType<typeof createGamesRepository>;
