// The agent centre's overview and reports: reads the team tree, member_day (kept by triggers,
// migration 0022), the ledger and the vendor rounds; writes nothing (docs/agents.md, "Reports").
export { createReportsRepository, type ReportsRepository } from './reports.repository.js';
export { createReportsService, type ReportsService } from './reports.service.js';
export { registerReportsRoutes } from './reports.routes.js';
