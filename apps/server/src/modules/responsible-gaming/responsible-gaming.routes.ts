import type { FastifyInstance } from 'fastify';
import {
  LimitRaiseRequest,
  PlayBreakStateResponse,
  PlayerLimitsResponse,
  SessionSummaryResponse,
  SetLimitRequest,
  SetLimitResponse,
  StartPauseRequest,
  StartSelfExclusionRequest,
} from '@platform/contracts';
import { AppError } from '@platform/server-kit';
import { memberIdOf, requestMetaOf } from '../../plugins/route-registry.js';
import type { PlayBreakService } from './play-breaks.service.js';
import type { RealityCheckService } from './reality-check.js';
import type { ResponsibleGamingService } from './responsible-gaming.service.js';

/**
 * The member centre's limits, pause and self-exclusion (docs/responsible-gaming.md). Token routes
 * for real accounts only: a trial account has no money to limit (refused with
 * in-need-true-account, the registry's default).
 */
export const registerResponsibleGamingRoutes = (
  app: FastifyInstance,
  service: ResponsibleGamingService,
  breaks: PlayBreakService,
  realityCheck: RealityCheckService,
) => {
  const common = { modID: 'MEMBER3', tags: ['responsible-gaming'], token: true } as const;
  app.routeRegistry.add({
    ...common,
    method: 'GET',
    url: '/wps/member/limits',
    summary: "The caller's limits (deposit, loss, wager, bet count per day, week, month) with their usage",
    value: PlayerLimitsResponse,
    handler: ({ principal }) => service.limitsOf(memberIdOf(principal)),
  });
  app.routeRegistry.add({
    ...common,
    method: 'POST',
    url: '/wps/member/limits',
    summary:
      'Sets a limit: a first or lower one applies at once; a higher one or a removal (amount null) waits 24 hours for a confirmation',
    body: SetLimitRequest,
    value: SetLimitResponse,
    handler: ({ principal, body, request }) =>
      service.setLimit(memberIdOf(principal), body, requestMetaOf(request)),
  });
  app.routeRegistry.add({
    ...common,
    method: 'POST',
    url: '/wps/member/limits/confirm',
    summary: 'Confirms a pending raise once its cool-down has passed (limit-raise-not-due before)',
    body: LimitRaiseRequest,
    value: SetLimitResponse,
    handler: ({ principal, body, request }) =>
      service.confirmRaise(memberIdOf(principal), body, requestMetaOf(request)),
  });
  app.routeRegistry.add({
    ...common,
    method: 'POST',
    url: '/wps/member/limits/cancel',
    summary: 'Withdraws a pending raise; the limit in force stays',
    body: LimitRaiseRequest,
    value: SetLimitResponse,
    handler: ({ principal, body, request }) =>
      service.cancelRaise(memberIdOf(principal), body, requestMetaOf(request)),
  });
  app.routeRegistry.add({
    ...common,
    method: 'GET',
    url: '/wps/member/pause',
    summary: "The caller's pause in force (or null) and the lengths offered",
    value: PlayBreakStateResponse,
    handler: ({ principal }) => breaks.pauseOf(memberIdOf(principal)),
  });
  app.routeRegistry.add({
    ...common,
    method: 'POST',
    url: '/wps/member/pause',
    summary:
      'Starts a pause (24 hours, 7 days, 30 days, 6 weeks), confirmed by the login password: no bets or deposits until it ends; it cannot be ended early',
    body: StartPauseRequest,
    value: PlayBreakStateResponse,
    handler: ({ principal, body, request }) =>
      breaks.startPause(memberIdOf(principal), body, requestMetaOf(request)),
  });
  app.routeRegistry.add({
    ...common,
    method: 'GET',
    url: '/wps/member/self-exclusion',
    summary: 'The lengths of self-exclusion offered and the balance to withdraw first',
    value: PlayBreakStateResponse,
    handler: ({ principal }) => breaks.selfExclusionStateOf(memberIdOf(principal)),
  });
  app.routeRegistry.add({
    ...common,
    method: 'POST',
    url: '/wps/member/self-exclusion',
    summary:
      'Self-excludes the caller (6 months, 1, 2, 5 years or indefinitely), confirmed by the login password: every session ends and the account stays closed; refused while money is left',
    body: StartSelfExclusionRequest,
    value: PlayBreakStateResponse,
    handler: ({ principal, body, request }) =>
      breaks.startSelfExclusion(memberIdOf(principal), body, requestMetaOf(request)),
  });
  app.routeRegistry.add({
    ...common,
    method: 'GET',
    url: '/wps/member/session/summary',
    summary:
      "The reality check: the caller's session start, time played, stakes, wins and net result since then, and when the next check is due",
    value: SessionSummaryResponse,
    handler: ({ principal }) => {
      if (!principal) throw new AppError('unauthorized');
      return realityCheck.summaryOf(principal);
    },
  });
};
