import { z } from 'zod';
import { CONTRACT_TYPES } from './agent-contract-lists.js';

/**
 * Agent contracts (spec sections 3, 4 and 7; docs/agents.md "Contracts"): what an upline offers a
 * direct downline, and the terms settled per period. Rates are integer basis points (1 bp = 0.01 %,
 * 10 000 bp = 100 %); amounts are integer centavos. No floating point anywhere on this path.
 */

export const ContractType = z.enum(CONTRACT_TYPES);
export type ContractType = z.infer<typeof ContractType>;

/** Dividend periods (spec section 9): daily, weekly (Monday start), semi-monthly (1st–15th, 16th–end), monthly. */
export const DIVIDEND_PERIODS = ['D', 'W', 'H', 'M'] as const;
export const DividendPeriod = z.enum(DIVIDEND_PERIODS);
export type DividendPeriod = z.infer<typeof DividendPeriod>;

/**
 * Where a contract stands (decision in docs/agents.md): an offer is accepted, rejected or
 * withdrawn; an active contract may be asked to end (the other party accepts or rejects), or is
 * superseded when its holder accepts a higher-rate one of the same type. A contract in force is
 * ACTIVE or TERMINATION_REQUESTED: it keeps paying until the termination is accepted.
 */
export const CONTRACT_STATUSES = [
  'OFFERED',
  'ACTIVE',
  'REJECTED',
  'WITHDRAWN',
  'TERMINATION_REQUESTED',
  'TERMINATED',
  'SUPERSEDED',
] as const;
export const ContractStatus = z.enum(CONTRACT_STATUSES);
export type ContractStatus = z.infer<typeof ContractStatus>;

/** The two sides of a contract: the upline who offers it (the operator for a top agent) and its holder. */
export const CONTRACT_PARTIES = ['UPLINE', 'HOLDER'] as const;
export const ContractParty = z.enum(CONTRACT_PARTIES);
export type ContractParty = z.infer<typeof ContractParty>;

export const BASIS_POINTS_WHOLE = 10_000;
/** A rate in basis points, 0 to 100 %. */
export const RateBasisPoints = z.number().int().min(0).max(BASIS_POINTS_WHOLE);
/** A threshold in centavos (R$ 10 000 000 000,00 at most keeps every product below 2^63). */
const Centavos = z.number().int().min(0).max(1_000_000_000_000);
const MemberCount = z.number().int().min(0).max(10_000_000);
export const CONTRACT_MAX_TIERS = 20;

/**
 * Tiers are listed from the lowest to the highest: every threshold at least the previous one's and
 * the rate strictly higher, so "the highest tier whose thresholds the team meets" is also the
 * best-paying one and the ladder never pays less for more.
 */
const ascendingTiers = <Tier extends { rate: number }>(
  tiers: readonly Tier[],
  thresholds: ReadonlyArray<keyof Tier>,
): boolean =>
  tiers.every((tier, index) => {
    const previous = tiers[index - 1];
    if (!previous) return true;
    return (
      tier.rate > previous.rate &&
      thresholds.every((key) => (tier[key] as number) >= (previous[key] as number))
    );
  });

/**
 * One dividend tier: when the team's period valid bet, period loss (the team's net house result,
 * i.e. minus the members' period P&L) and active members all reach these, the holder earns `rate`
 * of the team's net house result.
 */
export const DividendTier = z.object({
  periodValidBet: Centavos,
  periodProfitLoss: Centavos,
  activeMembers: MemberCount,
  rate: RateBasisPoints,
});
export type DividendTier = z.infer<typeof DividendTier>;

export const DividendTerms = z.object({
  period: DividendPeriod,
  tiers: z
    .array(DividendTier)
    .min(1)
    .max(CONTRACT_MAX_TIERS)
    .refine((tiers) => ascendingTiers(tiers, ['periodValidBet', 'periodProfitLoss', 'activeMembers']), {
      message: 'Tiers go from the lowest to the highest, each rate above the previous one.',
    }),
});
export type DividendTerms = z.infer<typeof DividendTerms>;

/**
 * One daily-salary tier: when the day's team valid bet (`betAmount`) and active members reach
 * these, the holder earns `rate` of the day's team valid bet. A rate rather than a fixed amount, so
 * an upline's and a downline's salaries compare and the difference rule applies (docs/agents.md).
 */
export const DailySalaryTier = z.object({
  betAmount: Centavos,
  activeMembers: MemberCount,
  rate: RateBasisPoints,
});
export type DailySalaryTier = z.infer<typeof DailySalaryTier>;

export const DailySalaryTerms = z.object({
  tiers: z
    .array(DailySalaryTier)
    .min(1)
    .max(CONTRACT_MAX_TIERS)
    .refine((tiers) => ascendingTiers(tiers, ['betAmount', 'activeMembers']), {
      message: 'Tiers go from the lowest to the highest, each rate above the previous one.',
    }),
});
export type DailySalaryTerms = z.infer<typeof DailySalaryTerms>;

/** One hourly-salary tier: when the hour's team valid bet reaches `betAmount`, `rate` of it. */
export const HourlySalaryTier = z.object({
  betAmount: Centavos,
  rate: RateBasisPoints,
});
export type HourlySalaryTier = z.infer<typeof HourlySalaryTier>;

export const HourlySalaryTerms = z.object({
  tiers: z
    .array(HourlySalaryTier)
    .min(1)
    .max(CONTRACT_MAX_TIERS)
    .refine((tiers) => ascendingTiers(tiers, ['betAmount']), {
      message: 'Tiers go from the lowest to the highest, each rate above the previous one.',
    }),
});
export type HourlySalaryTerms = z.infer<typeof HourlySalaryTerms>;

/**
 * Real-time salary, settled every 5 minutes: each settled bet of the team whose valid bet is at
 * least `minimumSingleBet` earns `profitRate` of it when the member won it and `lossRate` when the
 * member lost it (a push earns nothing).
 */
export const RealtimeSalaryTerms = z.object({
  profitRate: RateBasisPoints,
  lossRate: RateBasisPoints,
  minimumSingleBet: Centavos,
});
export type RealtimeSalaryTerms = z.infer<typeof RealtimeSalaryTerms>;

/** The terms of a contract, tagged with its type. */
export const ContractTerms = z.discriminatedUnion('type', [
  z.object({ type: z.literal('DIVIDEND'), dividend: DividendTerms }),
  z.object({ type: z.literal('DAILY_SALARY'), dailySalary: DailySalaryTerms }),
  z.object({ type: z.literal('HOURLY_SALARY'), hourlySalary: HourlySalaryTerms }),
  z.object({ type: z.literal('REALTIME_SALARY'), realtimeSalary: RealtimeSalaryTerms }),
]);
export type ContractTerms = z.infer<typeof ContractTerms>;

/** An upline offers a contract to one of its direct downlines (by account name). */
export const ContractOfferRequest = z.object({
  requestId: z.uuid(),
  account: z.string().trim().min(1).max(64),
  terms: ContractTerms,
});
export type ContractOfferRequest = z.input<typeof ContractOfferRequest>;

/** What either party may do to a contract (spec section 4: Accept, Reject, Terminate). */
export const CONTRACT_ACTION_KINDS = [
  'ACCEPT',
  'REJECT',
  'WITHDRAW',
  'REQUEST_TERMINATION',
  'ACCEPT_TERMINATION',
  'REJECT_TERMINATION',
] as const;
export const ContractActionKind = z.enum(CONTRACT_ACTION_KINDS);
export type ContractActionKind = z.infer<typeof ContractActionKind>;

export const ContractActionRequest = z.object({
  contractId: z.uuid(),
  action: ContractActionKind,
});
export type ContractActionRequest = z.input<typeof ContractActionRequest>;

/** A contract as either party sees it. */
export const ContractView = z.object({
  id: z.string(),
  type: ContractType,
  status: ContractStatus,
  holder: z.string(),
  /** The upline's account name; null when the operator offered it (a top agent's contract). */
  upline: z.string().nullable(),
  terms: ContractTerms,
  terminationRequestedBy: ContractParty.nullable(),
  /** Whether it waits on the caller's answer: an offer to it, or a termination asked of it. */
  awaitsYou: z.boolean(),
  offeredAt: z.string(),
  /** In force since (accepted); null while offered or when it never was. */
  activatedAt: z.string().nullable(),
  /** Terminated or superseded at; null otherwise. */
  endedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type ContractView = z.infer<typeof ContractView>;

export const ContractListResponse = z.object({ contracts: z.array(ContractView) });
export type ContractListResponse = z.infer<typeof ContractListResponse>;

/**
 * The body of the four relay calls (POST /wps/relay/MCS2_processDividendReq,
 * processDailySalContract, processContractHourSalary, MCSFE_processRealTimeSalaryContract): an
 * upline's offer (`action` OFFER, with the terms of the relay's type), or either party's action on
 * a contract of that type (spec section 4: accept, reject, terminate, answer a termination).
 */
export const ContractRelayRequest = z.union([
  ContractOfferRequest.extend({ action: z.literal('OFFER') }),
  ContractActionRequest,
]);
export type ContractRelayRequest = z.input<typeof ContractRelayRequest>;

export const ContractRelayResponse = z.object({ contract: ContractView });
export type ContractRelayResponse = z.infer<typeof ContractRelayResponse>;

/**
 * One (contract, period) settlement as its holder sees it; `line` is the payout line with its
 * figures (a real-time window's bets are read apart, ContractSettlementBetsQuery).
 */
export const ContractSettlementView = z.object({
  contractId: z.string(),
  type: ContractType,
  periodKey: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  amount: z.number().int(),
  state: z.enum(['PENDING', 'PAID']),
  /** Read it with ContractSettlementLine; stored as settlement computed it, so the wire keeps it open. */
  line: z.record(z.string(), z.unknown()),
});
export type ContractSettlementView = z.infer<typeof ContractSettlementView>;

/**
 * The payout lines settlement stores (docs/agents.md "Settlement"), for readers of `line`: a
 * dividend, daily or hourly salary line with the team's figures, tier and sub-agents' shares; a
 * real-time salary line with the sum of the rates earned on its bets; or the zero record of a contract
 * superseded in the period, naming the contract the period was paid under.
 */
export const SettlementTeamFigures = z.object({
  members: z.number().int(),
  validBet: z.number().int(),
  profitLoss: z.number().int(),
  houseResult: z.number().int(),
  activeMembers: z.number().int(),
  firstDeposits: z.number().int(),
});
export const SettlementSubAgentShare = z.object({
  contractId: z.string(),
  holderId: z.string(),
  effectiveRate: z.number().int(),
  base: z.number().int(),
});
export type SettlementSubAgentShare = z.infer<typeof SettlementSubAgentShare>;
export const SettlementPeriodLine = z.object({
  kind: z.literal('PERIOD').default('PERIOD'),
  contractId: z.string(),
  holderId: z.string(),
  type: z.enum(['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY']),
  periodKey: z.string(),
  idempotencyKey: z.string(),
  amount: z.number().int(),
  team: SettlementTeamFigures,
  tier: z.number().int().nullable(),
  tierRate: z.number().int(),
  effectiveRate: z.number().int(),
  base: z.number().int(),
  subAgents: z.array(SettlementSubAgentShare),
  /** Ten-thousandths of a centavo, a decimal string (it may pass 2^53). */
  allottedExact: z.string().regex(/^\d+$/u),
  prorated: z.boolean(),
  betIds: z.array(z.string()),
});
export type SettlementPeriodLine = z.infer<typeof SettlementPeriodLine>;
export const SettlementRealtimeBet = z.object({
  betId: z.string(),
  memberId: z.string(),
  validBet: z.number().int(),
  outcome: z.enum(['PROFIT', 'LOSS']),
  rate: z.number().int(),
});
export type SettlementRealtimeBet = z.infer<typeof SettlementRealtimeBet>;
/**
 * A real-time salary window's line. Its bets, each with the rate the holder earned on it, are
 * stored beside it (a large team's window has hundreds of thousands) and read a page at a time
 * (ContractSettlementBetsQuery): `betCount` of them, whose rate × valid bet add up to
 * `earnedExact`, and amount = ⌊earnedExact / 10 000⌋.
 */
export const SettlementRealtimeLine = z.object({
  kind: z.literal('REALTIME').default('REALTIME'),
  contractId: z.string(),
  holderId: z.string(),
  type: z.literal('REALTIME_SALARY'),
  periodKey: z.string(),
  idempotencyKey: z.string(),
  amount: z.number().int(),
  validBet: z.number().int(),
  betCount: z.number().int(),
  /** Σ rate × valid bet over the bets, in ten-thousandths of a centavo (a decimal string, as it may pass 2^53). */
  earnedExact: z.string().regex(/^\d+$/u),
});
export type SettlementRealtimeLine = z.infer<typeof SettlementRealtimeLine>;
export const SettlementSupersededLine = z.object({
  kind: z.literal('SUPERSEDED').default('SUPERSEDED'),
  contractId: z.string(),
  periodKey: z.string(),
  amount: z.literal(0),
  paidUnder: z.string(),
});
export type SettlementSupersededLine = z.infer<typeof SettlementSupersededLine>;
/** Tried in order: a stored line carries no kind, its fields tell which it is. */
export const ContractSettlementLine = z.union([
  SettlementRealtimeLine,
  SettlementPeriodLine,
  SettlementSupersededLine,
]);
export type ContractSettlementLine = z.infer<typeof ContractSettlementLine>;

const settlementDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/u);

/**
 * The settlement records of one type or all, newest period first. `from` and `to` (inclusive
 * Brasília days, at most RECORDS_MAX_DAYS) keep the periods that started in them; without them
 * every period is listed. `nonZero=true` keeps the periods that paid something: a real-time
 * salary records every 5-minute window in force, 288 a day, most of them empty.
 */
export const ContractSettlementsFilter = z.object({
  type: ContractType.optional(),
  from: settlementDay.optional(),
  to: settlementDay.optional(),
  nonZero: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type ContractSettlementsFilter = z.input<typeof ContractSettlementsFilter>;
export const ContractSettlementsQuery = ContractSettlementsFilter.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ContractSettlementsQuery = z.input<typeof ContractSettlementsQuery>;

/** The filter's sums over every page (a real-time line's valid bet is that of the bets it paid on). */
export const ContractSettlementTotals = z.object({
  count: z.number().int(),
  amount: z.number().int(),
  paidAmount: z.number().int(),
  pendingAmount: z.number().int(),
  validBet: z.number().int(),
  base: z.number().int(),
});
export type ContractSettlementTotals = z.infer<typeof ContractSettlementTotals>;

export const ContractSettlementsResponse = z.object({
  list: z.array(ContractSettlementView),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  totals: ContractSettlementTotals,
  /** Account names of the members the page's lines name (sub-agents, bettors), by member id. */
  accounts: z.record(z.string(), z.string()),
});
export type ContractSettlementsResponse = z.infer<typeof ContractSettlementsResponse>;

/** One page of the bets a real-time salary window of the caller's paid on, in bet id order. */
export const ContractSettlementBetsQuery = z.object({
  contractId: z.uuid(),
  periodKey: z.string().min(1).max(64),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type ContractSettlementBetsQuery = z.input<typeof ContractSettlementBetsQuery>;

export const ContractSettlementBetsResponse = z.object({
  list: z.array(SettlementRealtimeBet),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** Account names of the page's bettors (members of the caller's own tree), by member id. */
  accounts: z.record(z.string(), z.string()),
});
export type ContractSettlementBetsResponse = z.infer<typeof ContractSettlementBetsResponse>;
