import { isEsportsMarket } from './esports-market-keys.js';
import { settleEsportsSelection, type EsportsFinalResult } from './esports-settlement.js';
import type { FeedResult, PeriodScore } from './feed.js';
import { SportsbookInputError } from './input-error.js';
import { QUARTERS_PER_GOAL, lineOutcome } from './lines.js';
import {
  assertMarket,
  assertSelection,
  correctScoreKey,
  halfTimeFullTimeKey,
  marketKey,
  type Market,
} from './market-keys.js';
import type { Outcome } from './outcome.js';
import { isSportMarket, settleSportSelection, type SportFinalResult } from './sport-results.js';
import { assertScore, goalDifference, resultOf, totalGoals, type Score } from './score.js';

/**
 * How a match ended, for settlement. Football markets settle on regular time (90 minutes and
 * stoppage time): extra time and penalties count for nothing here.
 * - FINISHED: `halfTime` is null when the feed did not give it; only HT/FT needs it (void without).
 * - ABANDONED, CANCELLED: every market is void and stakes are returned. (Some books let markets
 *   already decided at the abandonment stand; this one does not, so the rule is the same for
 *   every bet and needs no minute-by-minute record.)
 * - MAPS_COMPLETED, MAPS_ABANDONED: an e-sports series (esports-settlement.ts). Its maps are a
 *   record of their own, so a map completed before an abandonment keeps its markets.
 * - GAME_*, SETS_*: a basketball game or a tennis match (sport-results.ts), settled by its sport's
 *   rules; the plain ABANDONED and CANCELLED void them as every market.
 */
export type FinalResult =
  | { status: 'FINISHED'; fullTime: Score; halfTime: Score | null }
  | { status: 'ABANDONED' }
  | { status: 'CANCELLED' }
  | EsportsFinalResult
  | SportFinalResult;

/** The scores a selection is settled on; pricing (markets.ts) runs the same rule over every score it thinks possible. */
export type SettlementScores = { fullTime: Score; halfTime: Score | null };

const won = (condition: boolean): Outcome => (condition ? 'WON' : 'LOST');

/**
 * How one selection ends on a final score: the rule of every market, one case each. Lines
 * (totals and Asian handicaps) settle on the bet's lead over the line in quarter goals, quarter
 * lines splitting into two halves (lines.ts, lineOutcome).
 */
export const outcomeOnScores = (market: Market, selection: string, scores: SettlementScores): Outcome => {
  const { fullTime, halfTime } = scores;
  if (isEsportsMarket(market) || isSportMarket(market)) {
    throw new SportsbookInputError('MARKET_SPORT_MISMATCH', `${marketKey(market)} on a football score`);
  }
  switch (market.kind) {
    case 'MATCH_RESULT':
      return won(resultOf(fullTime) === selection);
    case 'DOUBLE_CHANCE':
      return won(selection.includes(resultOf(fullTime)));
    case 'DRAW_NO_BET':
      return resultOf(fullTime) === 'X' ? 'VOID' : won(resultOf(fullTime) === selection);
    case 'TOTAL_GOALS': {
      const overLead = totalGoals(fullTime) * QUARTERS_PER_GOAL - market.lineQuarters;
      return lineOutcome(selection === 'OVER' ? overLead : -overLead);
    }
    case 'BOTH_TEAMS_TO_SCORE':
      return won((fullTime.home > 0 && fullTime.away > 0) === (selection === 'YES'));
    case 'ASIAN_HANDICAP': {
      const homeLead = goalDifference(fullTime) * QUARTERS_PER_GOAL + market.homeLineQuarters;
      return lineOutcome(selection === '1' ? homeLead : -homeLead);
    }
    case 'CORRECT_SCORE':
      return won(correctScoreKey(fullTime) === selection);
    case 'HALF_TIME_FULL_TIME':
      return halfTime ? won(halfTimeFullTimeKey(halfTime, fullTime) === selection) : 'VOID';
    default: {
      const unknown: never = market;
      throw new SportsbookInputError('MARKET_UNKNOWN', JSON.stringify(unknown));
    }
  }
};

/**
 * Settles one selection against a result. Throws for a selection the market does not have or a
 * score that is not one: those are bugs upstream, not a reason to void a bet.
 */
export const settleSelection = (input: {
  market: Market;
  selection: string;
  result: FinalResult;
}): Outcome => {
  const { market, selection, result } = input;
  assertMarket(market);
  assertSelection(market, selection);
  switch (result.status) {
    case 'ABANDONED':
    case 'CANCELLED':
      return 'VOID';
    case 'FINISHED':
      assertScore(result.fullTime);
      if (result.halfTime) assertScore(result.halfTime);
      return outcomeOnScores(market, selection, result);
    case 'MAPS_COMPLETED':
    case 'MAPS_ABANDONED':
      if (!isEsportsMarket(market)) {
        throw new SportsbookInputError('MARKET_SPORT_MISMATCH', `${marketKey(market)} on an e-sports series`);
      }
      return settleEsportsSelection({ market, selection, result });
    case 'GAME_FINISHED':
    case 'GAME_ABANDONED':
    case 'SETS_COMPLETED':
    case 'SETS_RETIRED':
    case 'SETS_ABANDONED':
      if (!isSportMarket(market)) {
        throw new SportsbookInputError(
          'MARKET_SPORT_MISMATCH',
          `${marketKey(market)} on a ${result.status} result`,
        );
      }
      return settleSportSelection({ market, selection, result });
    default: {
      const unknown: never = result;
      throw new SportsbookInputError('RESULT_UNKNOWN', `${marketKey(market)} ${JSON.stringify(unknown)}`);
    }
  }
};

const periodScore = (periods: readonly PeriodScore[], period: PeriodScore['period']): Score | null => {
  const found = periods.find((entry) => entry.period === period);
  return found ? { home: found.home, away: found.away } : null;
};

/**
 * A feed's football result as settlement reads it: regular time is the two halves, so a cup tie's
 * extra time and penalties are left out. A finished match without both halves is refused
 * (FEED_RESULT_INCOMPLETE): settling on a guess could not be undone cleanly, waiting for the
 * feed's complete result can.
 */
export const finalResultFromFeed = (result: FeedResult): FinalResult => {
  if (result.sport !== 'FOOTBALL') throw new SportsbookInputError('SPORT_UNSUPPORTED', result.sport);
  switch (result.status) {
    case 'ABANDONED':
      return { status: 'ABANDONED' };
    case 'CANCELLED':
      return { status: 'CANCELLED' };
    case 'FINISHED': {
      const firstHalf = periodScore(result.scoreboard.periods, 'FIRST_HALF');
      const secondHalf = periodScore(result.scoreboard.periods, 'SECOND_HALF');
      if (!firstHalf || !secondHalf)
        throw new SportsbookInputError('FEED_RESULT_INCOMPLETE', result.fixtureId);
      return {
        status: 'FINISHED',
        fullTime: { home: firstHalf.home + secondHalf.home, away: firstHalf.away + secondHalf.away },
        halfTime: firstHalf,
      };
    }
    default: {
      const unknown: never = result.status;
      throw new SportsbookInputError('RESULT_UNKNOWN', String(unknown));
    }
  }
};
