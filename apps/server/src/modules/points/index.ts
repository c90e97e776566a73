// Public surface of the points module: points earned on valid bets, the catalogue, redeems.
export { createPointsRepository, type PointsRepository } from './points.repository.js';
export { createPointsService, EARN_SETTLE_MS, type PointsService } from './points.service.js';
export { pointsModule } from './points.module.js';
export { DEMO_OPENING_POINTS, seedDemoPoints } from './points.seed.js';
