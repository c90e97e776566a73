import type { PromotionRow } from './promotions.repository.js';

/** What a promotion's eligibility asks of a member: their VIP level and the agents above them. */
export type MemberStanding = {
  /** The member's VIP level index (0: the first level), as the loyalty module ranks them. */
  vipLevel: number;
  /** Account names of every agent above the member in the team tree. */
  agentsAbove: ReadonlySet<string>;
};

type Targeting = Pick<PromotionRow, 'minVipLevel' | 'agentLines'>;

/** Whether a promotion targets some members only (a VIP level or agents' teams). */
export const isTargeted = (row: Targeting): boolean => row.minVipLevel > 0 || row.agentLines.length > 0;

/**
 * Whether a member may take a promotion. A visitor (no standing) sees only promotions open to
 * everyone: a targeted one would disappear at login for most of those who saw it.
 */
export const isEligible = (row: Targeting, standing: MemberStanding | null): boolean => {
  if (!isTargeted(row)) return true;
  if (!standing) return false;
  if (standing.vipLevel < row.minVipLevel) return false;
  return row.agentLines.length === 0 || row.agentLines.some((agent) => standing.agentsAbove.has(agent));
};
