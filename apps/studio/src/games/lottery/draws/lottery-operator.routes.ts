import type { FastifyInstance } from 'fastify';
import { LotteryCancelRequest, LotteryCancelResponse } from '@platform/contracts';
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
 */
export const registerLotteryOperatorRoutes = (
  app: FastifyInstance,
  deps: LotteryOperatorRoutesDeps,
): void => {
  requireOperatorKey(app, PREFIX, deps.operatorKey);
  const routes = studioRoutes(app);
  routes.add({
    modID: 'STUDIO',
    tags: ['game studio'],
    // The operator key, not a session or a platform token; never gated, as every studio route.
    token: false,
    gated: false,
    method: 'POST',
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
};
