/**
 * Randomness for the studio's games (the slot and fishing engines). An engine only ever asks for
 * a uniform integer below a bound, so production can pass `crypto.randomInt` unchanged and
 * simulations a seeded generator that replays the same spins on every machine.
 */

/** An integer in [0, exclusiveMax), uniformly. `crypto.randomInt` is one. */
export type UniformInt = (exclusiveMax: number) => number;

const TWO_POW_32 = 0x1_0000_0000;

/** cyrb128: spreads a string over four 32-bit words, enough state to seed sfc32. */
const cyrb128 = (text: string): [number, number, number, number] => {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = h2 ^ Math.imul(h1 ^ code, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ code, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ code, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ code, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
};

/** sfc32 (Chris Doty-Humphrey's Small Fast Counting generator): 128-bit state, passes PractRand. */
const sfc32 = (seed: readonly [number, number, number, number]): (() => number) => {
  let [a, b, c, d] = seed;
  return () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
};

/** The first outputs of a freshly seeded sfc32 still echo the seed; drop them. */
const WARM_UP_ROUNDS = 15;

/**
 * A seeded UniformInt: the same seed gives the same sequence everywhere. Rejection sampling keeps
 * it exactly uniform (as crypto.randomInt is), so a simulation measures the engine, not modulo bias.
 */
export const seededUniformInt = (seed: string): UniformInt => {
  const next = sfc32(cyrb128(seed));
  for (let round = 0; round < WARM_UP_ROUNDS; round += 1) next();
  return (exclusiveMax) => {
    if (!Number.isInteger(exclusiveMax) || exclusiveMax < 1 || exclusiveMax > TWO_POW_32)
      throw new RangeError(`Bound must be an integer in [1, 2^32], got ${exclusiveMax}.`);
    const limit = TWO_POW_32 - (TWO_POW_32 % exclusiveMax);
    let value = next();
    while (value >= limit) value = next();
    return value % exclusiveMax;
  };
};

/** One item of a non-empty list. */
export const pickOne = <T>(random: UniformInt, items: readonly T[]): T => {
  const item = items[random(items.length)];
  if (item === undefined) throw new RangeError('Cannot pick from an empty list.');
  return item;
};

/** One value by integer weights: exact probabilities, no floats. */
export const pickWeighted = <T>(random: UniformInt, entries: ReadonlyArray<readonly [T, number]>): T => {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random(total);
  for (const [value, weight] of entries) {
    if (roll < weight) return value;
    roll -= weight;
  }
  throw new RangeError('Weights must be positive integers.');
};

/** Fisher–Yates, in place. */
export const shuffleInPlace = <T>(random: UniformInt, items: T[]): T[] => {
  for (let index = items.length - 1; index > 0; index -= 1) {
    const swap = random(index + 1);
    [items[index], items[swap]] = [items[swap] as T, items[index] as T];
  }
  return items;
};
