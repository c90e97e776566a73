import { useEffect, useReducer } from 'react';
import type { CrashSocketMessage } from '@platform/contracts';
import { applyMessage, initialFeed, type FeedState, type FeedStatus } from './crash-state';

type Action =
  { kind: 'message'; message: CrashSocketMessage; at: number } | { kind: 'status'; status: FeedStatus };

const reduce = (state: FeedState, action: Action): FeedState =>
  action.kind === 'status'
    ? { ...state, status: action.status }
    : applyMessage(state, action.message, action.at);

/** Waits before reconnecting: 0.5 s, 1 s, 2 s… up to 10 s, with some spread so pages do not return together. */
export const reconnectDelay = (attempt: number, random: () => number = Math.random) =>
  Math.round(Math.min(500 * 2 ** attempt, 10_000) * (0.8 + 0.4 * random()));

const socketUrl = () => {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/studio/ws/crash`;
};

/**
 * The rounds as the server pushes them: a snapshot on every (re)connection, then each event.
 * A dropped socket is opened again with backoff; nothing is sent over it.
 */
export const useCrashFeed = (): FeedState => {
  const [state, dispatch] = useReducer(reduce, initialFeed);

  useEffect(() => {
    let socket: WebSocket | null = null;
    let stopped = false;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // Messages are checked against the contract before they are drawn (the schema loads once).
    const schema = import('./crash-schemas').then((schemas) => schemas.CrashSocketMessage);

    const connect = () => {
      const opened = new WebSocket(socketUrl());
      socket = opened;
      opened.onopen = () => {
        attempt = 0;
        dispatch({ kind: 'status', status: 'open' });
      };
      opened.onmessage = (event: MessageEvent) => {
        void schema.then((parser) => {
          const parsed = (() => {
            try {
              return parser.safeParse(JSON.parse(String(event.data)));
            } catch {
              return null;
            }
          })();
          if (parsed?.success && !stopped)
            dispatch({ kind: 'message', message: parsed.data, at: Date.now() });
        });
      };
      opened.onclose = () => {
        if (stopped || socket !== opened) return;
        dispatch({ kind: 'status', status: 'reconnecting' });
        retry = setTimeout(connect, reconnectDelay(attempt));
        attempt += 1;
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, []);

  return state;
};
