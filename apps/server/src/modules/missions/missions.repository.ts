import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { MissionPeriod, MissionRewardKind, MissionState } from '@platform/contracts';
import { rowsOf, textArray } from '@platform/server-kit';
import type { Db } from '../../db/client.js';
import { nextMissionState, statesAccepting } from './mission-state.js';
import { mission, missionCursor, missionProgress, missionSource } from './missions.tables.js';

export type MissionRow = typeof mission.$inferSelect;
export type ProgressRow = typeof missionProgress.$inferSelect;

/** Where the progress job reads from: settled rounds or paid deposits. */
export type MissionSourceName = 'rounds' | 'deposits';

/** What one source (a round, a deposit) adds to one member's mission in one period. */
export type Contribution = {
  memberId: string;
  missionId: string;
  period: MissionPeriod;
  periodKey: string;
  periodEndsAt: Date;
  target: number;
  rewardKind: MissionRewardKind;
  rewardAmount: number;
  amount: number;
};

/** A source the job read, with its key and what it adds (possibly nothing). */
export type CountedSource = { sourceKey: string; contributions: Contribution[] };

export type ClaimOutcome =
  { outcome: 'claimed'; row: ProgressRow } | { outcome: 'not-claimable'; state: MissionState };

export type LeaderboardLine = {
  memberId: string;
  rank: number;
  completed: number;
  points: number;
};

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const progressKey = (c: Pick<Contribution, 'memberId' | 'missionId' | 'periodKey'>) =>
  `${c.memberId}|${c.missionId}|${c.periodKey}`;

/**
 * Adds one aggregated contribution to a member's mission under the row's lock: the row is created
 * at zero if missing, then the state machine decides (mission-state.ts). A mission no longer
 * IN_PROGRESS (completed, claimed, expired) takes nothing more.
 */
const addProgress = async (tx: Tx, contribution: Contribution): Promise<void> => {
  await tx
    .insert(missionProgress)
    .values({
      memberId: contribution.memberId,
      missionId: contribution.missionId,
      period: contribution.period,
      periodKey: contribution.periodKey,
      periodEndsAt: contribution.periodEndsAt,
      target: contribution.target,
      rewardKind: contribution.rewardKind,
      rewardAmount: contribution.rewardAmount,
    })
    .onConflictDoNothing();
  const [locked] = rowsOf<{
    id: string;
    progress: string | number;
    target: string | number;
    state: MissionState;
  }>(
    await tx.execute(sql`
      select id, progress, target, state from mission_progress
      where member_id = ${contribution.memberId} and mission_id = ${contribution.missionId}
        and period_key = ${contribution.periodKey}
      for update`),
  );
  const target = Number(locked!.target);
  const progress = Math.min(Number(locked!.progress) + contribution.amount, target);
  const next = nextMissionState(locked!.state, { type: 'PROGRESS', progress, target });
  if (next === null) return;
  await tx
    .update(missionProgress)
    .set({
      progress,
      state: next,
      completedAt: next === 'COMPLETED' ? sql`now()` : null,
      updatedAt: sql`now()`,
    })
    .where(eq(missionProgress.id, locked!.id));
};

/** Queries only: the rules are the service's (missions.service.ts) and the state machine's. */
export const createMissionsRepository = (db: Db) => ({
  /** Creates the mission, or replaces the one with this code (progress already made keeps its copy). */
  async saveMission(values: typeof mission.$inferInsert): Promise<MissionRow> {
    const { code: _code, ...changes } = values;
    const [row] = await db
      .insert(mission)
      .values(values)
      .onConflictDoUpdate({ target: mission.code, set: { ...changes, updatedAt: sql`now()` } })
      .returning();
    return row!;
  },

  async disableMission(code: string): Promise<MissionRow | null> {
    const [row] = await db
      .update(mission)
      .set({ enabled: false, updatedAt: sql`now()` })
      .where(eq(mission.code, code))
      .returning();
    return row ?? null;
  },

  missions: (): Promise<MissionRow[]> =>
    db.select().from(mission).orderBy(asc(mission.sort), asc(mission.code)),

  /** Enabled missions whose window is open at `at`. */
  activeMissions: (at: Date): Promise<MissionRow[]> =>
    db
      .select()
      .from(mission)
      .where(
        and(
          eq(mission.enabled, true),
          sql`${mission.startsAt} <= ${at}`,
          or(isNull(mission.endsAt), gt(mission.endsAt, at)),
        ),
      )
      .orderBy(asc(mission.sort), asc(mission.code)),

  /** Enabled missions whose window is open at some time after `since` (the job's sources may be older than now). */
  enabledMissionsSince: (since: Date): Promise<MissionRow[]> =>
    db
      .select()
      .from(mission)
      .where(and(eq(mission.enabled, true), or(isNull(mission.endsAt), gt(mission.endsAt, since)))),

  async missionById(id: string): Promise<MissionRow | null> {
    const [row] = await db.select().from(mission).where(eq(mission.id, id));
    return row ?? null;
  },

  /** A member's missions of periods ending after `since`: the current ones and those still claimable. */
  progressOf: (memberId: string, since: Date): Promise<ProgressRow[]> =>
    db
      .select()
      .from(missionProgress)
      .where(and(eq(missionProgress.memberId, memberId), gt(missionProgress.periodEndsAt, since))),

  async progressRow(memberId: string, missionId: string, periodKey: string): Promise<ProgressRow | null> {
    const [row] = await db
      .select()
      .from(missionProgress)
      .where(
        and(
          eq(missionProgress.memberId, memberId),
          eq(missionProgress.missionId, missionId),
          eq(missionProgress.periodKey, periodKey),
        ),
      );
    return row ?? null;
  },

  /** The time a source has been read up to; a cursor seen first starts at `start`. */
  async cursorOf(source: MissionSourceName, start: Date): Promise<Date> {
    await db.insert(missionCursor).values({ source, until: start }).onConflictDoNothing();
    const [row] = await db.select().from(missionCursor).where(eq(missionCursor.source, source));
    return row!.until;
  },

  /**
   * Counts a page of sources once each, in one transaction: each source's key is inserted first
   * and only the keys this run inserted add their progress, so a second run (or instance) reading
   * the same page adds nothing (it waits on the first's keys, then finds them). The progress of each
   * member's mission is added in one locked update per page, in a fixed order; then the cursor moves
   * forward (never back). Answers how many sources this run counted.
   */
  countSources: (source: MissionSourceName, sources: CountedSource[], until: Date | null): Promise<number> =>
    db.transaction(async (tx) => {
      // Only sources that add something need a key: the others change nothing however often read.
      const keys = [
        ...new Set(sources.filter((item) => item.contributions.length > 0).map((item) => item.sourceKey)),
      ].sort();
      let fresh = new Set<string>();
      if (keys.length > 0) {
        const inserted = rowsOf<{ source_key: string }>(
          await tx.execute(sql`
            insert into mission_source (source_key)
            select unnest(${textArray(keys)}::text[])
            on conflict do nothing
            returning source_key`),
        );
        fresh = new Set(inserted.map((row) => row.source_key));
      }
      const totals = new Map<string, Contribution>();
      for (const item of sources) {
        if (!fresh.has(item.sourceKey)) continue;
        for (const contribution of item.contributions) {
          const key = progressKey(contribution);
          const sum = totals.get(key);
          totals.set(key, sum ? { ...sum, amount: sum.amount + contribution.amount } : { ...contribution });
        }
      }
      for (const key of [...totals.keys()].sort()) await addProgress(tx, totals.get(key)!);
      if (until) {
        await tx
          .insert(missionCursor)
          .values({ source, until })
          .onConflictDoUpdate({
            target: missionCursor.source,
            set: { until: sql`greatest(${missionCursor.until}, excluded.until)` },
          });
      }
      return fresh.size;
    }),

  /**
   * A claim under the row's lock: the state machine decides, and the claim window (the period's
   * end and its grace) must still be open. One statement order for every claim, so two claims of
   * one mission run one after the other and only the first finds it COMPLETED.
   */
  claim: (input: { memberId: string; missionId: string; periodKey: string; claimableAfter: Date }) =>
    db.transaction(async (tx): Promise<ClaimOutcome> => {
      const [locked] = rowsOf<{ id: string; state: MissionState; period_ends_at: string | Date }>(
        await tx.execute(sql`
          select id, state, period_ends_at from mission_progress
          where member_id = ${input.memberId} and mission_id = ${input.missionId}
            and period_key = ${input.periodKey}
          for update`),
      );
      if (!locked) return { outcome: 'not-claimable', state: 'IN_PROGRESS' };
      const next = nextMissionState(locked.state, { type: 'CLAIM' });
      if (next === null) return { outcome: 'not-claimable', state: locked.state };
      // Past the claim window: the job will write EXPIRED; the member already sees it.
      if (new Date(locked.period_ends_at) <= input.claimableAfter) {
        return { outcome: 'not-claimable', state: 'EXPIRED' };
      }
      const [row] = await tx
        .update(missionProgress)
        .set({ state: next, claimedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(missionProgress.id, locked.id), eq(missionProgress.state, locked.state)))
        .returning();
      return { outcome: 'claimed', row: row! };
    }),

  /** Records that a claimed reward landed; once (a second payout of the same claim changes nothing). */
  async markPaid(id: string): Promise<ProgressRow | null> {
    const [row] = await db
      .update(missionProgress)
      .set({ rewardPaidAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(missionProgress.id, id),
          eq(missionProgress.state, 'CLAIMED'),
          isNull(missionProgress.rewardPaidAt),
        ),
      )
      .returning();
    return row ?? null;
  },

  /** A claim whose reward was refused (nothing paid) goes back to COMPLETED (mission-state.ts). */
  async undoClaim(id: string): Promise<void> {
    const back = nextMissionState('CLAIMED', { type: 'PAYMENT_REFUSED' })!;
    await db
      .update(missionProgress)
      .set({ state: back, claimedAt: null, updatedAt: sql`now()` })
      .where(
        and(
          eq(missionProgress.id, id),
          eq(missionProgress.state, 'CLAIMED'),
          isNull(missionProgress.rewardPaidAt),
        ),
      );
  },

  /** Claims claimed before `before` whose payout never finished. */
  unpaidClaims: (before: Date, limit: number): Promise<ProgressRow[]> =>
    db
      .select()
      .from(missionProgress)
      .where(
        and(
          eq(missionProgress.state, 'CLAIMED'),
          isNull(missionProgress.rewardPaidAt),
          lt(missionProgress.claimedAt, before),
        ),
      )
      .orderBy(asc(missionProgress.claimedAt))
      .limit(limit),

  /** Every mission whose claim window closed (period ended before `endedBefore`) and is not claimed: EXPIRED. */
  async expire(endedBefore: Date): Promise<number> {
    const rows = await db
      .update(missionProgress)
      .set({ state: 'EXPIRED', updatedAt: sql`now()` })
      .where(
        and(
          inArray(missionProgress.state, statesAccepting({ type: 'EXPIRE' })),
          lt(missionProgress.periodEndsAt, endedBefore),
        ),
      )
      .returning({ id: missionProgress.id });
    return rows.length;
  },

  /** Drops the keys of sources counted before `before` (their periods are long closed). */
  async pruneSources(before: Date): Promise<void> {
    await db.delete(missionSource).where(lt(missionSource.createdAt, before));
  },

  /**
   * The period's members by missions completed (claimed or not), then by points their claimed
   * missions paid, then by who got there first; the first `limit`, and the given member's line.
   */
  async leaderboard(input: {
    period: MissionPeriod;
    periodKey: string;
    limit: number;
    memberId: string;
  }): Promise<{ top: LeaderboardLine[]; me: LeaderboardLine | null }> {
    const rows = rowsOf<{
      member_id: string;
      rank: string | number;
      completed: string | number;
      points: string | number;
    }>(
      await db.execute(sql`
        with lines as (
          select member_id,
            count(*) as completed,
            coalesce(sum(reward_amount) filter (where state = 'CLAIMED' and reward_kind = 'POINTS'), 0) as points,
            max(completed_at) as last_completed
          from mission_progress
          where period = ${input.period} and period_key = ${input.periodKey}
            and state in ('COMPLETED', 'CLAIMED')
          group by member_id
        ), ranked as (
          select member_id, completed, points,
            row_number() over (order by completed desc, points desc, last_completed asc, member_id) as rank
          from lines
        )
        select member_id, rank, completed, points from ranked
        where rank <= ${input.limit} or member_id = ${input.memberId}
        order by rank`),
    );
    const lines = rows.map((row) => ({
      memberId: row.member_id,
      rank: Number(row.rank),
      completed: Number(row.completed),
      points: Number(row.points),
    }));
    return {
      top: lines.filter((line) => line.rank <= input.limit),
      me: lines.find((line) => line.memberId === input.memberId) ?? null,
    };
  },
});

export type MissionsRepository = ReturnType<typeof createMissionsRepository>;
