import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Operator-editable configuration, one row per key (brand, whitelabel, maintenance, …).
 * Values are validated against the zod schema of their key on every read and write.
 */
export const systemSetting = pgTable('system_setting', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Help-centre content per language and device; `key` 'term' is the terms page (/help#term). */
export const helpCenterSection = pgTable(
  'help_center_section',
  {
    id: serial('id').primaryKey(),
    lang: text('lang').notNull(),
    device: text('device').notNull(),
    key: text('key').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('help_center_section_lang_device_key').on(table.lang, table.device, table.key)],
);

/**
 * Key pairs for encrypted request payloads (routes declared `encrypt: true`). Generated at first
 * start, never shipped in the repository; the newest unretired key is the one published.
 */
export const payloadKey = pgTable('payload_key', {
  id: text('id').primaryKey(),
  publicJwk: jsonb('public_jwk').notNull(),
  privateJwk: jsonb('private_jwk').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/**
 * The key that seals stored secrets (authenticator secrets, outbox messages) when AT_REST_KEY is
 * not configured: generated at first start, like the payload keys. With AT_REST_KEY set it only
 * opens what it sealed before (lib/secret-box.ts).
 */
export const atRestKey = pgTable('at_rest_key', {
  id: text('id').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
