import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Crash's hash chain (docs/studio-crash.md): the secret the chain is built from stays here and
 * never leaves the server; its terminal hash and salt are published before the first round. One
 * chain is in play at a time; when its rounds run out it is retired and a new one starts.
 */
export const studioCrashChain = pgTable(
  'studio_crash_chain',
  {
    id: uuid('id').primaryKey(),
    /** Generated at first start from the OS CSPRNG; h_N = SHA-256(secret). */
    secret: text('secret').notNull(),
    /** N: rounds 1…N play h_1…h_N. */
    length: integer('length').notNull(),
    /** h_0, published before round 1. */
    terminalHash: text('terminal_hash').notNull(),
    salt: text('salt').notNull(),
    /** The round the next round will play (1…length + 1; length + 1 = used up). */
    nextRound: integer('next_round').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the chain's rounds ran out. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (table) => [
    // At most one chain in play: every active row indexes the same value.
    uniqueIndex('studio_crash_chain_active')
      .on(sql`(${table.retiredAt} is null)`)
      .where(sql`${table.retiredAt} is null`),
    check('studio_crash_chain_rounds', sql`${table.nextRound} between 1 and ${table.length} + 1`),
  ],
);
export type StudioCrashChainRow = typeof studioCrashChain.$inferSelect;

/**
 * `flying` from the moment bets close until the crash; `crashed` once it crashed; `interrupted`
 * when the server stopped before the crash (its bets are returned by the round runner's recovery).
 */
export const CRASH_ROUND_STATUSES = ['betting', 'flying', 'crashed', 'interrupted'] as const;
export type CrashRoundStatus = (typeof CRASH_ROUND_STATUSES)[number];

/** The rounds played: each one's hash is public once it crashed, so anyone can verify it. */
export const studioCrashRound = pgTable(
  'studio_crash_round',
  {
    chainId: uuid('chain_id')
      .notNull()
      .references(() => studioCrashChain.id),
    round: integer('round').notNull(),
    hash: text('hash').notNull(),
    /** Hundredths (235 = 2.35×). */
    crashPoint: integer('crash_point').notNull(),
    edgeBp: integer('edge_bp').notNull(),
    status: text('status', { enum: CRASH_ROUND_STATUSES }).notNull(),
    bettingAt: timestamp('betting_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.round] }),
    check(
      'studio_crash_round_status',
      sql`${table.status} in (${sql.raw(CRASH_ROUND_STATUSES.map((status) => `'${status}'`).join(', '))})`,
    ),
    index('studio_crash_round_ended').on(table.endedAt),
  ],
);
export type StudioCrashRoundRow = typeof studioCrashRound.$inferSelect;
