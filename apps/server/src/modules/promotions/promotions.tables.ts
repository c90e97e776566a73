import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  BonusContributions,
  Promotion,
  PromotionApplicationStatus,
  PromotionEntry,
  PromotionPeriod,
  PromotionRewardType,
  PromotionText,
} from '@platform/contracts';
import { PROMOTION_REWARD_TYPES } from '@platform/contracts';
import { columnIn } from '../../db/check-in-list.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** An operator-configured promotion (docs/promotions.md). */
export const promotion = pgTable(
  'promotion',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    /** The jurisdiction profile's promotion kind: off there, the promotion is hidden and pays nothing. */
    kind: text('kind').$type<Promotion>().notNull(),
    entry: text('entry').$type<PromotionEntry>().notNull(),
    period: text('period').$type<PromotionPeriod>().notNull(),
    /** Centavos (BONUS), points (POINTS), tickets (TICKETS of `rewardGame`) or spins (FREE_SPINS). */
    rewardAmount: bigint('reward_amount', { mode: 'number' }).notNull(),
    rewardType: text('reward_type').$type<PromotionRewardType>().notNull().default('BONUS'),
    /** TICKETS: the lucky-draw game; FREE_SPINS: the slot's game code. */
    rewardGame: text('reward_game').notNull().default(''),
    /** FREE_SPINS: the bet of each spin, in centavos (0 for other rewards). */
    rewardBet: bigint('reward_bet', { mode: 'number' }).notNull().default(0),
    /** WAGER: the valid turnover (centavos, counted at `contributions`) that earns the reward. */
    minTurnover: bigint('min_turnover', { mode: 'number' }).notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    image: text('image').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /** 0: the reward is cash. Above 0: a bonus grant to wager rewardAmount × this (docs/promotions.md). */
    wageringMultiplier: integer('wagering_multiplier').notNull().default(0),
    maxBetWhileWagering: bigint('max_bet_while_wagering', { mode: 'number' }).notNull().default(0),
    expiryDays: integer('expiry_days').notNull().default(7),
    contributions: jsonb('contributions').$type<BonusContributions>().notNull().default({}),
    /** DEPOSIT / FIRST_DEPOSIT: the smallest credited deposit, and the match percent (0: fixed). */
    minDeposit: bigint('min_deposit', { mode: 'number' }).notNull().default(0),
    matchPercent: integer('match_percent').notNull().default(0),
    /** Eligibility: the lowest VIP level, and the agents whose teams may take it (empty: everyone). */
    minVipLevel: integer('min_vip_level').notNull().default(0),
    agentLines: text('agent_lines')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Texts by language (pt-BR, en, zh); `terms` already sanitised. */
    texts: jsonb('texts').$type<Record<'pt-BR' | 'en' | 'zh', PromotionText>>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('promotion_code').on(table.code),
    check('promotion_reward_positive', sql`${table.rewardAmount} > 0`),
    check('promotion_window', sql`${table.endsAt} > ${table.startsAt}`),
    check('promotion_reward_type', columnIn('reward_type', PROMOTION_REWARD_TYPES)),
    check(
      'promotion_reward_game',
      sql`(${table.rewardType} in ('TICKETS', 'FREE_SPINS')) = (${table.rewardGame} <> '')`,
    ),
    // Free spins: a bet per spin, and their wins paid as cash (no wagering; decision 0020).
    check(
      'promotion_free_spins',
      sql`(${table.rewardType} = 'FREE_SPINS') = (${table.rewardBet} > 0)
        and (${table.rewardType} <> 'FREE_SPINS' or ${table.wageringMultiplier} = 0)`,
    ),
    check('promotion_wager_target', sql`(${table.entry} = 'WAGER') = (${table.minTurnover} > 0)`),
  ],
);

/**
 * A member's taking part in a promotion for one period: `periodKey` is 'ONCE' or the Brasília day.
 * The unique index is what makes two applications sent together one application.
 */
export const promotionApplication = pgTable(
  'promotion_application',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotion.id),
    memberId: uuid('member_id').notNull(),
    periodKey: text('period_key').notNull(),
    status: text('status').$type<PromotionApplicationStatus>().notNull(),
    remark: text('remark').notNull().default(''),
    /** The bonus promised when the application was made (a later change of the promotion does not alter it). */
    rewardAmount: bigint('reward_amount', { mode: 'number' }).notNull(),
    rejectReason: text('reject_reason'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The ledger entry of the bonus, once credited. */
    entryId: bigint('entry_id', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('promotion_application_period').on(table.promotionId, table.memberId, table.periodKey),
    index('promotion_application_status').on(table.status, table.createdAt),
    index('promotion_application_member').on(table.memberId),
  ],
);

/** Proof images of an application: png or jpg, at most 5 MB each, at most 3 (spec section 9). */
export const promotionProof = pgTable(
  'promotion_proof',
  {
    id: serial('id').primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => promotionApplication.id),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    /** Base64 of the image bytes. */
    data: text('data').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('promotion_proof_application').on(table.applicationId)],
);
