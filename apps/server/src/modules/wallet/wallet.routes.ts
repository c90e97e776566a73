import type { FastifyInstance } from 'fastify';
import { CURRENCY, WalletBalanceResponse } from '@platform/contracts';
import { AppError } from '../../lib/app-error.js';
import type { WalletService } from './wallet.service.js';

export const registerWalletRoutes = (app: FastifyInstance, service: WalletService): void => {
  app.routeRegistry.add({
    modID: 'WALLET3',
    tags: ['wallet'],
    method: 'GET',
    url: '/wps/v2/wallets/balance',
    token: true,
    summary: "The member's main wallet balance in centavos",
    value: WalletBalanceResponse,
    handler: async ({ principal }) => {
      if (!principal) throw new AppError('unauthorized');
      return { balance: await service.balanceOf(principal.memberId), currency: CURRENCY };
    },
  });
};
