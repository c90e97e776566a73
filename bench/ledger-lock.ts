import pg from 'pg';
import { Samples } from './support.js';

/**
 * The locking choice of docs/decisions/0004-ledger.md, measured alone: concurrent workers move
 * money between their own member account and one shared house account (the hot row, as the
 * vendor's house account is for every bet and win), one movement per transaction:
 *
 *  - conditional: `update … set balance = balance + $1 where id = $2 and (allow_negative or
 *    balance + $1 >= 0) returning balance` per leg (what wallet.move does);
 *  - select-for-update: `select balance … for update`, the overdraft rule in the client, then
 *    `update … returning balance` per leg.
 *
 * Both update the accounts in id order and insert the two postings before committing, so the
 * house row's lock is held as long as in the wallet. A third run repeats the conditional update
 * with one house account per worker: the difference is what the single shared row costs. The
 * tables are the benchmark's own (bench_lock_*), so the ledger itself is untouched.
 */
export type LockVariant = 'conditional' | 'select-for-update' | 'conditional, no shared row';

export type LockResult = {
  variant: LockVariant;
  movements: number;
  seconds: number;
  p50: number;
  p99: number;
  overdrafts: number;
  errors: number;
};

const HOUSE_ID = 1_000_000;
/** Per-worker house accounts of the 'no shared row' run. */
const SPREAD_HOUSE_BASE = 2_000_000;
const START_BALANCE = 1_000_000_000;

/** Half the members sort before the house account and half after, as random uuids do in the ledger. */
const memberIds = (workers: number) =>
  Array.from({ length: workers }, (_, index) => (index % 2 === 0 ? index + 1 : HOUSE_ID + index + 1));

const prepare = async (pool: pg.Pool, workers: number) => {
  await pool.query(`
    drop table if exists bench_lock_posting;
    drop table if exists bench_lock_account;
    create table bench_lock_account (
      id bigint primary key,
      balance bigint not null,
      allow_negative boolean not null,
      updated_at timestamptz not null default now(),
      check (allow_negative or balance >= 0)
    );
    create table bench_lock_posting (
      id bigint generated always as identity primary key,
      account_id bigint not null references bench_lock_account (id),
      amount bigint not null,
      balance_after bigint not null,
      created_at timestamptz not null default now()
    );`);
  const values = memberIds(workers)
    .map((id) => `(${id}, ${START_BALANCE}, false)`)
    .concat(`(${HOUSE_ID}, 0, true)`)
    .concat(Array.from({ length: workers }, (_, index) => `(${SPREAD_HOUSE_BASE + index}, 0, true)`))
    .join(', ');
  await pool.query(`insert into bench_lock_account (id, balance, allow_negative) values ${values}`);
};

class Overdraft extends Error {}

type Leg = { id: number; amount: number };

const moveConditional = async (client: pg.PoolClient, leg: Leg): Promise<number> => {
  const result = await client.query<{ balance: string }>(
    `update bench_lock_account set balance = balance + $1, updated_at = now()
     where id = $2 and (allow_negative or balance + $1 >= 0) returning balance`,
    [leg.amount, leg.id],
  );
  if (result.rowCount !== 1) throw new Overdraft();
  return Number(result.rows[0]!.balance);
};

const moveSelectForUpdate = async (client: pg.PoolClient, leg: Leg): Promise<number> => {
  const locked = await client.query<{ balance: string; allow_negative: boolean }>(
    'select balance, allow_negative from bench_lock_account where id = $1 for update',
    [leg.id],
  );
  const row = locked.rows[0]!;
  if (!row.allow_negative && Number(row.balance) + leg.amount < 0) throw new Overdraft();
  const result = await client.query<{ balance: string }>(
    'update bench_lock_account set balance = balance + $1, updated_at = now() where id = $2 returning balance',
    [leg.amount, leg.id],
  );
  return Number(result.rows[0]!.balance);
};

const runVariant = async (options: {
  pool: pg.Pool;
  variant: LockVariant;
  workers: number;
  seconds: number;
  warmupSeconds: number;
}): Promise<LockResult> => {
  const { pool, variant, workers } = options;
  const moveLeg = variant === 'select-for-update' ? moveSelectForUpdate : moveConditional;
  const houseOf = (worker: number) =>
    variant === 'conditional, no shared row' ? SPREAD_HOUSE_BASE + worker : HOUSE_ID;
  const latencies = new Samples();
  let overdrafts = 0;
  let errors = 0;
  const start = performance.now();
  const measureFrom = start + options.warmupSeconds * 1000;
  const measureTo = measureFrom + options.seconds * 1000;

  const worker = async (memberId: number, index: number) => {
    const houseId = houseOf(index);
    const client = await pool.connect();
    try {
      for (let turn = 0; performance.now() < measureTo; turn += 1) {
        // A bet (member pays the house) then a win (the house pays back), alternately.
        const memberAmount = turn % 2 === 0 ? -100 : 100;
        const legs: Leg[] = [
          { id: memberId, amount: memberAmount },
          { id: houseId, amount: -memberAmount },
        ].sort((a, b) => a.id - b.id);
        const began = performance.now();
        try {
          await client.query('begin');
          const after: number[] = [];
          for (const leg of legs) after.push(await moveLeg(client, leg));
          await client.query(
            'insert into bench_lock_posting (account_id, amount, balance_after) values ($1, $2, $3), ($4, $5, $6)',
            [legs[0]!.id, legs[0]!.amount, after[0], legs[1]!.id, legs[1]!.amount, after[1]],
          );
          await client.query('commit');
        } catch (error) {
          await client.query('rollback');
          if (error instanceof Overdraft) overdrafts += 1;
          else errors += 1;
          continue;
        }
        const ended = performance.now();
        if (ended >= measureFrom && ended <= measureTo) latencies.add(ended - began);
      }
    } finally {
      client.release();
    }
  };

  await Promise.all(memberIds(workers).map(worker));
  return {
    variant,
    movements: latencies.count,
    seconds: options.seconds,
    p50: latencies.percentile(50),
    p99: latencies.percentile(99),
    overdrafts,
    errors,
  };
};

/** Runs both variants on the database at `url`; checks afterwards that no centavo was lost. */
export const compareLocking = async (options: {
  url: string;
  workers: number;
  seconds: number;
  warmupSeconds: number;
}): Promise<{ results: LockResult[]; consistent: boolean }> => {
  const pool = new pg.Pool({ connectionString: options.url, max: options.workers });
  pool.on('error', () => {});
  try {
    await prepare(pool, options.workers);
    const results: LockResult[] = [];
    for (const variant of ['conditional', 'select-for-update', 'conditional, no shared row'] as const) {
      results.push(await runVariant({ pool, variant, ...options }));
      await pool.query('vacuum analyze bench_lock_account');
    }
    const check = await pool.query<{ total: string; mismatched: string }>(`
      select (select sum(balance) from bench_lock_account)::text as total,
             (select count(*) from bench_lock_account a
               where a.balance <> (case when a.allow_negative then 0 else ${START_BALANCE} end)
                 + coalesce((select sum(amount) from bench_lock_posting p where p.account_id = a.id), 0)
             )::text as mismatched`);
    const row = check.rows[0]!;
    const consistent = Number(row.total) === START_BALANCE * options.workers && Number(row.mismatched) === 0;
    await pool.query('drop table bench_lock_posting; drop table bench_lock_account');
    return { results, consistent };
  } finally {
    await pool.end();
  }
};
