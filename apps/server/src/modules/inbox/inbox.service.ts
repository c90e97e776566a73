import {
  isTrialType,
  type InboxKind,
  type InboxListResponse,
  type InboxMessage,
  type InboxReadResponse,
  type InboxUnreadResponse,
  type SupportedLanguage,
  type UnreadCountResponse,
} from '@platform/contracts';
import { AppError } from '@platform/server-kit';
import type { Principal } from '../../plugins/route-registry.js';
import { messageText, NOTICE_PARAMS, type NoticeParams } from './inbox-texts.js';
import type { InboxRepository, InboxRow } from './inbox.repository.js';

/**
 * An event another module tells a member of. `subjectId` is the object it happened to (the
 * deposit, the withdrawal, the contract): with the kind it is the event's key, so reporting the
 * same event again, from a retry, the sweeper or another instance, writes nothing more.
 */
export type InboxNotice = {
  [K in InboxKind]: { kind: K; memberId: string; subjectId: string; params: NoticeParams[K] };
}[InboxKind];

/** What other modules are given (wired in app.ts): the one way to put a message in an inbox. */
export type InboxDelivery = { deliver(notice: InboxNotice): Promise<boolean> };

type Page = { page: number; pageSize: number };

const readerOf = (principal: Principal | null) => {
  if (!principal) throw new AppError('unauthorized');
  // Trial accounts never receive messages (they move no real money); their inbox is empty
  // without a query, and what they ask of it is "not found" (spec section 6).
  return { memberId: principal.memberId, trial: isTrialType(principal.type) };
};

const viewOf = (row: InboxRow, language: SupportedLanguage): InboxMessage => ({
  id: row.id,
  kind: row.kind,
  ...messageText(row.kind, row.params, language),
  read: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The member inbox (docs/inbox.md): system messages written once per event by the modules where
 * events happen, read by their member only, each written out in the reader's language.
 */
export const createInboxService = ({
  repository,
  onDelivered,
}: {
  repository: InboxRepository;
  /** Told after a new message was stored (not a repeated event), for the live push. */
  onDelivered?: (memberId: string) => void;
}) => ({
  async deliver(notice: InboxNotice): Promise<boolean> {
    const params = NOTICE_PARAMS[notice.kind].parse(notice.params) as Record<string, unknown>;
    const stored = await repository.insertOnce({
      memberId: notice.memberId,
      eventKey: `${notice.kind}:${notice.subjectId}`,
      kind: notice.kind,
      params,
    });
    if (stored) onDelivered?.(notice.memberId);
    return stored;
  },

  /** Member info's `unreadMessage` (accounts asks through app.ts). */
  unreadOf: (memberId: string): Promise<number> => repository.unreadCount(memberId),

  async unreadCount(principal: Principal | null): Promise<UnreadCountResponse> {
    const reader = readerOf(principal);
    return { count: reader.trial ? 0 : await repository.unreadCount(reader.memberId) };
  },

  async list(
    principal: Principal | null,
    page: Page,
    language: SupportedLanguage,
  ): Promise<InboxListResponse> {
    const reader = readerOf(principal);
    const empty = { list: [], page: page.page, pageSize: page.pageSize, total: 0, totalPages: 0, unread: 0 };
    if (reader.trial) return empty;
    const [rows, counts] = await Promise.all([
      repository.page(reader.memberId, {
        limit: page.pageSize,
        offset: (page.page - 1) * page.pageSize,
      }),
      repository.counts(reader.memberId),
    ]);
    return {
      list: rows.map((row) => viewOf(row, language)),
      page: page.page,
      pageSize: page.pageSize,
      total: counts.total,
      totalPages: Math.ceil(counts.total / page.pageSize),
      unread: counts.unread,
    };
  },

  /** One message, opened: it is read from now on. Another member's id is not found, like a wrong one. */
  async read(
    principal: Principal | null,
    id: string,
    language: SupportedLanguage,
  ): Promise<InboxReadResponse> {
    const reader = readerOf(principal);
    const row = reader.trial ? null : await repository.markRead(reader.memberId, id);
    if (!row) throw new AppError('message-not-found');
    return { message: viewOf(row, language), unread: await repository.unreadCount(reader.memberId) };
  },

  async readAll(principal: Principal | null): Promise<InboxUnreadResponse> {
    const reader = readerOf(principal);
    if (!reader.trial) await repository.markAllRead(reader.memberId);
    return { unread: 0 };
  },

  async remove(principal: Principal | null, id: string): Promise<InboxUnreadResponse> {
    const reader = readerOf(principal);
    if (reader.trial || !(await repository.softDelete(reader.memberId, id))) {
      throw new AppError('message-not-found');
    }
    return { unread: await repository.unreadCount(reader.memberId) };
  },
});

export type InboxService = ReturnType<typeof createInboxService>;
