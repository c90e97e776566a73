// A member reward moves as every claimable reward does (docs/referral-vip.md, "States").
export {
  nextClaimableStatus as nextRewardStatus,
  type ClaimableEvent as RewardEvent,
} from '../../lib/claimable-state.js';
