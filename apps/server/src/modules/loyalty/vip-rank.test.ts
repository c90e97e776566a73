import { describe, expect, it } from 'vitest';
import type { VipRankSetting } from '@platform/contracts';
import { playerRankOf, vipLevelOf } from './vip-rank.js';

const text = (value: string) => ({ PT: value, EN: '', CN: '' });
const LEVELS: VipRankSetting['levels'] = [
  { name: text('Bronze'), requiredTurnover: 0, requiredDeposits: 0, benefits: text('b0') },
  { name: text('Prata'), requiredTurnover: 1_000, requiredDeposits: 500, benefits: text('b1') },
  { name: text('Ouro'), requiredTurnover: 10_000, requiredDeposits: 5_000, benefits: text('b2') },
];

describe('VIP level from deposits and valid turnover', () => {
  it.each([
    [{ turnover: 0, deposits: 0 }, 0],
    [{ turnover: 999, deposits: 500 }, 0],
    [{ turnover: 1_000, deposits: 499 }, 0],
    [{ turnover: 1_000, deposits: 500 }, 1],
    [{ turnover: 9_999, deposits: 1_000_000 }, 1],
    [{ turnover: 10_000, deposits: 5_000 }, 2],
    [{ turnover: 10_000_000, deposits: 10_000_000 }, 2],
  ])('%o is level %i', (progress, level) => {
    expect(vipLevelOf(LEVELS, progress)).toBe(level);
  });

  it('level 0 is the floor even when it asks something', () => {
    const levels = [{ ...LEVELS[0]!, requiredTurnover: 100 }, ...LEVELS.slice(1)];
    expect(vipLevelOf(levels, { turnover: 0, deposits: 0 })).toBe(0);
  });

  it('progress is the lesser of the two requirements, and none past the top level', () => {
    const rank = playerRankOf({ levels: LEVELS }, { turnover: 9_000, deposits: 2_500 }, 'EN');
    expect(rank).toMatchObject({
      currentLevel: 1,
      next: { level: 2, turnoverNeeded: 1_000, depositsNeeded: 2_500, percent: 50 },
    });
    // Operator text falls back to Portuguese where a language was left empty.
    expect(rank.levels[2]).toMatchObject({ name: 'Ouro', benefits: 'b2' });
    expect(playerRankOf({ levels: LEVELS }, { turnover: 10_000, deposits: 5_000 }, 'PT').next).toBeNull();
  });
});
