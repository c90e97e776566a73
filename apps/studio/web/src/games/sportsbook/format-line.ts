import { LANGUAGE_TAGS, type SupportedLanguage } from '@platform/contracts';

/**
 * A market line as the page writes it: "2,5" (PT), "2.5"; signed when asked ("+0,75", "-1").
 * A file of its own so the sports' name files and sportsbook-math (which imports them) share it.
 */
export const formatLine = (line: number, language: SupportedLanguage, signed = false): string => {
  const text = new Intl.NumberFormat(LANGUAGE_TAGS[language], { maximumFractionDigits: 2 }).format(
    Math.abs(line),
  );
  if (line < 0) return `-${text}`;
  return signed && line > 0 ? `+${text}` : text;
};
