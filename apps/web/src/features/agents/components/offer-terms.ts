import { z } from 'zod';
import {
  BASIS_POINTS_WHOLE,
  ContractTerms,
  type ContractType,
  type DividendPeriod,
  type SupportedLanguage,
} from '@platform/contracts';
import { parseMoneyInput } from '@platform/web-kit';
import type { TFunction } from '../../../i18n';

/*
 * The offer form's values and their rules. Money is held as centavos (the money field's value);
 * rates and member counts as the text typed, so a half-typed "1," is not lost. A rate is a
 * percentage with at most two decimals, i.e. whole basis points: "1,5" % is 150 bp.
 */

export type TierValues = {
  periodValidBet: number;
  periodProfitLoss: number;
  betAmount: number;
  activeMembers: string;
  rate: string;
};

export type OfferValues = {
  type: ContractType;
  period: DividendPeriod;
  tiers: TierValues[];
  profitRate: string;
  lossRate: string;
  minimumSingleBet: number;
};

export const emptyTier = (): TierValues => ({
  periodValidBet: 0,
  periodProfitLoss: 0,
  betAmount: 0,
  activeMembers: '1',
  rate: '',
});

export const offerDefaults = (type: ContractType, period: DividendPeriod): OfferValues => ({
  type,
  period,
  tiers: [emptyTier()],
  profitRate: '',
  lossRate: '',
  minimumSingleBet: 0,
});

/**
 * A typed percentage in basis points: hundredths of a percent, which is how the money parser
 * reads an amount ("1,5" → 150), so rates accept the same marks money does. Null when it is none.
 */
export const basisPointsOf = (text: string, language: SupportedLanguage): number | null =>
  text.trim() === '' ? null : parseMoneyInput(text.replace(/%\s*$/u, ''), language);

const countOf = (text: string): number | null =>
  /^\d{1,8}$/u.test(text.trim()) ? Number(text.trim()) : null;

/** The thresholds each tiered type compares from one tier to the next (the contract schema's rule). */
const THRESHOLDS = {
  DIVIDEND: ['periodValidBet', 'periodProfitLoss', 'activeMembers'],
  DAILY_SALARY: ['betAmount', 'activeMembers'],
  HOURLY_SALARY: ['betAmount'],
} as const satisfies Partial<Record<ContractType, ReadonlyArray<keyof TierValues>>>;

const thresholdValue = (tier: TierValues, key: keyof TierValues) =>
  key === 'activeMembers' ? (countOf(tier.activeMembers) ?? 0) : (tier[key] as number);

/** The terms the values describe, for the relay call; rates and counts must already be valid. */
export const termsOf = (values: OfferValues, language: SupportedLanguage): ContractTerms => {
  const rate = (text: string) => basisPointsOf(text, language) ?? 0;
  const count = (text: string) => countOf(text) ?? 0;
  switch (values.type) {
    case 'DIVIDEND':
      return {
        type: 'DIVIDEND',
        dividend: {
          period: values.period,
          tiers: values.tiers.map((tier) => ({
            periodValidBet: tier.periodValidBet,
            periodProfitLoss: tier.periodProfitLoss,
            activeMembers: count(tier.activeMembers),
            rate: rate(tier.rate),
          })),
        },
      };
    case 'DAILY_SALARY':
      return {
        type: 'DAILY_SALARY',
        dailySalary: {
          tiers: values.tiers.map((tier) => ({
            betAmount: tier.betAmount,
            activeMembers: count(tier.activeMembers),
            rate: rate(tier.rate),
          })),
        },
      };
    case 'HOURLY_SALARY':
      return {
        type: 'HOURLY_SALARY',
        hourlySalary: {
          tiers: values.tiers.map((tier) => ({ betAmount: tier.betAmount, rate: rate(tier.rate) })),
        },
      };
    case 'REALTIME_SALARY':
      return {
        type: 'REALTIME_SALARY',
        realtimeSalary: {
          profitRate: rate(values.profitRate),
          lossRate: rate(values.lossRate),
          minimumSingleBet: values.minimumSingleBet,
        },
      };
    default: {
      const unknown: never = values.type;
      return unknown;
    }
  }
};

/**
 * The form's schema, in the current language: each rate and count on its own field, then the
 * ladder rule of the contract schema (each tier needs at least the previous one's thresholds and
 * pays a higher rate) on the very field that breaks it, then the contract schema itself.
 */
export const offerSchema = (t: TFunction, language: SupportedLanguage) => {
  /** The message a typed rate earns, or null when it is a rate. */
  const rateProblem = (text: string) => {
    if (text.trim() === '') return t('contracts.rateRequired');
    const basisPoints = basisPointsOf(text, language);
    if (basisPoints === null) return t('contracts.rateInvalid');
    return basisPoints > BASIS_POINTS_WHOLE ? t('contracts.rateMax') : null;
  };
  const tier = z.object({
    periodValidBet: z.number(),
    periodProfitLoss: z.number(),
    betAmount: z.number(),
    activeMembers: z.string(),
    rate: z.string(),
  });
  // One refinement checks everything, so every message shows at once rather than in rounds.
  return z
    .object({
      type: z.enum(['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY']),
      period: z.enum(['D', 'W', 'H', 'M']),
      tiers: z.array(tier),
      profitRate: z.string(),
      lossRate: z.string(),
      minimumSingleBet: z.number(),
    })
    .superRefine((values, context) => {
      let found = false;
      const report = (path: Array<string | number>, message: string) => {
        found = true;
        context.addIssue({ code: 'custom', path, message });
      };
      if (values.type === 'REALTIME_SALARY') {
        for (const key of ['profitRate', 'lossRate'] as const) {
          const problem = rateProblem(values[key]);
          if (problem) report([key], problem);
        }
      } else {
        const thresholds: ReadonlyArray<keyof TierValues> = THRESHOLDS[values.type];
        values.tiers.forEach((current, index) => {
          const problem = rateProblem(current.rate);
          if (problem) report(['tiers', index, 'rate'], problem);
          if (thresholds.includes('activeMembers') && countOf(current.activeMembers) === null) {
            report(['tiers', index, 'activeMembers'], t('contracts.countInvalid'));
          }
          const previous = values.tiers[index - 1];
          if (!previous) return;
          for (const key of thresholds) {
            if (thresholdValue(current, key) < thresholdValue(previous, key)) {
              report(['tiers', index, key], t('contracts.thresholdLower', { n: index }));
            }
          }
          const rate = basisPointsOf(current.rate, language);
          const previousRate = basisPointsOf(previous.rate, language);
          if (!problem && previousRate !== null && rate !== null && rate <= previousRate) {
            report(['tiers', index, 'rate'], t('contracts.rateNotHigher', { n: index }));
          }
        });
      }
      // What these rules let through must still be terms the server's schema accepts (the bounds
      // of amounts, the number of tiers): the same schema decides here.
      if (!found && !ContractTerms.safeParse(termsOf(values, language)).success) {
        report(['root'], t('contracts.termsInvalid'));
      }
    });
};
