import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawUniformInt } from './draw-stream.js';
import { LotteryInputError } from './input-error.js';

const SEED = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';

/** The published recipe written out again with node:crypto alone, so the test pins the recipe. */
const wordsOf = (serverSeed: string, drawId: string, rounds: number): number[] => {
  const words: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const bytes = createHmac('sha256', serverSeed).update(`${drawId}:0:${round}`).digest();
    for (let offset = 0; offset < 32; offset += 4) words.push(bytes.readUInt32BE(offset));
  }
  return words;
};

describe('the draw stream', () => {
  it('reads HMAC-SHA256(seed, drawId:0:round) as big-endian 32-bit words, round after round', () => {
    const random = drawUniformInt(SEED, 'VN-NORTH-20261130');
    const expected = wordsOf(SEED, 'VN-NORTH-20261130', 2).slice(0, 10);
    // A bound of 2^32 rejects nothing, so each pick is the raw word; the 9th comes from round 1.
    expect(Array.from({ length: 10 }, () => random(2 ** 32))).toEqual(expected);
  });

  it('answers word mod bound and skips the words above the last whole multiple of the bound', () => {
    // With bound 2^31 + 1 the accepted words are those below 2^31 + 1: about half are skipped.
    const bound = 2 ** 31 + 1;
    let skipped = 0;
    for (const drawId of ['D1', 'D2', 'D3', 'D4', 'D5', 'D6']) {
      const words = wordsOf(SEED, drawId, 4);
      const accepted = words.filter((word) => word < bound);
      skipped += words.indexOf(accepted[0] as number);
      const random = drawUniformInt(SEED, drawId);
      expect([random(bound), random(bound), random(bound)]).toEqual(
        accepted.slice(0, 3).map((word) => word % bound),
      );
    }
    expect(skipped).toBeGreaterThan(0);
  });

  it('gives a different stream for another draw id or seed, and the same one again for the same pair', () => {
    const picks = (seed: string, drawId: string) => {
      const random = drawUniformInt(seed, drawId);
      return Array.from({ length: 8 }, () => random(100));
    };
    expect(picks(SEED, 'A')).toEqual(picks(SEED, 'A'));
    expect(picks(SEED, 'A')).not.toEqual(picks(SEED, 'B'));
    expect(picks(SEED, 'A')).not.toEqual(picks(SEED.replace('a1', 'a2'), 'A'));
  });

  it('spreads picks over every value of a small bound', () => {
    const random = drawUniformInt(SEED, 'SPREAD');
    const counts = new Array<number>(10).fill(0);
    for (let index = 0; index < 10_000; index += 1) {
      const value = random(10);
      counts[value] = (counts[value] ?? 0) + 1;
    }
    expect(counts.every((count) => count > 800 && count < 1_200)).toBe(true);
  });

  it('refuses a draw id with a colon (the message would parse two ways) and a bound out of range', () => {
    expect(() => drawUniformInt(SEED, 'VN:1')).toThrow(LotteryInputError);
    const random = drawUniformInt(SEED, 'OK');
    expect(() => random(0)).toThrow(RangeError);
    expect(() => random(2 ** 32 + 1)).toThrow(RangeError);
  });
});
