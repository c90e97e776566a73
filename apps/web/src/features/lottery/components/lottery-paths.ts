import type { LotteryMenuGame } from '@platform/contracts';

export type LotteryView = 'betting' | 'lobby';

/** Where a lobby card opens its game: /lottery?gameCode= with the view and the prize mode. */
export const lotteryGamePath = (
  game: Pick<LotteryMenuGame, 'gameCode' | 'lottoPrizeMode'>,
  view: LotteryView,
) =>
  `/lottery?${new URLSearchParams({ gameCode: game.gameCode, lottoView: view, lottoPrizeMode: game.lottoPrizeMode }).toString()}`;
