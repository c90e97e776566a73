import type { PlatformModule } from '../../platform-module.js';
import { createAuditService } from './audit.service.js';

/** The append-only log of money and auth events, written by the modules where they happen. */
export const auditModule: PlatformModule<'audit'> = {
  name: 'audit',
  start: ({ db }) => createAuditService({ db }),
};
