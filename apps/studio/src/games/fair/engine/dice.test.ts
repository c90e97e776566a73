import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  diceMultiplierE4,
  diceWinChance,
  playDice,
  rollFromFloat,
  settleDice,
  verifyDice,
  type DiceChoice,
} from './dice.js';
import { generateFloats, hashServerSeed } from './fair-random.js';
import { FairInputError, payoutMinor } from './payout.js';
import { diceRtp } from './rtp.js';
import { WORKED_EXAMPLE, serverSeedArbitrary } from './test-vectors.js';

const choiceArbitrary: fc.Arbitrary<DiceChoice> = fc.oneof(
  fc.record({ direction: fc.constant('over' as const), target: fc.integer({ min: 200, max: 9999 }) }),
  fc.record({ direction: fc.constant('under' as const), target: fc.integer({ min: 1, max: 9800 }) }),
);

describe('dice', () => {
  it('maps a float to one of 10,001 rolls, 0.00 to 100.00', () => {
    expect(rollFromFloat(0)).toBe(0);
    expect(rollFromFloat(1 - 2 ** -32)).toBe(10_000);
    expect(rollFromFloat(0.5)).toBe(5000);
  });

  it('worked example: nonce 7 rolls 36.99', () => {
    const outcome = playDice({ seeds: WORKED_EXAMPLE, choice: { direction: 'under', target: 5000 } });
    expect(outcome).toEqual({ roll: 3699, win: true, multiplierE4: 19_801, payoutMultiplierE4: 19_801 });
    expect(WORKED_EXAMPLE.diceRoll).toBe(3699);
    expect(payoutMinor(1_000, outcome.payoutMultiplierE4)).toBe(1_980);
  });

  it('pays (1 − edge) / P(win), rounded down to 4 decimals', () => {
    // Over 50.50: rolls 50.51…100.00 win, 4950 of 10,001.
    expect(diceWinChance({ direction: 'over', target: 5050 })).toBeCloseTo(4950 / 10_001, 12);
    expect(diceMultiplierE4({ direction: 'over', target: 5050 })).toBe(20_002);
    expect(diceMultiplierE4({ direction: 'over', target: 9999 })).toBe(99_009_900);
    expect(diceMultiplierE4({ direction: 'under', target: 9800 }, 200)).toBe(10_001);
  });

  it('wins strictly over or under the target', () => {
    const over = { direction: 'over', target: 5000 } as const;
    expect(settleDice({ float: 5000 / 10_001, choice: over }).win).toBe(false);
    expect(settleDice({ float: 5001 / 10_001, choice: over }).win).toBe(true);
  });

  it('refuses targets outside 0.01 %–97.99 % win chance', () => {
    expect(() => diceMultiplierE4({ direction: 'over', target: 10_000 })).toThrow(FairInputError);
    expect(() => diceMultiplierE4({ direction: 'over', target: 199 })).toThrow(FairInputError);
    expect(() => diceMultiplierE4({ direction: 'under', target: 0 })).toThrow(FairInputError);
    expect(() => diceMultiplierE4({ direction: 'under', target: 50.5 })).toThrow(FairInputError);
    expect(() => diceMultiplierE4({ direction: 'under', target: 5000 }, 5000)).toThrow(FairInputError);
  });

  it('RTP over all 10,001 rolls is 1 − edge within 0.01 pp (the 4-decimal rounding), for a spread of targets and edges', () => {
    const targets: DiceChoice[] = [
      { direction: 'over', target: 200 },
      { direction: 'over', target: 5050 },
      { direction: 'over', target: 9000 },
      { direction: 'over', target: 9999 },
      { direction: 'under', target: 1 },
      { direction: 'under', target: 3333 },
      { direction: 'under', target: 9800 },
    ];
    for (const edgeBp of [100, 250]) {
      for (const choice of targets) {
        const rtp = diceRtp(choice, edgeBp);
        expect(rtp).toBeLessThanOrEqual(1 - edgeBp / 10_000);
        expect(rtp).toBeGreaterThan(1 - edgeBp / 10_000 - 0.0001);
      }
    }
  });

  it('verify reproduces the outcome of any bet, and refuses a seed that was not committed', () => {
    fc.assert(
      fc.property(serverSeedArbitrary, fc.nat(), choiceArbitrary, (serverSeed, nonce, choice) => {
        const seeds = { serverSeed, clientSeed: 'client', nonce };
        const played = playDice({ seeds, choice });
        expect(played.roll).toBe(rollFromFloat(generateFloats(seeds, 1)[0] ?? -1));
        expect(verifyDice({ ...seeds, serverSeedHash: hashServerSeed(serverSeed), choice })).toEqual({
          ok: true,
          outcome: played,
        });
      }),
      { numRuns: 100 },
    );
    const wrong = verifyDice({
      ...WORKED_EXAMPLE,
      serverSeedHash: '0'.repeat(64),
      choice: { direction: 'under', target: 5000 },
    });
    expect(wrong).toEqual({ ok: false, reason: 'SERVER_SEED_MISMATCH' });
  });
});
