// Loaded on demand by studio-api.ts, so zod and the contract schemas stay out of the page's entry.
export { SlotSpinResponse, StudioSessionResponse } from '@platform/contracts';
