import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sandboxCharge, sandboxNotification, sandboxPayout, sandboxPixKey } from './pix-sandbox.tables.js';

export type SandboxChargeRow = typeof sandboxCharge.$inferSelect;
export type SandboxPayoutRow = typeof sandboxPayout.$inferSelect;

export const createPixSandboxRepository = (db: Db) => ({
  async insertCharge(row: typeof sandboxCharge.$inferInsert): Promise<SandboxChargeRow> {
    const [inserted] = await db
      .insert(sandboxCharge)
      .values(row)
      .onConflictDoNothing({ target: sandboxCharge.reference })
      .returning();
    if (inserted) return inserted;
    // The merchant asked again for the same reference: the PSP answers the charge it made.
    const [existing] = await db
      .select()
      .from(sandboxCharge)
      .where(eq(sandboxCharge.reference, row.reference));
    return existing!;
  },

  async charge(id: string): Promise<SandboxChargeRow | null> {
    const [row] = await db.select().from(sandboxCharge).where(eq(sandboxCharge.id, id)).limit(1);
    return row ?? null;
  },

  async charges(status?: SandboxChargeRow['status']): Promise<SandboxChargeRow[]> {
    const where: SQL | undefined = status ? eq(sandboxCharge.status, status) : undefined;
    return db.select().from(sandboxCharge).where(where).orderBy(desc(sandboxCharge.createdAt)).limit(100);
  },

  /** Moves a charge on only from the status the caller saw: a charge is paid once. */
  async updateChargeFrom(
    id: string,
    from: SandboxChargeRow['status'],
    patch: Partial<typeof sandboxCharge.$inferInsert>,
  ): Promise<SandboxChargeRow | null> {
    const [row] = await db
      .update(sandboxCharge)
      .set(patch)
      .where(and(eq(sandboxCharge.id, id), eq(sandboxCharge.status, from)))
      .returning();
    return row ?? null;
  },

  /** The name the sandbox last saw for a CPF: as a charge's expected payer or as who paid one. */
  async lastNameOf(cpf: string): Promise<string | null> {
    const [row] = await db
      .select({
        name: sql<string>`case when ${sandboxCharge.paidByCpf} = ${cpf} then coalesce(${sandboxCharge.paidByName}, ${sandboxCharge.payerName}) else ${sandboxCharge.payerName} end`,
      })
      .from(sandboxCharge)
      .where(or(eq(sandboxCharge.payerCpf, cpf), eq(sandboxCharge.paidByCpf, cpf)))
      .orderBy(desc(sql`coalesce(${sandboxCharge.paidAt}, ${sandboxCharge.createdAt})`))
      .limit(1);
    return row?.name ?? null;
  },

  async insertPayout(row: typeof sandboxPayout.$inferInsert): Promise<SandboxPayoutRow> {
    const [inserted] = await db
      .insert(sandboxPayout)
      .values(row)
      .onConflictDoNothing({ target: sandboxPayout.reference })
      .returning();
    if (inserted) return inserted;
    const [existing] = await db
      .select()
      .from(sandboxPayout)
      .where(eq(sandboxPayout.reference, row.reference));
    return existing!;
  },

  async settlePayout(id: string, status: 'PAID' | 'FAILED', at: Date): Promise<SandboxPayoutRow | null> {
    const [row] = await db
      .update(sandboxPayout)
      .set({ status, settledAt: at })
      .where(and(eq(sandboxPayout.id, id), eq(sandboxPayout.status, 'PROCESSING')))
      .returning();
    return row ?? null;
  },

  async processingPayouts(): Promise<SandboxPayoutRow[]> {
    return db.select().from(sandboxPayout).where(eq(sandboxPayout.status, 'PROCESSING'));
  },

  async saveKey(row: typeof sandboxPixKey.$inferInsert): Promise<void> {
    await db.insert(sandboxPixKey).values(row).onConflictDoUpdate({ target: sandboxPixKey.pixKey, set: row });
  },

  async key(pixKey: string) {
    const [row] = await db.select().from(sandboxPixKey).where(eq(sandboxPixKey.pixKey, pixKey)).limit(1);
    return row ?? null;
  },

  async keys() {
    return db.select().from(sandboxPixKey).orderBy(asc(sandboxPixKey.pixKey)).limit(100);
  },

  async insertNotification(row: typeof sandboxNotification.$inferInsert): Promise<number> {
    const [inserted] = await db
      .insert(sandboxNotification)
      .values(row)
      .returning({ id: sandboxNotification.id });
    return inserted!.id;
  },

  async recordAnswer(id: number, statusCode: number | null): Promise<void> {
    await db.update(sandboxNotification).set({ statusCode }).where(eq(sandboxNotification.id, id));
  },

  async notification(eventId: string) {
    const [row] = await db
      .select()
      .from(sandboxNotification)
      .where(eq(sandboxNotification.eventId, eventId))
      .limit(1);
    return row ?? null;
  },

  async notifications(reference?: string) {
    const where: SQL | undefined = reference ? eq(sandboxNotification.reference, reference) : undefined;
    return db.select().from(sandboxNotification).where(where).orderBy(asc(sandboxNotification.id)).limit(200);
  },
});

export type PixSandboxRepository = ReturnType<typeof createPixSandboxRepository>;
