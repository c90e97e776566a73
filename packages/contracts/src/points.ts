import { z } from 'zod';

/**
 * The points mall (spec sections 2, 4, 7 and 9; docs/points.md). Points are not money: a whole
 * number per member with its own history, earned on valid bets and never expiring. They are spent
 * on the operator's catalogue: goods sent to a receiving address, or cash credited to the wallet.
 */

/** Spec section 4 "Points redeem statuses": In Process, Rejected, Approved. */
export const POINT_REDEEM_STATUSES = ['IN_PROCESS', 'REJECTED', 'APPROVED'] as const;
export const PointRedeemStatus = z.enum(POINT_REDEEM_STATUSES);
export type PointRedeemStatus = z.infer<typeof PointRedeemStatus>;

/** A catalogue item is goods (delivered to an address) or cash (points converted to balance). */
export const POINT_REWARD_KINDS = ['GOODS', 'CASH'] as const;
export const PointRewardKind = z.enum(POINT_REWARD_KINDS);
export type PointRewardKind = z.infer<typeof PointRewardKind>;

/**
 * What changed a member's points: earned on a round, spent on a redeem or conversion, given back on
 * a rejection, a claimed mission's reward (docs/missions.md), a check-in's or a promotion's.
 */
export const POINT_ENTRY_KINDS = [
  'EARN',
  'REDEEM',
  'CONVERT',
  'REFUND',
  'MISSION',
  'CHECK_IN',
  'PROMOTION',
] as const;
export const PointEntryKind = z.enum(POINT_ENTRY_KINDS);
export type PointEntryKind = z.infer<typeof PointEntryKind>;

/** The operator's rules (getPointConfig). */
export const PointConfig = z.object({
  /** Valid turnover (centavos) that earns one point: "1 point per R$ X". */
  turnoverPerPoint: z.number().int().min(1),
  /** Centavos one point converts to. */
  cashPerPoint: z.number().int().min(1),
  /** Fewest points one conversion takes. */
  minConvertPoints: z.number().int().min(1),
});
export type PointConfig = z.infer<typeof PointConfig>;

/** MCS2_getPointBalance: the member's current points and what they are worth in cash. */
export const PointBalanceResponse = z.object({
  point: z.number().int(),
  /** The cash (centavos) the points would convert to now. */
  cashValue: z.number().int(),
  config: PointConfig,
  /**
   * Whether points convert to cash here: not where the jurisdiction profile lets nothing but play
   * put money in the wallet (BR: the points mall rewards with goods only).
   */
  convertible: z.boolean(),
});
export type PointBalanceResponse = z.infer<typeof PointBalanceResponse>;

export const PointReward = z.object({
  id: z.string(),
  kind: PointRewardKind,
  /** In the request's language. */
  name: z.string(),
  /** Points per unit. */
  points: z.number().int(),
  /** Units left (spec "available quantity"); null for cash, which never runs out. */
  available: z.number().int().nullable(),
  /** Centavos per unit for cash items, null for goods. */
  cash: z.number().int().nullable(),
});
export type PointReward = z.infer<typeof PointReward>;

/** getPointReward: the active catalogue, cheapest first. */
export const PointRewardResponse = z.object({ list: z.array(PointReward) });
export type PointRewardResponse = z.infer<typeof PointRewardResponse>;

export const POINT_ADDRESS_MAX = 300;

/** MCS2_redeemPointReward (token, encrypted; passwordCheck: the payment password). */
export const RedeemPointRequest = z.object({
  /** The client's id of this redeem: the same id again answers the first redeem. */
  requestId: z.uuid(),
  rewardId: z.uuid(),
  quantity: z.number().int().min(1).max(100),
  /** Spec "receiving address": required for goods. */
  receivingAddress: z.string().trim().max(POINT_ADDRESS_MAX).optional(),
  paymentPassword: z.string().min(1).max(64),
});
export type RedeemPointRequest = z.input<typeof RedeemPointRequest>;

/** convertPoint (token, encrypted): points to cash balance at the configured ratio. */
export const ConvertPointRequest = z.object({
  requestId: z.uuid(),
  points: z.number().int().min(1).max(100_000_000),
  paymentPassword: z.string().min(1).max(64),
});
export type ConvertPointRequest = z.input<typeof ConvertPointRequest>;

export const PointRedeem = z.object({
  id: z.string(),
  kind: PointRewardKind,
  rewardName: z.string(),
  /** Spec "redeem quantity". */
  quantity: z.number().int(),
  /** Spec "changed points": the points it took. */
  points: z.number().int(),
  /** Spec "paid account": the cash credited (centavos), null for goods. */
  cash: z.number().int().nullable(),
  receivingAddress: z.string().nullable(),
  status: PointRedeemStatus,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type PointRedeem = z.infer<typeof PointRedeem>;

/** The answer to a redeem or a conversion: the redeem and the points left. */
export const PointRedeemResponse = z.object({
  redeem: PointRedeem,
  point: z.number().int(),
  /** The cash balance after a conversion (centavos); null for goods. */
  balance: z.number().int().nullable(),
});
export type PointRedeemResponse = z.infer<typeof PointRedeemResponse>;

export const PointPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type PointPageQuery = z.input<typeof PointPageQuery>;

const page = { page: z.number().int(), pageSize: z.number().int(), total: z.number().int() };

/** getRedeemPointList: the member's redeems, newest first. */
export const RedeemPointListResponse = z.object({ list: z.array(PointRedeem), ...page });
export type RedeemPointListResponse = z.infer<typeof RedeemPointListResponse>;

export const PointEntry = z.object({
  id: z.string(),
  kind: PointEntryKind,
  /** Signed points (spec "changed points"). */
  points: z.number().int(),
  /** Points right after (spec "current point"). */
  balance: z.number().int(),
  createdAt: z.string(),
});
export type PointEntry = z.infer<typeof PointEntry>;

/** ODSFE2_MemTransDet: the member's points history, newest first. */
export const PointTransactionsResponse = z.object({ list: z.array(PointEntry), ...page });
export type PointTransactionsResponse = z.infer<typeof PointTransactionsResponse>;

/** An operator decides a goods redeem: approve (sent) or reject (the points go back). */
export const PointRedeemDecisionRequest = z.object({
  id: z.uuid(),
  decision: z.enum(['APPROVE', 'REJECT']),
});
export type PointRedeemDecisionRequest = z.infer<typeof PointRedeemDecisionRequest>;

export const PointRedeemDecisionResponse = z.object({ redeem: PointRedeem });
export type PointRedeemDecisionResponse = z.infer<typeof PointRedeemDecisionResponse>;
