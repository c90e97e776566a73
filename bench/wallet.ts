// `npm run bench:wallet [-- --clients 32 --seconds 20 --warmup 3 --pool 12 --lock-seconds 5]`
//
// The seamless wallet under load, end to end: the real server (apps/server/src/main.ts) on a
// scratch PostgreSQL database; pgbench's tpcb-like workload on the same server for scale; then
// concurrent vendor clients sending signed bet + win pairs over HTTP, back to back (throughput)
// and paced at the goal's rate (latency); the ledger invariants, and the locking comparison of
// docs/decisions/0004-ledger.md. Prints figures; docs/PERFORMANCE.md keeps them.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { openPostgres, type DatabaseHandle } from '../apps/server/src/db/client.js';
import { gameVendor, member } from '../apps/server/src/tables.js';
import {
  STUDIO_VENDOR,
  createSeamlessRepository,
  createSeamlessService,
  signSeamlessBody,
} from '../apps/server/src/modules/seamless/index.js';
import {
  checkLedger,
  createWalletRepository,
  createWalletService,
} from '../apps/server/src/modules/wallet/index.js';
import { createKycRepository } from '../apps/server/src/modules/kyc/index.js';
import { KeepAliveConnection } from './http-client.js';
import { compareLocking } from './ledger-lock.js';
import {
  Samples,
  adminUrl,
  cpuBetween,
  cpuSnapshot,
  createScratchDatabase,
  ms,
  perSecond,
  type CpuSnapshot,
  type ScratchDatabase,
  startPlatformServer,
  cleanups,
  cleanUp,
  integerFlag,
  sleep,
} from './support.js';

const GOAL = { ratio: 0.5, p99Ms: 25 };
const GAME = 'SLOT1';
const BENCH_APPLICATION = 'bench-wallet';
const DEPOSIT = 10_000_000; // R$ 100.000,00 per player: a run never runs out of money
const BET = 100;
const WIN = 200; // every other round wins twice the bet, so balances hover around the deposit

const { values: flags } = parseArgs({
  options: {
    clients: { type: 'string', default: '32' },
    seconds: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
    pool: { type: 'string' },
    'lock-seconds': { type: 'string', default: '5' },
  },
});
const clients = integerFlag('clients', flags.clients);
const seconds = integerFlag('seconds', flags.seconds);
const warmupSeconds = integerFlag('warmup', flags.warmup, 0);
// 12 did best for 32 clients on the 2-core bench machine (docs/PERFORMANCE.md has the sweep): with
// one statement per bet and win nothing waits across round trips, so a few more connections than
// cores keep both busy; more only add context switches.
const poolSize = integerFlag('pool', flags.pool ?? '12');
const lockSeconds = integerFlag('lock-seconds', flags['lock-seconds']);

const run = promisify(execFile);

const startServer = async (databaseUrl: string) => {
  const server = await startPlatformServer({ databaseUrl, poolSize });
  cleanups.push(server.stop);
  return server;
};

type Envelope = { success: boolean; errorCode: string | null; value: Record<string, unknown> | null };
type Player = { id: string; sessionToken: string };

/**
 * A vendor's signed calls over one kept-alive connection, as docs/seamless-wallet.md says; the
 * latency covers request and answer. Each simulated vendor client has its own.
 */
const vendorClient = (base: string, secret: string) => {
  const url = new URL(base);
  const connection = new KeepAliveConnection(url.hostname, Number(url.port));
  const call = async (operation: string, body: object) => {
    const raw = JSON.stringify(body);
    const timestamp = String(Date.now());
    const headers = {
      'content-type': 'application/json',
      'x-vendor-code': STUDIO_VENDOR,
      'x-timestamp': timestamp,
      'x-signature': signSeamlessBody(secret, timestamp, raw),
    };
    const began = performance.now();
    try {
      const response = await connection.post(`/wps/seamless/v1/${operation}`, headers, raw);
      const envelope = JSON.parse(response.body) as Envelope;
      const code = envelope.success ? null : (envelope.errorCode ?? `http-${response.status}`);
      return { began, ended: performance.now(), code, value: envelope.value };
    } catch (error) {
      const code = `network:${(error as { code?: string }).code ?? 'error'}`;
      return { began, ended: performance.now(), code, value: null };
    }
  };
  return { call, close: () => connection.close() };
};

/** Members, money and vendor sessions, through the wallet and seamless modules' own code. */
const preparePlayers = async (db: DatabaseHandle['db'], base: string, count: number) => {
  const [vendor] = await db.select().from(gameVendor).where(eq(gameVendor.code, STUDIO_VENDOR));
  if (!vendor) throw new Error(`vendor ${STUDIO_VENDOR} was not seeded`);
  const members = await db
    .insert(member)
    .values(
      Array.from({ length: count }, (_, index) => ({
        account: `bench${String(index).padStart(4, '0')}`,
        nickname: `Bench ${index}`,
        passwordHash: 'not-a-hash: benchmark players never log in',
      })),
    )
    .returning({ id: member.id });
  // Verified, as the BR profile (the server's default) asks before a bet: the bench measures the
  // bet path every real bet takes, the identity check included.
  await createKycRepository(db).markVerified(members.map(({ id }) => id));
  const wallet = createWalletService({
    repository: createWalletRepository(db),
    isEligibleToBet: async () => true,
  });
  const seamless = createSeamlessService({
    repository: createSeamlessRepository(db),
    wallet,
    players: { nicknameOf: async () => null },
  });
  const { call, close } = vendorClient(base, vendor.secret);
  const players: Player[] = [];
  for (const { id } of members) {
    await wallet.move({
      idempotencyKey: `bench:deposit:${id}`,
      kind: 'DEPOSIT',
      memberId: id,
      reference: { bench: true },
      legs: [
        { account: { house: 'PAYMENTS_CLEARING' }, amount: -DEPOSIT },
        { account: { member: id }, amount: DEPOSIT },
      ],
    });
    const launchToken = await seamless.createLaunchToken({
      memberId: id,
      vendorCode: STUDIO_VENDOR,
      gameCode: GAME,
    });
    const answer = await call('authenticate', { launchToken });
    if (answer.code || !answer.value) throw new Error(`authenticate failed: ${answer.code}`);
    players.push({ id, sessionToken: String(answer.value.sessionToken) });
  }
  close();
  return { players, secret: vendor.secret, deposits: members.length };
};

/** The measured run: each client plays rounds (bet, then a settling win) back to back. */
const playRounds = async (options: {
  base: string;
  secret: string;
  players: Player[];
  /**
   * Paced run: the clients together offer this many transactions (bets + wins) per second, each
   * pair at its scheduled time. Latency then counts from the scheduled time, so a late server is
   * not hidden by the client waiting for it (coordinated omission). Without it: back to back.
   */
  offeredTps?: number;
  onMeasureStart?: () => Promise<void>;
  onMeasureEnd?: () => void;
}) => {
  const latency = { all: new Samples(), bet: new Samples(), win: new Samples() };
  const errors = new Map<string, number>();
  let pairs = 0;
  // Every answered success, warm-up included, to compare with what the database recorded.
  const recorded = { bets: 0, wins: 0, paidWins: 0 };
  const start = performance.now();
  const measureFrom = start + warmupSeconds * 1000;
  const measureTo = measureFrom + seconds * 1000;
  // Steady state: whatever completes inside the window counts, whenever it started.
  const inWindow = (ended: number) => ended >= measureFrom && ended <= measureTo;
  const note = (kind: 'bet' | 'win', answer: { began: number; ended: number; code: string | null }) => {
    if (answer.code) {
      errors.set(answer.code, (errors.get(answer.code) ?? 0) + 1);
      return false;
    }
    if (inWindow(answer.ended)) {
      latency.all.add(answer.ended - answer.began);
      latency[kind].add(answer.ended - answer.began);
    }
    return true;
  };

  // Milliseconds between one client's pairs when paced.
  const interval = options.offeredTps ? (options.players.length / (options.offeredTps / 2)) * 1000 : 0;

  const client = async (player: Player) => {
    const { call, close } = vendorClient(options.base, options.secret);
    let scheduled = start + Math.random() * interval; // staggered, so the clients do not march together
    for (let round = 0; performance.now() < measureTo; round += 1) {
      if (interval > 0) {
        await sleep(scheduled - performance.now());
      }
      const intended = interval > 0 ? scheduled : performance.now();
      scheduled += interval;
      const roundId = randomUUID();
      const answered = await call('bet', {
        sessionToken: player.sessionToken,
        transactionId: randomUUID(),
        roundId,
        gameCode: GAME,
        amount: BET,
      });
      const bet = { ...answered, began: Math.min(answered.began, intended) };
      if (!note('bet', bet)) continue;
      recorded.bets += 1;
      const amount = round % 2 === 0 ? 0 : WIN;
      const win = await call('win', {
        playerId: player.id,
        transactionId: randomUUID(),
        roundId,
        gameCode: GAME,
        amount,
        closeRound: true,
      });
      if (!note('win', win)) continue;
      recorded.wins += 1;
      if (amount > 0) recorded.paidWins += 1;
      if (inWindow(win.ended)) pairs += 1;
    }
    close();
  };

  const running = Promise.all(options.players.map(client));
  await sleep(measureFrom - performance.now());
  await options.onMeasureStart?.();
  await sleep(measureTo - performance.now());
  options.onMeasureEnd?.();
  await running;
  return { latency, errors, pairs, recorded };
};

/**
 * What the server's connections are doing, sampled from pg_stat_activity every 100 ms: waiting for
 * a row lock, running, idle inside a transaction (the server has not sent the next statement yet)
 * or idle in the pool. Says whether the database, the locks or the server is the wait.
 */
const connectionSampler = (database: DatabaseHandle, databaseName: string) => {
  const totals = { lockWait: 0, active: 0, idleInTransaction: 0, idle: 0 };
  let samples = 0;
  let timer: NodeJS.Timeout | undefined;
  let busy = false;
  const sample = async () => {
    if (busy) return;
    busy = true;
    try {
      const result = (await database.db.execute(sql`
        select count(*) filter (where state = 'active' and wait_event_type = 'Lock')::int as "lockWait",
               count(*) filter (where state = 'active' and wait_event_type is distinct from 'Lock')::int as active,
               count(*) filter (where state like 'idle in transaction%')::int as "idleInTransaction",
               count(*) filter (where state = 'idle')::int as idle
        from pg_stat_activity
        where datname = ${databaseName} and pid <> pg_backend_pid() and backend_type = 'client backend'
          and application_name <> ${BENCH_APPLICATION}`)) as unknown as { rows: Array<typeof totals> };
      const row = result.rows[0]!;
      for (const key of Object.keys(totals) as Array<keyof typeof totals>) totals[key] += row[key];
      samples += 1;
    } finally {
      busy = false;
    }
  };
  return {
    start() {
      timer = setInterval(() => void sample().catch(() => {}), 100);
    },
    stop() {
      clearInterval(timer);
    },
    averages() {
      if (samples === 0) return null;
      const average = (value: number) => value / samples;
      return {
        samples,
        lockWait: average(totals.lockWait),
        active: average(totals.active),
        idleInTransaction: average(totals.idleInTransaction),
        idle: average(totals.idle),
      };
    },
  };
};

const pgbench = async (serverUrl: string) => {
  const scratch = await createScratchDatabase(serverUrl, 'bench_pgbench');
  cleanups.push(() => scratch.drop());
  await run('pgbench', ['-i', '-s', '10', '-q', scratch.url], { maxBuffer: 16 << 20 });
  // Per-transaction logs (one file per thread) give pgbench's own p99 to set beside the wallet's.
  const logDir = await mkdtemp(join(tmpdir(), 'bench-pgbench-'));
  cleanups.push(() => rm(logDir, { recursive: true, force: true }));
  const { stdout } = await run(
    'pgbench',
    [
      '-c',
      String(clients),
      '-j',
      '2',
      '-T',
      String(seconds),
      '-n',
      '-l',
      `--log-prefix=${join(logDir, 'tx')}`,
      scratch.url,
    ],
    { maxBuffer: 16 << 20 },
  );
  const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1]);
  const latency = /latency average = ([\d.]+) ms/.exec(stdout)?.[1];
  const latencies = new Samples();
  for (const file of await readdir(logDir)) {
    // Each line: client, transaction number, latency in µs, script, epoch seconds, µs.
    for (const line of (await readFile(join(logDir, file), 'utf8')).split('\n')) {
      const micros = Number(line.split(' ')[2]);
      if (Number.isFinite(micros) && line) latencies.add(micros / 1000);
    }
  }
  await scratch.drop();
  return {
    tps,
    latencyAverageMs: latency ? Number(latency) : Number.NaN,
    p50Ms: latencies.percentile(50),
    p99Ms: latencies.percentile(99),
  };
};

const main = async (): Promise<number> => {
  const serverUrl = adminUrl();
  console.log(
    `bench:wallet — ${clients} clients, ${seconds} s measured after ${warmupSeconds} s warm-up, ` +
      `server pool ${poolSize}, ${cpus().length} cores, Node ${process.version}`,
  );
  const scratch: ScratchDatabase = await createScratchDatabase(serverUrl, 'bench_wallet');
  cleanups.push(() => scratch.drop());
  console.log(`scratch database ${scratch.name}; starting the server…`);
  const server = await startServer(scratch.url);
  // Named, so the connection sampler can tell the benchmark's own connections from the server's.
  const benchUrl = new URL(scratch.url);
  benchUrl.searchParams.set('application_name', BENCH_APPLICATION);
  const database = openPostgres(benchUrl.toString(), 4);
  cleanups.push(() => database.close());

  const { players, secret, deposits } = await preparePlayers(database.db, server.base, clients);
  console.log(`${players.length} players funded and authenticated`);

  // The yardstick first, on the same server while the wallet server idles.
  console.log(`pgbench tpcb-like: scale 10, ${clients} clients, 2 threads, ${seconds} s…`);
  const reference = await pgbench(serverUrl);

  console.log('wallet at full speed (clients back to back)…');

  const snapshots: { before?: CpuSnapshot; after?: CpuSnapshot } = {};
  const sampler = connectionSampler(database, scratch.name);
  const backendPids: number[] = [];
  const result = await playRounds({
    base: server.base,
    secret,
    players,
    async onMeasureStart() {
      const rows = await database.db.execute(
        sql`select pid from pg_stat_activity
            where datname = ${scratch.name} and application_name <> ${BENCH_APPLICATION}`,
      );
      for (const row of (rows as unknown as { rows: Array<{ pid: number }> }).rows) backendPids.push(row.pid);
      snapshots.before = cpuSnapshot(server.pid, backendPids);
      sampler.start();
    },
    onMeasureEnd() {
      snapshots.after = cpuSnapshot(server.pid, backendPids);
      sampler.stop();
    },
  });
  const cpu = snapshots.before && snapshots.after ? cpuBetween(snapshots.before, snapshots.after) : null;

  // Latency at the goal's throughput, rather than at saturation where it is all queueing.
  const offeredTps = GOAL.ratio * reference.tps;
  console.log(`wallet paced at ${perSecond(offeredTps)} (${GOAL.ratio} × pgbench)…`);
  const paced = await playRounds({ base: server.base, secret, players, offeredTps });

  // What the database holds must match what the clients were told.
  const problems = await checkLedger(database.db);
  const counts = (
    (await database.db.execute(sql`
      select (select count(*) from vendor_transaction where type = 'bet')::int as bets,
             (select count(*) from vendor_transaction where type = 'win')::int as wins,
             (select count(*) from journal_entry)::int as entries`)) as unknown as {
      rows: Array<{ bets: number; wins: number; entries: number }>;
    }
  ).rows[0]!;
  const recorded = {
    bets: result.recorded.bets + paced.recorded.bets,
    wins: result.recorded.wins + paced.recorded.wins,
    paidWins: result.recorded.paidWins + paced.recorded.paidWins,
  };
  const expectedEntries = deposits + recorded.bets + recorded.paidWins;
  const countsMatch =
    counts.bets === recorded.bets && counts.wins === recorded.wins && counts.entries === expectedEntries;
  await server.stop();
  const serverWarnings = server
    .output()
    .split('\n')
    .filter((line) => line.trim() !== '');

  console.log(`locking comparison: ${clients} workers, ${lockSeconds} s each…`);
  const locking = await compareLocking({
    url: scratch.url,
    workers: clients,
    seconds: lockSeconds,
    warmupSeconds: 1,
  });

  const transactions = result.latency.all.count;
  const tps = transactions / seconds;
  const p50 = result.latency.all.percentile(50);
  const p99 = result.latency.all.percentile(99);
  const ratio = tps / reference.tps;
  const errorCount = [...result.errors.values()].reduce((sum, value) => sum + value, 0);

  console.log('\n=== seamless wallet over HTTP (bet + win pairs) ===');
  console.log(`clients                 ${clients} (one player each), server pool ${poolSize}`);
  console.log(`duration                ${seconds} s measured (+${warmupSeconds} s warm-up)`);
  console.log(`transactions            ${transactions} → ${perSecond(tps)} (bets and wins)`);
  console.log(`pairs                   ${result.pairs} → ${perSecond(result.pairs / seconds)}`);
  console.log(`latency, all            p50 ${ms(p50)}, p99 ${ms(p99)}`);
  console.log(
    `latency, bet / win      p50 ${ms(result.latency.bet.percentile(50))} / ${ms(result.latency.win.percentile(50))}, ` +
      `p99 ${ms(result.latency.bet.percentile(99))} / ${ms(result.latency.win.percentile(99))}`,
  );
  console.log(
    `errors                  ${errorCount}${errorCount ? ' ' + JSON.stringify(Object.fromEntries(result.errors)) : ''}`,
  );
  if (cpu) {
    console.log(
      `CPU (100 % = one core)  server ${cpu.serverPct.toFixed(0)} %, postgres ${cpu.postgresPct.toFixed(0)} % ` +
        `(backends of this database ${cpu.backendsPct.toFixed(0)} %), bench client ${cpu.benchPct.toFixed(0)} %, ` +
        `other ${cpu.otherPct.toFixed(0)} %; machine busy ${cpu.machinePct.toFixed(0)} %`,
    );
  }
  const states = sampler.averages();
  if (states) {
    console.log(
      `server connections      on average ${states.lockWait.toFixed(1)} waiting for a row lock, ` +
        `${states.active.toFixed(1)} running a statement, ${states.idleInTransaction.toFixed(1)} idle in a ` +
        `transaction (waiting for the server), ${states.idle.toFixed(1)} idle (${states.samples} samples)`,
    );
  }
  if (serverWarnings.length > 0) {
    console.log(`server log (warn and above): ${serverWarnings.length} line(s); last:`);
    for (const line of serverWarnings.slice(-5)) console.log(`  ${line.slice(0, 300)}`);
  }

  const pacedErrors = [...paced.errors.values()].reduce((sum, value) => sum + value, 0);
  const pacedP99 = paced.latency.all.percentile(99);
  console.log(`\n=== seamless wallet paced at ${GOAL.ratio} × pgbench TPS ===`);
  console.log(
    `offered / done          ${perSecond(offeredTps)} / ${perSecond(paced.latency.all.count / seconds)} ` +
      `(bets and wins, ${clients} clients)`,
  );
  console.log(
    `latency, all            p50 ${ms(paced.latency.all.percentile(50))}, ` +
      `p90 ${ms(paced.latency.all.percentile(90))}, p95 ${ms(paced.latency.all.percentile(95))}, ` +
      `p99 ${ms(pacedP99)}, max ${ms(paced.latency.all.percentile(100))} (from the scheduled send time)`,
  );
  console.log(
    `errors                  ${pacedErrors}${pacedErrors ? ' ' + JSON.stringify(Object.fromEntries(paced.errors)) : ''}`,
  );

  console.log('\n=== pgbench (tpcb-like, same server) ===');
  console.log(
    `pgbench TPS             ${reference.tps.toFixed(1)} (latency average ${reference.latencyAverageMs} ms, ` +
      `p50 ${ms(reference.p50Ms)}, p99 ${ms(reference.p99Ms)})`,
  );
  console.log(`ratio wallet / pgbench  ${ratio.toFixed(3)}`);

  console.log('\n=== ledger locking: conditional update vs select … for update ===');
  for (const lock of locking.results) {
    console.log(
      `${lock.variant.padEnd(22)}  ${perSecond(lock.movements / lock.seconds)} movements, ` +
        `p50 ${ms(lock.p50)}, p99 ${ms(lock.p99)}, errors ${lock.errors}`,
    );
  }
  console.log(`locking tables consistent: ${locking.consistent ? 'yes' : 'NO'}`);

  console.log('\n=== ledger invariants ===');
  if (problems.length === 0) console.log('0 invariant violations');
  else {
    console.log(`${problems.length} invariant violation(s):`);
    for (const problem of problems.slice(0, 50)) console.log(`  ${JSON.stringify(problem)}`);
  }
  console.log(
    `records: ${counts.bets} bets, ${counts.wins} wins, ${counts.entries} journal entries ` +
      `(clients were told ${recorded.bets}, ${recorded.wins}, ${expectedEntries}) — ` +
      (countsMatch ? 'match' : 'MISMATCH'),
  );

  console.log('\n=== goal ===');
  console.log(`ratio ≥ ${GOAL.ratio}: ${ratio >= GOAL.ratio ? 'met' : 'NOT met'} (${ratio.toFixed(3)})`);
  console.log(
    `p99 ≤ ${GOAL.p99Ms} ms at ${GOAL.ratio} × pgbench TPS: ${pacedP99 <= GOAL.p99Ms ? 'met' : 'NOT met'} ` +
      `(${ms(pacedP99)}; at full speed ${ms(p99)}, where pgbench's own is ${ms(reference.p99Ms)})`,
  );

  return problems.length === 0 && countsMatch && locking.consistent ? 0 : 1;
};

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(error);
} finally {
  await cleanUp();
}
process.exit(exitCode);
