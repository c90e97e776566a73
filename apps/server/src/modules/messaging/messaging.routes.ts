import type { FastifyInstance } from 'fastify';
import { AnnouncementsRequest, AnnouncementsResponse, toSupportedLanguage } from '@platform/contracts';
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
