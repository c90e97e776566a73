import type { FastifyInstance } from 'fastify';
import {
  AnnouncementKeyRequest,
  AnnouncementsRequest,
  AnnouncementsResponse,
  EnableAnnouncementRequest,
  OperatorAnnouncement,
  OperatorAnnouncementListResponse,
  SaveAnnouncementRequest,
  toSupportedLanguage,
} from '@platform/contracts';
import { operatorOf, requestMetaOf } from '../../plugins/route-registry.js';
import { sendSvg } from '@platform/server-kit';
import { BANNER_ART_PATH, type MessagingService } from './messaging.service.js';

/** A year: the artwork's address carries a version of its content, so it never changes under it. */
const ART_CACHE = 'public, max-age=31536000, immutable';

export const registerMessagingRoutes = (app: FastifyInstance, service: MessagingService): void => {
  app.routeRegistry.add({
    method: 'POST',
    url: '/wps/relay/MCSFE_getListAnnouncements',
    modID: 'MCSFE3',
    token: false,
    // The same for every caller (banners and notices of an audience the body names).
    publicCache: { maxAgeSeconds: 30 },
    tags: ['messaging'],
    summary:
      'Banners, player notices (paged, newest first), popups of one audience (execution, default B) and promotion notices published now, in the body language or the Language header',
    body: AnnouncementsRequest,
    value: AnnouncementsResponse,
    handler: ({ request, body }) => service.listAnnouncements(body, body.language ?? request.language),
  });

  // The operators' routes (docs/messaging.md, "Writing announcements"): every change audited.
  const operator = { modID: 'OPS', tags: ['operators'], token: true, operator: 'only' } as const;
  app.routeRegistry.add({
    ...operator,
    method: 'GET',
    url: '/ops/announcements',
    summary:
      'Every announcement (banners, notices, popups, promotions), enabled or not, and whether it is published now',
    value: OperatorAnnouncementListResponse,
    handler: () => service.operatorList(),
  });
  app.routeRegistry.add({
    ...operator,
    method: 'POST',
    url: '/ops/announcements',
    summary: 'Creates an announcement or replaces the one with this key (content HTML sanitised; audited)',
    body: SaveAnnouncementRequest,
    value: OperatorAnnouncement,
    handler: ({ principal, body, request }) =>
      service.save(operatorOf(principal), body, requestMetaOf(request)),
  });
  app.routeRegistry.add({
    ...operator,
    method: 'POST',
    url: '/ops/announcements/enable',
    summary: 'Shows or hides an announcement at once (audited)',
    body: EnableAnnouncementRequest,
    value: OperatorAnnouncement,
    handler: ({ principal, body, request }) =>
      service.setEnabled(operatorOf(principal), body, requestMetaOf(request)),
  });
  app.routeRegistry.add({
    ...operator,
    method: 'POST',
    url: '/ops/announcements/end',
    summary: 'Ends a started announcement now; the row stays (audited)',
    body: AnnouncementKeyRequest,
    value: OperatorAnnouncement,
    handler: ({ principal, body, request }) =>
      service.end(operatorOf(principal), body.key, requestMetaOf(request)),
  });
  app.routeRegistry.add({
    ...operator,
    method: 'POST',
    url: '/ops/announcements/delete',
    summary: 'Deletes an announcement; the audit record keeps it (a demo row comes back on restart)',
    body: AnnouncementKeyRequest,
    value: OperatorAnnouncement,
    handler: ({ principal, body, request }) =>
      service.remove(operatorOf(principal), body.key, requestMetaOf(request)),
  });

  // Artwork is an image, not an API answer: outside the registry (no envelope), like any image
  // host path. Unknown ids still get the JSON 404 envelope through the error handler.
  app.get<{ Params: { id: string }; Querystring: { lang?: string } }>(
    `${BANNER_ART_PATH}/:id.svg`,
    { schema: { hide: true } },
    async (request, reply) => {
      const language = request.query.lang ? toSupportedLanguage(request.query.lang) : request.language;
      const svg = await service.bannerArt({ id: request.params.id, language });
      return sendSvg(reply, svg, ART_CACHE);
    },
  );
};
