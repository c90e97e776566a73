import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AccountsService } from './accounts.service.js';

export const registerAccountsRoutes = (app: FastifyInstance, service: AccountsService): void => {
  app.routeRegistry.add({
    method: 'DELETE',
    url: '/wps/session/logout',
    modID: 'COMM3',
    token: true,
    summary: 'Ends the current session; the token stops working at once',
    tags: ['session'],
    value: z.null(),
    handler: ({ principal }) => service.logout(principal),
  });
};
