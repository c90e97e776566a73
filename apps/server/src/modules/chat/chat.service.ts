import {
  CHAT_MODERATION_PAGE,
  isTrialType,
  maskWinnerName,
  type ChatDeleteResponse,
  type ChatHistoryResponse,
  type ChatMessage,
  type ChatMuteRequest,
  type ChatMuteResponse,
  type ChatRoom,
  type ChatSetting,
  type OperatorChatResponse,
  type RankListResponse,
  type SupportedLanguage,
  SUPPORTED_LANGUAGES,
} from '@platform/contracts';
import { AppError } from '@platform/server-kit';
import type { AuditService } from '../audit/index.js';
import type { LiveService } from '../live/index.js';
import type { Principal } from '../../plugins/route-registry.js';
import type { ChatRepository, ChatRow } from './chat.repository.js';
import { filterWords } from './word-filter.js';

/** How many of the winners board's entries the big-win job looks at. */
const BOARD_SIZE = 10;

export type ChatDependencies = {
  repository: ChatRepository;
  settings: { getSetting(key: 'chat'): Promise<ChatSetting> };
  accounts: {
    nicknameOf(memberId: string): Promise<string | null>;
    accountNamesOf(memberIds: string[]): Promise<Map<string, string>>;
    memberIdOf(account: string): Promise<string | null>;
  };
  /** The winners board (the games module's), in a room's language. */
  winners: (language: SupportedLanguage, limit: number) => Promise<RankListResponse>;
  live: () => Pick<LiveService, 'publish'>;
  audit: Pick<AuditService, 'record'>;
  now?: () => Date;
};

type Meta = { ip: string; userAgent: string };

const viewOf = (row: ChatRow, readerId: string | null): ChatMessage => ({
  id: String(row.id),
  room: row.room as ChatRoom,
  kind: row.kind === 'big-win' ? 'big-win' : 'member',
  nickname: row.nickname,
  text: row.body,
  win: row.win ?? null,
  mine: readerId !== null && row.memberId === readerId,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The chat rooms (docs/chat-room.md): one public room per language. Members write; trial accounts
 * read only; operators mute and delete. Every message is stored, then fanned out through the live
 * channel to the pages in its room on every instance.
 */
export const createChatService = (deps: ChatDependencies) => {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  /** The name a member writes under: their nickname, else their account name masked. */
  const nameOf = async (memberId: string): Promise<string> => {
    const nickname = (await deps.accounts.nicknameOf(memberId))?.trim();
    if (nickname) return nickname.slice(0, 24);
    const account = (await deps.accounts.accountNamesOf([memberId])).get(memberId) ?? '';
    return maskWinnerName(account);
  };

  const fanOut = (row: ChatRow) =>
    deps.live().publish({
      to: 'room',
      room: row.room as ChatRoom,
      what: 'chat.message',
      memberId: row.memberId,
      message: viewOf(row, null),
    });

  return {
    async history(principal: Principal | null, room: ChatRoom): Promise<ChatHistoryResponse> {
      if (!principal) throw new AppError('unauthorized');
      const setting = await deps.settings.getSetting('chat');
      const trial = isTrialType(principal.type);
      const [rows, mutedUntil] = await Promise.all([
        repository.last(room, setting.history),
        trial ? null : repository.mutedUntil(principal.memberId, now()),
      ]);
      return {
        room,
        messages: rows.reverse().map((row) => viewOf(row, principal.memberId)),
        canSend: !trial && mutedUntil === null,
        readOnly: trial ? 'trial' : mutedUntil ? 'muted' : null,
        mutedUntil: mutedUntil?.toISOString() ?? null,
        limit: { sends: setting.sends, seconds: setting.seconds },
      };
    },

    /**
     * A member's message. The send is counted first, in one statement, so a burst of simultaneous
     * sends from any instances lets through no more than the limit; then the mute, then the filter.
     */
    async send(principal: Principal | null, input: { room: ChatRoom; text: string }): Promise<ChatMessage> {
      if (!principal) throw new AppError('unauthorized');
      // The registry refuses trial accounts on this route; checked again where the rule lives.
      if (isTrialType(principal.type)) throw new AppError('in-need-true-account');
      const setting = await deps.settings.getSetting('chat');
      const window = Math.floor(now().getTime() / 1000 / setting.seconds);
      const sends = await repository.takeSend(principal.memberId, window);
      if (sends > setting.sends) throw new AppError('chat-too-fast');
      if (await repository.mutedUntil(principal.memberId, now())) throw new AppError('chat-muted');
      const row = await repository.insert({
        room: input.room,
        kind: 'member',
        memberId: principal.memberId,
        nickname: await nameOf(principal.memberId),
        body: filterWords(input.text, setting.words),
      });
      await fanOut(row);
      return viewOf(row, principal.memberId);
    },

    /** A room's last messages for the moderators, newest first, with each writer's account. */
    async moderation(room: ChatRoom): Promise<OperatorChatResponse> {
      const rows = await repository.last(room, CHAT_MODERATION_PAGE);
      const writers = [...new Set(rows.flatMap((row) => (row.memberId ? [row.memberId] : [])))];
      const accounts = await deps.accounts.accountNamesOf(writers);
      return {
        messages: rows.map((row) => ({
          id: String(row.id),
          room: row.room as ChatRoom,
          kind: row.kind === 'big-win' ? 'big-win' : 'member',
          nickname: row.nickname,
          account: row.memberId ? (accounts.get(row.memberId) ?? null) : null,
          text: row.body,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    /** An operator mutes a member for `minutes` (0 lifts the mute); their pages hear it at once. */
    async mute(
      operator: { memberId: string; account: string },
      input: ChatMuteRequest,
      meta: Meta,
    ): Promise<ChatMuteResponse> {
      const memberId = await deps.accounts.memberIdOf(input.account);
      if (!memberId) throw new AppError('chat-member-not-found');
      const until = new Date(now().getTime() + input.minutes * 60_000);
      await repository.mute({
        memberId,
        mutedUntil: until,
        reason: input.reason ?? '',
        mutedBy: operator.memberId,
      });
      const mutedUntil = input.minutes > 0 ? until.toISOString() : null;
      await deps.audit.record({
        action: 'chat.mute',
        result: 'ok',
        memberId,
        account: operator.account,
        ip: meta.ip,
        userAgent: meta.userAgent,
        detail: { minutes: input.minutes, mutedUntil, reason: input.reason ?? '' },
      });
      await deps.live().publish({ to: 'member', memberId, what: 'muted', mutedUntil });
      return { account: input.account, mutedUntil };
    },

    /** An operator deletes a message: it leaves the history and every open page of its room. */
    async remove(
      operator: { memberId: string; account: string },
      id: string,
      meta: Meta,
    ): Promise<ChatDeleteResponse> {
      const row = await repository.softDelete(BigInt(id), operator.memberId);
      if (!row) throw new AppError('chat-message-not-found');
      await deps.audit.record({
        action: 'chat.delete',
        result: 'ok',
        memberId: row.memberId,
        account: operator.account,
        ip: meta.ip,
        userAgent: meta.userAgent,
        detail: { id, room: row.room, nickname: row.nickname, text: row.body },
      });
      const room = row.room as ChatRoom;
      await deps.live().publish({ to: 'room', room, what: 'chat.deleted', id });
      return { id, room };
    },

    /**
     * The winners board's big wins, told in every room once each (the job runs once per period
     * across instances, and each room's message is unique by the win's key besides).
     */
    async announceBigWins(): Promise<number> {
      const setting = await deps.settings.getSetting('chat');
      let told = 0;
      for (const room of SUPPORTED_LANGUAGES) {
        const board = await deps.winners(room, BOARD_SIZE);
        // Oldest-looking first is unknowable from the board; smaller first leaves the largest last, on top.
        const big = board.list.filter((entry) => entry.winAmount >= setting.bigWinMinimum).reverse();
        for (const entry of big) {
          const row = await repository.insertOnce({
            room,
            kind: 'big-win',
            memberId: null,
            nickname: entry.customerName,
            win: { gameName: entry.gameName, amount: entry.winAmount },
            eventKey: `win:${entry.customerName}:${entry.iconUrl}:${entry.winAmount}`,
          });
          if (!row) continue;
          told += 1;
          await fanOut(row);
        }
      }
      return told;
    },
  };
};

export type ChatService = ReturnType<typeof createChatService>;
