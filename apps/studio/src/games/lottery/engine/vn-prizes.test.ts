import { describe, expect, it } from 'vitest';
import { drawUniformInt } from './draw-stream.js';
import { VN_NORTH_PRIZES, VN_SOUTH_PRIZES, allVnNumbers, drawVnResult, specialNumber } from './vn-prizes.js';

const SEED = '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';

const shapeOf = (region: 'NORTH' | 'CENTRAL' | 'SOUTH', drawId: string) =>
  drawVnResult(region, drawUniformInt(SEED, drawId)).prizes.map(({ prize, numbers }) => ({
    prize,
    count: numbers.length,
    digits: [...new Set(numbers.map((number) => number.length))],
  }));

describe('VN prize structures', () => {
  it('the north draws 27 numbers: special 5 digits, G1 1×5, G2 2×5, G3 6×5, G4 4×4, G5 6×4, G6 3×3, G7 4×2', () => {
    expect(VN_NORTH_PRIZES.reduce((sum, row) => sum + row.count, 0)).toBe(27);
    expect(shapeOf('NORTH', 'VN-NORTH-20261130')).toEqual([
      { prize: 'SPECIAL', count: 1, digits: [5] },
      { prize: 'G1', count: 1, digits: [5] },
      { prize: 'G2', count: 2, digits: [5] },
      { prize: 'G3', count: 6, digits: [5] },
      { prize: 'G4', count: 4, digits: [4] },
      { prize: 'G5', count: 6, digits: [4] },
      { prize: 'G6', count: 3, digits: [3] },
      { prize: 'G7', count: 4, digits: [2] },
    ]);
  });

  it('the south and the centre draw 18 numbers: G8 2 digits up to a 6-digit special', () => {
    expect(VN_SOUTH_PRIZES.reduce((sum, row) => sum + row.count, 0)).toBe(18);
    const expected = [
      { prize: 'G8', count: 1, digits: [2] },
      { prize: 'G7', count: 1, digits: [3] },
      { prize: 'G6', count: 3, digits: [4] },
      { prize: 'G5', count: 1, digits: [4] },
      { prize: 'G4', count: 7, digits: [5] },
      { prize: 'G3', count: 2, digits: [5] },
      { prize: 'G2', count: 1, digits: [5] },
      { prize: 'G1', count: 1, digits: [5] },
      { prize: 'SPECIAL', count: 1, digits: [6] },
    ];
    expect(shapeOf('SOUTH', 'VN-SOUTH-HCM-20261130')).toEqual(expected);
    expect(shapeOf('CENTRAL', 'VN-CENTRAL-DNG-20261202')).toEqual(expected);
  });

  it('keeps leading zeros and draws every digit in every place over many draws', () => {
    const seen = new Set<string>();
    for (let day = 0; day < 40; day += 1) {
      const result = drawVnResult('NORTH', drawUniformInt(SEED, `D${day}`));
      expect(allVnNumbers(result)).toHaveLength(27);
      for (const number of allVnNumbers(result))
        [...number].forEach((digit, place) => seen.add(`${place}${digit}`));
      expect(specialNumber(result)).toMatch(/^[0-9]{5}$/);
    }
    // 5 places × 10 digits: a leading 0 shows up as a digit, not as a shorter number.
    expect(seen.size).toBe(50);
  });
});
