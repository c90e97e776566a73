import { z } from 'zod';
import { GAME_TYPES } from './games-lists.js';

/*
 * Player rebate (docs/rebate.md; spec: the member centre's manualRebate page, flag MANPLAYREB3): a
 * share of each member's valid turnover per game category, at the rate of their VIP level, computed
 * once per closed Brasília day by a job and paid as a cash BONUS through the wallet, on the
 * member's claim or by the job. Amounts are centavos, rates basis points (100 bp = 1 %).
 */

/** The game categories a rate is given for: the catalogue's game types. */
export const REBATE_CATEGORIES = GAME_TYPES;
export type RebateCategory = (typeof REBATE_CATEGORIES)[number];

/** CLAIM: the member claims on the manualRebate page; AUTO: the job pays each period itself. */
export const REBATE_MODES = ['CLAIM', 'AUTO'] as const;
export type RebateMode = (typeof REBATE_MODES)[number];

/** Only the Brasília day for now; the setting names it so a week can come without a new shape. */
export const REBATE_PERIODS = ['DAY'] as const;
export type RebatePeriod = (typeof REBATE_PERIODS)[number];

/**
 * A period's rebate of one member: PENDING until the member claims it (CLAIMED), the job pays it
 * (PAID) or it is not claimed within the setting's claimDays (EXPIRED). The three are final.
 */
export const REBATE_STATUSES = ['PENDING', 'CLAIMED', 'PAID', 'EXPIRED'] as const;
export type RebateStatus = (typeof REBATE_STATUSES)[number];

/** At most 10 % of turnover: beyond that a rebate is a refund of the stake, not a reward. */
export const REBATE_RATE_MAX_BP = 1_000;

const Centavos = z.number().int().min(0).max(1_000_000_000_000);
const RateBp = z.number().int().min(0).max(REBATE_RATE_MAX_BP);

/** One VIP level's rates; a category left out earns nothing. */
export const RebateLevelRates = z.object({
  rates: z.partialRecord(z.enum(REBATE_CATEGORIES), RateBp),
});
export type RebateLevelRates = z.infer<typeof RebateLevelRates>;

/**
 * The `rebate` system setting. `levels[i]` holds the rates of VIP level i (the `vipRank` setting's
 * order); a member above the last entry gets the last entry's rates.
 */
export const RebateSetting = z.object({
  mode: z.enum(REBATE_MODES),
  period: z.enum(REBATE_PERIODS),
  /** A period's rebate below this is not recorded (nor carried over). */
  minimumPayout: Centavos,
  /** A pending rebate expires this many days after its period ended. */
  claimDays: z.number().int().min(1).max(365),
  levels: z.array(RebateLevelRates).min(1).max(50),
});
export type RebateSetting = z.infer<typeof RebateSetting>;

export const RebateCategoryLine = z.object({
  category: z.enum(REBATE_CATEGORIES),
  /** Valid turnover of the category in the period. */
  turnover: z.number().int(),
  rateBp: z.number().int(),
  /** floor(turnover × rateBp / 10 000). */
  amount: z.number().int(),
});
export type RebateCategoryLine = z.infer<typeof RebateCategoryLine>;

export const RebateRecord = z.object({
  id: z.string(),
  /** The Brasília day (yyyy-MM-dd). */
  period: z.string(),
  vipLevel: z.number().int(),
  amount: z.number().int(),
  status: z.enum(REBATE_STATUSES),
  categories: z.array(RebateCategoryLine),
  createdAt: z.string(),
  /** When it was claimed, paid or expired. */
  settledAt: z.string().nullable(),
  /** When a pending rebate expires. */
  expiresAt: z.string(),
});
export type RebateRecord = z.infer<typeof RebateRecord>;

export const REBATE_HISTORY_PAGE_SIZE = 10;

export const RebateQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(REBATE_HISTORY_PAGE_SIZE),
});
export type RebateQuery = z.input<typeof RebateQuery>;
export type RebatePage = z.output<typeof RebateQuery>;

export const RebateSummaryResponse = z.object({
  mode: z.enum(REBATE_MODES),
  /** Whether the claim button applies: the MANPLAYREB3 flag is on and something is pending. */
  claimable: z.boolean(),
  /** Sum of the PENDING rebates. */
  pendingAmount: z.number().int(),
  pendingCount: z.number().int(),
  minimumPayout: z.number().int(),
  /** The member's VIP level now and its rates, as the next period will be computed. */
  vipLevel: z.number().int(),
  /** Today's valid turnover so far per category, the level's rate, and what it would earn. */
  today: z.object({ period: z.string(), categories: z.array(RebateCategoryLine) }),
  history: z.array(RebateRecord),
  page: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type RebateSummaryResponse = z.infer<typeof RebateSummaryResponse>;

export const RebateClaimResponse = z.object({
  /** What this claim paid. */
  amount: z.number().int(),
  /** The periods it paid. */
  periods: z.array(z.string()),
  /** The cash balance after the credit. */
  balance: z.number().int(),
});
export type RebateClaimResponse = z.infer<typeof RebateClaimResponse>;
