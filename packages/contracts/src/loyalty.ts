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
  /**
   * Cash bonus (centavos) paid once per member the first time they reach this level, never again
   * if they drop and climb back (0 or absent: none). Paid where the profile lets VIP credit a bonus.
   */
  upgradeBonus: Centavos.optional(),
  /** Cash bonus (centavos) for holding this level, once per Brasília calendar month (0 or absent: none). */
  monthlyBonus: Centavos.optional(),
});
export type VipLevelSetting = z.infer<typeof VipLevelSetting>;

/**
 * The `vipRank` system setting: the levels from lowest to highest. Each level must ask at least as
 * much as the one below it, so a member's level is the highest whose two requirements they meet.
 */
export const VipRankSetting = z
  .object({
    levels: z.array(VipLevelSetting).min(1).max(50),
    /**
     * How the upgrade and monthly bonuses reach members: CLAIM (absent too) — the member claims each
     * on the playerRank page; AUTO — the rewards job pays each as soon as it records it.
     */
    rewardMode: z.enum(['CLAIM', 'AUTO']).optional(),
  })
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
/** rewarded: the friend qualified and the referrer was paid the rule's reward for them. */
export const REFERRED_FRIEND_STATUSES = ['registered', 'deposited', 'active', 'rewarded'] as const;
export type ReferredFriendStatus = (typeof REFERRED_FRIEND_STATUSES)[number];

export const ReferredFriend = z.object({
  /** Masked as the winners board masks names: 'jogador01' → 'jo****01'. */
  account: z.string(),
  registeredAt: z.string(),
  status: z.enum(REFERRED_FRIEND_STATUSES),
  /** Centavos paid for this friend (status rewarded); null before. */
  rewardAmount: z.number().int().nullable(),
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

/** What a member reward pays for (docs/referral-vip.md, "Rewards that pay"). */
export const MEMBER_REWARD_KINDS = ['VIP_UPGRADE', 'VIP_MONTHLY', 'REFERRAL'] as const;
export type MemberRewardKind = (typeof MEMBER_REWARD_KINDS)[number];

/** PENDING waits for a claim or the job; CLAIMED, PAID and EXPIRED are final. */
export const MEMBER_REWARD_STATUSES = ['PENDING', 'CLAIMED', 'PAID', 'EXPIRED'] as const;
export type MemberRewardStatus = (typeof MEMBER_REWARD_STATUSES)[number];

export const MemberReward = z.object({
  id: z.string(),
  kind: z.enum(MEMBER_REWARD_KINDS),
  /** Centavos. */
  amount: z.number().int(),
  /** The VIP level it was earned at (VIP kinds). */
  level: z.number().int().nullable(),
  /** The Brasília month (yyyy-MM) of a monthly bonus. */
  month: z.string().nullable(),
  status: z.enum(MEMBER_REWARD_STATUSES),
  createdAt: z.string(),
  /** A monthly bonus is claimable until its month ends; null: no expiry. */
  expiresAt: z.string().nullable(),
});
export type MemberReward = z.infer<typeof MemberReward>;

export const VipLevel = z.object({
  level: z.number().int(),
  name: z.string(),
  requiredTurnover: z.number().int(),
  requiredDeposits: z.number().int(),
  benefits: z.string(),
  /** Centavos; 0 where the profile lets VIP pay no money (BR) or the level pays none. */
  upgradeBonus: z.number().int(),
  monthlyBonus: z.number().int(),
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
  /** Whether VIP pays money here (the profile's bonus credits; BR: false, only benefits are shown). */
  moneyRewards: z.boolean(),
  rewardMode: z.enum(['CLAIM', 'AUTO']),
  /** The member's upgrade and monthly bonuses, newest first (at most 20); empty where none are paid. */
  rewards: z.array(MemberReward),
});
export type PlayerRankResponse = z.infer<typeof PlayerRankResponse>;

/** POST /wps/member/playerRank/claim: one pending VIP reward of the caller. */
export const VipRewardClaimRequest = z.object({ id: z.uuid() }).strict();
export type VipRewardClaimRequest = z.infer<typeof VipRewardClaimRequest>;

export const VipRewardClaimResponse = z.object({
  amount: z.number().int(),
  /** The member's cash balance after the credit (centavos). */
  balance: z.number().int(),
});
export type VipRewardClaimResponse = z.infer<typeof VipRewardClaimResponse>;

/** GET /wps/member/playerRank/claimable: how many VIP bonuses wait to be claimed (the reward centre). */
export const VipClaimableResponse = z.object({ count: z.number().int() });
export type VipClaimableResponse = z.infer<typeof VipClaimableResponse>;
