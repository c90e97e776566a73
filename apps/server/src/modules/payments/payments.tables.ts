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
import {
  CONFIRMATION_STATES,
  DEPOSIT_STATUSES,
  PIX_KEY_TYPES,
  WITHDRAWAL_STATUSES,
} from '@platform/contracts';
import { valueList } from '../../db/check-in-list.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/**
 * A way to pay in (spec: payment channels), configured by the operator. `gateway` names the
 * PaymentGateway that runs it; `webhookSecret` is the HMAC key its webhook signs with, made at
 * first start and never in the repository.
 */
export const paymentChannel = pgTable('payment_channel', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  method: text('method', { enum: ['PIX'] }).notNull(),
  gateway: text('gateway').notNull(),
  minAmount: bigint('min_amount', { mode: 'number' }).notNull(),
  maxAmount: bigint('max_amount', { mode: 'number' }).notNull(),
  feeBp: integer('fee_bp').notNull().default(0),
  feeFixed: bigint('fee_fixed', { mode: 'number' }).notNull().default(0),
  presets: jsonb('presets').$type<number[]>().notNull().default([]),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  webhookSecret: text('webhook_secret').notNull(),
  createdAt: createdAt(),
});

/**
 * A PIX charge a member opened. PENDING until the gateway says it was paid (PAID: credited, or
 * RETURNED: paid from someone else's account, sent back and flagged) or it passes its expiry.
 */
export const depositOrder = pgTable(
  'deposit_order',
  {
    id: uuid('id').primaryKey(),
    memberId: uuid('member_id').notNull(),
    /** The client's requestId: a retried request answers the same charge. */
    requestId: uuid('request_id').notNull(),
    reference: text('reference').notNull().unique(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => paymentChannel.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    status: text('status', { enum: DEPOSIT_STATUSES }).notNull().default('PENDING'),
    /** The CPF the charge was opened for: only a payment from this CPF is credited. */
    expectedCpf: text('expected_cpf').notNull(),
    gatewayChargeId: text('gateway_charge_id'),
    brCode: text('br_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    payerCpf: text('payer_cpf'),
    payerName: text('payer_name'),
    endToEndId: text('end_to_end_id'),
    flagged: boolean('flagged').notNull().default(false),
    remark: text('remark'),
    /** Whether the money of the current status has moved (the credit of a PAID charge). */
    ledgerDone: boolean('ledger_done').notNull().default(true),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    check('deposit_order_status', sql`${table.status} in (${valueList(DEPOSIT_STATUSES)})`),
    check(
      'deposit_order_amounts',
      sql`${table.amount} > 0 and ${table.fee} >= 0 and ${table.fee} < ${table.amount}`,
    ),
    uniqueIndex('deposit_order_request').on(table.memberId, table.requestId),
    uniqueIndex('deposit_order_charge').on(table.gatewayChargeId),
    index('deposit_order_member').on(table.memberId, table.createdAt),
    // The missions' progress job reads deposits by the time they were paid.
    index('deposit_order_paid')
      .on(table.paidAt)
      .where(sql`${table.status} = 'PAID'`),
    index('deposit_order_due')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'PENDING' or not ${table.ledgerDone}`),
  ],
);

/** The member's own-name PIX key withdrawals go to (one per member; replacing it is audited). */
export const payee = pgTable('payee', {
  memberId: uuid('member_id').primaryKey(),
  keyType: text('key_type', { enum: PIX_KEY_TYPES }).notNull(),
  pixKey: text('pix_key').notNull(),
  holderCpf: text('holder_cpf').notNull(),
  holderName: text('holder_name').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A withdrawal: PENDING (amount held in PENDING_WITHDRAWAL) → APPROVED (payout sent) → PAID, or
 * REJECTED (amount returned). Once PAID the member confirms it (`confirmation`, spec section 4).
 */
export const withdrawal = pgTable(
  'withdrawal',
  {
    id: uuid('id').primaryKey(),
    memberId: uuid('member_id').notNull(),
    requestId: uuid('request_id').notNull(),
    reference: text('reference').notNull().unique(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    keyType: text('key_type', { enum: PIX_KEY_TYPES }).notNull(),
    pixKey: text('pix_key').notNull(),
    holderCpf: text('holder_cpf').notNull(),
    holderName: text('holder_name').notNull(),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull().default('PENDING'),
    confirmation: text('confirmation', { enum: CONFIRMATION_STATES }),
    confirmBy: timestamp('confirm_by', { withTimezone: true }),
    gatewayPayoutId: text('gateway_payout_id'),
    remark: text('remark'),
    /** The operator who approved or rejected it, and who closed a dispute. */
    decidedBy: uuid('decided_by'),
    /**
     * Whether the money of the current state has moved. A transition is claimed first (one
     * conditional update, so two operators cannot both act) and its money follows; a stop in
     * between leaves this false for the sweeper to finish.
     */
    ledgerDone: boolean('ledger_done').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('withdrawal_status', sql`${table.status} in (${valueList(WITHDRAWAL_STATUSES)})`),
    check('withdrawal_amount', sql`${table.amount} > 0`),
    uniqueIndex('withdrawal_request').on(table.memberId, table.requestId),
    // One open withdrawal per member, whatever the race between two requests.
    uniqueIndex('withdrawal_one_open')
      .on(table.memberId)
      .where(sql`${table.status} in ('PENDING', 'APPROVED')`),
    index('withdrawal_member').on(table.memberId, table.createdAt),
    index('withdrawal_status_created').on(table.status, table.createdAt),
    index('withdrawal_money_due')
      .on(table.updatedAt)
      .where(sql`not ${table.ledgerDone}`),
    index('withdrawal_awaiting')
      .on(table.confirmBy)
      .where(sql`${table.confirmation} = 'AWAITING'`),
  ],
);

/** Images a member attached to say a paid withdrawal never arrived. */
export const withdrawalProof = pgTable(
  'withdrawal_proof',
  {
    id: serial('id').primaryKey(),
    withdrawalId: uuid('withdrawal_id')
      .notNull()
      .references(() => withdrawal.id),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    /** Base64 of the image bytes (at most 5 MB each, 3 per withdrawal). */
    data: text('data').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('withdrawal_proof_withdrawal').on(table.withdrawalId)],
);

/**
 * Every webhook call, signed or not: what came, whether its signature held, and what was done.
 * `eventId` is unique among the accepted ones, so a replayed event is answered without acting.
 */
export const paymentWebhookEvent = pgTable(
  'payment_webhook_event',
  {
    id: serial('id').primaryKey(),
    gateway: text('gateway').notNull(),
    eventId: text('event_id'),
    signatureValid: boolean('signature_valid').notNull(),
    outcome: text('outcome').notNull(),
    body: text('body').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_webhook_event_once')
      .on(table.gateway, table.eventId)
      .where(sql`${table.signatureValid}`),
  ],
);
