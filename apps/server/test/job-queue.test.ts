import { Writable } from 'node:stream';
import pino from 'pino';
import { Registry } from 'prom-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from '../src/db/client.js';
import { applyMigrations } from '../src/db/migrate.js';
import { loggerOptions, createJobQueue, type JobQueue, type JobQueueOptions } from '@platform/server-kit';
import { createTestDatabase, type TestDatabase } from './helpers/database.js';

/**
 * Two queues on one database stand for two instances of the platform: on PostgreSQL (with
 * DATABASE_URL) each has its own connection pool, so their calls really race; on PGlite they
 * share the one connection and must hold the same.
 */

const POLL_MS = 500;

/** Waits until check() holds, looking every 100 ms; fails after timeoutMs with what it last saw. */
const eventually = async <T>(
  read: () => Promise<T> | T,
  check: (value: T) => boolean,
  timeoutMs = 20_000,
) => {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!check(value)) {
    if (Date.now() > deadline) throw new Error(`gave up waiting; last seen: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
};

/** A log that keeps its lines, to read what a failure wrote. */
const capturedLog = () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  // The platform's own logger options: its error serializer is what keeps secrets out.
  const { stream: _unused, ...options } = loggerOptions('info');
  return { lines, log: pino(options, stream) };
};

const metricValue = async (registry: Registry, job: string, outcome: string): Promise<number> => {
  const metric = await registry.getSingleMetric('job_runs_total')?.get();
  return (
    metric?.values.find((value) => value.labels.job === job && value.labels.outcome === outcome)?.value ?? 0
  );
};

describe('job queue, two instances on one database', () => {
  let database: TestDatabase;
  let handles: [DatabaseHandle, DatabaseHandle];
  const queues: JobQueue[] = [];

  const queueOn = (
    handle: DatabaseHandle,
    define: (queue: JobQueue) => void,
    options: Partial<JobQueueOptions> = {},
  ) => {
    const queue = createJobQueue({
      sql: handle.sql,
      log: pino({ level: 'silent' }),
      workers: true,
      pollMs: POLL_MS,
      stopTimeoutMs: 1_000,
      ...options,
    });
    define(queue);
    queues.push(queue);
    return queue;
  };
  const pair = (
    define: (queue: JobQueue, instance: 'a' | 'b') => void,
    options: Partial<JobQueueOptions> = {},
  ) =>
    [
      queueOn(handles[0], (queue) => define(queue, 'a'), options),
      queueOn(handles[1], (queue) => define(queue, 'b'), options),
    ] as const;
  const rowsOf = async (text: string, values: unknown[] = []) =>
    (await handles[0].sql.execute(text, values)).rows;

  beforeAll(async () => {
    database = await createTestDatabase({ demo: false });
    handles = [database.handle, database.connectAgain()];
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((queue) => queue.stop()));
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('runs a key enqueued by both instances at once, many times over, exactly once', async () => {
    const runs = new Map<string, string[]>();
    const [a, b] = pair((queue, instance) =>
      queue.defineJob<{ amount: number }>('test.settle', async ({ key, payload }) => {
        expect(payload).toEqual({ amount: 700 });
        runs.set(key, [...(runs.get(key) ?? []), instance]);
      }),
    );
    await Promise.all([a.start(), b.start()]);
    const keys = Array.from({ length: 50 }, (_, index) => `contract-${index}:2026-11-26T00:00:00.000Z`);
    const answers = await Promise.all(
      keys.flatMap((key) =>
        [a, b, a, b].map((queue) =>
          queue.runOnce('test.settle', key, { amount: 700 }).then((result) => ({ key, result })),
        ),
      ),
    );
    for (const key of keys) {
      const forKey = answers.filter((answer) => answer.key === key).map((answer) => answer.result);
      expect(forKey.filter((result) => result.enqueued)).toHaveLength(1);
    }
    await eventually(
      () => rowsOf(`select count(*)::int as n from job_run where name = 'test.settle' and state = 'done'`),
      ([row]) => row?.n === keys.length,
    );
    expect([...runs.keys()].sort()).toEqual([...keys].sort());
    for (const key of keys) expect(runs.get(key)).toHaveLength(1);
    // One pg-boss job per key was ever created.
    const jobs = await rowsOf(
      `select data->>'key' as key, count(*)::int as n from pgboss.job where name = 'test.settle' group by 1`,
    );
    expect(jobs).toHaveLength(keys.length);
    expect(jobs.every((job) => job.n === 1)).toBe(true);
  });

  it('changes nothing when a key that already ran is asked for again, even after pg-boss forgot it', async () => {
    let runs = 0;
    const [a, b] = pair((queue) =>
      queue.defineJob('test.once', async () => {
        runs += 1;
      }),
    );
    await Promise.all([a.start(), b.start()]);
    expect(await a.runOnce('test.once', 'k1', {})).toEqual({ enqueued: true });
    await eventually(
      () => a.runOf('test.once', 'k1'),
      (run) => run?.state === 'done',
    );
    const before = await rowsOf(`select * from job_run where name = 'test.once'`);

    expect(await Promise.all([a.runOnce('test.once', 'k1', {}), b.runOnce('test.once', 'k1', {})])).toEqual([
      { enqueued: false, state: 'done' },
      { enqueued: false, state: 'done' },
    ]);
    // pg-boss archives and deletes finished jobs; the run's record outlives them.
    await handles[0].sql.execute(`delete from pgboss.job where name = 'test.once'`);
    expect(await b.runOnce('test.once', 'k1', {})).toEqual({ enqueued: false, state: 'done' });

    expect(runs).toBe(1);
    expect(await rowsOf(`select * from job_run where name = 'test.once'`)).toEqual(before);
    expect(await rowsOf(`select id from pgboss.job where name = 'test.once'`)).toEqual([]);
  });

  it('skips a job pg-boss hands out again for a key that is already done', async () => {
    let runs = 0;
    const metrics = new Registry();
    const a = queueOn(handles[0], (queue) =>
      queue.defineJob('test.redelivered', async () => {
        runs += 1;
      }),
    );
    const c = queueOn(
      handles[1],
      (queue) =>
        queue.defineJob('test.redelivered', async () => {
          runs += 1;
        }),
      { metrics },
    );
    await a.runOnce('test.redelivered', 'k1', {});
    await c.start();
    await eventually(
      () => c.runOf('test.redelivered', 'k1'),
      (run) => run?.state === 'done',
    );
    // As after a worker that finished the work but died before pg-boss heard of it.
    await handles[0].sql.execute(
      `update pgboss.job set state = 'created', completed_on = null where name = 'test.redelivered'`,
    );
    await eventually(
      () => metricValue(metrics, 'test.redelivered', 'skipped'),
      (skipped) => skipped === 1,
    );
    expect(runs).toBe(1);
    expect((await c.runOf('test.redelivered', 'k1'))?.attempts).toBe(1);
  });

  it('runs a periodic job once per period, not once per instance', async () => {
    const seen: { periodStart: string; instance: string }[] = [];
    const [a, b] = pair((queue, instance) =>
      queue.every('test.tick', { everyMs: 1_000 }, async ({ periodStart }) => {
        seen.push({ periodStart: periodStart.toISOString(), instance });
      }),
    );
    await Promise.all([a.start(), b.start()]);
    await eventually(
      () => seen.length,
      (count) => count >= 4,
    );
    await Promise.all([a.stop(), b.stop()]);
    const periods = seen.map((run) => run.periodStart);
    expect(new Set(periods).size).toBe(periods.length);
    // Consecutive periods: none skipped between the first and the last run.
    const times = periods.map((period) => Date.parse(period)).sort((x, y) => x - y);
    expect(times.at(-1)! - times[0]!).toBe((times.length - 1) * 1_000);
    const done = await rowsOf(`select run_key from job_run where name = 'test.tick' and state = 'done'`);
    expect(done.map((row) => row.run_key).sort()).toEqual([...periods].sort());
  });

  it('retries a failing handler with backoff, then records the failure without its secrets', async () => {
    const metrics = new Registry();
    const { lines, log } = capturedLog();
    const attempts: number[] = [];
    const handler = async ({ attempt }: { attempt: number }) => {
      attempts.push(attempt);
      throw new Error('payout refused by https://psp.example/pay?token=s3cr3t-t0ken-value&amount=5');
    };
    const a = queueOn(
      handles[0],
      (queue) => queue.defineJob('test.flaky', handler, { retryLimit: 2, retryDelaySeconds: 1 }),
      {
        log,
        metrics,
      },
    );
    await a.start();
    await a.runOnce('test.flaky', 'k1', {});
    const run = await eventually(
      () => a.runOf('test.flaky', 'k1'),
      (current) => current?.state === 'failed',
    );
    expect(attempts).toEqual([1, 2, 3]);
    expect(run).toMatchObject({ state: 'failed', attempts: 3 });
    expect(run?.lastError).toContain('payout refused');
    expect(run?.lastError).not.toContain('s3cr3t');
    expect(await metricValue(metrics, 'test.flaky', 'retrying')).toBe(2);
    expect(await metricValue(metrics, 'test.flaky', 'failed')).toBe(1);
    const failures = lines.filter((line) => line.includes('"job":"test.flaky"'));
    expect(failures).toHaveLength(3);
    expect(failures.join('')).not.toContain('s3cr3t');
    // pg-boss marks its own job failed after the handler's failure is recorded in job_run.
    const [job] = await eventually(
      () =>
        rowsOf(`select state, retry_count, output::text as output from pgboss.job where name = 'test.flaky'`),
      (rows) => rows[0]?.state === 'failed',
    );
    expect(job).toMatchObject({ state: 'failed', retry_count: 2 });
    expect(String(job?.output)).not.toContain('s3cr3t');
    // A failed key stays failed: asking again enqueues nothing.
    expect(await a.runOnce('test.flaky', 'k1', {})).toEqual({ enqueued: false, state: 'failed' });
  });

  it('completes a run whose handler succeeds on a retry', async () => {
    let calls = 0;
    const [a, b] = pair((queue) =>
      queue.defineJob(
        'test.recovers',
        async () => {
          calls += 1;
          if (calls === 1) throw new Error('the gateway is down');
        },
        { retryLimit: 3, retryDelaySeconds: 1 },
      ),
    );
    await Promise.all([a.start(), b.start()]);
    await b.runOnce('test.recovers', 'k1', {});
    const run = await eventually(
      () => a.runOf('test.recovers', 'k1'),
      (current) => current?.state === 'done',
    );
    expect(calls).toBe(2);
    expect(run).toMatchObject({ state: 'done', attempts: 2, lastError: 'the gateway is down' });
  });

  it('lets an instance without workers enqueue for the ones that have them', async () => {
    let ranOn = '';
    const worker = queueOn(handles[1], (queue) =>
      queue.defineJob('test.handed-over', async () => {
        ranOn = 'worker';
      }),
    );
    const idle = createJobQueue({
      sql: handles[0].sql,
      log: pino({ level: 'silent' }),
      workers: false,
      pollMs: POLL_MS,
    });
    idle.defineJob('test.handed-over', async () => {
      ranOn = 'idle';
    });
    queues.push(idle);
    await idle.start();
    // Starting again (a second listen) adds no second worker.
    await worker.start();
    await worker.start();
    expect(await idle.runOnce('test.handed-over', 'k1', {})).toEqual({ enqueued: true });
    await eventually(
      () => worker.runOf('test.handed-over', 'k1'),
      (run) => run?.state === 'done',
    );
    expect(ranOn).toBe('worker');
  });

  it('refuses jobs it does not know, names it cannot use and periods it cannot keep', async () => {
    const queue = queueOn(handles[0], (each) => each.defineJob('test.known', async () => {}));
    await expect(queue.runOnce('test.unknown', 'k', {})).rejects.toThrow(/not defined/);
    expect(() => queue.defineJob('Test Known', async () => {})).toThrow(/job name/);
    expect(() => queue.defineJob('test.known', async () => {})).toThrow(/twice/);
    expect(() => queue.every('test.fast', { everyMs: 200 }, async () => {})).toThrow(/at least 1000/);
  });
});

describe('job queue on PGlite', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openPglite('memory://');
    await applyMigrations(handle);
  });
  afterAll(async () => {
    await handle.close();
  });

  it('runs jobs on the one connection beside the app’s own transactions', async () => {
    const queue = createJobQueue({
      sql: handle.sql,
      log: pino({ level: 'silent' }),
      workers: true,
      pollMs: POLL_MS,
    });
    const done: string[] = [];
    queue.defineJob<{ n: number }>('test.pglite', async ({ key }) => {
      // A handler's own statements queue behind the app's transactions, as any caller's do.
      await handle.sql.execute(`select pg_sleep(0.01)`);
      done.push(key);
    });
    await queue.start();
    // The app holds transactions open while the workers poll and the keys are enqueued.
    const busy = Array.from({ length: 10 }, (_, index) =>
      handle.sql.transaction(async (execute) => {
        await execute(`select pg_sleep(0.02)`);
        const { rows } = await execute(`select $1::int as n`, [index]);
        return rows[0]?.n;
      }),
    );
    const enqueued = await Promise.all(
      Array.from({ length: 10 }, (_, index) => queue.runOnce('test.pglite', `k${index % 5}`, { n: index })),
    );
    expect(await Promise.all(busy)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(enqueued.filter((result) => result.enqueued)).toHaveLength(5);
    await eventually(
      () => done.length,
      (count) => count === 5,
    );
    await queue.stop();
    expect(done.sort()).toEqual(['k0', 'k1', 'k2', 'k3', 'k4']);
  });

  it('rolls a failing script back whole and leaves the connection usable', async () => {
    await expect(
      handle.sql.execute(
        `begin; insert into job_run (name, run_key) values ('test.script', 'k'); select 1/0; commit;`,
      ),
    ).rejects.toThrow(/division by zero/);
    const { rows } = await handle.sql.execute(
      `select count(*)::int as n from job_run where name = 'test.script'`,
    );
    expect(rows).toEqual([{ n: 0 }]);
    await handle.sql.transaction(async (execute) => {
      await execute(`insert into job_run (name, run_key) values ($1, $2)`, ['test.script', 'k']);
    });
    expect(
      (await handle.sql.execute(`select count(*)::int as n from job_run where name = 'test.script'`)).rows,
    ).toEqual([{ n: 1 }]);
  });
});
