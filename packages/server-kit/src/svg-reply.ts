import type { FastifyReply } from 'fastify';

/**
 * Sends artwork the server draws (game icons, vendor logos, banners). Pages load it from an image
 * CDN host, another origin than the one that drew it, so it is marked cross-origin (helmet's
 * default would make browsers refuse it there); opened on its own, it still runs nothing.
 */
export const sendSvg = (reply: FastifyReply, svg: string, cacheControl: string) =>
  reply
    .type('image/svg+xml; charset=utf-8')
    .header('cache-control', cacheControl)
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(svg);
