// Public surface of the agents module: the agent centre's team (policy, downlines, direct
// registration, invitation links). It owns no tables: the team tree and invitations are the
// accounts module's, reached through accounts' `team`, always scoped to the calling agent.
export { createAgentsService, type AgentsService } from './agents.service.js';
export { registerAgentsRoutes } from './agents.routes.js';
export { policyOf, subAgentTypesAt, type AgentPolicy } from './agent-policy.js';
// The overview and reports own the day aggregates of migration 0022 (reports/reports.tables.ts).
export { createReportsRepository, createReportsService, registerReportsRoutes } from './reports/index.js';
