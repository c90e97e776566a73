import { describe, expect, it } from 'vitest';
import { CONTRACT_ACTIONS, CONTRACT_TYPES } from './agent-contract-lists.js';
import { ContractOfferRequest, ContractTerms } from './agent-contracts.js';
import { ERROR_CATALOGUE, ERROR_MESSAGES } from './errors.js';

const daily = (tiers: Array<{ betAmount: number; activeMembers: number; rate: number }>) => ({
  type: 'DAILY_SALARY',
  dailySalary: { tiers },
});

describe('agent contract terms', () => {
  it('takes each type’s terms in integer centavos and basis points', () => {
    for (const terms of [
      {
        type: 'DIVIDEND',
        dividend: {
          period: 'H',
          tiers: [
            { periodValidBet: 100_000, periodProfitLoss: 10_000, activeMembers: 2, rate: 2000 },
            { periodValidBet: 500_000, periodProfitLoss: 50_000, activeMembers: 3, rate: 3000 },
          ],
        },
      },
      daily([{ betAmount: 50_000, activeMembers: 1, rate: 100 }]),
      { type: 'HOURLY_SALARY', hourlySalary: { tiers: [{ betAmount: 20_000, rate: 50 }] } },
      { type: 'REALTIME_SALARY', realtimeSalary: { profitRate: 40, lossRate: 80, minimumSingleBet: 5_000 } },
    ]) {
      expect(ContractTerms.safeParse(terms).success, terms.type).toBe(true);
    }
  });

  it('refuses tiers out of order, a rate above 100 %, fractions and an unknown period', () => {
    const refused = [
      daily([
        { betAmount: 200_000, activeMembers: 2, rate: 150 },
        { betAmount: 50_000, activeMembers: 1, rate: 200 },
      ]),
      daily([
        { betAmount: 50_000, activeMembers: 1, rate: 150 },
        { betAmount: 200_000, activeMembers: 2, rate: 150 },
      ]),
      daily([]),
      daily([{ betAmount: 50_000, activeMembers: 1, rate: 10_001 }]),
      daily([{ betAmount: 500.5, activeMembers: 1, rate: 100 }]),
      { type: 'REALTIME_SALARY', realtimeSalary: { profitRate: 0.5, lossRate: 80, minimumSingleBet: 0 } },
      { type: 'REALTIME_SALARY', realtimeSalary: { profitRate: 40, lossRate: 80, minimumSingleBet: -1 } },
      {
        type: 'DIVIDEND',
        dividend: {
          period: 'Y',
          tiers: [{ periodValidBet: 0, periodProfitLoss: 0, activeMembers: 0, rate: 1 }],
        },
      },
      { type: 'DAILY_SALARY', hourlySalary: { tiers: [{ betAmount: 1, rate: 1 }] } },
    ];
    for (const terms of refused)
      expect(ContractTerms.safeParse(terms).success, JSON.stringify(terms)).toBe(false);
  });

  it('offers by account name with a request id', () => {
    const terms = daily([{ betAmount: 0, activeMembers: 0, rate: 1 }]);
    expect(
      ContractOfferRequest.safeParse({
        requestId: '123e4567-e89b-42d3-a456-426614174000',
        account: ' ana ',
        terms,
      }).data?.account,
    ).toBe('ana');
    expect(ContractOfferRequest.safeParse({ requestId: 'x', account: 'ana', terms }).success).toBe(false);
  });

  it('names a relay action for each type, and a translated message for each contract refusal', () => {
    expect(Object.keys(CONTRACT_ACTIONS).sort()).toEqual([...CONTRACT_TYPES].sort());
    const codes = Object.keys(ERROR_CATALOGUE).filter((code) => code.startsWith('contract-'));
    expect(codes.length).toBeGreaterThanOrEqual(9);
    for (const code of codes) {
      const messages = [ERROR_MESSAGES.EN, ERROR_MESSAGES.PT, ERROR_MESSAGES.CN].map(
        (catalogue) => catalogue[code as keyof typeof catalogue],
      );
      expect(new Set(messages).size, code).toBe(3);
    }
  });
});
