import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  builderDistribution,
  builderOutcome,
  priceBuilder,
  settleBuilder,
  type BuilderLeg,
  type BuilderMatch,
} from './bet-builder.js';
import { settleBet } from './bet-payout.js';
import { cashOutValue } from './cash-out.js';
import {
  DEFAULT_FOOTBALL_MODEL,
  KICK_OFF,
  matrixCells,
  scoreMatrix,
  scoreOutlook,
  type MatchState,
} from './football-model.js';
import { BASIS_POINTS, priceMarket, type MarginConfig } from './margin.js';
import { parseMarketKey, selectionKeys } from './market-keys.js';
import { DEFAULT_MARKETS, fairMarkets } from './markets.js';
import { MIN_ODDS_E3, ODDS_SCALE, tickSizeAt } from './odds.js';
import { OUTCOMES, effectiveProbability, type Outcome } from './outcome.js';
import { settleSelection, type FinalResult } from './settlement.js';

const parameters = DEFAULT_FOOTBALL_MODEL;
const expected = { home: 1.7, away: 1.05 };
const preMatch: BuilderMatch = { expected, state: KICK_OFF, parameters };
const margin: MarginConfig = { marginBp: 500, method: 'POWER' };
const marginBp = margin.marginBp;

const leg = (key: string, selection: string): BuilderLeg => ({ market: parseMarketKey(key), selection });

const fairOf = (match: BuilderMatch, legs: BuilderLeg[]): number => {
  const price = priceBuilder({ match, legs, marginBp });
  if (price.status !== 'PRICED') throw new Error(`refused ${price.reason}`);
  return price.fairProbability;
};

const singleFair = (match: BuilderMatch, single: BuilderLeg): number => {
  const probability = effectiveProbability(builderDistribution(match, [single]));
  if (probability === null) throw new Error('no price');
  return probability;
};

const singleOdds = (single: BuilderLeg): number => {
  const [fair] = fairMarkets(scoreOutlook(preMatch), [single.market]);
  if (!fair) throw new Error('no market');
  const priced = priceMarket(fair, margin);
  if (priced.status !== 'PRICED') throw new Error('closed');
  const found = priced.market.selections.find((selection) => selection.key === single.selection);
  if (!found) throw new Error('no selection');
  return found.oddsE3;
};

/** Markets with whole and half lines only, so any two can share a builder. */
const NON_QUARTER_MARKETS = DEFAULT_MARKETS.filter(
  (market) =>
    !(market.kind === 'TOTAL_GOALS' && market.lineQuarters % 2 !== 0) &&
    !(market.kind === 'ASIAN_HANDICAP' && market.homeLineQuarters % 2 !== 0),
);

const legArbitrary = (markets: typeof DEFAULT_MARKETS) =>
  fc
    .constantFrom(...markets)
    .chain((market) =>
      fc.constantFrom(...selectionKeys(market)).map((selection): BuilderLeg => ({ market, selection })),
    );

const stateArbitrary: fc.Arbitrary<MatchState> = fc.oneof(
  fc.constant(KICK_OFF),
  fc
    .record({ minute: fc.integer({ min: 1, max: 44 }), home: fc.nat(2), away: fc.nat(2) })
    .map(({ minute, home, away }) => ({ minute, score: { home, away }, halfTimeScore: null })),
  fc
    .record({ minute: fc.integer({ min: 46, max: 89 }), home: fc.nat(2), away: fc.nat(2) })
    .map(({ minute, home, away }) => ({ minute, score: { home, away }, halfTimeScore: { home, away } })),
);

describe('the joint distribution', () => {
  it('gives one leg exactly its single market’s distribution', () => {
    const inPlay: BuilderMatch = {
      expected,
      state: { minute: 63, score: { home: 1, away: 1 }, halfTimeScore: { home: 0, away: 1 } },
      parameters,
    };
    for (const match of [preMatch, inPlay]) {
      for (const fair of fairMarkets(scoreOutlook(match))) {
        for (const selection of fair.selections) {
          const distribution = builderDistribution(match, [
            { market: fair.market, selection: selection.key },
          ]);
          for (const outcome of OUTCOMES) {
            expect(distribution[outcome], `${fair.key} ${selection.key} ${outcome}`).toBeCloseTo(
              selection.outcomes[outcome],
              10,
            );
          }
        }
      }
    }
  });

  it('equals a brute-force sum over the score matrix, settling each leg on each score', () => {
    const fullTimeLegs = NON_QUARTER_MARKETS.filter((market) => market.kind !== 'HALF_TIME_FULL_TIME');
    fc.assert(
      fc.property(
        fc.array(legArbitrary(fullTimeLegs), { minLength: 2, maxLength: 4 }),
        fc.record({
          home: fc.double({ min: 0.3, max: 3, noNaN: true }),
          away: fc.double({ min: 0.3, max: 3, noNaN: true }),
        }),
        (legs, goals) => {
          let allWon = 0;
          let voidWithoutLoss = 0;
          for (const { score, probability } of matrixCells(scoreMatrix({ expected: goals, parameters }))) {
            const result: FinalResult = { status: 'FINISHED', fullTime: score, halfTime: null };
            const settled = legs.map((one) => settleSelection({ ...one, result }));
            if (settled.every((outcome) => outcome === 'WON')) allWon += probability;
            else if (!settled.includes('LOST')) voidWithoutLoss += probability;
          }
          const distribution = builderDistribution({ expected: goals, state: KICK_OFF, parameters }, legs);
          expect(distribution.WON).toBeCloseTo(allWon, 12);
          expect(distribution.VOID).toBeCloseTo(voidWithoutLoss, 12);
          expect(distribution.HALF_WON + distribution.HALF_LOST).toBe(0);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('splits over the nine HT/FT selections back into the builder without them, in play too', () => {
    fc.assert(
      fc.property(
        fc.array(legArbitrary(NON_QUARTER_MARKETS.filter((m) => m.kind !== 'HALF_TIME_FULL_TIME')), {
          minLength: 1,
          maxLength: 3,
        }),
        stateArbitrary,
        (legs, state) => {
          const match: BuilderMatch = { expected, state, parameters };
          const without = builderDistribution(match, legs);
          const split = selectionKeys({ kind: 'HALF_TIME_FULL_TIME' }).map((selection) =>
            builderDistribution(match, [leg('HTFT', selection), ...legs]),
          );
          for (const outcome of ['WON', 'VOID'] as const) {
            const total = split.reduce((sum, distribution) => sum + distribution[outcome], 0);
            expect(total).toBeCloseTo(without[outcome], 10);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('prices HT/FT with a full-time result as the model’s HT/FT pair', () => {
    const outlook = scoreOutlook(preMatch);
    expect(builderDistribution(preMatch, [leg('HTFT', 'X/1'), leg('1X2', '1')]).WON).toBeCloseTo(
      outlook.halfTimeFullTime['X/1'],
      12,
    );
    expect(builderDistribution(preMatch, [leg('HTFT', 'X/1'), leg('1X2', '2')]).WON).toBe(0);
  });

  it('prices one quarter-line leg as two half-stake builders on its neighbouring lines', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('OU:1.75', 'OU:2.25', 'OU:2.75', 'AH:-0.75', 'AH:-0.25', 'AH:0.25'),
        legArbitrary(NON_QUARTER_MARKETS),
        fc.boolean(),
        (quarterKey, other, takeFirst) => {
          const market = parseMarketKey(quarterKey);
          const selection = selectionKeys(market)[takeFirst ? 0 : 1] ?? '';
          const lineOf = (quarters: number): BuilderLeg =>
            market.kind === 'TOTAL_GOALS'
              ? { market: { kind: 'TOTAL_GOALS', lineQuarters: quarters }, selection }
              : { market: { kind: 'ASIAN_HANDICAP', homeLineQuarters: quarters }, selection };
          const quarters = market.kind === 'TOTAL_GOALS' ? market.lineQuarters : 0;
          const line = market.kind === 'ASIAN_HANDICAP' ? market.homeLineQuarters : quarters;
          const whole = builderDistribution(preMatch, [{ market, selection }, other]);
          const lower = builderDistribution(preMatch, [lineOf(line - 1), other]);
          const upper = builderDistribution(preMatch, [lineOf(line + 1), other]);
          // The expected return at any odds o is the average of the two halves' expected returns.
          expect(whole.WON + whole.HALF_WON / 2).toBeCloseTo((lower.WON + upper.WON) / 2, 12);
          expect(whole.VOID + whole.HALF_WON / 2 + whole.HALF_LOST / 2).toBeCloseTo(
            (lower.VOID + upper.VOID) / 2,
            12,
          );
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('pricing a builder', () => {
  it('prices positively correlated legs shorter than the accumulator, negatively correlated ones longer', () => {
    const homeAndOver = [leg('1X2', '1'), leg('OU:2.5', 'OVER')];
    const [home, over] = homeAndOver.map((one) => singleFair(preMatch, one)) as [number, number];
    expect(fairOf(preMatch, homeAndOver)).toBeGreaterThan(home * over);

    const drawAndOver = [leg('1X2', 'X'), leg('OU:2.5', 'OVER')];
    const [draw] = drawAndOver.map((one) => singleFair(preMatch, one)) as [number, number];
    expect(fairOf(preMatch, drawAndOver)).toBeLessThan(draw * over);

    // Offered with the same margin, the builder's odds sit on the same side of the accumulator's.
    const oddsOf = (legs: BuilderLeg[]): number => {
      const price = priceBuilder({ match: preMatch, legs, marginBp });
      return price.status === 'PRICED' ? price.oddsE3 : 0;
    };
    const accumulator = (legs: BuilderLeg[]): number =>
      legs.reduce((product, one) => (product * singleOdds(one)) / ODDS_SCALE, ODDS_SCALE);
    expect(oddsOf(homeAndOver)).toBeLessThan(accumulator(homeAndOver));
    expect(oddsOf(drawAndOver)).toBeGreaterThan(accumulator(drawAndOver));
  });

  it('lays the builder margin proportionally on the fair probability, rounded down onto the ladder', () => {
    const legs = [leg('1X2', '1'), leg('BTTS', 'YES')];
    const priced = (bp: number) => {
      const price = priceBuilder({ match: preMatch, legs, marginBp: bp });
      if (price.status !== 'PRICED') throw new Error('refused');
      return price;
    };
    for (const bp of [0, 500, 1_000, 2_000]) {
      const price = priced(bp);
      expect(price.impliedProbability).toBeCloseTo(price.fairProbability * (1 + bp / BASIS_POINTS), 12);
      expect(price.oddsE3).toBeLessThanOrEqual(ODDS_SCALE / price.impliedProbability + 1e-6);
      // Rounding down takes at most one tick of the ladder.
      expect(price.oddsE3 + tickSizeAt(price.oddsE3)).toBeGreaterThan(ODDS_SCALE / price.impliedProbability);
    }
    expect(priced(1_500).oddsE3).toBeLessThan(priced(500).oddsE3);
    // A long shot keeps the same relative margin: 10 % on a 4 % builder, not most of its price.
    const drawAndOver = priceBuilder({
      match: preMatch,
      legs: [leg('1X2', 'X'), leg('OU:2.5', 'OVER')],
      marginBp: 1_000,
    });
    if (drawAndOver.status !== 'PRICED') throw new Error('refused');
    expect(drawAndOver.impliedProbability / drawAndOver.fairProbability).toBeCloseTo(1.1, 12);
    expect(() => priceBuilder({ match: preMatch, legs, marginBp: 3_001 })).toThrow();
  });

  it('takes pushes into the price: draw no bet with over 2.5 is void on a high-scoring draw', () => {
    const price = priceBuilder({ match: preMatch, legs: [leg('DNB', '1'), leg('OU:2.5', 'OVER')], marginBp });
    if (price.status !== 'PRICED') throw new Error('refused');
    const highDraws = builderDistribution(preMatch, [leg('1X2', 'X'), leg('OU:2.5', 'OVER')]).WON;
    const homeAndOver = builderDistribution(preMatch, [leg('1X2', '1'), leg('OU:2.5', 'OVER')]).WON;
    expect(price.outcomes.VOID).toBeCloseTo(highDraws, 12);
    expect(price.fairProbability).toBeCloseTo(homeAndOver / (1 - highDraws), 12);
  });
});

describe('refusing a builder', () => {
  const refusal = (legs: BuilderLeg[], match: BuilderMatch = preMatch) => {
    const price = priceBuilder({ match, legs, marginBp });
    return price.status === 'REFUSED' ? { reason: price.reason, legIndex: price.legIndex } : price.status;
  };

  it('refuses legs that cannot all win', () => {
    expect(refusal([leg('1X2', '1'), leg('OU:0.5', 'UNDER')])).toEqual({
      reason: 'CONTRADICTORY',
      legIndex: null,
    });
    expect(refusal([leg('CS', '1-0'), leg('CS', '2-0')])).toMatchObject({ reason: 'CONTRADICTORY' });
    expect(refusal([leg('OU:2.5', 'OVER'), leg('OU:2.5', 'UNDER')])).toMatchObject({
      reason: 'CONTRADICTORY',
    });
    expect(refusal([leg('BTTS', 'YES'), leg('CS', '3-0')])).toMatchObject({ reason: 'CONTRADICTORY' });
    expect(refusal([leg('HTFT', '2/2'), leg('DC', '1X')])).toMatchObject({ reason: 'CONTRADICTORY' });
    // Draw no bet on the home side with a draw can only be void or lost: nothing to win.
    expect(refusal([leg('DNB', '1'), leg('1X2', 'X')])).toMatchObject({ reason: 'CONTRADICTORY' });
    // In play, what the score already rules out.
    const twoNil: BuilderMatch = {
      expected,
      state: { minute: 60, score: { home: 2, away: 0 }, halfTimeScore: { home: 1, away: 0 } },
      parameters,
    };
    expect(refusal([leg('OU:1.5', 'UNDER'), leg('BTTS', 'NO')], twoNil)).toMatchObject({
      reason: 'CONTRADICTORY',
    });
    expect(refusal([leg('HTFT', 'X/1'), leg('BTTS', 'NO')], twoNil)).toMatchObject({
      reason: 'CONTRADICTORY',
    });
  });

  it('refuses a leg the others already decide, naming it', () => {
    expect(refusal([leg('1X2', '1'), leg('DC', '1X')])).toEqual({ reason: 'REDUNDANT', legIndex: 1 });
    expect(refusal([leg('OU:1.5', 'OVER'), leg('OU:2.5', 'OVER')])).toEqual({
      reason: 'REDUNDANT',
      legIndex: 0,
    });
    expect(refusal([leg('CS', '2-1'), leg('1X2', '1'), leg('BTTS', 'YES')])).toEqual({
      reason: 'REDUNDANT',
      legIndex: 2,
    });
    expect(refusal([leg('1X2', '1'), leg('DNB', '1')])).toEqual({ reason: 'REDUNDANT', legIndex: 1 });
    expect(refusal([leg('BTTS', 'NO'), leg('BTTS', 'NO')])).toEqual({ reason: 'REDUNDANT', legIndex: 1 });
    const oneNil: BuilderMatch = {
      expected,
      state: { minute: 30, score: { home: 1, away: 0 }, halfTimeScore: null },
      parameters,
    };
    expect(refusal([leg('OU:0.5', 'OVER'), leg('BTTS', 'YES')], oneNil)).toEqual({
      reason: 'REDUNDANT',
      legIndex: 0,
    });
  });

  it('refuses fewer than two legs, more than ten, and two quarter lines', () => {
    expect(refusal([leg('1X2', '1')])).toMatchObject({ reason: 'LEG_COUNT' });
    const eleven = selectionKeys({ kind: 'CORRECT_SCORE' })
      .slice(0, 11)
      .map((selection) => leg('CS', selection));
    expect(refusal(eleven)).toMatchObject({ reason: 'LEG_COUNT' });
    expect(refusal([leg('OU:2.25', 'OVER'), leg('AH:-0.75', '1')])).toMatchObject({
      reason: 'QUARTER_LINES',
    });
    expect(refusal([leg('OU:2.25', 'OVER'), leg('AH:-0.5', '1')])).toBe('PRICED');
  });

  it('refuses a builder so likely that 1.01 would pay more than it is worth', () => {
    // Goalless with moments left: home or draw, and at most one goal. Neither leg implies the other.
    const lateGoalless: BuilderMatch = {
      expected,
      state: { minute: 89.8, score: { home: 0, away: 0 }, halfTimeScore: { home: 0, away: 0 } },
      parameters,
    };
    const legs = [leg('DC', '1X'), leg('OU:1.5', 'UNDER')];
    expect(fairOf({ ...lateGoalless, state: { ...lateGoalless.state, minute: 80 } }, legs)).toBeLessThan(
      ODDS_SCALE / MIN_ODDS_E3,
    );
    expect(refusal(legs, lateGoalless)).toMatchObject({ reason: 'BELOW_MIN_ODDS' });
  });

  it('throws on a selection the market does not have, as single markets do', () => {
    expect(() =>
      priceBuilder({ match: preMatch, legs: [leg('1X2', '1'), leg('BTTS', 'MAYBE')], marginBp }),
    ).toThrow();
  });
});

describe('settling a builder', () => {
  const finished = (home: number, away: number, halfTime: [number, number] | null = null): FinalResult => ({
    status: 'FINISHED',
    fullTime: { home, away },
    halfTime: halfTime ? { home: halfTime[0], away: halfTime[1] } : null,
  });
  const settle = (legs: BuilderLeg[], result: FinalResult): Outcome => settleBuilder({ legs, result });

  it('wins only when every leg wins, loses on any lost leg', () => {
    expect(settle([leg('1X2', '1'), leg('OU:2.5', 'OVER')], finished(2, 1))).toBe('WON');
    expect(settle([leg('1X2', '1'), leg('OU:2.5', 'OVER')], finished(2, 0))).toBe('LOST');
    expect(settle([leg('HTFT', 'X/1'), leg('BTTS', 'YES')], finished(2, 1, [1, 1]))).toBe('WON');
    expect(settle([leg('HTFT', 'X/1'), leg('BTTS', 'YES')], finished(2, 1, [1, 0]))).toBe('LOST');
  });

  it('is void when no leg lost and some leg was void, including an abandoned match', () => {
    expect(settle([leg('DNB', '1'), leg('OU:1.5', 'OVER')], finished(1, 1))).toBe('VOID');
    expect(settle([leg('DNB', '1'), leg('OU:2.5', 'OVER')], finished(1, 1))).toBe('LOST');
    expect(settle([leg('OU:2', 'OVER'), leg('1X2', '1')], finished(2, 0))).toBe('VOID');
    expect(settle([leg('HTFT', '1/1'), leg('1X2', '1')], finished(2, 0))).toBe('VOID');
    expect(settle([leg('HTFT', '1/1'), leg('1X2', '2')], finished(2, 0))).toBe('LOST');
    expect(settle([leg('1X2', '1'), leg('BTTS', 'YES')], { status: 'ABANDONED' })).toBe('VOID');
    expect(settle([leg('1X2', '1'), leg('BTTS', 'YES')], { status: 'CANCELLED' })).toBe('VOID');
  });

  it('half wins or half loses with one quarter-line leg, and pays as a single at the builder’s odds', () => {
    expect(settle([leg('OU:2.25', 'OVER'), leg('1X2', '1')], finished(2, 0))).toBe('HALF_LOST');
    expect(settle([leg('OU:2.25', 'OVER'), leg('1X2', '2')], finished(2, 0))).toBe('LOST');
    expect(settle([leg('AH:-0.75', '1'), leg('BTTS', 'NO')], finished(1, 0))).toBe('HALF_WON');
    expect(settle([leg('AH:-0.75', '1'), leg('DNB', '1'), leg('BTTS', 'NO')], finished(1, 0))).toBe(
      'HALF_WON',
    );
    expect(settle([leg('AH:-0.75', '1'), leg('OU:1', 'OVER')], finished(1, 0))).toBe('VOID');
    expect(settle([leg('AH:-0.25', '2'), leg('OU:0.5', 'UNDER')], finished(0, 0))).toBe('HALF_WON');

    const pay = (outcome: Outcome) =>
      settleBet({
        stakeMinor: 1_000,
        shape: { kind: 'SINGLE' },
        legs: [{ oddsE3: 3_000, outcome }],
        maxPayoutMinor: 50_000_000,
      });
    expect(pay('HALF_WON')).toMatchObject({ returnMinor: 2_000 });
    expect(pay('HALF_LOST')).toMatchObject({ returnMinor: 500 });
    expect(pay('VOID')).toMatchObject({ returnMinor: 1_000 });
  });

  it('combines outcomes as two half stakes, and refuses two half outcomes', () => {
    expect(builderOutcome(['WON', 'WON', 'WON'])).toBe('WON');
    expect(builderOutcome(['HALF_WON', 'VOID'])).toBe('VOID');
    expect(builderOutcome(['HALF_LOST', 'VOID'])).toBe('HALF_LOST');
    expect(builderOutcome(['HALF_LOST', 'LOST'])).toBe('LOST');
    expect(() => builderOutcome(['HALF_WON', 'HALF_LOST'])).toThrow();
    expect(() => settleBuilder({ legs: [leg('1X2', '1')], result: finished(1, 0) })).toThrow();
  });

  it('prices by the rule that settles it: at full time each builder is certain of its settlement', () => {
    fc.assert(
      fc.property(
        fc.array(legArbitrary(NON_QUARTER_MARKETS), { minLength: 2, maxLength: 3 }),
        fc.record({ home: fc.nat(4), away: fc.nat(4) }),
        fc.record({ home: fc.nat(3), away: fc.nat(3) }),
        (legs, halfTime, secondHalf) => {
          const fullTime = { home: halfTime.home + secondHalf.home, away: halfTime.away + secondHalf.away };
          const match: BuilderMatch = {
            expected,
            state: { minute: 90, score: fullTime, halfTimeScore: halfTime },
            parameters,
          };
          const settled = settleBuilder({ legs, result: { status: 'FINISHED', fullTime, halfTime } });
          expect(builderDistribution(match, legs)[settled]).toBeCloseTo(1, 12);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('cashing out a builder', () => {
  it('values the builder as one leg at its odds over its joint distribution now, not as independent legs', () => {
    const legs = [leg('1X2', '1'), leg('OU:2.5', 'OVER')];
    const price = priceBuilder({ match: preMatch, legs, marginBp: 1_000 });
    if (price.status !== 'PRICED') throw new Error('refused');
    const oneNil: BuilderMatch = {
      expected,
      state: { minute: 60, score: { home: 1, away: 0 }, halfTimeScore: { home: 1, away: 0 } },
      parameters,
    };
    const now = builderDistribution(oneNil, legs);
    const value = (shape: 'builder' | 'independent') =>
      cashOutValue({
        stakeMinor: 10_000,
        shape: shape === 'builder' ? { kind: 'SINGLE' } : { kind: 'ACCUMULATOR' },
        legs:
          shape === 'builder'
            ? [{ state: 'OPEN', oddsE3: price.oddsE3, outcomes: now, suspended: false }]
            : legs.map((one) => ({
                state: 'OPEN' as const,
                // Each leg's odds as if the builder's price were split evenly between them.
                oddsE3: Math.round(Math.sqrt(price.oddsE3 / ODDS_SCALE) * ODDS_SCALE),
                outcomes: builderDistribution(oneNil, [one]),
                suspended: false,
              })),
        maxPayoutMinor: 50_000_000,
        marginBp: 0,
      });
    const builder = value('builder');
    expect(builder).toEqual({
      ok: true,
      valueMinor: Math.floor((10_000 * price.oddsE3 * now.WON) / ODDS_SCALE),
    });
    // At 1-0 the home win and a third goal pull together: the independent product undervalues it.
    const independent = value('independent');
    if (!builder.ok || !independent.ok) throw new Error('no value');
    expect(builder.valueMinor).toBeGreaterThan(independent.valueMinor);
  });
});
