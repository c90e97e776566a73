import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SUPPORTED_LANGUAGES } from '@platform/contracts';
import { acceptsMoneyTyping, formatMoneyInput, parseMoneyInput } from './money-input';

describe('parseMoneyInput', () => {
  it('reads whole reais as reais, not centavos', () => {
    expect(parseMoneyInput('1')).toBe(100);
    expect(parseMoneyInput('50')).toBe(5000);
    expect(parseMoneyInput('R$ 20')).toBe(2000);
  });

  it('reads the Brazilian way: comma for decimals, dots for thousands', () => {
    expect(parseMoneyInput('1,5')).toBe(150);
    expect(parseMoneyInput('0,05')).toBe(5);
    expect(parseMoneyInput('1.234,56')).toBe(123456);
    expect(parseMoneyInput('1.234')).toBe(123400);
    expect(parseMoneyInput('1.000.000')).toBe(100000000);
    expect(parseMoneyInput('R$ 1.234,56')).toBe(123456);
    expect(parseMoneyInput(' 12, ')).toBe(1200);
  });

  it('reads a pasted amount written with a decimal point', () => {
    expect(parseMoneyInput('1234.56')).toBe(123456);
    expect(parseMoneyInput('1,234.56')).toBe(123456);
    expect(parseMoneyInput('12.5')).toBe(1250);
  });

  it('reads English the English way', () => {
    expect(parseMoneyInput('1,234', 'EN')).toBe(123400);
    expect(parseMoneyInput('1,234.56', 'EN')).toBe(123456);
    expect(parseMoneyInput('12.50', 'CN')).toBe(1250);
    expect(parseMoneyInput('1.234', 'EN')).toBeNull();
  });

  it('refuses what is no amount, and a third decimal', () => {
    for (const text of ['', '   ', 'abc', '1a', '-5', '1,234', '1,2,3.4.5', '1.234,567', '12,345', '1e5']) {
      expect(parseMoneyInput(text), text).toBeNull();
    }
    expect(parseMoneyInput('99999999999999')).toBeNull();
  });

  it('reads back every amount it shows, in every language', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000_00 }),
        fc.constantFrom(...SUPPORTED_LANGUAGES),
        (centavos, language) => {
          expect(parseMoneyInput(formatMoneyInput(centavos, language), language)).toBe(centavos);
        },
      ),
    );
  });

  it('reads plain digits with up to two decimals after either mark as the same amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 99 }),
        fc.constantFrom(',', '.'),
        (reais, cents, mark) => {
          const text = `${reais}${mark}${String(cents).padStart(2, '0')}`;
          expect(parseMoneyInput(text, 'PT')).toBe(reais * 100 + cents);
        },
      ),
    );
  });

  it('never answers a fraction or a negative, whatever is typed', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\d.,R$ ]{0,16}$/u), (text) => {
        const value = parseMoneyInput(text);
        if (value !== null) {
          expect(Number.isSafeInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});

describe('acceptsMoneyTyping', () => {
  it('takes each keystroke on the way to an amount and refuses the rest', () => {
    for (const text of ['', '1', '12', '12,', '12,3', '12,34', ',', 'R$ ', '1.', '1.2']) {
      expect(acceptsMoneyTyping(text), text).toBe(true);
    }
    for (const text of ['12,345', 'a', '1x', '1,2.3.4']) {
      expect(acceptsMoneyTyping(text), text).toBe(false);
    }
  });
});

describe('formatMoneyInput', () => {
  it('shows the amount with the language’s marks, empty for zero', () => {
    expect(formatMoneyInput(123456, 'PT')).toBe('1.234,56');
    expect(formatMoneyInput(100, 'PT')).toBe('1,00');
    expect(formatMoneyInput(123456, 'EN')).toBe('1,234.56');
    expect(formatMoneyInput(0, 'PT')).toBe('');
  });
});
