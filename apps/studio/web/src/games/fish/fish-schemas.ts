// Loaded on demand with the first shot, so zod stays out of the page's chunk until it is needed.
export { FishShotResponse } from '@platform/contracts';
