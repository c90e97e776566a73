import {
  LANGUAGE_TAGS,
  NAMED_SPORTS_SYSTEMS,
  SPORTS_NAMED_SYSTEMS,
  type SportsBetShape,
  type SupportedLanguage,
} from '@platform/contracts';
import { formatLine } from './format-line';
import { esportsMarketName, esportsSelectionName, parseEsportsKey } from './esports-names';
import {
  courtMarketName,
  courtSelectionName,
  isCourtKeyCaptioned,
  isCourtTotal,
  parseCourtKey,
} from './court-names';
import type { SportsT } from './sportsbook-i18n';

/** 1950 → "1,95" (PT) or "1.95": two decimals, three when the price has them. */
export const formatOdds = (oddsE3: number, language: SupportedLanguage): string =>
  new Intl.NumberFormat(LANGUAGE_TAGS[language], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 3,
    useGrouping: false,
  }).format(oddsE3 / 1000);

/** The family of a market key ("OU:2.5" → OU) and its line, when it has one. */
export const parseMarketKey = (key: string): { family: string; line: number | null } => {
  const [family = key, line] = key.split(':');
  const value = line === undefined ? null : Number(line);
  return { family, line: value !== null && Number.isFinite(value) ? value : null };
};

export type Teams = { home: string; away: string };

/** The market's title: "Total de gols 2,5", "Handicap asiático -0,75", "Resultado final". */
export const marketName = (key: string, t: SportsT, language: SupportedLanguage): string => {
  const { family, line } = parseMarketKey(key);
  switch (family) {
    case '1X2':
      return t('market.1X2');
    case 'DC':
      return t('market.DC');
    case 'DNB':
      return t('market.DNB');
    case 'BTTS':
      return t('market.BTTS');
    case 'CS':
      return t('market.CS');
    case 'HTFT':
      return t('market.HTFT');
    case 'OU':
      return line === null ? t('market.OU') : t('market.OU.line', { line: formatLine(line, language) });
    case 'AH':
      return line === null ? t('market.AH') : t('market.AH.line', { line: formatLine(line, language, true) });
    default:
      return esportsMarketName(key, language) ?? courtMarketName(key, language) ?? key;
  }
};

/** The family's title, for grouping lines of one kind ("Total de gols"). */
export const familyName = (family: string, t: SportsT, language: SupportedLanguage): string =>
  marketName(family, t, language);

const resultName = (result: string, teams: Teams, t: SportsT) =>
  result === '1' ? teams.home : result === '2' ? teams.away : result === 'X' ? t('draw') : result;

/** The selection's name from its key and the teams: "Flamengo", "Mais de 2,5", "Flamengo -0,75". */
export const selectionName = (input: {
  marketKey: string;
  selection: string;
  teams: Teams;
  t: SportsT;
  language: SupportedLanguage;
}): string => {
  const { selection, teams, t, language } = input;
  const { family, line } = parseMarketKey(input.marketKey);
  switch (family) {
    case '1X2':
    case 'DNB':
      return resultName(selection, teams, t);
    case 'DC':
      if (selection === '1X') return t('homeOrDraw', { home: teams.home });
      if (selection === '12') return t('homeOrAway', teams);
      if (selection === 'X2') return t('drawOrAway', { away: teams.away });
      return selection;
    case 'OU': {
      const text = line === null ? '' : formatLine(line, language);
      if (selection === 'OVER') return t('over', { line: text });
      if (selection === 'UNDER') return t('under', { line: text });
      return selection;
    }
    case 'BTTS':
      return selection === 'YES' ? t('yes') : selection === 'NO' ? t('no') : selection;
    case 'AH': {
      if (line === null) return resultName(selection, teams, t);
      const own = selection === '2' ? -line : line;
      return `${resultName(selection, teams, t)} ${formatLine(own, language, true)}`;
    }
    case 'CS':
      return selection === 'OTHER' ? t('otherScore') : selection;
    case 'HTFT':
      return selection
        .split('/')
        .map((part) => resultName(part, teams, t))
        .join(' / ');
    default:
      return (
        esportsSelectionName({ marketKey: input.marketKey, selection, teams, language }) ??
        courtSelectionName({ marketKey: input.marketKey, selection, teams, language }) ??
        selection
      );
  }
};

/** The short caption on an odds button ("1", "X", "Mais", "2-1"). */
export const selectionCaption = (input: {
  marketKey: string;
  selection: string;
  teams: Teams;
  t: SportsT;
  language: SupportedLanguage;
}): string => {
  const { family } = parseMarketKey(input.marketKey);
  const esports = parseEsportsKey(input.marketKey)?.family;
  // A series' winners and map scores are captioned by their keys ("1", "2", "2-1"), as the 1X2's.
  if (esports === 'MW' || esports === 'MW3' || esports === 'MAP' || esports === 'CMS') return input.selection;
  // Basketball's and tennis' winners and set scores likewise.
  const court = parseCourtKey(input.marketKey)?.family;
  if (court && isCourtKeyCaptioned(court)) return input.selection;
  const totals =
    family === 'OU' || esports === 'TM' || esports === 'RT' || (court !== undefined && isCourtTotal(court));
  if (totals && (input.selection === 'OVER' || input.selection === 'UNDER')) {
    return input.t(input.selection === 'OVER' ? 'overShort' : 'underShort');
  }
  if (family === '1X2' || family === 'CS' || family === 'DC') {
    return input.selection === 'OTHER' ? input.t('otherScore') : input.selection;
  }
  return selectionName(input);
};

/** Team names of a bet leg's "Home x Away" event name; "1" and "2" when it cannot be split. */
export const teamsOfEventName = (name: string): Teams => {
  const parts = name.split(/\s+(?:x|vs\.?|v|–|-)\s+/iu);
  return parts.length === 2 && parts[0] && parts[1]
    ? { home: parts[0], away: parts[1] }
    : { home: '1', away: '2' };
};

// ---- Bet shapes, lines and returns (integers only; BigInt for products) ----

const binomial = (n: number, k: number): number => {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let index = 1; index <= k; index += 1) result = (result * (n - index + 1)) / index;
  return Math.round(result);
};

/** The combination sizes of a system shape over n legs ("2 de 3" → [2]; Trixie → [2, 3]). */
export const comboSizes = (shape: SportsBetShape, legs: number): number[] => {
  switch (shape.kind) {
    case 'SINGLE':
      return [1];
    case 'ACCUMULATOR':
      return [legs];
    case 'K_FROM_N':
      return [shape.k];
    case 'NAMED':
      return [...SPORTS_NAMED_SYSTEMS[shape.name].sizes];
    // One line of every leg, paid at the builder's own odds.
    case 'BUILDER':
      return [legs];
    default: {
      const never: never = shape;
      return never;
    }
  }
};

/** How many lines the shape makes over n legs (Trixie over 3: 4; 2 de 3: 3). */
export const linesOf = (shape: SportsBetShape, legs: number): number =>
  comboSizes(shape, legs).reduce((sum, size) => sum + binomial(legs, size), 0);

/** The system shapes that fit n legs: every "k de n" (2 ≤ k < n) and the named ones of n legs. */
export const systemsFor = (legs: number): SportsBetShape[] => {
  if (legs < 3) return [];
  const shapes: SportsBetShape[] = [];
  for (let k = 2; k < legs; k += 1) shapes.push({ kind: 'K_FROM_N', k });
  for (const name of NAMED_SPORTS_SYSTEMS)
    if (SPORTS_NAMED_SYSTEMS[name].legs === legs) shapes.push({ kind: 'NAMED', name });
  return shapes;
};

export const shapeId = (shape: SportsBetShape): string =>
  shape.kind === 'K_FROM_N' ? `K${shape.k}` : shape.kind === 'NAMED' ? shape.name : shape.kind;

const combinations = <T>(items: readonly T[], size: number): T[][] => {
  if (size === 0) return [[]];
  if (items.length < size) return [];
  const [first, ...rest] = items as [T, ...T[]];
  return [...combinations(rest, size - 1).map((combo) => [first, ...combo]), ...combinations(rest, size)];
};

/**
 * The most the bet can return (every leg won): Σ over lines of stake per line × Π odds, floored to
 * the centavo once and capped at the max payout, as the engine computes it.
 */
export const maxReturn = (input: {
  shape: SportsBetShape;
  oddsE3: readonly number[];
  stakePerLineMinor: number;
  maxPayoutMinor: number;
}): { returnMinor: number; capped: boolean } => {
  const n = input.oddsE3.length;
  const scale = 1000n;
  let numerator = 0n;
  for (const size of comboSizes(input.shape, n)) {
    for (const combo of combinations(input.oddsE3, size)) {
      const product = combo.reduce((acc, odds) => acc * BigInt(odds), 1n);
      numerator += BigInt(input.stakePerLineMinor) * product * scale ** BigInt(n - size);
    }
  }
  const uncapped = numerator / scale ** BigInt(n);
  const capped = uncapped > BigInt(input.maxPayoutMinor);
  return { returnMinor: capped ? input.maxPayoutMinor : Number(uncapped), capped };
};

/**
 * An accumulator's total odds as the slip writes them: two decimals, cut down (the product of
 * three-decimal prices has more; the payout is computed from the exact product, never above it).
 */
export const formatTotalOdds = (oddsE3: number, language: SupportedLanguage): string =>
  formatOdds(Math.floor(oddsE3 / 10) * 10, language);

/** The accumulator's odds, floored to the thousandth (shown, never used for money). */
export const totalOdds = (oddsE3: readonly number[]): number => {
  let product = 1000n;
  for (const odds of oddsE3) product = (product * BigInt(odds)) / 1000n;
  return Number(product);
};

/** A slip request's own id: a repeat of the same request places nothing more. */
export const newRequestId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

export { formatLine };
