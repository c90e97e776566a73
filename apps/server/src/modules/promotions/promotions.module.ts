import type { PlatformModule } from '../../platform-module.js';
import { bonusMayCredit } from '../jurisdiction/index.js';
import type { PromotionRow } from './promotions.repository.js';
import { countedTurnover } from './wager-target.js';
import { createPromotionsRepository } from './promotions.repository.js';
import { registerPromotionsRoutes } from './promotions.routes.js';
import { createPromotionsService } from './promotions.service.js';

/** Operator-configured promotions, applications and claims, paid as a cash bonus (docs/promotions.md). */
export const promotionsModule: PlatformModule<'promotions'> = {
  name: 'promotions',
  start({ app, db, use }) {
    const jurisdiction = use('jurisdiction');
    const accounts = use('accounts');
    const seamless = use('seamless');
    const games = use('games');
    const points = use('points');
    /**
     * Money, tickets (whose prizes are money) and free spins (bets the house pays) get the answer
     * the wallet gives a BONUS credit: a kind the profile keeps off is neither shown nor paid.
     * Points buy goods in the points mall, so they need the kind and the mall on, not bonus
     * credits.
     */
    const allowed = async (row: PromotionRow) => {
      const profile = await jurisdiction.current();
      return row.rewardType === 'POINTS'
        ? profile.promotions[row.kind] && profile.promotions.POINTS_MALL
        : bonusMayCredit(profile, row.kind);
    };
    const promotions = createPromotionsService({
      repository: createPromotionsRepository(db),
      wallet: use('wallet'),
      awardPoints: (input) => points.award({ ...input, kind: 'PROMOTION' }),
      // The lucky draws start after promotions: asked for when a TICKETS reward is paid.
      grantTickets: (input) => use('luckyDraws').grantForPromotion(input),
      luckyGameKnown: (code) => use('luckyDraws').gameKnown(code),
      // A slot: the catalogue's RNG type (the studio's and aggregated vendors' slots).
      slotGameKnown: async (code) => (await games.gameTypesOf([code])).get(code) === 'RNG',
      turnoverOf: async (memberId, range, contributions) => {
        const lines = await seamless.validTurnoverByGame({ ...range, memberId });
        const types = await games.gameTypesOf(lines.map((line) => line.gameCode));
        return countedTurnover(
          lines.map((line) => ({ gameType: types.get(line.gameCode), turnover: line.turnover })),
          contributions,
        );
      },
      audit: use('audit'),
      inbox: use('inbox'),
      allowed,
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
