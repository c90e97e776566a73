import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  type FeedbackStatus,
  type FeedbackType,
} from '@platform/contracts';
import { valueList } from '../../db/check-in-list.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A member's feedback or complaint (docs/feedback.md). Every move of `status` is one conditional
 * update on the row (feedback-state.ts), so two operators acting at once leave one outcome.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the member quotes: FB and eight characters, unique. */
    reference: text('reference').notNull(),
    memberId: uuid('member_id').notNull(),
    type: text('type').$type<FeedbackType>().notNull(),
    content: text('content').notNull(),
    status: text('status').$type<FeedbackStatus>().notNull().default('SUBMITTED'),
    reply: text('reply'),
    /** The operator account that replied. */
    repliedBy: text('replied_by'),
    repliedAt: at('replied_at'),
    closedBy: text('closed_by'),
    closedAt: at('closed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('feedback_reference').on(table.reference),
    index('feedback_member').on(table.memberId, table.createdAt),
    index('feedback_status').on(table.status, table.createdAt),
    check('feedback_type_known', sql`${table.type} in (${valueList(FEEDBACK_TYPES)})`),
    check('feedback_status_known', sql`${table.status} in (${valueList(FEEDBACK_STATUSES)})`),
  ],
);

/** A feedback's images: png or jpg, at most 5 MB each, at most 3 (spec section 9). */
export const feedbackImage = pgTable(
  'feedback_image',
  {
    feedbackId: uuid('feedback_id')
      .notNull()
      .references(() => feedback.id),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    /** Base64 of the image bytes. */
    data: text('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.feedbackId, table.position] })],
);

/**
 * The support chat's conversation of one member (docs/customer-service.md): the last message, for
 * the operators' list, and the member messages no operator has opened yet.
 */
export const supportConversation = pgTable(
  'support_conversation',
  {
    memberId: uuid('member_id').primaryKey(),
    lastMessageAt: at('last_message_at').notNull().defaultNow(),
    operatorUnread: integer('operator_unread').notNull().default(0),
  },
  (table) => [index('support_conversation_recent').on(table.lastMessageAt)],
);

export const supportMessage = pgTable(
  'support_message',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => supportConversation.memberId),
    author: text('author').$type<'MEMBER' | 'OPERATOR'>().notNull(),
    /** The operator account that wrote it; null for the member's own. */
    operatorAccount: text('operator_account'),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('support_message_member').on(table.memberId, table.createdAt),
    check('support_message_author', sql`${table.author} in ('MEMBER', 'OPERATOR')`),
  ],
);

/**
 * Per-member rate limits of this module (care-quota.ts): `used` attempts since `window_start`,
 * taken by one statement before the work, shared by every instance.
 */
export const careQuota = pgTable(
  'care_quota',
  {
    memberId: uuid('member_id').notNull(),
    scope: text('scope').notNull(),
    windowStart: at('window_start').notNull(),
    used: integer('used').notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.scope] })],
);
