import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '@platform/server-kit';

export type LedgerProblem =
  | { rule: 'entry-unbalanced'; entryId: number; sum: number }
  | { rule: 'entry-too-few-postings'; entryId: number; postings: number }
  | { rule: 'balance-mismatch'; account: string; balance: number; postings: number }
  | { rule: 'negative-balance'; account: string; balance: number }
  | {
      rule: 'member-day-mismatch';
      memberId: string;
      day: string;
      kind: string;
      stored: { amount: number; entries: number } | null;
      postings: { amount: number; entries: number } | null;
    };

/**
 * The ledger's invariants, checked from the tables themselves: every entry sums to zero and has
 * at least two postings, every cached balance equals the sum of its postings, and no account
 * that may not go negative (every member's) is below zero; the day sums of members' bets, wins,
 * refunds and deposits (ledger_member_day, read by player limits) equal their postings.
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
  const days = rowsOf<{
    member_id: string;
    day: string;
    kind: string;
    stored_amount: string | null;
    stored_entries: string | null;
    posted_amount: string | null;
    posted_entries: string | null;
  }>(
    await db.execute(sql`
      with posted as (
        select e.member_id, brasilia_day(e.created_at) as day, e.kind,
          sum(p.amount) as amount, count(distinct e.id) as entries
        from journal_entry e
        join posting p on p.entry_id = e.id
        join ledger_account a on a.id = p.account_id and a.house_code is null
        where e.member_id is not null and e.kind in ('BET', 'WIN', 'ROLLBACK', 'DEPOSIT')
        group by e.member_id, brasilia_day(e.created_at), e.kind
      )
      select coalesce(d.member_id, p.member_id) as member_id, coalesce(d.day, p.day)::text as day,
        coalesce(d.kind, p.kind) as kind, d.amount::text as stored_amount,
        d.entries::text as stored_entries, p.amount::text as posted_amount,
        p.entries::text as posted_entries
      from ledger_member_day d
      full join posted p on p.member_id = d.member_id and p.day = d.day and p.kind = d.kind
      where d.amount is distinct from p.amount or d.entries is distinct from p.entries`),
  );
  const sums = (amount: string | null, entries: string | null) =>
    amount === null ? null : { amount: Number(amount), entries: Number(entries) };
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
    ...days.map((row) => ({
      rule: 'member-day-mismatch' as const,
      memberId: row.member_id,
      day: row.day,
      kind: row.kind,
      stored: sums(row.stored_amount, row.stored_entries),
      postings: sums(row.posted_amount, row.posted_entries),
    })),
  ];
};
