import type { FastifyInstance } from 'fastify';
import {
  LotteryBuyRequest,
  LotteryBuyResponse,
  LotteryVerifyRequest,
  LotteryVerifyResponse,
} from '@platform/contracts';
import { studioRoutes } from '../../../route-registry.js';
import type { LotterySession } from './lottery-purchase.js';
import type { Lottery } from './lottery-service.js';

export type LotteryRoutesDeps = {
  lottery: Lottery;
  /** The page's session of a lottery game (the studio's sessions, asked for the lottery's kind). */
  sessionOf: (sessionId: string) => LotterySession;
};

/** Ticket purchase and draw verification under /studio/api/lottery (docs/lottery.md). */
export const registerLotteryRoutes = (app: FastifyInstance, deps: LotteryRoutesDeps): void => {
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
    url: '/studio/api/lottery/buy',
    summary: 'Lottery: buy a ticket on a draw whose betting is open',
    body: LotteryBuyRequest,
    value: LotteryBuyResponse,
    handler: ({ body }) => deps.lottery.buy(deps.sessionOf(body.sessionId), body),
  });
  routes.add({
    ...common,
    url: '/studio/api/lottery/verify',
    summary: 'Lottery: a drawn draw’s revealed seed, its published hash and its result recomputed',
    body: LotteryVerifyRequest,
    value: LotteryVerifyResponse,
    handler: ({ body }) => deps.lottery.verify(body.drawId),
  });
};
