// `npm run bench:agents [-- --fanout 10 --levels 5 --days 30 --active 10 --runs 200
//   --bettors 100000 --history 10 --only overview|settlement --keep]`
//
// The agent centre on the PostgreSQL server (BENCH_DATABASE_URL, or the local server), in a
// scratch database migrated like production with a tree of `fanout`^1 + … + `fanout`^`levels`
// members under one agent (10 and 5: 111,110) inserted through the member_tree trigger. Two
// steps, both unless `--only` names one:
//
// - overview: `days` days of member_day rows with `active` % of the members betting each day
//   (plus deposits and registrations), the team roll-up of all of it (timed), then the overview
//   of the top agent for today, 7 and 30 days, `runs` times each, p50 / p99 / max printed;
// - settlement: real-time salary contracts put in force through the contracts service down a
//   chain under the top agent, one 5-minute window of settled rounds of `bettors` members of the
//   deepest level (each with `history` earlier rounds over the week before), and the job's
//   settleDue('FIVE_MINUTES', now) timed end to end, paying through the wallet, per phase and in
//   CPU seconds; then checked against the ledger, and run again to pay nothing
//   (bench/agents-settlement.ts). Goal: ≤ 10 s.
//
// The services are called directly: the figures are the database's and the services' work, not
// HTTP's. docs/PERFORMANCE.md keeps them.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openPostgres, type Db } from '../apps/server/src/db/client.js';
import { applyMigrations } from '../apps/server/src/db/migrate.js';
import { createReportsRepository } from '../apps/server/src/modules/agents/reports/reports.repository.js';
import { createReportsService } from '../apps/server/src/modules/agents/reports/reports.service.js';
import { POOL_SIZE, benchRealtimeSettlement } from './agents-settlement.js';
import { Samples, adminUrl, cleanUp, cleanups, createScratchDatabase, integerFlag, ms } from './support.js';

const GOAL_P99_MS = 200;

const { values: flags } = parseArgs({
  options: {
    fanout: { type: 'string', default: '10' },
    levels: { type: 'string', default: '5' },
    days: { type: 'string', default: '30' },
    active: { type: 'string', default: '10' },
    runs: { type: 'string', default: '200' },
    bettors: { type: 'string', default: '100000' },
    history: { type: 'string', default: '10' },
    /** One step only: overview or settlement. */
    only: { type: 'string' },
    /** Leave the scratch database for EXPLAIN (its name is printed). */
    keep: { type: 'boolean', default: false },
  },
});
const fanout = integerFlag('fanout', flags.fanout, 2);
const levels = integerFlag('levels', flags.levels);
const days = integerFlag('days', flags.days);
const activePercent = integerFlag('active', flags.active);
const runs = integerFlag('runs', flags.runs);
const bettors = integerFlag('bettors', flags.bettors);
const history = integerFlag('history', flags.history, 0);
if (flags.only !== undefined && flags.only !== 'overview' && flags.only !== 'settlement') {
  console.error(`--only must be overview or settlement (got ${flags.only})`);
  process.exit(2);
}
const steps = { overview: flags.only !== 'settlement', settlement: flags.only !== 'overview' };
if (steps.settlement && levels < 3) {
  console.error('the settlement step needs --levels 3 or more (its chain goes two agents below the top)');
  process.exit(2);
}

/** The overview step: a history of member days, its roll-up, then the overview timed. */
const benchOverview = async (db: Db, topId: string) => {
  // Activity: each day, `active` % of the members (a different slice each day) settle bets, and
  // one in ten of those deposits. The day rows are what the triggers keep; written in bulk here.
  const activityStarted = performance.now();
  await db.execute(sql`
    insert into member_day (member_id, day, bet_count, valid_bet, payout, deposit_count, deposit_amount)
    select m.id, (now() at time zone 'UTC' - interval '3 hours')::date - d.offset_days,
      1 + (abs(hashtext(m.id::text || d.offset_days)) % 20),
      1000 + (abs(hashtext(m.id::text || d.offset_days)) % 50000),
      abs(hashtext(d.offset_days || m.id::text)) % 50000,
      case when abs(hashtext(m.id::text)) % 10 = 0 then 1 else 0 end,
      case when abs(hashtext(m.id::text)) % 10 = 0 then 5000 else 0 end
    from member m
    cross join generate_series(0, ${days - 1}) as d(offset_days)
    where abs(hashtext(m.id::text || 'd' || d.offset_days)) % 100 < ${activePercent}
    on conflict (member_id, day) do update set bet_count = excluded.bet_count,
      valid_bet = excluded.valid_bet, payout = excluded.payout,
      deposit_count = excluded.deposit_count, deposit_amount = excluded.deposit_amount`);
  // The chain of each member's active days, and every day row marked for the roll-up, as the
  // triggers leave them.
  await db.execute(sql`
    update member_day d set prev_bet_day = chained.prev
    from (select member_id, day, lag(day) over (partition by member_id order by day) as prev
          from member_day where bet_count > 0) chained
    where d.member_id = chained.member_id and d.day = chained.day and chained.prev is not null`);
  await db.execute(sql`insert into member_day_dirty (member_id, day) select member_id, day from member_day
    on conflict do nothing`);
  await db.execute(sql`analyze`);
  const [{ rows: dayRows } = { rows: 0 }] = (
    (await db.execute(sql`select count(*)::int as rows from member_day`)) as unknown as {
      rows: Array<{ rows: number }>;
    }
  ).rows;
  console.log(
    `member_day: ${dayRows} rows over ${days} days (${activePercent} % active a day) in ${((performance.now() - activityStarted) / 1000).toFixed(1)} s`,
  );

  const service = createReportsService({ repository: createReportsRepository(db) });
  // The first roll-up folds every day of every team (the job's worst case: a whole history).
  const rollupStarted = performance.now();
  const rolled = await service.rollUp();
  console.log(
    `roll-up of the whole history: ${rolled?.memberDays} member days into ${rolled?.teamDays} team days in ${((performance.now() - rollupStarted) / 1000).toFixed(1)} s`,
  );
  // As autovacuum would have by now: the visibility map lets the team-size count read the index only.
  await db.execute(sql`vacuum (analyze)`);
  // One run of the job when every member active today changed since the last one (its busiest minute).
  await db.execute(sql`insert into member_day_dirty (member_id, day)
    select member_id, day from member_day where day = (now() at time zone 'UTC' - interval '3 hours')::date`);
  const minuteStarted = performance.now();
  const minute = await service.rollUp();
  console.log(
    `roll-up of today's ${minute?.memberDays} changed member days (${minute?.teamDays} team days): ${((performance.now() - minuteStarted) / 1000).toFixed(1)} s`,
  );
  const principal = { sessionId: 'bench', memberId: topId, account: 'benchtop', type: 1 };
  for (const preset of ['today', 'previous7', 'previous30'] as const) {
    for (let warm = 0; warm < 5; warm += 1) await service.overview(principal, { preset }, 'EN');
    const samples = new Samples();
    let checked = 0;
    for (let run = 0; run < runs; run += 1) {
      const before = performance.now();
      const overview = await service.overview(principal, { preset }, 'EN');
      samples.add(performance.now() - before);
      checked = overview.teamSize;
    }
    const p99 = samples.percentile(99);
    console.log(
      `overview ${preset.padEnd(10)} team ${checked}: p50 ${ms(samples.percentile(50))}, p99 ${ms(p99)}, max ${ms(samples.percentile(100))} (${runs} runs; goal p99 ≤ ${GOAL_P99_MS} ms: ${p99 <= GOAL_P99_MS ? 'met' : 'NOT met'})`,
    );
  }
};

const scratch = await createScratchDatabase(adminUrl(), 'bench_agents');
if (flags.keep) console.log(`database kept: ${scratch.name}`);
else cleanups.push(() => scratch.drop());
const handle = openPostgres(scratch.url, POOL_SIZE);
cleanups.push(() => handle.close());

try {
  // The schema only: the benchmark makes its own members, and needs no settings or catalogue.
  await applyMigrations(handle, handle.db);
  const db = handle.db;
  const started = performance.now();
  // The top agent, then each level under the previous one: row n of a level sits under row
  // floor(n / fanout) of the level above. Inserting members fires member_tree_sync per row, as a
  // registration does.
  await db.execute(sql`
    create table bench_level (position int primary key, id uuid not null)`);
  const [top] = (
    (await db.execute(sql`
      insert into member (account, nickname, type, password_hash)
      values ('benchtop', 'Bench top', 1, 'never logs in') returning id`)) as unknown as {
      rows: Array<{ id: string }>;
    }
  ).rows;
  await db.execute(sql`insert into bench_level values (0, ${top!.id})`);
  let size = 1;
  for (let level = 1; level <= levels; level += 1) {
    size *= fanout;
    await db.execute(sql`create table bench_next (position int not null, id uuid not null)`);
    await db.execute(sql`
      with added as (
        insert into member (account, nickname, type, password_hash, parent_id, created_at)
        select 'b' || ${level} || '_' || n, 'Bench', case when ${level} < ${levels} then 2 else 0 end,
          'never logs in', parent.id, now() - (n % ${days}) * interval '1 day'
        from generate_series(0, ${size - 1}) n
        join bench_level parent on parent.position = n / ${fanout}
        returning id, account
      )
      insert into bench_next select split_part(account, '_', 2)::int, id from added`);
    await db.execute(sql`drop table bench_level`);
    await db.execute(sql`alter table bench_next rename to bench_level`);
    await db.execute(sql`alter table bench_level add primary key (position)`);
  }
  const [{ descendants } = { descendants: 0 }] = (
    (await db.execute(
      sql`select count(*)::int as descendants from member_tree where ancestor_id = ${top!.id} and depth > 0`,
    )) as unknown as { rows: Array<{ descendants: number }> }
  ).rows;
  console.log(`tree: ${descendants} descendants in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (steps.overview) await benchOverview(db, top!.id);
  if (steps.settlement && !(await benchRealtimeSettlement(db, { fanout, bettors, history })))
    process.exitCode = 1;
} finally {
  await cleanUp();
}
