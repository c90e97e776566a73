import type { MemberRewardStatus } from '@platform/contracts';

/** What may happen to a member reward (docs/referral-vip.md, "States"). */
export type RewardEvent = 'CLAIM' | 'PAY' | 'EXPIRE';

/**
 * The state an event moves a reward to, or null where it does not apply (the reward was claimed,
 * paid or expired first). Only PENDING moves; every move is one conditional update from it.
 */
export const nextRewardStatus = (
  status: MemberRewardStatus,
  event: RewardEvent,
): MemberRewardStatus | null => {
  switch (status) {
    case 'PENDING':
      switch (event) {
        case 'CLAIM':
          return 'CLAIMED';
        case 'PAY':
          return 'PAID';
        case 'EXPIRE':
          return 'EXPIRED';
        default: {
          const unknown: never = event;
          throw new Error(`unknown reward event ${String(unknown)}`);
        }
      }
    case 'CLAIMED':
    case 'PAID':
    case 'EXPIRED':
      return null;
    default: {
      const unknown: never = status;
      throw new Error(`unknown reward status ${String(unknown)}`);
    }
  }
};
