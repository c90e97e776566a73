import { describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS } from '@platform/contracts';
import { formatClock, formatCount, formatDateTime, perLanguage } from './format';

describe('formatters kept per language', () => {
  it('write each language its own way, whichever language was formatted first', () => {
    // Alternating languages: a formatter kept for one must never answer for another.
    for (let round = 0; round < 2; round += 1) {
      expect(formatCount(10_250, 'PT')).toBe('10.250');
      expect(formatCount(10_250, 'EN')).toBe('10,250');
      expect(formatCount(10_250, 'CN')).toBe('10,250');
    }
  });

  it('makes one formatter per language, on first use', () => {
    const made: string[] = [];
    const format = perLanguage((tag) => {
      made.push(tag);
      return tag;
    });
    expect([format('EN'), format('PT'), format('EN'), format('PT')]).toEqual(['en', 'pt-BR', 'en', 'pt-BR']);
    expect(made).toEqual(['en', 'pt-BR']);
  });

  it('writes record moments in Brasília time and the clock with seconds', () => {
    expect(formatDateTime('2026-02-28T17:30:00Z', 'PT')).toBe('28/02/2026 14:30');
    expect(formatDateTime('2026-03-01T02:30:00Z', 'PT')).toBe('28/02/2026 23:30');
    expect(formatDateTime('not a date', 'PT')).toBeNull();
    expect(formatClock(new Date(2026, 1, 28, 9, 5, 7))).toBe('09:05:07');
  });

  it('writes the clock as Intl does with a 24-hour cycle, in every language of the site', () => {
    const moments = [
      new Date(2026, 1, 28, 0, 0, 0),
      new Date(2026, 1, 28, 9, 5, 7),
      new Date(2026, 1, 28, 12, 30, 59),
      new Date(2026, 1, 28, 23, 59, 59),
    ];
    for (const tag of Object.values(LANGUAGE_TAGS)) {
      const intl = new Intl.DateTimeFormat(tag, {
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      });
      for (const moment of moments) expect(formatClock(moment)).toBe(intl.format(moment));
    }
  });
});
