import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BANNER_GROUPS, EXECUTIONS } from '@platform/contracts';
import { valueList } from '../../db/check-in-list.js';

/** The types this table holds: every AnnouncementType but H (help lives in the system module). */
export const STORED_TYPES = ['B', 'PL', 'PU', 'PR'] as const;
export type StoredType = (typeof STORED_TYPES)[number];
export const LINKAGE_TYPES = ['INTERNAL', 'EXTERNAL', 'NONE'] as const;

/** Text in each supported language; PT is required, an empty or missing EN or CN falls back to it. */
export type AnnouncementText = { PT: string; EN?: string; CN?: string };

/**
 * Everything the site announces (spec sections 2, 3 and 7), one row each: banners (type B),
 * player notices (PL: the ticker and the /announce list), popups (PU) and promotion notices (PR).
 * A row is served while it is enabled and now is inside [starts_at, ends_at); no end means it
 * stays until an operator disables it or sets one. docs/messaging.md shows how to add rows.
 */
export const announcement = pgTable(
  'announcement',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A stable name for the row (the seed adds only names it does not find; operators may use any). */
    key: text('key').notNull().unique(),
    type: text('type', { enum: STORED_TYPES }).notNull(),
    title: jsonb('title').$type<AnnouncementText>().notNull(),
    /** HTML for notices, promotions and popups, sanitised on the way out; unused for banners. */
    content: jsonb('content').$type<AnnouncementText>().notNull().default({ PT: '' }),
    /** Banners only: where the banner shows. */
    groupName: text('group_name', { enum: BANNER_GROUPS }),
    /**
     * Banners only: the artwork, an https address used as is or a path under the image CDNs; null
     * for the artwork this server draws from the title.
     */
    imageUrl: text('image_url'),
    /** Banners only: where a click goes, a site path (INTERNAL) or an https address (EXTERNAL). */
    linkage: text('linkage').notNull().default(''),
    linkageType: text('linkage_type', { enum: LINKAGE_TYPES }).notNull().default('NONE'),
    /** Popups only: the audience, A logged-in members, B visitors, F members on a first login. */
    execution: text('execution', { enum: EXECUTIONS }),
    /** Popups only: the promotion a popup advertises, free text the client may act on. */
    promotionType: text('promotion_type'),
    /** Order within a list; lower first (player notices are newest first instead). */
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Every read asks for the enabled rows of some types, by publish time.
    index('announcement_live')
      .on(table.type, table.startsAt)
      .where(sql`${table.enabled}`),
    // Operators write rows by hand (SQL): the database refuses the mistakes the site cannot show.
    check('announcement_type', sql`${table.type} in (${valueList(STORED_TYPES)})`),
    check(
      'announcement_group',
      sql`(${table.type} = 'B') = (${table.groupName} is not null) and (${table.groupName} is null or ${table.groupName} in (${valueList(BANNER_GROUPS)}))`,
    ),
    check(
      'announcement_execution',
      sql`(${table.type} = 'PU') = (${table.execution} is not null) and (${table.execution} is null or ${table.execution} in (${valueList(EXECUTIONS)}))`,
    ),
    check(
      'announcement_linkage',
      sql`${table.linkageType} = 'NONE' or (${table.linkageType} = 'INTERNAL' and ${table.linkage} like '/%' and ${table.linkage} not like '//%') or (${table.linkageType} = 'EXTERNAL' and ${table.linkage} like 'https://%')`,
    ),
    check(
      'announcement_image',
      sql`${table.imageUrl} is null or ${table.imageUrl} like 'https://%' or (${table.imageUrl} like '/%' and ${table.imageUrl} not like '//%')`,
    ),
    check(
      'announcement_text',
      sql`jsonb_typeof(${table.title}->'PT') = 'string' and ${table.title}->>'PT' <> '' and jsonb_typeof(${table.content}->'PT') = 'string'`,
    ),
    check('announcement_window', sql`${table.endsAt} is null or ${table.endsAt} > ${table.startsAt}`),
  ],
);
