import { LANGUAGE_TAGS, centavosText, type SupportedLanguage } from '@platform/contracts';

/**
 * Amounts typed or pasted by a player, read the way this market writes them: "1" is R$ 1,00 (not
 * one centavo, as a cents-first mask would have it), a comma is the decimal mark in Portuguese and
 * dots group thousands ("1.234,56"), yet "1234.56" pasted from elsewhere works too. At most two
 * decimals. Every money field of the site and the studio's bet fields read through here.
 */

/** The decimal mark each language writes; the other mark groups thousands. */
const DECIMAL_MARK: Record<SupportedLanguage, ',' | '.'> = { PT: ',', EN: '.', CN: '.' };

/** Digits of the whole part a value may have: beyond, centavos stop being exact in a double. */
const MAX_WHOLE_DIGITS = 13;

/**
 * Hundredths (centavos, or a target like 2,00×) of a typed text, or null when the text is empty or
 * is no amount. Which mark is the decimal one:
 * - both marks present: the last one ("1.234,56", "1,234.56"), written once;
 * - one mark, several times: it groups thousands ("1.000.000");
 * - one mark, once: the language's decimal mark is decimal; the other one groups thousands when
 *   exactly three digits follow ("1.234" in Portuguese), else it is decimal too ("1234.56").
 * Spaces and a leading "R$" are ignored.
 */
export const parseMoneyInput = (text: string, language: SupportedLanguage = 'PT'): number | null => {
  const cleaned = text.replace(/^\s*R\$/u, '').replace(/[\s\u00a0\u202f]/gu, '');
  if (!/^[\d.,]*$/u.test(cleaned) || !/\d/u.test(cleaned)) return null;

  const commas = cleaned.split(',').length - 1;
  const dots = cleaned.split('.').length - 1;
  let decimalMark: ',' | '.' | null = null;
  if (commas > 0 && dots > 0) {
    decimalMark = cleaned.lastIndexOf(',') > cleaned.lastIndexOf('.') ? ',' : '.';
    if ((decimalMark === ',' ? commas : dots) > 1) return null;
  } else if (commas + dots === 1) {
    const mark = commas === 1 ? ',' : '.';
    const digitsAfter = cleaned.length - cleaned.indexOf(mark) - 1;
    decimalMark = mark === DECIMAL_MARK[language] || digitsAfter !== 3 ? mark : null;
  }

  const markAt = decimalMark === null ? -1 : cleaned.lastIndexOf(decimalMark);
  const whole = (markAt < 0 ? cleaned : cleaned.slice(0, markAt)).replace(/[.,]/gu, '');
  const fraction = markAt < 0 ? '' : cleaned.slice(markAt + 1);
  if (fraction.length > 2 || whole.replace(/^0+/u, '').length > MAX_WHOLE_DIGITS) return null;
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
};

/**
 * Whether a text is on its way to an amount: what a field accepts as the player types. An empty
 * field is accepted; a letter, a third decimal or a second decimal mark is not.
 */
export const acceptsMoneyTyping = (text: string, language: SupportedLanguage = 'PT') =>
  text.trim() === '' || parseMoneyInput(text, language) !== null || /^\s*(R\$)?\s*[.,]?\s*$/u.test(text);

/** The amount as a field shows it once typed: "1.234,56" in Portuguese; empty for 0. */
export const formatMoneyInput = (centavos: number, language: SupportedLanguage = 'PT') =>
  centavos === 0
    ? ''
    : (centavosText(centavos, language) ??
      new Intl.NumberFormat(LANGUAGE_TAGS[language], {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(centavos / 100));
