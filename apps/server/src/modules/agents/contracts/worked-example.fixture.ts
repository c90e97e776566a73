import type { ContractTerms, ContractType } from '@platform/contracts';

/**
 * The worked example of docs/agents.md "Contracts", in one place: the doc quotes these numbers
 * and worked-example.test.ts settles the inputs and finds exactly the expected figures (and checks
 * the doc's tables show them). Money in centavos, rates in basis points, times in Brasília (−03:00).
 *
 * Tree: the operator → agent A → sub-agent B → members b1, b2; A also has a direct member a1.
 * Week: Monday 23 to Sunday 29 November 2026 (W:2026-11-23).
 */
export const EXAMPLE_WEEK = '2026-11-23T00:00:00-03:00';

/** Member → direct upline (A is a top agent: its contracts come from the operator). */
export const EXAMPLE_TREE: ReadonlyArray<[string, string | null]> = [
  ['A', null],
  ['B', 'A'],
  ['a1', 'A'],
  ['b1', 'B'],
  ['b2', 'B'],
];

export const EXAMPLE_FIRST_DEPOSITS: ReadonlyArray<[string, string]> = [
  ['a1', '2026-11-23T10:00:00-03:00'],
  ['b2', '2026-11-24T09:00:00-03:00'],
];

/** Every bet of the week, settled at `settledAt`; valid bet = stake, the member's P&L = payout − stake. */
export const EXAMPLE_BETS = [
  { betId: 'g01', memberId: 'b1', settledAt: '2026-11-23T20:01:00-03:00', stake: 50_000, payout: 0 },
  { betId: 'g02', memberId: 'b1', settledAt: '2026-11-23T20:03:00-03:00', stake: 30_000, payout: 45_000 },
  { betId: 'g03', memberId: 'b2', settledAt: '2026-11-23T20:04:00-03:00', stake: 8_033, payout: 0 },
  { betId: 'g04', memberId: 'a1', settledAt: '2026-11-24T14:10:00-03:00', stake: 180_000, payout: 120_000 },
  { betId: 'g05', memberId: 'b2', settledAt: '2026-11-24T14:12:00-03:00', stake: 40_000, payout: 100_000 },
  { betId: 'g06', memberId: 'B', settledAt: '2026-11-25T09:30:00-03:00', stake: 20_000, payout: 0 },
  { betId: 'g07', memberId: 'b1', settledAt: '2026-11-26T21:15:00-03:00', stake: 150_000, payout: 90_000 },
  { betId: 'g08', memberId: 'a1', settledAt: '2026-11-27T18:40:00-03:00', stake: 60_000, payout: 100_000 },
  { betId: 'g09', memberId: 'b2', settledAt: '2026-11-28T22:05:00-03:00', stake: 25_000, payout: 0 },
  { betId: 'g10', memberId: 'a1', settledAt: '2026-11-29T11:00:00-03:00', stake: 15_000, payout: 0 },
  { betId: 'g11', memberId: 'b1', settledAt: '2026-11-29T11:02:00-03:00', stake: 4_000, payout: 10_000 },
] as const;

/** The contracts in force all week: A's from the operator, B's from A (each within A's). */
export const EXAMPLE_CONTRACTS: Record<ContractType, { A: ContractTerms; B: ContractTerms }> = {
  DIVIDEND: {
    A: {
      type: 'DIVIDEND',
      dividend: {
        period: 'W',
        tiers: [
          { periodValidBet: 100_000, periodProfitLoss: 10_000, activeMembers: 2, rate: 2000 },
          { periodValidBet: 500_000, periodProfitLoss: 50_000, activeMembers: 3, rate: 3000 },
        ],
      },
    },
    B: {
      type: 'DIVIDEND',
      dividend: {
        period: 'W',
        tiers: [
          { periodValidBet: 0, periodProfitLoss: 0, activeMembers: 1, rate: 1000 },
          { periodValidBet: 200_000, periodProfitLoss: 20_000, activeMembers: 2, rate: 2500 },
        ],
      },
    },
  },
  DAILY_SALARY: {
    A: {
      type: 'DAILY_SALARY',
      dailySalary: {
        tiers: [
          { betAmount: 50_000, activeMembers: 1, rate: 100 },
          { betAmount: 200_000, activeMembers: 2, rate: 150 },
        ],
      },
    },
    B: { type: 'DAILY_SALARY', dailySalary: { tiers: [{ betAmount: 50_000, activeMembers: 1, rate: 80 }] } },
  },
  HOURLY_SALARY: {
    A: { type: 'HOURLY_SALARY', hourlySalary: { tiers: [{ betAmount: 20_000, rate: 50 }] } },
    B: { type: 'HOURLY_SALARY', hourlySalary: { tiers: [{ betAmount: 20_000, rate: 30 }] } },
  },
  REALTIME_SALARY: {
    A: { type: 'REALTIME_SALARY', realtimeSalary: { profitRate: 40, lossRate: 80, minimumSingleBet: 5_000 } },
    B: {
      type: 'REALTIME_SALARY',
      realtimeSalary: { profitRate: 20, lossRate: 50, minimumSingleBet: 10_000 },
    },
  },
};

/** The week's team figures of A and B. */
export const EXPECTED_WEEK_TEAMS = {
  A: {
    members: 5,
    validBet: 582_033,
    profitLoss: -117_033,
    houseResult: 117_033,
    activeMembers: 4,
    firstDeposits: 2,
  },
  B: {
    members: 3,
    validBet: 327_033,
    profitLoss: -82_033,
    houseResult: 82_033,
    activeMembers: 3,
    firstDeposits: 1,
  },
};

/** The weekly dividend: tier reached (0 = lowest), rate, base (the team's net house result), amount. */
export const EXPECTED_DIVIDEND = {
  A: { tier: 1, effectiveRate: 3000, base: 117_033, amount: 14_601 },
  B: { tier: 1, effectiveRate: 2500, base: 82_033, amount: 20_508 },
};

/** Per period that had bets: each holder's base (its team's valid bet), effective rate and amount. */
type Earned = { base: number; rate: number; amount: number };
export type ExpectedSalaryRow = { period: string; A: Earned; B: Earned };

export const EXPECTED_DAILY_SALARY: ExpectedSalaryRow[] = [
  {
    period: 'D:2026-11-23',
    A: { base: 88_033, rate: 100, amount: 176 },
    B: { base: 88_033, rate: 80, amount: 704 },
  },
  {
    period: 'D:2026-11-24',
    A: { base: 220_000, rate: 150, amount: 3_300 },
    B: { base: 40_000, rate: 0, amount: 0 },
  },
  {
    period: 'D:2026-11-25',
    A: { base: 20_000, rate: 0, amount: 0 },
    B: { base: 20_000, rate: 0, amount: 0 },
  },
  {
    period: 'D:2026-11-26',
    A: { base: 150_000, rate: 100, amount: 300 },
    B: { base: 150_000, rate: 80, amount: 1_200 },
  },
  { period: 'D:2026-11-27', A: { base: 60_000, rate: 100, amount: 600 }, B: { base: 0, rate: 0, amount: 0 } },
  {
    period: 'D:2026-11-28',
    A: { base: 25_000, rate: 0, amount: 0 },
    B: { base: 25_000, rate: 0, amount: 0 },
  },
  { period: 'D:2026-11-29', A: { base: 19_000, rate: 0, amount: 0 }, B: { base: 4_000, rate: 0, amount: 0 } },
];

export const EXPECTED_HOURLY_SALARY: ExpectedSalaryRow[] = [
  {
    period: 'HOUR:2026-11-23T20',
    A: { base: 88_033, rate: 50, amount: 176 },
    B: { base: 88_033, rate: 30, amount: 264 },
  },
  {
    period: 'HOUR:2026-11-24T14',
    A: { base: 220_000, rate: 50, amount: 980 },
    B: { base: 40_000, rate: 30, amount: 120 },
  },
  {
    period: 'HOUR:2026-11-25T09',
    A: { base: 20_000, rate: 50, amount: 40 },
    B: { base: 20_000, rate: 30, amount: 60 },
  },
  {
    period: 'HOUR:2026-11-26T21',
    A: { base: 150_000, rate: 50, amount: 300 },
    B: { base: 150_000, rate: 30, amount: 450 },
  },
  {
    period: 'HOUR:2026-11-27T18',
    A: { base: 60_000, rate: 50, amount: 300 },
    B: { base: 0, rate: 0, amount: 0 },
  },
  {
    period: 'HOUR:2026-11-28T22',
    A: { base: 25_000, rate: 50, amount: 50 },
    B: { base: 25_000, rate: 30, amount: 75 },
  },
  {
    period: 'HOUR:2026-11-29T11',
    A: { base: 19_000, rate: 0, amount: 0 },
    B: { base: 4_000, rate: 0, amount: 0 },
  },
];

/** Per 5-minute window that had bets: each holder's amount and the bets it was paid on, with the rate (difference). */
export type ExpectedRealtimeRow = {
  period: string;
  A: { amount: number; bets: Array<[string, number]> };
  B: { amount: number; bets: Array<[string, number]> };
};

export const EXPECTED_REALTIME_SALARY: ExpectedRealtimeRow[] = [
  {
    period: 'FIVE_MINUTES:2026-11-23T20:00',
    A: {
      amount: 274,
      bets: [
        ['g01', 30],
        ['g02', 20],
        ['g03', 80],
      ],
    },
    B: {
      amount: 310,
      bets: [
        ['g01', 50],
        ['g02', 20],
      ],
    },
  },
  {
    period: 'FIVE_MINUTES:2026-11-24T14:10',
    A: {
      amount: 1_520,
      bets: [
        ['g04', 80],
        ['g05', 20],
      ],
    },
    B: { amount: 80, bets: [['g05', 20]] },
  },
  {
    period: 'FIVE_MINUTES:2026-11-25T09:30',
    A: { amount: 60, bets: [['g06', 30]] },
    B: { amount: 100, bets: [['g06', 50]] },
  },
  {
    period: 'FIVE_MINUTES:2026-11-26T21:15',
    A: { amount: 450, bets: [['g07', 30]] },
    B: { amount: 750, bets: [['g07', 50]] },
  },
  {
    period: 'FIVE_MINUTES:2026-11-27T18:40',
    A: { amount: 240, bets: [['g08', 40]] },
    B: { amount: 0, bets: [] },
  },
  {
    period: 'FIVE_MINUTES:2026-11-28T22:05',
    A: { amount: 75, bets: [['g09', 30]] },
    B: { amount: 125, bets: [['g09', 50]] },
  },
  {
    period: 'FIVE_MINUTES:2026-11-29T11:00',
    A: { amount: 120, bets: [['g10', 80]] },
    B: { amount: 0, bets: [] },
  },
];
