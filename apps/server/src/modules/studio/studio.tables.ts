import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A real-money round's life: written `open` before any money moves (with its outcome already
 * decided), `bet-placed` once the wallet took the bet, `settled` once the win (even of 0) closed
 * the round. `refused`: the wallet refused the bet, nothing moved. `refunded`: the bet was rolled
 * back (its answer never came, or the round could not be settled). Demo rounds are not stored.
 */
export const ROUND_STATUSES = ['open', 'bet-placed', 'settled', 'refused', 'refunded'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];
/** What a restart must finish: nothing is left in these states (decision 0005). */
export const UNFINISHED_STATUSES = ['open', 'bet-placed'] as const satisfies readonly RoundStatus[];

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
