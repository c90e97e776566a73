import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  LIVE_CLOSE,
  LIVE_PATH,
  type ChatMessage,
  type ChatRoom,
  type LiveClientFrame,
  type LiveServerFrame,
} from '@platform/contracts';
import { inboxPrefix, setUnreadCount } from './unread-count-cache';
import { memberInfoPrefix } from './member-info';
import { useLiveStore } from './live-status';
import { headerTokenOf, useSessionStore } from './session-store';

/**
 * The live channel (docs/live.md): one WebSocket per open page while a session is open. It pushes
 * the balance after a deposit, a withdrawal, a bonus; the unread count when a message arrives;
 * announcements; and the chat room. Shared (lib/) because the layout, the badges and the chat
 * room read it. When it is down the badges fall back to asking (lib/inbox-unread.ts).
 */

/** What the chat room hears from the socket. */
export type ChatEvent =
  | { type: 'chat.message'; message: ChatMessage }
  | { type: 'chat.deleted'; room: ChatRoom; id: string }
  | { type: 'chat.muted'; mutedUntil: string | null }
  | { type: 'reconnected' };

const chatListeners = new Set<(event: ChatEvent) => void>();
/** Listens to the chat room's events; the answer stops it. */
export const onChatEvent = (listener: (event: ChatEvent) => void) => {
  chatListeners.add(listener);
  return () => {
    chatListeners.delete(listener);
  };
};
const tellChat = (event: ChatEvent) => {
  for (const listener of chatListeners) listener(event);
};

/** The pause before the next attempt after a loss: 1 s, doubling to 30 s. */
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;
/** A ping now and then keeps proxies from cutting a quiet socket. */
const KEEPALIVE_MS = 25_000;

let socket: WebSocket | null = null;
let room: ChatRoom | null = null;

const sendFrame = (frame: LiveClientFrame) => {
  if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
};

/** The chat room this page shows (null: none); said again after every reconnect. */
export const setChatRoom = (next: ChatRoom | null) => {
  room = next;
  sendFrame(next ? { type: 'chat.join', room: next } : { type: 'chat.leave' });
};

const socketUrl = () => {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${LIVE_PATH}`;
};

const handle = (queryClient: QueryClient, token: string, frame: LiveServerFrame) => {
  switch (frame.type) {
    case 'ready':
      setUnreadCount(queryClient, token, frame.unread);
      return;
    case 'balance':
      // Every view of the balance reads member info: asking it again shows the new balance.
      void queryClient.invalidateQueries({ queryKey: memberInfoPrefix });
      return;
    case 'inbox':
      setUnreadCount(queryClient, token, frame.unread);
      // The inbox page, if open, lists the new message (the count was just set).
      void queryClient.invalidateQueries({
        queryKey: inboxPrefix,
        predicate: (query) => query.queryKey[2] !== 'unread',
      });
      return;
    case 'announcement':
      void queryClient.invalidateQueries({ queryKey: ['announcements'] });
      void queryClient.invalidateQueries({ queryKey: ['home', 'announcements'] });
      return;
    case 'resync':
      void queryClient.invalidateQueries({ queryKey: memberInfoPrefix });
      void queryClient.invalidateQueries({ queryKey: inboxPrefix });
      tellChat({ type: 'reconnected' });
      return;
    case 'chat.message':
    case 'chat.deleted':
    case 'chat.muted':
      tellChat(frame);
      return;
    case 'pong':
      return;
    default:
      frame satisfies never;
  }
};

/**
 * Keeps the page's socket open while a session is: mounted once, in the layout. A session that
 * ended (close code 4401) is not retried; any other loss is, with a growing pause.
 */
export const useLiveChannel = () => {
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token);
  useEffect(() => {
    if (!token || typeof WebSocket === 'undefined') return;
    let stopped = false;
    let retryMs = RETRY_FIRST_MS;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      useLiveStore.setState({ status: 'connecting' });
      const opened = new WebSocket(socketUrl());
      socket = opened;
      opened.addEventListener('open', () => {
        // The token goes in the first frame, never in the URL; a cookie session sends none and
        // the browser's cookie on the upgrade counts instead.
        const headerToken = headerTokenOf(useSessionStore.getState());
        opened.send(JSON.stringify({ type: 'auth', ...(headerToken ? { token: headerToken } : {}) }));
      });
      opened.addEventListener('message', (event) => {
        let frame: LiveServerFrame;
        try {
          frame = JSON.parse(String(event.data)) as LiveServerFrame;
        } catch {
          return;
        }
        if (frame.type === 'ready') {
          const wasRetry = retryMs > RETRY_FIRST_MS;
          retryMs = RETRY_FIRST_MS;
          useLiveStore.setState({ status: 'open' });
          if (room) sendFrame({ type: 'chat.join', room });
          // What happened while the socket was away is asked for again.
          if (wasRetry) handle(queryClient, token, { type: 'resync' });
        }
        handle(queryClient, token, frame);
      });
      opened.addEventListener('close', (event) => {
        if (socket === opened) socket = null;
        useLiveStore.setState({ status: 'off' });
        if (stopped) return;
        if (event.code === LIVE_CLOSE.unauthorized || event.code === LIVE_CLOSE.refused) return;
        retryTimer = setTimeout(connect, retryMs);
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
      });
    };
    connect();
    const keepalive = setInterval(() => sendFrame({ type: 'ping' }), KEEPALIVE_MS);
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(keepalive);
      socket?.close();
      socket = null;
      useLiveStore.setState({ status: 'off' });
    };
  }, [queryClient, token]);
};
