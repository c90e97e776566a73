import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

export type LedgerProblem =
  | { rule: 'entry-unbalanced'; entryId: number; sum: number }
  | { rule: 'entry-too-few-postings'; entryId: number; postings: number }
  | { rule: 'balance-mismatch'; account: string; balance: number; postings: number }
  | { rule: 'negative-balance'; account: string; balance: number };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The ledger's invariants, checked from the tables themselves: every entry sums to zero and has
 * at least two postings, every cached balance equals the sum of its postings, and no account
 * that may not go negative (every member's) is below zero.
 */
export const checkLedger = async (db: Db): Promise<LedgerProblem[]> => {
  const unbalanced = rowsOf<{ entry_id: string; total: string }>(
    await db.execute(sql`
      select entry_id, sum(amount)::text as total from posting group by entry_id having sum(amount) <> 0`),
  );
  const thin = rowsOf<{ id: string; postings: string }>(
    await db.execute(sql`
      select e.id, count(p.id)::text as postings
      from journal_entry e left join posting p on p.entry_id = e.id
      group by e.id having count(p.id) < 2`),
  );
  const mismatched = rowsOf<{ code: string; balance: string; total: string }>(
    await db.execute(sql`
      select a.code, a.balance::text as balance, coalesce(sum(p.amount), 0)::text as total
      from ledger_account a left join posting p on p.account_id = a.id
      group by a.id, a.code, a.balance having a.balance <> coalesce(sum(p.amount), 0)`),
  );
  const negative = rowsOf<{ code: string; balance: string }>(
    await db.execute(sql`
      select code, balance::text as balance from ledger_account
      where balance < 0 and (not allow_negative or member_id is not null)`),
  );
  return [
    ...unbalanced.map((row) => ({
      rule: 'entry-unbalanced' as const,
      entryId: Number(row.entry_id),
      sum: Number(row.total),
    })),
    ...thin.map((row) => ({
      rule: 'entry-too-few-postings' as const,
      entryId: Number(row.id),
      postings: Number(row.postings),
    })),
    ...mismatched.map((row) => ({
      rule: 'balance-mismatch' as const,
      account: row.code,
      balance: Number(row.balance),
      postings: Number(row.total),
    })),
    ...negative.map((row) => ({
      rule: 'negative-balance' as const,
      account: row.code,
      balance: Number(row.balance),
    })),
  ];
};
