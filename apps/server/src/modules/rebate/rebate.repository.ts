import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { RebateCategoryLine, RebateStatus } from '@platform/contracts';
import { plainArray, rowsOf } from '@platform/server-kit';
import type { Db } from '../../db/client.js';
import { postPlannedWith, type PlannedMovement } from '../wallet/index.js';
import { memberRebate, rebatePeriod } from './rebate.tables.js';

export type RebateRow = typeof memberRebate.$inferSelect;

/** A period's rebate of one member, as the job computes it. */
export type ComputedRebate = {
  memberId: string;
  period: string;
  vipLevel: number;
  amount: number;
  categories: RebateCategoryLine[];
  expiresAt: Date;
};

export type SettleOutcome =
  | { outcome: 'done'; entryId: number; memberBalance: number }
  /** One of the rows was claimed, paid or expired first: nothing moved. */
  | { outcome: 'changed' };

/** Thrown inside a settle transaction to undo it when a row moved under it. */
class RowsChanged extends Error {}

/**
 * Queries only (docs/rebate.md). Every status change is a conditional update from PENDING under
 * the rows' locks, taken in id order, so a claim, the job's payout and the expiry never both move
 * a row and never deadlock on each other.
 */
export const createRebateRepository = (db: Db) => ({
  async lastComputedPeriod(): Promise<string | null> {
    const [row] = await db
      .select({ period: rebatePeriod.period })
      .from(rebatePeriod)
      .orderBy(desc(rebatePeriod.period))
      .limit(1);
    return row?.period ?? null;
  },

  /** Records a period's rebates; rows already there (another run's) are kept: how many were new. */
  async insertRebates(rows: ComputedRebate[]): Promise<number> {
    if (rows.length === 0) return 0;
    const inserted = await db
      .insert(memberRebate)
      .values(rows)
      .onConflictDoNothing({ target: [memberRebate.memberId, memberRebate.period] })
      .returning({ id: memberRebate.id });
    return inserted.length;
  },

  async markComputed(period: string, members: number): Promise<void> {
    await db.insert(rebatePeriod).values({ period, members }).onConflictDoNothing();
  },

  /** The member's rebates still claimable, oldest first. */
  async pendingOf(memberId: string): Promise<RebateRow[]> {
    return db
      .select()
      .from(memberRebate)
      .where(
        and(
          eq(memberRebate.memberId, memberId),
          eq(memberRebate.status, 'PENDING'),
          sql`${memberRebate.expiresAt} > now()`,
        ),
      )
      .orderBy(memberRebate.period);
  },

  /** Pending rows of any member, for the job's automatic payout, oldest first. */
  async pendingBatch(limit: number): Promise<RebateRow[]> {
    return db
      .select()
      .from(memberRebate)
      .where(and(eq(memberRebate.status, 'PENDING'), sql`${memberRebate.expiresAt} > now()`))
      .orderBy(memberRebate.period, memberRebate.id)
      .limit(limit);
  },

  async historyOf(memberId: string, page: { limit: number; offset: number }) {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(memberRebate)
        .where(eq(memberRebate.memberId, memberId))
        .orderBy(desc(memberRebate.period))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ total: count() }).from(memberRebate).where(eq(memberRebate.memberId, memberId)),
    ]);
    return { rows, total: Number(total?.total ?? 0) };
  },

  /**
   * Moves the member's rows from PENDING to `to` and posts the movement the wallet planned for
   * their sum, in one transaction: the rows are locked in id order and must all still be pending
   * and unexpired, or nothing moves ('changed'). So two claims, or a claim and the job's payout,
   * pay a row once.
   */
  settle: (input: {
    memberId: string;
    ids: string[];
    to: Extract<RebateStatus, 'CLAIMED' | 'PAID'>;
    movement: PlannedMovement;
  }): Promise<SettleOutcome> =>
    db
      .transaction(async (tx): Promise<SettleOutcome> => {
        const locked = rowsOf<{ id: string }>(
          await tx.execute(sql`
            select id from member_rebate
            where id = any(${plainArray(input.ids)}::uuid[]) and member_id = ${input.memberId}
              and status = 'PENDING' and expires_at > now()
            order by id for update`),
        );
        if (locked.length !== input.ids.length) throw new RowsChanged();
        const posted = await postPlannedWith(tx, input.movement);
        // A replay means these rows were paid under this key before and then rolled back: it
        // cannot happen (the key names the rows, and they move in the same transaction), so undo.
        if (posted.replay) throw new RowsChanged();
        const { entryId } = posted;
        await tx.execute(sql`
          update member_rebate set status = ${input.to}, entry_id = ${entryId}, settled_at = now()
          where id = any(${plainArray(input.ids)}::uuid[])`);
        return { outcome: 'done', entryId, memberBalance: posted.memberBalance };
      })
      .catch((error: unknown) => {
        if (error instanceof RowsChanged) return { outcome: 'changed' } as const;
        throw error;
      }),

  /** PENDING rows past their expiry → EXPIRED, in id order; the rows it moved. */
  async expireDue(limit: number): Promise<Array<{ id: string; memberId: string; amount: number }>> {
    const rows = rowsOf<{ id: string; member_id: string; amount: string | number }>(
      await db.execute(sql`
        with due as (
          select id from member_rebate
          where status = 'PENDING' and expires_at <= now()
          order by id limit ${limit} for update skip locked
        )
        update member_rebate r set status = 'EXPIRED', settled_at = now()
        from due where r.id = due.id and r.status = 'PENDING'
        returning r.id, r.member_id, r.amount`),
    );
    return rows.map((row) => ({ id: row.id, memberId: row.member_id, amount: Number(row.amount) }));
  },
});

export type RebateRepository = ReturnType<typeof createRebateRepository>;
