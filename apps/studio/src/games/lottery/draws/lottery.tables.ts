import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LotteryGame, LotteryResult } from '../engine/index.js';
import type { LotteryTicketBet } from '@platform/contracts';

/**
 * The lottery's draws, tickets and per-number exposure (docs/lottery.md, "Draws, tickets and
 * settlement"). A draw's and a ticket's states, and what moves each, are in lottery-states.ts.
 */
export const LOTTERY_DRAW_STATES = ['SCHEDULED', 'CLOSED', 'DRAWN', 'SETTLED', 'CANCELLED'] as const;
export type LotteryDrawState = (typeof LOTTERY_DRAW_STATES)[number];

export const LOTTERY_TICKET_STATES = [
  'PLACING',
  'OPEN',
  'REFUSED',
  'ROLLED_BACK',
  'WON',
  'LOST',
  'CANCELLED',
] as const;
export type LotteryTicketState = (typeof LOTTERY_TICKET_STATES)[number];

/**
 * The wallet call a ticket owes on its own: the refund of its stake (a cancelled draw, a purchase
 * whose answer never came). A settled ticket's win is its player's draw payout's (studioLotteryPayout).
 */
export const LOTTERY_PAYMENT_KINDS = ['ROLLBACK'] as const;
export type LotteryPaymentKind = (typeof LOTTERY_PAYMENT_KINDS)[number];

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const studioLotteryDraw = pgTable(
  'studio_lottery_draw',
  {
    /** The draw key (`ELOTT-FAST_3-1M-20261130-0001`, `VN-NORTH-20261130`): public, in the HMAC message. */
    id: text('id').primaryKey(),
    game: jsonb('game').$type<LotteryGame>().notNull(),
    /** Secret until the draw is drawn; only its hash is shown before. */
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    status: text('status', { enum: LOTTERY_DRAW_STATES }).notNull(),
    /** Tickets are refused from this instant on. */
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    /** Written once, with the move to DRAWN. */
    result: jsonb('result').$type<LotteryResult>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /**
     * The game (and period) the draw is of, read from its id: `VN-SOUTH`, `VN-NORTH`, `SEA4D`,
     * `ELOTT-FAST_3-1M`. The page's reads filter by it through an index, where a prefix of the id
     * would walk the whole history.
     */
    series: text('series').generatedAlwaysAs(
      sql`substring(id from '^(VN-[A-Z]+|SEA4D|ELOTT-[A-Z0-9_]+-[0-9]+M)-')`,
    ),
  },
  (table) => [
    check('studio_lottery_draw_status', sql`${table.status} in (${inList(LOTTERY_DRAW_STATES)})`),
    check(
      'studio_lottery_draw_result',
      sql`(${table.result} is null) = (${table.status} in ('SCHEDULED', 'CLOSED', 'CANCELLED'))`,
    ),
    // The job's finder walks the draws still to close, draw or settle by time.
    index('studio_lottery_draw_unfinished')
      .on(table.drawAt)
      .where(sql`${table.status} in ('SCHEDULED', 'CLOSED', 'DRAWN')`),
    // The page's open draws of one game, soonest first.
    index('studio_lottery_draw_open_series')
      .on(table.series, table.drawAt, table.id)
      .where(sql`${table.status} = 'SCHEDULED'`),
    // The page's results of one game, newest first, and their count. A province's results are
    // filtered on the way: a region has a few draws a day, where a fast game has over a thousand.
    index('studio_lottery_draw_results_series')
      .on(table.series, table.drawAt, table.id)
      .where(sql`${table.status} in ('DRAWN', 'SETTLED')`),
  ],
);
export type StudioLotteryDrawRow = typeof studioLotteryDraw.$inferSelect;

/**
 * A ticket: one bet on one draw. A player's tickets of one draw share one seamless round
 * (`<draw>:<player>`, lottery-states.ts); each stake goes under `<ticket>:bet`. A refund it owes
 * (`payment*`) is written with the move that owes it and sent after, under `<ticket>:rollback`, so a
 * resend can never pay twice; its win is paid with its player's others by the draw's payout row.
 */
export const studioLotteryTicket = pgTable(
  'studio_lottery_ticket',
  {
    id: uuid('id').primaryKey(),
    playerId: uuid('player_id').notNull(),
    gameCode: text('game_code').notNull(),
    /** The page's own id of the purchase: a repeat finds this row instead of buying again. */
    requestId: text('request_id').notNull(),
    drawId: text('draw_id')
      .notNull()
      .references(() => studioLotteryDraw.id),
    bet: jsonb('bet').$type<LotteryTicketBet>().notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'number' }).notNull(),
    /** What the ticket added to each number's exposure: given back when it is undone. */
    exposure: jsonb('exposure').$type<LotteryExposureTaken[]>().notNull(),
    status: text('status', { enum: LOTTERY_TICKET_STATES }).notNull(),
    payoutMinor: bigint('payout_minor', { mode: 'number' }).notNull().default(0),
    paymentKind: text('payment_kind', { enum: LOTTERY_PAYMENT_KINDS }),
    paymentTransactionId: text('payment_transaction_id'),
    /** Set once the wallet answered the closing call; recovery resends the others. */
    paymentConfirmedAt: timestamp('payment_confirmed_at', { withTimezone: true }),
    /** The wallet's code for a refused stake, or for a closing call no resend can change. */
    refusal: text('refusal'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('studio_lottery_ticket_status', sql`${table.status} in (${inList(LOTTERY_TICKET_STATES)})`),
    check('studio_lottery_ticket_amounts', sql`${table.stakeMinor} > 0 and ${table.payoutMinor} >= 0`),
    check(
      'studio_lottery_ticket_payment',
      sql`(${table.paymentKind} is null) = (${table.paymentTransactionId} is null)`,
    ),
    uniqueIndex('studio_lottery_ticket_request').on(table.playerId, table.requestId),
    index('studio_lottery_ticket_player').on(table.playerId, table.gameCode, table.createdAt),
    // Settlement reads a draw's open tickets by player (its players, then a chunk of them);
    // cancellation and the purchases still PLACING read them by the draw.
    index('studio_lottery_ticket_draw_open')
      .on(table.drawId, table.playerId, table.id)
      .where(sql`${table.status} in ('PLACING', 'OPEN')`),
    index('studio_lottery_ticket_unpaid')
      .on(table.drawId, table.id)
      .where(
        sql`${table.paymentKind} is not null and ${table.paymentConfirmedAt} is null and ${table.refusal} is null`,
      ),
    index('studio_lottery_ticket_placing')
      .on(table.createdAt)
      .where(sql`${table.status} = 'PLACING'`),
    // A draw's tickets by player, whatever their state: the payouts' sums, cancellation.
    index('studio_lottery_ticket_draw_player').on(table.drawId, table.playerId),
  ],
);
export type StudioLotteryTicketRow = typeof studioLotteryTicket.$inferSelect;

/**
 * What one player's tickets of a settled draw won together: the one closing win of their round
 * (`<draw>:<player>`), of 0 when none won, under `<draw>:<player>:settle`. Written once every one of
 * the player's tickets is WON or LOST, so its amount can never differ between runs; sent after, and
 * confirmed once the wallet answered (recovery resends the others).
 */
export const studioLotteryPayout = pgTable(
  'studio_lottery_payout',
  {
    drawId: text('draw_id')
      .notNull()
      .references(() => studioLotteryDraw.id),
    playerId: uuid('player_id').notNull(),
    /** The game the round's bets were placed from (one of them, when several games share the draw). */
    gameCode: text('game_code').notNull(),
    payoutMinor: bigint('payout_minor', { mode: 'number' }).notNull(),
    transactionId: text('transaction_id').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The wallet's code for a win no resend can change, kept for an operator to see. */
    refusal: text('refusal'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.drawId, table.playerId] }),
    check('studio_lottery_payout_amount', sql`${table.payoutMinor} >= 0`),
    index('studio_lottery_payout_unpaid')
      .on(table.drawId, table.playerId)
      .where(sql`${table.confirmedAt} is null and ${table.refusal} is null`),
  ],
);
export type StudioLotteryPayoutRow = typeof studioLotteryPayout.$inferSelect;

/** One number of one market (a VN bet type, or `ELOTT` for the fast games' choices) a ticket took. */
export type LotteryExposureTaken = { market: string; number: string; amountMinor: number };

/**
 * What the house stands to pay on one number of one draw and market: the one-hit returns of the
 * open tickets on it. A purchase adds to it with one conditional upsert per row
 * (`taken + add <= limit`), in the ticket's transaction.
 */
export const studioLotteryExposure = pgTable(
  'studio_lottery_exposure',
  {
    drawId: text('draw_id')
      .notNull()
      .references(() => studioLotteryDraw.id),
    market: text('market').notNull(),
    number: text('number').notNull(),
    takenMinor: bigint('taken_minor', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.drawId, table.market, table.number] }),
    check('studio_lottery_exposure_taken', sql`${table.takenMinor} >= 0`),
  ],
);
