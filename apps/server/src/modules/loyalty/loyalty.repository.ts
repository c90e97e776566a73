import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { MemberRewardKind, MemberRewardStatus } from '@platform/contracts';
import { plainArray, rowsOf } from '@platform/server-kit';
import type { Db } from '../../db/client.js';
import { postPlannedWith, type PlannedMovement } from '../wallet/index.js';
import { memberCheckIn, memberReward } from './loyalty.tables.js';
import type { RewardEntitlement } from './reward-rule.js';

export type RewardRow = typeof memberReward.$inferSelect;
export type CheckInRow = typeof memberCheckIn.$inferSelect;

/** Thrown inside a transaction to undo it when a row moved under it. */
class RowChanged extends Error {}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Posts a movement the wallet planned, inside the caller's transaction. A replay means the key
 * was used before, which the callers' keys (naming the row they pay) never allow: undo.
 */
const postPlanned = async (tx: Tx, movement: PlannedMovement) => {
  const posted = await postPlannedWith(tx, movement);
  if (posted.replay) throw new RowChanged();
  return posted;
};

export type RewardSettleOutcome =
  | { outcome: 'done'; entryId: number; memberBalance: number }
  /** The reward was claimed, paid or expired first: nothing moved. */
  | { outcome: 'changed' };

export type CheckInOutcome =
  | { outcome: 'done'; memberBalance: number | null }
  /** The member had checked in on this day already. */
  | { outcome: 'already' }
  /** Another check-in changed the streak this one was computed from: compute again. */
  | { outcome: 'changed' };

/** The VIP level records (loyalty.tables.ts). Queries only. */
export const createLoyaltyRepository = (db: Db) => ({
  /**
   * Records a member's level as `level` if it differs from the recorded one, with one history row
   * for the change, in one statement: the member_vip row is inserted or conditionally updated, and
   * the history row is written only from the row that statement changed. Two runs (or two
   * instances) computing the same level therefore record one change. A member seen for the first
   * time is recorded from level 0, and a first level of 0 is no change.
   */
  async recordLevel(memberId: string, level: number): Promise<{ from: number; to: number } | null> {
    const result = await db.execute(sql`
      with previous as (
        select level from member_vip where member_id = ${memberId}
      ), changed as (
        insert into member_vip (member_id, level) values (${memberId}, ${level})
        on conflict (member_id) do update set level = excluded.level, updated_at = now()
          where member_vip.level <> excluded.level
        returning level
      ), history as (
        insert into vip_level_change (member_id, from_level, to_level)
        select ${memberId}, coalesce((select level from previous), 0), changed.level from changed
        where changed.level <> coalesce((select level from previous), 0)
        returning from_level, to_level
      )
      select from_level, to_level from history`);
    const rows = (result as unknown as { rows: Array<{ from_level: number; to_level: number }> }).rows;
    const row = rows[0];
    return row ? { from: Number(row.from_level), to: Number(row.to_level) } : null;
  },

  /** The member's recorded level, or null before the VIP job first ranked them. */
  async recordedLevelOf(memberId: string): Promise<number | null> {
    const result = await db.execute(sql`select level from member_vip where member_id = ${memberId}`);
    const row = (result as unknown as { rows: Array<{ level: number }> }).rows[0];
    return row ? Number(row.level) : null;
  },

  async changesOf(memberId: string) {
    const result = await db.execute(sql`
      select from_level, to_level, created_at from vip_level_change
      where member_id = ${memberId} order by created_at desc, id desc limit 50`);
    return (
      result as unknown as { rows: Array<{ from_level: number; to_level: number; created_at: Date }> }
    ).rows.map((row) => ({ from: Number(row.from_level), to: Number(row.to_level) }));
  },

  /** Records entitlements; those already recorded (same key) are kept: how many were new. */
  async insertRewards(rows: RewardEntitlement[]): Promise<number> {
    if (rows.length === 0) return 0;
    const inserted = await db
      .insert(memberReward)
      .values(rows)
      .onConflictDoNothing({ target: memberReward.rewardKey })
      .returning({ id: memberReward.id });
    return inserted.length;
  },

  /** Which of these reward keys are recorded already. */
  async existingKeys(keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await db
      .select({ key: memberReward.rewardKey })
      .from(memberReward)
      .where(inArray(memberReward.rewardKey, keys));
    return new Set(rows.map((row) => row.key));
  },

  /** The referral rewards recorded for these friends: friend id → reward. */
  async referralRewardsOf(friendIds: string[]): Promise<Map<string, RewardRow>> {
    if (friendIds.length === 0) return new Map();
    const rows = await db
      .select()
      .from(memberReward)
      .where(and(eq(memberReward.kind, 'REFERRAL'), inArray(memberReward.friendId, friendIds)));
    return new Map(rows.map((row) => [row.friendId!, row]));
  },

  /** A member's rewards of some kinds, newest first. */
  async rewardsOf(memberId: string, kinds: MemberRewardKind[], limit: number): Promise<RewardRow[]> {
    return db
      .select()
      .from(memberReward)
      .where(and(eq(memberReward.memberId, memberId), inArray(memberReward.kind, kinds)))
      .orderBy(desc(memberReward.createdAt), desc(memberReward.id))
      .limit(limit);
  },

  /** How many rewards of some kinds the member may claim now. */
  async claimableCount(memberId: string, kinds: MemberRewardKind[]): Promise<number> {
    const [row] = rowsOf<{ n: string | number }>(
      await db.execute(sql`
        select count(*) as n from member_reward
        where member_id = ${memberId} and kind = any(${plainArray(kinds)}::text[]) and status = 'PENDING'
          and (expires_at is null or expires_at > now())`),
    );
    return Number(row?.n ?? 0);
  },

  async rewardOf(memberId: string, id: string): Promise<RewardRow | null> {
    const [row] = await db
      .select()
      .from(memberReward)
      .where(and(eq(memberReward.id, id), eq(memberReward.memberId, memberId)))
      .limit(1);
    return row ?? null;
  },

  /** Pending, unexpired rewards of some kinds of any member, oldest first (the job's payout). */
  async pendingBatch(kinds: MemberRewardKind[], limit: number): Promise<RewardRow[]> {
    const rows = rowsOf<{ id: string }>(
      await db.execute(sql`
        select id from member_reward
        where kind = any(${plainArray(kinds)}::text[]) and status = 'PENDING'
          and (expires_at is null or expires_at > now())
        order by kind, id limit ${limit}`),
    );
    if (rows.length === 0) return [];
    return db
      .select()
      .from(memberReward)
      .where(
        inArray(
          memberReward.id,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(memberReward.id);
  },

  /**
   * Moves one reward from PENDING to `to` and posts the movement the wallet planned for it, in
   * one transaction under the row's lock: a claim and the job's payout (or two claims) pay it once.
   */
  settleReward: (input: {
    memberId: string;
    id: string;
    to: Extract<MemberRewardStatus, 'CLAIMED' | 'PAID'>;
    movement: PlannedMovement;
  }): Promise<RewardSettleOutcome> =>
    db
      .transaction(async (tx): Promise<RewardSettleOutcome> => {
        const locked = rowsOf<{ id: string }>(
          await tx.execute(sql`
            select id from member_reward
            where id = ${input.id} and member_id = ${input.memberId} and status = 'PENDING'
              and (expires_at is null or expires_at > now())
            for update`),
        );
        if (locked.length !== 1) throw new RowChanged();
        const posted = await postPlanned(tx, input.movement);
        await tx.execute(sql`
          update member_reward set status = ${input.to}, entry_id = ${posted.entryId}, settled_at = now()
          where id = ${input.id}`);
        return { outcome: 'done', ...posted };
      })
      .catch((error: unknown) => {
        if (error instanceof RowChanged) return { outcome: 'changed' } as const;
        throw error;
      }),

  /** PENDING rewards past their expiry → EXPIRED; how many. */
  async expireDue(limit: number): Promise<number> {
    const rows = rowsOf<{ id: string }>(
      await db.execute(sql`
        with due as (
          select id from member_reward
          where status = 'PENDING' and expires_at <= now()
          order by id limit ${limit} for update skip locked
        )
        update member_reward r set status = 'EXPIRED', settled_at = now()
        from due where r.id = due.id and r.status = 'PENDING'
        returning r.id`),
    );
    return rows.length;
  },

  /** The member's last check-in before `day` (the streak a check-in on `day` continues). */
  async lastCheckInBefore(memberId: string, day: string): Promise<{ day: string; streak: number } | null> {
    const [row] = rowsOf<{ day: string | Date; streak: number }>(
      await db.execute(sql`
        select day::text as day, streak from member_check_in
        where member_id = ${memberId} and day < ${day}::date order by day desc limit 1`),
    );
    return row ? { day: String(row.day), streak: Number(row.streak) } : null;
  },

  async checkInOn(memberId: string, day: string): Promise<CheckInRow | null> {
    const [row] = await db
      .select()
      .from(memberCheckIn)
      .where(and(eq(memberCheckIn.memberId, memberId), eq(memberCheckIn.day, day)))
      .limit(1);
    return row ?? null;
  },

  /** The member's check-ins whose points are not credited yet (a crash between the two). */
  async checkInsAwaitingPoints(memberId: string): Promise<CheckInRow[]> {
    return db
      .select()
      .from(memberCheckIn)
      .where(
        and(
          eq(memberCheckIn.memberId, memberId),
          eq(memberCheckIn.pointsAwarded, false),
          sql`${memberCheckIn.points} > 0`,
        ),
      );
  },

  async markPointsAwarded(memberId: string, day: string): Promise<void> {
    await db
      .update(memberCheckIn)
      .set({ pointsAwarded: true })
      .where(and(eq(memberCheckIn.memberId, memberId), eq(memberCheckIn.day, day)));
  },

  /**
   * Today's check-in: the row (unique per member and day) and its cash bonus in one transaction.
   * A second check-in of the day finds the row ('already'); one computed from a previous check-in
   * that is no longer the last ('changed') undoes itself.
   */
  checkIn: (input: {
    memberId: string;
    day: string;
    streak: number;
    previous: { day: string; streak: number } | null;
    cash: number;
    points: number;
    movement: PlannedMovement | null;
  }): Promise<CheckInOutcome> =>
    db
      .transaction(async (tx): Promise<CheckInOutcome> => {
        const inserted = rowsOf<{ day: string }>(
          await tx.execute(sql`
            insert into member_check_in (member_id, day, streak, cash, points, points_awarded)
            values (${input.memberId}, ${input.day}::date, ${input.streak}, ${input.cash}, ${input.points},
              ${input.points === 0})
            on conflict (member_id, day) do nothing
            returning day`),
        );
        if (inserted.length === 0) return { outcome: 'already' };
        const [last] = rowsOf<{ day: string; streak: number }>(
          await tx.execute(sql`
            select day::text as day, streak from member_check_in
            where member_id = ${input.memberId} and day < ${input.day}::date order by day desc limit 1`),
        );
        const lastNow = last ? { day: String(last.day), streak: Number(last.streak) } : null;
        if (JSON.stringify(lastNow) !== JSON.stringify(input.previous)) throw new RowChanged();
        if (!input.movement) return { outcome: 'done', memberBalance: null };
        const posted = await postPlanned(tx, input.movement);
        await tx.execute(sql`
          update member_check_in set entry_id = ${posted.entryId}
          where member_id = ${input.memberId} and day = ${input.day}::date`);
        return { outcome: 'done', memberBalance: posted.memberBalance };
      })
      .catch((error: unknown) => {
        if (error instanceof RowChanged) return { outcome: 'changed' } as const;
        throw error;
      }),
});

export type LoyaltyRepository = ReturnType<typeof createLoyaltyRepository>;
