import type { UniformInt } from '../../../seeded-random.js';
import { drawElottResult, type ElottGame, type ElottResult } from './elott-result.js';
import { drawSea4dResult, type Sea4dResult } from './sea-4d-result.js';
import { drawVnResult, type VnRegion, type VnResult } from './vn-prizes.js';

/**
 * The lottery's games as one type, so a draw, its verify and its settlement job handle every
 * product through one exhaustive switch.
 */
export type LotteryGame =
  { product: 'VN'; region: VnRegion } | { product: 'SEA_4D' } | { product: 'ELOTT'; game: ElottGame };

export type LotteryResult =
  | { product: 'VN'; result: VnResult }
  | { product: 'SEA_4D'; result: Sea4dResult }
  | { product: 'ELOTT'; result: ElottResult };

export const drawLotteryResult = (game: LotteryGame, random: UniformInt): LotteryResult => {
  switch (game.product) {
    case 'VN':
      return { product: 'VN', result: drawVnResult(game.region, random) };
    case 'SEA_4D':
      return { product: 'SEA_4D', result: drawSea4dResult(random) };
    case 'ELOTT':
      return { product: 'ELOTT', result: drawElottResult(game.game, random) };
    default: {
      const unknown: never = game;
      throw new Error(`unknown lottery game ${JSON.stringify(unknown)}`);
    }
  }
};
