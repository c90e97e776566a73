import type { FastifyInstance } from 'fastify';
import type { RawSql } from '@platform/server-kit';

/** The completed runs of a job an app's /metrics reports. */
const completedRuns = async (app: FastifyInstance, job: string): Promise<number> => {
  const response = await app.inject({ method: 'GET', url: '/metrics' });
  const line = response.body
    .split('\n')
    .find((each) => each.startsWith(`job_runs_total{job="${job}",outcome="completed"}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
};

/**
 * How a periodic job ran on instances of one app sharing a database: the periods recorded done,
 * and the runs the instances report. Each period ran on one instance only when the two agree: a
 * run is marked done a moment before its instance counts it, and a new period may start between
 * the two reads, so they are compared until they agree; a period run twice keeps them apart.
 */
export const periodsAndRuns = async (
  sql: RawSql,
  instances: FastifyInstance[],
  job: string,
): Promise<{ periods: string[]; runs: number }> => {
  const doneRuns = async () =>
    (
      await sql.execute(`select run_key from job_run where name = $1 and state = 'done' order by run_key`, [
        job,
      ])
    ).rows.map((row) => String(row.run_key));
  const firstBy = Date.now() + 20_000;
  while ((await doneRuns()).length === 0 && Date.now() < firstBy) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const countsOf = async () => {
    const periods = await doneRuns();
    let runs = 0;
    for (const app of instances) runs += await completedRuns(app, job);
    return { periods, runs };
  };
  let seen = await countsOf();
  const settleBy = Date.now() + 10_000;
  while (seen.runs !== seen.periods.length && Date.now() < settleBy) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    seen = await countsOf();
  }
  return seen;
};
