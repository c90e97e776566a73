import { z } from 'zod';

/** Member info of spec section 3, as GET /wps/member/info returns it. Money is integer centavos. */
export const MemberInfoResponse = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string(),
  userName: z.string(),
  type: z.number().int(),
  balance: z.number().int(),
  /** The member's bonus money, apart from the cash `balance` (docs/promotions.md); 0 without one. */
  bonusBalance: z.number().int().optional(),
  currencySymbol: z.string(),
  unreadMessage: z.number().int(),
  availablePromoCount: z.number().int(),
  availablePromo: z.array(z.object({ type: z.string(), enabled: z.boolean() })),
  hasVip: z.boolean(),
  vipLabelName: z.string().nullable(),
  vipRankLevel: z.number().int().nullable(),
});
export type MemberInfoResponse = z.infer<typeof MemberInfoResponse>;
