import type { FastifyInstance } from 'fastify';
import {
  ClaimMissionRequest,
  ClaimMissionResponse,
  DisableMissionRequest,
  MissionLeaderboardRequest,
  MissionLeaderboardResponse,
  MissionSummaryResponse,
  OperatorMission,
  OperatorMissionListResponse,
  SaveMissionRequest,
} from '@platform/contracts';
import { memberIdOf, operatorOf, requestMetaOf, type Principal } from '../../plugins/route-registry.js';
import type { MissionsService } from './missions.service.js';

const memberOf = (principal: Principal | null) => ({
  memberId: memberIdOf(principal),
  account: principal?.account ?? '',
});

/**
 * The spec's two mission calls (section 7, "Lottery and missions": token required), the claim
 * (MCSFE_claimMissionReward, ours: the spec names no claim call) and the operators' routes
 * (docs/missions.md). Trial accounts are refused on every member call (the registry's default).
 */
export const registerMissionsRoutes = (app: FastifyInstance, service: MissionsService): void => {
  const relay = { modID: 'MCSFE3', tags: ['missions'], method: 'POST', token: true } as const;
  app.routeRegistry.add({
    ...relay,
    url: '/wps/relay/MCSFE_getMissionSummaryDetails',
    summary:
      "The caller's missions of the current periods with progress, state, reward and time left, and how many may be claimed",
    value: MissionSummaryResponse,
    handler: ({ principal, request }) => service.summary(memberIdOf(principal), request.language),
  });
  app.routeRegistry.add({
    ...relay,
    url: '/wps/relay/MCSFE_claimMissionReward',
    summary: "Claims a completed mission's reward (points or a cash bonus), paid once",
    body: ClaimMissionRequest,
    value: ClaimMissionResponse,
    handler: ({ principal, body, request }) =>
      service.claim(memberOf(principal), body, requestMetaOf(request)),
  });
  app.routeRegistry.add({
    ...relay,
    url: '/wps/relay/getMissionLeaderboard',
    summary: "The period's members by missions completed (names masked), and the caller's own line",
    body: MissionLeaderboardRequest,
    value: MissionLeaderboardResponse,
    handler: ({ principal, body }) => service.leaderboard(memberIdOf(principal), body),
  });

  const operator = { modID: 'OPS', tags: ['operators'], token: true, operator: 'only' } as const;
  app.routeRegistry.add({
    ...operator,
    method: 'GET',
    url: '/ops/missions',
    summary: 'Every mission, enabled or not',
    value: OperatorMissionListResponse,
    handler: () => service.missions(),
  });
  app.routeRegistry.add({
    ...operator,
    method: 'POST',
    url: '/ops/missions',
    summary: 'Creates a mission or replaces the one with this code (audited)',
    body: SaveMissionRequest,
    value: OperatorMission,
    handler: ({ principal, body, request }) =>
      service.save(operatorOf(principal), body, requestMetaOf(request)),
  });
  app.routeRegistry.add({
    ...operator,
    method: 'POST',
    url: '/ops/missions/disable',
    summary: 'Hides a mission from now on; progress and claims already made stay (audited)',
    body: DisableMissionRequest,
    value: OperatorMission,
    handler: ({ principal, body, request }) =>
      service.disable(operatorOf(principal), body.code, requestMetaOf(request)),
  });
};
