import PgBoss from 'pg-boss';
import { Counter, Histogram, type Registry } from 'prom-client';
import type { ExecuteSql, RawSql } from '../db/client.js';
import { serializeError } from '../log-redaction.js';
import type { JobRunState } from './job-queue.tables.js';
import { jobRuns, type JobRunRecord } from './job-runs.js';
import { assertEvery, periodKey, periodStartOf, type Every } from './periods.js';

/**
 * Scheduled and keyed work on pg-boss, over the app's own database (PGlite or PostgreSQL),
 * run exactly once across any number of instances (docs/decisions/0011-job-queue.md).
 *
 * - defineJob + runOnce: a handler run at most once ever per key (`${contractId}:${periodStart}`),
 *   however many instances ask at the same moment; retried with backoff while it fails.
 * - every: a periodic job run once per period across all instances.
 *
 * A handler may run again after its writes committed if its instance died before the run was
 * marked done: every write a handler makes must be idempotent on its key (a wallet idempotency
 * key built from it, or a row with a unique key the handler inserts).
 */

export type JobOptions = {
  /** Retries after a failed attempt; the run is recorded failed after the last one. Default 3. */
  retryLimit?: number;
  /** The first retry's delay; later ones about double (with jitter). Default 5 s, at least 1. */
  retryDelaySeconds?: number;
  /** How long one attempt may take before it counts as failed and another worker may take over. Default 300 s. */
  timeoutSeconds?: number;
};

export type JobRun<Payload> = {
  name: string;
  key: string;
  payload: Payload;
  /** 1 on the first attempt. */
  attempt: number;
};
export type JobHandler<Payload> = (run: JobRun<Payload>) => Promise<void>;
export type PeriodicHandler = (period: { periodStart: Date; attempt: number }) => Promise<void>;

export type RunOnceResult = { enqueued: true } | { enqueued: false; state: JobRunState };

export type JobQueue = {
  /** Declares a keyed job; runOnce(name, …) enqueues its runs. Names: `module.what-it-does`. */
  defineJob<Payload>(name: string, handler: JobHandler<Payload>, options?: JobOptions): void;
  /** Declares a job run once per period (periods.ts), the first one when the queue starts. */
  every(name: string, every: Every, handler: PeriodicHandler, options?: JobOptions): void;
  /**
   * Enqueues the run of `name` for `key` unless one was ever enqueued: the key's record and the
   * pg-boss job are written in one transaction. startAfter holds the run back until then.
   */
  runOnce<Payload>(
    name: string,
    key: string,
    payload: Payload,
    options?: { startAfter?: Date },
  ): Promise<RunOnceResult>;
  /** What became of a key's run; null if it was never enqueued. */
  runOf(name: string, key: string): Promise<JobRunRecord | null>;
  /** Installs pg-boss's schema and the queues; with workers on, starts running jobs. Idempotent. */
  start(): Promise<void>;
  /** Stops taking jobs, lets running handlers finish (up to stopTimeoutMs) and stops pg-boss. */
  stop(): Promise<void>;
};

type Logger = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
};

export type JobQueueOptions = {
  sql: RawSql;
  log: Logger;
  /** Whether this instance runs jobs; off, it only enqueues them (and starts nothing until then). */
  workers: boolean;
  /** How often each worker looks for due jobs; pg-boss's least is 500 ms. */
  pollMs: number;
  /** How long stop waits for running handlers before giving their jobs back as failed attempts. */
  stopTimeoutMs?: number;
  /** Where job counts and durations are published (the /metrics registry). */
  metrics?: Registry;
  /** The clock periods are computed with (tests move it). */
  now?: () => number;
};

type Definition = {
  name: string;
  run: (run: JobRun<unknown>) => Promise<void>;
  options: Required<JobOptions>;
  every?: Every;
};

type JobData = { key: string; payload: unknown };

const DEFAULTS: Required<JobOptions> = { retryLimit: 3, retryDelaySeconds: 5, timeoutSeconds: 300 };
const JOB_NAME = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/;
const DAY_MS = 86_400_000;
/**
 * Jobs a worker takes per look (pg-boss waits a poll interval between looks even after finding
 * work), run one after another: a backlog drains at this many jobs per poll per instance.
 */
const BATCH_SIZE = 20;
/** Finished runs of a periodic job are kept this many periods (and at least a day), then pruned. */
const KEPT_PERIODS = 100;

/**
 * Instances starting together create the same queues at once, and pg-boss's create_queue (insert
 * the queue, then attach its partition with a key to the queue table) can deadlock with itself.
 * PostgreSQL cancels one; creating is idempotent, so the cancelled one simply tries again.
 */
const DEADLOCK = '40P01';
const retryOnDeadlock =
  (create: () => Promise<void>, triesLeft = 5) =>
  async (error: unknown): Promise<void> => {
    if ((error as { code?: string }).code !== DEADLOCK || triesLeft === 0) throw error;
    await create().catch(retryOnDeadlock(create, triesLeft - 1));
  };

/** The message a failure is recorded and re-thrown with: no query values, no secret parameters. */
const safeMessage = (error: unknown): string => serializeError(error).message || 'failed';

export const createJobQueue = ({
  sql,
  log,
  workers,
  pollMs,
  stopTimeoutMs = 10_000,
  metrics,
  now = Date.now,
}: JobQueueOptions): JobQueue => {
  const definitions = new Map<string, Definition>();
  const counts = new Counter({
    name: 'job_runs_total',
    help: 'Job attempts by job name and outcome (completed, retrying, failed, skipped)',
    labelNames: ['job', 'outcome'],
    registers: metrics ? [metrics] : [],
  });
  const durations = new Histogram({
    name: 'job_run_duration_seconds',
    help: 'Time a job handler took, by job name',
    labelNames: ['job'],
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: metrics ? [metrics] : [],
  });

  // pg-boss reaches the database only through this adapter: one stop closes it, after which the
  // calls still in flight are awaited so nothing runs on a database the app is about to close.
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;
  const tracked: ExecuteSql = (text, values) => {
    if (closed) return Promise.reject(new Error('the job queue is stopped'));
    const call = sql.execute(text, values);
    inFlight.add(call);
    const forget = () => inFlight.delete(call);
    call.then(forget, forget);
    return call;
  };
  const boss = new PgBoss({
    db: { executeSql: tracked },
    // Cron is not used: periodic jobs are keyed by their period (periods.ts), which also gives
    // periods under a minute. Maintenance (expiring the jobs of a dead worker, archiving) runs
    // once across instances every minute.
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: 60,
    pollingIntervalSeconds: pollMs / 1_000,
  });
  boss.on('error', (error: unknown) => log.warn({ err: error }, 'job queue error'));

  let state: 'new' | 'starting' | 'ready' | 'stopped' = 'new';
  const define = (definition: Definition) => {
    if (!JOB_NAME.test(definition.name)) {
      throw new Error(`job name ${definition.name}: lower-case words joined by - and .`);
    }
    if (definitions.has(definition.name)) throw new Error(`job ${definition.name} is defined twice`);
    if (state !== 'new') throw new Error(`job ${definition.name}: define jobs before the queue starts`);
    definitions.set(definition.name, definition);
  };

  let installing: Promise<void> | undefined;
  let working = false;
  /** pg-boss's schema and one queue per job: once per process, on start or on the first runOnce. */
  const install = () => {
    installing ??= (async () => {
      state = 'starting';
      await boss.start();
      for (const { name, options } of definitions.values()) {
        const create = () =>
          boss.createQueue(name, {
            name,
            policy: 'standard',
            retryLimit: options.retryLimit,
            retryDelay: options.retryDelaySeconds,
            retryBackoff: true,
            expireInSeconds: options.timeoutSeconds,
          });
        await create().catch(retryOnDeadlock(create));
      }
      state = 'ready';
    })();
    return installing;
  };

  const definitionOf = (name: string): Definition => {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`job ${name} is not defined`);
    return definition;
  };

  const runOnce: JobQueue['runOnce'] = async (name, key, payload, options = {}) => {
    const { options: jobOptions } = definitionOf(name);
    if (state === 'stopped') throw new Error('the job queue is stopped');
    await install();
    return sql.transaction(async (execute): Promise<RunOnceResult> => {
      if (!(await jobRuns.record(execute, name, key))) {
        const run = await jobRuns.find(execute, name, key);
        return { enqueued: false, state: run?.state ?? 'queued' };
      }
      const data: JobData = { key, payload };
      const id = await boss.send(name, data, {
        db: { executeSql: execute },
        retryLimit: jobOptions.retryLimit,
        retryDelay: jobOptions.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: jobOptions.timeoutSeconds,
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      } as PgBoss.SendOptions);
      if (!id) throw new Error(`job ${name}: pg-boss took no job (is its queue missing?)`);
      return { enqueued: true };
    });
  };

  /**
   * One pg-boss job: claim the key, run the handler, record how it ended, and tell pg-boss. Each
   * job of a batch is completed or failed on its own (pg-boss would otherwise settle the batch as
   * one), so its retries and backoff are its own.
   */
  const perform = async (definition: Definition, job: PgBoss.JobWithMetadata<JobData>) => {
    const { name, options } = definition;
    const { key, payload } = job.data;
    const claim = await jobRuns.claim(sql.execute, name, key, options.timeoutSeconds);
    if (!claim.claimed) {
      if (claim.state === 'running') {
        // Another worker holds the key (a run pg-boss gave up on that is still going): try later.
        counts.inc({ job: name, outcome: 'retrying' });
        await boss.fail(name, job.id, { message: 'the run is held by another worker' });
        return;
      }
      counts.inc({ job: name, outcome: 'skipped' });
      await boss.complete(name, job.id);
      return;
    }
    const stopTimer = durations.startTimer({ job: name });
    try {
      await definition.run({ name, key, payload, attempt: claim.attempt });
    } catch (error) {
      stopTimer();
      const final = job.retryCount >= job.retryLimit;
      const message = safeMessage(error);
      await jobRuns.fail(sql.execute, { name, key, error: message, final });
      counts.inc({ job: name, outcome: final ? 'failed' : 'retrying' });
      log.warn(
        { job: name, key, attempt: claim.attempt, final, err: error },
        final ? 'job failed; no retries left' : 'job failed; it will be retried',
      );
      // pg-boss keeps what it is failed with: only the redacted message goes there.
      await boss.fail(name, job.id, { message });
      return;
    }
    stopTimer();
    await jobRuns.finish(sql.execute, name, key);
    counts.inc({ job: name, outcome: 'completed' });
    await boss.complete(name, job.id);
  };

  // Each instance, at each period's start, asks for that period's run; the key makes all but the
  // first ask a no-op. The run itself also enqueues the next period, so the timers are a safety net.
  const keepers = new Map<string, NodeJS.Timeout>();
  const enqueuePeriod = (name: string, start: number) =>
    runOnce(name, periodKey(start), null, { startAfter: new Date(start) });
  const keepPeriods = (definition: Definition & { every: Every }) => {
    const tick = () => {
      const start = periodStartOf(now(), definition.every);
      enqueuePeriod(definition.name, start).catch((error: unknown) => {
        if (state !== 'stopped') log.warn({ job: definition.name, err: error }, 'periodic job not enqueued');
      });
      const next = start + definition.every.everyMs;
      keepers.set(definition.name, setTimeout(tick, Math.max(next - now(), 0)).unref());
    };
    tick();
  };

  return {
    defineJob(name, handler, options = {}) {
      define({ name, run: handler as Definition['run'], options: { ...DEFAULTS, ...options } });
    },

    every(name, every, handler, options = {}) {
      assertEvery(name, every);
      const kept = Math.max(DAY_MS, KEPT_PERIODS * every.everyMs);
      define({
        name,
        every,
        options: { ...DEFAULTS, ...options },
        async run({ key, attempt }) {
          const periodStart = Date.parse(key);
          // The next period is queued before this one's work, so a failing handler never breaks the
          // chain (on a retry it is already there, and asking again changes nothing).
          await enqueuePeriod(name, periodStart + every.everyMs);
          await handler({ periodStart: new Date(periodStart), attempt });
          await jobRuns.pruneBefore(sql.execute, name, periodKey(periodStart - kept));
        },
      });
    },

    runOnce,

    runOf: (name, key) => jobRuns.find(sql.execute, name, key),

    async start() {
      if (!workers || working || state === 'stopped') return;
      working = true;
      await install();
      for (const definition of definitions.values()) {
        await boss.work<JobData>(
          definition.name,
          { pollingIntervalSeconds: pollMs / 1_000, batchSize: BATCH_SIZE, includeMetadata: true },
          async (batch) => {
            for (const job of batch) await perform(definition, job);
          },
        );
      }
      for (const definition of definitions.values()) {
        if (definition.every) keepPeriods({ ...definition, every: definition.every });
      }
      log.info({ jobs: [...definitions.keys()] }, 'job queue started');
    },

    async stop() {
      const wasStarted = installing !== undefined;
      state = 'stopped';
      for (const timer of keepers.values()) clearTimeout(timer);
      keepers.clear();
      if (wasStarted) {
        await installing?.catch(() => {});
        await boss.stop({ graceful: true, wait: true, close: false, timeout: stopTimeoutMs });
      }
      closed = true;
      await Promise.allSettled([...inFlight]);
    },
  };
};
