import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SportsbookInputError } from './input-error.js';
import { formatLine, lineKind, lineOutcome, parseLine } from './lines.js';

describe('lines in quarter goals', () => {
  it('formats and parses the key text', () => {
    expect(formatLine(9)).toBe('2.25');
    expect(formatLine(-3)).toBe('-0.75');
    expect(formatLine(10)).toBe('2.5');
    expect(formatLine(8)).toBe('2');
    expect(formatLine(0)).toBe('0');
    expect(parseLine('-1.5')).toBe(-6);
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), (quarters) => {
        expect(parseLine(formatLine(quarters))).toBe(quarters);
      }),
    );
  });

  it('refuses text that is not a canonical quarter-goal line', () => {
    for (const text of ['2.3', '2.50', '+1', '-0', '1e1', '', 'abc', '0.125']) {
      expect(() => parseLine(text)).toThrow(SportsbookInputError);
    }
    expect(() => formatLine(0.5)).toThrow(SportsbookInputError);
  });

  it('tells whole, half and quarter lines apart', () => {
    expect([8, -4, 0].map(lineKind)).toEqual(['WHOLE', 'WHOLE', 'WHOLE']);
    expect([10, -2].map(lineKind)).toEqual(['HALF', 'HALF']);
    expect([9, 11, -3, -1].map(lineKind)).toEqual(['QUARTER', 'QUARTER', 'QUARTER', 'QUARTER']);
  });

  it('settles on the lead over the line, splitting quarter lines into two halves', () => {
    // Over 2.25 (9 quarters): 1, 2, 3 goals.
    expect(lineOutcome(4 * 1 - 9)).toBe('LOST');
    expect(lineOutcome(4 * 2 - 9)).toBe('HALF_LOST');
    expect(lineOutcome(4 * 3 - 9)).toBe('WON');
    // Over 2.75 (11): 2 goals lose, 3 goals half-win (2.5 won, 3 void).
    expect(lineOutcome(4 * 2 - 11)).toBe('LOST');
    expect(lineOutcome(4 * 3 - 11)).toBe('HALF_WON');
    // Whole line 2: exactly 2 goals push.
    expect(lineOutcome(4 * 2 - 8)).toBe('VOID');
    // Half line 2.5: never a push.
    expect(lineOutcome(4 * 2 - 10)).toBe('LOST');
    expect(lineOutcome(4 * 3 - 10)).toBe('WON');
  });

  it('mirrors: one side of a line wins exactly what the other loses', () => {
    const opposite = { WON: 'LOST', HALF_WON: 'HALF_LOST', VOID: 'VOID', HALF_LOST: 'HALF_WON', LOST: 'WON' };
    fc.assert(
      fc.property(fc.integer({ min: -40, max: 40 }), (lead) => {
        expect(lineOutcome(-lead)).toBe(opposite[lineOutcome(lead)]);
      }),
    );
  });
});
