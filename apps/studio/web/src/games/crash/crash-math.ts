import type { SupportedLanguage } from '@platform/contracts';
import { parseMoneyInput } from '@platform/web-kit';

/** The lowest cash-out, and the highest crash point, in hundredths. */
export const MIN_CASH_OUT = 101;
export const MAX_MULTIPLIER = 100_000_000;

/** The curve the server times rounds on: floor(100 · e^(rate · ms)) hundredths. */
export const multiplierAt = (elapsedMs: number, growthPerMs: number): number => {
  if (elapsedMs <= 0) return 100;
  return Math.min(Math.max(Math.floor(100 * Math.exp(growthPerMs * elapsedMs)), 100), MAX_MULTIPLIER);
};

/** The curve without rounding, for drawing it smoothly. */
export const curveAt = (elapsedMs: number, growthPerMs: number): number =>
  100 * Math.exp(growthPerMs * Math.max(0, elapsedMs));

/** When the curve reaches `hundredths`, in ms after take-off (for drawing the axes). */
export const msToReach = (hundredths: number, growthPerMs: number): number =>
  hundredths <= 100 ? 0 : Math.log(hundredths / 100) / growthPerMs;

/** What a cash-out at `hundredths` pays: floor(bet × multiplier), in centavos. */
export const payoutOf = (bet: number, hundredths: number): number => Math.floor((bet * hundredths) / 100);

const LOCALES: Record<SupportedLanguage, string> = { PT: 'pt-BR', EN: 'en-US', CN: 'zh-CN' };

/** 235 → "2,35×" (PT) or "2.35×" (EN, CN). */
export const formatMultiplier = (hundredths: number, language: SupportedLanguage): string =>
  `${new Intl.NumberFormat(LOCALES[language], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(hundredths / 100)}×`;

/** 0.99 → "99,00 %" (the same form as the slot page's RTP). */
export const formatPercent = (fraction: number, language: SupportedLanguage): string =>
  `${new Intl.NumberFormat(LOCALES[language], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(fraction * 100)} %`;

/** 100000 → "100.000" (PT) or "100,000". */
export const formatCount = (count: number, language: SupportedLanguage): string =>
  new Intl.NumberFormat(LOCALES[language]).format(count);

/**
 * A bet or a cash-out target typed with a comma or a dot ("1,5", "1.50", "10", "1.234,56") in
 * hundredths, or null: the platform's one reading of typed amounts (packages/web-kit's
 * money-input).
 */
export const parseHundredths = (text: string, language: SupportedLanguage = 'PT'): number | null =>
  parseMoneyInput(text, language);

/** Centavos as the bet field shows them: 1050 → "10,50" (PT) or "10.50". */
export const formatAmountInput = (centavos: number, language: SupportedLanguage): string => {
  const text = (centavos / 100).toFixed(2);
  return language === 'PT' ? text.replace('.', ',') : text;
};

/** The size class of a crash point, for its colour: below 2×, below 10×, or 10× and up. */
export const crashTier = (hundredths: number): 'low' | 'mid' | 'high' =>
  hundredths < 200 ? 'low' : hundredths < 1_000 ? 'mid' : 'high';
