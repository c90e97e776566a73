// Public surface of the responsible-gaming module: player limits, pauses and self-exclusion (and,
// as they come, the reality check and the activity statement). docs/responsible-gaming.md.
export { createResponsibleGamingRepository } from './responsible-gaming.repository.js';
export {
  createResponsibleGamingService,
  SESSION_TIME_CACHE_MS,
  type PlayUsage,
  type ResponsibleGamingService,
  type UsageSources,
} from './responsible-gaming.service.js';
export { registerResponsibleGamingRoutes } from './responsible-gaming.routes.js';
export { createPlayBreakService, type PlayBreakService } from './play-breaks.service.js';
export { playBreakRefusal, type PlayBreakRefusal } from './responsible-gaming.repository.js';
export { periodWindow } from './limits.js';
export { lockPlayerLimits } from './responsible-gaming.repository.js';
export { responsibleGamingModule } from './responsible-gaming.module.js';
