// Public surface of the rebate module: the player rebate (docs/rebate.md).
export { rebateModule, REBATE_JOB_EVERY_MS } from './rebate.module.js';
export type { RebateService } from './rebate.service.js';
