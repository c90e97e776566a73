// Public surface of the missions module: daily and weekly missions, their progress and claims.
export { createMissionsRepository, type MissionsRepository } from './missions.repository.js';
export { createMissionsService, type MissionsService } from './missions.service.js';
export { PROGRESS_SETTLE_MS } from './mission-progress.js';
export { CLAIM_GRACE_MS, periodOf } from './mission-period.js';
export { missionsModule } from './missions.module.js';
