// Public surface of the audit module: the append-only log of money and auth events.
export {
  createAuditService,
  memberAuditor,
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditEventInput,
  type AuditListFilter,
  type AuditService,
} from './audit.service.js';
export type { AuditEventRow } from './audit.repository.js';
export { auditModule } from './audit.module.js';
