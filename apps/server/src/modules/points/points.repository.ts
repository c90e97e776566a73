import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { PointConfig, PointEntryKind, PointRedeemStatus, PointRewardKind } from '@platform/contracts';
import { rowsOf } from '@platform/server-kit';
import type { Db } from '../../db/client.js';
import { postPlannedWith, type PlannedMovement } from '../wallet/index.js';
import { pointAccount, pointConfig, pointEntry, pointRedeem, pointReward } from './points.tables.js';

export type PointRedeemRow = typeof pointRedeem.$inferSelect;
export type PointRewardRow = typeof pointReward.$inferSelect;

/** A round that earns points (or another credit: a mission's reward): its key and the points. */
export type EarningRound = {
  memberId: string;
  sourceKey: string;
  points: number;
  /** How the history names it: EARN unless told (MISSION for a mission's reward). */
  kind?: Extract<PointEntryKind, 'EARN' | 'MISSION' | 'CHECK_IN' | 'PROMOTION'>;
};

/** What a redeem or conversion takes and records; `movement` is the cash a conversion credits. */
export type SpendInput = {
  memberId: string;
  requestId: string;
  reward: PointRewardRow | null;
  kind: PointRewardKind;
  rewardName: string;
  quantity: number;
  points: number;
  cash: number | null;
  receivingAddress: string | null;
  status: PointRedeemStatus;
  movement: PlannedMovement | null;
};

export type SpendOutcome =
  | { outcome: 'done'; redeem: PointRedeemRow; point: number; cashBalance: number | null }
  | { outcome: 'replayed'; redeem: PointRedeemRow }
  | { outcome: 'insufficient'; point: number }
  | { outcome: 'sold-out' };

export type DecideOutcome =
  | { outcome: 'done'; redeem: PointRedeemRow }
  | { outcome: 'not-found' }
  | { outcome: 'decided'; redeem: PointRedeemRow };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The member's points row, created at zero if missing, locked for the rest of the transaction:
 * every change of one member's points runs after the one before it has committed.
 */
const lockAccount = async (tx: Tx, memberId: string): Promise<number> => {
  await tx.insert(pointAccount).values({ memberId }).onConflictDoNothing();
  const [row] = rowsOf<{ balance: string | number }>(
    await tx.execute(sql`select balance from point_account where member_id = ${memberId} for update`),
  );
  return Number(row!.balance);
};

/** Adds (or takes, negative) points on the locked row and appends the history line. */
const changePoints = async (
  tx: Tx,
  input: { memberId: string; kind: PointEntryKind; points: number; sourceKey: string; balance: number },
): Promise<number> => {
  const after = input.balance + input.points;
  await tx
    .update(pointAccount)
    .set({ balance: after, updatedAt: sql`now()` })
    .where(eq(pointAccount.memberId, input.memberId));
  await tx.insert(pointEntry).values({
    memberId: input.memberId,
    kind: input.kind,
    points: input.points,
    balanceAfter: after,
    sourceKey: input.sourceKey,
  });
  return after;
};

export const createPointsRepository = (db: Db) => ({
  async config(): Promise<PointConfig & { earnedUntil: Date }> {
    const [row] = await db.select().from(pointConfig).where(eq(pointConfig.id, 1));
    if (!row) throw new Error('point_config is not seeded');
    return row;
  },

  async saveConfig(config: PointConfig): Promise<void> {
    await db.update(pointConfig).set(config).where(eq(pointConfig.id, 1));
  },

  async balanceOf(memberId: string): Promise<number> {
    const [row] = await db.select().from(pointAccount).where(eq(pointAccount.memberId, memberId));
    return row?.balance ?? 0;
  },

  activeRewards: (): Promise<PointRewardRow[]> =>
    db
      .select()
      .from(pointReward)
      .where(eq(pointReward.active, 1))
      .orderBy(asc(pointReward.sortOrder), asc(pointReward.points)),

  async rewardById(id: string): Promise<PointRewardRow | null> {
    const [row] = await db
      .select()
      .from(pointReward)
      .where(and(eq(pointReward.id, id), eq(pointReward.active, 1)));
    return row ?? null;
  },

  async redeemsOf(memberId: string, page: { limit: number; offset: number }) {
    const where = eq(pointRedeem.memberId, memberId);
    const [list, [total]] = await Promise.all([
      db
        .select()
        .from(pointRedeem)
        .where(where)
        .orderBy(desc(pointRedeem.createdAt), desc(pointRedeem.id))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ total: count() }).from(pointRedeem).where(where),
    ]);
    return { list, total: total?.total ?? 0 };
  },

  async entriesOf(memberId: string, page: { limit: number; offset: number }) {
    const where = eq(pointEntry.memberId, memberId);
    const [list, [total]] = await Promise.all([
      db
        .select()
        .from(pointEntry)
        .where(where)
        .orderBy(desc(pointEntry.id))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ total: count() }).from(pointEntry).where(where),
    ]);
    return { list, total: total?.total ?? 0 };
  },

  /**
   * Credits each round's points once: the history line's unique source key decides, under the
   * member's row lock, so two runs of the job (or two instances) credit a round once between them.
   * Then moves the job's cursor forward (never back). Answers how many rounds were credited now.
   */
  async earn(rounds: EarningRound[], until: Date | null): Promise<number> {
    let credited = 0;
    for (const round of rounds) {
      credited += await db.transaction(async (tx) => {
        const balance = await lockAccount(tx, round.memberId);
        const [seen] = await tx
          .select({ id: pointEntry.id })
          .from(pointEntry)
          .where(eq(pointEntry.sourceKey, round.sourceKey));
        if (seen) return 0;
        await changePoints(tx, { ...round, kind: round.kind ?? 'EARN', balance });
        return 1;
      });
    }
    if (until) {
      await db
        .update(pointConfig)
        .set({ earnedUntil: sql`greatest(${pointConfig.earnedUntil}, ${until})` })
        .where(eq(pointConfig.id, 1));
    }
    return credited;
  },

  /**
   * A redeem or conversion in one transaction on the member's locked points row: a retried
   * request id answers its first redeem; otherwise the points are checked and taken, stock taken,
   * the redeem and its history line written and, for a conversion, the cash the wallet planned
   * posted by ledger_post in the same transaction, so points and cash move together or not at all.
   */
  spend: (input: SpendInput): Promise<SpendOutcome> =>
    db.transaction(async (tx): Promise<SpendOutcome> => {
      const balance = await lockAccount(tx, input.memberId);
      const [earlier] = await tx
        .select()
        .from(pointRedeem)
        .where(and(eq(pointRedeem.memberId, input.memberId), eq(pointRedeem.requestId, input.requestId)));
      if (earlier) return { outcome: 'replayed', redeem: earlier };
      if (balance < input.points) return { outcome: 'insufficient', point: balance };
      if (input.reward && input.reward.available !== null) {
        const taken = await tx
          .update(pointReward)
          .set({ available: sql`${pointReward.available} - ${input.quantity}` })
          .where(and(eq(pointReward.id, input.reward.id), sql`${pointReward.available} >= ${input.quantity}`))
          .returning({ id: pointReward.id });
        if (taken.length === 0) return { outcome: 'sold-out' };
      }
      const [redeem] = await tx
        .insert(pointRedeem)
        .values({
          memberId: input.memberId,
          requestId: input.requestId,
          rewardId: input.reward?.id ?? null,
          kind: input.kind,
          rewardName: input.rewardName,
          quantity: input.quantity,
          points: input.points,
          cash: input.cash,
          receivingAddress: input.receivingAddress,
          status: input.status,
          decidedAt: input.status === 'IN_PROCESS' ? null : sql`now()`,
        })
        .returning();
      const point = await changePoints(tx, {
        memberId: input.memberId,
        kind: input.kind === 'CASH' ? 'CONVERT' : 'REDEEM',
        points: -input.points,
        sourceKey: `redeem:${redeem!.id}`,
        balance,
      });
      let cashBalance: number | null = null;
      if (input.movement) {
        cashBalance = (await postPlannedWith(tx, input.movement)).memberBalance;
      }
      return { outcome: 'done', redeem: redeem!, point, cashBalance };
    }),

  /**
   * An operator's decision on a goods redeem, under the redeem's row lock: only one decision
   * passes the state check; a rejection gives the points and the stock back in the same transaction.
   */
  decide: (input: { id: string; approve: boolean; operator: string }): Promise<DecideOutcome> =>
    db.transaction(async (tx): Promise<DecideOutcome> => {
      const [row] = rowsOf<{ id: string }>(
        await tx.execute(sql`select id from point_redeem where id = ${input.id} for update`),
      );
      if (!row) return { outcome: 'not-found' };
      const [redeem] = await tx.select().from(pointRedeem).where(eq(pointRedeem.id, input.id));
      switch (redeem!.status) {
        case 'IN_PROCESS':
          break;
        case 'APPROVED':
        case 'REJECTED':
          return { outcome: 'decided', redeem: redeem! };
        default: {
          const unknown: never = redeem!.status;
          throw new Error(`unknown redeem status ${String(unknown)}`);
        }
      }
      if (!input.approve) {
        const balance = await lockAccount(tx, redeem!.memberId);
        await changePoints(tx, {
          memberId: redeem!.memberId,
          kind: 'REFUND',
          points: redeem!.points,
          sourceKey: `refund:${redeem!.id}`,
          balance,
        });
        if (redeem!.rewardId) {
          await tx
            .update(pointReward)
            .set({ available: sql`${pointReward.available} + ${redeem!.quantity}` })
            .where(and(eq(pointReward.id, redeem!.rewardId), sql`${pointReward.available} is not null`));
        }
      }
      const [decided] = await tx
        .update(pointRedeem)
        .set({
          status: input.approve ? 'APPROVED' : 'REJECTED',
          decidedAt: sql`now()`,
          decidedBy: input.operator,
        })
        .where(and(eq(pointRedeem.id, input.id), eq(pointRedeem.status, 'IN_PROCESS')))
        .returning();
      return { outcome: 'done', redeem: decided! };
    }),
});

export type PointsRepository = ReturnType<typeof createPointsRepository>;
