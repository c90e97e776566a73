// Public surface of the promotions module: operator-configured promotions, members' applications
// and claims, paid as a cash bonus through the wallet (docs/promotions.md).
export { createPromotionsService, type PromotionsService } from './promotions.service.js';
export { createPromotionsRepository } from './promotions.repository.js';
export { seedDemoPromotions } from './promotions.seed.js';
export { promotionsModule } from './promotions.module.js';
