import { describe, expect, it } from 'vitest';
import { seededUniformInt, type UniformInt } from '../../../seeded-random.js';
import { catchOdds, decideShot, expectedReturn, RTP_SCALE, simulateShots } from './fish-catch.js';
import { catalogueFishDefinition } from './fish-definitions.js';

const SAMPLE_CODES = [
  'OCZ-0001',
  'OCZ-0017',
  'RCF-0009',
  'TUC-0601',
  'ARA-0530',
  'JNG-0425',
  'MRN-0340',
  'CRV-0318',
];
const sample = SAMPLE_CODES.map(catalogueFishDefinition);

/** A "random" that answers one fixed draw and remembers the bound it was asked for. */
const fixedDraw = (value: number) => {
  const bounds: number[] = [];
  const random: UniformInt = (bound) => {
    bounds.push(bound);
    return value;
  };
  return { random, bounds };
};

describe('the catch rule', () => {
  it('catches a fish of multiplier m on rtp/m of the equally likely draws and pays cost × m', () => {
    const definition = catalogueFishDefinition('OCZ-0001');
    for (const species of definition.species) {
      const odds = catchOdds(definition.rtpBp, species.multiplier);
      expect(odds).toEqual({ outcomes: species.multiplier * RTP_SCALE, catching: definition.rtpBp });
      const last = fixedDraw(odds.catching - 1);
      expect(decideShot({ definition, species, cost: 50, random: last.random })).toEqual({
        species: species.id,
        multiplier: species.multiplier,
        caught: true,
        win: 50 * species.multiplier,
      });
      expect(last.bounds).toEqual([odds.outcomes]);
      const first = fixedDraw(odds.catching);
      expect(decideShot({ definition, species, cost: 50, random: first.random })).toMatchObject({
        caught: false,
        win: 0,
      });
    }
  });

  it('counts the catching draws of a 2× fish one by one: exactly the RTP', () => {
    const definition = catalogueFishDefinition('RCF-0009');
    const species = definition.species[0]!;
    expect(species.multiplier).toBe(2);
    let draw = 0;
    const random: UniformInt = () => draw;
    let paid = 0;
    const outcomes = catchOdds(definition.rtpBp, 2).outcomes;
    for (; draw < outcomes; draw += 1) paid += decideShot({ definition, species, cost: 10, random }).win;
    // Over every draw the shot pays rtp × cost × draws.
    expect(paid * RTP_SCALE).toBe(definition.rtpBp * 10 * outcomes);
  });

  it('returns exactly the declared RTP for every species and every cost of every sampled game', () => {
    for (const definition of sample) {
      for (const species of definition.species) {
        for (const cost of definition.shotCosts) {
          const { paid, staked } = expectedReturn(definition, species, cost);
          // paid / staked = rtpBp / 10 000, compared as integers.
          expect(paid * BigInt(RTP_SCALE), `${definition.code} ${species.id} ${cost}`).toBe(
            BigInt(definition.rtpBp) * staked,
          );
        }
      }
    }
  });

  it('refuses odds that could not hold the rule (a multiplier below 2, an RTP of 100 % or more)', () => {
    expect(() => catchOdds(9600, 1)).toThrow(RangeError);
    expect(() => catchOdds(9600, 2.5)).toThrow(RangeError);
    expect(() => catchOdds(10_000, 2)).toThrow(RangeError);
  });

  it('agrees with a seeded simulation within four standard errors', () => {
    for (const definition of sample.slice(0, 4)) {
      const result = simulateShots({
        definition,
        shots: 400_000,
        random: seededUniformInt(`fish-simulation:${definition.code}`),
      });
      const declared = definition.rtpBp / RTP_SCALE;
      expect(result.standardError).toBeGreaterThan(0);
      expect(result.standardError).toBeLessThan(0.02);
      expect(Math.abs(result.rtp - declared), definition.code).toBeLessThan(4 * result.standardError);
    }
  });

  it('holds the RTP when every shot names the biggest fish, or always the smallest', () => {
    const definition = catalogueFishDefinition('OCZ-0017');
    for (const species of [definition.species[0]!, definition.species.at(-1)!]) {
      const only = { ...definition, species: [species] };
      const result = simulateShots({
        definition: only,
        shots: 400_000,
        random: seededUniformInt(species.id),
      });
      expect(Math.abs(result.rtp - definition.rtpBp / RTP_SCALE), species.id).toBeLessThan(
        4 * result.standardError,
      );
    }
  });
});
