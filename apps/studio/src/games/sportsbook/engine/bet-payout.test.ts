import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_LEGS,
  NAMED_SYSTEMS,
  betLines,
  kFromN,
  lineCount,
  namedSystem,
  potentialReturn,
  settleBet,
  type BetLeg,
  type BetShape,
} from './bet-payout.js';
import { SportsbookInputError } from './input-error.js';
import { OUTCOMES } from './outcome.js';

const MAX_PAYOUT = 10_000_000;
const SINGLE: BetShape = { kind: 'SINGLE' };
const ACCUMULATOR: BetShape = { kind: 'ACCUMULATOR' };

const returnOf = (
  stakeMinor: number,
  shape: BetShape,
  legs: BetLeg[],
  maxPayoutMinor = MAX_PAYOUT,
): number => {
  const settled = settleBet({ stakeMinor, shape, legs, maxPayoutMinor });
  if (settled.status !== 'SETTLED') throw new Error('bet still open');
  return settled.returnMinor;
};

describe('singles', () => {
  it('pay stake × odds on a win, the stake on a void, nothing on a loss', () => {
    expect(returnOf(1_000, SINGLE, [{ oddsE3: 1_950, outcome: 'WON' }])).toBe(1_950);
    expect(returnOf(1_000, SINGLE, [{ oddsE3: 1_950, outcome: 'VOID' }])).toBe(1_000);
    expect(returnOf(1_000, SINGLE, [{ oddsE3: 1_950, outcome: 'LOST' }])).toBe(0);
  });

  it('pay half at the odds and half back on a half win, half back on a half loss (Asian quarter lines)', () => {
    expect(returnOf(1_000, SINGLE, [{ oddsE3: 1_900, outcome: 'HALF_WON' }])).toBe(1_450);
    expect(returnOf(1_000, SINGLE, [{ oddsE3: 1_900, outcome: 'HALF_LOST' }])).toBe(500);
  });

  it('round down to the centavo', () => {
    expect(returnOf(333, SINGLE, [{ oddsE3: 1_333, outcome: 'WON' }])).toBe(443); // 443.889
    expect(returnOf(100, SINGLE, [{ oddsE3: 1_955, outcome: 'HALF_WON' }])).toBe(147); // 147.75
  });

  it('cap the return at the max payout and say so', () => {
    const settled = settleBet({
      stakeMinor: 1_000,
      shape: SINGLE,
      legs: [{ oddsE3: 500_000, outcome: 'WON' }],
      maxPayoutMinor: 100_000,
    });
    expect(settled).toEqual({
      status: 'SETTLED',
      returnMinor: 100_000,
      uncappedReturnMinor: 500_000,
      capped: true,
    });
  });
});

describe('accumulators', () => {
  it('multiply the legs: a void leg counts as 1.00', () => {
    const legs: BetLeg[] = [
      { oddsE3: 2_000, outcome: 'WON' },
      { oddsE3: 1_500, outcome: 'VOID' },
      { oddsE3: 3_000, outcome: 'WON' },
    ];
    expect(returnOf(1_000, ACCUMULATOR, legs)).toBe(6_000);
  });

  it('count a half-won Asian leg as (odds + 1) / 2 and a half-lost one as 1/2', () => {
    expect(
      returnOf(1_000, ACCUMULATOR, [
        { oddsE3: 1_900, outcome: 'HALF_WON' },
        { oddsE3: 2_000, outcome: 'WON' },
      ]),
    ).toBe(2_900);
    expect(
      returnOf(1_000, ACCUMULATOR, [
        { oddsE3: 2_000, outcome: 'WON' },
        { oddsE3: 1_800, outcome: 'HALF_LOST' },
      ]),
    ).toBe(1_000);
  });

  it('lose on one lost leg, settling at once even with legs still open', () => {
    const legs: BetLeg[] = [
      { oddsE3: 2_000, outcome: 'WON' },
      { oddsE3: 1_700, outcome: 'LOST' },
      { oddsE3: 3_000, outcome: 'OPEN' },
    ];
    expect(
      settleBet({ stakeMinor: 1_000, shape: ACCUMULATOR, legs, maxPayoutMinor: MAX_PAYOUT }),
    ).toMatchObject({
      status: 'SETTLED',
      returnMinor: 0,
    });
  });

  it('stay open while a leg that matters is open', () => {
    const legs: BetLeg[] = [
      { oddsE3: 2_000, outcome: 'WON' },
      { oddsE3: 3_000, outcome: 'OPEN' },
    ];
    expect(settleBet({ stakeMinor: 1_000, shape: ACCUMULATOR, legs, maxPayoutMinor: MAX_PAYOUT })).toEqual({
      status: 'OPEN',
    });
  });

  it('return the stake when every leg is void, whatever the odds and order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1_000, max: 50_000 }), { minLength: 2, maxLength: 12 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (odds, stakeMinor) => {
          const legs = odds.map((oddsE3): BetLeg => ({ oddsE3, outcome: 'VOID' }));
          expect(returnOf(stakeMinor, ACCUMULATOR, legs)).toBe(stakeMinor);
        },
      ),
    );
  });

  it('pay the same whatever the order of the legs, and never more than the potential return', () => {
    const legArbitrary = fc.record({
      oddsE3: fc.integer({ min: 1_010, max: 20_000 }),
      outcome: fc.constantFrom(...OUTCOMES),
    });
    fc.assert(
      fc.property(fc.array(legArbitrary, { minLength: 2, maxLength: 8 }), (legs) => {
        const stakeMinor = 1_000;
        const forward = returnOf(stakeMinor, ACCUMULATOR, legs);
        expect(returnOf(stakeMinor, ACCUMULATOR, [...legs].reverse())).toBe(forward);
        const most = potentialReturn({
          stakeMinor,
          shape: ACCUMULATOR,
          oddsE3: legs.map((leg) => leg.oddsE3),
          maxPayoutMinor: MAX_PAYOUT,
        });
        expect(forward).toBeLessThanOrEqual(most);
      }),
    );
  });
});

describe('systems', () => {
  it('have the classic line counts', () => {
    expect(lineCount(kFromN(2), 3)).toBe(3); // 2/3
    expect(lineCount(namedSystem('TRIXIE'), 3)).toBe(4);
    expect(lineCount(namedSystem('PATENT'), 3)).toBe(7);
    expect(lineCount(namedSystem('YANKEE'), 4)).toBe(11);
    expect(lineCount(namedSystem('LUCKY_15'), 4)).toBe(15);
    expect(lineCount(namedSystem('SUPER_YANKEE'), 5)).toBe(26);
    expect(lineCount(namedSystem('LUCKY_31'), 5)).toBe(31);
    expect(lineCount(namedSystem('HEINZ'), 6)).toBe(57);
    expect(lineCount(namedSystem('LUCKY_63'), 6)).toBe(63);
    expect(lineCount(kFromN(3), 6)).toBe(20);
    // Full cover: every combination of two legs or more (2ⁿ − n − 1), and the singles too for the "Lucky" ones.
    for (const [name, system] of Object.entries(NAMED_SYSTEMS)) {
      const withSingles = (system.sizes as readonly number[]).includes(1);
      expect(betLines(namedSystem(name as keyof typeof NAMED_SYSTEMS), system.legs), name).toHaveLength(
        2 ** system.legs - 1 - (withSingles ? 0 : system.legs),
      );
    }
  });

  it('list each combination once', () => {
    expect(betLines(namedSystem('TRIXIE'), 3)).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
      [0, 1, 2],
    ]);
  });

  it('split the stake over the lines and add up the lines that pay: a Trixie with a lost leg', () => {
    const legs: BetLeg[] = [
      { oddsE3: 2_000, outcome: 'WON' },
      { oddsE3: 3_000, outcome: 'WON' },
      { oddsE3: 1_500, outcome: 'LOST' },
    ];
    // R$1 a line: only the double of the two winners pays, 1 × 2 × 3.
    expect(returnOf(400, namedSystem('TRIXIE'), legs)).toBe(600);
  });

  it('a Trixie with a void leg: its doubles become singles and its treble a double', () => {
    const legs: BetLeg[] = [
      { oddsE3: 2_000, outcome: 'WON' },
      { oddsE3: 3_000, outcome: 'WON' },
      { oddsE3: 1_500, outcome: 'VOID' },
    ];
    // 100 × (2·3 + 2·1 + 3·1 + 2·3·1) = 100 × 17.
    expect(returnOf(400, namedSystem('TRIXIE'), legs)).toBe(1_700);
  });

  it('a 2/3 with a half-won Asian leg', () => {
    const legs: BetLeg[] = [
      { oddsE3: 1_900, outcome: 'HALF_WON' },
      { oddsE3: 2_000, outcome: 'WON' },
      { oddsE3: 2_500, outcome: 'LOST' },
    ];
    // 100 a line: 1.45 × 2 pays, the two lines with the lost leg do not.
    expect(returnOf(300, kFromN(2), legs)).toBe(290);
  });

  it('keep the stake split exact when it does not divide: a R$10 Yankee of four 2.00 winners', () => {
    const legs = Array.from({ length: 4 }, (): BetLeg => ({ oddsE3: 2_000, outcome: 'WON' }));
    // 6 doubles × 4 + 4 trebles × 8 + one fourfold × 16 = 72 per line-stake of 1000/11.
    expect(returnOf(1_000, namedSystem('YANKEE'), legs)).toBe(Math.floor((1_000 * 72) / 11));
  });

  it('a Lucky 15 with one winner still pays its single', () => {
    const legs: BetLeg[] = [
      { oddsE3: 5_000, outcome: 'WON' },
      { oddsE3: 2_000, outcome: 'LOST' },
      { oddsE3: 2_000, outcome: 'LOST' },
      { oddsE3: 2_000, outcome: 'LOST' },
    ];
    expect(returnOf(1_500, namedSystem('LUCKY_15'), legs)).toBe(500);
  });

  it('stay open while any line still depends on an open leg', () => {
    const legs: BetLeg[] = [
      { oddsE3: 2_000, outcome: 'LOST' },
      { oddsE3: 2_000, outcome: 'WON' },
      { oddsE3: 2_000, outcome: 'OPEN' },
    ];
    expect(settleBet({ stakeMinor: 300, shape: kFromN(2), legs, maxPayoutMinor: MAX_PAYOUT })).toEqual({
      status: 'OPEN',
    });
  });
});

describe('bet validation', () => {
  const won = (count: number) =>
    Array.from({ length: count }, (): BetLeg => ({ oddsE3: 2_000, outcome: 'WON' }));
  const refuse = (stakeMinor: number, shape: BetShape, legs: BetLeg[]) =>
    expect(() => settleBet({ stakeMinor, shape, legs, maxPayoutMinor: MAX_PAYOUT })).toThrow(
      SportsbookInputError,
    );

  it('refuses shapes that do not fit the legs', () => {
    refuse(100, SINGLE, won(2));
    refuse(100, ACCUMULATOR, won(1));
    refuse(100, kFromN(4), won(3));
    refuse(100, { kind: 'SYSTEM', sizes: [] }, won(3));
    refuse(100, { kind: 'SYSTEM', sizes: [2, 2] }, won(3));
    refuse(100, ACCUMULATOR, won(MAX_LEGS + 1));
    refuse(100, kFromN(10), won(20));
  });

  it('refuses a stake or odds that are not whole and positive', () => {
    refuse(0, SINGLE, won(1));
    refuse(10.5, SINGLE, won(1));
    refuse(100, SINGLE, [{ oddsE3: 999, outcome: 'WON' }]);
    expect(() => settleBet({ stakeMinor: 100, shape: SINGLE, legs: won(1), maxPayoutMinor: 0 })).toThrow(
      SportsbookInputError,
    );
  });
});
