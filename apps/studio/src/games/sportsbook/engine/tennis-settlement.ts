import type { FeedResult, Side } from './feed.js';
import { SportsbookInputError } from './input-error.js';
import { QUARTERS_PER_GOAL, lineOutcome } from './lines.js';
import type { Outcome } from './outcome.js';
import { assertScore, type Score } from './score.js';
import {
  assertTennisMarket,
  assertTennisSelection,
  tennisMarketKey,
  type TennisMarket,
} from './tennis-market-keys.js';
import {
  isMatchOver,
  isSetOver,
  setWinner,
  setsWon,
  tennisSetsFromScoreboard,
  type SetsFormat,
  type TennisSummary,
} from './tennis-model.js';

/**
 * How a tennis match ended, for settlement. `sets` are the sets completed (games each).
 * - COMPLETED: played out.
 * - RETIRED: a player retired (or was defaulted) during the match; `winner` is the player who
 *   advances. The match winner stands on that player once at least one set was completed (void
 *   before); the first set winner stands if the first set was completed; set betting, total games
 *   and the game handicap are void, even when a line was already passed.
 * - ABANDONED: stopped for good with no winner (rain, darkness, never resumed): only a completed
 *   first set stands.
 * - CANCELLED: cancelled, or a walkover before the first ball: everything void.
 */
export type TennisFinalResult =
  | { status: 'COMPLETED'; bestOf: SetsFormat['bestOf']; sets: readonly Score[] }
  | { status: 'RETIRED'; bestOf: SetsFormat['bestOf']; sets: readonly Score[]; winner: Side }
  | { status: 'ABANDONED'; bestOf: SetsFormat['bestOf']; sets: readonly Score[] }
  | { status: 'CANCELLED' };

const won = (condition: boolean): Outcome => (condition ? 'WON' : 'LOST');

const sideOf = (selection: string): Side => (selection === '1' ? 'HOME' : 'AWAY');

/** What the markets of a completed match read. */
export const tennisSummaryOf = (sets: readonly Score[]): TennisSummary => {
  const first = sets[0];
  if (!first) throw new SportsbookInputError('RESULT_INVALID', 'no set played');
  return {
    sets: setsWon(sets),
    games: sets.reduce((sum, games) => ({ home: sum.home + games.home, away: sum.away + games.away }), {
      home: 0,
      away: 0,
    }),
    firstSet: setWinner(first),
  };
};

/**
 * How one selection ends on a completed match: one case per market. Pricing (tennis-markets.ts)
 * runs this same rule over every way the match can end.
 */
export const outcomeOnTennisSummary = (
  market: TennisMarket,
  selection: string,
  summary: TennisSummary,
): Outcome => {
  switch (market.kind) {
    case 'MATCH_WINNER':
      return won((summary.sets.home > summary.sets.away ? 'HOME' : 'AWAY') === sideOf(selection));
    case 'SET_BETTING':
      return won(`${summary.sets.home}-${summary.sets.away}` === selection);
    case 'TOTAL_GAMES': {
      const overLead = (summary.games.home + summary.games.away) * QUARTERS_PER_GOAL - market.lineQuarters;
      return lineOutcome(selection === 'OVER' ? overLead : -overLead);
    }
    case 'GAME_HANDICAP': {
      const homeLead =
        (summary.games.home - summary.games.away) * QUARTERS_PER_GOAL + market.homeLineQuarters;
      return lineOutcome(selection === '1' ? homeLead : -homeLead);
    }
    case 'FIRST_SET_WINNER':
      return won(summary.firstSet === sideOf(selection));
    default: {
      const unknown: never = market;
      throw new SportsbookInputError('MARKET_UNKNOWN', JSON.stringify(unknown));
    }
  }
};

/** A result settlement can trust: finished sets only, none after the end, the match over exactly when completed. */
export const assertTennisResult = (result: TennisFinalResult): void => {
  if (result.status === 'CANCELLED') return;
  if (result.bestOf !== 3 && result.bestOf !== 5)
    throw new SportsbookInputError('BEST_OF_INVALID', String(result.bestOf));
  result.sets.forEach((games, index) => {
    assertScore(games);
    if (!isSetOver(games))
      throw new SportsbookInputError('RESULT_INVALID', `set ${index + 1} ${games.home}-${games.away}`);
    if (isMatchOver(result.sets.slice(0, index), result.bestOf)) {
      throw new SportsbookInputError('RESULT_INVALID', `set ${index + 1} after the end`);
    }
  });
  const over = isMatchOver(result.sets, result.bestOf);
  if (result.status === 'COMPLETED' && !over) {
    throw new SportsbookInputError(
      'FEED_RESULT_INCOMPLETE',
      `${result.sets.length} sets of a best of ${result.bestOf}`,
    );
  }
  if (result.status !== 'COMPLETED' && over) {
    throw new SportsbookInputError(
      'RESULT_INVALID',
      `a ${result.status.toLowerCase()} match cannot be decided`,
    );
  }
};

export const settleTennisSelection = (input: {
  market: TennisMarket;
  selection: string;
  result: TennisFinalResult;
}): Outcome => {
  const { market, selection, result } = input;
  assertTennisMarket(market);
  assertTennisSelection(market, selection);
  assertTennisResult(result);
  if (result.status === 'CANCELLED') return 'VOID';
  if (market.kind === 'SET_BETTING' && market.bestOf !== result.bestOf) {
    throw new SportsbookInputError(
      'MARKET_NOT_OFFERED',
      `${tennisMarketKey(market)} in a best of ${result.bestOf}`,
    );
  }
  const status = result.status;
  switch (status) {
    case 'COMPLETED':
      return outcomeOnTennisSummary(market, selection, tennisSummaryOf(result.sets));
    case 'RETIRED':
    case 'ABANDONED': {
      const first = result.sets[0];
      if (market.kind === 'FIRST_SET_WINNER')
        return first ? won(setWinner(first) === sideOf(selection)) : 'VOID';
      if (market.kind === 'MATCH_WINNER' && status === 'RETIRED' && first)
        return won(result.winner === sideOf(selection));
      return 'VOID';
    }
    default: {
      const unknown: never = status;
      throw new SportsbookInputError('RESULT_UNKNOWN', String(unknown));
    }
  }
};

/**
 * A feed's tennis result as settlement reads it, its sets from the scoreboard's SET_n periods
 * (games). A finished match whose sets do not end it is a retirement, and the feed must say who
 * retired (`retired`); without it the result is refused (FEED_RESULT_INCOMPLETE). A set stopped
 * half-way is dropped; the format comes from the fixture.
 */
export const tennisFinalResultFromFeed = (input: {
  result: FeedResult;
  format: SetsFormat;
}): TennisFinalResult => {
  const { result, format } = input;
  if (result.sport !== 'TENNIS') throw new SportsbookInputError('SPORT_UNSUPPORTED', result.sport);
  const status = result.status;
  if (status === 'CANCELLED') return { status: 'CANCELLED' };
  const sets = tennisSetsFromScoreboard(result.scoreboard).filter(isSetOver);
  const settled = ((): TennisFinalResult => {
    switch (status) {
      case 'ABANDONED':
        return { status: 'ABANDONED', bestOf: format.bestOf, sets };
      case 'FINISHED':
        if (isMatchOver(sets, format.bestOf)) return { status: 'COMPLETED', bestOf: format.bestOf, sets };
        if (!result.retired) throw new SportsbookInputError('FEED_RESULT_INCOMPLETE', result.fixtureId);
        return {
          status: 'RETIRED',
          bestOf: format.bestOf,
          sets,
          winner: result.retired === 'HOME' ? 'AWAY' : 'HOME',
        };
      default: {
        const unknown: never = status;
        throw new SportsbookInputError('RESULT_UNKNOWN', String(unknown));
      }
    }
  })();
  assertTennisResult(settled);
  return settled;
};
