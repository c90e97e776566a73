import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import {
  isOperatorType,
  isTrialType,
  LIVE_CLOSE,
  LIVE_PATH,
  LiveClientFrame,
  type LiveServerFrame,
} from '@platform/contracts';
import { socketHeartbeat } from '@platform/server-kit';
import { readCookie, SESSION_COOKIE } from '../../lib/session-cookie.js';
import type { Principal } from '../../plugins/route-registry.js';
import type { LiveConnection, LiveHub } from './live.hub.js';

/** A page sends only small frames (auth, join a room, ping). */
const MAX_CLIENT_FRAME = 1_024;
/** A page that cannot keep up is dropped rather than buffered without end. */
const MAX_BUFFERED = 1_048_576;
/** The page must say who it is this soon after connecting. */
const AUTH_WITHIN_MS = 10_000;
/** Dead connections (no pong since the last ping) are dropped. */
const HEARTBEAT_MS = 30_000;
/** An open socket's session is checked again this often; an ended one closes the socket. */
const SESSION_CHECK_MS = 60_000;

export type LiveRouteDependencies = {
  hub: LiveHub;
  /** The accounts module's session check (the same the route registry uses). */
  authenticate: (
    token: string,
    options: { touch: boolean; ip: string; userAgent: string },
  ) => Promise<Principal | null>;
  /** The first values a page shows: its unread messages and balance (null for a trial account). */
  firstValues: (principal: Principal) => Promise<{ unread: number; balance: number | null }>;
};

/**
 * The session cookie counts on the upgrade only when the page that opens the socket is this
 * site's own: a browser always sends Origin on a WebSocket handshake, and another site's page
 * (cross-site WebSocket hijacking) sends its own. The cookie is SameSite=Strict besides.
 */
const cookieTokenOf = (request: FastifyRequest): string | null => {
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return null;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return null;
  }
  const own = [request.headers.host, request.headers['x-forwarded-host']].filter(
    (value): value is string => typeof value === 'string',
  );
  return own.includes(host) ? readCookie(request, SESSION_COOKIE) : null;
};

type Open = { page: LiveConnection; token: string; socket: WebSocket };

/**
 * The live channel's socket (docs/live.md), `GET /wps/live` upgraded to a WebSocket. It is not a
 * registry route (the registry answers envelopes, a socket is a stream): it authenticates itself
 * from its first frame, and nothing in its URL is a secret, so the request log carries none.
 */
export const registerLiveRoutes = async (app: FastifyInstance, deps: LiveRouteDependencies) => {
  await app.register(async (scope) => {
    await scope.register(websocket, { options: { maxPayload: MAX_CLIENT_FRAME } });
    const open = new Set<Open>();
    const heartbeat = socketHeartbeat(() => scope.websocketServer.clients, HEARTBEAT_MS);
    // A session that ended (logout, idle time, a password change) closes its sockets.
    const sessions = setInterval(() => {
      for (const entry of open) {
        deps
          .authenticate(entry.token, { touch: false, ip: '', userAgent: '' })
          .catch(() => null)
          .then((principal) => {
            if (!principal) entry.socket.close(LIVE_CLOSE.unauthorized, 'session ended');
          });
      }
    }, SESSION_CHECK_MS).unref();
    scope.addHook('onClose', async () => {
      heartbeat.stop();
      clearInterval(sessions);
    });

    scope.get(LIVE_PATH, { websocket: true }, (socket, request) => {
      heartbeat.track(socket);
      const cookieToken = cookieTokenOf(request);
      let entry: Open | null = null;
      let authenticating = false;
      const send = (frame: LiveServerFrame) => {
        if (socket.readyState !== socket.OPEN) return;
        if (socket.bufferedAmount > MAX_BUFFERED) {
          socket.terminate();
          return;
        }
        socket.send(JSON.stringify(frame));
      };
      const deadline = setTimeout(() => socket.close(LIVE_CLOSE.protocol, 'auth expected'), AUTH_WITHIN_MS);
      socket.on('close', () => {
        clearTimeout(deadline);
        if (!entry) return;
        open.delete(entry);
        deps.hub.remove(entry.page);
      });

      const authenticate = async (token: string | undefined) => {
        const session = token ?? cookieToken;
        const principal = session
          ? await deps
              .authenticate(session, {
                touch: false,
                ip: request.ip,
                userAgent: request.headers['user-agent'] ?? '',
              })
              .catch(() => null)
          : null;
        if (!session || !principal) {
          socket.close(LIVE_CLOSE.unauthorized, 'unauthorized');
          return;
        }
        // Operators moderate through their own routes; the channel is the members' pages'.
        if (isOperatorType(principal.type)) {
          socket.close(LIVE_CLOSE.refused, 'members only');
          return;
        }
        if (socket.readyState !== socket.OPEN) return;
        clearTimeout(deadline);
        const page: LiveConnection = {
          memberId: principal.memberId,
          trial: isTrialType(principal.type),
          room: null,
          send,
        };
        entry = { page, token: session, socket };
        open.add(entry);
        deps.hub.add(page);
        send({ type: 'ready', ...(await deps.firstValues(principal)) });
      };

      socket.on('message', (data, isBinary) => {
        let frame: LiveClientFrame;
        try {
          if (isBinary) throw new Error('binary');
          frame = LiveClientFrame.parse(JSON.parse(String(data)));
        } catch {
          socket.close(LIVE_CLOSE.protocol, 'bad frame');
          return;
        }
        if (frame.type === 'auth') {
          if (entry || authenticating) return;
          authenticating = true;
          authenticate(frame.token).catch((error: unknown) => {
            request.log.warn({ err: error }, 'live socket authentication failed');
            socket.close(LIVE_CLOSE.unauthorized, 'unauthorized');
          });
          return;
        }
        if (!entry) {
          socket.close(LIVE_CLOSE.protocol, 'auth expected');
          return;
        }
        switch (frame.type) {
          case 'chat.join':
            entry.page.room = frame.room;
            return;
          case 'chat.leave':
            entry.page.room = null;
            return;
          case 'ping':
            send({ type: 'pong' });
            return;
          default:
            return frame satisfies never;
        }
      });
    });
  });
};
