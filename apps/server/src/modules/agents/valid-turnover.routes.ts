import type { FastifyInstance } from 'fastify';
import { ValidTurnoverSetting } from '@platform/contracts';
import { operatorOf, requestMetaOf } from '../../plugins/route-registry.js';
import type { ValidTurnoverPolicy } from './valid-turnover.js';

/** The operators' reading and change of the valid-turnover policy (docs/decisions/0017). */
export const registerValidTurnoverRoutes = (app: FastifyInstance, policy: ValidTurnoverPolicy): void => {
  const operator = { modID: 'OPS', tags: ['operators'], token: true, operator: 'only' } as const;
  app.routeRegistry.add({
    ...operator,
    method: 'GET',
    url: '/ops/settings/valid-turnover',
    summary: 'Which closed rounds count as valid turnover: cashed-out rounds, voided rounds',
    value: ValidTurnoverSetting,
    handler: () => policy.current(),
  });
  app.routeRegistry.add({
    ...operator,
    method: 'PUT',
    url: '/ops/settings/valid-turnover',
    summary: 'Changes which closed rounds count as valid turnover (audited; from the next period settled)',
    body: ValidTurnoverSetting,
    value: ValidTurnoverSetting,
    handler: ({ principal, body, request }) =>
      policy.change({ ...operatorOf(principal), ...requestMetaOf(request) }, body),
  });
};
