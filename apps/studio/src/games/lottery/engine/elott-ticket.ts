import { assertStake, returnMinor } from './money.js';
import { assertElottChoice, elottChoiceWins, type ElottBetChoice } from './elott-bets.js';
import { DEFAULT_ELOTT_ODDS, elottOddsFor, type ElottOdds } from './elott-odds.js';
import type { ElottGame, ElottResult } from './elott-result.js';
import { LotteryInputError } from './input-error.js';

/** One ELOTT bet: a choice on one game's draw, the stake it costs, stake × odds if it wins. */
export type ElottBet = { game: ElottGame; choice: ElottBetChoice; stakeMinor: number };
export type ElottSettlement = { costMinor: number; won: boolean; returnMinor: number };

export const assertElottBet = ({ game, choice, stakeMinor }: ElottBet): void => {
  assertStake(stakeMinor);
  assertElottChoice(game, choice);
};

export const settleElottBet = (
  bet: ElottBet,
  result: ElottResult,
  odds: ElottOdds = DEFAULT_ELOTT_ODDS,
): ElottSettlement => {
  assertElottBet(bet);
  if (bet.game !== result.game)
    throw new LotteryInputError('RESULT_GAME_MISMATCH', `${bet.game} ${result.game}`);
  const won = elottChoiceWins(bet.choice, result);
  const oddsE3 = elottOddsFor(odds, bet.game, bet.choice);
  return {
    costMinor: bet.stakeMinor,
    won,
    returnMinor: won ? returnMinor({ stakeMinor: bet.stakeMinor, oddsE3 }) : 0,
  };
};
