import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** Names of a game or vendor in each supported language. */
export type LocalisedNames = { PT: string; EN: string; CN: string };

/**
 * A vendor of the catalogue (the spec's "vassalage"): the brand a player browses by. Its games
 * are served through the seamless wallet by `provider`, a vendor of the seamless module (the
 * built-in studio for every seeded vendor).
 */
export const catalogueVendor = pgTable('catalogue_vendor', {
  code: text('code').primaryKey(),
  displayName: text('display_name').notNull(),
  provider: text('provider').notNull(),
  /** Order in vendor menus; lower first. */
  sort: integer('sort').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The game types a vendor has games in; the category menus list vendors from here. */
export const catalogueVendorType = pgTable(
  'catalogue_vendor_type',
  {
    vendorCode: text('vendor_code')
      .notNull()
      .references(() => catalogueVendor.code),
    gameType: text('game_type').notNull(),
    sort: integer('sort').notNull(),
  },
  (table) => [primaryKey({ columns: [table.vendorCode, table.gameType] })],
);

/**
 * A catalogue entry: a game, or (is_game VASSALAGE) a vendor tile whose games open in a popup
 * list. `search_text` holds every language's name, lower-case and without accents, for the name
 * search. Lobbies read the catalogue from each instance's memory (catalogue-snapshot.ts); the
 * database is read by node id (launch, favourites) or whole, so its keys are all it indexes.
 */
export const catalogueGame = pgTable(
  'catalogue_game',
  {
    nodeId: bigint('node_id', { mode: 'number' }).primaryKey(),
    gameCode: text('game_code').notNull().unique(),
    vendorCode: text('vendor_code')
      .notNull()
      .references(() => catalogueVendor.code),
    gameType: text('game_type').notNull(),
    gameClassify: text('game_classify'),
    names: jsonb('names').$type<LocalisedNames>().notNull(),
    displayName: text('display_name').notNull(),
    searchText: text('search_text').notNull(),
    isGame: text('is_game', { enum: ['GAME', 'VASSALAGE'] })
      .notNull()
      .default('GAME'),
    isHot: boolean('is_hot').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    /** Trial accounts may open it (play money only). */
    freePlay: boolean('free_play').notNull().default(false),
    /** Order in lobbies; lower first. */
    sort: integer('sort').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /**
     * Whether a launch opens the game, as its provider last said (for the built-in studio: every
     * start, from the games it plays). `enabled` is the operator's switch; a game is shown only
     * when both hold. False until the provider says so, so a new entry never leads to a dead page.
     */
    launchable: boolean('launchable').notNull().default(false),
    /**
     * The theoretical return to player a launch plays at, in basis points (9620 = 96.20 %), as its
     * provider last said; null when it declares none (a profile that requires one lists the game
     * nowhere). Shown with the game (RTP 96,2 %).
     */
    rtpBp: integer('rtp_bp'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('catalogue_game_rtp', sql`${table.rtpBp} between 1 and 9999`)],
);

/** A member's favourite games. */
export const favoriteGame = pgTable(
  'favorite_game',
  {
    memberId: uuid('member_id').notNull(),
    nodeId: bigint('node_id', { mode: 'number' })
      .notNull()
      .references(() => catalogueGame.nodeId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.nodeId] }),
    index('favorite_game_member').on(table.memberId, table.createdAt),
  ],
);

/** The games a member launched, once each, with the last launch time. */
export const recentGame = pgTable(
  'recent_game',
  {
    memberId: uuid('member_id').notNull(),
    nodeId: bigint('node_id', { mode: 'number' })
      .notNull()
      .references(() => catalogueGame.nodeId),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.nodeId] }),
    index('recent_game_member').on(table.memberId, table.playedAt),
  ],
);
