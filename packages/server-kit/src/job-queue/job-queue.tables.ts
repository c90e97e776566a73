import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const JOB_RUN_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type JobRunState = (typeof JOB_RUN_STATES)[number];

/**
 * One row per (job, key) ever asked for: the job queue's own record that a keyed run happened.
 * pg-boss forgets a job once it is archived and deleted, so "at most once ever" lives here: the
 * row is written in the same transaction as the pg-boss job, and its primary key refuses a second
 * one for the same key on any instance. A run is claimed for a lease before its handler starts,
 * so two workers never run the same key at once.
 */
export const jobRun = pgTable(
  'job_run',
  {
    name: text('name').notNull(),
    runKey: text('run_key').notNull(),
    state: text('state', { enum: JOB_RUN_STATES }).notNull().default('queued'),
    /** Handler starts so far, the first one included. */
    attempts: integer('attempts').notNull().default(0),
    /** While running: when another worker may take the run over (its holder is presumed gone). */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** The last failure's message, redacted (no query values, no secret URL parameters). */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.name, table.runKey] }),
    check('job_run_state', sql`${table.state} in ('queued', 'running', 'done', 'failed')`),
  ],
);
