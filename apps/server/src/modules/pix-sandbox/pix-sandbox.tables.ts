import { bigint, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox PSP's own records, as a real PSP keeps them on its side: the platform never reads
 * these tables (it knows only what the gateway interface and the webhook tell it).
 */
export const sandboxCharge = pgTable(
  'sandbox_charge',
  {
    id: text('id').primaryKey(),
    /** The merchant's reference (the platform's deposit reference). */
    reference: text('reference').notNull().unique(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    brCode: text('br_code').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Who the merchant said must pay (the "devedor" of a PIX charge). */
    payerCpf: text('payer_cpf').notNull(),
    payerName: text('payer_name').notNull(),
    status: text('status', { enum: ['PENDING', 'PAID', 'REFUNDED'] })
      .notNull()
      .default('PENDING'),
    paidByCpf: text('paid_by_cpf'),
    paidByName: text('paid_by_name'),
    endToEndId: text('end_to_end_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [index('sandbox_charge_status').on(table.status, table.createdAt)],
);

export const sandboxPayout = pgTable('sandbox_payout', {
  id: text('id').primaryKey(),
  reference: text('reference').notNull().unique(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  keyType: text('key_type').notNull(),
  pixKey: text('pix_key').notNull(),
  holderCpf: text('holder_cpf').notNull(),
  status: text('status', { enum: ['PROCESSING', 'PAID', 'FAILED'] })
    .notNull()
    .default('PROCESSING'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
});

/** The sandbox's key directory for phone, e-mail and random keys (CPF keys need no entry). */
export const sandboxPixKey = pgTable('sandbox_pix_key', {
  pixKey: text('pix_key').primaryKey(),
  keyType: text('key_type').notNull(),
  holderCpf: text('holder_cpf').notNull(),
  holderName: text('holder_name').notNull(),
});

/** Every webhook the sandbox sent: the exact body and signature, and what the platform answered. */
export const sandboxNotification = pgTable(
  'sandbox_notification',
  {
    id: serial('id').primaryKey(),
    eventId: text('event_id').notNull().unique(),
    reference: text('reference').notNull(),
    body: text('body').notNull(),
    signature: text('signature').notNull(),
    statusCode: bigint('status_code', { mode: 'number' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sandbox_notification_reference').on(table.reference)],
);
