import type {
  CheckInClaimResponse,
  CheckInResponse,
  CheckInSetting,
  MemberReward,
  MemberRewardKind,
  ReferralSetting,
  VipRankSetting,
  VipRewardClaimResponse,
  Whitelabel,
} from '@platform/contracts';
import { AppError, isAppError } from '@platform/server-kit';
import { brasiliaDay } from '../../lib/day-range.js';
import type { Principal } from '../../plugins/route-registry.js';
import { memberAuditor, type AuditService } from '../audit/index.js';
import type { MovementInput, PlannedMovement } from '../wallet/index.js';
import type { LoyaltyRepository, RewardRow } from './loyalty.repository.js';
import {
  checkInDayOf,
  currentStreak,
  monthlyEntitlementOf,
  referralEntitlementOf,
  referralQualifies,
  streakOn,
  upgradeEntitlementsOf,
  type RewardEntitlement,
} from './reward-rule.js';
import { nextRewardStatus } from './reward-state.js';

/** Members (or referred friends) the rewards job reads per batch. */
const BATCH = 200;
/** Rows the job pays or expires per statement. */
const PAY_BATCH = 500;
/** Rewards the playerRank page lists. */
const LISTED = 20;
/** A check-in computed from a streak that moved under it computes again this often. */
const CHECK_IN_ATTEMPTS = 3;

type Meta = { ip: string; userAgent: string };
const VIP_KINDS: MemberRewardKind[] = ['VIP_UPGRADE', 'VIP_MONTHLY'];

export type RewardsDeps = {
  repository: LoyaltyRepository;
  settings: {
    getSetting(key: 'whitelabel'): Promise<Whitelabel>;
    getSetting(key: 'referral'): Promise<ReferralSetting>;
    getSetting(key: 'vipRank'): Promise<VipRankSetting>;
    getSetting(key: 'checkIn'): Promise<CheckInSetting>;
  };
  /** Whether the profile offers the programme (decision 0015; BR: VIP only). */
  promotionAllowed: (promotion: 'REFERRAL' | 'VIP' | 'CHECK_IN') => Promise<boolean>;
  /** Whether the profile lets the programme credit a cash bonus (bonusMayCredit; BR: never). */
  bonusAllowed: (promotion: 'REFERRAL' | 'VIP' | 'CHECK_IN') => Promise<boolean>;
  /** Active ordinary members after an id, by id (accounts). */
  rankableMembers: (afterId: string | null, limit: number) => Promise<string[]>;
  /** Members registered with an ordinary member's code, after an id, by id (accounts). */
  referredMembers: (
    afterId: string | null,
    limit: number,
  ) => Promise<Array<{ id: string; referrerId: string }>>;
  /** Each member's VIP level now (loyalty's batched levelsOf). */
  levelsOf: (memberIds: string[]) => Promise<Map<string, number>>;
  /** Lifetime paid deposits and valid turnover of each member (two queries per batch). */
  progressOf: (memberIds: string[]) => Promise<Map<string, { deposits: number; turnover: number }>>;
  /** The wallet's plan of a movement, posted by loyalty's own transaction (wallet.plan). */
  planMovement: (input: MovementInput) => Promise<PlannedMovement>;
  /** Points credited once per source key (points.award). */
  awardPoints: (input: { memberId: string; sourceKey: string; points: number; kind: 'CHECK_IN' }) => Promise<{
    credited: boolean;
  }>;
  audit: Pick<AuditService, 'record'>;
  now?: () => Date;
};

/** The cash BONUS from the house's BONUS account that pays a reward; `promotion` is the profile's kind. */
const movementOf = (input: {
  memberId: string;
  amount: number;
  promotion: 'VIP' | 'REFERRAL' | 'CHECK_IN';
  idempotencyKey: string;
  reference: Record<string, unknown>;
}): MovementInput => ({
  idempotencyKey: input.idempotencyKey,
  kind: 'BONUS',
  memberId: input.memberId,
  reference: { promotion: input.promotion, ...input.reference },
  legs: [
    { account: { member: input.memberId }, amount: input.amount },
    { account: { house: 'BONUS' }, amount: -input.amount },
  ],
});

const promotionOfKind = (kind: MemberRewardKind): 'VIP' | 'REFERRAL' => {
  switch (kind) {
    case 'VIP_UPGRADE':
    case 'VIP_MONTHLY':
      return 'VIP';
    case 'REFERRAL':
      return 'REFERRAL';
    default: {
      const unknown: never = kind;
      throw new Error(`unknown reward kind ${String(unknown)}`);
    }
  }
};

const rewardMovementOf = (row: RewardRow): MovementInput =>
  movementOf({
    memberId: row.memberId,
    amount: row.amount,
    promotion: promotionOfKind(row.kind),
    // The reward's own key: a reward is paid by one movement, whoever pays it.
    idempotencyKey: row.rewardKey,
    reference: {
      reward: row.kind,
      rewardId: row.id,
      level: row.level,
      month: row.month,
      friendId: row.friendId,
    },
  });

const toReward = (row: RewardRow, at: Date): MemberReward => ({
  id: row.id,
  kind: row.kind,
  amount: row.amount,
  level: row.level,
  month: row.month,
  // A pending reward past its expiry is shown as what the job will make of it.
  status:
    row.status === 'PENDING' && row.expiresAt && row.expiresAt.getTime() <= at.getTime()
      ? 'EXPIRED'
      : row.status,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

/**
 * The loyalty rewards that pay (docs/referral-vip.md, docs/check-in.md): the VIP upgrade and
 * monthly bonuses and the referral reward, recorded by the rewards job once per key and paid as
 * cash BONUS movements; and the daily check-in. Nothing here writes the ledger: the wallet plans
 * each movement and ledger_post posts it in the transaction that moves the reward's row.
 */
export const createLoyaltyRewards = (deps: RewardsDeps) => {
  const now = deps.now ?? (() => new Date());
  const audit = memberAuditor(deps.audit);

  const memberOf = (principal: Principal | null) => {
    if (!principal) throw new AppError('unauthorized');
    return principal.memberId;
  };

  /** Whether VIP pays money here: the profile's bonus credits for VIP and the VIP3 flag. */
  const vipPays = async () =>
    (await deps.bonusAllowed('VIP')) && (await deps.settings.getSetting('whitelabel')).VIP3 === true;
  const referralPays = async () =>
    (await deps.bonusAllowed('REFERRAL')) &&
    (await deps.settings.getSetting('whitelabel')).REFERRAL3 === true;

  const settle = (row: RewardRow, event: 'CLAIM' | 'PAY') => {
    const to = nextRewardStatus('PENDING', event);
    if (to !== 'CLAIMED' && to !== 'PAID') throw new Error(`reward ${event} does not pay`);
    return deps
      .planMovement(rewardMovementOf(row))
      .then((movement) => deps.repository.settleReward({ memberId: row.memberId, id: row.id, to, movement }));
  };

  /** Upgrade and monthly entitlements of every ranked member, a batch of levels at a time. */
  const recordVipRewards = async (): Promise<number> => {
    const { levels } = await deps.settings.getSetting('vipRank');
    const at = now();
    let recorded = 0;
    let after: string | null = null;
    for (;;) {
      const batch = await deps.rankableMembers(after, BATCH);
      if (batch.length === 0) break;
      const memberLevels = await deps.levelsOf(batch);
      const rows: RewardEntitlement[] = [];
      for (const memberId of batch) {
        const level = memberLevels.get(memberId) ?? 0;
        rows.push(...upgradeEntitlementsOf(levels, memberId, level));
        const monthly = monthlyEntitlementOf(levels, memberId, level, at);
        if (monthly) rows.push(monthly);
      }
      recorded += await deps.repository.insertRewards(rows);
      after = batch[batch.length - 1]!;
    }
    return recorded;
  };

  /** A reward for each referred friend who qualified and has none yet. */
  const recordReferralRewards = async (): Promise<number> => {
    const rule = await deps.settings.getSetting('referral');
    if (rule.rewardAmount <= 0) return 0;
    let recorded = 0;
    let after: string | null = null;
    for (;;) {
      const batch = await deps.referredMembers(after, BATCH);
      if (batch.length === 0) break;
      after = batch[batch.length - 1]!.id;
      const rewarded = await deps.repository.existingKeys(
        batch.map((friend) => `referral-reward:${friend.id}`),
      );
      const open = batch.filter((friend) => !rewarded.has(`referral-reward:${friend.id}`));
      if (open.length === 0) continue;
      const progress = await deps.progressOf(open.map((friend) => friend.id));
      const rows = open
        .filter((friend) => referralQualifies(rule, progress.get(friend.id)!))
        .map((friend) => referralEntitlementOf(rule, friend.referrerId, friend.id));
      recorded += await deps.repository.insertRewards(rows);
    }
    return recorded;
  };

  /** Pays each pending reward of these kinds once, under its own key; audited. */
  const payPending = async (kinds: MemberRewardKind[]): Promise<number> => {
    let paid = 0;
    for (;;) {
      const rows = await deps.repository.pendingBatch(kinds, PAY_BATCH);
      let moved = 0;
      for (const row of rows) {
        const result = await settle(row, 'PAY');
        if (result.outcome === 'changed') continue;
        moved += 1;
        await audit(
          row.kind === 'REFERRAL' ? 'referral.reward-payout' : 'vip.reward-payout',
          { ip: 'job' },
          { memberId: row.memberId },
          {
            rewardId: row.id,
            kind: row.kind,
            amount: row.amount,
            key: row.rewardKey,
            entryId: result.entryId,
          },
        );
      }
      paid += moved;
      if (rows.length < PAY_BATCH || moved === 0) return paid;
    }
  };

  /** The check-in page's strip: the reward list, marked done up to the streak's day this cycle. */
  const checkInView = async (memberId: string): Promise<CheckInResponse> => {
    const [setting, cashRewards] = await Promise.all([
      deps.settings.getSetting('checkIn'),
      deps.bonusAllowed('CHECK_IN'),
    ]);
    const today = brasiliaDay(now());
    const [todays, previous] = await Promise.all([
      deps.repository.checkInOn(memberId, today),
      deps.repository.lastCheckInBefore(memberId, today),
    ]);
    const streak = todays ? todays.streak : currentStreak(today, previous);
    // The day of the cycle today's check-in is (or would be), and how many of the cycle are done.
    const todayDay = checkInDayOf(setting, todays ? todays.streak : streak + 1).day;
    const done = todays ? todayDay : todayDay - 1;
    return {
      date: today,
      checkedInToday: todays !== null,
      streak,
      days: setting.days.map((reward, index) => ({
        day: index + 1,
        cash: cashRewards ? reward.cash : 0,
        points: reward.points,
        done: index + 1 <= done,
        today: index + 1 === todayDay,
      })),
      cashRewards,
    };
  };

  /** Credits the points of check-ins whose points a crash left uncredited (points are keyed: once). */
  const awardPendingPoints = async (memberId: string) => {
    for (const row of await deps.repository.checkInsAwaitingPoints(memberId)) {
      await deps.awardPoints({
        memberId,
        sourceKey: `check-in:${memberId}:${row.day}`,
        points: row.points,
        kind: 'CHECK_IN',
      });
      await deps.repository.markPointsAwarded(memberId, row.day);
    }
  };

  return {
    /** The rewards part of the playerRank page: whether VIP pays money, the mode, the member's rewards. */
    async vipRewardsOf(memberId: string) {
      const [pays, setting] = await Promise.all([vipPays(), deps.settings.getSetting('vipRank')]);
      const rows = pays ? await deps.repository.rewardsOf(memberId, VIP_KINDS, LISTED) : [];
      return {
        moneyRewards: pays,
        rewardMode: setting.rewardMode ?? 'CLAIM',
        rewards: rows.map((row) => toReward(row, now())),
      };
    },

    /** The referral page's rewarded friends: friend id → the amount paid (or pending) for them. */
    async referralRewardsOf(friendIds: string[]): Promise<Map<string, number>> {
      const rows = await deps.repository.referralRewardsOf(friendIds);
      return new Map(
        [...rows]
          .filter(([, row]) => row.status === 'PAID' || row.status === 'CLAIMED')
          .map(([friendId, row]) => [friendId, row.amount]),
      );
    },

    /** How many VIP rewards the member may claim now (the reward centre's badge); 0 where none pay. */
    async claimableVipRewards(principal: Principal | null): Promise<number> {
      const memberId = memberOf(principal);
      if (!(await vipPays())) return 0;
      return deps.repository.claimableCount(memberId, VIP_KINDS);
    },

    /** The member claims one pending VIP reward: one BONUS movement under the reward's key, audited. */
    async claimVipReward(
      principal: Principal | null,
      id: string,
      meta: Meta,
      assertOffered: () => Promise<void>,
    ): Promise<VipRewardClaimResponse> {
      const memberId = memberOf(principal);
      await assertOffered();
      if (!(await vipPays())) throw new AppError('feature-unavailable');
      const refused = (errorCode: string) =>
        audit('vip.reward-claim', meta, { memberId }, { rewardId: id, errorCode }, 'refused');
      const row = await deps.repository.rewardOf(memberId, id);
      if (
        !row ||
        row.kind === 'REFERRAL' ||
        row.status !== 'PENDING' ||
        (row.expiresAt && row.expiresAt <= now())
      ) {
        await refused('reward-nothing-to-claim');
        throw new AppError('reward-nothing-to-claim');
      }
      let result;
      try {
        result = await settle(row, 'CLAIM');
      } catch (error) {
        if (isAppError(error)) await refused(error.code);
        throw error;
      }
      if (result.outcome === 'changed') {
        await refused('reward-nothing-to-claim');
        throw new AppError('reward-nothing-to-claim');
      }
      await audit(
        'vip.reward-claim',
        meta,
        { memberId },
        { rewardId: row.id, kind: row.kind, amount: row.amount, key: row.rewardKey, entryId: result.entryId },
      );
      return { amount: row.amount, balance: result.memberBalance };
    },

    /**
     * The rewards job: records the VIP upgrade and monthly entitlements and the referral rewards
     * (each once: unique keys), expires monthly bonuses left unclaimed when their month ended, and
     * pays the referral rewards (always) and the VIP rewards (AUTO mode). Nothing where the profile
     * or the flag keeps a programme from paying. Safe to run twice at once.
     */
    async run(): Promise<{ recorded: number; expired: number; paid: number }> {
      let recorded = 0;
      let paid = 0;
      const [vip, referral] = await Promise.all([vipPays(), referralPays()]);
      if (vip) recorded += await recordVipRewards();
      if (referral) recorded += await recordReferralRewards();
      let expired = 0;
      for (;;) {
        const count = await deps.repository.expireDue(PAY_BATCH);
        expired += count;
        if (count < PAY_BATCH) break;
      }
      if (referral) paid += await payPending(['REFERRAL']);
      if (vip && (await deps.settings.getSetting('vipRank')).rewardMode === 'AUTO') {
        paid += await payPending(VIP_KINDS);
      }
      return { recorded, expired, paid };
    },

    /** GET /wps/member/checkIn: today's state of the streak and the reward list. */
    async checkInStatus(principal: Principal | null): Promise<CheckInResponse> {
      const memberId = memberOf(principal);
      if (!(await deps.promotionAllowed('CHECK_IN'))) throw new AppError('feature-unavailable');
      // Points a failure left uncredited; a failure now leaves them for the next read.
      await awardPendingPoints(memberId).catch(() => undefined);
      return checkInView(memberId);
    },

    /**
     * Today's check-in: once per member and Brasília day (the row's primary key), its streak one
     * more than yesterday's or 1 after a missed day, its cash bonus posted in the row's transaction
     * and its points credited once (keyed) right after. Audited, refusals too.
     */
    async checkIn(principal: Principal | null, meta: Meta): Promise<CheckInClaimResponse> {
      const memberId = memberOf(principal);
      if (!(await deps.promotionAllowed('CHECK_IN'))) throw new AppError('feature-unavailable');
      const [setting, cashRewards] = await Promise.all([
        deps.settings.getSetting('checkIn'),
        deps.bonusAllowed('CHECK_IN'),
      ]);
      const day = brasiliaDay(now());
      const refused = (errorCode: string) =>
        audit('check-in', meta, { memberId }, { day, errorCode }, 'refused');
      for (let attempt = 0; attempt < CHECK_IN_ATTEMPTS; attempt += 1) {
        const previous = await deps.repository.lastCheckInBefore(memberId, day);
        const streak = streakOn(day, previous);
        const { day: position, reward } = checkInDayOf(setting, streak);
        const cash = cashRewards ? reward.cash : 0;
        const idempotencyKey = `check-in:${memberId}:${day}`;
        let outcome;
        try {
          const movement =
            cash > 0
              ? await deps.planMovement(
                  movementOf({
                    memberId,
                    amount: cash,
                    promotion: 'CHECK_IN',
                    idempotencyKey,
                    reference: { day, streak },
                  }),
                )
              : null;
          outcome = await deps.repository.checkIn({
            memberId,
            day,
            streak,
            previous,
            cash,
            points: reward.points,
            movement,
          });
        } catch (error) {
          if (isAppError(error)) await refused(error.code);
          throw error;
        }
        switch (outcome.outcome) {
          case 'already':
            await refused('check-in-done');
            throw new AppError('check-in-done');
          case 'changed':
            continue;
          case 'done': {
            // The day is checked in and its cash paid; points a failure leaves uncredited are
            // credited by the next GET (points_awarded), so the answer stays the check-in's.
            if (reward.points > 0) await awardPendingPoints(memberId).catch(() => undefined);
            await audit('check-in', meta, { memberId }, { day, streak, cash, points: reward.points });
            return {
              date: day,
              streak,
              day: position,
              cash,
              points: reward.points,
              balance: outcome.memberBalance,
            };
          }
          default: {
            const unknown: never = outcome;
            throw new Error(`unknown check-in outcome ${JSON.stringify(unknown)}`);
          }
        }
      }
      await refused('check-in-done');
      throw new AppError('check-in-done');
    },
  };
};

export type LoyaltyRewards = ReturnType<typeof createLoyaltyRewards>;
