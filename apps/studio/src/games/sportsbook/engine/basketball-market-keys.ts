import { SportsbookInputError } from './input-error.js';
import { QUARTERS_PER_GOAL, assertLine, formatLine, lineKind, parseLine } from './lines.js';

/**
 * The basketball markets. Lines are in quarter units as football's (lines.ts), of points here:
 * `PS:-5.5` is −22 and `TP:160` is 640. Only whole and half lines are offered (a whole line can
 * push); quarter lines are refused, as no basketball book splits a stake over two lines.
 */
export type BasketballMarket =
  /** Money line: who wins the game, overtime included (never a draw). */
  | { kind: 'MONEY_LINE' }
  /** Point spread: the home side's points plus its line against the away side's, overtime included. */
  | { kind: 'POINT_SPREAD'; homeLineQuarters: number }
  /** Total points of both teams, overtime included. */
  | { kind: 'TOTAL_POINTS'; lineQuarters: number }
  /** The result (1 / X / 2) of one regulation quarter's own points. */
  | { kind: 'QUARTER_RESULT'; quarter: number }
  /** The result (1 / X / 2) of one half's own points; the second half is quarters 3 and 4, no overtime. */
  | { kind: 'HALF_RESULT'; half: number };

export const basketballMarketKey = (market: BasketballMarket): string => {
  switch (market.kind) {
    case 'MONEY_LINE':
      return 'ML';
    case 'POINT_SPREAD':
      return `PS:${formatLine(market.homeLineQuarters)}`;
    case 'TOTAL_POINTS':
      return `TP:${formatLine(market.lineQuarters)}`;
    case 'QUARTER_RESULT':
      return `QR:${market.quarter}`;
    case 'HALF_RESULT':
      return `HR:${market.half}`;
    default: {
      const unknown: never = market;
      throw new SportsbookInputError('MARKET_UNKNOWN', JSON.stringify(unknown));
    }
  }
};

export const assertBasketballMarket = (market: BasketballMarket): void => {
  const key = basketballMarketKey(market);
  const invalidLine = (lineQuarters: number) => {
    assertLine(lineQuarters);
    if (lineKind(lineQuarters) === 'QUARTER') throw new SportsbookInputError('LINE_INVALID', key);
  };
  switch (market.kind) {
    case 'MONEY_LINE':
      return;
    case 'POINT_SPREAD':
      invalidLine(market.homeLineQuarters);
      return;
    case 'TOTAL_POINTS':
      invalidLine(market.lineQuarters);
      if (market.lineQuarters <= 0) throw new SportsbookInputError('LINE_INVALID', key);
      return;
    case 'QUARTER_RESULT':
      if (![1, 2, 3, 4].includes(market.quarter)) throw new SportsbookInputError('MARKET_KEY_INVALID', key);
      return;
    case 'HALF_RESULT':
      if (![1, 2].includes(market.half)) throw new SportsbookInputError('MARKET_KEY_INVALID', key);
      return;
    default: {
      const unknown: never = market;
      throw new SportsbookInputError('MARKET_UNKNOWN', JSON.stringify(unknown));
    }
  }
};

/** The inverse of basketballMarketKey; a key that is not a basketball key is refused. */
export const parseBasketballMarketKey = (key: string): BasketballMarket => {
  const [prefix, value, ...rest] = key.split(':');
  const invalid = () => new SportsbookInputError('MARKET_KEY_INVALID', key);
  if (key === 'ML') return { kind: 'MONEY_LINE' };
  if (value === undefined || rest.length > 0) throw invalid();
  const market = ((): BasketballMarket => {
    switch (prefix) {
      case 'PS':
        return { kind: 'POINT_SPREAD', homeLineQuarters: parseLine(value) };
      case 'TP':
        return { kind: 'TOTAL_POINTS', lineQuarters: parseLine(value) };
      case 'QR':
        if (!/^[1-4]$/.test(value)) throw invalid();
        return { kind: 'QUARTER_RESULT', quarter: Number(value) };
      case 'HR':
        if (!/^[12]$/.test(value)) throw invalid();
        return { kind: 'HALF_RESULT', half: Number(value) };
      default:
        throw invalid();
    }
  })();
  assertBasketballMarket(market);
  return market;
};

export const basketballSelectionKeys = (market: BasketballMarket): readonly string[] => {
  switch (market.kind) {
    case 'MONEY_LINE':
    case 'POINT_SPREAD':
      return ['1', '2'];
    case 'TOTAL_POINTS':
      return ['OVER', 'UNDER'];
    case 'QUARTER_RESULT':
    case 'HALF_RESULT':
      return ['1', 'X', '2'];
    default: {
      const unknown: never = market;
      throw new SportsbookInputError('MARKET_UNKNOWN', JSON.stringify(unknown));
    }
  }
};

export const assertBasketballSelection = (market: BasketballMarket, selection: string): void => {
  if (!basketballSelectionKeys(market).includes(selection)) {
    throw new SportsbookInputError('SELECTION_UNKNOWN', `${basketballMarketKey(market)} ${selection}`);
  }
};

const HALF_POINT = QUARTERS_PER_GOAL / 2;

/**
 * The markets offered on a game, around its own expectation so the main lines sit near even money:
 * the money line; thirteen spreads and thirteen totals in half points, from three points below
 * the rounded line to three above (whole lines among them); each quarter's and half's result.
 */
export const basketballMarketsFor = (expected: { margin: number; total: number }): BasketballMarket[] => {
  const around = (centre: number): number[] =>
    Array.from(
      { length: 13 },
      (_, index) => Math.round(centre) * QUARTERS_PER_GOAL + (index - 6) * HALF_POINT,
    );
  return [
    { kind: 'MONEY_LINE' },
    ...around(-expected.margin).map((homeLineQuarters): BasketballMarket => ({
      kind: 'POINT_SPREAD',
      homeLineQuarters,
    })),
    ...around(expected.total)
      .filter((lineQuarters) => lineQuarters > 0)
      .map((lineQuarters): BasketballMarket => ({ kind: 'TOTAL_POINTS', lineQuarters })),
    ...[1, 2, 3, 4].map((quarter): BasketballMarket => ({ kind: 'QUARTER_RESULT', quarter })),
    ...[1, 2].map((half): BasketballMarket => ({ kind: 'HALF_RESULT', half })),
  ];
};
