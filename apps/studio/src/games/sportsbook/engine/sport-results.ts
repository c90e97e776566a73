import {
  assertBasketballMarket,
  assertBasketballSelection,
  basketballMarketKey,
  basketballSelectionKeys,
  parseBasketballMarketKey,
  type BasketballMarket,
} from './basketball-market-keys.js';
import { settleBasketballSelection, type BasketballFinalResult } from './basketball-settlement.js';
import type { Side } from './feed.js';
import { SportsbookInputError } from './input-error.js';
import type { Outcome } from './outcome.js';
import type { Score } from './score.js';
import {
  assertTennisMarket,
  assertTennisSelection,
  parseTennisMarketKey,
  tennisMarketKey,
  tennisSelectionKeys,
  type TennisMarket,
} from './tennis-market-keys.js';
import { settleTennisSelection, type TennisFinalResult } from './tennis-settlement.js';
import type { SetsFormat } from './tennis-model.js';

/**
 * Basketball and tennis in the shared `Market` union (market-keys.ts). Their own market types
 * keep their engines' kinds (tennis has a MATCH_WINNER as e-sports does), so the shared union
 * holds each as one wrapped case: `{ kind: 'BASKETBALL', market }`, `{ kind: 'TENNIS', market }`.
 * Their keys (ML, PS, TP, QR, HR; TMW, SB, TG, GH, FSW) meet no football or e-sports key.
 */
export type SportMarket =
  { kind: 'BASKETBALL'; market: BasketballMarket } | { kind: 'TENNIS'; market: TennisMarket };

export const isSportMarket = (market: { kind: string }): market is SportMarket =>
  market.kind === 'BASKETBALL' || market.kind === 'TENNIS';

const BASKETBALL_PREFIXES = new Set(['ML', 'PS', 'TP', 'QR', 'HR']);
const TENNIS_PREFIXES = new Set(['TMW', 'SB', 'TG', 'GH', 'FSW']);

/** A basketball or tennis key, or null when the key is neither sport's; a malformed one is refused. */
export const parseSportMarketKey = (key: string): SportMarket | null => {
  const prefix = key.split(':')[0] ?? '';
  if (BASKETBALL_PREFIXES.has(prefix)) return { kind: 'BASKETBALL', market: parseBasketballMarketKey(key) };
  if (TENNIS_PREFIXES.has(prefix)) return { kind: 'TENNIS', market: parseTennisMarketKey(key) };
  return null;
};

export const sportMarketKey = (market: SportMarket): string =>
  market.kind === 'BASKETBALL' ? basketballMarketKey(market.market) : tennisMarketKey(market.market);

export const sportSelectionKeys = (market: SportMarket): readonly string[] =>
  market.kind === 'BASKETBALL' ? basketballSelectionKeys(market.market) : tennisSelectionKeys(market.market);

export const assertSportMarket = (market: SportMarket): void => {
  if (market.kind === 'BASKETBALL') assertBasketballMarket(market.market);
  else assertTennisMarket(market.market);
};

export const assertSportSelection = (market: SportMarket, selection: string): void => {
  if (market.kind === 'BASKETBALL') assertBasketballSelection(market.market, selection);
  else assertTennisSelection(market.market, selection);
};

/**
 * A basketball game's and a tennis match's results in the shared `FinalResult` (settlement.ts).
 * Their statuses are their own, as the e-sports series' are, so no result of one sport is read as
 * another's; the plain ABANDONED and CANCELLED void every market of any sport.
 * - GAME_FINISHED, GAME_ABANDONED: basketball, its quarters then overtimes (basketball-settlement.ts).
 * - SETS_COMPLETED, SETS_RETIRED, SETS_ABANDONED: tennis, its completed sets (tennis-settlement.ts).
 */
export type SportFinalResult =
  | { status: 'GAME_FINISHED'; periods: readonly Score[] }
  | { status: 'GAME_ABANDONED'; periods: readonly Score[] }
  | { status: 'SETS_COMPLETED'; bestOf: SetsFormat['bestOf']; sets: readonly Score[] }
  | { status: 'SETS_RETIRED'; bestOf: SetsFormat['bestOf']; sets: readonly Score[]; winner: Side }
  | { status: 'SETS_ABANDONED'; bestOf: SetsFormat['bestOf']; sets: readonly Score[] };

export type SportFinalStatus = SportFinalResult['status'];

const SPORT_STATUSES: ReadonlySet<string> = new Set<SportFinalStatus>([
  'GAME_FINISHED',
  'GAME_ABANDONED',
  'SETS_COMPLETED',
  'SETS_RETIRED',
  'SETS_ABANDONED',
]);

export const isSportFinalResult = (result: { status: string }): result is SportFinalResult =>
  SPORT_STATUSES.has(result.status);

/** The shared result of a basketball engine's result (CANCELLED stays the plain one). */
export const basketballSharedResult = (
  result: BasketballFinalResult,
): SportFinalResult | { status: 'CANCELLED' } => {
  switch (result.status) {
    case 'FINISHED':
      return { status: 'GAME_FINISHED', periods: result.periods };
    case 'ABANDONED':
      return { status: 'GAME_ABANDONED', periods: result.periods };
    case 'CANCELLED':
      return { status: 'CANCELLED' };
    default: {
      const unknown: never = result;
      throw new SportsbookInputError('RESULT_UNKNOWN', JSON.stringify(unknown));
    }
  }
};

/** The shared result of a tennis engine's result (CANCELLED stays the plain one). */
export const tennisSharedResult = (result: TennisFinalResult): SportFinalResult | { status: 'CANCELLED' } => {
  switch (result.status) {
    case 'COMPLETED':
      return { status: 'SETS_COMPLETED', bestOf: result.bestOf, sets: result.sets };
    case 'RETIRED':
      return { status: 'SETS_RETIRED', bestOf: result.bestOf, sets: result.sets, winner: result.winner };
    case 'ABANDONED':
      return { status: 'SETS_ABANDONED', bestOf: result.bestOf, sets: result.sets };
    case 'CANCELLED':
      return { status: 'CANCELLED' };
    default: {
      const unknown: never = result;
      throw new SportsbookInputError('RESULT_UNKNOWN', JSON.stringify(unknown));
    }
  }
};

const mismatch = (key: string, status: string) =>
  new SportsbookInputError('MARKET_SPORT_MISMATCH', `${key} on a ${status} result`);

/**
 * Settles a basketball or tennis selection on its sport's result by that sport's own rules; a
 * market of one sport on the other's result (or a football or e-sports result) is refused.
 */
export const settleSportSelection = (input: {
  market: SportMarket;
  selection: string;
  result: SportFinalResult;
}): Outcome => {
  const { market, selection, result } = input;
  switch (result.status) {
    case 'GAME_FINISHED':
    case 'GAME_ABANDONED':
      if (market.kind !== 'BASKETBALL') throw mismatch(sportMarketKey(market), result.status);
      return settleBasketballSelection({
        market: market.market,
        selection,
        result: {
          status: result.status === 'GAME_FINISHED' ? 'FINISHED' : 'ABANDONED',
          periods: result.periods,
        },
      });
    case 'SETS_COMPLETED':
    case 'SETS_RETIRED':
    case 'SETS_ABANDONED': {
      if (market.kind !== 'TENNIS') throw mismatch(sportMarketKey(market), result.status);
      const tennis: TennisFinalResult =
        result.status === 'SETS_RETIRED'
          ? { status: 'RETIRED', bestOf: result.bestOf, sets: result.sets, winner: result.winner }
          : {
              status: result.status === 'SETS_COMPLETED' ? 'COMPLETED' : 'ABANDONED',
              bestOf: result.bestOf,
              sets: result.sets,
            };
      return settleTennisSelection({ market: market.market, selection, result: tennis });
    }
    default: {
      const unknown: never = result;
      throw new SportsbookInputError('RESULT_UNKNOWN', JSON.stringify(unknown));
    }
  }
};
