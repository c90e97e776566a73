import { describe, expect, it } from 'vitest';
import type { RebateSetting } from '@platform/contracts';
import { expiryOf, periodRange, periodsToCompute, ratesOfLevel, rebateLinesOf } from './rebate-rule.js';
import { nextRebateStatus } from './rebate-state.js';

const SETTING: RebateSetting = {
  mode: 'CLAIM',
  period: 'DAY',
  minimumPayout: 0,
  claimDays: 30,
  levels: [{ rates: { RNG: 100 } }, { rates: { RNG: 150, LIVE: 75 } }],
};

describe('rebate lines', () => {
  it('rounds each category down to whole centavos and sums the lines', () => {
    const { lines, amount } = rebateLinesOf(
      [
        { gameType: 'RNG', turnover: 12_345 },
        { gameType: 'RNG', turnover: 1 },
        { gameType: 'LIVE', turnover: 3_999 },
      ],
      ratesOfLevel(SETTING, 1),
    );
    // RNG 12 346 × 1,5 % = 185,19 → 185; LIVE 3 999 × 0,75 % = 29,99 → 29.
    expect(lines).toEqual([
      { category: 'LIVE', turnover: 3_999, rateBp: 75, amount: 29 },
      { category: 'RNG', turnover: 12_346, rateBp: 150, amount: 185 },
    ]);
    expect(amount).toBe(214);
  });

  it('gives a category without a rate, and a game outside the catalogue, nothing', () => {
    const { lines, amount } = rebateLinesOf(
      [
        { gameType: 'FISH', turnover: 10_000 },
        { gameType: undefined, turnover: 99_999 },
        { gameType: 'COCKFIGHT', turnover: 99_999 },
      ],
      ratesOfLevel(SETTING, 0),
    );
    expect(lines).toEqual([{ category: 'FISH', turnover: 10_000, rateBp: 0, amount: 0 }]);
    expect(amount).toBe(0);
  });

  it('gives a level above the list the last level’s rates', () => {
    expect(ratesOfLevel(SETTING, 7)).toEqual({ RNG: 150, LIVE: 75 });
  });
});

describe('rebate periods (Brasília days, UTC−3)', () => {
  it('is a day from 03:00 UTC to 03:00 UTC, expiring claimDays after it ends', () => {
    expect(periodRange('2026-11-28')).toEqual({
      from: new Date('2026-11-28T03:00:00Z'),
      to: new Date('2026-11-29T03:00:00Z'),
    });
    expect(expiryOf('2026-11-28', 30)).toEqual(new Date('2026-12-29T03:00:00Z'));
  });

  it('computes a day only five minutes after it ended; the first time, yesterday only', () => {
    expect(periodsToCompute(new Date('2026-11-29T03:04:59Z'), null)).toEqual(['2026-11-27']);
    expect(periodsToCompute(new Date('2026-11-29T03:05:00Z'), null)).toEqual(['2026-11-28']);
    expect(periodsToCompute(new Date('2026-11-29T03:05:00Z'), '2026-11-28')).toEqual([]);
  });

  it('catches up the days after the last computed one, seven per run, across a month end', () => {
    expect(periodsToCompute(new Date('2026-12-02T12:00:00Z'), '2026-11-28')).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
    ]);
    const many = periodsToCompute(new Date('2026-12-31T12:00:00Z'), '2026-11-28');
    expect(many).toHaveLength(7);
    expect(many[0]).toBe('2026-11-29');
    expect(many[6]).toBe('2026-12-05');
  });
});

describe('rebate states', () => {
  it('moves only a pending rebate, to one final state per event', () => {
    expect(nextRebateStatus('PENDING', 'CLAIM')).toBe('CLAIMED');
    expect(nextRebateStatus('PENDING', 'PAY')).toBe('PAID');
    expect(nextRebateStatus('PENDING', 'EXPIRE')).toBe('EXPIRED');
    for (const final of ['CLAIMED', 'PAID', 'EXPIRED'] as const) {
      for (const event of ['CLAIM', 'PAY', 'EXPIRE'] as const)
        expect(nextRebateStatus(final, event)).toBeNull();
    }
  });
});
