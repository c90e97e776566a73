// Public surface of the agents module: the agent centre's team (policy, downlines, direct
// registration, invitation links) and agent contracts (offers, actions, settlement). The team tree
// and invitations are the accounts module's, reached through accounts' `team`, always scoped to
// the calling agent; the contracts and their settlements are this module's (agents.tables.ts).
export { createAgentsService, type AgentsService } from './agents.service.js';
export { registerAgentsRoutes } from './agents.routes.js';
export { policyOf, subAgentTypesAt, type AgentPolicy } from './agent-policy.js';
export { createContractsRepository, type ContractsRepository } from './contracts.repository.js';
export { createContractsService, type ContractsService } from './contracts.service.js';
export { registerContractsRoutes } from './contracts.routes.js';
export { createSettlementRepository, type SettlementRepository } from './settlement.repository.js';
export { createSettlementService, SETTLE_GRACE_MS, type SettlementService } from './settlement.service.js';
export type { PeriodKind } from './contracts/index.js';
// The overview and reports own the day aggregates of migration 0022 (reports/reports.tables.ts).
export { createReportsRepository, createReportsService, registerReportsRoutes } from './reports/index.js';
export { agentsModule, type AgentsModuleServices } from './agents.module.js';
