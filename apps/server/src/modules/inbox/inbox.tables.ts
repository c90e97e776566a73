import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { INBOX_KINDS, type InboxKind } from '@platform/contracts';
import { valueList } from '../../db/check-in-list.js';

/**
 * The member inbox (docs/inbox.md): one row per system message. A message is stored as its kind
 * and the parameters of its text, never as text, so each reader gets it in their own language.
 * `event_key` names the event it tells of (`deposit-credited:<deposit id>`); with the member it is
 * unique, so an event reported twice, or by two instances at once, leaves one message.
 * A deleted message keeps its row (deleted_at) and so its key: a late retry of the event does
 * not bring it back.
 */
export const inboxMessage = pgTable(
  'inbox_message',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The reader (accounts' member.id). */
    memberId: uuid('member_id').notNull(),
    eventKey: text('event_key').notNull(),
    kind: text('kind').$type<InboxKind>().notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('inbox_message_event').on(table.memberId, table.eventKey),
    // The inbox page: a member's messages, newest first.
    index('inbox_message_shown')
      .on(table.memberId, table.createdAt)
      .where(sql`${table.deletedAt} is null`),
    // The unread count every open page asks for: only the unread rows are in it.
    index('inbox_message_unread')
      .on(table.memberId)
      .where(sql`${table.readAt} is null and ${table.deletedAt} is null`),
    check('inbox_message_kind', sql`${table.kind} in (${valueList(INBOX_KINDS)})`),
  ],
);
