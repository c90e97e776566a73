import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  LUCKY_DRAW_KINDS,
  LUCKY_RAFFLE_STATUSES,
  LUCKY_TICKET_SOURCES,
  LUCKY_TICKET_STATUSES,
  type LuckyDrawKind,
  type LuckyEarningRules,
  type LuckyPrize,
  type LuckyRaffleStatus,
  type LuckySegment,
  type LuckyTicketSource,
  type LuckyTicketStatus,
} from '@platform/contracts';
import { columnIn } from '../../db/check-in-list.js';

/**
 * A lucky-draw game an operator configured (docs/lucky-draws.md): an instant game (red envelope,
 * prize wheel, golden egg) with its prize table, or a raffle with its places and the seed it
 * committed to when it was created (the hash is public from then; the seed after the draw).
 */
export const luckyGame = pgTable(
  'lucky_game',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    kind: text('kind').$type<LuckyDrawKind>().notNull(),
    names: jsonb('names').$type<{ PT: string; EN: string; CN: string }>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    rules: jsonb('rules').$type<LuckyEarningRules>().notNull(),
    ticketDays: integer('ticket_days').notNull(),
    segments: jsonb('segments').$type<LuckySegment[]>().notNull(),
    places: jsonb('places').$type<LuckyPrize[]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Raffle only: the committed seed (secret until DRAWN), its hash, the draw's client seed. */
    serverSeed: text('server_seed'),
    serverSeedHash: text('server_seed_hash'),
    raffleClientSeed: text('raffle_client_seed'),
    raffleStatus: text('raffle_status').$type<LuckyRaffleStatus>(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('lucky_game_code').on(table.code),
    index('lucky_game_kind_window').on(table.kind, table.endsAt),
    check('lucky_game_kind', columnIn('kind', LUCKY_DRAW_KINDS)),
    check(
      'lucky_game_raffle_status',
      sql`raffle_status is null or ${columnIn('raffle_status', LUCKY_RAFFLE_STATUSES)}`,
    ),
  ],
);

/**
 * A ticket (an instant game's) or an entry (a raffle's). The unique source key makes the earning
 * job exactly once per member, game and day; a status moves only by a conditional update
 * (lucky-draw-state.ts), so two opens of one ticket draw once and pay once.
 */
export const luckyTicket = pgTable(
  'lucky_ticket',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gameId: uuid('game_id').notNull(),
    memberId: uuid('member_id').notNull(),
    source: text('source').$type<LuckyTicketSource>().notNull(),
    /** day:<yyyy-MM-dd>:<source>:<n> for earned tickets, grant:<audit id>:<n> for grants. */
    sourceKey: text('source_key').notNull(),
    status: text('status').$type<LuckyTicketStatus>().notNull().default('AVAILABLE'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when drawn: the inputs, the segment, its prize, the weights it was drawn over. */
    serverSeedHash: text('server_seed_hash'),
    clientSeed: text('client_seed'),
    nonce: integer('nonce'),
    prizeIndex: integer('prize_index'),
    prize: jsonb('prize').$type<LuckyPrize>(),
    weights: jsonb('weights').$type<number[]>(),
    entryId: bigint('entry_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('lucky_ticket_source').on(table.gameId, table.memberId, table.sourceKey),
    index('lucky_ticket_member').on(table.memberId, table.gameId, table.status),
    index('lucky_ticket_due')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'AVAILABLE'`),
    index('lucky_ticket_drawn')
      .on(table.drawnAt)
      .where(sql`${table.status} = 'DRAWN'`),
    check('lucky_ticket_status', columnIn('status', LUCKY_TICKET_STATUSES)),
    check('lucky_ticket_source_kind', columnIn('source', LUCKY_TICKET_SOURCES)),
  ],
);

/** A member's active seed pair for the instant games; the nonce is the next draw's. */
export const luckySeed = pgTable('lucky_seed', {
  memberId: uuid('member_id').primaryKey(),
  serverSeed: text('server_seed').notNull(),
  serverSeedHash: text('server_seed_hash').notNull(),
  clientSeed: text('client_seed').notNull(),
  nonce: integer('nonce').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A retired pair, its server seed public: it served nonces 0 … draws − 1. */
export const luckySeedRevealed = pgTable(
  'lucky_seed_revealed',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    draws: integer('draws').notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('lucky_seed_revealed_member').on(table.memberId, table.revealedAt)],
);

/** A raffle's winner per place: DRAWN with the draw, PAID once its prize is credited. */
export const luckyRaffleWinner = pgTable(
  'lucky_raffle_winner',
  {
    gameId: uuid('game_id').notNull(),
    place: integer('place').notNull(),
    memberId: uuid('member_id').notNull(),
    prize: jsonb('prize').$type<LuckyPrize>().notNull(),
    status: text('status').$type<'DRAWN' | 'PAID'>().notNull().default('DRAWN'),
    entryId: bigint('entry_id', { mode: 'number' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.gameId, table.place] }),
    index('lucky_raffle_winner_due')
      .on(table.gameId)
      .where(sql`${table.status} = 'DRAWN'`),
    check('lucky_raffle_winner_status', sql`status in ('DRAWN', 'PAID')`),
  ],
);

/** The days the earning job has counted in full; the next run starts after the last. */
export const luckyDay = pgTable('lucky_day', {
  day: date('day', { mode: 'string' }).primaryKey(),
  members: integer('members').notNull(),
  countedAt: timestamp('counted_at', { withTimezone: true }).notNull().defaultNow(),
});
