import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateFloats, hashServerSeed } from './fair-random.js';
import { binomial } from './payout.js';
import { playPlinko, settlePlinko, verifyPlinko } from './plinko.js';
import { PLINKO_RISKS, plinkoTable, type PlinkoRisk } from './plinko-tables.js';
import { plinkoRtp } from './rtp.js';
import { WORKED_EXAMPLE, serverSeedArbitrary } from './test-vectors.js';

const ROWS = Array.from({ length: 9 }, (_, i) => 8 + i);
const choiceArbitrary = fc.record({
  rows: fc.integer({ min: 8, max: 16 }),
  risk: fc.constantFrom<PlinkoRisk>(...PLINKO_RISKS),
});

describe('plinko', () => {
  it('worked example: 16 rows take floats from two HMAC rounds', () => {
    const outcome = playPlinko({ seeds: WORKED_EXAMPLE, choice: { rows: 16, risk: 'high' } });
    expect(outcome.path).toEqual(WORKED_EXAMPLE.plinko16Path);
    expect(outcome.slot).toBe(7);
    expect(outcome.payoutMultiplierE4).toBe(2_000);
  });

  it('the path has one step per row and the slot counts the rights', () => {
    fc.assert(
      fc.property(serverSeedArbitrary, fc.nat(), choiceArbitrary, (serverSeed, nonce, choice) => {
        const outcome = playPlinko({ seeds: { serverSeed, clientSeed: 'client', nonce }, choice });
        expect(outcome.path).toHaveLength(choice.rows);
        expect(outcome.slot).toBe(outcome.path.filter((step) => step === 1).length);
        expect(outcome.payoutMultiplierE4).toBe(plinkoTable(choice.rows, choice.risk)[outcome.slot]);
      }),
      { numRuns: 200 },
    );
  });

  it('the default tables are pinned (a change would alter published odds)', () => {
    expect(plinkoTable(8, 'low')).toEqual([
      56_000, 24_500, 14_000, 8_000, 5_000, 8_000, 14_000, 24_500, 56_000,
    ]);
    expect(plinkoTable(8, 'medium')).toEqual([
      130_000, 37_200, 13_000, 6_000, 4_000, 6_000, 13_000, 37_200, 130_000,
    ]);
    expect(plinkoTable(8, 'high')).toEqual([
      290_000, 53_900, 11_000, 3_000, 2_000, 3_000, 11_000, 53_900, 290_000,
    ]);
    expect(plinkoTable(16, 'high').slice(0, 9)).toEqual([
      10_000_000, 2_300_000, 510_000, 120_000, 29_900, 8_000, 3_000, 2_000, 2_000,
    ]);
  });

  it('every table is symmetric, positive and never pays less further from the middle', () => {
    for (const risk of PLINKO_RISKS) {
      for (const rows of ROWS) {
        const table = plinkoTable(rows, risk);
        expect(table).toHaveLength(rows + 1);
        expect([...table].reverse()).toEqual([...table]);
        for (let slot = 0; slot < rows / 2; slot += 1) {
          expect(table[slot]).toBeGreaterThanOrEqual(table[slot + 1] ?? Infinity);
        }
        expect(Math.min(...table)).toBeGreaterThan(0);
      }
    }
  });

  it('RTP from the binomial distribution is 1 − edge within 0.05 pp, for all 27 tables and several edges', () => {
    for (const edgeBp of [100, 50, 200, 300, 500]) {
      for (const risk of PLINKO_RISKS) {
        for (const rows of ROWS) {
          expect(Math.abs(plinkoRtp(rows, risk, edgeBp) - (1 - edgeBp / 10_000))).toBeLessThanOrEqual(0.0005);
        }
      }
    }
  });

  it('enumerating all 256 paths of 8 rows through settlePlinko gives the same RTP', () => {
    for (const risk of PLINKO_RISKS) {
      let total = 0;
      for (let paths = 0; paths < 256; paths += 1) {
        const floats = Array.from({ length: 8 }, (_, row) => ((paths >> row) & 1 ? 0.75 : 0.25));
        total += settlePlinko({ floats, choice: { rows: 8, risk } }).payoutMultiplierE4;
      }
      expect(total / 256 / 10_000).toBeCloseTo(plinkoRtp(8, risk), 12);
    }
  });

  it('simulation through the real float pipeline agrees with the theory (16 rows, low risk)', () => {
    const bets = 20_000;
    const table = plinkoTable(16, 'low');
    const counts = new Array<number>(17).fill(0);
    let returned = 0;
    for (let nonce = 0; nonce < bets; nonce += 1) {
      const seeds = { serverSeed: WORKED_EXAMPLE.serverSeed, clientSeed: 'simulation', nonce };
      const { slot, payoutMultiplierE4 } = settlePlinko({
        floats: generateFloats(seeds, 16),
        choice: { rows: 16, risk: 'low' },
      });
      counts[slot] = (counts[slot] ?? 0) + 1;
      returned += payoutMultiplierE4 / 10_000;
    }
    const mean = plinkoRtp(16, 'low');
    const variance =
      table.reduce((sum, m, slot) => sum + (binomial(16, slot) / 2 ** 16) * (m / 10_000) ** 2, 0) - mean ** 2;
    expect(Math.abs(returned / bets - mean)).toBeLessThan(4 * Math.sqrt(variance / bets));

    // Slots pooled so every cell expects at least 5 balls; chi-square with 10 degrees of freedom.
    const pooled = (from: number, to: number): [number, number] => {
      let observed = 0;
      let expected = 0;
      for (let slot = from; slot <= to; slot += 1) {
        observed += counts[slot] ?? 0;
        expected += (bets * binomial(16, slot)) / 2 ** 16;
      }
      return [observed, expected];
    };
    const cells = [
      pooled(0, 3),
      ...Array.from({ length: 9 }, (_, i) => pooled(4 + i, 4 + i)),
      pooled(13, 16),
    ];
    const chiSquare = cells.reduce(
      (sum, [observed, expected]) => sum + (observed - expected) ** 2 / expected,
      0,
    );
    expect(chiSquare).toBeLessThan(29.6); // p = 0.001 for 10 degrees of freedom
  });

  it('verify reproduces any drop', () => {
    fc.assert(
      fc.property(serverSeedArbitrary, fc.nat(), choiceArbitrary, (serverSeed, nonce, choice) => {
        const seeds = { serverSeed, clientSeed: 'client', nonce };
        expect(verifyPlinko({ ...seeds, serverSeedHash: hashServerSeed(serverSeed), choice })).toEqual({
          ok: true,
          outcome: playPlinko({ seeds, choice }),
        });
      }),
      { numRuns: 100 },
    );
  });
});
