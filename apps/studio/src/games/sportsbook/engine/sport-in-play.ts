import { fairBasketballMarkets } from './basketball-markets.js';
import {
  basketballOutlook,
  type BasketballExpectation,
  type BasketballModelParameters,
  type BasketballOutlook,
  type BasketballState,
} from './basketball-model.js';
import { basketballFinalResultFromFeed } from './basketball-settlement.js';
import type { FeedResult, MatchFormat } from './feed.js';
import {
  assertScoreboard,
  basketballStateFromScoreboard,
  tennisStateFromScoreboard,
} from './in-play-scoreboard.js';
import { SportsbookInputError } from './input-error.js';
import type { Market } from './market-keys.js';
import type { FairMarket } from './markets.js';
import { basketballSharedResult, tennisSharedResult, type SportFinalResult } from './sport-results.js';
import { fairTennisMarkets } from './tennis-markets.js';
import {
  tennisOutlook,
  type ServeProbabilities,
  type SetsFormat,
  type TennisOutlook,
  type TennisState,
} from './tennis-model.js';
import { tennisFinalResultFromFeed } from './tennis-settlement.js';

/**
 * Basketball and tennis priced and settled in the shared `Market` / `FinalResult` types, whatever
 * feeds the state: the simulated book (feed/*-feed.ts) from its own games, a provider-fed book from
 * the provider's live board. Both go through the same functions, so a provider's match at a board
 * prices exactly as the simulation's at the same state.
 */

/** The shared union's tennis markets priced on an outlook (other sports' markets are skipped). */
export const fairTennisSharedMarkets = (input: {
  outlook: TennisOutlook;
  markets: readonly Market[];
}): FairMarket[] => {
  const own = input.markets.flatMap((market) => (market.kind === 'TENNIS' ? [market.market] : []));
  return fairTennisMarkets({ outlook: input.outlook, markets: own }).map((fair) => ({
    ...fair,
    market: { kind: 'TENNIS', market: fair.market },
  }));
};

/** The shared union's basketball markets priced on an outlook (other sports' markets are skipped). */
export const fairBasketballSharedMarkets = (input: {
  outlook: BasketballOutlook;
  markets: readonly Market[];
}): FairMarket[] => {
  const own = input.markets.flatMap((market) => (market.kind === 'BASKETBALL' ? [market.market] : []));
  return fairBasketballMarkets({ outlook: input.outlook, markets: own }).map((fair) => ({
    ...fair,
    market: { kind: 'BASKETBALL', market: fair.market },
  }));
};

/** A live tennis match from a provider's board, priced by the engine's model; also its state. */
export const tennisInPlayFromScoreboard = (input: {
  serve: ServeProbabilities;
  format: SetsFormat;
  scoreboard: unknown;
  markets: readonly Market[];
}): { state: TennisState; fair: FairMarket[] } => {
  const { serve, format, scoreboard, markets } = input;
  const state = tennisStateFromScoreboard({ scoreboard, format });
  return {
    state,
    fair: fairTennisSharedMarkets({ outlook: tennisOutlook({ serve, format, state }), markets }),
  };
};

/** A live basketball game from a provider's board, priced by the engine's model; also its state. */
export const basketballInPlayFromScoreboard = (input: {
  expected: BasketballExpectation;
  parameters: BasketballModelParameters;
  scoreboard: unknown;
  markets: readonly Market[];
}): { state: BasketballState; fair: FairMarket[] } => {
  const { expected, parameters, scoreboard, markets } = input;
  const state = basketballStateFromScoreboard({ scoreboard, parameters });
  const outlook = basketballOutlook({ expected, parameters, state });
  return { state, fair: fairBasketballSharedMarkets({ outlook, markets }) };
};

/**
 * A provider's basketball or tennis result as settlement reads it (football's is
 * `finalResultFromFeed`, e-sports' `esportsFinalResultFromFeed`): a tennis result needs the
 * fixture's SETS format for its best-of.
 */
export const sportFinalResultFromFeed = (input: {
  result: FeedResult;
  format: MatchFormat;
}): SportFinalResult | { status: 'CANCELLED' } => {
  const { result, format } = input;
  assertScoreboard(result.scoreboard);
  switch (result.sport) {
    case 'BASKETBALL':
      return basketballSharedResult(basketballFinalResultFromFeed(result));
    case 'TENNIS':
      if (format.kind !== 'SETS') throw new SportsbookInputError('FORMAT_INVALID', format.kind);
      return tennisSharedResult(tennisFinalResultFromFeed({ result, format }));
    case 'FOOTBALL':
    case 'ESPORTS':
      throw new SportsbookInputError('SPORT_UNSUPPORTED', result.sport);
    default: {
      const unknown: never = result.sport;
      throw new SportsbookInputError('SPORT_UNSUPPORTED', String(unknown));
    }
  }
};
