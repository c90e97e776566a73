import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLASSIC_DOUBLE_TABLE,
  DOUBLE_COLORS,
  colorOfSlot,
  doubleTableForEdge,
  playDouble,
  settleDouble,
  slotFromFloat,
  verifyDouble,
} from './double.js';
import { hashServerSeed } from './fair-random.js';
import { doubleRtp } from './rtp.js';
import { WORKED_EXAMPLE, serverSeedArbitrary } from './test-vectors.js';

describe('double', () => {
  it('a wheel of 15: white 0, red 1–7, black 8–14', () => {
    const colors = Array.from({ length: 15 }, (_, slot) => colorOfSlot(slot));
    expect(colors.filter((c) => c === 'white')).toHaveLength(1);
    expect(colors.filter((c) => c === 'red')).toHaveLength(7);
    expect(colors.filter((c) => c === 'black')).toHaveLength(7);
    expect(slotFromFloat(0)).toBe(0);
    expect(slotFromFloat(1 - 2 ** -32)).toBe(14);
  });

  it('worked example: nonce 7 lands on slot 5, red', () => {
    expect(playDouble({ seeds: WORKED_EXAMPLE, color: 'red' })).toEqual({
      slot: 5,
      color: 'red',
      win: true,
      multiplierE4: 20_000,
      payoutMultiplierE4: 20_000,
    });
    expect(settleDouble({ float: 0.01, color: 'white' })).toMatchObject({
      slot: 0,
      win: true,
      payoutMultiplierE4: 140_000,
    });
  });

  it('RTP: the classic table returns 14/15 on every colour; a configured edge returns 1 − edge', () => {
    for (const color of DOUBLE_COLORS) {
      expect(doubleRtp(color)).toBeCloseTo(14 / 15, 12);
      const rtp = doubleRtp(color, doubleTableForEdge(300));
      expect(rtp).toBeLessThanOrEqual(0.97);
      expect(rtp).toBeGreaterThan(0.97 - 0.0001);
    }
    expect(doubleTableForEdge(100)).toEqual({ white: 148_500, red: 21_214, black: 21_214 });
    expect(CLASSIC_DOUBLE_TABLE.red).toBe(20_000);
  });

  it('verify reproduces any spin', () => {
    fc.assert(
      fc.property(
        serverSeedArbitrary,
        fc.nat(),
        fc.constantFrom(...DOUBLE_COLORS),
        (serverSeed, nonce, color) => {
          const seeds = { serverSeed, clientSeed: 'client', nonce };
          expect(verifyDouble({ ...seeds, serverSeedHash: hashServerSeed(serverSeed), color })).toEqual({
            ok: true,
            outcome: playDouble({ seeds, color }),
          });
        },
      ),
      { numRuns: 100 },
    );
  });
});
