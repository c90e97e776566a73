import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS, SUPPORTED_LANGUAGES } from './languages.js';
import { formatMoney } from './money.js';
import { centavosText, percentText, reaisText, wholeNumberText } from './number-text.js';

// What Intl writes, the reference the site's own writing must equal in every language.
const intl = (tag: string) => ({
  money: new Intl.NumberFormat(tag, {
    style: 'currency',
    currency: 'BRL',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }),
  count: new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }),
  percent: new Intl.NumberFormat(tag, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 2,
  }),
  amount: new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
});

const integers = fc.oneof(
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
);
// Up to R$ 100 billion either way: beyond it Intl's input (centavos / 100, a double) no longer
// holds the last centavo, and Intl is the one that is wrong.
const centavosIntlWrites = fc.oneof(
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.integer({ min: -10_000_000_000_000, max: 10_000_000_000_000 }),
);

describe('numbers written without Intl, as Intl writes them', () => {
  for (const language of SUPPORTED_LANGUAGES) {
    const reference = intl(LANGUAGE_TAGS[language]);

    it(`writes integer centavos as reais like Intl (${language})`, () => {
      fc.assert(
        fc.property(centavosIntlWrites, (centavos) => {
          expect(reaisText(centavos, language)).toBe(reference.money.format(centavos / 100));
          expect(centavosText(centavos, language)).toBe(reference.amount.format(centavos / 100));
        }),
        { numRuns: 2000 },
      );
      for (const centavos of [0, 1, 9, 10, 99, 100, 101, 99_999, 100_000, 123_456_789])
        expect(reaisText(centavos, language)).toBe(reference.money.format(centavos / 100));
    });

    it(`writes whole numbers like Intl (${language})`, () => {
      fc.assert(
        fc.property(integers, (value) => {
          expect(wholeNumberText(value, language)).toBe(reference.count.format(value));
        }),
        { numRuns: 2000 },
      );
    });

    it(`writes every percentage of hundredths from -100 % to 200 % like Intl (${language})`, () => {
      for (let hundredths = -10_000; hundredths <= 20_000; hundredths += 1) {
        const percent = hundredths / 100;
        expect(percentText(percent, language)).toBe(reference.percent.format(percent / 100));
      }
    });
  }

  it('leaves to Intl what it does not write exactly', () => {
    expect(reaisText(1.5, 'PT')).toBeNull();
    expect(reaisText(-0, 'PT')).toBeNull();
    expect(reaisText(Number.MAX_SAFE_INTEGER + 2, 'PT')).toBeNull();
    // Exact where Intl's double is not: the last centavo of R$ 90 trillion.
    expect(reaisText(8_961_330_721_883_735, 'PT')).toBe('R$\u00a089.613.307.218.837,35');
    expect(wholeNumberText(2.5, 'EN')).toBeNull();
    expect(percentText(96.155, 'PT')).toBeNull();
    expect(percentText(Number.NaN, 'PT')).toBeNull();
    // …and the formatters then ask Intl.
    expect(formatMoney(1.5, 'PT')).toBe(intl('pt-BR').money.format(0.015));
    expect(formatMoney(1234, 'PT', 'USD')).toBe(
      new Intl.NumberFormat('pt-BR', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(12.34),
    );
  });
});
