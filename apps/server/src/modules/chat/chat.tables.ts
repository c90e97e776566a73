import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CHAT_MESSAGE_KINDS, SUPPORTED_LANGUAGES } from '@platform/contracts';
import { valueList } from '../../db/check-in-list.js';

/**
 * The chat rooms' messages (docs/chat-room.md), one room per language. A member's message keeps
 * the nickname it was written under; a big win (`kind` 'big-win', no member) keeps the winners
 * board's masked name, game and amount in `win`, and `event_key` makes each win announced once
 * however many instances run the announcing job. Deleting hides a message (deleted_at) and keeps
 * who deleted it.
 */
export const chatMessage = pgTable(
  'chat_message',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    room: text('room').notNull(),
    kind: text('kind').notNull(),
    /** The writer (accounts' member.id); null for a big win. */
    memberId: uuid('member_id'),
    nickname: text('nickname').notNull(),
    body: text('body').notNull().default(''),
    win: jsonb('win').$type<{ gameName: string; amount: number }>(),
    eventKey: text('event_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by'),
  },
  (table) => [
    // A room's last messages, newest first: the history a page gets on joining.
    index('chat_message_room_shown')
      .on(table.room, table.id)
      .where(sql`${table.deletedAt} is null`),
    uniqueIndex('chat_message_event').on(table.room, table.eventKey),
    check('chat_message_room', sql`${table.room} in (${valueList(SUPPORTED_LANGUAGES)})`),
    check('chat_message_kind', sql`${table.kind} in (${valueList(CHAT_MESSAGE_KINDS)})`),
  ],
);

/** A member an operator muted, until when (a mute in the past mutes no one). */
export const chatMute = pgTable('chat_mute', {
  memberId: uuid('member_id').primaryKey(),
  mutedUntil: timestamp('muted_until', { withTimezone: true }).notNull(),
  reason: text('reason').notNull().default(''),
  mutedBy: uuid('muted_by').notNull(),
  mutedAt: timestamp('muted_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each member's sends in the current window of the rate limit: one row per member, taken by one
 * upsert before anything else about a message is checked, so simultaneous sends on any number of
 * instances count one after the other.
 */
export const chatSendWindow = pgTable('chat_send_window', {
  memberId: uuid('member_id').primaryKey(),
  /** The window's number: epoch seconds divided by the window's length. */
  window: bigint('window_no', { mode: 'number' }).notNull(),
  sends: integer('sends').notNull(),
});
