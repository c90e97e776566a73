/**
 * Agent contracts, the pure core (docs/agents.md "Contracts"): terms and tiers, settlement periods
 * on Brasília's clock, the contract state machine and the settlement arithmetic. No I/O: the
 * agents service feeds it contracts read under lock, the team tree and the period's figures, and
 * writes what it decides through the job queue and the wallet.
 */
export {
  PERIOD_KINDS,
  lastClosedPeriod,
  parsePeriodKey,
  periodAfter,
  periodBefore,
  periodOf,
  settlementKey,
  settlementPeriodKind,
  type Period,
  type PeriodKind,
} from './periods.js';
export {
  checkWithinUpline,
  headlineRate,
  isHigherRate,
  tierFor,
  type ContractErrorCode,
  type PeriodContractTerms,
  type TeamFigures,
  type TierMatch,
} from './terms.js';
export {
  applyContractChanges,
  awaitsMember,
  consolidatedFlags,
  decideContractCommand,
  isInForce,
  transitionContract,
  type ContractChange,
  type ContractCommand,
  type ContractDecision,
  type ContractEvent,
  type ContractOffer,
  type ContractRecord,
  type ContractRefusal,
  type ContractTransition,
} from './contract-state.js';
export {
  memberFiguresFromBets,
  nearestHolderAbove,
  teamFigures,
  topDownOrder,
  type MemberFigures,
  type SettledBet,
  type TeamTree,
} from './team.js';
export {
  settlePeriod,
  settleRealtimeWindow,
  type PeriodPayoutLine,
  type RealtimeBetShare,
  type RealtimePayoutLine,
  type SettlePeriodInput,
  type SettleRealtimeInput,
  type SettlingContract,
  type SubAgentShare,
} from './settlement.js';
