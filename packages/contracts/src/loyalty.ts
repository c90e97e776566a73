import { z } from 'zod';
import { LocalizedText } from './system.js';

// Referral and VIP rank (docs/referral-vip.md). Amounts are centavos.

const Centavos = z.number().int().min(0).max(1_000_000_000_000);

/**
 * The `referral` system setting: the reward rule the member centre shows. Paying it is the
 * promotion engine's job; nothing here moves money.
 */
export const ReferralSetting = z.object({
  /** What the referrer receives per qualifying friend (0: the programme shows no amount). */
  rewardAmount: Centavos,
  /** The friend qualifies once their paid deposits reach this … */
  qualifyingDeposit: Centavos,
  /** … and their valid turnover reaches this. */
  qualifyingTurnover: Centavos,
});
export type ReferralSetting = z.infer<typeof ReferralSetting>;

/** One VIP level as the operator configures it; the first level's requirements are usually 0. */
export const VipLevelSetting = z.object({
  name: LocalizedText,
  /** Lifetime valid turnover needed (decision 0017's policy decides what counts). */
  requiredTurnover: Centavos,
  /** Lifetime paid deposits needed. */
  requiredDeposits: Centavos,
  benefits: LocalizedText,
});
export type VipLevelSetting = z.infer<typeof VipLevelSetting>;

/**
 * The `vipRank` system setting: the levels from lowest to highest. Each level must ask at least as
 * much as the one below it, so a member's level is the highest whose two requirements they meet.
 */
export const VipRankSetting = z
  .object({ levels: z.array(VipLevelSetting).min(1).max(50) })
  .refine(
    ({ levels }) =>
      levels.every(
        (level, index) =>
          index === 0 ||
          (level.requiredTurnover >= levels[index - 1]!.requiredTurnover &&
            level.requiredDeposits >= levels[index - 1]!.requiredDeposits),
      ),
    { message: 'VIP levels must not ask less than the level below', path: ['levels'] },
  );
export type VipRankSetting = z.infer<typeof VipRankSetting>;

export const REFERRAL_PAGE_SIZE = 20;

export const ReferralQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(REFERRAL_PAGE_SIZE),
});
export type ReferralQuery = z.input<typeof ReferralQuery>;
export type ReferralPage = z.output<typeof ReferralQuery>;

/** registered: no paid deposit yet; deposited: paid a deposit; active: deposited and bet in the last 30 days. */
export const REFERRED_FRIEND_STATUSES = ['registered', 'deposited', 'active'] as const;
export type ReferredFriendStatus = (typeof REFERRED_FRIEND_STATUSES)[number];

export const ReferredFriend = z.object({
  /** Masked as the winners board masks names: 'jogador01' → 'jo****01'. */
  account: z.string(),
  registeredAt: z.string(),
  status: z.enum(REFERRED_FRIEND_STATUSES),
});
export type ReferredFriend = z.infer<typeof ReferredFriend>;

export const ReferralResponse = z.object({
  code: z.string(),
  /** The registration address carrying the code: /register?referralCode=CODE. */
  link: z.string(),
  /** The link as a QR code, an SVG data URL drawn by this server. */
  qr: z.string(),
  rule: ReferralSetting,
  friends: z.array(ReferredFriend),
  page: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type ReferralResponse = z.infer<typeof ReferralResponse>;

export const VipLevel = z.object({
  level: z.number().int(),
  name: z.string(),
  requiredTurnover: z.number().int(),
  requiredDeposits: z.number().int(),
  benefits: z.string(),
});
export type VipLevel = z.infer<typeof VipLevel>;

export const PlayerRankResponse = z.object({
  /** Index into `levels` of the member's current level. */
  currentLevel: z.number().int(),
  turnover: z.number().int(),
  deposits: z.number().int(),
  /** What is still missing for the next level; null at the top level. */
  next: z
    .object({
      level: z.number().int(),
      turnoverNeeded: z.number().int(),
      depositsNeeded: z.number().int(),
      /** 0–100: the lesser of the two requirements' progress. */
      percent: z.number().int(),
    })
    .nullable(),
  levels: z.array(VipLevel),
});
export type PlayerRankResponse = z.infer<typeof PlayerRankResponse>;
