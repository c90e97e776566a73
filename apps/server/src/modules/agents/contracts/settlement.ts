import { BASIS_POINTS_WHOLE, type ContractTerms, type ContractType } from '@platform/contracts';
import { settlementKey, settlementPeriodKind, type Period } from './periods.js';
import {
  nearestHolderAbove,
  teamFigures,
  topDownOrder,
  type MemberFigures,
  type SettledBet,
  type TeamTree,
} from './team.js';
import { tierFor, type PeriodContractTerms, type TeamFigures } from './terms.js';

/**
 * Settlement arithmetic (docs/agents.md "Contracts"). Every product of a rate and an amount is an
 * exact BigInt in 1/10 000 of a centavo; only a payout line's total is rounded, down to whole
 * centavos, and the fraction left stays with the house. So each line is at most its exact share
 * and the lines of a tree never add up to more than the top rate of the team's figure.
 */
const WHOLE = BigInt(BASIS_POINTS_WHOLE);
const toCentavos = (scaled: bigint): number => Number(scaled / WHOLE);
const byContractId = (a: { contractId: string }, b: { contractId: string }) =>
  a.contractId < b.contractId ? -1 : a.contractId > b.contractId ? 1 : 0;

/** An in-force contract taking part in a settlement. */
export type SettlingContract = { contractId: string; holderId: string; terms: ContractTerms };

/** A sub-agent's part in its nearest contract-holding upline's line: what was deducted, and why. */
export type SubAgentShare = {
  contractId: string;
  holderId: string;
  effectiveRate: number;
  base: number;
};

/**
 * One (holder, contract, period) payout of a dividend, daily or hourly salary, with what it came
 * from, checkable from the line alone: usually `amount` = floor((effectiveRate × base − Σ
 * sub-agent effectiveRate × base) / 10 000). A zero line is kept so the period reads settled.
 */
export type PeriodPayoutLine = {
  contractId: string;
  holderId: string;
  type: Exclude<ContractType, 'REALTIME_SALARY'>;
  periodKey: string;
  idempotencyKey: string;
  amount: number;
  /** The holder's whole team this period (itself and every member below). */
  team: TeamFigures;
  /** The tier the team reached (index, lowest first; null for none) and its rate in basis points. */
  tier: number | null;
  tierRate: number;
  /** The tier rate capped at the effective rate of the nearest holder above (a downline never out-earns its upline). */
  effectiveRate: number;
  /** What the rate applies to: the team's valid bet, or for a dividend its net house result (0 if negative). */
  base: number;
  subAgents: SubAgentShare[];
  /**
   * What the holder's tree was allotted, in ten-thousandths of a centavo (a decimal string, as it
   * may pass 2^53): its rate × base, unless the holder above was short (see `prorated`).
   * `amount` = floor((allottedExact − Σ sub-agent effectiveRate × base) / 10 000).
   */
  allottedExact: string;
  /**
   * True when the sub-agents' shares were more than the holder's allotment (a dividend where the
   * holder's other members lost the house money): the holder keeps nothing and the allotment is
   * shared among the sub-agents pro rata to their shares, floored.
   */
  prorated: boolean;
  /** The bets behind the team's figures, when the figures carried them. */
  betIds: string[];
};

const periodTypeOf = (terms: ContractTerms): PeriodContractTerms => {
  if (terms.type === 'REALTIME_SALARY')
    throw new RangeError('a real-time salary settles per bet: settleRealtimeWindow');
  return terms;
};

/** Holders ordered top-down, with their contract; refuses two contracts of one type for one holder. */
const byHolder = <Contract extends SettlingContract>(contracts: readonly Contract[]) => {
  const map = new Map<string, Contract>();
  for (const contract of contracts) {
    if (map.has(contract.holderId))
      throw new RangeError(`two contracts of one type for ${contract.holderId}`);
    map.set(contract.holderId, contract);
  }
  return map;
};

export type SettlePeriodInput = {
  period: Period;
  tree: TeamTree;
  figures: readonly MemberFigures[];
  /** The contracts of one type in force during the period, for holders of this tree. */
  contracts: readonly SettlingContract[];
};

/**
 * Settles one period of one contract type (dividend, daily or hourly salary) over one tree: one
 * line per contract. Each holder's rate is the tier its own team reached, capped at the effective
 * rate of its nearest holder above. A top holder (none above) is entitled to its rate of its team's
 * base; it passes each nearest holder below its rate of that holder's team base, and keeps the
 * rest — the difference rule, so an agent earns its rate minus its sub-agents' rates on their teams.
 * When the shares below exceed the entitlement (only a dividend can: a sub-team made the house
 * money while the rest of the team lost it more), the entitlement is shared pro rata, floored,
 * and the holder keeps nothing: no line is ever negative and the house never pays out more than
 * the top rate of the whole team's net result.
 */
export const settlePeriod = ({ period, tree, figures, contracts }: SettlePeriodInput): PeriodPayoutLine[] => {
  const holders = byHolder(contracts);
  const type = contracts[0]?.terms.type;
  for (const contract of contracts) {
    if (contract.terms.type !== type) throw new RangeError('settle one contract type at a time');
    if (settlementPeriodKind(contract.terms) !== period.kind) {
      throw new RangeError(`contract ${contract.contractId} does not settle on ${period.kind} periods`);
    }
  }
  const teams = teamFigures(tree, figures);
  const order = topDownOrder(tree);
  const above = nearestHolderAbove(tree, new Set(holders.keys()));
  const holdersTopDown = order.filter((member) => holders.has(member));
  const below = new Map<string, string[]>();
  for (const holder of holdersTopDown) {
    const upline = above.get(holder);
    if (!upline) continue;
    const list = below.get(upline);
    if (list) list.push(holder);
    else below.set(upline, [holder]);
  }

  const rate = new Map<
    string,
    { tier: number | null; tierRate: number; effectiveRate: number; base: number }
  >();
  for (const holder of holdersTopDown) {
    const terms = periodTypeOf(holders.get(holder)!.terms);
    const team = teams.get(holder)!;
    const match = tierFor(terms, team);
    const upline = above.get(holder);
    const cap = upline ? rate.get(upline)!.effectiveRate : match.rate;
    const base = terms.type === 'DIVIDEND' ? Math.max(0, team.houseResult) : team.validBet;
    rate.set(holder, {
      tier: match.tier,
      tierRate: match.rate,
      effectiveRate: Math.min(match.rate, cap),
      base,
    });
  }
  const claim = (holder: string) => {
    const { effectiveRate, base } = rate.get(holder)!;
    return BigInt(effectiveRate) * BigInt(base);
  };

  // Allot top-down: a top holder's allotment is its own claim; each holder hands its sub-agents theirs.
  const allotted = new Map<string, bigint>();
  const kept = new Map<string, bigint>();
  const prorated = new Set<string>();
  for (const holder of holdersTopDown) {
    const allotment = allotted.get(holder) ?? claim(holder);
    allotted.set(holder, allotment);
    const subAgents = below.get(holder) ?? [];
    const claims = subAgents.reduce((sum, sub) => sum + claim(sub), 0n);
    if (claims <= allotment) {
      for (const sub of subAgents) allotted.set(sub, claim(sub));
      kept.set(holder, allotment - claims);
      continue;
    }
    prorated.add(holder);
    kept.set(holder, 0n);
    for (const sub of subAgents) allotted.set(sub, (allotment * claim(sub)) / claims);
  }

  // Each member's bets go to every holder on its path up: one walk per member, not per holder.
  const betIds = new Map<string, string[]>();
  for (const own of figures) {
    if (!own.betIds || own.betIds.length === 0) continue;
    let holder: string | null = holders.has(own.memberId)
      ? own.memberId
      : nearestHolder(tree, holders, own.memberId);
    while (holder) {
      const list = betIds.get(holder);
      if (list) list.push(...own.betIds);
      else betIds.set(holder, [...own.betIds]);
      holder = above.get(holder) ?? null;
    }
  }
  const lines = holdersTopDown.map((holder): PeriodPayoutLine => {
    const contract = holders.get(holder)!;
    const { tier, tierRate, effectiveRate, base } = rate.get(holder)!;
    return {
      contractId: contract.contractId,
      holderId: holder,
      type: periodTypeOf(contract.terms).type,
      periodKey: period.key,
      idempotencyKey: settlementKey(contract.contractId, period),
      amount: toCentavos(kept.get(holder)!),
      team: { ...teams.get(holder)! },
      tier,
      tierRate,
      effectiveRate,
      base,
      subAgents: (below.get(holder) ?? [])
        .map((sub) => ({
          contractId: holders.get(sub)!.contractId,
          holderId: sub,
          effectiveRate: rate.get(sub)!.effectiveRate,
          base: rate.get(sub)!.base,
        }))
        .sort(byContractId),
      allottedExact: allotted.get(holder)!.toString(),
      prorated: prorated.has(holder),
      betIds: (betIds.get(holder) ?? []).sort(),
    };
  });
  return lines.sort(byContractId);
};

export type RealtimeBetShare = {
  betId: string;
  memberId: string;
  validBet: number;
  outcome: 'PROFIT' | 'LOSS';
  /** The holder's rate on this bet minus the rate of the nearest holder below it on the bettor's path. */
  rate: number;
};

/**
 * One (holder, contract, 5-minute window) real-time salary payout: amount = floor(earnedExact /
 * 10 000), earnedExact = Σ rate × validBet over `bets`, checkable from the line and its bets.
 * Only bets that earned the holder something are listed, in bet id order.
 */
export type RealtimePayoutLine = {
  contractId: string;
  holderId: string;
  type: 'REALTIME_SALARY';
  periodKey: string;
  idempotencyKey: string;
  amount: number;
  validBet: number;
  betCount: number;
  /** Ten-thousandths of a centavo, a decimal string (it may pass 2^53). */
  earnedExact: string;
  bets: RealtimeBetShare[];
};

type RealtimeTerms = { profitRate: number; lossRate: number; minimumSingleBet: number };

export type SettleRealtimeInput = {
  period: Period;
  tree: TeamTree;
  bets: readonly SettledBet[];
  contracts: readonly SettlingContract[];
};

/**
 * Settles one 5-minute window of real-time salary: for each bet, every holder on the bettor's path
 * (the bettor included) earns the difference between its rate and the next holder's below it.
 * A holder's rate on a bet is 0 when the bet is under its minimum single bet, and never above the
 * rate of the holder above it, so the differences are never negative and add up to the top
 * holder's rate on the bet.
 */
export const settleRealtimeWindow = ({
  period,
  tree,
  bets,
  contracts,
}: SettleRealtimeInput): RealtimePayoutLine[] => {
  if (period.kind !== 'FIVE_MINUTES') throw new RangeError('real-time salary settles 5-minute windows');
  const holders = byHolder(contracts);
  const terms = new Map<string, RealtimeTerms>();
  for (const [holder, contract] of holders) {
    if (contract.terms.type !== 'REALTIME_SALARY') throw new RangeError('settle one contract type at a time');
    terms.set(holder, contract.terms.realtimeSalary);
  }
  const earned = new Map<string, Earnings>();
  for (const holder of holders.keys()) {
    if (!tree.has(holder)) throw new RangeError(`holder ${holder} is not in the tree`);
    earned.set(holder, { exact: 0n, pending: 0, validBet: 0, shares: [] });
  }
  // The holders on a member's path, from the top down, each with its terms and running total;
  // remembered for every member walked through, so a branch is walked once however many bet in it.
  type Step = { terms: RealtimeTerms; earnings: Earnings };
  const paths = new Map<string, readonly Step[]>();
  const pathOf = (memberId: string): readonly Step[] => {
    const walked: string[] = [];
    let path: readonly Step[] | undefined;
    for (let member: string | null = memberId; member !== null; member = tree.get(member) ?? null) {
      path = paths.get(member);
      if (path) break;
      if (walked.length >= tree.size) throw new RangeError('the team tree has a cycle');
      walked.push(member);
    }
    path ??= [];
    for (let index = walked.length - 1; index >= 0; index -= 1) {
      const member = walked[index]!;
      const own = terms.get(member);
      if (own) path = [...path, { terms: own, earnings: earned.get(member)! }];
      paths.set(member, path);
    }
    return path;
  };

  const start = period.start.getTime();
  const end = period.end.getTime();
  // The rate of each holder on the path for the bet at hand, capped by the one above it.
  const rates: number[] = [];
  // In bet id order once, so each holder's list comes out in that order.
  const ordered = [...bets].sort((a, b) => (a.betId < b.betId ? -1 : a.betId > b.betId ? 1 : 0));
  for (const bet of ordered) {
    if (!tree.has(bet.memberId)) throw new RangeError(`member ${bet.memberId} is not in the tree`);
    const at = bet.settledAt.getTime();
    if (!(at >= start && at < end)) throw new RangeError(`bet ${bet.betId} was not settled in ${period.key}`);
    const { validBet, profitLoss } = bet;
    if (!Number.isSafeInteger(validBet) || validBet < 0 || !Number.isSafeInteger(profitLoss)) {
      throw new RangeError(`bet ${bet.betId} has figures that are not whole centavos`);
    }
    if (profitLoss === 0 || validBet === 0) continue;
    const outcome = profitLoss > 0 ? 'PROFIT' : 'LOSS';
    const path = pathOf(bet.memberId);
    let ceiling = Number.POSITIVE_INFINITY;
    for (let index = 0; index < path.length; index += 1) {
      const own = path[index]!.terms;
      const rate = validBet < own.minimumSingleBet ? 0 : outcome === 'PROFIT' ? own.profitRate : own.lossRate;
      ceiling = Math.min(rate, ceiling);
      rates[index] = ceiling;
    }
    for (let index = 0; index < path.length; index += 1) {
      const difference = rates[index]! - (index + 1 < path.length ? rates[index + 1]! : 0);
      if (difference <= 0) continue;
      const earnings = path[index]!.earnings;
      addExactly(earnings, difference, validBet);
      earnings.validBet += validBet;
      earnings.shares.push({ betId: bet.betId, memberId: bet.memberId, validBet, outcome, rate: difference });
    }
  }

  return [...holders.values()].sort(byContractId).map((contract) => {
    const earnings = earned.get(contract.holderId)!;
    const exact = earnings.exact + BigInt(earnings.pending);
    return {
      contractId: contract.contractId,
      holderId: contract.holderId,
      type: 'REALTIME_SALARY' as const,
      periodKey: period.key,
      idempotencyKey: settlementKey(contract.contractId, period),
      amount: toCentavos(exact),
      validBet: earnings.validBet,
      betCount: earnings.shares.length,
      earnedExact: exact.toString(),
      bets: earnings.shares,
    };
  });
};

/**
 * A holder's running real-time total in ten-thousandths of a centavo: `exact` + `pending`. Most
 * products and sums fit a safe integer, so they add up as numbers (exactly, below 2^53) and move
 * into the BigInt only when the next one would not fit: the same result as BigInt throughout,
 * several times faster over a window of many bets.
 */
type Earnings = { exact: bigint; pending: number; validBet: number; shares: RealtimeBetShare[] };

const addExactly = (earnings: Earnings, rate: number, amount: number) => {
  const product = rate * amount;
  if (Number.isSafeInteger(product) && Number.isSafeInteger(earnings.pending + product)) {
    earnings.pending += product;
    return;
  }
  earnings.exact += BigInt(earnings.pending) + BigInt(rate) * BigInt(amount);
  earnings.pending = 0;
};

/** The nearest holder strictly above a member that holds no contract itself. */
const nearestHolder = (
  tree: TeamTree,
  holders: ReadonlyMap<string, unknown>,
  memberId: string,
): string | null => {
  let upline = tree.get(memberId) ?? null;
  let steps = 0;
  while (upline !== null && !holders.has(upline)) {
    steps += 1;
    if (steps > tree.size) throw new RangeError('the team tree has a cycle');
    upline = tree.get(upline) ?? null;
  }
  return upline;
};
