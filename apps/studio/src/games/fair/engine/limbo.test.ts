import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateFloats, hashServerSeed } from './fair-random.js';
import {
  LIMBO_MAX_HUNDREDTHS,
  LIMBO_MAX_TARGET,
  limboIntFromFloat,
  limboMultiplierE4,
  limboResultFromFloat,
  limboResultFromInt,
  playLimbo,
  settleLimbo,
  verifyLimbo,
} from './limbo.js';
import { FairInputError, payoutMinor } from './payout.js';
import { limboRtp } from './rtp.js';
import { WORKED_EXAMPLE, serverSeedArbitrary } from './test-vectors.js';

const TWO_POW_32 = 2 ** 32;

describe('limbo', () => {
  it('maps the 32 bits with the edge, floors at 1.00× and caps at 1,000,000×', () => {
    expect(limboResultFromInt(0)).toBe(LIMBO_MAX_HUNDREDTHS);
    expect(limboResultFromInt(TWO_POW_32 - 1)).toBe(100);
    // n + 1 = 2^31: (1 − edge) × 2 = 1.98×.
    expect(limboResultFromInt(2 ** 31 - 1)).toBe(198);
    expect(limboResultFromInt(2 ** 31 - 1, 0)).toBe(200);
    expect(limboIntFromFloat(0.5)).toBe(2 ** 31);
    expect(limboIntFromFloat(1 - 2 ** -32)).toBe(TWO_POW_32 - 1);
    expect(() => limboResultFromInt(TWO_POW_32)).toThrow(FairInputError);
    expect(() => limboResultFromInt(-1)).toThrow(FairInputError);
  });

  it('worked example: nonce 7 gives 2.67× (n = 0x5eb02ebd)', () => {
    expect(limboIntFromFloat(WORKED_EXAMPLE.firstEightFloats[0])).toBe(0x5e_b0_2e_bd);
    expect(playLimbo({ seeds: WORKED_EXAMPLE, target: 250 })).toEqual({
      result: 267,
      win: true,
      multiplierE4: 25_000,
      payoutMultiplierE4: 25_000,
    });
    expect(playLimbo({ seeds: WORKED_EXAMPLE, target: 268 })).toMatchObject({ result: 267, win: false });
    expect(payoutMinor(1_000, 25_000)).toBe(2_500);
  });

  it('wins when the result reaches the target, the target being the multiplier', () => {
    const float = (2 ** 31 - 1) / TWO_POW_32; // result 1.98×
    expect(settleLimbo({ float, target: 198 })).toMatchObject({
      result: 198,
      win: true,
      multiplierE4: 19_800,
    });
    expect(settleLimbo({ float, target: 199 })).toMatchObject({ win: false, payoutMultiplierE4: 0 });
    expect(limboMultiplierE4(LIMBO_MAX_TARGET)).toBe(1_000_000 * 10_000);
  });

  it('refuses targets below 1.01× or above 1,000,000×, and fractions', () => {
    for (const target of [100, 0, -5, LIMBO_MAX_TARGET + 1, 150.5]) {
      expect(() => settleLimbo({ float: 0.5, target })).toThrow(FairInputError);
    }
    expect(() => limboResultFromFloat(0.5, 2_001)).toThrow(FairInputError);
  });

  it('exact RTP of targets over all 2^32 values is 1 − edge, short by less than target / 2^32', () => {
    for (const edgeBp of [100, 300]) {
      for (const target of [101, 150, 200, 1_000, 10_000, 100_000, 1_000_000, LIMBO_MAX_TARGET]) {
        const rtp = limboRtp(target, edgeBp);
        expect(rtp).toBeLessThanOrEqual(1 - edgeBp / 10_000);
        expect(rtp).toBeGreaterThan(1 - edgeBp / 10_000 - target / 100 / TWO_POW_32);
      }
    }
    // Below 1.01× (every target loses) with probability 1 − 0.99 / 1.01 ≈ 1.98 %.
    expect(1 - limboRtp(101) / 1.01).toBeCloseTo(1 - 0.99 / 1.01, 8);
  });

  it('the RTP search agrees with the closed form floor((1 − edge)·2^32·100 / T) / 2^32', () => {
    for (const target of [101, 777, 12_345, 4_000_000]) {
      const winning = Math.floor((9_900 * TWO_POW_32) / (100 * target));
      expect(limboRtp(target)).toBe(((winning / TWO_POW_32) * limboMultiplierE4(target)) / 10_000);
    }
  });

  it('verify reproduces the outcome of any bet, and refuses a seed that was not committed', () => {
    fc.assert(
      fc.property(
        serverSeedArbitrary,
        fc.nat(),
        fc.integer({ min: 101, max: LIMBO_MAX_TARGET }),
        (serverSeed, nonce, target) => {
          const seeds = { serverSeed, clientSeed: 'client', nonce };
          const played = playLimbo({ seeds, target });
          expect(played.result).toBe(limboResultFromFloat(generateFloats(seeds, 1)[0] ?? -1));
          expect(verifyLimbo({ ...seeds, serverSeedHash: hashServerSeed(serverSeed), target })).toEqual({
            ok: true,
            outcome: played,
          });
        },
      ),
      { numRuns: 100 },
    );
    expect(verifyLimbo({ ...WORKED_EXAMPLE, serverSeedHash: '0'.repeat(64), target: 200 })).toEqual({
      ok: false,
      reason: 'SERVER_SEED_MISMATCH',
    });
  });
});
