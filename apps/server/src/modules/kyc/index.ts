// Public surface of the kyc module: identity verification before money moves (BR) and the
// banned-bettor list (docs/kyc.md).
export { createKycService, type KycService } from './kyc.service.js';
export { createKycRepository, identityRefusal } from './kyc.repository.js';
export { createKycSandbox, SANDBOX_TEST_CPFS } from './kyc-sandbox.js';
export type { KycProvider, IdentityCheck, LivenessResult } from './provider.js';
export { identityStep } from './identity-state.js';
export { kycModule } from './kyc.module.js';
