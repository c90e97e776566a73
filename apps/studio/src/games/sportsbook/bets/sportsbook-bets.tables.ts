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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SportsBetShape } from '@platform/contracts';

/**
 * The sportsbook's bets (docs/sportsbook.md, "The money path"). A bet's states, and what moves
 * each one, are in bet-states.ts; the wallet calls a transition owes are rows of
 * studio_sports_payment, written in the transaction of the transition and sent after it.
 */
export const SPORTS_BET_STATES = [
  'PLACING',
  'OPEN',
  'REFUSED',
  'ROLLED_BACK',
  'WON',
  'LOST',
  'VOID',
  'CASHED_OUT',
] as const;
export type SportsBetState = (typeof SPORTS_BET_STATES)[number];

export const SPORTS_LEG_OUTCOMES = ['OPEN', 'WON', 'HALF_WON', 'VOID', 'HALF_LOST', 'LOST'] as const;

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const studioSportsBet = pgTable(
  'studio_sports_bet',
  {
    /** Made before the row is written; it is the seamless roundId and every transaction id derives from it. */
    id: uuid('id').primaryKey(),
    playerId: uuid('player_id').notNull(),
    gameCode: text('game_code').notNull(),
    /** The slip's own id: a repeat of the same placement finds this row instead of betting again. */
    requestId: text('request_id').notNull(),
    shape: jsonb('shape').$type<SportsBetShape>().notNull(),
    /** The stake of each line as placed; lines × this is the wallet's bet, never changed. */
    stakePerLineMinor: bigint('stake_per_line_minor', { mode: 'number' }).notNull(),
    /**
     * The whole stake still riding (the engine splits it evenly over the lines): the placed stake,
     * less every part cashed out. A partial cash-out may leave a sum lines do not divide.
     */
    stakeMinor: bigint('stake_minor', { mode: 'number' }).notNull(),
    lines: integer('lines').notNull(),
    /** Every leg won, on the stake now, capped at the max payout it was placed with. */
    potentialReturnMinor: bigint('potential_return_minor', { mode: 'number' }).notNull(),
    maxPayoutMinor: bigint('max_payout_minor', { mode: 'number' }).notNull(),
    status: text('status', { enum: SPORTS_BET_STATES }).notNull(),
    /** Every credit decided for it so far: partial cash-outs, then the settlement or the last cash-out. */
    paidMinor: bigint('paid_minor', { mode: 'number' }).notNull().default(0),
    /** Cash-outs taken (partial ones included): the next one's transaction id is `<bet>:cashout:<n + 1>`. */
    cashOuts: integer('cash_outs').notNull().default(0),
    /** The result version of the event whose settlement closed the bet. */
    settledVersion: integer('settled_version'),
    autoCashOutMinor: bigint('auto_cash_out_minor', { mode: 'number' }),
    /** The wallet's error code when it refused the stake. */
    refusal: text('refusal'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    check('studio_sports_bet_status', sql`${table.status} in (${inList(SPORTS_BET_STATES)})`),
    check(
      'studio_sports_bet_amounts',
      sql`${table.stakeMinor} > 0 and ${table.stakePerLineMinor} > 0 and ${table.paidMinor} >= 0 and ${table.lines} > 0`,
    ),
    uniqueIndex('studio_sports_bet_request').on(table.playerId, table.requestId),
    index('studio_sports_bet_player').on(table.playerId, table.createdAt),
    // Recovery looks for placements an outage left without an answer.
    index('studio_sports_bet_placing')
      .on(table.createdAt)
      .where(sql`${table.status} = 'PLACING'`),
    index('studio_sports_bet_auto_cash_out')
      .on(table.id)
      .where(sql`${table.status} = 'OPEN' and ${table.autoCashOutMinor} is not null`),
  ],
);
export type StudioSportsBetRow = typeof studioSportsBet.$inferSelect;

export const studioSportsLeg = pgTable(
  'studio_sports_leg',
  {
    betId: uuid('bet_id')
      .notNull()
      .references(() => studioSportsBet.id),
    legIndex: integer('leg_index').notNull(),
    eventId: text('event_id').notNull(),
    marketKey: text('market_key').notNull(),
    selection: text('selection').notNull(),
    oddsE3: integer('odds_e3').notNull(),
    outcome: text('outcome', { enum: SPORTS_LEG_OUTCOMES }).notNull().default('OPEN'),
    /** The result version the outcome was read from. */
    settledVersion: integer('settled_version'),
    // Kept from the book at placement: a settled bet still names its events once the feed forgot them.
    eventName: text('event_name').notNull(),
    competitionName: text('competition_name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.betId, table.legIndex] }),
    check('studio_sports_leg_outcome', sql`${table.outcome} in (${inList(SPORTS_LEG_OUTCOMES)})`),
    // Settlement walks an event's open legs (100 000 of them for a big match) by bet id.
    index('studio_sports_leg_event_open')
      .on(table.eventId, table.betId)
      .where(sql`${table.outcome} = 'OPEN'`),
    // Re-settlement on a corrected result walks the event's settled legs the same way.
    index('studio_sports_leg_event_settled')
      .on(table.eventId, table.betId)
      .where(sql`${table.outcome} <> 'OPEN'`),
  ],
);
export type StudioSportsLegRow = typeof studioSportsLeg.$inferSelect;

/**
 * What the book stands to pay on one selection: the potential returns of the open bets with a
 * leg on it. Placement adds to it with one conditional upsert (the row's lock serialises
 * placements on the same selection); refusals, cash-outs and settlements take it back.
 */
export const studioSportsLiability = pgTable(
  'studio_sports_liability',
  {
    eventId: text('event_id').notNull(),
    marketKey: text('market_key').notNull(),
    selection: text('selection').notNull(),
    exposureMinor: bigint('exposure_minor', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.marketKey, table.selection] }),
    check('studio_sports_liability_exposure', sql`${table.exposureMinor} >= 0`),
  ],
);

/**
 * What the book stands to pay on one market of an event, and on the whole event: the potential
 * returns of the open bets with a leg on it (legs of a bet are on distinct events, so a bet counts
 * once on each). Kept beside the selection's row, reserved and released with it, each under its
 * own limit.
 */
export const studioSportsMarketLiability = pgTable(
  'studio_sports_market_liability',
  {
    eventId: text('event_id').notNull(),
    marketKey: text('market_key').notNull(),
    exposureMinor: bigint('exposure_minor', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.marketKey] }),
    check('studio_sports_market_liability_exposure', sql`${table.exposureMinor} >= 0`),
  ],
);

export const studioSportsEventLiability = pgTable(
  'studio_sports_event_liability',
  {
    eventId: text('event_id').primaryKey(),
    exposureMinor: bigint('exposure_minor', { mode: 'number' }).notNull(),
  },
  (table) => [check('studio_sports_event_liability_exposure', sql`${table.exposureMinor} >= 0`)],
);

/** ADJUST: the difference a corrected result makes on a settled bet, signed (seamless `adjust`). */
export const SPORTS_PAYMENT_KINDS = ['WIN', 'ROLLBACK', 'ADJUST'] as const;
export type SportsPaymentKind = (typeof SPORTS_PAYMENT_KINDS)[number];

/**
 * A wallet call a bet's transition owes, written with the transition: its id is the seamless
 * transactionId (`<bet>:settle`, `<bet>:cashout:<n>`, `<bet>:rollback`), so a resend can never pay
 * twice. `confirmedAt` is set once the wallet answered it; recovery resends the others, in `seq`
 * order per bet (a closing win must not overtake an earlier partial cash-out's win).
 */
export const studioSportsPayment = pgTable(
  'studio_sports_payment',
  {
    transactionId: text('transaction_id').primaryKey(),
    betId: uuid('bet_id')
      .notNull()
      .references(() => studioSportsBet.id),
    seq: integer('seq').notNull(),
    kind: text('kind', { enum: SPORTS_PAYMENT_KINDS }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    closeRound: boolean('close_round').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /**
     * A refusal no resend can change (e.g. round-closed): left for an operator to look at, and
     * not resent by recovery.
     */
    refusal: text('refusal'),
  },
  (table) => [
    check('studio_sports_payment_kind', sql`${table.kind} in (${inList(SPORTS_PAYMENT_KINDS)})`),
    check(
      'studio_sports_payment_amount',
      sql`(${table.kind} = 'ADJUST' and ${table.amountMinor} <> 0) or ${table.amountMinor} >= 0`,
    ),
    uniqueIndex('studio_sports_payment_order').on(table.betId, table.seq),
    index('studio_sports_payment_unconfirmed')
      .on(table.createdAt)
      .where(sql`${table.confirmedAt} is null and ${table.refusal} is null`),
  ],
);
export type StudioSportsPaymentRow = typeof studioSportsPayment.$inferSelect;

/**
 * Every re-settlement of a bet on a corrected result (docs/sportsbook.md, "Corrections"): the
 * bet's leg on the event, the result version it moved to, the bet's state and settlement return
 * before and after, and the wallet call that pays the difference (none when it is 0). One row per
 * (bet, leg, version): the record an operator reads, written in the transaction of the move.
 */
export const studioSportsCorrection = pgTable(
  'studio_sports_correction',
  {
    betId: uuid('bet_id')
      .notNull()
      .references(() => studioSportsBet.id),
    legIndex: integer('leg_index').notNull(),
    eventId: text('event_id').notNull(),
    version: integer('version').notNull(),
    previousVersion: integer('previous_version'),
    previousOutcome: text('previous_outcome', { enum: SPORTS_LEG_OUTCOMES }).notNull(),
    outcome: text('outcome', { enum: SPORTS_LEG_OUTCOMES }).notNull(),
    previousStatus: text('previous_status', { enum: SPORTS_BET_STATES }).notNull(),
    status: text('status', { enum: SPORTS_BET_STATES }).notNull(),
    /** The settlement's return before and after (cash-outs not included: they stand). */
    previousReturnMinor: bigint('previous_return_minor', { mode: 'number' }),
    returnMinor: bigint('return_minor', { mode: 'number' }),
    /** The wallet's `adjust` under `transactionId`: return − previous return; 0 moves nothing. */
    deltaMinor: bigint('delta_minor', { mode: 'number' }).notNull(),
    transactionId: text('transaction_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.betId, table.legIndex, table.version] }),
    index('studio_sports_correction_event').on(table.eventId, table.version),
  ],
);
export type StudioSportsCorrectionRow = typeof studioSportsCorrection.$inferSelect;
