import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CHAT_MAX_LENGTH, type ChatMessage, type ChatRoom as Room } from '@platform/contracts';
import { useTranslation } from '../../../i18n';
import { Icon } from '../../../components/icon';
import { LoadError } from '../../../components/load-error';
import { Modal } from '../../../components/modal/modal';
import { PageSpinner } from '../../../components/page-spinner';
import { StatePanel } from '../../../components/state-panel';
import { isApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { onChatEvent, setChatRoom } from '../../../lib/live-channel';
import { useLiveOpen } from '../../../lib/live-status';
import { useLanguage } from '../../../lib/use-language';
import { useSessionStore } from '../../../lib/session-store';
import { chatHistoryQueryOptions } from '../api/chat-history';
import { sendChatMessage } from '../api/send-chat-message';
import './chat-room.css';

/** The most messages the panel keeps on screen; older ones leave as new ones come. */
const SHOWN = 200;

const byId = (a: ChatMessage, b: ChatMessage) =>
  a.id.length === b.id.length ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.id.length - b.id.length;

const timeOf = (iso: string, language: string) =>
  new Date(iso).toLocaleTimeString(language === 'CN' ? 'zh-CN' : language === 'EN' ? 'en' : 'pt-BR', {
    hour: '2-digit',
    minute: '2-digit',
  });

/**
 * The chat room (docs/chat-room.md): the public room of the site's language. The history comes
 * over HTTP when the panel opens; new messages, deletions and mutes arrive over the live socket
 * from any instance. Trial accounts read; muted members read until their mute ends.
 */
export const ChatRoomPanel = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const room: Room = language;
  const token = useSessionStore((state) => state.token);
  const liveOpen = useLiveOpen();
  const history = useQuery(chatHistoryQueryOptions(room, token));
  const [arrived, setArrived] = useState<ChatMessage[]>([]);
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(new Set());
  const [muted, setMuted] = useState<{ until: string | null } | null>(null);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const inputId = useId();
  const counterId = useId();
  const { refetch } = history;

  // Messages of another room (heard before a change of language) are left out below; deleted
  // ids are unique across rooms, and a mute is the member's in every room.
  useEffect(() => {
    setChatRoom(room);
    return () => setChatRoom(null);
  }, [room]);

  useEffect(
    () =>
      onChatEvent((event) => {
        switch (event.type) {
          case 'chat.message':
            if (event.message.room === room) setArrived((list) => [...list, event.message].slice(-SHOWN));
            return;
          case 'chat.deleted':
            if (event.room === room) setDeleted((ids) => new Set([...ids, event.id]));
            return;
          case 'chat.muted':
            setMuted({ until: event.mutedUntil });
            return;
          case 'reconnected':
            // Messages sent while the socket was away are in the history.
            void refetch();
            return;
          default:
            event satisfies never;
        }
      }),
    [room, refetch],
  );

  const messages = useMemo(() => {
    const all = new Map<string, ChatMessage>();
    for (const message of [...(history.data?.messages ?? []), ...arrived]) {
      if (message.room === room) all.set(message.id, message);
    }
    return [...all.values()]
      .filter((message) => !deleted.has(message.id))
      .sort(byId)
      .slice(-SHOWN);
  }, [history.data, arrived, deleted, room]);

  // The newest message stays in view as messages arrive.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length]);

  const data = history.data;
  const mutedUntil = muted ? muted.until : (data?.mutedUntil ?? null);
  const readOnly = data?.readOnly === 'trial' ? 'trial' : mutedUntil ? 'muted' : null;
  const trimmed = text.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || sending || readOnly) return;
    setSending(true);
    setError(null);
    try {
      const { message } = await sendChatMessage(room, trimmed);
      setArrived((list) => [...list, message].slice(-SHOWN));
      setText('');
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : t('chat.sendFailed'));
    } finally {
      setSending(false);
    }
  };

  const renderMessage = (message: ChatMessage) => {
    if (message.kind === 'big-win' && message.win) {
      return (
        <li key={message.id} className="chat-message chat-message-win">
          <Icon name="trophy" size={18} />
          <p>
            {t('chat.bigWin', {
              name: message.nickname,
              amount: formatMoney(message.win.amount, language),
              game: message.win.gameName,
            })}
          </p>
        </li>
      );
    }
    return (
      <li key={message.id} className={`chat-message${message.mine ? ' is-mine' : ''}`}>
        <div className="chat-message-head">
          <span className="chat-message-name">{message.mine ? t('chat.you') : message.nickname}</span>
          <time dateTime={message.createdAt}>{timeOf(message.createdAt, language)}</time>
        </div>
        <p className="chat-message-text">{message.text}</p>
      </li>
    );
  };

  const body = () => {
    if (history.isPending) {
      return (
        <div className="chat-room-loading">
          <PageSpinner />
        </div>
      );
    }
    if (history.isError) {
      return (
        <LoadError
          title={t('chat.loadFailed')}
          message={isApiError(history.error) ? history.error.message : t('chat.loadFailedText')}
          onRetry={() => void refetch()}
          headingLevel={3}
        />
      );
    }
    return (
      <ol
        ref={listRef}
        className="chat-room-list"
        role="log"
        aria-live="polite"
        aria-label={t('chat.messagesLabel')}
        tabIndex={0}
        data-testid="chat-messages"
      >
        {messages.length === 0 ? (
          <li className="chat-room-empty">
            <StatePanel
              icon="message"
              title={t('chat.emptyTitle')}
              description={t('chat.emptyText')}
              headingLevel={3}
            />
          </li>
        ) : (
          messages.map(renderMessage)
        )}
      </ol>
    );
  };

  return (
    <Modal
      title={t('chat.title')}
      description={t('chat.roomOf', { language: t(`chat.rooms.${room}`) })}
      onClose={onClose}
      width="wide"
      testId="chat-room"
    >
      <div className="chat-room">
        {!liveOpen && data ? (
          <p className="chat-room-status" role="status">
            {t('chat.reconnecting')}
          </p>
        ) : null}
        {body()}
        {data && readOnly === 'trial' ? (
          <p className="chat-room-notice">{t('chat.trialReadOnly')}</p>
        ) : data && readOnly === 'muted' ? (
          <p className="chat-room-notice" role="status">
            {t('chat.mutedUntil', { time: timeOf(mutedUntil!, language) })}
          </p>
        ) : data ? (
          <form className="chat-room-form" onSubmit={(event) => void submit(event)}>
            <label htmlFor={inputId} className="visually-hidden">
              {t('chat.inputLabel')}
            </label>
            <input
              id={inputId}
              className="field-input chat-room-input"
              value={text}
              maxLength={CHAT_MAX_LENGTH}
              autoComplete="off"
              enterKeyHint="send"
              placeholder={t('chat.placeholder')}
              aria-describedby={counterId}
              onChange={(event) => {
                setText(event.target.value);
                setError(null);
              }}
            />
            <button
              type="submit"
              className="btn btn-primary chat-room-send"
              disabled={!trimmed || sending}
              aria-busy={sending}
            >
              {t('chat.send')}
            </button>
            <span id={counterId} className="chat-room-counter">
              {t('chat.counter', { count: [...text].length, max: CHAT_MAX_LENGTH })}
            </span>
            {error ? (
              <p className="field-error chat-room-error" role="alert">
                {error}
              </p>
            ) : null}
          </form>
        ) : null}
      </div>
    </Modal>
  );
};
