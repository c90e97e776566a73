// Public surface of the compliance module: the member's activity statement and the operators'
// AML flags, read from other modules' records (it owns no table).
export { createComplianceRepository, type ComplianceRepository } from './compliance.repository.js';
export { createStatementService, type StatementService } from './statement.js';
export { createAmlService, type AmlService } from './aml-flags.js';
export { complianceModule } from './compliance.module.js';
