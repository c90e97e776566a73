import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatCount,
  formatDateTime,
  formatDay,
  formatMinutes,
  formatMoney,
  formatRate,
} from './format';

describe('formatters kept per language', () => {
  it('write each language its own way, whichever language was formatted first', () => {
    // Alternating languages: a formatter kept for one must never answer for another.
    for (let round = 0; round < 2; round += 1) {
      expect(formatMoney(123_456, 'PT')).toBe('R$\u00a01.234,56');
      expect(formatMoney(123_456, 'EN')).toBe('R$1,234.56');
      expect(formatCount(10_250, 'PT')).toBe('10.250');
      expect(formatCount(10_250, 'EN')).toBe('10,250');
      expect(formatRate(150, 'PT')).toBe('1,50%');
      expect(formatRate(150, 'EN')).toBe('1.50%');
    }
  });

  it('writes record moments in Brasília time and calendar days as given', () => {
    expect(formatDateTime('2026-02-28T17:30:00Z', 'PT')).toBe('28/02/2026 14:30');
    expect(formatDateTime('not a date', 'PT')).toBeNull();
    expect(formatDay('2026-02-28', 'PT')).toBe('28/02/2026');
    expect(formatDay('2026-02-28', 'EN')).toBe('02/28/2026');
    expect(formatClock(new Date(2026, 1, 28, 9, 5, 7))).toBe('09:05:07');
  });

  it('writes a length of time as hours and minutes, never as a bare count of minutes', () => {
    expect(formatMinutes(90, 'PT')).toBe('1 h 30 min');
    expect(formatMinutes(45, 'EN')).toBe('45 min');
    expect(formatMinutes(1_440, 'PT')).toBe('24 h');
    expect(formatMinutes(44_640, 'EN')).toBe('744 h');
    expect(formatMinutes(0, 'PT')).toBe('0 min');
    expect(formatMinutes(61, 'CN')).toBe('1 小时 1 分钟');
  });
});
