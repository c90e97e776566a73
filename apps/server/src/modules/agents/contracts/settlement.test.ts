import fc from 'fast-check';
import type { ContractTerms } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { periodOf, type PeriodKind } from './periods.js';
import {
  settlePeriod,
  settleRealtimeWindow,
  type PeriodPayoutLine,
  type SettlingContract,
} from './settlement.js';
import {
  nearestHolderAbove,
  teamFigures,
  type MemberFigures,
  type SettledBet,
  type TeamTree,
} from './team.js';
import { headlineRate } from './terms.js';

const week = periodOf('W', new Date('2026-11-26T12:00:00Z'));
const day = periodOf('D', new Date('2026-11-26T12:00:00Z'));
const window = periodOf('FIVE_MINUTES', new Date('2026-11-26T12:00:00Z'));

const dividend = (rate: number, threshold = 0): ContractTerms => ({
  type: 'DIVIDEND',
  dividend: {
    period: 'W',
    tiers: [{ periodValidBet: threshold, periodProfitLoss: 0, activeMembers: 0, rate }],
  },
});
const figures = (memberId: string, validBet: number, profitLoss: number, active = true): MemberFigures => ({
  memberId,
  validBet,
  profitLoss,
  active,
  firstDeposit: false,
});
const byHolder = (lines: PeriodPayoutLine[]) =>
  Object.fromEntries(lines.map((line) => [line.holderId, line]));

// A (top) → B (sub-agent) → m1, m2; A → m3.
const tree: TeamTree = new Map([
  ['A', null],
  ['B', 'A'],
  ['m1', 'B'],
  ['m2', 'B'],
  ['m3', 'A'],
]);

describe('period settlement by the difference rule', () => {
  it('pays each agent its rate minus its sub-agent’s rate on the sub-agent’s team', () => {
    const lines = byHolder(
      settlePeriod({
        period: week,
        tree,
        figures: [
          figures('m1', 100_000, -30_000),
          figures('m2', 50_000, 10_000),
          figures('m3', 80_000, -40_001),
        ],
        contracts: [
          { contractId: 'ca', holderId: 'A', terms: dividend(3000) },
          { contractId: 'cb', holderId: 'B', terms: dividend(2000) },
        ],
      }),
    );
    // B's team: house result 30 000 − 10 000 = 20 000; 20 % → 4 000.
    expect(lines.B).toMatchObject({
      amount: 4000,
      base: 20_000,
      effectiveRate: 2000,
      prorated: false,
      subAgents: [],
    });
    // A's team: 20 000 + 40 001 = 60 001; 30 % = 18 000.3, minus B's 4 000 → 14 000 (floored).
    expect(lines.A).toMatchObject({
      amount: 14_000,
      base: 60_001,
      subAgents: [{ contractId: 'cb', holderId: 'B', effectiveRate: 2000, base: 20_000 }],
      idempotencyKey: 'contract-settlement:ca:W:2026-11-23',
    });
  });

  it('caps a sub-agent at its upline’s rate when its team reaches a better tier', () => {
    const lines = byHolder(
      settlePeriod({
        period: day,
        tree,
        figures: [figures('m1', 1_000_000, 0), figures('m3', 1_000, 0)],
        contracts: [
          {
            contractId: 'ca',
            holderId: 'A',
            terms: {
              type: 'DAILY_SALARY',
              dailySalary: {
                tiers: [
                  { betAmount: 0, activeMembers: 0, rate: 50 },
                  { betAmount: 5_000_000, activeMembers: 0, rate: 150 },
                ],
              },
            },
          },
          {
            contractId: 'cb',
            holderId: 'B',
            terms: {
              type: 'DAILY_SALARY',
              dailySalary: { tiers: [{ betAmount: 0, activeMembers: 0, rate: 100 }] },
            },
          },
        ],
      }),
    );
    expect(lines.B).toMatchObject({ tierRate: 100, effectiveRate: 50, amount: 5000 });
    expect(lines.A).toMatchObject({ tier: 0, tierRate: 50, effectiveRate: 50, amount: 5 });
  });

  it('pays a sub-agent nothing in a period its upline’s team reaches no tier', () => {
    const lines = byHolder(
      settlePeriod({
        period: week,
        tree,
        figures: [figures('m1', 100_000, -30_000)],
        contracts: [
          { contractId: 'ca', holderId: 'A', terms: dividend(3000, 500_000) },
          { contractId: 'cb', holderId: 'B', terms: dividend(2000) },
        ],
      }),
    );
    expect(lines.A).toMatchObject({ tier: null, effectiveRate: 0, amount: 0 });
    expect(lines.B).toMatchObject({ tier: 0, tierRate: 2000, effectiveRate: 0, base: 30_000, amount: 0 });
  });

  it('shares a dividend pro rata when a sub-team made the house money and the rest of the team lost it more', () => {
    const lines = byHolder(
      settlePeriod({
        period: week,
        tree,
        figures: [figures('m1', 100_000, -30_000), figures('m3', 100_000, 25_000)],
        contracts: [
          { contractId: 'ca', holderId: 'A', terms: dividend(3000) },
          { contractId: 'cb', holderId: 'B', terms: dividend(2000) },
        ],
      }),
    );
    // A's team made the house 5 000: 30 % = 1 500 for the whole tree. B alone would claim 20 % of 30 000 = 6 000.
    expect(lines.A).toMatchObject({ amount: 0, prorated: true, allottedExact: '15000000' });
    expect(lines.B).toMatchObject({ amount: 1500, prorated: false, allottedExact: '15000000' });
  });

  it('pays nothing on a team that won against the house, and still writes the line', () => {
    const [line] = settlePeriod({
      period: week,
      tree,
      figures: [figures('m1', 100_000, 30_000)],
      contracts: [{ contractId: 'ca', holderId: 'A', terms: dividend(3000) }],
    });
    expect(line).toMatchObject({ amount: 0, base: 0, tier: null, tierRate: 0 });
  });

  it('refuses inputs that would pay the wrong people', () => {
    const contract = { contractId: 'ca', holderId: 'A', terms: dividend(3000) };
    expect(() => settlePeriod({ period: day, tree, figures: [], contracts: [contract] })).toThrow(RangeError);
    expect(() =>
      settlePeriod({ period: week, tree, figures: [figures('stranger', 1, 1)], contracts: [contract] }),
    ).toThrow(RangeError);
    expect(() =>
      settlePeriod({
        period: week,
        tree: new Map([
          ['A', 'B'],
          ['B', 'A'],
        ]),
        figures: [],
        contracts: [contract],
      }),
    ).toThrow(RangeError);
    expect(() =>
      settlePeriod({
        period: week,
        tree,
        figures: [],
        contracts: [contract, { ...contract, contractId: 'cx' }],
      }),
    ).toThrow(RangeError);
  });
});

describe('real-time salary', () => {
  const realtime = (profitRate: number, lossRate: number, minimumSingleBet: number): ContractTerms => ({
    type: 'REALTIME_SALARY',
    realtimeSalary: { profitRate, lossRate, minimumSingleBet },
  });
  const bet = (betId: string, memberId: string, validBet: number, profitLoss: number): SettledBet => ({
    betId,
    memberId,
    validBet,
    profitLoss,
    settledAt: new Date(window.start.getTime() + 60_000),
  });

  it('pays the profit or loss rate on each bet at or above the minimum single bet, by difference up the chain', () => {
    const lines = settleRealtimeWindow({
      period: window,
      tree,
      bets: [
        bet('b1', 'm1', 10_000, -10_000), // lost: loss rates
        bet('b2', 'm1', 20_000, 15_000), // won: profit rates
        bet('b3', 'm2', 999, -999), // under B's minimum, not A's
        bet('b4', 'm3', 5_000, 0), // a push earns nothing
      ],
      contracts: [
        { contractId: 'ca', holderId: 'A', terms: realtime(60, 100, 500) },
        { contractId: 'cb', holderId: 'B', terms: realtime(40, 70, 1000) },
      ],
    });
    const [a, b] = lines;
    expect(b).toMatchObject({
      holderId: 'B',
      amount: 150, // 70 bp × 10 000 + 40 bp × 20 000 = 1 500 000 / 10 000
      validBet: 30_000,
      betCount: 2,
      earnedExact: '1500000',
      bets: [
        { betId: 'b1', outcome: 'LOSS', rate: 70 },
        { betId: 'b2', outcome: 'PROFIT', rate: 40 },
      ],
      idempotencyKey: 'contract-settlement:cb:FIVE_MINUTES:2026-11-26T09:00',
    });
    // A: 30 bp × 10 000 + 20 bp × 20 000 + 100 bp × 999 = 799 900 → 79 (floored).
    expect(a).toMatchObject({
      holderId: 'A',
      amount: 79,
      validBet: 30_999,
      betCount: 3,
      earnedExact: '799900',
    });
    expect(a!.bets.map((share) => [share.betId, share.rate])).toEqual([
      ['b1', 30],
      ['b2', 20],
      ['b3', 100],
    ]);
  });

  it('lists each holder’s bets in bet id order whatever order they were read in', () => {
    const [a] = settleRealtimeWindow({
      period: window,
      tree,
      bets: [bet('b10', 'm1', 1_000, -1_000), bet('b02', 'm2', 2_000, 500), bet('b1', 'm1', 3_000, -3_000)],
      contracts: [{ contractId: 'ca', holderId: 'A', terms: realtime(60, 100, 500) }],
    });
    expect(a!.bets.map((share) => [share.betId, share.memberId, share.rate])).toEqual([
      ['b02', 'm2', 60],
      ['b1', 'm1', 100],
      ['b10', 'm1', 100],
    ]);
    // 60 × 2 000 + 100 × 3 000 + 100 × 1 000 = 520 000 → 52 centavos.
    expect(a).toMatchObject({ amount: 52, betCount: 3, earnedExact: '520000', validBet: 6_000 });
  });

  it('refuses a bet settled outside the window', () => {
    expect(() =>
      settleRealtimeWindow({
        period: window,
        tree,
        bets: [{ ...bet('b1', 'm1', 1, -1), settledAt: window.end }],
        contracts: [{ contractId: 'ca', holderId: 'A', terms: realtime(1, 1, 0) }],
      }),
    ).toThrow(RangeError);
  });
});

// ---- Properties over random trees, figures and contracts ----

/** A random tree of up to 40 members: member i's upline is an earlier member, or none (a top). */
const randomTree = fc
  .integer({ min: 1, max: 40 })
  .chain((size) =>
    fc.tuple(
      ...Array.from({ length: size }, (_, index) =>
        index === 0 ? fc.constant(null) : fc.option(fc.integer({ min: 0, max: index - 1 }), { freq: 8 }),
      ),
    ),
  );
const toTree = (uplines: Array<number | null>): TeamTree =>
  new Map(uplines.map((upline, index) => [`u${index}`, upline === null ? null : `u${upline}`]));

const rate = fc.integer({ min: 0, max: 5000 });
const tiersOf = <Tier>(make: (step: number, rate: number) => Tier) =>
  fc
    .uniqueArray(rate, { minLength: 1, maxLength: 3 })
    .map((rates) => [...rates].sort((x, y) => x - y).map((value, index) => make(index, value)));
/** The three period-settled types, by index: a dividend (weekly), a daily and an hourly salary. */
const periodTerms: Array<fc.Arbitrary<{ kind: PeriodKind; terms: ContractTerms }>> = [
  tiersOf((step, value) => ({
    periodValidBet: step * 200_000,
    periodProfitLoss: step * 10_000,
    activeMembers: step * 2,
    rate: value,
  })).map((tiers) => ({ kind: 'W' as const, terms: { type: 'DIVIDEND', dividend: { period: 'W', tiers } } })),
  tiersOf((step, value) => ({ betAmount: step * 300_000, activeMembers: step, rate: value })).map(
    (tiers) => ({
      kind: 'D' as const,
      terms: { type: 'DAILY_SALARY', dailySalary: { tiers } },
    }),
  ),
  tiersOf((step, value) => ({ betAmount: step * 100_000, rate: value })).map((tiers) => ({
    kind: 'HOUR' as const,
    terms: { type: 'HOURLY_SALARY', hourlySalary: { tiers } },
  })),
];
const memberFigures = fc.record({
  validBet: fc.integer({ min: 0, max: 500_000 }),
  profitLoss: fc.integer({ min: -400_000, max: 300_000 }),
  active: fc.boolean(),
  firstDeposit: fc.boolean(),
});

/** A tree, one type of terms for a random set of holders (each with its own tiers), and figures. */
const scenario = randomTree.chain((uplines) =>
  fc.record({
    uplines: fc.constant(uplines),
    type: fc.constantFrom(0, 1, 2),
    holders: fc.array(fc.tuple(fc.boolean(), periodTerms[0]!, periodTerms[1]!, periodTerms[2]!), {
      minLength: uplines.length,
      maxLength: uplines.length,
    }),
    figures: fc.array(fc.option(memberFigures, { freq: 4 }), {
      minLength: uplines.length,
      maxLength: uplines.length,
    }),
  }),
);
const build = ({ uplines, type, holders, figures: own }: Scenario) => {
  const tree = toTree(uplines);
  const picked = holders.map((holder) => holder[1 + type] as { kind: PeriodKind; terms: ContractTerms });
  const contracts: SettlingContract[] = holders.flatMap(([holds], index) =>
    holds ? [{ contractId: `c${index}`, holderId: `u${index}`, terms: picked[index]!.terms }] : [],
  );
  // Every holder settles on the same period kind: the dividend's weekly, the day or the hour.
  const kind = picked[0]!.kind;
  const memberFiguresList: MemberFigures[] = own.flatMap((value, index) =>
    value ? [{ memberId: `u${index}`, ...value, betIds: [`bet-u${index}`] }] : [],
  );
  return {
    tree,
    contracts,
    figures: memberFiguresList,
    period: periodOf(kind, new Date('2026-11-26T12:00:00Z')),
  };
};
type Scenario = typeof scenario extends fc.Arbitrary<infer Value> ? Value : never;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('period settlement properties', () => {
  it('reconciles: a team is its own figures plus its direct downlines’ teams', () => {
    fc.assert(
      fc.property(scenario, (value) => {
        const { tree, figures: own } = build(value);
        const teams = teamFigures(tree, own);
        for (const [member, team] of teams) {
          const mine = own.find((figure) => figure.memberId === member);
          const children = [...tree]
            .filter(([, upline]) => upline === member)
            .map(([child]) => teams.get(child)!);
          expect(team.validBet).toBe((mine?.validBet ?? 0) + sum(children.map((child) => child.validBet)));
          expect(team.profitLoss).toBe(
            (mine?.profitLoss ?? 0) + sum(children.map((child) => child.profitLoss)),
          );
          expect(team.houseResult + team.profitLoss).toBe(0);
          expect(team.activeMembers).toBe(
            (mine?.active ? 1 : 0) + sum(children.map((child) => child.activeMembers)),
          );
          expect(team.firstDeposits).toBe(
            (mine?.firstDeposit ? 1 : 0) + sum(children.map((child) => child.firstDeposits)),
          );
          expect(team.members).toBe(1 + sum(children.map((child) => child.members)));
        }
        const tops = [...tree].filter(([, upline]) => upline === null).map(([member]) => teams.get(member)!);
        expect(sum(tops.map((team) => team.validBet))).toBe(sum(own.map((figure) => figure.validBet)));
        expect(sum(tops.map((team) => team.members))).toBe(tree.size);
      }),
    );
  });

  it('never pays a negative line, nor more over a tree than the top rate of the team’s figure, and loses at most a centavo a line', () => {
    // How often the interesting cases came up over all runs, so the property is known to reach them.
    const reached = { paidWithSubAgents: 0, capped: 0, prorated: 0 };
    fc.assert(
      fc.property(scenario, (value) => {
        const { tree, contracts, figures: own, period } = build(value);
        const lines = settlePeriod({ period, tree, figures: own, contracts });
        expect(lines.map((line) => line.contractId)).toEqual(
          contracts.map((contract) => contract.contractId).sort(),
        );
        const holders = new Set(contracts.map((contract) => contract.holderId));
        const above = nearestHolderAbove(tree, holders);
        const teams = teamFigures(tree, own);
        const line = new Map(lines.map((entry) => [entry.holderId, entry]));
        for (const entry of lines) {
          expect(Number.isSafeInteger(entry.amount)).toBe(true);
          expect(entry.amount).toBeGreaterThanOrEqual(0);
          expect(entry.effectiveRate).toBeLessThanOrEqual(entry.tierRate);
          const upline = above.get(entry.holderId);
          if (upline) expect(entry.effectiveRate).toBeLessThanOrEqual(line.get(upline)!.effectiveRate);
          const own = BigInt(entry.effectiveRate) * BigInt(entry.base);
          const allotted = BigInt(entry.allottedExact);
          expect(allotted).toBeLessThanOrEqual(own);
          if (!upline || !line.get(upline)!.prorated) expect(allotted).toBe(own);
          if (!entry.prorated) {
            const subs = entry.subAgents.reduce(
              (total, sub) => total + BigInt(sub.effectiveRate) * BigInt(sub.base),
              0n,
            );
            expect(BigInt(entry.amount)).toBe((allotted - subs) / 10_000n);
          }
          // Salaries are on valid bets, which are never negative: nothing is ever short.
          if (entry.type !== 'DIVIDEND') expect(entry.prorated).toBe(false);
          expect(entry.team).toEqual(teams.get(entry.holderId));
          if (entry.amount > 0 && entry.subAgents.length > 0) reached.paidWithSubAgents += 1;
          if (entry.effectiveRate < entry.tierRate) reached.capped += 1;
          if (entry.prorated) reached.prorated += 1;
        }
        for (const top of lines.filter((entry) => !above.get(entry.holderId))) {
          const inTree = lines.filter((entry) => {
            let holder: string | null | undefined = entry.holderId;
            while (holder && holder !== top.holderId) holder = above.get(holder);
            return holder === top.holderId;
          });
          const paid = sum(inTree.map((entry) => entry.amount));
          const entitlement = Math.floor((top.effectiveRate * top.base) / 10_000);
          expect(paid).toBeLessThanOrEqual(entitlement);
          expect(paid).toBeGreaterThanOrEqual(entitlement - inTree.length);
          const terms = contracts.find((contract) => contract.holderId === top.holderId)!.terms;
          const figure = top.type === 'DIVIDEND' ? Math.max(0, top.team.houseResult) : top.team.validBet;
          expect(paid * 10_000).toBeLessThanOrEqual(headlineRate(terms) * figure);
        }
      }),
      { numRuns: 300 },
    );
    expect(reached.paidWithSubAgents).toBeGreaterThan(0);
    expect(reached.capped).toBeGreaterThan(0);
    expect(reached.prorated).toBeGreaterThan(0);
  });

  it('gives the same lines whatever the order of its inputs, so replaying a period changes nothing', () => {
    fc.assert(
      fc.property(scenario, fc.nat(), (value, seed) => {
        const { tree, contracts, figures: own, period } = build(value);
        const shuffle = <T>(list: readonly T[]) =>
          list
            .map((item, index) => ({ item, order: (index * 7919 + seed) % (list.length + 13) }))
            .sort((x, y) => x.order - y.order)
            .map(({ item }) => item);
        const once = settlePeriod({ period, tree, figures: own, contracts });
        const again = settlePeriod({
          period,
          tree: new Map(shuffle([...tree])),
          figures: shuffle(own),
          contracts: shuffle(contracts),
        });
        expect(again).toEqual(once);
      }),
    );
  });
});

describe('real-time salary properties', () => {
  const realtimeTerms = fc.record({
    profitRate: fc.integer({ min: 0, max: 300 }),
    lossRate: fc.integer({ min: 0, max: 300 }),
    minimumSingleBet: fc.constantFrom(0, 1_000, 10_000),
  });
  const realtimeScenario = randomTree.chain((uplines) =>
    fc.record({
      uplines: fc.constant(uplines),
      holders: fc.array(fc.option(realtimeTerms, { freq: 2 }), {
        minLength: uplines.length,
        maxLength: uplines.length,
      }),
      bets: fc.array(
        fc.record({
          member: fc.nat({ max: uplines.length - 1 }),
          validBet: fc.integer({ min: 0, max: 200_000 }),
          profitLoss: fc.integer({ min: -200_000, max: 400_000 }),
          offset: fc.integer({ min: 0, max: 299_999 }),
        }),
        { maxLength: 60 },
      ),
    }),
  );

  it('pays no negative line, sums per bet to at most the top holder’s rate, and each line is checkable from its bets', () => {
    fc.assert(
      fc.property(realtimeScenario, ({ uplines, holders, bets }) => {
        const tree = toTree(uplines);
        const contracts: SettlingContract[] = holders.flatMap((terms, index) =>
          terms
            ? [
                {
                  contractId: `c${index}`,
                  holderId: `u${index}`,
                  terms: { type: 'REALTIME_SALARY', realtimeSalary: terms },
                },
              ]
            : [],
        );
        const settled: SettledBet[] = bets.map((bet, index) => ({
          betId: `b${String(index).padStart(3, '0')}`,
          memberId: `u${bet.member}`,
          validBet: bet.validBet,
          profitLoss: bet.profitLoss,
          settledAt: new Date(window.start.getTime() + bet.offset),
        }));
        const lines = settleRealtimeWindow({ period: window, tree, bets: settled, contracts });
        const termsOf = new Map(contracts.map((contract) => [contract.holderId, contract.terms]));
        const above = nearestHolderAbove(tree, new Set(termsOf.keys()));
        let ceiling = 0n;
        for (const bet of settled) {
          if (bet.profitLoss === 0) continue;
          // The top holder on the bettor's path bounds what the bet can cost the house.
          let holder: string | null = termsOf.has(bet.memberId) ? bet.memberId : null;
          for (
            let member = tree.get(bet.memberId) ?? null;
            holder === null && member !== null;
            member = tree.get(member) ?? null
          ) {
            if (termsOf.has(member)) holder = member;
          }
          while (holder !== null && above.get(holder)) holder = above.get(holder)!;
          if (holder === null) continue;
          const terms = termsOf.get(holder)!;
          if (terms.type !== 'REALTIME_SALARY' || bet.validBet < terms.realtimeSalary.minimumSingleBet)
            continue;
          const topRate =
            bet.profitLoss > 0 ? terms.realtimeSalary.profitRate : terms.realtimeSalary.lossRate;
          ceiling += BigInt(topRate) * BigInt(bet.validBet);
        }
        for (const line of lines) {
          expect(line.amount).toBeGreaterThanOrEqual(0);
          const exact = line.bets.reduce(
            (total, share) => total + BigInt(share.rate) * BigInt(share.validBet),
            0n,
          );
          expect(line.earnedExact).toBe(exact.toString());
          expect(BigInt(line.amount)).toBe(exact / 10_000n);
          expect(line.betCount).toBe(line.bets.length);
          expect(line.validBet).toBe(sum(line.bets.map((share) => share.validBet)));
          const ids = line.bets.map((share) => share.betId);
          expect(ids).toEqual([...ids].sort());
          const own = termsOf.get(line.holderId)!;
          for (const share of line.bets) {
            expect(share.rate).toBeGreaterThan(0);
            if (own.type === 'REALTIME_SALARY')
              expect(share.validBet).toBeGreaterThanOrEqual(own.realtimeSalary.minimumSingleBet);
          }
        }
        const paid = sum(lines.map((line) => line.amount));
        expect(BigInt(paid)).toBeLessThanOrEqual(ceiling / 10_000n);
        expect(BigInt(paid)).toBeGreaterThanOrEqual(ceiling / 10_000n - BigInt(lines.length));
      }),
      { numRuns: 200 },
    );
  });
});
