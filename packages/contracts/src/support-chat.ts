import { z } from 'zod';

/**
 * The built-in support chat (docs/customer-service.md): one conversation per member with the
 * operators, one of the system's customerService entries (csType SUPPORT_CHAT). Text only.
 */
export const SUPPORT_CHAT_CS_TYPE = 'SUPPORT_CHAT';
/** Where the built-in chat opens (in the 440 x 750 customer-service window). */
export const SUPPORT_CHAT_PATH = '/service';
export const SUPPORT_MESSAGE_MAX = 1_000;
/** Messages a member may send per minute. */
export const SUPPORT_MESSAGES_PER_MINUTE = 10;
/** How often an open chat asks for new messages until the live channel carries them. */
export const SUPPORT_POLL_MS = 4_000;

export const SupportAuthor = z.enum(['MEMBER', 'OPERATOR']);
export type SupportAuthor = z.infer<typeof SupportAuthor>;

export const SupportMessage = z.object({
  id: z.string(),
  author: SupportAuthor,
  body: z.string(),
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof SupportMessage>;

/** GET /wps/support/messages (token): the member's conversation, oldest first (the last 200). */
export const SupportMessagesResponse = z.object({ list: z.array(SupportMessage) });
export type SupportMessagesResponse = z.infer<typeof SupportMessagesResponse>;

/** POST /wps/support/messages (token). */
export const SendSupportMessageRequest = z.object({
  body: z.string().trim().min(1).max(SUPPORT_MESSAGE_MAX),
});
export type SendSupportMessageRequest = z.input<typeof SendSupportMessageRequest>;

export const OperatorSupportConversation = z.object({
  memberId: z.string(),
  account: z.string(),
  lastMessage: z.string(),
  lastAuthor: SupportAuthor,
  lastMessageAt: z.string(),
  /** Member messages no operator has opened yet. */
  unread: z.number().int(),
});
export type OperatorSupportConversation = z.infer<typeof OperatorSupportConversation>;

export const OperatorSupportConversationsResponse = z.object({
  list: z.array(OperatorSupportConversation),
  /** Unread member messages over every conversation. */
  unread: z.number().int(),
});
export type OperatorSupportConversationsResponse = z.infer<typeof OperatorSupportConversationsResponse>;

export const OperatorSupportMessagesQuery = z.object({ memberId: z.uuid() });
export const OperatorSupportReplyRequest = z.object({
  memberId: z.uuid(),
  body: z.string().trim().min(1).max(SUPPORT_MESSAGE_MAX),
});
