import { readFileSync } from 'node:fs';
import type { ContractTerms, ContractType } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { parsePeriodKey, periodAfter, periodOf, type Period } from './periods.js';
import { settlePeriod, settleRealtimeWindow, type SettlingContract } from './settlement.js';
import { memberFiguresFromBets, teamFigures, type SettledBet } from './team.js';
import {
  EXAMPLE_BETS,
  EXAMPLE_CONTRACTS,
  EXAMPLE_FIRST_DEPOSITS,
  EXAMPLE_TREE,
  EXAMPLE_WEEK,
  EXPECTED_DAILY_SALARY,
  EXPECTED_DIVIDEND,
  EXPECTED_HOURLY_SALARY,
  EXPECTED_REALTIME_SALARY,
  EXPECTED_WEEK_TEAMS,
  type ExpectedRealtimeRow,
  type ExpectedSalaryRow,
} from './worked-example.fixture.js';

const tree = new Map(EXAMPLE_TREE);
const bets: SettledBet[] = EXAMPLE_BETS.map((bet) => ({
  betId: bet.betId,
  memberId: bet.memberId,
  validBet: bet.stake,
  profitLoss: bet.payout - bet.stake,
  settledAt: new Date(bet.settledAt),
}));
const firstDeposits = new Map(EXAMPLE_FIRST_DEPOSITS.map(([member, at]) => [member, new Date(at)]));
const week = periodOf('W', new Date(EXAMPLE_WEEK));
const contractsOf = (type: ContractType): SettlingContract[] => [
  { contractId: `${type}-A`, holderId: 'A', terms: EXAMPLE_CONTRACTS[type].A },
  { contractId: `${type}-B`, holderId: 'B', terms: EXAMPLE_CONTRACTS[type].B },
];
/** Every period of a kind inside the week, in order. */
const periodsOfWeek = (first: Period): Period[] => {
  const periods: Period[] = [];
  for (let period = first; period.start < week.end; period = periodAfter(period)) periods.push(period);
  return periods;
};
const settleSalary = (type: 'DAILY_SALARY' | 'HOURLY_SALARY', period: Period) => {
  const lines = settlePeriod({
    period,
    tree,
    figures: memberFiguresFromBets(bets, period, firstDeposits),
    contracts: contractsOf(type),
  });
  const [a, b] = lines;
  expect(a!.holderId).toBe('A');
  return {
    period: period.key,
    A: { base: a!.base, rate: a!.effectiveRate, amount: a!.amount },
    B: { base: b!.base, rate: b!.effectiveRate, amount: b!.amount },
  };
};

// The doc's tables, rebuilt from the fixture: R$ with a dot for thousands and a comma for centavos.
const brl = (centavos: number) => {
  const sign = centavos < 0 ? '−' : '';
  const whole = Math.floor(Math.abs(centavos) / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/gu, '.');
  return `${sign}R$ ${whole},${String(Math.abs(centavos) % 100).padStart(2, '0')}`;
};
const salaryRow = (row: ExpectedSalaryRow) =>
  `| ${row.period} | ${brl(row.A.base)} | ${row.A.rate} bp | ${brl(row.A.amount)} | ${brl(row.B.base)} | ${row.B.rate} bp | ${brl(row.B.amount)} |`;
const shares = (list: Array<[string, number]>) =>
  list.length === 0 ? '—' : list.map(([bet, rate]) => `${bet} × ${rate} bp`).join(', ');
const realtimeRow = (row: ExpectedRealtimeRow) =>
  `| ${row.period} | ${shares(row.A.bets)} | ${brl(row.A.amount)} | ${shares(row.B.bets)} | ${brl(row.B.amount)} |`;
const teamRow = (holder: 'A' | 'B') => {
  const team = EXPECTED_WEEK_TEAMS[holder];
  return `| ${holder} | ${team.members} | ${brl(team.validBet)} | ${brl(team.profitLoss)} | ${brl(team.houseResult)} | ${team.activeMembers} | ${team.firstDeposits} |`;
};
const describeTerms = (terms: ContractTerms): string => {
  switch (terms.type) {
    case 'DIVIDEND':
      return terms.dividend.tiers
        .map(
          (tier, index) =>
            `tier ${index + 1}: ${brl(tier.periodValidBet)} bet, ${brl(tier.periodProfitLoss)} loss, ${tier.activeMembers} active → ${tier.rate} bp`,
        )
        .join('; ');
    case 'DAILY_SALARY':
      return terms.dailySalary.tiers
        .map(
          (tier, index) =>
            `tier ${index + 1}: ${brl(tier.betAmount)} bet, ${tier.activeMembers} active → ${tier.rate} bp`,
        )
        .join('; ');
    case 'HOURLY_SALARY':
      return terms.hourlySalary.tiers
        .map((tier, index) => `tier ${index + 1}: ${brl(tier.betAmount)} bet → ${tier.rate} bp`)
        .join('; ');
    case 'REALTIME_SALARY': {
      const { profitRate, lossRate, minimumSingleBet } = terms.realtimeSalary;
      return `profit ${profitRate} bp, loss ${lossRate} bp, minimum single bet ${brl(minimumSingleBet)}`;
    }
  }
};
const TYPE_LABELS: Record<ContractType, string> = {
  DIVIDEND: 'dividend (W)',
  DAILY_SALARY: 'daily salary',
  HOURLY_SALARY: 'hourly salary',
  REALTIME_SALARY: 'real-time salary',
};
const termsRow = (type: ContractType) =>
  `| ${TYPE_LABELS[type]} | ${describeTerms(EXAMPLE_CONTRACTS[type].A)} | ${describeTerms(EXAMPLE_CONTRACTS[type].B)} |`;
const dividendRow = (holder: 'A' | 'B') => {
  const line = EXPECTED_DIVIDEND[holder];
  return `| ${holder} | tier ${line.tier + 1} | ${line.effectiveRate} bp | ${brl(line.base)} | ${brl(line.amount)} |`;
};

/** An exact amount in ten-thousandths of a centavo as the doc's prose writes it: R$ 7,04264. */
const exactBrl = (tenThousandths: bigint) => {
  const whole = tenThousandths / 1_000_000n;
  const fraction = (tenThousandths % 1_000_000n)
    .toString()
    .padStart(6, '0')
    .replace(/0{1,4}$/u, '');
  return `R$ ${whole.toString().replace(/\B(?=(\d{3})+(?!\d))/gu, '.')},${fraction}`;
};
/** A count with its thousands spaced, as the prose writes them: 2 742 640. */
const spaced = (value: bigint | number) => value.toString().replace(/\B(?=(\d{3})+(?!\d))/gu, ' ');
const readDoc = () =>
  readFileSync(new URL('../../../../../../docs/agents.md', import.meta.url), 'utf8').replace(/\s+/gu, ' ');

describe('the worked example of docs/agents.md', () => {
  it('adds up the week’s team figures', () => {
    const teams = teamFigures(tree, memberFiguresFromBets(bets, week, firstDeposits));
    expect({ A: teams.get('A'), B: teams.get('B') }).toEqual(EXPECTED_WEEK_TEAMS);
  });

  it('settles the weekly dividend', () => {
    const lines = settlePeriod({
      period: week,
      tree,
      figures: memberFiguresFromBets(bets, week, firstDeposits),
      contracts: contractsOf('DIVIDEND'),
    });
    const pick = (holder: string) => {
      const line = lines.find((entry) => entry.holderId === holder)!;
      return { tier: line.tier, effectiveRate: line.effectiveRate, base: line.base, amount: line.amount };
    };
    expect({ A: pick('A'), B: pick('B') }).toEqual(EXPECTED_DIVIDEND);
    expect(lines.find((line) => line.holderId === 'A')).toMatchObject({
      idempotencyKey: 'contract-settlement:DIVIDEND-A:W:2026-11-23',
      betIds: bets.map((bet) => bet.betId),
    });
    // B's line lists its own team's bets only: not a1's, who is A's direct member.
    expect(lines.find((line) => line.holderId === 'B')!.betIds).toEqual(
      bets.filter((bet) => bet.memberId !== 'a1').map((bet) => bet.betId),
    );
  });

  it('settles the daily salary of every day of the week', () => {
    const days = periodsOfWeek(periodOf('D', week.start)).map((day) => settleSalary('DAILY_SALARY', day));
    expect(days).toEqual(EXPECTED_DAILY_SALARY);
  });

  it('settles the hourly salary: the hours listed, and nothing in any other hour', () => {
    const hours = periodsOfWeek(periodOf('HOUR', week.start)).map((hour) =>
      settleSalary('HOURLY_SALARY', hour),
    );
    expect(hours).toHaveLength(168);
    const listed = new Set(EXPECTED_HOURLY_SALARY.map((row) => row.period));
    expect(hours.filter((hour) => listed.has(hour.period))).toEqual(EXPECTED_HOURLY_SALARY);
    for (const hour of hours.filter((row) => !listed.has(row.period))) {
      expect(hour.A.amount + hour.B.amount, hour.period).toBe(0);
    }
  });

  it('settles the real-time salary of the 5-minute windows with bets, and nothing in the others', () => {
    const windows = periodsOfWeek(periodOf('FIVE_MINUTES', week.start));
    expect(windows).toHaveLength(2016);
    const settled = windows.map((window) => {
      const lines = settleRealtimeWindow({
        period: window,
        tree,
        bets: bets.filter((bet) => bet.settledAt >= window.start && bet.settledAt < window.end),
        contracts: contractsOf('REALTIME_SALARY'),
      });
      const row = (holder: string) => {
        const line = lines.find((entry) => entry.holderId === holder)!;
        return {
          amount: line.amount,
          bets: line.bets.map((share): [string, number] => [share.betId, share.rate]),
        };
      };
      return { period: window.key, A: row('A'), B: row('B') };
    });
    const withBets = settled.filter((row) => row.A.bets.length + row.B.bets.length > 0);
    expect(withBets).toEqual(EXPECTED_REALTIME_SALARY);
    expect(settled.filter((row) => row.A.amount + row.B.amount > 0)).toEqual(
      EXPECTED_REALTIME_SALARY.filter((row) => row.A.amount + row.B.amount > 0),
    );
    for (const row of EXPECTED_REALTIME_SALARY) expect(parsePeriodKey(row.period)).not.toBeNull();
  });

  it('is what docs/agents.md shows, row by row', () => {
    const doc = readFileSync(new URL('../../../../../../docs/agents.md', import.meta.url), 'utf8');
    expect(doc).toContain('\n## Contracts\n');
    // Prettier pads table cells to align the columns: compare with runs of spaces collapsed.
    const contracts = doc.slice(doc.indexOf('\n## Contracts\n')).replace(/ {2,}/gu, ' ');
    const rows = [
      ...(Object.keys(TYPE_LABELS) as ContractType[]).map(termsRow),
      teamRow('A'),
      teamRow('B'),
      dividendRow('A'),
      dividendRow('B'),
      ...EXPECTED_DAILY_SALARY.map(salaryRow),
      ...EXPECTED_HOURLY_SALARY.map(salaryRow),
      ...EXPECTED_REALTIME_SALARY.map(realtimeRow),
    ];
    for (const row of rows) expect(contracts, row).toContain(row);
    for (const bet of EXAMPLE_BETS) {
      expect(contracts).toContain(
        `| ${bet.betId} | ${bet.memberId} | ${bet.settledAt.slice(0, 16).replace('T', ' ')} | ${brl(bet.stake)} | ${brl(bet.payout)} | ${brl(bet.payout - bet.stake)} |`,
      );
    }
  });

  it('is what the prose around the tables says, to the ten-thousandth of a centavo', () => {
    const doc = readDoc();
    const sentences: string[] = [];

    // The dividend: B's share exactly, A's allotment less it.
    const dividend = settlePeriod({
      period: week,
      tree,
      figures: memberFiguresFromBets(bets, week, firstDeposits),
      contracts: contractsOf('DIVIDEND'),
    });
    const [divA, divB] = [
      dividend.find((l) => l.holderId === 'A')!,
      dividend.find((l) => l.holderId === 'B')!,
    ];
    const shareB = BigInt(divB.effectiveRate) * BigInt(divB.base);
    expect(divA.subAgents).toEqual([
      expect.objectContaining({ holderId: 'B', effectiveRate: divB.effectiveRate }),
    ]);
    expect(BigInt(divB.allottedExact)).toBe(shareB);
    sentences.push(
      `B earns ${divB.effectiveRate} bp of ${brl(divB.base)} = ${exactBrl(shareB)}, floored to ${brl(divB.amount)}.`,
      `A earns ${divA.effectiveRate} bp of ${brl(divA.base)} less B's share: ${exactBrl(BigInt(divA.allottedExact))} − ${exactBrl(shareB)} = ${exactBrl(BigInt(divA.allottedExact) - shareB)}, floored to ${brl(divA.amount)}.`,
    );
    expect(divA.amount).toBe(Number((BigInt(divA.allottedExact) - shareB) / 10_000n));

    // The daily salary of the 23rd and the 24th.
    const dayLines = (key: string) => {
      const day = parsePeriodKey(key)!;
      const lines = settlePeriod({
        period: day,
        tree,
        figures: memberFiguresFromBets(bets, day, firstDeposits),
        contracts: contractsOf('DAILY_SALARY'),
      });
      return { A: lines.find((l) => l.holderId === 'A')!, B: lines.find((l) => l.holderId === 'B')! };
    };
    const d23 = dayLines('D:2026-11-23');
    const exactB = BigInt(d23.B.effectiveRate) * BigInt(d23.B.base);
    const exactA = BigInt(d23.A.allottedExact) - exactB;
    sentences.push(
      `On the 23rd B earns ${d23.B.effectiveRate} bp of ${brl(d23.B.base)} = ${exactBrl(exactB)} → ${brl(d23.B.amount)}, and A the difference, ${d23.A.effectiveRate - d23.B.effectiveRate} bp of it = ${exactBrl(exactA)} → ${brl(d23.A.amount)}.`,
    );
    expect(d23.A.amount).toBe(Number(exactA / 10_000n));
    const d24 = dayLines('D:2026-11-24');
    expect(d24.A.tier).toBe(1);
    expect(d24.B.tier).toBeNull();
    sentences.push(
      `On the 24th A's team reaches tier ${d24.A.tier! + 1} (${brl(d24.A.team.validBet)} and ${d24.A.team.activeMembers} active) while B's ${brl(d24.B.base)} reaches no tier, so A earns all ${d24.A.effectiveRate} bp.`,
    );

    // The real-time salary: the minimums, and A's first window bet by bet.
    const realtimeA = EXAMPLE_CONTRACTS.REALTIME_SALARY.A;
    const realtimeB = EXAMPLE_CONTRACTS.REALTIME_SALARY.B;
    if (realtimeA.type !== 'REALTIME_SALARY' || realtimeB.type !== 'REALTIME_SALARY')
      throw new Error('terms');
    const stakeOf = (betId: string) => EXAMPLE_BETS.find((bet) => bet.betId === betId)!.stake;
    const [minA, minB] = [
      realtimeA.realtimeSalary.minimumSingleBet,
      realtimeB.realtimeSalary.minimumSingleBet,
    ];
    expect(stakeOf('g03') < minB && stakeOf('g03') >= minA).toBe(true);
    expect(stakeOf('g11') < minA && stakeOf('g11') < minB).toBe(true);
    sentences.push(
      `g03 (${brl(stakeOf('g03'))}) is under B's ${brl(minB)} minimum but over A's ${brl(minA)}, so A earns all ${realtimeA.realtimeSalary.lossRate} bp.`,
      `g11 (${brl(stakeOf('g11'))}) is under both minimums.`,
    );
    const firstWindow = parsePeriodKey(EXPECTED_REALTIME_SALARY[0]!.period)!;
    const windowLines = settleRealtimeWindow({
      period: firstWindow,
      tree,
      bets: bets.filter((bet) => bet.settledAt >= firstWindow.start && bet.settledAt < firstWindow.end),
      contracts: contractsOf('REALTIME_SALARY'),
    });
    const lineA = windowLines.find((line) => line.holderId === 'A')!;
    const terms = lineA.bets.map((share) => `${share.rate} × ${spaced(share.validBet)}`).join(' + ');
    sentences.push(
      `A's first window: ${terms} = ${spaced(BigInt(lineA.earnedExact))} ten-thousandths of a centavo → ${brl(lineA.amount)}.`,
    );
    expect(lineA.amount).toBe(Number(BigInt(lineA.earnedExact) / 10_000n));

    for (const sentence of sentences) expect(doc.includes(sentence), sentence).toBe(true);
  });
});
