import { describe, expect, it } from 'vitest';
import { AppError } from '@platform/server-kit';
import {
  FairInputError,
  diceRtp,
  doubleTableForEdge,
  limboRtp,
  minesMultiplierE4,
  payoutMinor,
  plinkoTable,
} from './engine/index.js';
import { FAIR_BET_LIMITS, assertBetInRange, cappedPayout, createFairGameSettings } from './fair-game-info.js';

const refusalOf = (bet: number): unknown => {
  try {
    assertBetInRange(bet);
    return null;
  } catch (error) {
    return error instanceof AppError ? { code: error.code, value: error.value } : error;
  }
};

describe('fair game settings', () => {
  it('defaults to a 1 % edge, and the classic ×2/×14 Double wheel (1/15)', () => {
    const { edges, doubleTable, infos } = createFairGameSettings();
    expect(edges).toEqual({ dice: 100, mines: 100, plinko: 100, limbo: 100 });
    expect(doubleTable).toEqual({ white: 140_000, red: 20_000, black: 20_000 });
    expect(infos.double).toMatchObject({ edgeBp: 667, rtp: 14 / 15 });
    expect(infos.dice.rtp).toBe(0.99);
    expect(infos.limbo.rtp).toBe(limboRtp(200));
  });

  it('takes each game’s configured edge, shown with the exact RTP it gives', () => {
    const { edges, doubleTable, infos } = createFairGameSettings({
      dice: 150,
      plinko: 200,
      double: 100,
      mines: 0,
    });
    expect(edges).toEqual({ dice: 150, mines: 0, plinko: 200, limbo: 100 });
    expect(infos.dice).toMatchObject({ edgeBp: 150, rtp: diceRtp({ direction: 'over', target: 5050 }, 150) });
    expect(infos.dice.rtp).toBeLessThanOrEqual(0.985);
    expect(infos.plinko.tables.low['8']).toEqual([...plinkoTable(8, 'low', 200)]);
    expect(infos.plinko.rtp).toBeLessThanOrEqual(0.9805);
    expect(infos.plinko.rtp).toBeGreaterThan(0.9795);
    expect(doubleTable).toEqual(doubleTableForEdge(100));
    expect(infos.double).toMatchObject({
      edgeBp: 100,
      payouts: { white: 148_500, red: 21_214, black: 21_214 },
    });
    expect(infos.mines.multipliers[24]![1]).toBe(250_000);
    expect(infos.mines.rtp).toBeLessThanOrEqual(1);
  });

  it('stops the start on an edge the games cannot take', () => {
    expect(() => createFairGameSettings({ limbo: 2_001 })).toThrow(FairInputError);
    expect(() => createFairGameSettings({ double: -1 })).toThrow(FairInputError);
  });

  it('lists the Mines multipliers by mine count and safe picks, 0 where impossible', () => {
    const { multipliers } = createFairGameSettings().infos.mines;
    expect(multipliers).toHaveLength(25);
    expect(multipliers[0]!.every((multiplier) => multiplier === 0)).toBe(true);
    expect(multipliers[1]![24]).toBe(minesMultiplierE4({ mines: 1, safePicks: 24 }));
    expect(multipliers[2]![23]).toBe(minesMultiplierE4({ mines: 2, safePicks: 23 }));
    expect(multipliers[2]![24]).toBe(0);
    expect(multipliers[5]![0]).toBe(0);
  });
});

describe('bet range', () => {
  it('refuses bets under the minimum or over the maximum', () => {
    expect(refusalOf(FAIR_BET_LIMITS.minBet)).toBeNull();
    expect(refusalOf(FAIR_BET_LIMITS.maxBet)).toBeNull();
    expect(refusalOf(9)).toEqual({ code: 'bet-out-of-range', value: { minBet: 10, maxBet: 100_000 } });
    expect(refusalOf(100_001)).toMatchObject({ code: 'bet-out-of-range' });
  });

  it('pays floor(bet × multiplier), and never more than the maximum payout', () => {
    expect(cappedPayout(1_000, 20_002)).toBe(payoutMinor(1_000, 20_002));
    expect(cappedPayout(1_010, 99_009_900)).toBe(payoutMinor(1_010, 99_009_900));
    expect(payoutMinor(1_011, 99_009_900)).toBeGreaterThan(FAIR_BET_LIMITS.maxPayout);
    expect(cappedPayout(1_011, 99_009_900)).toBe(FAIR_BET_LIMITS.maxPayout);
    expect(cappedPayout(10, 51_482_970_000)).toBe(FAIR_BET_LIMITS.maxPayout);
  });
});
