import { z } from 'zod';

/**
 * The member inbox (spec section 2 "messageV2", section 3 member info `unreadMessage`, section 7
 * CSP_unreadCount): system messages the platform writes when something happens to the member's
 * money or contracts. Each message is stored as one of these kinds with its parameters and is
 * written out in the reader's language when read (docs/inbox.md).
 */
export const INBOX_KINDS = [
  'deposit-credited',
  'withdrawal-paid',
  'withdrawal-rejected',
  'contract-offered',
  'feedback-replied',
  'promotion-issued',
  'limit-reached',
] as const;
export const InboxKind = z.enum(INBOX_KINDS);
export type InboxKind = z.infer<typeof InboxKind>;

/** Messages per page the inbox shows by default; at most 50. */
export const INBOX_PAGE_SIZE = 20;

export const InboxMessage = z.object({
  id: z.string(),
  kind: InboxKind,
  /** In the language of the request. */
  title: z.string(),
  body: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type InboxMessage = z.infer<typeof InboxMessage>;

export const InboxListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(INBOX_PAGE_SIZE),
});
export type InboxListQuery = z.input<typeof InboxListQuery>;

export const InboxListResponse = z.object({
  /** Newest first. */
  list: z.array(InboxMessage),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** Unread messages in the whole inbox, not only on this page. */
  unread: z.number().int(),
});
export type InboxListResponse = z.infer<typeof InboxListResponse>;

/** One message of the caller's inbox, by id (read or delete). */
export const InboxMessageRequest = z.object({ id: z.uuid() });
export type InboxMessageRequest = z.infer<typeof InboxMessageRequest>;

export const InboxReadResponse = z.object({ message: InboxMessage, unread: z.number().int() });
export type InboxReadResponse = z.infer<typeof InboxReadResponse>;

/** After mark-all-read or a delete: how many are still unread. */
export const InboxUnreadResponse = z.object({ unread: z.number().int() });
export type InboxUnreadResponse = z.infer<typeof InboxUnreadResponse>;

/** POST /wps/relay/CSP_unreadCount: the caller's unread messages (0 for a trial account). */
export const UnreadCountResponse = z.object({ count: z.number().int() });
export type UnreadCountResponse = z.infer<typeof UnreadCountResponse>;
