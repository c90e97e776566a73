import { describe, expect, it } from 'vitest';
import { decideLimitChange, periodWindow } from './limits.js';

const at = (iso: string) => new Date(iso);

describe('periodWindow: calendar periods in Brasília time (UTC−3)', () => {
  it('a day runs from Brasília midnight to the next', () => {
    // 02:30 UTC on the 10th is still the 9th in Brasília.
    expect(periodWindow('DAY', at('2026-03-10T02:30:00Z'))).toEqual({
      fromDay: '2026-03-09',
      toDay: '2026-03-09',
      from: at('2026-03-09T03:00:00Z'),
      resetsAt: at('2026-03-10T03:00:00Z'),
    });
    expect(periodWindow('DAY', at('2026-03-10T03:00:00Z')).fromDay).toBe('2026-03-10');
  });

  it('a week starts on Monday, a Sunday closing it', () => {
    // 2026-03-15 is a Sunday; 2026-03-16 a Monday.
    expect(periodWindow('WEEK', at('2026-03-15T20:00:00Z'))).toMatchObject({
      fromDay: '2026-03-09',
      toDay: '2026-03-15',
      resetsAt: at('2026-03-16T03:00:00Z'),
    });
    expect(periodWindow('WEEK', at('2026-03-16T03:00:00Z')).fromDay).toBe('2026-03-16');
  });

  it('a month starts on the 1st, across a year end', () => {
    expect(periodWindow('MONTH', at('2026-12-31T23:00:00Z'))).toMatchObject({
      fromDay: '2026-12-01',
      toDay: '2026-12-31',
      from: at('2026-12-01T03:00:00Z'),
      resetsAt: at('2027-01-01T03:00:00Z'),
    });
    expect(periodWindow('MONTH', at('2027-01-01T02:59:59Z')).fromDay).toBe('2026-12-01');
  });
});

describe('decideLimitChange: lower at once, higher after a cool-down', () => {
  const now = at('2026-03-10T12:00:00Z');
  const due = at('2026-03-11T12:00:00Z');

  it('a first limit applies at once; asking for none when none is set changes nothing', () => {
    expect(decideLimitChange(null, 5_000, now)).toEqual({ type: 'APPLY', amount: 5_000 });
    expect(decideLimitChange(null, null, now)).toEqual({ type: 'UNCHANGED' });
  });

  it('a lower limit applies at once, even with a raise pending', () => {
    const pending = { amount: 9_000, requestedAt: now, dueAt: due };
    expect(decideLimitChange({ amount: 5_000, pending }, 4_000, now)).toEqual({
      type: 'APPLY',
      amount: 4_000,
    });
  });

  it('a higher limit or a removal waits 24 hours', () => {
    expect(decideLimitChange({ amount: 5_000, pending: null }, 6_000, now)).toEqual({
      type: 'REQUEST_RAISE',
      amount: 6_000,
      requestedAt: now,
      dueAt: due,
    });
    expect(decideLimitChange({ amount: 5_000, pending: null }, null, now)).toMatchObject({
      type: 'REQUEST_RAISE',
      amount: null,
      dueAt: due,
    });
  });

  it('the same raise asked again keeps its cool-down; another raise starts it over', () => {
    const earlier = at('2026-03-10T08:00:00Z');
    const pending = { amount: 9_000, requestedAt: earlier, dueAt: at('2026-03-11T08:00:00Z') };
    expect(decideLimitChange({ amount: 5_000, pending }, 9_000, now)).toEqual({ type: 'UNCHANGED' });
    expect(decideLimitChange({ amount: 5_000, pending }, 8_000, now)).toMatchObject({
      type: 'REQUEST_RAISE',
      amount: 8_000,
      dueAt: due,
    });
  });

  it('the limit in force asked again changes nothing', () => {
    expect(decideLimitChange({ amount: 5_000, pending: null }, 5_000, now)).toEqual({ type: 'UNCHANGED' });
  });
});
