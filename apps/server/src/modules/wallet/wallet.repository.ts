import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { journalEntry, ledgerAccount, posting } from './wallet.tables.js';

export type LedgerAccountRow = typeof ledgerAccount.$inferSelect;
export type JournalEntryRow = typeof journalEntry.$inferSelect;
export type PostingRow = typeof posting.$inferSelect;

export type NewAccount = {
  code: string;
  memberId?: string | null;
  wallet?: string;
  houseCode?: string | null;
  currency: string;
  allowNegative: boolean;
};

export type EntryInput = {
  idempotencyKey: string;
  kind: string;
  fingerprint: string;
  memberId: string | null;
  reference: Record<string, unknown>;
  legs: Array<{ accountId: string; code: string; amount: number }>;
};

export type EntryResult = { entry: JournalEntryRow; postings: Array<PostingRow & { code: string }> };

/** Thrown inside the posting transaction so it rolls back; the service turns it into an answer. */
export class OverdraftError extends Error {
  constructor(readonly accountId: string) {
    super(`posting would overdraw account ${accountId}`);
  }
}

const findEntry = async (db: Db, idempotencyKey: string): Promise<EntryResult | null> => {
  const [entry] = await db.select().from(journalEntry).where(eq(journalEntry.idempotencyKey, idempotencyKey));
  if (!entry) return null;
  const rows = await db
    .select({ posting, code: ledgerAccount.code })
    .from(posting)
    .innerJoin(ledgerAccount, eq(ledgerAccount.id, posting.accountId))
    .where(eq(posting.entryId, entry.id))
    .orderBy(asc(posting.id));
  return { entry, postings: rows.map((row) => ({ ...row.posting, code: row.code })) };
};

export const createWalletRepository = (db: Db) => ({
  /** The account with this code, created on first use (concurrent creators get the same row). */
  async ensureAccount(account: NewAccount): Promise<LedgerAccountRow> {
    await db.insert(ledgerAccount).values(account).onConflictDoNothing({ target: ledgerAccount.code });
    const [row] = await db.select().from(ledgerAccount).where(eq(ledgerAccount.code, account.code));
    if (!row) throw new Error(`ledger account ${account.code} missing after insert`);
    return row;
  },

  async findAccount(code: string): Promise<LedgerAccountRow | null> {
    const [row] = await db.select().from(ledgerAccount).where(eq(ledgerAccount.code, code));
    return row ?? null;
  },

  async accountsOf(memberId: string): Promise<LedgerAccountRow[]> {
    return db.select().from(ledgerAccount).where(eq(ledgerAccount.memberId, memberId));
  },

  findEntry: (idempotencyKey: string) => findEntry(db, idempotencyKey),

  /**
   * Writes one journal entry in one transaction. Each balance moves by a conditional update that
   * refuses to take a non-negative account below zero; the row lock it takes serialises
   * concurrent movements on that account. Accounts are updated in id order, so two entries that
   * touch the same pair of accounts can never deadlock. A key posted before fails the entry's
   * unique index and rolls everything back; the service then answers the stored entry.
   */
  async postEntry(input: EntryInput): Promise<EntryResult & { replayed: boolean }> {
    return db.transaction(async (tx) => {
      const legs = [...input.legs].sort((a, b) => (a.accountId < b.accountId ? -1 : 1));
      const balances = new Map<string, number>();
      for (const leg of legs) {
        const [row] = await tx
          .update(ledgerAccount)
          .set({ balance: sql`${ledgerAccount.balance} + ${leg.amount}`, updatedAt: sql`now()` })
          .where(
            and(
              eq(ledgerAccount.id, leg.accountId),
              or(eq(ledgerAccount.allowNegative, true), sql`${ledgerAccount.balance} + ${leg.amount} >= 0`),
            ),
          )
          .returning({ balance: ledgerAccount.balance });
        if (!row) throw new OverdraftError(leg.accountId);
        balances.set(leg.accountId, row.balance);
      }
      const [entry] = await tx
        .insert(journalEntry)
        .values({
          idempotencyKey: input.idempotencyKey,
          kind: input.kind,
          fingerprint: input.fingerprint,
          memberId: input.memberId,
          reference: input.reference,
        })
        .returning();
      if (!entry) throw new Error('journal entry insert returned no row');
      const inserted = await tx
        .insert(posting)
        .values(
          input.legs.map((leg) => ({
            entryId: entry.id,
            accountId: leg.accountId,
            amount: leg.amount,
            balanceAfter: balances.get(leg.accountId)!,
          })),
        )
        .returning();
      const postings = inserted.map((row, index) => ({ ...row, code: input.legs[index]!.code }));
      return { entry, postings, replayed: false };
    });
  },

  /** Postings of one account within [from, to), newest first, with their entries. */
  async postingsOf(
    accountId: string,
    filter: { from: Date; to: Date; kind?: string | undefined; limit: number; offset: number },
  ) {
    const where = and(
      eq(posting.accountId, accountId),
      sql`${journalEntry.createdAt} >= ${filter.from} and ${journalEntry.createdAt} < ${filter.to}`,
      filter.kind ? eq(journalEntry.kind, filter.kind) : undefined,
    );
    const rows = await db
      .select({
        entryId: journalEntry.id,
        time: journalEntry.createdAt,
        kind: journalEntry.kind,
        amount: posting.amount,
        balanceAfter: posting.balanceAfter,
        reference: journalEntry.reference,
      })
      .from(posting)
      .innerJoin(journalEntry, eq(journalEntry.id, posting.entryId))
      .where(where)
      .orderBy(sql`${posting.id} desc`)
      .limit(filter.limit)
      .offset(filter.offset);
    const [counted] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(posting)
      .innerJoin(journalEntry, eq(journalEntry.id, posting.entryId))
      .where(where);
    return { rows, total: counted?.total ?? 0 };
  },

  async balances(accountIds: string[]): Promise<Map<string, number>> {
    if (accountIds.length === 0) return new Map();
    const rows = await db
      .select({ id: ledgerAccount.id, balance: ledgerAccount.balance })
      .from(ledgerAccount)
      .where(inArray(ledgerAccount.id, accountIds));
    return new Map(rows.map((row) => [row.id, row.balance]));
  },
});

export type WalletRepository = ReturnType<typeof createWalletRepository>;
