// Public surface of the accounts module: members, sessions, registration, login and passwords.
// Only this module writes credentials and sessions.
export { createAccountsRepository } from './accounts.repository.js';
export { createAccountsService, type AccountsService } from './accounts.service.js';
export type { DownlineScope } from './team.repository.js';
export { registerAccountsRoutes } from './accounts.routes.js';
export { seedDemoAccounts, demoMemberIds, DEMO_ACCOUNTS } from './accounts.seed.js';
export { accountsModule } from './accounts.module.js';
