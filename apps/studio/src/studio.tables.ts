import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * A real-money round's life: written `open` before any money moves (with its outcome already
 * decided, or its first state for a game the player steers), `bet-placed` once the wallet took the
 * bet and the win is known, `settled` once the win (even of 0) closed the round. A game the player
 * steers (Mines, a Crash bet) sits `in-play` between its bet and its end, its `win` being what it
 * pays if it ends now. `refused`: the wallet refused the bet, nothing moved. `refunded`: the bet
 * was rolled back (its answer never came). Demo rounds are not stored.
 */
export const ROUND_STATUSES = ['open', 'in-play', 'bet-placed', 'settled', 'refused', 'refunded'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];
/** What a restart must finish: nothing is left in these states (decision 0005). */
export const UNFINISHED_STATUSES = [
  'open',
  'in-play',
  'bet-placed',
] as const satisfies readonly RoundStatus[];

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const studioRound = pgTable(
  'studio_round',
  {
    /** Made by the studio before the row is written: the wallet transaction ids derive from it. */
    id: uuid('id').primaryKey(),
    gameCode: text('game_code').notNull(),
    /** The wallet's player id (from the seamless session). */
    playerId: uuid('player_id').notNull(),
    bet: bigint('bet', { mode: 'number' }).notNull(),
    win: bigint('win', { mode: 'number' }).notNull(),
    status: text('status', { enum: ROUND_STATUSES }).notNull(),
    /** What the player is shown: the spins of the round, as the engine decided them. */
    outcome: jsonb('outcome').notNull(),
    /** The wallet's error code when it refused the bet. */
    refusal: text('refusal'),
    /** In play: when recovery may end an abandoned round (paying its `win`). */
    settleAfter: timestamp('settle_after', { withTimezone: true }),
    /** Provably fair games: the seed pair and nonce the outcome was drawn from. */
    seedPairId: uuid('seed_pair_id'),
    nonce: integer('nonce'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('studio_round_status', sql`${table.status} in (${inList(ROUND_STATUSES)})`),
    check('studio_round_amounts', sql`${table.bet} > 0 and ${table.win} >= 0`),
    index('studio_round_unfinished')
      .on(table.createdAt)
      .where(sql`${table.status} in (${inList(UNFINISHED_STATUSES)})`),
    index('studio_round_player').on(table.playerId, table.createdAt),
  ],
);
export type StudioRoundRow = typeof studioRound.$inferSelect;

/**
 * A player's provably fair seed pairs (docs/provably-fair.md): one active pair per player, whose
 * server seed stays secret until the player rotates it; `nextNonce` is the nonce the next bet takes.
 */
export const studioSeedPair = pgTable(
  'studio_seed_pair',
  {
    id: uuid('id').primaryKey(),
    playerId: uuid('player_id').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nextNonce: integer('next_nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the pair is retired and its server seed shown to the player. */
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('studio_seed_pair_active')
      .on(table.playerId)
      .where(sql`${table.revealedAt} is null`),
    index('studio_seed_pair_revealed').on(table.playerId, table.revealedAt),
  ],
);
export type StudioSeedPairRow = typeof studioSeedPair.$inferSelect;
