// Public surface of the loyalty module: referral and VIP rank (docs/referral-vip.md).
export { loyaltyModule } from './loyalty.module.js';
export type { LoyaltyService, VipBadge } from './loyalty.service.js';
export { vipLevelOf, playerRankOf } from './vip-rank.js';
