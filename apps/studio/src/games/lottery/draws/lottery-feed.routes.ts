import type { FastifyInstance } from 'fastify';
import { VENDOR_LOTTERY_PATH } from '@platform/contracts';
import { AppError } from '@platform/server-kit';
import type { LotteryFeed } from './lottery-feed.js';

/** Platforms read the feed every few seconds at most; an ELOTT game draws every minute. */
const FEED_CACHE = 'public, max-age=5';

/**
 * The lottery's published results for platforms (docs/lottery.md, "Published results"): plain
 * JSON like the catalogue (GET /studio/catalogue), no session and no token, read-only. Registered
 * only while the lottery is published; otherwise both answer the envelope's not-found.
 */
export const registerLotteryFeedRoutes = (app: FastifyInstance, feed: LotteryFeed): void => {
  app.get(VENDOR_LOTTERY_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', FEED_CACHE).send(await feed.feed()),
  );
  app.get<{ Params: { gameCode: string } }>(
    `${VENDOR_LOTTERY_PATH}/:gameCode`,
    { schema: { hide: true } },
    async (request, reply) => {
      const history = await feed.history(request.params.gameCode.toUpperCase());
      if (!history) throw new AppError('not-found');
      return reply.header('cache-control', FEED_CACHE).send(history);
    },
  );
};
