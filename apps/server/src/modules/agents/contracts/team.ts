import type { Period } from './periods.js';
import type { TeamFigures } from './terms.js';

/**
 * The team tree as settlement reads it: every member mapped to its direct upline (null at a top).
 * The agents' closure table yields it for one top agent's team in one query.
 */
export type TeamTree = ReadonlyMap<string, string | null>;

/**
 * One member's own figures for a period, in centavos: valid bet, P&L (payouts minus stakes, from
 * the member's side), whether it counts as active in the period (the caller's rule, e.g. a valid
 * bet or a deposit), whether its first deposit fell in the period, and optionally the ids of the
 * bets behind the figures so a payout line can list them.
 */
export type MemberFigures = {
  memberId: string;
  validBet: number;
  profitLoss: number;
  active: boolean;
  firstDeposit: boolean;
  betIds?: readonly string[];
};

const assertCentavos = (value: number, what: string) => {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be an integer number of centavos`);
};

/**
 * The members ordered so that every upline comes before its downlines (breadth first from the
 * tops). Throws on an upline missing from the tree or a cycle: settling a broken tree would pay
 * the wrong people.
 */
export const topDownOrder = (tree: TeamTree): string[] => {
  const children = new Map<string, string[]>();
  const order: string[] = [];
  for (const [member, upline] of tree) {
    if (upline === null) {
      order.push(member);
      continue;
    }
    if (!tree.has(upline)) throw new RangeError(`upline ${upline} of ${member} is not in the tree`);
    const list = children.get(upline);
    if (list) list.push(member);
    else children.set(upline, [member]);
  }
  for (let index = 0; index < order.length; index += 1) {
    for (const child of children.get(order[index]!) ?? []) order.push(child);
  }
  if (order.length !== tree.size) throw new RangeError('the team tree has a cycle');
  return order;
};

const emptyTeam = (): TeamFigures => ({
  members: 0,
  validBet: 0,
  profitLoss: 0,
  houseResult: 0,
  activeMembers: 0,
  firstDeposits: 0,
});

/**
 * Every member's team figures (itself plus all members below it), built bottom-up so each team is
 * its own figures plus its direct downlines' teams: the identity the reports reconcile on. A
 * member of the tree with no figures counts as a member with zeros.
 */
export const teamFigures = (tree: TeamTree, figures: readonly MemberFigures[]): Map<string, TeamFigures> => {
  const teams = new Map<string, TeamFigures>();
  for (const member of tree.keys()) teams.set(member, { ...emptyTeam(), members: 1 });
  for (const own of figures) {
    const team = teams.get(own.memberId);
    if (!team) throw new RangeError(`member ${own.memberId} is not in the tree`);
    assertCentavos(own.validBet, 'validBet');
    assertCentavos(own.profitLoss, 'profitLoss');
    if (own.validBet < 0) throw new RangeError('validBet cannot be negative');
    team.validBet += own.validBet;
    team.profitLoss += own.profitLoss;
    team.houseResult -= own.profitLoss;
    team.activeMembers += own.active ? 1 : 0;
    team.firstDeposits += own.firstDeposit ? 1 : 0;
  }
  const order = topDownOrder(tree);
  for (let index = order.length - 1; index >= 0; index -= 1) {
    const member = order[index]!;
    const upline = tree.get(member);
    if (upline === null || upline === undefined) continue;
    const team = teams.get(member)!;
    const above = teams.get(upline)!;
    above.members += team.members;
    above.validBet += team.validBet;
    above.profitLoss += team.profitLoss;
    above.houseResult += team.houseResult;
    above.activeMembers += team.activeMembers;
    above.firstDeposits += team.firstDeposits;
  }
  for (const team of teams.values()) {
    // Sums of safe integers can leave the safe range only with absurd inputs; refuse rather than round.
    if (!Number.isSafeInteger(team.validBet) || !Number.isSafeInteger(team.profitLoss)) {
      throw new RangeError('team figures exceed the exact integer range');
    }
  }
  return teams;
};

/**
 * For each holder, the nearest holder above it in the tree (null when none): the "upline" of the
 * difference rule, which skips members without a contract of the type.
 */
export const nearestHolderAbove = (
  tree: TeamTree,
  holders: ReadonlySet<string>,
): Map<string, string | null> => {
  const result = new Map<string, string | null>();
  for (const holder of holders) {
    if (!tree.has(holder)) throw new RangeError(`holder ${holder} is not in the tree`);
    let upline = tree.get(holder) ?? null;
    const seen = new Set<string>();
    while (upline !== null && !holders.has(upline)) {
      if (seen.has(upline)) throw new RangeError('the team tree has a cycle');
      seen.add(upline);
      upline = tree.get(upline) ?? null;
    }
    result.set(holder, upline);
  }
  return result;
};

/**
 * A settled bet, in centavos: its valid bet and the member's P&L on it (payout minus stake). A win
 * for the member (P&L above 0) earns a real-time salary's profit rate, a loss its loss rate, a push
 * nothing.
 */
export type SettledBet = {
  betId: string;
  memberId: string;
  validBet: number;
  profitLoss: number;
  settledAt: Date;
};

/**
 * Members' own figures for a period from their bets settled in it: the reference the SQL
 * aggregation of the agents' reports must agree with. A member is active when it has a bet with a
 * valid bet in the period; `firstDeposits` maps members to the instant of their first deposit.
 */
export const memberFiguresFromBets = (
  bets: readonly SettledBet[],
  period: Pick<Period, 'start' | 'end'>,
  firstDeposits: ReadonlyMap<string, Date> = new Map(),
): MemberFigures[] => {
  const inPeriod = (instant: Date) => instant >= period.start && instant < period.end;
  const byMember = new Map<string, MemberFigures & { betIds: string[] }>();
  const entry = (memberId: string) => {
    const existing = byMember.get(memberId);
    if (existing) return existing;
    const created = { memberId, validBet: 0, profitLoss: 0, active: false, firstDeposit: false, betIds: [] };
    byMember.set(memberId, created);
    return created;
  };
  for (const bet of bets) {
    if (!inPeriod(bet.settledAt)) continue;
    const own = entry(bet.memberId);
    own.validBet += bet.validBet;
    own.profitLoss += bet.profitLoss;
    own.active ||= bet.validBet > 0;
    own.betIds.push(bet.betId);
  }
  for (const [memberId, at] of firstDeposits) {
    if (inPeriod(at)) entry(memberId).firstDeposit = true;
  }
  return [...byMember.values()]
    .map((own) => ({ ...own, betIds: own.betIds.sort() }))
    .sort((a, b) => (a.memberId < b.memberId ? -1 : a.memberId > b.memberId ? 1 : 0));
};
