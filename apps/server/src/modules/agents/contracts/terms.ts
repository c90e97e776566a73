import type { ContractTerms, ErrorCode } from '@platform/contracts';

/** The refusals of the contract rules, all from the error catalogue (packages/contracts errors.ts). */
export type ContractErrorCode = Extract<ErrorCode, `contract-${string}`>;

/**
 * A team's figures for one period: the holder itself plus every member below it. `profitLoss` is
 * the members' P&L (payouts minus stakes), so the house's net result is its negative.
 */
export type TeamFigures = {
  members: number;
  validBet: number;
  profitLoss: number;
  houseResult: number;
  activeMembers: number;
  firstDeposits: number;
};

/** The tier a team reached (index into the terms' tiers, lowest first) and its rate; null and 0 when none. */
export type TierMatch = { tier: number | null; rate: number };

const NO_TIER: TierMatch = { tier: null, rate: 0 };

const highestTier = <Tier extends { rate: number }>(
  tiers: readonly Tier[],
  reached: (tier: Tier) => boolean,
): TierMatch => {
  // Tiers ascend (the schema refuses any other order), so the last one reached pays the most.
  for (let index = tiers.length - 1; index >= 0; index -= 1) {
    const tier = tiers[index]!;
    if (reached(tier)) return { tier: index, rate: tier.rate };
  }
  return NO_TIER;
};

/** The settled-by-period types: everything but the real-time salary, which is settled per bet. */
export type PeriodContractTerms = Exclude<ContractTerms, { type: 'REALTIME_SALARY' }>;

/** The tier a team's period figures reach under a dividend, daily or hourly salary contract. */
export const tierFor = (terms: PeriodContractTerms, team: TeamFigures): TierMatch => {
  switch (terms.type) {
    case 'DIVIDEND':
      return highestTier(
        terms.dividend.tiers,
        (tier) =>
          team.validBet >= tier.periodValidBet &&
          team.houseResult >= tier.periodProfitLoss &&
          team.activeMembers >= tier.activeMembers,
      );
    case 'DAILY_SALARY':
      return highestTier(
        terms.dailySalary.tiers,
        (tier) => team.validBet >= tier.betAmount && team.activeMembers >= tier.activeMembers,
      );
    case 'HOURLY_SALARY':
      return highestTier(terms.hourlySalary.tiers, (tier) => team.validBet >= tier.betAmount);
    default: {
      const unknown: never = terms;
      throw new RangeError(`unknown period contract ${JSON.stringify(unknown)}`);
    }
  }
};

/** The best rate the terms can pay: the top tier's, or the real-time salary's higher rate. */
export const headlineRate = (terms: ContractTerms): number => {
  switch (terms.type) {
    case 'DIVIDEND':
      return Math.max(...terms.dividend.tiers.map((tier) => tier.rate));
    case 'DAILY_SALARY':
      return Math.max(...terms.dailySalary.tiers.map((tier) => tier.rate));
    case 'HOURLY_SALARY':
      return Math.max(...terms.hourlySalary.tiers.map((tier) => tier.rate));
    case 'REALTIME_SALARY':
      return Math.max(terms.realtimeSalary.profitRate, terms.realtimeSalary.lossRate);
    default: {
      const unknown: never = terms;
      throw new RangeError(`unknown contract terms ${JSON.stringify(unknown)}`);
    }
  }
};

/**
 * Whether `next` pays a higher rate than `current` (same type), the condition for accepting it
 * over a contract in force. A real-time salary is higher only when neither of its rates is lower
 * and one is higher: trading a better loss rate for a worse profit rate is a different deal, to be
 * reached by ending the current contract first.
 */
export const isHigherRate = (next: ContractTerms, current: ContractTerms): boolean => {
  if (next.type === 'REALTIME_SALARY' && current.type === 'REALTIME_SALARY') {
    const a = next.realtimeSalary;
    const b = current.realtimeSalary;
    return (
      a.profitRate >= b.profitRate &&
      a.lossRate >= b.lossRate &&
      (a.profitRate > b.profitRate || a.lossRate > b.lossRate)
    );
  }
  return next.type === current.type && headlineRate(next) > headlineRate(current);
};

/**
 * Null when a downline's terms fit inside its upline's in-force terms of the same type, else the
 * refusal: a downline's rate never exceeds its upline's, a dividend settles on the upline's period
 * (the difference rule compares the same period), and a real-time salary never counts bets smaller
 * than the upline's minimum. Tiered terms compare their top rates; a period in which a downline's
 * team reaches a better tier than its upline's is capped at the upline's rate when settled.
 */
export const checkWithinUpline = (
  downline: ContractTerms,
  upline: ContractTerms,
): ContractErrorCode | null => {
  switch (downline.type) {
    case 'DIVIDEND':
      if (upline.type !== 'DIVIDEND') return 'contract-upline-has-none';
      if (downline.dividend.period !== upline.dividend.period) return 'contract-period-mismatch';
      return headlineRate(downline) <= headlineRate(upline) ? null : 'contract-rate-above-upline';
    case 'DAILY_SALARY':
    case 'HOURLY_SALARY':
      if (upline.type !== downline.type) return 'contract-upline-has-none';
      return headlineRate(downline) <= headlineRate(upline) ? null : 'contract-rate-above-upline';
    case 'REALTIME_SALARY': {
      if (upline.type !== 'REALTIME_SALARY') return 'contract-upline-has-none';
      const own = downline.realtimeSalary;
      const above = upline.realtimeSalary;
      return own.profitRate <= above.profitRate &&
        own.lossRate <= above.lossRate &&
        own.minimumSingleBet >= above.minimumSingleBet
        ? null
        : 'contract-rate-above-upline';
    }
    default: {
      const unknown: never = downline;
      throw new RangeError(`unknown contract terms ${JSON.stringify(unknown)}`);
    }
  }
};
