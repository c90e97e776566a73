import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ActivityStatementQuery,
  ActivityStatementResponse,
  AmlFlagsQuery,
  AmlFlagsResponse,
  AmlSetting,
  DownloadFile,
} from '@platform/contracts';
import { AppError } from '@platform/server-kit';
import { memberIdOf, type Principal } from '../../plugins/route-registry.js';
import type { AmlService, OperatorCall } from './aml-flags.js';
import type { StatementService } from './statement.js';

const operatorCallOf = (principal: Principal | null, request: FastifyRequest): OperatorCall => {
  if (!principal) throw new AppError('unauthorized');
  return {
    memberId: principal.memberId,
    account: principal.account,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
  };
};

/**
 * The member's activity statement (module MEMBER3, real accounts only) and the operators' AML
 * flags and their thresholds (module OPS, operators only). docs/responsible-gaming.md and
 * docs/aml.md.
 */
export const registerComplianceRoutes = (
  app: FastifyInstance,
  services: { statements: StatementService; aml: AmlService },
): void => {
  const routes = app.routeRegistry;
  const member = { modID: 'MEMBER3', tags: ['responsible-gaming'], token: true } as const;
  routes.add({
    ...member,
    method: 'GET',
    url: '/wps/member/statement',
    summary:
      "The member's activity statement: deposits, withdrawals, bets, wins and the net result over Brasília days (at most 366), totals and per day",
    querystring: ActivityStatementQuery,
    value: ActivityStatementResponse,
    handler: ({ principal, query, request }) =>
      services.statements.statement(memberIdOf(principal), query, request.language),
  });
  routes.add({
    ...member,
    method: 'GET',
    url: '/wps/member/statement/csv',
    summary:
      'The activity statement as a CSV file for Excel in pt-BR: UTF-8 with a byte-order mark, semicolons, decimal commas, a totals row',
    querystring: ActivityStatementQuery,
    value: DownloadFile,
    download: { contentType: 'text/csv; charset=utf-8' },
    handler: ({ principal, query, request }) =>
      services.statements.statementCsv(memberIdOf(principal), query, request.language),
  });

  const operator = { modID: 'OPS', tags: ['operators'], token: true, operator: 'only' } as const;
  routes.add({
    ...operator,
    method: 'GET',
    url: '/ops/aml/flags',
    summary:
      'AML flags for review, computed now: deposits above the 30-day threshold, quick withdrawals with little play, shared PIX keys or CPFs, shared login addresses (every listing audited)',
    querystring: AmlFlagsQuery,
    value: AmlFlagsResponse,
    handler: ({ principal, query, request }) => services.aml.flags(operatorCallOf(principal, request), query),
  });
  routes.add({
    ...operator,
    method: 'GET',
    url: '/ops/settings/aml',
    summary: "The AML flags' thresholds",
    value: AmlSetting,
    handler: () => services.aml.settings(),
  });
  routes.add({
    ...operator,
    method: 'PUT',
    url: '/ops/settings/aml',
    summary: "Changes the AML flags' thresholds (audited)",
    body: AmlSetting,
    value: AmlSetting,
    handler: ({ principal, body, request }) =>
      services.aml.setSettings(operatorCallOf(principal, request), body),
  });
};
