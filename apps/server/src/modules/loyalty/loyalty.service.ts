import {
  maskWinnerName,
  type PlayerRankResponse,
  type ReferralPage,
  type ReferralResponse,
  type ReferralSetting,
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
import type { LoyaltyRepository } from './loyalty.repository.js';
import { playerRankOf, vipLevelOf, type VipProgress } from './vip-rank.js';

/** A friend is active while they bet within this many days. */
const ACTIVE_DAYS = 30;
const DAY_MS = 86_400_000;
/** Members the VIP job ranks per batch. */
const RANK_BATCH = 200;
/** Lifetime turnover starts here: before any round was ever played. */
const EPOCH = new Date(0);

export type LoyaltyDeps = {
  repository: LoyaltyRepository;
  referrals: AccountsService['referrals'];
  settings: {
    getSetting(key: 'whitelabel'): Promise<Whitelabel>;
    getSetting(key: 'referral'): Promise<ReferralSetting>;
    getSetting(key: 'vipRank'): Promise<VipRankSetting>;
    updateSetting(key: 'referral' | 'vipRank', value: unknown): Promise<unknown>;
  };
  /** Lifetime paid deposits (payments). */
  depositTotalOf: (memberId: string) => Promise<number>;
  depositorsAmong: (memberIds: string[]) => Promise<Set<string>>;
  /** Valid turnover as decision 0017's policy counts it (seamless). */
  validTurnoverOf: (memberId: string, range: { from: Date; to: Date }) => Promise<number>;
  audit: Pick<AuditService, 'record'>;
  qrSvg: (payload: string) => Promise<string>;
  /** Which promotions the jurisdiction profile allows (decision 0015; BR: VIP yes, referral no). */
  promotionAllowed: (promotion: 'REFERRAL' | 'VIP') => Promise<boolean>;
  now?: () => Date;
};

/**
 * Referral and VIP rank for members (docs/referral-vip.md). Both only show and record: paying a
 * referral reward or an upgrade bonus is the promotion engine's job, so nothing here moves money.
 * Trial accounts never reach these calls (their routes refuse them).
 */
export const createLoyaltyService = (deps: LoyaltyDeps) => {
  const now = deps.now ?? (() => new Date());

  const memberOf = (principal: Principal | null) => {
    if (!principal) throw new AppError('unauthorized');
    return principal.memberId;
  };

  /** The jurisdiction profile first (a market's rule), then the operator's whitelabel flag. */
  const assertOffered = async (promotion: 'REFERRAL' | 'VIP') => {
    if (!(await deps.promotionAllowed(promotion))) throw new AppError('feature-unavailable');
    const whitelabel = await deps.settings.getSetting('whitelabel');
    if (!whitelabel[promotion === 'VIP' ? 'VIP3' : 'REFERRAL3']) throw new AppError('operation-not-allowed');
  };

  const progressOf = async (memberId: string): Promise<VipProgress> => {
    const [deposits, turnover] = await Promise.all([
      deps.depositTotalOf(memberId),
      deps.validTurnoverOf(memberId, { from: EPOCH, to: now() }),
    ]);
    return { deposits, turnover };
  };

  const friendStatus = async (id: string, depositors: Set<string>): Promise<ReferredFriendStatus> => {
    if (!depositors.has(id)) return 'registered';
    const to = now();
    const recent = await deps.validTurnoverOf(id, {
      from: new Date(to.getTime() - ACTIVE_DAYS * DAY_MS),
      to,
    });
    return recent > 0 ? 'active' : 'deposited';
  };

  return {
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
      const depositors = await deps.depositorsAmong(friends.rows.map((row) => row.id));
      return {
        code,
        link,
        qr: svgDataUrl(await deps.qrSvg(link)),
        rule,
        friends: await Promise.all(
          friends.rows.map(async (row) => ({
            account: maskWinnerName(row.account),
            registeredAt: row.createdAt.toISOString(),
            status: await friendStatus(row.id, depositors),
          })),
        ),
        page: query.page,
        totalPages: Math.ceil(friends.total / query.pageSize),
        total: friends.total,
      };
    },

    /** The caller's VIP level from their lifetime deposits and valid turnover, and every level. */
    async playerRank(principal: Principal | null, language: SupportedLanguage): Promise<PlayerRankResponse> {
      const memberId = memberOf(principal);
      await assertOffered('VIP');
      const [setting, progress] = await Promise.all([
        deps.settings.getSetting('vipRank'),
        progressOf(memberId),
      ]);
      return playerRankOf(setting, progress, language);
    },

    /**
     * A member's VIP level now, from their lifetime deposits and valid turnover, whether or not the
     * VIP page is shown (the rebate's rates are per level).
     */
    async levelOf(memberId: string): Promise<number> {
      const { levels } = await deps.settings.getSetting('vipRank');
      return vipLevelOf(levels, await progressOf(memberId));
    },

    /** An operator's change of the referral rule or the VIP levels, audited with what it replaced. */
    async changeSetting<Key extends 'referral' | 'vipRank'>(
      operator: { memberId: string; account: string; ip: string; userAgent: string },
      key: Key,
      value: Key extends 'referral' ? ReferralSetting : VipRankSetting,
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
      const whitelabel = await deps.settings.getSetting('whitelabel');
      if (!whitelabel.VIP3 || !(await deps.promotionAllowed('VIP'))) return { checked: 0, changed: 0 };
      const { levels } = await deps.settings.getSetting('vipRank');
      let after: string | null = null;
      let checked = 0;
      let changed = 0;
      for (;;) {
        const batch = await deps.referrals.rankableMembers(after, RANK_BATCH);
        if (batch.length === 0) break;
        for (const memberId of batch) {
          const level = vipLevelOf(levels, await progressOf(memberId));
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
