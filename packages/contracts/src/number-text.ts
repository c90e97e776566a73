import type { SupportedLanguage } from './languages.js';

/**
 * Whole numbers, money and percentages written the way Intl writes them in the site's three
 * languages, without Intl. The first Intl.NumberFormat a page makes loads the locale's data: about
 * 25 ms of a phone's main thread (a hundred under Lighthouse's slowdown), paid inside the first
 * render of every page that shows a balance, an RTP or a count. These cover the values the pages
 * show (integer centavos, integer counts, RTPs in hundredths of a percent); anything else goes to
 * Intl. number-text.test.ts holds them equal to Intl over every such value it can reach.
 */
type Marks = { group: string; decimal: string; currencyGap: string };

const MARKS: Record<SupportedLanguage, Marks> = {
  // pt-BR: "R$ 1.234,56" (a no-break space after the symbol), "96,2%".
  PT: { group: '.', decimal: ',', currencyGap: '\u00a0' },
  EN: { group: ',', decimal: '.', currencyGap: '' },
  CN: { group: ',', decimal: '.', currencyGap: '' },
};

/** The digits of a non-negative safe integer in groups of three. */
const grouped = (value: number, group: string) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, group);

/** Whether the value is one these formatters write exactly (else Intl writes it). */
const writable = (value: number) => Number.isSafeInteger(value) && !Object.is(value, -0);

/** A whole number with the language's grouping ("10.250"), or null when Intl must write it. */
export const wholeNumberText = (value: number, language: SupportedLanguage): string | null => {
  if (!writable(value)) return null;
  const digits = grouped(Math.abs(value), MARKS[language].group);
  return value < 0 ? `-${digits}` : digits;
};

/** The digits of integer centavos with two decimals ("1.234,56" in Portuguese), no sign. */
const centavosDigits = (magnitude: number, marks: Marks) =>
  `${grouped(Math.floor(magnitude / 100), marks.group)}${marks.decimal}${String(magnitude % 100).padStart(2, '0')}`;

/** Integer centavos as an amount with two decimals ("1.234,56"), or null when Intl must write it. */
export const centavosText = (minorUnits: number, language: SupportedLanguage): string | null => {
  if (!writable(minorUnits)) return null;
  const text = centavosDigits(Math.abs(minorUnits), MARKS[language]);
  return minorUnits < 0 ? `-${text}` : text;
};

/** Integer centavos as reais ("R$ 1.234,56" in Portuguese), or null when Intl must write it. */
export const reaisText = (minorUnits: number, language: SupportedLanguage): string | null => {
  if (!writable(minorUnits)) return null;
  const marks = MARKS[language];
  const text = `R$${marks.currencyGap}${centavosDigits(Math.abs(minorUnits), marks)}`;
  return minorUnits < 0 ? `-${text}` : text;
};

/**
 * A percentage with one or two decimals ("96,2%", "96,25%", "100,0%"), from a value in percent
 * with at most two decimals; null when Intl must write it.
 */
export const percentText = (percent: number, language: SupportedLanguage): string | null => {
  const hundredths = Math.round(percent * 100);
  if (!writable(hundredths) || Math.abs(percent * 100 - hundredths) > 1e-6) return null;
  const marks = MARKS[language];
  const magnitude = Math.abs(hundredths);
  const fraction = String(magnitude % 100).padStart(2, '0');
  const shown = fraction.endsWith('0') ? fraction.slice(0, 1) : fraction;
  const text = `${grouped(Math.floor(magnitude / 100), marks.group)}${marks.decimal}${shown}%`;
  return hundredths < 0 ? `-${text}` : text;
};
