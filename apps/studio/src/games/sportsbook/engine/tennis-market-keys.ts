import { SportsbookInputError } from './input-error.js';
import { QUARTERS_PER_GOAL, assertLine, formatLine, lineKind, parseLine } from './lines.js';
import type { SetsFormat, TennisOutlook } from './tennis-model.js';

/**
 * The tennis markets. Lines are in quarter units as football's (lines.ts), of games here:
 * `TG:22.5` is 90, `GH:-3.5` is −14. Whole and half lines only (a whole line can push).
 */
export type TennisMarket =
  | { kind: 'MATCH_WINNER' }
  /** Set betting: the final score in sets; the key names the format, since its scores depend on it. */
  | { kind: 'SET_BETTING'; bestOf: SetsFormat['bestOf'] }
  /** Total games of the match (a tiebreak counts as one game). */
  | { kind: 'TOTAL_GAMES'; lineQuarters: number }
  /** Game handicap: the home player's games plus the line against the away player's. */
  | { kind: 'GAME_HANDICAP'; homeLineQuarters: number }
  | { kind: 'FIRST_SET_WINNER' };

export const tennisMarketKey = (market: TennisMarket): string => {
  switch (market.kind) {
    case 'MATCH_WINNER':
      return 'TMW';
    case 'SET_BETTING':
      return `SB:BO${market.bestOf}`;
    case 'TOTAL_GAMES':
      return `TG:${formatLine(market.lineQuarters)}`;
    case 'GAME_HANDICAP':
      return `GH:${formatLine(market.homeLineQuarters)}`;
    case 'FIRST_SET_WINNER':
      return 'FSW';
    default: {
      const unknown: never = market;
      throw new SportsbookInputError('MARKET_UNKNOWN', JSON.stringify(unknown));
    }
  }
};

export const assertTennisMarket = (market: TennisMarket): void => {
  const key = tennisMarketKey(market);
  const checkLine = (lineQuarters: number) => {
    assertLine(lineQuarters);
    if (lineKind(lineQuarters) === 'QUARTER') throw new SportsbookInputError('LINE_INVALID', key);
  };
  switch (market.kind) {
    case 'MATCH_WINNER':
    case 'FIRST_SET_WINNER':
      return;
    case 'SET_BETTING':
      if (market.bestOf !== 3 && market.bestOf !== 5) throw new SportsbookInputError('BEST_OF_INVALID', key);
      return;
    case 'TOTAL_GAMES':
      checkLine(market.lineQuarters);
      if (market.lineQuarters <= 0) throw new SportsbookInputError('LINE_INVALID', key);
      return;
    case 'GAME_HANDICAP':
      checkLine(market.homeLineQuarters);
      return;
    default: {
      const unknown: never = market;
      throw new SportsbookInputError('MARKET_UNKNOWN', JSON.stringify(unknown));
    }
  }
};

/** The inverse of tennisMarketKey; anything else is refused. */
export const parseTennisMarketKey = (key: string): TennisMarket => {
  if (key === 'TMW') return { kind: 'MATCH_WINNER' };
  if (key === 'FSW') return { kind: 'FIRST_SET_WINNER' };
  if (key === 'SB:BO3' || key === 'SB:BO5') return { kind: 'SET_BETTING', bestOf: key === 'SB:BO3' ? 3 : 5 };
  const [prefix, value, ...rest] = key.split(':');
  if (value === undefined || rest.length > 0) throw new SportsbookInputError('MARKET_KEY_INVALID', key);
  const market = ((): TennisMarket => {
    if (prefix === 'TG') return { kind: 'TOTAL_GAMES', lineQuarters: parseLine(value) };
    if (prefix === 'GH') return { kind: 'GAME_HANDICAP', homeLineQuarters: parseLine(value) };
    throw new SportsbookInputError('MARKET_KEY_INVALID', key);
  })();
  assertTennisMarket(market);
  return market;
};

/** Every final set score of a format, the home player's wins first: Bo3 is 2-0, 2-1, 1-2, 0-2. */
export const setBettingKeys = (bestOf: SetsFormat['bestOf']): readonly string[] => {
  const toWin = bestOf === 5 ? 3 : 2;
  const homeWins = Array.from({ length: toWin }, (_, lost) => `${toWin}-${lost}`);
  const awayWins = Array.from({ length: toWin }, (_, lost) => `${toWin - 1 - lost}-${toWin}`);
  return [...homeWins, ...awayWins];
};

export const tennisSelectionKeys = (market: TennisMarket): readonly string[] => {
  switch (market.kind) {
    case 'MATCH_WINNER':
    case 'GAME_HANDICAP':
    case 'FIRST_SET_WINNER':
      return ['1', '2'];
    case 'TOTAL_GAMES':
      return ['OVER', 'UNDER'];
    case 'SET_BETTING':
      return setBettingKeys(market.bestOf);
    default: {
      const unknown: never = market;
      throw new SportsbookInputError('MARKET_UNKNOWN', JSON.stringify(unknown));
    }
  }
};

export const assertTennisSelection = (market: TennisMarket, selection: string): void => {
  if (!tennisSelectionKeys(market).includes(selection)) {
    throw new SportsbookInputError('SELECTION_UNKNOWN', `${tennisMarketKey(market)} ${selection}`);
  }
};

/** Set betting of another format than the match's is refused (MARKET_NOT_OFFERED). */
export const assertTennisMarketFits = (market: TennisMarket, format: SetsFormat): void => {
  assertTennisMarket(market);
  if (market.kind === 'SET_BETTING' && market.bestOf !== format.bestOf) {
    throw new SportsbookInputError(
      'MARKET_NOT_OFFERED',
      `${tennisMarketKey(market)} in a best of ${format.bestOf}`,
    );
  }
};

/**
 * The markets offered on a match, the lines around its own expectation so the main ones sit near
 * even money: match winner, set betting, first set winner, eight total-games lines and eight
 * game handicaps in half games (the rounded expectation ± 3.5).
 */
export const tennisMarketsFor = (outlook: TennisOutlook): TennisMarket[] => {
  const mean = (pick: (games: { home: number; away: number }) => number) =>
    outlook.endings.reduce((sum, { summary, probability }) => sum + pick(summary.games) * probability, 0);
  const halfLines = (centre: number) =>
    Array.from(
      { length: 8 },
      (_, index) => (Math.round(centre) + index - 4) * QUARTERS_PER_GOAL + QUARTERS_PER_GOAL / 2,
    );
  return [
    { kind: 'MATCH_WINNER' },
    { kind: 'SET_BETTING', bestOf: outlook.format.bestOf },
    { kind: 'FIRST_SET_WINNER' },
    ...halfLines(mean((games) => games.home + games.away))
      .filter((line) => line > 0)
      .map((lineQuarters): TennisMarket => ({ kind: 'TOTAL_GAMES', lineQuarters })),
    ...halfLines(-mean((games) => games.home - games.away)).map((homeLineQuarters): TennisMarket => ({
      kind: 'GAME_HANDICAP',
      homeLineQuarters,
    })),
  ];
};
