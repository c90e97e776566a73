// A period's rebate moves as every claimable reward does (docs/rebate.md, "States").
export {
  nextClaimableStatus as nextRebateStatus,
  type ClaimableEvent as RebateEvent,
} from '../../lib/claimable-state.js';
