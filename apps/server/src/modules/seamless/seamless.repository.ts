import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { gameVendor, vendorRound, vendorToken, vendorTransaction } from './seamless.tables.js';

export type VendorRow = typeof gameVendor.$inferSelect;
export type VendorTransactionRow = typeof vendorTransaction.$inferSelect;
export type VendorRoundRow = typeof vendorRound.$inferSelect;

export const createSeamlessRepository = (db: Db) => ({
  async findVendor(code: string): Promise<VendorRow | null> {
    const [row] = await db.select().from(gameVendor).where(eq(gameVendor.code, code));
    return row ?? null;
  },

  async insertVendorIfAbsent(row: typeof gameVendor.$inferInsert): Promise<void> {
    await db.insert(gameVendor).values(row).onConflictDoNothing();
  },

  async insertToken(row: typeof vendorToken.$inferInsert): Promise<void> {
    await db.insert(vendorToken).values(row);
  },

  /** Uses a launch token once; null when unknown, used, expired or another vendor's. */
  async useLaunchToken(tokenHash: string, vendorCode: string) {
    const [row] = await db
      .update(vendorToken)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(vendorToken.tokenHash, tokenHash),
          eq(vendorToken.kind, 'launch'),
          eq(vendorToken.vendorCode, vendorCode),
          isNull(vendorToken.usedAt),
          gt(vendorToken.expiresAt, sql`now()`),
        ),
      )
      .returning();
    return row ?? null;
  },

  async findSession(tokenHash: string, vendorCode: string) {
    const [row] = await db
      .select()
      .from(vendorToken)
      .where(
        and(
          eq(vendorToken.tokenHash, tokenHash),
          eq(vendorToken.kind, 'session'),
          eq(vendorToken.vendorCode, vendorCode),
          gt(vendorToken.expiresAt, sql`now()`),
        ),
      );
    return row ?? null;
  },

  async findTransaction(vendorCode: string, transactionId: string): Promise<VendorTransactionRow | null> {
    const [row] = await db
      .select()
      .from(vendorTransaction)
      .where(
        and(eq(vendorTransaction.vendorCode, vendorCode), eq(vendorTransaction.transactionId, transactionId)),
      );
    return row ?? null;
  },

  /** Records a transaction; false when that id is already there (a concurrent repeat). */
  async insertTransaction(row: typeof vendorTransaction.$inferInsert): Promise<boolean> {
    const inserted = await db.insert(vendorTransaction).values(row).onConflictDoNothing().returning();
    return inserted.length === 1;
  },

  /** Marks a bet rolled back; false when it already was. */
  async markRolledBack(vendorCode: string, transactionId: string): Promise<boolean> {
    const rows = await db
      .update(vendorTransaction)
      .set({ status: 'rolled-back' })
      .where(
        and(
          eq(vendorTransaction.vendorCode, vendorCode),
          eq(vendorTransaction.transactionId, transactionId),
          eq(vendorTransaction.status, 'done'),
        ),
      )
      .returning();
    return rows.length === 1;
  },

  async findRound(vendorCode: string, roundId: string): Promise<VendorRoundRow | null> {
    const [row] = await db
      .select()
      .from(vendorRound)
      .where(and(eq(vendorRound.vendorCode, vendorCode), eq(vendorRound.roundId, roundId)));
    return row ?? null;
  },

  /** The round, opened by this bet if it is the first. */
  async openRound(row: typeof vendorRound.$inferInsert): Promise<VendorRoundRow> {
    await db.insert(vendorRound).values(row).onConflictDoNothing();
    const round = await this.findRound(row.vendorCode, row.roundId);
    if (!round) throw new Error('round missing after insert');
    return round;
  },

  async closeRound(vendorCode: string, roundId: string): Promise<void> {
    await db
      .update(vendorRound)
      .set({ status: 'closed', closedAt: sql`now()` })
      .where(and(eq(vendorRound.vendorCode, vendorCode), eq(vendorRound.roundId, roundId)));
  },
});

export type SeamlessRepository = ReturnType<typeof createSeamlessRepository>;
