import type { ExecuteSql } from '../db/client.js';
import type { JobRunState } from './job-queue.tables.js';

/** The last failure a run keeps, so an operator sees why without reading the logs. */
const MAX_ERROR_LENGTH = 500;

export type JobRunRecord = {
  state: JobRunState;
  attempts: number;
  lastError: string | null;
  finishedAt: Date | null;
};

export type Claim = { claimed: true; attempt: number } | { claimed: false; state: JobRunState };

/**
 * The statements on `job_run` (job-queue.tables.ts). Each change is one conditional statement on
 * the run's row, so two workers racing for the same key cannot both pass the same check.
 */
export const jobRuns = {
  /** Records the key once; false when it was already recorded (queued, running, done or failed). */
  async record(execute: ExecuteSql, name: string, key: string): Promise<boolean> {
    const { rows } = await execute(
      `insert into job_run (name, run_key) values ($1, $2) on conflict do nothing returning state`,
      [name, key],
    );
    return rows.length === 1;
  },

  async find(execute: ExecuteSql, name: string, key: string): Promise<JobRunRecord | null> {
    const { rows } = await execute(
      `select state, attempts, last_error, finished_at from job_run where name = $1 and run_key = $2`,
      [name, key],
    );
    const [row] = rows;
    if (!row) return null;
    return {
      state: row.state as JobRunState,
      attempts: Number(row.attempts),
      lastError: (row.last_error as string | null) ?? null,
      finishedAt: row.finished_at ? new Date(row.finished_at as string | Date) : null,
    };
  },

  /**
   * Takes the run for leaseSeconds: a queued run, or a running one whose holder's lease has lapsed
   * (its worker stopped or hung). Done and failed runs are never taken again.
   */
  async claim(execute: ExecuteSql, name: string, key: string, leaseSeconds: number): Promise<Claim> {
    const { rows } = await execute(
      `update job_run
          set state = 'running', attempts = attempts + 1,
              lease_until = now() + make_interval(secs => $3)
        where name = $1 and run_key = $2
          and (state = 'queued' or (state = 'running' and lease_until < now()))
        returning attempts`,
      [name, key, leaseSeconds],
    );
    const [row] = rows;
    if (row) return { claimed: true, attempt: Number(row.attempts) };
    const run = await jobRuns.find(execute, name, key);
    // A run missing here was never recorded (a job sent around runOnce): nothing to do.
    return { claimed: false, state: run?.state ?? 'done' };
  },

  async finish(execute: ExecuteSql, name: string, key: string): Promise<void> {
    await execute(
      `update job_run set state = 'done', lease_until = null, finished_at = now()
        where name = $1 and run_key = $2 and state = 'running'`,
      [name, key],
    );
  },

  /** A failed attempt: queued again for the next retry, or failed for good after the last one. */
  async fail(
    execute: ExecuteSql,
    { name, key, error, final }: { name: string; key: string; error: string; final: boolean },
  ): Promise<void> {
    await execute(
      `update job_run
          set state = $3, lease_until = null, last_error = $4,
              finished_at = case when $3 = 'failed' then now() end
        where name = $1 and run_key = $2 and state = 'running'`,
      [name, key, final ? 'failed' : 'queued', error.slice(0, MAX_ERROR_LENGTH)],
    );
  },

  /** Forgets the finished runs of a periodic job older than the given key (keys sort by time). */
  async pruneBefore(execute: ExecuteSql, name: string, key: string): Promise<void> {
    await execute(`delete from job_run where name = $1 and run_key < $2 and state in ('done', 'failed')`, [
      name,
      key,
    ]);
  },
};
