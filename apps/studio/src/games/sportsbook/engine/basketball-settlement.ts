import {
  assertBasketballMarket,
  assertBasketballSelection,
  type BasketballMarket,
} from './basketball-market-keys.js';
import { QUARTERS, basketballPeriodsFromScoreboard } from './basketball-model.js';
import type { FeedResult } from './feed.js';
import { SportsbookInputError } from './input-error.js';
import { QUARTERS_PER_GOAL, lineOutcome } from './lines.js';
import type { Outcome } from './outcome.js';
import { addScores, assertScore, resultOf, type Score } from './score.js';

/**
 * How a basketball game ended, for settlement. `periods` are the quarters, then the overtimes.
 * - FINISHED: played out; overtime counts for the money line, the spread and the total.
 * - ABANDONED: stopped before the end; `periods` are only those completed before it stopped. The
 *   markets of a quarter or half completed stand; the game's markets (money line, spread, total)
 *   are void, even if a total was already passed.
 * - CANCELLED: everything void.
 */
export type BasketballFinalResult =
  | { status: 'FINISHED'; periods: readonly Score[] }
  | { status: 'ABANDONED'; periods: readonly Score[] }
  | { status: 'CANCELLED' };

const won = (condition: boolean): Outcome => (condition ? 'WON' : 'LOST');

const total = (periods: readonly Score[]): Score => periods.reduce(addScores, { home: 0, away: 0 });

/**
 * The score a market settles on, or null when the part of the game it reads was not completed:
 * the whole game with overtime (money line, spread, total), one quarter, or one half (two quarters).
 */
export const basketballMarketScore = (
  market: BasketballMarket,
  result: BasketballFinalResult,
): Score | null => {
  if (result.status === 'CANCELLED') return null;
  const { periods } = result;
  switch (market.kind) {
    case 'MONEY_LINE':
    case 'POINT_SPREAD':
    case 'TOTAL_POINTS':
      return result.status === 'FINISHED' ? total(periods) : null;
    case 'QUARTER_RESULT':
      return periods[market.quarter - 1] ?? null;
    case 'HALF_RESULT': {
      const first = (market.half - 1) * 2;
      return periods.length >= first + 2 ? total(periods.slice(first, first + 2)) : null;
    }
    default: {
      const unknown: never = market;
      throw new SportsbookInputError('MARKET_UNKNOWN', JSON.stringify(unknown));
    }
  }
};

/**
 * How one selection ends on the score its market reads: one case per market. Lines settle on the
 * bet's lead over the line in quarter points (lines.ts), so a whole line exactly met is a push
 * (VOID). Pricing (basketball-markets.ts) runs this same rule over every score it thinks possible.
 */
export const outcomeOnBasketballScore = (
  market: BasketballMarket,
  selection: string,
  score: Score,
): Outcome => {
  switch (market.kind) {
    case 'MONEY_LINE':
      if (score.home === score.away)
        throw new SportsbookInputError('RESULT_INVALID', 'a tied game has no winner');
      return won((score.home > score.away ? '1' : '2') === selection);
    case 'POINT_SPREAD': {
      const homeLead = (score.home - score.away) * QUARTERS_PER_GOAL + market.homeLineQuarters;
      return lineOutcome(selection === '1' ? homeLead : -homeLead);
    }
    case 'TOTAL_POINTS': {
      const overLead = (score.home + score.away) * QUARTERS_PER_GOAL - market.lineQuarters;
      return lineOutcome(selection === 'OVER' ? overLead : -overLead);
    }
    case 'QUARTER_RESULT':
    case 'HALF_RESULT':
      return won(resultOf(score) === selection);
    default: {
      const unknown: never = market;
      throw new SportsbookInputError('MARKET_UNKNOWN', JSON.stringify(unknown));
    }
  }
};

/**
 * A result settlement can trust: a finished game has its four quarters, an overtime only after a
 * tie, and no tie at the end; an abandoned one is not already decided.
 */
export const assertBasketballResult = (result: BasketballFinalResult): void => {
  if (result.status === 'CANCELLED') return;
  const { periods } = result;
  periods.forEach(assertScore);
  periods.forEach((_, index) => {
    if (index < QUARTERS) return;
    const before = total(periods.slice(0, index));
    if (before.home !== before.away) {
      throw new SportsbookInputError(
        'RESULT_INVALID',
        `overtime ${index - QUARTERS + 1} after a decided game`,
      );
    }
  });
  const final = total(periods);
  const decided = periods.length >= QUARTERS && final.home !== final.away;
  if (result.status === 'FINISHED' && !decided) {
    throw new SportsbookInputError(
      'FEED_RESULT_INCOMPLETE',
      `${periods.length} periods, ${final.home}-${final.away}`,
    );
  }
  if (result.status === 'ABANDONED' && decided) {
    throw new SportsbookInputError('RESULT_INVALID', 'an abandoned game cannot be decided');
  }
};

export const settleBasketballSelection = (input: {
  market: BasketballMarket;
  selection: string;
  result: BasketballFinalResult;
}): Outcome => {
  const { market, selection, result } = input;
  assertBasketballMarket(market);
  assertBasketballSelection(market, selection);
  assertBasketballResult(result);
  const score = basketballMarketScore(market, result);
  return score ? outcomeOnBasketballScore(market, selection, score) : 'VOID';
};

/**
 * A feed's basketball result as settlement reads it, from the scoreboard's QUARTER_n and
 * OVERTIME_n periods. An abandoned game's last period on the board is dropped: the board does not
 * say whether it was completed, and voiding its markets is safer than settling a quarter stopped
 * half-way.
 */
export const basketballFinalResultFromFeed = (result: FeedResult): BasketballFinalResult => {
  if (result.sport !== 'BASKETBALL') throw new SportsbookInputError('SPORT_UNSUPPORTED', result.sport);
  const status = result.status;
  switch (status) {
    case 'CANCELLED':
      return { status: 'CANCELLED' };
    case 'ABANDONED': {
      const periods = basketballPeriodsFromScoreboard(result.scoreboard).slice(0, -1);
      const settled: BasketballFinalResult = { status: 'ABANDONED', periods };
      assertBasketballResult(settled);
      return settled;
    }
    case 'FINISHED': {
      const settled: BasketballFinalResult = {
        status: 'FINISHED',
        periods: basketballPeriodsFromScoreboard(result.scoreboard),
      };
      assertBasketballResult(settled);
      return settled;
    }
    default: {
      const unknown: never = status;
      throw new SportsbookInputError('RESULT_UNKNOWN', String(unknown));
    }
  }
};
