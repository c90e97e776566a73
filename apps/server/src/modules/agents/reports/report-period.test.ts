import { describe, expect, it } from 'vitest';
import { AppError } from '@platform/server-kit';
import { daysOf, presetDays, resolvePeriod } from './report-period.js';

// 2026-03-01 01:30 UTC is still 28 February in Brasília (UTC−3).
const LATE_EVENING = new Date('2026-03-01T01:30:00Z');

describe('report periods', () => {
  it('reads presets in Brasília days', () => {
    expect(presetDays('today', LATE_EVENING)).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(presetDays('yesterday', LATE_EVENING)).toEqual({ from: '2026-02-27', to: '2026-02-27' });
    expect(presetDays('previous7', LATE_EVENING)).toEqual({ from: '2026-02-22', to: '2026-02-28' });
    expect(presetDays('previous30', LATE_EVENING)).toEqual({ from: '2026-01-30', to: '2026-02-28' });
    expect(presetDays('thisMonth', LATE_EVENING)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetDays('lastMonth', LATE_EVENING)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(presetDays('lastMonth', new Date('2026-01-15T12:00:00Z'))).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
  });

  it('covers the instants of its days and lists them newest first', () => {
    const period = resolvePeriod({ from: '2026-02-27', to: '2026-03-01' }, LATE_EVENING, 'EN');
    expect(period.from.toISOString()).toBe('2026-02-27T03:00:00.000Z');
    expect(period.to.toISOString()).toBe('2026-03-02T03:00:00.000Z');
    expect(daysOf(period)).toEqual(['2026-03-01', '2026-02-28', '2026-02-27']);
  });

  it('takes the preset over dates sent with it', () => {
    expect(resolvePeriod({ preset: 'today', from: 'x', to: 'y' }, LATE_EVENING, 'EN')).toMatchObject({
      fromDay: '2026-02-28',
      toDay: '2026-02-28',
    });
  });

  it('refuses missing, impossible, inverted and too long ranges as validation errors', () => {
    const refused = (query: { from?: string; to?: string }) => {
      try {
        resolvePeriod(query, LATE_EVENING, 'PT');
      } catch (error) {
        expect(error).toBeInstanceOf(AppError);
        return (error as AppError).code;
      }
      return 'accepted';
    };
    expect(refused({})).toBe('validation-failed');
    expect(refused({ from: '2026-02-01' })).toBe('validation-failed');
    expect(refused({ from: '2026-02-30', to: '2026-03-01' })).toBe('validation-failed');
    expect(refused({ from: '2026-03-02', to: '2026-03-01' })).toBe('validation-failed');
    expect(refused({ from: '2025-01-01', to: '2026-03-01' })).toBe('validation-failed');
    expect(refused({ from: '2024-02-29', to: '2024-02-29' })).toBe('accepted');
  });
});
