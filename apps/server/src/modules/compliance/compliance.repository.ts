import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '@platform/server-kit';

/**
 * Read-only SQL over other modules' records, for the member's activity statement and the
 * operators' AML flags: the wallet's day rows and postings, payments' charges, withdrawals and
 * payees, accounts' members and login addresses, the declared income of kyc's identity checks.
 * Nothing here writes (as the agents' reports).
 */

type Row = Record<string, unknown>;

const num = (value: unknown): number => Number(value ?? 0);
const text = (value: unknown): string => String(value ?? '');

/** An instant as ISO text in UTC, the same on both engines (no driver's Date parsing). */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The Brasília calendar day of an instant: UTC−3 all year since 2019 (lib/day-range.ts). */
const brasiliaDayOf = (column: string) =>
  `to_char((${column} at time zone 'UTC') - interval '3 hours', 'YYYY-MM-DD')`;

/** A day's play, deposits and withdrawals, in centavos, as the statement counts them. */
export type ActivityDayRow = {
  day: string;
  deposits: number;
  stakes: number;
  refunds: number;
  wins: number;
  withdrawals: number;
};

export type HeavyDepositorRow = {
  memberId: string;
  account: string;
  deposited: number;
  deposits: number;
  since: string;
};

export type IncomeDepositorRow = HeavyDepositorRow & { monthlyIncome: number; bound: number };

export type QuickWithdrawalRow = {
  memberId: string;
  account: string;
  withdrawalId: string;
  withdrawalAmount: number;
  withdrawalAt: string;
  depositAmount: number;
  depositAt: string;
  played: number;
};

export type SharedIdentifierRow = {
  memberId: string;
  account: string;
  /** PIX_KEY, CPF or IP. */
  kind: string;
  value: string;
  accounts: number;
  otherAccounts: string;
  since: string;
};

/** Accounts the AML rules look at: members and agents with real money (not trial, not operators). */
const REAL_ACCOUNT_TYPES = '(0, 1, 2, 41, 42)';

/** Addresses that say nothing about a person: the machine itself (a local proxy, a test run). */
const LOOPBACK = `('127.0.0.1', '::1', '::ffff:127.0.0.1')`;

export const createComplianceRepository = (db: Db) => {
  const query = async (statement: SQL) => rowsOf<Row>(await db.execute(statement));

  return {
    /**
     * The member's days with any activity between two Brasília days (inclusive): bets, wins,
     * refunds and deposits from the wallet's day rows (ledger_member_day, as posted: a bet is
     * negative), withdrawals asked for that day and not rejected or returned.
     */
    async activityDays(input: {
      memberId: string;
      fromDay: string;
      toDay: string;
      from: Date;
      to: Date;
    }): Promise<ActivityDayRow[]> {
      const rows = await query(sql`
        with play as (
          select day::text as day,
                 coalesce(sum(amount) filter (where kind = 'DEPOSIT'), 0) as deposits,
                 coalesce(-sum(amount) filter (where kind = 'BET'), 0) as stakes,
                 coalesce(sum(amount) filter (where kind = 'ROLLBACK'), 0) as refunds,
                 coalesce(sum(amount) filter (where kind = 'WIN'), 0) as wins
          from ledger_member_day
          where member_id = ${input.memberId} and day >= ${input.fromDay}::date and day <= ${input.toDay}::date
          group by day
        ), taken as (
          select ${sql.raw(brasiliaDayOf('created_at'))} as day, sum(amount) as withdrawals
          from withdrawal
          where member_id = ${input.memberId}
            and created_at >= ${input.from.toISOString()}::timestamptz
            and created_at < ${input.to.toISOString()}::timestamptz
            and status <> 'REJECTED'
            and coalesce(confirmation, '') <> 'RETURNED'
          group by 1
        )
        select coalesce(p.day, t.day) as day,
               coalesce(p.deposits, 0)::bigint as deposits, coalesce(p.stakes, 0)::bigint as stakes,
               coalesce(p.refunds, 0)::bigint as refunds, coalesce(p.wins, 0)::bigint as wins,
               coalesce(t.withdrawals, 0)::bigint as withdrawals
        from play p full join taken t on t.day = p.day
        order by 1`);
      return rows.map((row) => ({
        day: text(row.day),
        deposits: num(row.deposits),
        stakes: num(row.stakes),
        refunds: num(row.refunds),
        wins: num(row.wins),
        withdrawals: num(row.withdrawals),
      }));
    },

    /**
     * Members whose paid deposits since `since` add up to more than `threshold`; `since` of a row
     * is the deposit that took the running sum over it.
     */
    async heavyDepositors(input: { since: Date; threshold: number }): Promise<HeavyDepositorRow[]> {
      const rows = await query(sql`
        with paid as (
          select d.member_id, d.amount, d.paid_at,
                 sum(d.amount) over (partition by d.member_id order by d.paid_at, d.id) as running
          from deposit_order d
          where d.status = 'PAID' and d.paid_at >= ${input.since.toISOString()}::timestamptz
        )
        select p.member_id, m.account, max(p.running)::bigint as deposited, count(*)::bigint as deposits,
               ${sql.raw(iso(`min(p.paid_at) filter (where p.running > ${Math.trunc(input.threshold)})`))} as since
        from paid p join member m on m.id = p.member_id
        where m.type in ${sql.raw(REAL_ACCOUNT_TYPES)}
        group by p.member_id, m.account
        having max(p.running) > ${input.threshold}::bigint
        order by deposited desc`);
      return rows.map((row) => ({
        memberId: text(row.member_id),
        account: text(row.account),
        deposited: num(row.deposited),
        deposits: num(row.deposits),
        since: text(row.since),
      }));
    },

    /**
     * Members whose paid deposits since `since` add up to more than `percent` % of the monthly
     * income they declared in their identity check, and more than `minimum`; `since` of a row is
     * the deposit that took the running sum over that bound. Members who declared none are left
     * to the threshold rule.
     */
    async incomeDepositors(input: {
      since: Date;
      percent: number;
      minimum: number;
    }): Promise<IncomeDepositorRow[]> {
      const rows = await query(sql`
        with paid as (
          select d.member_id, d.amount, d.paid_at,
                 sum(d.amount) over (partition by d.member_id order by d.paid_at, d.id) as running
          from deposit_order d
          where d.status = 'PAID' and d.paid_at >= ${input.since.toISOString()}::timestamptz
        ), declared as (
          select member_id, monthly_income,
                 greatest(monthly_income * ${input.percent}::bigint / 100, ${input.minimum}::bigint) as bound
          from member_identity
          where monthly_income is not null
        )
        select p.member_id, m.account, i.monthly_income, i.bound,
               max(p.running)::bigint as deposited, count(*)::bigint as deposits,
               ${sql.raw(iso('min(p.paid_at) filter (where p.running > i.bound)'))} as since
        from paid p
        join declared i on i.member_id = p.member_id
        join member m on m.id = p.member_id
        where m.type in ${sql.raw(REAL_ACCOUNT_TYPES)}
        group by p.member_id, m.account, i.monthly_income, i.bound
        having max(p.running) > i.bound
        order by deposited desc`);
      return rows.map((row) => ({
        memberId: text(row.member_id),
        account: text(row.account),
        deposited: num(row.deposited),
        deposits: num(row.deposits),
        monthlyIncome: num(row.monthly_income),
        bound: num(row.bound),
        since: text(row.since),
      }));
    },

    /**
     * Withdrawals asked for since `since`, each with the member's last paid deposit in the
     * `hours` before it and what the member staked (less refunds, every wallet) between the two.
     * Only pairs where that is below `percent` of the deposit.
     */
    async quickWithdrawals(input: {
      since: Date;
      hours: number;
      percent: number;
    }): Promise<QuickWithdrawalRow[]> {
      const rows = await query(sql`
        select w.member_id, m.account, w.id as withdrawal_id, w.amount as withdrawal_amount,
               ${sql.raw(iso('w.created_at'))} as withdrawal_at,
               d.amount as deposit_amount, ${sql.raw(iso('d.paid_at'))} as deposit_at,
               coalesce(played.amount, 0)::bigint as played
        from withdrawal w
        join member m on m.id = w.member_id
        join lateral (
          select d.amount, d.paid_at from deposit_order d
          where d.member_id = w.member_id and d.status = 'PAID'
            and d.paid_at <= w.created_at
            and d.paid_at > w.created_at - make_interval(hours => ${input.hours}::int)
          order by d.paid_at desc limit 1
        ) d on true
        left join lateral (
          select -sum(p.amount) as amount
          from ledger_account a
          join posting p on p.account_id = a.id
          join journal_entry e on e.id = p.entry_id
          where a.member_id = w.member_id and e.kind in ('BET', 'ROLLBACK')
            and e.created_at >= d.paid_at and e.created_at <= w.created_at
        ) played on true
        where w.created_at >= ${input.since.toISOString()}::timestamptz
          and m.type in ${sql.raw(REAL_ACCOUNT_TYPES)}
          and coalesce(played.amount, 0) * 100 < ${input.percent}::numeric * d.amount
        order by w.created_at`);
      return rows.map((row) => ({
        memberId: text(row.member_id),
        account: text(row.account),
        withdrawalId: text(row.withdrawal_id),
        withdrawalAmount: num(row.withdrawal_amount),
        withdrawalAt: text(row.withdrawal_at),
        depositAmount: num(row.deposit_amount),
        depositAt: text(row.deposit_at),
        played: num(row.played),
      }));
    },

    /**
     * Identifiers several accounts share: PIX keys (payees, withdrawals) and CPFs (accounts,
     * payees, withdrawals, deposit payers) when `kinds` has PIX_KEY/CPF, login addresses
     * (member_login_ip, registration addresses; never loopback) when it has IP. One row per
     * member and identifier; `since` is when the second account first used it.
     */
    async sharedIdentifiers(input: {
      kinds: readonly ('PIX_KEY' | 'CPF' | 'IP')[];
      minAccounts: number;
    }): Promise<SharedIdentifierRow[]> {
      const kinds = sql.join(
        input.kinds.map((kind) => sql`${kind}`),
        sql`, `,
      );
      const rows = await query(sql`
        with used as (
          select member_id, 'PIX_KEY' as kind, key_type || ':' || pix_key as value, updated_at as at from payee
          union all select member_id, 'PIX_KEY', key_type || ':' || pix_key, created_at from withdrawal
          union all select member_id, 'CPF', holder_cpf, updated_at from payee
          union all select member_id, 'CPF', holder_cpf, created_at from withdrawal
          union all select member_id, 'CPF', payer_cpf, paid_at from deposit_order where payer_cpf is not null
          union all select id, 'CPF', id_number, created_at from member where id_number is not null
          union all select member_id, 'IP', ip, first_seen_at from member_login_ip where ip not in ${sql.raw(LOOPBACK)}
          union all select id, 'IP', registration_ip, created_at from member
            where registration_ip is not null and registration_ip not in ${sql.raw(LOOPBACK)}
        ), per_member as (
          select u.kind, u.value, u.member_id, m.account, min(u.at) as first_at
          from used u join member m on m.id = u.member_id
          where u.kind in (${kinds}) and u.value <> '' and m.type in ${sql.raw(REAL_ACCOUNT_TYPES)}
          group by u.kind, u.value, u.member_id, m.account
        ), shared as (
          select kind, value, count(*) as accounts,
                 (array_agg(first_at order by first_at))[2] as since,
                 array_agg(account order by account) as names
          from per_member group by kind, value
          having count(*) >= ${input.minAccounts}::int
        )
        select p.member_id, p.account, s.kind, s.value, s.accounts::bigint as accounts,
               array_to_string(array_remove(s.names, p.account), ', ') as other_accounts,
               ${sql.raw(iso('s.since'))} as since
        from shared s join per_member p on p.kind = s.kind and p.value = s.value
        order by s.kind, s.value, p.account`);
      return rows.map((row) => ({
        memberId: text(row.member_id),
        account: text(row.account),
        kind: text(row.kind),
        value: text(row.value),
        accounts: num(row.accounts),
        otherAccounts: text(row.other_accounts),
        since: text(row.since),
      }));
    },
  };
};

export type ComplianceRepository = ReturnType<typeof createComplianceRepository>;
