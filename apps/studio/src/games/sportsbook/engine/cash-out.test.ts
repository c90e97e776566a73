import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kFromN, namedSystem, type BetShape } from './bet-payout.js';
import { cashOutValue, partialCashOut, type CashOutInput, type CashOutLeg } from './cash-out.js';
import { DEFAULT_FOOTBALL_MODEL, KICK_OFF, scoreOutlook, type MatchState } from './football-model.js';
import { SportsbookInputError } from './input-error.js';
import { priceMarket } from './margin.js';
import { fairMarkets } from './markets.js';
import { emptyDistribution, type OutcomeDistribution } from './outcome.js';

const winOrLose = (probability: number): OutcomeDistribution => ({
  ...emptyDistribution(),
  WON: probability,
  LOST: 1 - probability,
});

const open = (oddsE3: number, probability: number, suspended = false): CashOutLeg => ({
  state: 'OPEN',
  oddsE3,
  outcomes: winOrLose(probability),
  suspended,
});

const bet = (legs: CashOutLeg[], overrides: Partial<CashOutInput> = {}): CashOutInput => ({
  stakeMinor: 1_000,
  shape: legs.length === 1 ? { kind: 'SINGLE' } : { kind: 'ACCUMULATOR' },
  legs,
  maxPayoutMinor: 10_000_000,
  marginBp: 0,
  ...overrides,
});

const valueOf = (input: CashOutInput): number => {
  const quote = cashOutValue(input);
  if (!quote.ok) throw new Error(quote.reason);
  return quote.valueMinor;
};

describe('cash-out value', () => {
  it('is the stake for a bet at fair odds with no margin, less the margin otherwise', () => {
    expect(valueOf(bet([open(2_000, 0.5)]))).toBe(1_000);
    expect(valueOf(bet([open(2_000, 0.5)], { marginBp: 300 }))).toBe(970);
    expect(valueOf(bet([open(3_000, 0.5)], { marginBp: 500 }))).toBe(1_425); // 1500 × 0.95
  });

  it('is the stake for any shape of bet whose open legs are all at fair odds (no margin)', () => {
    const shapes: Array<[BetShape, number]> = [
      [{ kind: 'ACCUMULATOR' }, 3],
      [namedSystem('TRIXIE'), 3],
      [namedSystem('LUCKY_15'), 4],
      [kFromN(2), 5],
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...shapes),
        fc.array(fc.integer({ min: 100, max: 900 }), { minLength: 5, maxLength: 5 }),
        ([shape, legCount], permille) => {
          // Whole-thousandth odds near 1 / p, and the probability that makes them exactly fair.
          const legs = permille.slice(0, legCount).map((p) => {
            const oddsE3 = Math.round(1_000_000 / p);
            return open(oddsE3, 1_000 / oddsE3);
          });
          // A max payout the bet cannot reach, so only the fair value counts.
          const value = valueOf({ ...bet(legs), shape, stakeMinor: 100_000, maxPayoutMinor: 10 ** 12 });
          expect(Math.abs(value - 100_000)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('values a quarter-line leg from all its outcomes', () => {
    const asianLeg: CashOutLeg = {
      state: 'OPEN',
      oddsE3: 1_900,
      outcomes: { ...emptyDistribution(), WON: 0.45, HALF_LOST: 0.25, LOST: 0.3 },
      suspended: false,
    };
    // 0.45 × 1.90 + 0.25 × 0.5 = 0.98 of the stake.
    expect(valueOf(bet([asianLeg]))).toBe(980);
  });

  it('rises when the bet’s selection becomes more likely: a home goal for a bet on the home win', () => {
    const expected = { home: 1.4, away: 1.2 };
    const parameters = DEFAULT_FOOTBALL_MODEL;
    const homeWinAt = (state: MatchState) => {
      const fair = fairMarkets(scoreOutlook({ expected, state, parameters }), [{ kind: 'MATCH_RESULT' }])[0];
      const home = fair?.selections[0];
      if (!fair || !home) throw new Error('no 1X2');
      return { fair, home };
    };
    const preMatch = priceMarket(homeWinAt(KICK_OFF).fair);
    if (preMatch.status !== 'PRICED') throw new Error('not priced');
    const oddsE3 = preMatch.market.selections[0]?.oddsE3 ?? 0;
    const valueAt = (state: MatchState) =>
      valueOf(
        bet([{ state: 'OPEN', oddsE3, outcomes: homeWinAt(state).home.outcomes, suspended: false }], {
          marginBp: 500,
        }),
      );
    const level = valueAt({ minute: 30, score: { home: 0, away: 0 }, halfTimeScore: null });
    const ahead = valueAt({ minute: 30, score: { home: 1, away: 0 }, halfTimeScore: null });
    const behind = valueAt({ minute: 30, score: { home: 0, away: 1 }, halfTimeScore: null });
    expect(ahead).toBeGreaterThan(level);
    expect(behind).toBeLessThan(level);
    // At kick-off the cash-out is worth less than the stake: the book's margin and the cash-out margin.
    expect(valueAt(KICK_OFF)).toBeLessThan(1_000);
  });

  it('rises when an accumulator leg has already won', () => {
    const otherLeg = open(2_400, 0.4);
    const stillOpen = valueOf(bet([open(2_000, 0.5), otherLeg], { marginBp: 500 }));
    const alreadyWon = valueOf(
      bet([{ state: 'SETTLED', oddsE3: 2_000, outcome: 'WON' }, otherLeg], { marginBp: 500 }),
    );
    expect(alreadyWon).toBeGreaterThan(stillOpen);
    expect(alreadyWon).toBe(Math.floor(1_000 * 2 * 2.4 * 0.4 * 0.95));
  });

  it('counts a void leg as 1.00 and a half-won leg as (odds + 1) / 2', () => {
    const otherLeg = open(2_000, 0.5);
    expect(valueOf(bet([{ state: 'SETTLED', oddsE3: 3_000, outcome: 'VOID' }, otherLeg]))).toBe(1_000);
    expect(valueOf(bet([{ state: 'SETTLED', oddsE3: 3_000, outcome: 'HALF_WON' }, otherLeg]))).toBe(2_000);
  });

  it('scales down by the max payout a bet could not be paid beyond', () => {
    // 1000 at 1000.00 with a 0.1 % chance: worth 1000 uncapped, but it could only ever pay 100,000.
    expect(valueOf(bet([open(1_000_000, 0.001)], { maxPayoutMinor: 100_000 }))).toBe(100);
  });

  it('is refused while a leg’s market is suspended, once the bet is decided, or when it is worth nothing', () => {
    expect(cashOutValue(bet([open(2_000, 0.5, true), open(2_000, 0.5)]))).toEqual({
      ok: false,
      reason: 'MARKET_SUSPENDED',
    });
    expect(
      cashOutValue(bet([{ state: 'SETTLED', oddsE3: 2_000, outcome: 'LOST' }, open(2_000, 0.5)])),
    ).toEqual({ ok: false, reason: 'BET_DECIDED' });
    expect(cashOutValue(bet([{ state: 'SETTLED', oddsE3: 2_000, outcome: 'WON' }]))).toEqual({
      ok: false,
      reason: 'BET_DECIDED',
    });
    expect(cashOutValue(bet([open(2_000, 0.0001)], { stakeMinor: 10 }))).toEqual({
      ok: false,
      reason: 'NOTHING_TO_PAY',
    });
  });

  it('refuses probabilities that are not a distribution and a margin out of range', () => {
    const broken: CashOutLeg = { state: 'OPEN', oddsE3: 2_000, outcomes: winOrLose(1.2), suspended: false };
    expect(() => cashOutValue(bet([broken]))).toThrow(SportsbookInputError);
    expect(() => cashOutValue(bet([open(2_000, 0.5)], { marginBp: 2_001 }))).toThrow(SportsbookInputError);
  });
});

describe('partial cash-out', () => {
  it('of 50 % pays half the value and leaves half the stake', () => {
    const input = bet([open(2_500, 0.55)], { marginBp: 400 });
    const full = valueOf(input);
    const half = partialCashOut({ ...input, partStakeMinor: 500 });
    expect(half).toEqual({ ok: true, valueMinor: Math.floor(full / 2), remainingStakeMinor: 500 });
    const rest = cashOutValue({ ...input, stakeMinor: 500 });
    expect(rest).toEqual({ ok: true, valueMinor: Math.floor(full / 2) });
  });

  it('of the whole stake is the full cash-out', () => {
    const input = bet([open(2_500, 0.55)], { marginBp: 400 });
    expect(partialCashOut({ ...input, partStakeMinor: 1_000 })).toEqual({
      ok: true,
      valueMinor: valueOf(input),
      remainingStakeMinor: 0,
    });
  });

  it('is refused for the same reasons, and for a part that is not within the stake', () => {
    expect(partialCashOut({ ...bet([open(2_000, 0.5, true)]), partStakeMinor: 500 })).toEqual({
      ok: false,
      reason: 'MARKET_SUSPENDED',
    });
    for (const partStakeMinor of [0, 1_001, 2.5]) {
      expect(() => partialCashOut({ ...bet([open(2_000, 0.5)]), partStakeMinor })).toThrow(
        SportsbookInputError,
      );
    }
  });
});
