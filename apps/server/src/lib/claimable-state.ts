/**
 * The state machine of a reward a member claims or the job pays: a period's rebate
 * (docs/rebate.md) and a VIP or referral reward (docs/referral-vip.md) move alike.
 */
export type ClaimableStatus = 'PENDING' | 'CLAIMED' | 'PAID' | 'EXPIRED';
export type ClaimableEvent = 'CLAIM' | 'PAY' | 'EXPIRE';

/**
 * The state an event moves a reward to, or null where it does not apply (it was claimed, paid or
 * expired first). Only PENDING moves; every move is one conditional update from it.
 */
export const nextClaimableStatus = (
  status: ClaimableStatus,
  event: ClaimableEvent,
): ClaimableStatus | null => {
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
          throw new Error(`unknown claimable event ${String(unknown)}`);
        }
      }
    case 'CLAIMED':
    case 'PAID':
    case 'EXPIRED':
      return null;
    default: {
      const unknown: never = status;
      throw new Error(`unknown claimable status ${String(unknown)}`);
    }
  }
};
