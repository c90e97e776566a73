import {
  FACTOR_DENOMINATOR,
  assertBet,
  betLines,
  legFactorNumerator,
  settleBet,
  type BetLeg,
  type BetShape,
} from './bet-payout.js';
import { SportsbookInputError } from './input-error.js';
import { BASIS_POINTS } from './margin.js';
import { OUTCOMES, type Outcome, type OutcomeDistribution } from './outcome.js';

/**
 * Cash-out: the bet's fair value now, less a margin, paid at once to close it.
 *
 * Fair value = Σ over the bet's lines of (stake / lines) × Π E[factor of each leg], where a settled
 * leg's factor is known (bet-payout.ts) and an open leg's expected factor is Σ P(outcome) × factor
 * over the current fair probabilities of its selection (markets.ts). Legs are taken as
 * independent, which holds for legs on different matches; a bet builder's legs on one match need
 * the joint probability and are not priced here.
 *
 * The max payout: when the bet could return more than it, the value is scaled by max payout /
 * most the bet can still return. That is exact for a bet that either pays its most or nothing (a
 * single or accumulator of plain win-or-lose legs) and below the capped expectation otherwise, so
 * the cap can never make cash-out pay more than the bet is worth.
 *
 * Then the cash-out margin is taken and the value floored to the centavo once.
 */

export type CashOutLeg =
  | { state: 'SETTLED'; oddsE3: number; outcome: Outcome }
  | { state: 'OPEN'; oddsE3: number; outcomes: OutcomeDistribution; suspended: boolean };

export type CashOutInput = {
  stakeMinor: number;
  shape: BetShape;
  legs: readonly CashOutLeg[];
  maxPayoutMinor: number;
  /** Kept from the fair value, in basis points: 300 pays 97 % of it. */
  marginBp: number;
};

/**
 * - MARKET_SUSPENDED: an open leg's market is suspended, so there is no price to value it at.
 * - BET_DECIDED: no line depends on an open leg any more; the bet is settled, not cashed out.
 * - NOTHING_TO_PAY: the value floors to zero centavos.
 */
export type CashOutRefusal = 'MARKET_SUSPENDED' | 'BET_DECIDED' | 'NOTHING_TO_PAY';

export type CashOutQuote = { ok: true; valueMinor: number } | { ok: false; reason: CashOutRefusal };

export type PartialCashOutQuote =
  { ok: true; valueMinor: number; remainingStakeMinor: number } | { ok: false; reason: CashOutRefusal };

export const MAX_CASH_OUT_MARGIN_BP = 2_000;

const asBetLeg = (leg: CashOutLeg): BetLeg =>
  leg.state === 'SETTLED'
    ? { oddsE3: leg.oddsE3, outcome: leg.outcome }
    : { oddsE3: leg.oddsE3, outcome: 'OPEN' };

const factorOf = (oddsE3: number, outcome: Outcome): number =>
  Number(legFactorNumerator({ oddsE3, outcome })) / Number(FACTOR_DENOMINATOR);

const expectedFactor = (leg: CashOutLeg): number => {
  if (leg.state === 'SETTLED') return factorOf(leg.oddsE3, leg.outcome);
  return OUTCOMES.reduce((sum, outcome) => sum + leg.outcomes[outcome] * factorOf(leg.oddsE3, outcome), 0);
};

/** Winning is the best a leg can still do: odds ≥ 1 put WON above every other outcome. */
const bestFactor = (leg: CashOutLeg): number =>
  leg.state === 'SETTLED' ? factorOf(leg.oddsE3, leg.outcome) : factorOf(leg.oddsE3, 'WON');

/** stake / lines × Σ over lines of the product of the legs' factors. */
const betValue = (input: CashOutInput, factors: readonly number[]): number => {
  const lines = betLines(input.shape, input.legs.length);
  const perStake = lines.reduce(
    (sum, line) => sum + line.reduce((product, index) => product * (factors[index] ?? 0), 1),
    0,
  );
  return (input.stakeMinor * perStake) / lines.length;
};

const assertCashOut = (input: CashOutInput): void => {
  const legs = input.legs.map(asBetLeg);
  assertBet({ ...input, legs });
  if (!Number.isInteger(input.marginBp) || input.marginBp < 0 || input.marginBp > MAX_CASH_OUT_MARGIN_BP) {
    throw new SportsbookInputError('CASH_OUT_MARGIN_OUT_OF_RANGE', `${input.marginBp} bp`);
  }
  for (const leg of input.legs) {
    if (leg.state !== 'OPEN') continue;
    const values = OUTCOMES.map((outcome) => leg.outcomes[outcome]);
    const total = values.reduce((sum, p) => sum + p, 0);
    if (values.some((p) => !(p >= 0)) || Math.abs(total - 1) > 1e-9) {
      throw new SportsbookInputError('OUTCOME_PROBABILITIES_INVALID', values.join(','));
    }
  }
};

/** The value after the margin, before flooring: the partial cash-out scales this, not a floored figure. */
const cashOutWorth = (
  input: CashOutInput,
): { ok: true; worth: number } | { ok: false; reason: CashOutRefusal } => {
  assertCashOut(input);
  const settlement = settleBet({ ...input, legs: input.legs.map(asBetLeg) });
  if (settlement.status === 'SETTLED') return { ok: false, reason: 'BET_DECIDED' };
  if (input.legs.some((leg) => leg.state === 'OPEN' && leg.suspended))
    return { ok: false, reason: 'MARKET_SUSPENDED' };
  const expected = betValue(input, input.legs.map(expectedFactor));
  const most = betValue(input, input.legs.map(bestFactor));
  const fairValue = expected * Math.min(1, input.maxPayoutMinor / most);
  return { ok: true, worth: (fairValue * (BASIS_POINTS - input.marginBp)) / BASIS_POINTS };
};

export const cashOutValue = (input: CashOutInput): CashOutQuote => {
  const worth = cashOutWorth(input);
  if (!worth.ok) return worth;
  const valueMinor = Math.floor(worth.worth);
  return valueMinor > 0 ? { ok: true, valueMinor } : { ok: false, reason: 'NOTHING_TO_PAY' };
};

/**
 * Cashes out `partStakeMinor` of the stake: pays that share of the value and leaves the bet open
 * on the remaining stake, with the same legs and odds. The whole stake is a full cash-out.
 */
export const partialCashOut = (input: CashOutInput & { partStakeMinor: number }): PartialCashOutQuote => {
  const { partStakeMinor, stakeMinor } = input;
  if (!Number.isSafeInteger(partStakeMinor) || partStakeMinor <= 0 || partStakeMinor > stakeMinor) {
    throw new SportsbookInputError('CASH_OUT_PART_INVALID', `${partStakeMinor} of ${stakeMinor}`);
  }
  const worth = cashOutWorth(input);
  if (!worth.ok) return worth;
  const valueMinor = Math.floor((worth.worth * partStakeMinor) / stakeMinor);
  if (valueMinor <= 0) return { ok: false, reason: 'NOTHING_TO_PAY' };
  return { ok: true, valueMinor, remainingStakeMinor: stakeMinor - partStakeMinor };
};
