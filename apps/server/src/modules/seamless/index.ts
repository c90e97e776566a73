// Public surface of the seamless module: the wallet API game vendors call (signed requests,
// launch tokens, rounds and vendor transactions). Money moves only through the wallet module.
export { createSeamlessRepository } from './seamless.repository.js';
export {
  createSeamlessService,
  signSeamlessBody,
  SIGNATURE_WINDOW_MS,
  type PlayerDirectory,
  type SeamlessService,
} from './seamless.service.js';
export { registerSeamlessRoutes } from './seamless.routes.js';
export { seedSeamless, STUDIO_VENDOR } from './seamless.seed.js';
export { seamlessModule } from './seamless.module.js';
