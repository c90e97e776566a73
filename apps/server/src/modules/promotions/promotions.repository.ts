import { and, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { PromotionApplicationStatus } from '@platform/contracts';
import type { Db } from '../../db/client.js';
import { promotion, promotionApplication, promotionProof } from './promotions.tables.js';

export type PromotionRow = typeof promotion.$inferSelect;
export type ApplicationRow = typeof promotionApplication.$inferSelect;

/** Queries only: the rules are the service's (promotions.service.ts). */
export const createPromotionsRepository = (db: Db) => ({
  /** Creates the promotion, or replaces the one with this code. */
  async savePromotion(values: typeof promotion.$inferInsert): Promise<PromotionRow> {
    const { code: _code, ...changes } = values;
    const [row] = await db
      .insert(promotion)
      .values(values)
      .onConflictDoUpdate({ target: promotion.code, set: { ...changes, updatedAt: new Date() } })
      .returning();
    return row!;
  },

  promotions: (): Promise<PromotionRow[]> =>
    db.select().from(promotion).orderBy(promotion.sort, promotion.startsAt),

  /** Enabled promotions that end after `since` (closed ones stay listed a while). */
  listedPromotions: (since: Date): Promise<PromotionRow[]> =>
    db
      .select()
      .from(promotion)
      .where(and(eq(promotion.enabled, true), gt(promotion.endsAt, since)))
      .orderBy(promotion.sort, promotion.startsAt),

  async promotionById(id: string): Promise<PromotionRow | null> {
    const [row] = await db.select().from(promotion).where(eq(promotion.id, id));
    return row ?? null;
  },

  /** A member's applications to these promotions, newest first. */
  applicationsOf: (memberId: string, promotionIds: string[]): Promise<ApplicationRow[]> =>
    promotionIds.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(promotionApplication)
          .where(
            and(
              eq(promotionApplication.memberId, memberId),
              inArray(promotionApplication.promotionId, promotionIds),
            ),
          )
          .orderBy(desc(promotionApplication.createdAt)),

  /**
   * A new application with its proofs in one transaction, or null when the member already has
   * one for this promotion and period: the unique index decides between requests sent together.
   */
  async insertApplication(
    values: typeof promotionApplication.$inferInsert,
    proofs: Array<{ name: string; contentType: string; data: string }>,
  ): Promise<ApplicationRow | null> {
    return db.transaction(async (tx) => {
      const [row] = await tx.insert(promotionApplication).values(values).onConflictDoNothing().returning();
      if (!row) return null;
      if (proofs.length > 0) {
        await tx.insert(promotionProof).values(proofs.map((proof) => ({ ...proof, applicationId: row.id })));
      }
      return row;
    });
  },

  /** The member's application to a promotion for one period, if any. */
  async applicationOf(
    promotionId: string,
    memberId: string,
    periodKey: string,
  ): Promise<ApplicationRow | null> {
    const [row] = await db
      .select()
      .from(promotionApplication)
      .where(
        and(
          eq(promotionApplication.promotionId, promotionId),
          eq(promotionApplication.memberId, memberId),
          eq(promotionApplication.periodKey, periodKey),
        ),
      );
    return row ?? null;
  },

  async application(id: string): Promise<ApplicationRow | null> {
    const [row] = await db.select().from(promotionApplication).where(eq(promotionApplication.id, id));
    return row ?? null;
  },

  /**
   * One conditional statement per transition: the row moves only from the state the caller read,
   * so of two requests racing on one application exactly one moves it. `staleBefore` also admits
   * a PAYING row whose payout was interrupted before that instant (see the service's approve).
   */
  async transition(
    id: string,
    from: PromotionApplicationStatus,
    patch: Partial<typeof promotionApplication.$inferInsert>,
    staleBefore?: Date,
  ): Promise<ApplicationRow | null> {
    const [row] = await db
      .update(promotionApplication)
      .set({ ...patch, updatedAt: new Date() })
      .where(
        and(
          eq(promotionApplication.id, id),
          eq(promotionApplication.status, from),
          staleBefore ? lt(promotionApplication.updatedAt, staleBefore) : undefined,
        ),
      )
      .returning();
    return row ?? null;
  },

  /** Removes a claim whose bonus the wallet refused, so nothing claimed stays behind. */
  async deletePayingClaim(id: string): Promise<void> {
    await db
      .delete(promotionApplication)
      .where(and(eq(promotionApplication.id, id), eq(promotionApplication.status, 'PAYING')));
  },

  async applicationsWhere(
    status: PromotionApplicationStatus | undefined,
    page: { page: number; pageSize: number },
  ) {
    const where = status ? eq(promotionApplication.status, status) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select({
          application: promotionApplication,
          promotionCode: promotion.code,
          proofCount: sql<number>`(select count(*)::int from ${promotionProof} where ${promotionProof.applicationId} = ${promotionApplication.id})`,
        })
        .from(promotionApplication)
        .innerJoin(promotion, eq(promotion.id, promotionApplication.promotionId))
        .where(where)
        .orderBy(desc(promotionApplication.createdAt), promotionApplication.id)
        .limit(page.pageSize)
        .offset((page.page - 1) * page.pageSize),
      db.select({ n: count() }).from(promotionApplication).where(where),
    ]);
    return { rows, totalPages: Math.ceil((total?.n ?? 0) / page.pageSize) };
  },

  async proof(applicationId: string, index: number) {
    const [row] = await db
      .select()
      .from(promotionProof)
      .where(eq(promotionProof.applicationId, applicationId))
      .orderBy(promotionProof.id)
      .limit(1)
      .offset(index);
    return row ?? null;
  },
});

export type PromotionsRepository = ReturnType<typeof createPromotionsRepository>;
