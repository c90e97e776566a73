import type { FastifyInstance } from 'fastify';
import {
  LotteryCancelRequest,
  LotteryCancelResponse,
  LotterySpecialDrawRequest,
  LotterySpecialDrawResponse,
} from '@platform/contracts';
import { AppError } from '@platform/server-kit';
import { studioRoutes } from '../../../route-registry.js';
import { requireOperatorKey } from '../../sportsbook/operator/operator-key.js';
import type { Lottery } from './lottery-service.js';

const PREFIX = '/studio/api/lottery/operator/';

type Log = { warn(object: unknown, message: string): void };

export type LotteryOperatorRoutesDeps = {
  lottery: Lottery;
  /** STUDIO_OPERATOR_KEY; unset, every operator call is refused. */
  operatorKey: string | undefined;
  /** The studio's log, where every cancellation is kept with who asked and why. */
  log: Log;
};

/**
 * The lottery's operator API, behind the same key as the sportsbook's (`x-operator-key`, checked
 * before the body is read): the cancellation of a draw not yet drawn, which refunds every ticket on
 * it (`cancelDraw`). A repeat refunds nothing twice; a drawn draw is `lottery-draw-not-cancellable`.
 * And a special 4D draw on a dated day, which the weekly table does not hold.
 */
export const registerLotteryOperatorRoutes = (
  app: FastifyInstance,
  deps: LotteryOperatorRoutesDeps,
): void => {
  requireOperatorKey(app, PREFIX, deps.operatorKey);
  const routes = studioRoutes(app);
  const operatorRoute = {
    modID: 'STUDIO',
    tags: ['game studio'],
    // The operator key, not a session or a platform token; never gated, as every studio route.
    token: false,
    gated: false,
    method: 'POST',
  } as const;
  routes.add({
    ...operatorRoute,
    url: `${PREFIX}cancel-draw`,
    summary: 'Lottery operator: cancel a draw not yet drawn and refund its tickets (x-operator-key)',
    body: LotteryCancelRequest,
    value: LotteryCancelResponse,
    handler: async ({ body }) => {
      const { refunded } = await deps.lottery.cancelDraw(body.drawId);
      const draw = await deps.lottery.repository.findDraw(body.drawId);
      const status = draw?.status ?? 'CANCELLED';
      deps.log.warn(
        { draw: body.drawId, operator: body.operator, reason: body.reason, status, refunded },
        status === 'CANCELLED'
          ? 'lottery draw cancelled by the operator'
          : 'lottery draw cancellation refused',
      );
      if (status !== 'CANCELLED') throw new AppError('lottery-draw-not-cancellable', { value: { status } });
      return { drawId: body.drawId, status, refunded };
    },
  });
  routes.add({
    ...operatorRoute,
    url: `${PREFIX}sea4d-special-draw`,
    summary: 'Lottery operator: create a special SEA 4D draw on a dated day (x-operator-key)',
    body: LotterySpecialDrawRequest,
    value: LotterySpecialDrawResponse,
    handler: async ({ body }) => {
      const { draw, created } = await deps.lottery.addSpecialSea4dDraw(body.date);
      deps.log.warn(
        { draw: draw.id, operator: body.operator, reason: body.reason, created },
        created ? 'lottery special draw created by the operator' : 'lottery special draw existed already',
      );
      return {
        drawId: draw.id,
        closesAt: draw.closesAt.getTime(),
        drawAt: draw.drawAt.getTime(),
        serverSeedHash: draw.serverSeedHash,
        created,
      };
    },
  });
};
