import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import {
  CrashBetRequest,
  CrashBetResponse,
  CrashCashOutRequest,
  CrashCashOutResponse,
  CrashStateRequest,
  CrashStateResponse,
} from '@platform/contracts';
import { socketHeartbeat } from '@platform/server-kit';
import type { CrashGames } from './crash-games.js';
import { studioRoutes } from '../../route-registry.js';

/** Pages send nothing the server needs; anything larger than a ping is refused by the socket. */
const MAX_CLIENT_MESSAGE = 1_024;
/** A page that cannot keep up (a stalled connection) is dropped rather than buffered without end. */
const MAX_BUFFERED = 1_048_576;
/** WebSocket close code 1013: try again later. */
const TRY_AGAIN_LATER = 1013;
/** Dead connections (no pong since the last ping) are dropped. */
const HEARTBEAT_MS = 30_000;

/**
 * Crash's API (bets and cash-outs over HTTP, like every studio route) and its socket, which only
 * pushes the rounds (`/studio/ws/crash`): no money moves over it.
 */
export const registerCrashRoutes = async (app: FastifyInstance, crash: CrashGames): Promise<void> => {
  const routes = studioRoutes(app);
  const common = {
    modID: 'STUDIO',
    tags: ['game studio'],
    method: 'POST',
    token: false,
    gated: false,
  } as const;
  routes.add({
    ...common,
    url: '/studio/api/crash/bet',
    summary: 'Crash: a bet on the round taking bets, with an optional auto cash-out',
    body: CrashBetRequest,
    value: CrashBetResponse,
    handler: ({ body }) => crash.bet(body),
  });
  routes.add({
    ...common,
    url: '/studio/api/crash/cashout',
    summary: 'Crash: cash out the bet in the air at the multiplier of the server’s clock',
    body: CrashCashOutRequest,
    value: CrashCashOutResponse,
    handler: ({ body }) => crash.cashOut(body),
  });
  routes.add({
    ...common,
    url: '/studio/api/crash/state',
    summary: 'Crash: the session’s balance and its bet in the current round',
    body: CrashStateRequest,
    value: CrashStateResponse,
    handler: ({ body }) => crash.state(body),
  });

  // The socket plugin is registered for this route's scope only.
  await app.register(async (scope) => {
    await scope.register(websocket, { options: { maxPayload: MAX_CLIENT_MESSAGE } });
    const heartbeat = socketHeartbeat(() => scope.websocketServer.clients, HEARTBEAT_MS);
    scope.addHook('onClose', async () => heartbeat.stop());

    scope.get('/studio/ws/crash', { websocket: true }, (socket) => {
      heartbeat.track(socket);
      let unsubscribe: () => void;
      try {
        unsubscribe = crash.watch((text) => {
          if (socket.bufferedAmount > MAX_BUFFERED) {
            socket.terminate();
            return;
          }
          socket.send(text);
        });
      } catch {
        // The rounds are still starting: the page tries again shortly.
        socket.close(TRY_AGAIN_LATER, 'starting');
        return;
      }
      socket.on('close', unsubscribe);
    });
  });
};
