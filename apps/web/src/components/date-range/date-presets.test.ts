import { describe, expect, it } from 'vitest';
import { brasiliaToday, presetRange, rangeProblem } from './date-presets';

// 02:30 UTC on 1 March is still 28 February in Brasília (UTC-3).
const now = new Date('2026-03-01T02:30:00Z');

describe('record date presets', () => {
  it('takes today from the Brasília clock', () => {
    expect(brasiliaToday(now)).toBe('2026-02-28');
  });

  it('offers past periods in Brasília days, each ending today or yesterday', () => {
    expect(presetRange('today', now)).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(presetRange('yesterday', now)).toEqual({ from: '2026-02-27', to: '2026-02-27' });
    expect(presetRange('previous7', now)).toEqual({ from: '2026-02-22', to: '2026-02-28' });
    expect(presetRange('previous30', now)).toEqual({ from: '2026-01-30', to: '2026-02-28' });
    expect(presetRange('thisMonth', now)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('starts this month on its first day, in Brasília, across a year', () => {
    expect(presetRange('thisMonth', new Date('2026-01-01T02:00:00Z'))).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
    expect(presetRange('yesterday', new Date('2026-01-01T12:00:00Z'))).toEqual({
      from: '2025-12-31',
      to: '2025-12-31',
    });
  });

  it('refuses reversed, missing and longer-than-92-day ranges', () => {
    expect(rangeProblem({ from: '2026-02-10', to: '2026-02-01' })).toBe('order');
    expect(rangeProblem({ from: '', to: '2026-02-01' })).toBe('missing');
    expect(rangeProblem({ from: '2026-01-01', to: '2026-04-03' })).toBe('tooLong');
    expect(rangeProblem({ from: '2026-01-01', to: '2026-04-02' })).toBeNull();
    expect(rangeProblem({ from: '2026-01-01', to: '2026-01-01' })).toBeNull();
  });
});
