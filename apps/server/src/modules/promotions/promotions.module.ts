import type { PlatformModule } from '../../platform-module.js';
import { bonusMayCredit } from '../jurisdiction/index.js';
import { createPromotionsRepository } from './promotions.repository.js';
import { registerPromotionsRoutes } from './promotions.routes.js';
import { createPromotionsService } from './promotions.service.js';

/** Operator-configured promotions, applications and claims, paid as a cash bonus (docs/promotions.md). */
export const promotionsModule: PlatformModule<'promotions'> = {
  name: 'promotions',
  start({ app, db, use }) {
    const jurisdiction = use('jurisdiction');
    const accounts = use('accounts');
    const promotions = createPromotionsService({
      repository: createPromotionsRepository(db),
      wallet: use('wallet'),
      audit: use('audit'),
      // The same answer the wallet gives a BONUS credit: a kind the profile keeps off is neither
      // shown nor paid.
      allowed: async (kind) => bonusMayCredit(await jurisdiction.current(), kind),
      accountNamesOf: (memberIds) => accounts.member.accountNamesOf(memberIds),
      // Loyalty starts after promotions: asked for when a targeted promotion is read.
      standingOf: async (memberId) => {
        const [levels, agents] = await Promise.all([
          use('loyalty').levelsOf([memberId]),
          accounts.team.agentsAbove(memberId),
        ]);
        return { vipLevel: levels.get(memberId) ?? 0, agentsAbove: new Set(agents) };
      },
    });
    registerPromotionsRoutes(app, promotions);
    return promotions;
  },
};
