import { LANGUAGE_TAGS, type SupportedLanguage } from '@platform/contracts';
import { parseMoneyInput } from '@platform/web-kit';

/**
 * The fair games' numbers as the page shows them. Multipliers travel as E4 integers (2.0002× is
 * 20002), dice and limbo figures as hundredths; money is integer centavos, floats only for display.
 */
export const E4 = 10_000;
const BASIS_POINTS = 10_000;
export const DICE_OUTCOMES = 10_001;
export const DICE_MAX_ROLL = 10_000;

const number = (language: SupportedLanguage, digits: { min: number; max: number }, grouping = true) =>
  new Intl.NumberFormat(LANGUAGE_TAGS[language], {
    minimumFractionDigits: digits.min,
    maximumFractionDigits: digits.max,
    useGrouping: grouping,
  });

/** 20002 → "2,0002×", 20000 → "2,00×" (at least 2 decimals, at most the 4 that are paid). */
export const formatMultiplierE4 = (multiplierE4: number, language: SupportedLanguage) =>
  `${number(language, { min: 2, max: 4 }).format(multiplierE4 / E4)}×`;

/** 5050 → "50,50". */
export const formatHundredths = (value: number, language: SupportedLanguage) =>
  number(language, { min: 2, max: 2 }).format(value / 100);

/** 0.495 → "49,50 %"; very small chances keep 4 decimals so they never read as 0. */
export const formatPercent = (fraction: number, language: SupportedLanguage) => {
  const percent = fraction * 100;
  const digits = percent > 0 && percent < 0.1 ? 4 : 2;
  return `${number(language, { min: 2, max: digits }).format(percent)} %`;
};

/** What a winning bet pays, stake included: floor(bet × multiplier), exact past 2^53. */
export const payoutOf = (bet: number, multiplierE4: number) =>
  Number((BigInt(bet) * BigInt(multiplierE4)) / BigInt(E4));

/** What a win pays at most: a larger win is paid as the game's maximum payout, as the server does. */
export const cappedPayoutOf = (bet: number, multiplierE4: number, game: { maxPayout: number }) =>
  Math.min(payoutOf(bet, multiplierE4), game.maxPayout);

/** An edge in basis points as a fraction: 100 → 0.01. */
export const edgeFraction = (edgeBp: number) => edgeBp / BASIS_POINTS;

// ---------------------------------------------------------------------------------------------
// Dice

export type DiceDirection = 'over' | 'under';

/** Winning rolls among the 10,001: over t wins on 10000 − t of them, under t on t. */
export const diceWinCount = (direction: DiceDirection, target: number) =>
  direction === 'over' ? DICE_MAX_ROLL - target : target;

/** The target with the same win count in the other direction (over 50.50 ↔ under 49.50). */
export const flipDiceTarget = (target: number) => DICE_MAX_ROLL - target;

/** floor((10000 − edge) · 10001 / winCount): the server's multiplier to the last unit. */
export const diceMultiplierE4 = (winCount: number, edgeBp: number) =>
  Math.floor(((BASIS_POINTS - edgeBp) * DICE_OUTCOMES) / winCount);

/** Targets (hundredths) the game allows in a direction, from its win-count bounds. */
export const diceTargetBounds = (
  direction: DiceDirection,
  game: { minWinCount: number; maxWinCount: number },
) =>
  direction === 'over'
    ? { min: DICE_MAX_ROLL - game.maxWinCount, max: DICE_MAX_ROLL - game.minWinCount }
    : { min: game.minWinCount, max: game.maxWinCount };

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

// ---------------------------------------------------------------------------------------------
// Limbo

/** A target of 2.00× (200 hundredths) pays 20000 E4. */
export const limboMultiplierE4 = (target: number) => target * 100;

/** P(result ≥ target) = (1 − edge) / target. */
export const limboWinChance = (target: number, edgeBp: number) =>
  ((BASIS_POINTS - edgeBp) / BASIS_POINTS) * (100 / target);

// ---------------------------------------------------------------------------------------------
// Inputs

/**
 * A decimal typed by the player, in the page's language or not ("1.234,56", "1,234.56", "12,5",
 * "R$ 3"), in hundredths; null when it is not a number or has more than two decimals. The
 * platform's one reading of typed amounts (packages/web-kit's money-input); a trailing "×" or "%"
 * is the field's unit.
 */
export const parseHundredths = (text: string, language: SupportedLanguage = 'PT'): number | null =>
  parseMoneyInput(text.replace(/\s*[×x%]\s*$/u, ''), language);

/** Centavos or hundredths as the input shows them: "10,00" in Portuguese, no grouping. */
export const formatInputHundredths = (value: number, language: SupportedLanguage) =>
  number(language, { min: 2, max: 2 }, false).format(value / 100);

/** The bet a game starts with: R$ 1,00 when allowed, else the minimum. */
export const initialFairBet = (game: { minBet: number; maxBet: number }) =>
  game.minBet <= 100 && 100 <= game.maxBet ? 100 : game.minBet;
