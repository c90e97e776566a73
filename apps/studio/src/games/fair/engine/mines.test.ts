import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateFloats, hashServerSeed } from './fair-random.js';
import {
  MINES_FLOATS,
  maxSafePicks,
  minesMultiplierE4,
  placeMines,
  playMines,
  settleMines,
  shuffleTiles,
  verifyMines,
} from './mines.js';
import { FairInputError } from './payout.js';
import { minesRtp } from './rtp.js';
import { WORKED_EXAMPLE, serverSeedArbitrary } from './test-vectors.js';

const floatsArbitrary = fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
  minLength: MINES_FLOATS,
  maxLength: MINES_FLOATS,
});

describe('mines', () => {
  it('worked example: 24 floats over three HMAC rounds shuffle the grid', () => {
    const floats = generateFloats(WORKED_EXAMPLE, MINES_FLOATS);
    expect(shuffleTiles(floats)).toEqual(WORKED_EXAMPLE.minesOrder);
    expect(placeMines(floats, 3)).toEqual([3, 4, 9]);
  });

  it('the shuffle is a permutation of the 25 tiles, and exactly `mines` tiles hold mines', () => {
    fc.assert(
      fc.property(floatsArbitrary, fc.integer({ min: 1, max: 24 }), (floats, mines) => {
        expect([...shuffleTiles(floats)].sort((a, b) => a - b)).toEqual(
          Array.from({ length: 25 }, (_, i) => i),
        );
        const placed = placeMines(floats, mines);
        expect(placed).toHaveLength(mines);
        expect(new Set(placed).size).toBe(mines);
      }),
      { numRuns: 300 },
    );
  });

  it('pays (1 − edge) × C(25, k) / C(25 − mines, k)', () => {
    expect(minesMultiplierE4({ mines: 1, safePicks: 1 })).toBe(10_312); // 0.99 × 25/24 = 1.03125
    expect(minesMultiplierE4({ mines: 3, safePicks: 5 })).toBe(19_973);
    expect(minesMultiplierE4({ mines: 24, safePicks: 1 })).toBe(247_500);
    expect(minesMultiplierE4({ mines: 1, safePicks: 24 })).toBe(247_500);
    expect(() => minesMultiplierE4({ mines: 3, safePicks: 23 })).toThrow(FairInputError);
    expect(() => minesMultiplierE4({ mines: 25, safePicks: 1 })).toThrow(FairInputError);
  });

  it('a round ends at the first mine; safe picks earn the cash-out multiplier', () => {
    const floats = generateFloats(WORKED_EXAMPLE, MINES_FLOATS); // mines at 3, 4, 9
    expect(settleMines({ floats, mines: 3, picks: [0, 1, 2] })).toEqual({
      minePositions: [3, 4, 9],
      picks: [0, 1, 2],
      hitMine: false,
      safePicks: 3,
      payoutMultiplierE4: minesMultiplierE4({ mines: 3, safePicks: 3 }),
    });
    const busted = settleMines({ floats, mines: 3, picks: [0, 4, 7] });
    expect(busted).toMatchObject({ picks: [0, 4], hitMine: true, safePicks: 1, payoutMultiplierE4: 0 });
    expect(() => settleMines({ floats, mines: 3, picks: [0, 0] })).toThrow(FairInputError);
    expect(() => settleMines({ floats, mines: 3, picks: [25] })).toThrow(FairInputError);
  });

  it('RTP of cashing out after k picks is 1 − edge within 0.01 pp, for every mine count and k', () => {
    for (let mines = 1; mines <= 24; mines += 1) {
      for (let safePicks = 1; safePicks <= maxSafePicks(mines); safePicks += 1) {
        const rtp = minesRtp({ mines, safePicks });
        expect(rtp).toBeLessThanOrEqual(0.99);
        expect(rtp).toBeGreaterThan(0.99 - 0.0001);
      }
    }
  });

  it('verify reproduces any round', () => {
    fc.assert(
      fc.property(
        serverSeedArbitrary,
        fc.nat(),
        fc.integer({ min: 1, max: 24 }),
        fc.shuffledSubarray(
          Array.from({ length: 25 }, (_, i) => i),
          { minLength: 1, maxLength: 25 },
        ),
        (serverSeed, nonce, mines, chosen) => {
          const picks = chosen.slice(0, maxSafePicks(mines));
          const seeds = { serverSeed, clientSeed: 'client', nonce };
          const played = playMines({ seeds, mines, picks });
          expect(verifyMines({ ...seeds, serverSeedHash: hashServerSeed(serverSeed), mines, picks })).toEqual(
            {
              ok: true,
              outcome: played,
            },
          );
        },
      ),
      { numRuns: 100 },
    );
  });
});
