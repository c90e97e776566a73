import {
  SUPPORT_MESSAGES_PER_MINUTE,
  type OperatorSupportConversationsResponse,
  type SupportMessage,
  type SupportMessagesResponse,
} from '@platform/contracts';
import { AppError } from '@platform/server-kit';
import { memberAuditor, type AuditService } from '../audit/index.js';
import type { SupportMessageRow, SupportRepository } from './support.repository.js';

type Meta = { ip: string; userAgent?: string };
type Operator = { memberId: string; account: string };

/** Conversations the operators' list shows. */
const CONVERSATIONS_LISTED = 100;

const view = (row: SupportMessageRow): SupportMessage => ({
  id: row.id,
  author: row.author,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * The built-in support chat (docs/customer-service.md): one conversation per member, text only.
 * Members write at most SUPPORT_MESSAGES_PER_MINUTE a minute (taken before the write); operators
 * see their conversations with unread counts and reply (audited).
 */
export const createSupportService = (options: {
  repository: SupportRepository;
  audit: AuditService;
  takeMessage: (memberId: string, perMinute: number) => Promise<boolean>;
  accountNamesOf: (memberIds: string[]) => Promise<Map<string, string>>;
}) => {
  const { repository } = options;
  const audited = memberAuditor(options.audit);
  return {
    async messages(memberId: string): Promise<SupportMessagesResponse> {
      return { list: (await repository.history(memberId)).map(view) };
    },

    async send(memberId: string, body: string): Promise<SupportMessage> {
      if (!(await options.takeMessage(memberId, SUPPORT_MESSAGES_PER_MINUTE))) {
        throw new AppError('support-rate-limited');
      }
      return view(await repository.append({ memberId, author: 'MEMBER', operatorAccount: null, body }));
    },

    async conversations(): Promise<OperatorSupportConversationsResponse> {
      const { rows, unread } = await repository.conversations(CONVERSATIONS_LISTED);
      const names = await options.accountNamesOf(rows.map((row) => row.member_id));
      return {
        list: rows.map((row) => ({
          memberId: row.member_id,
          account: names.get(row.member_id) ?? '',
          lastMessage: row.body,
          lastAuthor: row.author,
          lastMessageAt: iso(row.last_message_at),
          unread: Number(row.operator_unread),
        })),
        unread,
      };
    },

    /** A conversation as an operator opens it: its member messages count as read from now on. */
    async conversation(operator: Operator, memberId: string, meta: Meta): Promise<SupportMessagesResponse> {
      if (!(await repository.exists(memberId))) throw new AppError('support-conversation-not-found');
      await repository.markReadByOperators(memberId);
      await audited('support.view', meta, operator, { conversation: memberId });
      return { list: (await repository.history(memberId)).map(view) };
    },

    async reply(operator: Operator, memberId: string, body: string, meta: Meta): Promise<SupportMessage> {
      if (!(await repository.exists(memberId))) throw new AppError('support-conversation-not-found');
      const row = await repository.append({
        memberId,
        author: 'OPERATOR',
        operatorAccount: operator.account,
        body,
      });
      await audited('support.reply', meta, operator, { conversation: memberId, messageId: row.id });
      return view(row);
    },
  };
};

export type SupportService = ReturnType<typeof createSupportService>;
