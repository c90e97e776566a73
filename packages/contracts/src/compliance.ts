import { z } from 'zod';

/**
 * The member's activity statement (Portaria SPA/MF 1.231/2024) and the operators' AML flags
 * (Portaria SPA/MF 1.143/2024). docs/responsible-gaming.md, "Activity statement"; docs/aml.md.
 */

/** A statement covers at most a year and a day (a leap year's whole calendar year). */
export const STATEMENT_MAX_DAYS = 366;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/u);

/** GET /wps/member/statement and its /csv: Brasília calendar days, both included. */
export const ActivityStatementQuery = z.object({ from: day, to: day });
export type ActivityStatementQuery = z.infer<typeof ActivityStatementQuery>;

/**
 * A period's money, in centavos. `bets`: stakes less refunded stakes; `net`: wins − bets (the
 * player's result at play, negative when behind); deposits as paid in (credited), withdrawals as
 * asked for, less those rejected or returned.
 */
export const StatementFigures = z.object({
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  bets: z.number().int(),
  wins: z.number().int(),
  net: z.number().int(),
});
export type StatementFigures = z.infer<typeof StatementFigures>;

export const StatementDay = StatementFigures.extend({ day });
export type StatementDay = z.infer<typeof StatementDay>;

export const ActivityStatementResponse = z.object({
  from: day,
  to: day,
  totals: StatementFigures,
  /** Days with any activity, oldest first; days without any are left out. */
  days: z.array(StatementDay),
});
export type ActivityStatementResponse = z.infer<typeof ActivityStatementResponse>;

/** A file a download route sends as it is (its Content-Disposition names it). */
export const DownloadFile = z.object({ fileName: z.string(), content: z.string() });
export type DownloadFile = z.infer<typeof DownloadFile>;

export const AML_RULES = [
  /** Deposits of a rolling 30 days above the threshold, whatever the member declared. */
  'DEPOSITS_ABOVE_THRESHOLD',
  /** Deposits of a rolling 30 days far above the monthly income the member declared (identity check). */
  'DEPOSITS_ABOVE_INCOME',
  /** A withdrawal asked for soon after a deposit, with little of it played. */
  'QUICK_WITHDRAWAL_LITTLE_PLAY',
  /** A PIX key or CPF used by several accounts (payees, withdrawals, deposit payers). */
  'SHARED_PIX_KEY_OR_CPF',
  /** A login IP address shared by several accounts. */
  'SHARED_LOGIN_IP',
] as const;
export type AmlRule = (typeof AML_RULES)[number];

/** The `aml` system setting: the rules' thresholds (docs/aml.md). */
export const AmlSetting = z.object({
  /** Centavos deposited within 30 days above which a member is flagged. */
  depositThreshold30Days: z.number().int().min(1),
  /** A withdrawal within this many hours of a deposit… */
  quickWithdrawalHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 30),
  /** …with less than this percentage of the deposit played between the two. */
  littlePlayPercent: z.number().min(0).max(100),
  /** How far back withdrawals are looked at for the quick-withdrawal rule. */
  lookbackDays: z.number().int().min(1).max(366),
  /** Accounts sharing one PIX key or CPF before they are flagged. */
  sharedKeyMinAccounts: z.number().int().min(2).max(100),
  /** Accounts sharing one login IP before they are flagged (households and carriers share some). */
  sharedIpMinAccounts: z.number().int().min(2).max(100),
  /**
   * Deposits of 30 days above this percentage of the declared monthly income are flagged…
   * (defaults, so a setting stored before the rule existed still reads)
   */
  incomePercent30Days: z.number().int().min(1).max(10_000).default(100),
  /** …once they are above this many centavos too: small sums are not worth a review. */
  incomeRuleMinimum: z.number().int().min(0).default(100_000),
});
export type AmlSetting = z.infer<typeof AmlSetting>;

/** GET /ops/aml/flags: every rule, or one; every member, or one account. */
export const AmlFlagsQuery = z.object({
  rule: z.enum(AML_RULES).optional(),
  account: z.string().trim().min(1).max(64).optional(),
});
export type AmlFlagsQuery = z.infer<typeof AmlFlagsQuery>;

export const AmlFlag = z.object({
  memberId: z.string(),
  account: z.string(),
  rule: z.enum(AML_RULES),
  /** What the rule found: amounts in centavos, counts, the shared key and the other accounts. */
  figures: z.record(z.string(), z.union([z.number(), z.string()])),
  /** When the rule first held for this member (ISO time). */
  since: z.string(),
});
export type AmlFlag = z.infer<typeof AmlFlag>;

export const AmlFlagsResponse = z.object({
  computedAt: z.string(),
  settings: AmlSetting,
  flags: z.array(AmlFlag),
});
export type AmlFlagsResponse = z.infer<typeof AmlFlagsResponse>;
