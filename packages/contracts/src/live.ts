import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from './languages.js';

/** A chat room per language (docs/chat-room.md). */
export const ChatRoom = z.enum(SUPPORTED_LANGUAGES);
export type ChatRoom = z.infer<typeof ChatRoom>;

/** What a page sends on the socket. */
export const LiveClientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(200).optional() }),
  z.object({ type: z.literal('chat.join'), room: ChatRoom }),
  z.object({ type: z.literal('chat.leave') }),
  z.object({ type: z.literal('ping') }),
]);
export type LiveClientFrame = z.infer<typeof LiveClientFrame>;

export const CHAT_MESSAGE_KINDS = ['member', 'big-win'] as const;

/** One message of a chat room, as every reader sees it. */
export const ChatMessage = z.object({
  id: z.string(),
  room: ChatRoom,
  kind: z.enum(CHAT_MESSAGE_KINDS),
  /** The member's nickname, or their masked account name; the winner's masked name for a big win. */
  nickname: z.string(),
  /** What the member wrote (already filtered); empty for a big win. */
  text: z.string(),
  /** A big win: the game and the amount in centavos; null for a member's message. */
  win: z.object({ gameName: z.string(), amount: z.number().int() }).nullable(),
  /** Sent by the member reading it. */
  mine: z.boolean(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/** What the server pushes on the socket. */
export type LiveServerFrame =
  | { type: 'ready'; unread: number; balance: number | null }
  | { type: 'balance'; balance: number }
  | { type: 'inbox'; unread: number }
  | { type: 'announcement' }
  | { type: 'chat.message'; message: ChatMessage }
  | { type: 'chat.deleted'; room: ChatRoom; id: string }
  | { type: 'chat.muted'; mutedUntil: string | null }
  /** The server's listener was cut and is back: what happened meanwhile must be asked for. */
  | { type: 'resync' }
  | { type: 'pong' };

/** The longest message a member may write. */
export const CHAT_MAX_LENGTH = 200;

export const ChatHistoryQuery = z.object({ room: ChatRoom });
export type ChatHistoryQuery = z.infer<typeof ChatHistoryQuery>;

export const ChatHistoryResponse = z.object({
  room: ChatRoom,
  /** Oldest first, the room's last messages. */
  messages: z.array(ChatMessage),
  /** Whether this caller may write (false for trial accounts and while muted). */
  canSend: z.boolean(),
  /** Why not: a trial account reads only, a muted member until when. */
  readOnly: z.enum(['trial', 'muted']).nullable(),
  mutedUntil: z.string().nullable(),
  /** The rate limit: at most `sends` messages every `seconds`. */
  limit: z.object({ sends: z.number().int(), seconds: z.number().int() }),
});
export type ChatHistoryResponse = z.infer<typeof ChatHistoryResponse>;

export const ChatSendRequest = z.object({
  room: ChatRoom,
  text: z.string().trim().min(1, { message: 'required' }).max(CHAT_MAX_LENGTH, { message: 'chatLength' }),
});
export type ChatSendRequest = z.input<typeof ChatSendRequest>;

export const ChatSendResponse = z.object({ message: ChatMessage });
export type ChatSendResponse = z.infer<typeof ChatSendResponse>;

/** An operator mutes a member for some minutes (0 lifts a mute). */
export const ChatMuteRequest = z.object({
  account: z.string().trim().min(1).max(64),
  minutes: z.number().int().min(0).max(43_200),
  reason: z.string().trim().max(200).optional(),
});
export type ChatMuteRequest = z.infer<typeof ChatMuteRequest>;

export const ChatMuteResponse = z.object({ account: z.string(), mutedUntil: z.string().nullable() });
export type ChatMuteResponse = z.infer<typeof ChatMuteResponse>;

/** An operator deletes a message: it leaves every reader's room at once. */
/** How many of a room's last messages the moderators' list shows. */
export const CHAT_MODERATION_PAGE = 100;

/**
 * GET /ops/chat/messages?room= (operator): a room's last messages, newest first, with the writer's
 * account, so a moderator can delete one (its id) or mute its writer (the account).
 */
export const OperatorChatMessage = z.object({
  id: z.string(),
  room: ChatRoom,
  kind: z.enum(['member', 'big-win']),
  nickname: z.string(),
  /** The writer's account; null for the platform's big-win announcements. */
  account: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
});
export const OperatorChatResponse = z.object({ messages: z.array(OperatorChatMessage) });
export type OperatorChatResponse = z.infer<typeof OperatorChatResponse>;

export const ChatDeleteQuery = z.object({ id: z.string().regex(/^\d{1,18}$/u) });
export type ChatDeleteQuery = z.infer<typeof ChatDeleteQuery>;

export const ChatDeleteResponse = z.object({ id: z.string(), room: ChatRoom });
export type ChatDeleteResponse = z.infer<typeof ChatDeleteResponse>;

/** The chat room's rules (system setting `chat`; docs/chat-room.md). */
export const ChatSetting = z.object({
  /** Words (case and accents ignored) replaced by stars in what members write. */
  words: z.array(z.string().trim().min(1).max(40)).max(1_000),
  /** At most `sends` messages per member every `seconds`. */
  sends: z.number().int().min(1).max(100),
  seconds: z.number().int().min(1).max(3_600),
  /** Messages a page gets on joining a room. */
  history: z.number().int().min(1).max(200),
  /** A win of the winners board at least this large (centavos) is announced in every room. */
  bigWinMinimum: z.number().int().min(0),
});
export type ChatSetting = z.infer<typeof ChatSetting>;
