import type { EsportsTitle } from './feed.js';
import { roundRulesFor } from './esports-rounds.js';
import type { MapsFormat } from './esports-model.js';
import { SportsbookInputError } from './input-error.js';
import { QUARTERS_PER_GOAL, assertLine, formatLine, parseLine } from './lines.js';

/**
 * The e-sports markets. Lines are in quarter units as football's (lines.ts): maps or rounds
 * instead of goals, so `TM:2.5` is 10 and `RH:1:-3.5` is −14, and settlement compares integers.
 * Maps are numbered from 1.
 */
export type EsportsMarket =
  /** Who wins the series; a Bo2 that ends 1-1 voids it (stake back), as draw no bet. */
  | { kind: 'MATCH_WINNER' }
  /** Bo2 only: the series result with the draw, 1 / X / 2. */
  | { kind: 'MATCH_WINNER_3WAY' }
  | { kind: 'MAP_WINNER'; map: number }
  | { kind: 'TOTAL_MAPS'; lineQuarters: number }
  /** Maps of the first-named team plus its line against the other's (−6 is −1.5). */
  | { kind: 'MAP_HANDICAP'; homeLineQuarters: number }
  /** The final map score; the key names the format, since its scores depend on it. */
  | { kind: 'CORRECT_MAP_SCORE'; bestOf: MapsFormat['bestOf'] }
  /** CS2 and Valorant: rounds played on one map. */
  | { kind: 'MAP_TOTAL_ROUNDS'; map: number; lineQuarters: number }
  /** CS2 and Valorant: the first-named team's rounds on one map plus its line against the other's. */
  | { kind: 'MAP_ROUND_HANDICAP'; map: number; homeLineQuarters: number };

export type EsportsMarketKind = EsportsMarket['kind'];

const ESPORTS_KINDS: ReadonlySet<string> = new Set<EsportsMarketKind>([
  'MATCH_WINNER',
  'MATCH_WINNER_3WAY',
  'MAP_WINNER',
  'TOTAL_MAPS',
  'MAP_HANDICAP',
  'CORRECT_MAP_SCORE',
  'MAP_TOTAL_ROUNDS',
  'MAP_ROUND_HANDICAP',
]);

export const isEsportsMarket = (market: { kind: string }): market is EsportsMarket =>
  ESPORTS_KINDS.has(market.kind);

/** A series has at most five maps. */
export const MAX_MAPS = 5;

/**
 * The key stored with every bet: "MW", "MW3", "MAP:2", "TM:2.5", "MH:-1.5", "CMS:BO3",
 * "RT:1:21.5" (total rounds on map 1), "RH:2:-3.5" (round handicap on map 2). None of them is a
 * football key, so the two sports' keys never meet.
 */
export const esportsMarketKey = (market: EsportsMarket): string => {
  switch (market.kind) {
    case 'MATCH_WINNER':
      return 'MW';
    case 'MATCH_WINNER_3WAY':
      return 'MW3';
    case 'MAP_WINNER':
      return `MAP:${market.map}`;
    case 'TOTAL_MAPS':
      return `TM:${formatLine(market.lineQuarters)}`;
    case 'MAP_HANDICAP':
      return `MH:${formatLine(market.homeLineQuarters)}`;
    case 'CORRECT_MAP_SCORE':
      return `CMS:BO${market.bestOf}`;
    case 'MAP_TOTAL_ROUNDS':
      return `RT:${market.map}:${formatLine(market.lineQuarters)}`;
    case 'MAP_ROUND_HANDICAP':
      return `RH:${market.map}:${formatLine(market.homeLineQuarters)}`;
    default: {
      const unknown: never = market;
      throw new SportsbookInputError('MARKET_UNKNOWN', JSON.stringify(unknown));
    }
  }
};

const MAP_NUMBER = /^[1-5]$/;
const BEST_OF: Readonly<Record<string, MapsFormat['bestOf']>> = { BO1: 1, BO2: 2, BO3: 3, BO5: 5 };

/**
 * The inverse of esportsMarketKey, or null when the key is not an e-sports key (market-keys.ts
 * then reads it as football's). A malformed e-sports key is refused.
 */
export const parseEsportsMarketKey = (key: string): EsportsMarket | null => {
  if (key === 'MW') return { kind: 'MATCH_WINNER' };
  if (key === 'MW3') return { kind: 'MATCH_WINNER_3WAY' };
  const [prefix, first, second, ...rest] = key.split(':');
  if (!prefix || !['MAP', 'TM', 'MH', 'CMS', 'RT', 'RH'].includes(prefix)) return null;
  const invalid = () => new SportsbookInputError('MARKET_KEY_INVALID', key);
  if (first === undefined || rest.length > 0) throw invalid();
  const map = (text: string): number => {
    if (!MAP_NUMBER.test(text)) throw invalid();
    return Number(text);
  };
  const positive = (text: string): number => {
    const lineQuarters = parseLine(text);
    if (lineQuarters <= 0) throw invalid();
    return lineQuarters;
  };
  if (prefix === 'RT' || prefix === 'RH') {
    if (second === undefined) throw invalid();
    return prefix === 'RT'
      ? { kind: 'MAP_TOTAL_ROUNDS', map: map(first), lineQuarters: positive(second) }
      : { kind: 'MAP_ROUND_HANDICAP', map: map(first), homeLineQuarters: parseLine(second) };
  }
  if (second !== undefined) throw invalid();
  switch (prefix) {
    case 'MAP':
      return { kind: 'MAP_WINNER', map: map(first) };
    case 'TM':
      return { kind: 'TOTAL_MAPS', lineQuarters: positive(first) };
    case 'MH':
      return { kind: 'MAP_HANDICAP', homeLineQuarters: parseLine(first) };
    default: {
      const bestOf = BEST_OF[first];
      if (!bestOf) throw invalid();
      return { kind: 'CORRECT_MAP_SCORE', bestOf };
    }
  }
};

/** Every final map score of a format, the first-named team's wins first: Bo3 is 2-0, 2-1, 1-2, 0-2. */
export const correctMapScoreKeys = (bestOf: MapsFormat['bestOf']): readonly string[] => {
  const toWin = Math.floor(bestOf / 2) + 1;
  if (bestOf === 2) return ['2-0', '1-1', '0-2'];
  const homeWins = Array.from({ length: toWin }, (_, losses) => `${toWin}-${losses}`);
  const awayWins = Array.from({ length: toWin }, (_, losses) => `${toWin - 1 - losses}-${toWin}`);
  return [...homeWins, ...awayWins];
};

export const esportsSelectionKeys = (market: EsportsMarket): readonly string[] => {
  switch (market.kind) {
    case 'MATCH_WINNER':
    case 'MAP_WINNER':
    case 'MAP_HANDICAP':
    case 'MAP_ROUND_HANDICAP':
      return ['1', '2'];
    case 'MATCH_WINNER_3WAY':
      return ['1', 'X', '2'];
    case 'TOTAL_MAPS':
    case 'MAP_TOTAL_ROUNDS':
      return ['OVER', 'UNDER'];
    case 'CORRECT_MAP_SCORE':
      return correctMapScoreKeys(market.bestOf);
    default: {
      const unknown: never = market;
      throw new SportsbookInputError('MARKET_UNKNOWN', JSON.stringify(unknown));
    }
  }
};

export const assertEsportsSelection = (market: EsportsMarket, selection: string): void => {
  if (!esportsSelectionKeys(market).includes(selection)) {
    throw new SportsbookInputError('SELECTION_UNKNOWN', `${esportsMarketKey(market)} ${selection}`);
  }
};

/** A market the engine can price and settle: whole quarter lines, totals above zero, maps 1–5. */
export const assertEsportsMarket = (market: EsportsMarket): void => {
  if ('map' in market && !(Number.isInteger(market.map) && market.map >= 1 && market.map <= MAX_MAPS)) {
    throw new SportsbookInputError('MAP_INVALID', `${market.map}`);
  }
  if ('lineQuarters' in market) {
    assertLine(market.lineQuarters);
    if (market.lineQuarters <= 0) throw new SportsbookInputError('LINE_INVALID', esportsMarketKey(market));
  }
  if ('homeLineQuarters' in market) assertLine(market.homeLineQuarters);
  if (market.kind === 'CORRECT_MAP_SCORE' && !BEST_OF[`BO${market.bestOf}`]) {
    throw new SportsbookInputError('BEST_OF_INVALID', `${market.bestOf}`);
  }
};

/**
 * Whether a match of this title and format has the market: a map it will not play, a correct
 * score of another format, a three-way result outside a Bo2, or rounds on a title without them
 * are refused (MARKET_NOT_OFFERED).
 */
export const assertEsportsMarketFits = (input: {
  market: EsportsMarket;
  title: EsportsTitle;
  format: MapsFormat;
}): void => {
  const { market, title, format } = input;
  assertEsportsMarket(market);
  const refuse = () =>
    new SportsbookInputError(
      'MARKET_NOT_OFFERED',
      `${esportsMarketKey(market)} in ${title} Bo${format.bestOf}`,
    );
  if ('map' in market && market.map > format.bestOf) throw refuse();
  if (market.kind === 'MATCH_WINNER_3WAY' && format.bestOf !== 2) throw refuse();
  if (market.kind === 'CORRECT_MAP_SCORE' && market.bestOf !== format.bestOf) throw refuse();
  const roundMarket = market.kind === 'MAP_TOTAL_ROUNDS' || market.kind === 'MAP_ROUND_HANDICAP';
  if (roundMarket && roundRulesFor(title, format) === null) throw refuse();
};

const half = (units: number): number => units * QUARTERS_PER_GOAL + QUARTERS_PER_GOAL / 2;

/** Total rounds on a map: 18.5 to 24.5 (a 13-to-win map averages about 21.5 between equal teams). */
const ROUND_TOTAL_LINES = Array.from({ length: 7 }, (_, index) => half(18 + index));
/** Round handicaps ±1.5 to ±5.5 (the first-named team's line). */
const ROUND_HANDICAP_LINES = [1, 2, 3, 4, 5].flatMap((units) => [-half(units), half(units)]);

/**
 * The markets offered on a series, so a page can show the main line and its neighbours:
 * - every format: match winner and each map's winner; a Bo2 also the three-way result;
 * - Bo3: total maps 2.5, map handicap ±1.5; Bo5: total maps 3.5 and 4.5, map handicaps ±1.5 and
 *   ±2.5 (a Bo1 or Bo2 always plays the same number of maps, and its map handicap is its
 *   correct score, offered instead);
 * - Bo2, Bo3, Bo5: the correct map score;
 * - CS2 and Valorant: on each map, total rounds 18.5–24.5 and round handicaps ±1.5 to ±5.5.
 */
export const esportsMarketsFor = (input: { title: EsportsTitle; format: MapsFormat }): EsportsMarket[] => {
  const { title, format } = input;
  const { bestOf } = format;
  const maps = Array.from({ length: bestOf }, (_, index) => index + 1);
  const mapLines: Record<MapsFormat['bestOf'], { totals: number[]; handicaps: number[] }> = {
    1: { totals: [], handicaps: [] },
    2: { totals: [], handicaps: [] },
    3: { totals: [half(2)], handicaps: [-half(1), half(1)] },
    5: { totals: [half(3), half(4)], handicaps: [-half(2), -half(1), half(1), half(2)] },
  };
  const { totals, handicaps } = mapLines[bestOf];
  const rounds = roundRulesFor(title, format) !== null;
  return [
    { kind: 'MATCH_WINNER' },
    ...(bestOf === 2 ? [{ kind: 'MATCH_WINNER_3WAY' } as const] : []),
    ...maps.map((map): EsportsMarket => ({ kind: 'MAP_WINNER', map })),
    ...totals.map((lineQuarters): EsportsMarket => ({ kind: 'TOTAL_MAPS', lineQuarters })),
    ...handicaps.map((homeLineQuarters): EsportsMarket => ({ kind: 'MAP_HANDICAP', homeLineQuarters })),
    ...(bestOf === 1 ? [] : [{ kind: 'CORRECT_MAP_SCORE', bestOf } as const]),
    ...(rounds
      ? maps.flatMap((map): EsportsMarket[] => [
          ...ROUND_TOTAL_LINES.map((lineQuarters): EsportsMarket => ({
            kind: 'MAP_TOTAL_ROUNDS',
            map,
            lineQuarters,
          })),
          ...ROUND_HANDICAP_LINES.map((homeLineQuarters): EsportsMarket => ({
            kind: 'MAP_ROUND_HANDICAP',
            map,
            homeLineQuarters,
          })),
        ])
      : []),
  ];
};
