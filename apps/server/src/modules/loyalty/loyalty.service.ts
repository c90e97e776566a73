import {
  localize,
  maskWinnerName,
  type PlayerRankResponse,
  type ReferralPage,
  type ReferralResponse,
  type ReferralSetting,
  type CheckInSetting,
  type ReferredFriendStatus,
  type SupportedLanguage,
  type VipRankSetting,
  type Whitelabel,
} from '@platform/contracts';
import { AppError } from '@platform/server-kit';
import { registrationLink, svgDataUrl } from '../../lib/invitation-link.js';
import type { Principal } from '../../plugins/route-registry.js';
import type { AccountsService } from '../accounts/index.js';
import type { AuditService } from '../audit/index.js';
import type { MovementInput, PlannedMovement } from '../wallet/index.js';
import type { LoyaltyRepository } from './loyalty.repository.js';
import { createLoyaltyRewards } from './rewards.service.js';
import { playerRankOf, vipLevelOf, type VipProgress } from './vip-rank.js';

/** A friend is active while they bet within this many days. */
const ACTIVE_DAYS = 30;
const DAY_MS = 86_400_000;
/** Members the VIP job ranks per batch. */
const RANK_BATCH = 200;
/** Lifetime turnover starts here: before any round was ever played. */
const EPOCH = new Date(0);

/** A member's VIP level and its name, as member info shows them. */
export type VipBadge = { level: number; name: string };

export type LoyaltyDeps = {
  repository: LoyaltyRepository;
  referrals: AccountsService['referrals'];
  settings: {
    getSetting(key: 'whitelabel'): Promise<Whitelabel>;
    getSetting(key: 'referral'): Promise<ReferralSetting>;
    getSetting(key: 'vipRank'): Promise<VipRankSetting>;
    getSetting(key: 'checkIn'): Promise<CheckInSetting>;
    updateSetting(key: 'referral' | 'vipRank' | 'checkIn', value: unknown): Promise<unknown>;
  };
  /** Lifetime paid deposits of each member (payments; members without one left out). */
  depositTotalsOf: (memberIds: string[]) => Promise<Map<string, number>>;
  depositorsAmong: (memberIds: string[]) => Promise<Set<string>>;
  /** Valid turnover as decision 0017's policy counts it (seamless), per member; none left out. */
  validTurnoverOfMany: (
    memberIds: readonly string[],
    range: { from: Date; to: Date },
  ) => Promise<Map<string, number>>;
  audit: Pick<AuditService, 'record'>;
  qrSvg: (payload: string) => Promise<string>;
  /** Which promotions the jurisdiction profile allows (decision 0015; BR: VIP yes, referral no). */
  promotionAllowed: (promotion: 'REFERRAL' | 'VIP' | 'CHECK_IN') => Promise<boolean>;
  /** Whether the profile lets the programme credit a cash bonus (bonusMayCredit; BR: never). */
  bonusAllowed: (promotion: 'REFERRAL' | 'VIP' | 'CHECK_IN') => Promise<boolean>;
  /** The wallet's plan of a movement, posted by loyalty's own transaction (wallet.plan). */
  planMovement: (input: MovementInput) => Promise<PlannedMovement>;
  /** Points credited once per source key (points.award). */
  awardPoints: (input: {
    memberId: string;
    sourceKey: string;
    points: number;
    kind: 'CHECK_IN';
  }) => Promise<{ credited: boolean }>;
  now?: () => Date;
};

/**
 * Referral, VIP rank and the daily check-in for members (docs/referral-vip.md, docs/check-in.md).
 * The rewards that pay (upgrade and monthly bonuses, referral rewards, check-ins) are in
 * rewards.service.ts. Trial accounts never reach these calls (their routes refuse them).
 */
export const createLoyaltyService = (deps: LoyaltyDeps) => {
  const now = deps.now ?? (() => new Date());

  const memberOf = (principal: Principal | null) => {
    if (!principal) throw new AppError('unauthorized');
    return principal.memberId;
  };

  /**
   * Why the promotion is not offered, or null when it is: the jurisdiction profile first (a
   * market's rule), then the operator's whitelabel flag.
   */
  const refusalOf = async (promotion: 'REFERRAL' | 'VIP') => {
    if (!(await deps.promotionAllowed(promotion))) return 'feature-unavailable';
    const whitelabel = await deps.settings.getSetting('whitelabel');
    if (!whitelabel[promotion === 'VIP' ? 'VIP3' : 'REFERRAL3']) return 'operation-not-allowed';
    return null;
  };
  const assertOffered = async (promotion: 'REFERRAL' | 'VIP') => {
    const refusal = await refusalOf(promotion);
    if (refusal) throw new AppError(refusal);
  };

  /** Each member's lifetime deposits and valid turnover: two queries for the whole list. */
  const progressOf = async (memberIds: string[]): Promise<Map<string, VipProgress>> => {
    const [deposits, turnover] = await Promise.all([
      deps.depositTotalsOf(memberIds),
      deps.validTurnoverOfMany(memberIds, { from: EPOCH, to: now() }),
    ]);
    return new Map(
      memberIds.map((id) => [id, { deposits: deposits.get(id) ?? 0, turnover: turnover.get(id) ?? 0 }]),
    );
  };

  const levelsOf = async (memberIds: string[]): Promise<Map<string, number>> => {
    const [{ levels }, progress] = await Promise.all([
      deps.settings.getSetting('vipRank'),
      progressOf(memberIds),
    ]);
    return new Map([...progress].map(([memberId, each]) => [memberId, vipLevelOf(levels, each)]));
  };

  const rewards = createLoyaltyRewards({
    repository: deps.repository,
    settings: deps.settings,
    promotionAllowed: deps.promotionAllowed,
    bonusAllowed: deps.bonusAllowed,
    rankableMembers: deps.referrals.rankableMembers,
    referredMembers: deps.referrals.referredMembers,
    levelsOf,
    progressOf,
    planMovement: deps.planMovement,
    awardPoints: deps.awardPoints,
    audit: deps.audit,
    now,
  });

  /** Each friend's status: two queries for the page, whatever its size. */
  const friendStatuses = async (ids: string[]): Promise<Map<string, ReferredFriendStatus>> => {
    const depositors = await deps.depositorsAmong(ids);
    const to = now();
    const recent = await deps.validTurnoverOfMany([...depositors], {
      from: new Date(to.getTime() - ACTIVE_DAYS * DAY_MS),
      to,
    });
    return new Map(
      ids.map((id) => [
        id,
        !depositors.has(id) ? 'registered' : (recent.get(id) ?? 0) > 0 ? 'active' : 'deposited',
      ]),
    );
  };

  return {
    /**
     * The member's VIP level as the VIP job last recorded it (the lowest level before the first
     * run) with its name, for member info; null where VIP is not offered.
     */
    async vipBadgeOf(memberId: string, language: SupportedLanguage): Promise<VipBadge | null> {
      if (await refusalOf('VIP')) return null;
      const [{ levels }, recorded] = await Promise.all([
        deps.settings.getSetting('vipRank'),
        deps.repository.recordedLevelOf(memberId),
      ]);
      // A level the operator has since removed shows as the highest there is.
      const level = Math.min(recorded ?? 0, levels.length - 1);
      return { level, name: localize(levels[level]!.name, language) };
    },

    /** The caller's code, link and QR, the friends who registered with it, and the reward rule. */
    async referral(
      principal: Principal | null,
      query: ReferralPage,
      origin: string,
    ): Promise<ReferralResponse> {
      const memberId = memberOf(principal);
      await assertOffered('REFERRAL');
      const [code, rule, friends] = await Promise.all([
        deps.referrals.codeOf(memberId),
        deps.settings.getSetting('referral'),
        deps.referrals.referredBy(memberId, {
          limit: query.pageSize,
          offset: (query.page - 1) * query.pageSize,
        }),
      ]);
      // Every member is given a code at registration; one without is an account the site made
      // another way (a seeded operator), which has nothing to share.
      if (!code) throw new AppError('operation-not-allowed');
      const link = registrationLink(origin, code);
      const ids = friends.rows.map((row) => row.id);
      const [statuses, rewarded] = await Promise.all([friendStatuses(ids), rewards.referralRewardsOf(ids)]);
      return {
        code,
        link,
        qr: svgDataUrl(await deps.qrSvg(link)),
        rule,
        friends: friends.rows.map((row) => ({
          account: maskWinnerName(row.account),
          registeredAt: row.createdAt.toISOString(),
          status: rewarded.has(row.id) ? 'rewarded' : (statuses.get(row.id) ?? 'registered'),
          rewardAmount: rewarded.get(row.id) ?? null,
        })),
        page: query.page,
        totalPages: Math.ceil(friends.total / query.pageSize),
        total: friends.total,
      };
    },

    /** The caller's VIP level from their lifetime deposits and valid turnover, and every level. */
    async playerRank(principal: Principal | null, language: SupportedLanguage): Promise<PlayerRankResponse> {
      const memberId = memberOf(principal);
      await assertOffered('VIP');
      const [setting, progress, vipRewards] = await Promise.all([
        deps.settings.getSetting('vipRank'),
        progressOf([memberId]),
        rewards.vipRewardsOf(memberId),
      ]);
      const rank = playerRankOf(setting, progress.get(memberId)!, language);
      // Where VIP pays no money (BR) the levels show their benefits only, never an amount.
      const levels = rank.levels.map((level) =>
        vipRewards.moneyRewards ? level : { ...level, upgradeBonus: 0, monthlyBonus: 0 },
      );
      return { ...rank, levels, ...vipRewards };
    },

    /** POST /wps/member/playerRank/claim: one pending upgrade or monthly bonus of the caller. */
    claimVipReward: (principal: Principal | null, id: string, meta: { ip: string; userAgent: string }) =>
      rewards.claimVipReward(principal, id, meta, () => assertOffered('VIP')),

    /** The reward centre's count of VIP rewards to claim (0 where VIP is not offered or pays none). */
    async claimableVipRewards(principal: Principal | null): Promise<{ count: number }> {
      if (await refusalOf('VIP')) return { count: 0 };
      return { count: await rewards.claimableVipRewards(principal) };
    },

    checkInStatus: rewards.checkInStatus,
    checkIn: rewards.checkIn,
    /** The rewards job (loyalty.rewards). */
    runRewards: rewards.run,

    /**
     * A member's VIP level now, from their lifetime deposits and valid turnover, whether or not the
     * VIP page is shown (the rebate's rates are per level).
     */
    levelsOf,

    /** An operator's change of the referral rule or the VIP levels, audited with what it replaced. */
    async changeSetting<Key extends 'referral' | 'vipRank' | 'checkIn'>(
      operator: { memberId: string; account: string; ip: string; userAgent: string },
      key: Key,
      value: Key extends 'referral'
        ? ReferralSetting
        : Key extends 'vipRank'
          ? VipRankSetting
          : CheckInSetting,
    ) {
      const before = await deps.settings.getSetting(key as 'referral');
      await deps.settings.updateSetting(key, value);
      await deps.audit.record({
        action: 'loyalty.settings',
        result: 'ok',
        memberId: operator.memberId,
        account: operator.account,
        ip: operator.ip,
        userAgent: operator.userAgent,
        detail: { key, before, after: value },
      });
      return value;
    },

    /**
     * The VIP job: records each member's level where it changed, one audited history row per
     * change (loyalty.repository.ts recordLevel makes a repeated or concurrent run a no-op).
     */
    async recordLevels(): Promise<{ checked: number; changed: number }> {
      if (await refusalOf('VIP')) return { checked: 0, changed: 0 };
      const { levels } = await deps.settings.getSetting('vipRank');
      let after: string | null = null;
      let checked = 0;
      let changed = 0;
      for (;;) {
        const batch = await deps.referrals.rankableMembers(after, RANK_BATCH);
        if (batch.length === 0) break;
        const progress = await progressOf(batch);
        for (const memberId of batch) {
          const level = vipLevelOf(levels, progress.get(memberId)!);
          const change = await deps.repository.recordLevel(memberId, level);
          checked += 1;
          if (!change) continue;
          changed += 1;
          await deps.audit.record({
            action: 'vip.level-change',
            result: 'ok',
            memberId,
            ip: 'job',
            detail: change,
          });
        }
        after = batch[batch.length - 1]!;
      }
      return { checked, changed };
    },
  };
};

export type LoyaltyService = ReturnType<typeof createLoyaltyService>;
