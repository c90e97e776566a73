import {
  assertEsportsMarket,
  isEsportsMarket,
  esportsMarketKey,
  esportsSelectionKeys,
  parseEsportsMarketKey,
  type EsportsMarket,
} from './esports-market-keys.js';
import { SportsbookInputError } from './input-error.js';
import {
  assertSportMarket,
  isSportMarket,
  parseSportMarketKey,
  sportMarketKey,
  sportSelectionKeys,
  type SportMarket,
} from './sport-results.js';
import { assertLine, formatLine, parseLine } from './lines.js';
import { MATCH_RESULTS, resultOf, type MatchResult, type Score } from './score.js';

/**
 * The markets the engine prices and settles: football's below, e-sports' in esports-market-keys.ts,
 * basketball's and tennis' wrapped as one case each (sport-results.ts).
 * Lines are in quarter goals (lines.ts).
 */
export type Market =
  | { kind: 'MATCH_RESULT' }
  | { kind: 'DOUBLE_CHANCE' }
  | { kind: 'DRAW_NO_BET' }
  | { kind: 'TOTAL_GOALS'; lineQuarters: number }
  | { kind: 'BOTH_TEAMS_TO_SCORE' }
  /** The handicap given to the home side (−3 is home −0.75, away +0.75). */
  | { kind: 'ASIAN_HANDICAP'; homeLineQuarters: number }
  | { kind: 'CORRECT_SCORE' }
  | { kind: 'HALF_TIME_FULL_TIME' }
  | EsportsMarket
  | SportMarket;

export type MarketKind = Market['kind'];

/** Scores with more goals than this on either side are the correct-score market's "OTHER". */
export const CORRECT_SCORE_MAX_GOALS = 4;
export const CORRECT_SCORE_OTHER = 'OTHER';

/**
 * The stable key stored with every bet and sent to every page: "1X2", "DC", "DNB", "OU:2.5",
 * "BTTS", "AH:-0.75", "CS", "HTFT".
 */
export const marketKey = (market: Market): string => {
  if (isEsportsMarket(market)) return esportsMarketKey(market);
  if (isSportMarket(market)) return sportMarketKey(market);
  switch (market.kind) {
    case 'MATCH_RESULT':
      return '1X2';
    case 'DOUBLE_CHANCE':
      return 'DC';
    case 'DRAW_NO_BET':
      return 'DNB';
    case 'TOTAL_GOALS':
      return `OU:${formatLine(market.lineQuarters)}`;
    case 'BOTH_TEAMS_TO_SCORE':
      return 'BTTS';
    case 'ASIAN_HANDICAP':
      return `AH:${formatLine(market.homeLineQuarters)}`;
    case 'CORRECT_SCORE':
      return 'CS';
    case 'HALF_TIME_FULL_TIME':
      return 'HTFT';
    default: {
      const unknown: never = market;
      throw new SportsbookInputError('MARKET_UNKNOWN', JSON.stringify(unknown));
    }
  }
};

const MARKETS_WITHOUT_LINE: Readonly<Record<string, Market>> = {
  '1X2': { kind: 'MATCH_RESULT' },
  DC: { kind: 'DOUBLE_CHANCE' },
  DNB: { kind: 'DRAW_NO_BET' },
  BTTS: { kind: 'BOTH_TEAMS_TO_SCORE' },
  CS: { kind: 'CORRECT_SCORE' },
  HTFT: { kind: 'HALF_TIME_FULL_TIME' },
};

/** The inverse of marketKey. A total line must be positive: there is no "under −1 goals". */
export const parseMarketKey = (key: string): Market => {
  const withoutLine = MARKETS_WITHOUT_LINE[key];
  if (withoutLine) return withoutLine;
  const esports = parseEsportsMarketKey(key);
  if (esports) return esports;
  const sport = parseSportMarketKey(key);
  if (sport) return sport;
  const [prefix, line, ...rest] = key.split(':');
  if (line === undefined || rest.length > 0) throw new SportsbookInputError('MARKET_KEY_INVALID', key);
  if (prefix === 'AH') return { kind: 'ASIAN_HANDICAP', homeLineQuarters: parseLine(line) };
  if (prefix === 'OU') {
    const lineQuarters = parseLine(line);
    if (lineQuarters > 0) return { kind: 'TOTAL_GOALS', lineQuarters };
  }
  throw new SportsbookInputError('MARKET_KEY_INVALID', key);
};

export const correctScoreKey = (score: Score): string =>
  score.home > CORRECT_SCORE_MAX_GOALS || score.away > CORRECT_SCORE_MAX_GOALS
    ? CORRECT_SCORE_OTHER
    : `${score.home}-${score.away}`;

const CORRECT_SCORE_KEYS: readonly string[] = [
  ...Array.from({ length: CORRECT_SCORE_MAX_GOALS + 1 }, (_, home) =>
    Array.from({ length: CORRECT_SCORE_MAX_GOALS + 1 }, (__, away) => correctScoreKey({ home, away })),
  ).flat(),
  CORRECT_SCORE_OTHER,
];

export const HALF_TIME_FULL_TIME_KEYS: readonly `${MatchResult}/${MatchResult}`[] = MATCH_RESULTS.flatMap(
  (half) => MATCH_RESULTS.map((full) => `${half}/${full}` as const),
);

/** The selections of a market, in the order a page lists them. */
export const selectionKeys = (market: Market): readonly string[] => {
  if (isEsportsMarket(market)) return esportsSelectionKeys(market);
  if (isSportMarket(market)) return sportSelectionKeys(market);
  switch (market.kind) {
    case 'MATCH_RESULT':
      return MATCH_RESULTS;
    case 'DOUBLE_CHANCE':
      return ['1X', '12', 'X2'];
    case 'DRAW_NO_BET':
    case 'ASIAN_HANDICAP':
      return ['1', '2'];
    case 'TOTAL_GOALS':
      return ['OVER', 'UNDER'];
    case 'BOTH_TEAMS_TO_SCORE':
      return ['YES', 'NO'];
    case 'CORRECT_SCORE':
      return CORRECT_SCORE_KEYS;
    case 'HALF_TIME_FULL_TIME':
      return HALF_TIME_FULL_TIME_KEYS;
    default: {
      const unknown: never = market;
      throw new SportsbookInputError('MARKET_UNKNOWN', JSON.stringify(unknown));
    }
  }
};

export const assertSelection = (market: Market, selection: string): void => {
  if (!selectionKeys(market).includes(selection)) {
    throw new SportsbookInputError('SELECTION_UNKNOWN', `${marketKey(market)} ${selection}`);
  }
};

export const halfTimeFullTimeKey = (halfTime: Score, fullTime: Score): `${MatchResult}/${MatchResult}` =>
  `${resultOf(halfTime)}/${resultOf(fullTime)}`;

/** A market the engine can price: lines are whole quarter goals, totals above zero. */
export const assertMarket = (market: Market): void => {
  if (isEsportsMarket(market)) {
    assertEsportsMarket(market);
    return;
  }
  if (isSportMarket(market)) {
    assertSportMarket(market);
    return;
  }
  if (market.kind === 'TOTAL_GOALS') {
    assertLine(market.lineQuarters);
    if (market.lineQuarters <= 0) throw new SportsbookInputError('LINE_INVALID', marketKey(market));
  }
  if (market.kind === 'ASIAN_HANDICAP') assertLine(market.homeLineQuarters);
};
