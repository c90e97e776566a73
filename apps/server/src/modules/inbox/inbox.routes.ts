import type { FastifyInstance } from 'fastify';
import {
  InboxListQuery,
  InboxListResponse,
  InboxMessageRequest,
  InboxReadResponse,
  InboxUnreadResponse,
  UnreadCountResponse,
} from '@platform/contracts';
import type { InboxService } from './inbox.service.js';

/**
 * The member inbox (docs/inbox.md). Trial accounts may call every route: they get an empty inbox
 * and 0 unread, never a refusal page (spec section 6).
 */
export const registerInboxRoutes = (app: FastifyInstance, service: InboxService): void => {
  const common = { modID: 'CSP3', tags: ['inbox'], token: true, trial: true } as const;
  app.routeRegistry.add({
    ...common,
    method: 'POST',
    url: '/wps/relay/CSP_unreadCount',
    // Open pages poll it (decision 0012): it must not keep an idle session alive.
    background: true,
    summary: "The caller's unread messages (the header and member centre badges; polled by open pages)",
    value: UnreadCountResponse,
    handler: ({ principal }) => service.unreadCount(principal),
  });
  app.routeRegistry.add({
    ...common,
    method: 'GET',
    url: '/wps/member/messages',
    summary:
      "A page of the caller's messages, newest first, in the request's language, with the unread count",
    querystring: InboxListQuery,
    value: InboxListResponse,
    handler: ({ principal, query, request }) => service.list(principal, query, request.language),
  });
  app.routeRegistry.add({
    ...common,
    method: 'POST',
    url: '/wps/member/messages/read',
    summary: "Opens one of the caller's messages and marks it read; another member's id is not found",
    body: InboxMessageRequest,
    value: InboxReadResponse,
    handler: ({ principal, body, request }) => service.read(principal, body.id, request.language),
  });
  app.routeRegistry.add({
    ...common,
    method: 'POST',
    url: '/wps/member/messages/readAll',
    summary: "Marks every message of the caller's read",
    value: InboxUnreadResponse,
    handler: ({ principal }) => service.readAll(principal),
  });
  app.routeRegistry.add({
    ...common,
    method: 'DELETE',
    url: '/wps/member/messages',
    summary: "Deletes one of the caller's messages; another member's id is not found",
    querystring: InboxMessageRequest,
    value: InboxUnreadResponse,
    handler: ({ principal, query }) => service.remove(principal, query.id),
  });
};
