// Loaded on demand by the verify page, so zod and the contract schemas stay out of its chunk.
export { FairRoundResponse, FairVerifyResponse } from '@platform/contracts';
