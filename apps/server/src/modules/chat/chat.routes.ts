import type { FastifyInstance } from 'fastify';
import {
  ChatDeleteQuery,
  ChatDeleteResponse,
  ChatHistoryQuery,
  ChatHistoryResponse,
  ChatMuteRequest,
  ChatMuteResponse,
  ChatSendRequest,
  ChatSendResponse,
  OperatorChatResponse,
} from '@platform/contracts';
import { operatorOf, requestMetaOf } from '../../plugins/route-registry.js';
import type { ChatService } from './chat.service.js';

/**
 * The chat room (docs/chat-room.md). Messages are written over HTTP, like every call, and arrive
 * over the live socket (docs/live.md). Trial accounts read the history but may not write.
 */
export const registerChatRoutes = (app: FastifyInstance, service: ChatService): void => {
  app.routeRegistry.add({
    modID: 'CHAT',
    tags: ['chat room'],
    token: true,
    trial: true,
    method: 'GET',
    url: '/wps/chat/history',
    summary: "A room's last messages (oldest first), whether the caller may write, and the rate limit",
    querystring: ChatHistoryQuery,
    value: ChatHistoryResponse,
    handler: ({ principal, query }) => service.history(principal, query.room),
  });
  app.routeRegistry.add({
    modID: 'CHAT',
    tags: ['chat room'],
    token: true,
    method: 'POST',
    url: '/wps/chat/send',
    summary: 'Writes a message in a room (rate limited; muted members and trial accounts refused)',
    body: ChatSendRequest,
    value: ChatSendResponse,
    handler: async ({ principal, body }) => ({ message: await service.send(principal, body) }),
  });

  const operator = { modID: 'OPS', tags: ['operators'], token: true, operator: 'only' } as const;
  app.routeRegistry.add({
    ...operator,
    method: 'POST',
    url: '/ops/chat/mute',
    summary: 'Mutes a member in the chat rooms for some minutes (0 lifts it); audited',
    body: ChatMuteRequest,
    value: ChatMuteResponse,
    handler: ({ principal, body, request }) =>
      service.mute(operatorOf(principal), body, requestMetaOf(request)),
  });
  app.routeRegistry.add({
    ...operator,
    method: 'GET',
    url: '/ops/chat/messages',
    summary: "A room's last messages with each writer's account, for moderation",
    querystring: ChatHistoryQuery,
    value: OperatorChatResponse,
    handler: ({ query }) => service.moderation(query.room),
  });
  app.routeRegistry.add({
    ...operator,
    method: 'DELETE',
    url: '/ops/chat/messages',
    summary: 'Deletes a chat message from its room and every open page; audited',
    querystring: ChatDeleteQuery,
    value: ChatDeleteResponse,
    handler: ({ principal, query, request }) =>
      service.remove(operatorOf(principal), query.id, requestMetaOf(request)),
  });
};
