import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { VENDOR_CATALOGUE_PATH, type VendorCatalogue } from '@platform/contracts';
import { AppError, sendSvg } from '@platform/server-kit';
import { buildStudioGameList } from './game-list.js';
import { gameArtSvg, vendorLogoSvg, type GameArtInput } from './art.js';
import { listedGameOf } from './game-index.js';
import { STUDIO_VENDORS } from './vendors.js';

/** Artwork changes only with a release of the studio. */
const ART_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';
/** Platforms read the list at their start and now and then after; a minute late is harmless. */
const CATALOGUE_CACHE = 'public, max-age=60';

/** The RTP a launch of a game plays at, or null when a launch does not open it today. */
export type RtpOf = (gameCode: string, gameType: string) => number | null;

/** The catalogue as platforms import it: every game, with whether a launch opens it and its RTP. */
export const buildVendorCatalogue = (rtpOf: RtpOf): VendorCatalogue => {
  const list = buildStudioGameList();
  return {
    brands: list.vendors.map((vendor) => ({ ...vendor, types: vendor.types.map((type) => ({ ...type })) })),
    games: list.games.map((game) => {
      const rtp = rtpOf(game.gameCode, game.gameType);
      return { ...game, launchable: rtp !== null, rtp };
    }),
  };
};

/**
 * What a game's artwork shows: a game of the list, or a brand's tile of a type listed as one tile
 * (live tables, lotteries: `EVO-LIVE`), drawn with the brand's name.
 */
const artOf = (vendorCode: string, code: string): GameArtInput | null => {
  const game = listedGameOf(code);
  if (game)
    return game.gameCode.startsWith(`${vendorCode}-`)
      ? { code, name: game.names.EN, gameType: game.gameType }
      : null;
  const vendor = STUDIO_VENDORS.find((entry) => entry.code === vendorCode);
  const type = vendor?.types.find((entry) => code === `${vendorCode}-${entry.gameType}`);
  return vendor && type ? { code, name: vendor.displayName, gameType: type.gameType } : null;
};

/**
 * The studio's published game list and artwork, what a platform lists its games from (the
 * platform reaches them over HTTP like any aggregator's feed). The list is about 2.3 MB of JSON,
 * 180 KB in brotli: both encodings are made once, at first request, and answered with an ETag.
 */
export const registerCatalogueRoutes = (app: FastifyInstance, rtpOf: RtpOf): void => {
  let published: { json: Buffer; br: Buffer; gzip: Buffer; etag: string } | undefined;
  const publish = () => {
    if (published) return published;
    const json = Buffer.from(JSON.stringify(buildVendorCatalogue(rtpOf)));
    published = {
      json,
      br: brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: gzipSync(json, { level: 9 }),
      etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`,
    };
    return published;
  };

  app.get(VENDOR_CATALOGUE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const catalogue = publish();
    reply
      .type('application/json; charset=utf-8')
      .header('cache-control', CATALOGUE_CACHE)
      .header('etag', catalogue.etag)
      .header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === catalogue.etag) return reply.code(304).send();
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/u.test(accepted)) return reply.header('content-encoding', 'br').send(catalogue.br);
    if (/\bgzip\b/u.test(accepted)) return reply.header('content-encoding', 'gzip').send(catalogue.gzip);
    return reply.send(catalogue.json);
  });

  app.get<{ Params: { vendor: string; code: string } }>(
    '/studio/art/game/:vendor/:code.svg',
    { schema: { hide: true } },
    async (request, reply) => {
      const art = artOf(request.params.vendor, request.params.code);
      if (!art) throw new AppError('not-found');
      return sendSvg(reply, gameArtSvg(art), ART_CACHE);
    },
  );
  app.get<{ Params: { code: string } }>(
    '/studio/art/brand/:code.svg',
    { schema: { hide: true } },
    async (request, reply) => {
      const vendor = STUDIO_VENDORS.find((entry) => entry.code === request.params.code);
      if (!vendor) throw new AppError('not-found');
      return sendSvg(reply, vendorLogoSvg({ code: vendor.code, displayName: vendor.displayName }), ART_CACHE);
    },
  );
};
