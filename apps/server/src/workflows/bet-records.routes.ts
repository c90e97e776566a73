import type { FastifyInstance } from 'fastify';
import { BetRecord, BetRecordsQuery, Paged } from '@platform/contracts';
import { memberIdOf } from '../plugins/route-registry.js';
import type { BetRecordsWorkflow } from './bet-records.js';

export const registerBetRecordRoutes = (app: FastifyInstance, records: BetRecordsWorkflow): void => {
  app.routeRegistry.add({
    modID: 'WALLET3',
    tags: ['records'],
    method: 'GET',
    token: true,
    url: '/wps/member/records/bets',
    summary: 'Betting record: one line per round with what was bet and won, games and vendors by name',
    querystring: BetRecordsQuery,
    value: Paged(BetRecord),
    handler: ({ principal, query, request }) =>
      records.betRecordsOf(memberIdOf(principal), query, request.language),
  });
};
