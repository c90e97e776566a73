// The agent centre's overview and reports: member_day (kept by triggers, migration 0022), the
// teams' days it rolls up from them (team_day, team_active_gap: its only writes), the team tree,
// and the ledger and vendor rounds read-only (docs/agents.md, "Reports").
export { createReportsRepository, type ReportsRepository } from './reports.repository.js';
export { createReportsService, type ReportsService } from './reports.service.js';
export { registerReportsRoutes } from './reports.routes.js';
