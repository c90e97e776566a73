// `npm run bench:lottery [-- --tickets 1000000 --players 2000 --pool 8]`
//
// One lottery draw settled end to end (docs/lottery.md, "Draws, tickets and settlement"): the
// platform (apps/server/src/main.ts) on a scratch PostgreSQL database, the studio's lottery on
// another database of the same server, talking only over the seamless wallet's HTTP API. Setup,
// not timed: the players funded and their stakes posted through the wallet, then one drawn draw
// with its open tickets and the platform's matching open rounds and bets, written in bulk in SQL.
// Timed: `settleDraw`, what the settlement job runs (results, the tickets' moves, the players'
// batched closing wins over HTTP to the platform, the draw SETTLED). Yardstick from the same run: a
// plain INSERT of as many rows on the same server. Then the checks: the ledger balanced, every
// player's balance exact, one WIN entry per player who won, one closing win recorded per player.
// Prints figures; docs/PERFORMANCE.md keeps them.
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '@platform/server-kit';
import { openPostgres } from '../apps/server/src/db/client.js';
import { gameVendor } from '../apps/server/src/tables.js';
import { createKycRepository } from '../apps/server/src/modules/kyc/index.js';
import { STUDIO_VENDOR } from '../apps/server/src/modules/seamless/index.js';
import {
  checkLedger,
  createWalletRepository,
  createWalletService,
} from '../apps/server/src/modules/wallet/index.js';
import { openDatabase } from '../apps/studio/src/db/client.js';
import { prepareStudioDatabase } from '../apps/studio/src/db/migrate.js';
import { createSeamlessClient } from '../apps/studio/src/seamless-client.js';
import { createLottery, DEFAULT_LOTTERY_ODDS } from '../apps/studio/src/games/lottery/draws/index.js';
import { committedDraw } from '../apps/studio/src/games/lottery/draws/draw-schedule.js';
import {
  adminUrl,
  runBench,
  cleanups,
  cpuBetween,
  cpuSnapshot,
  createScratchDatabase,
  integerFlag,
  perSecond,
  startPlatformServer,
} from './support.js';

/** The goal (docs/lottery.md): a draw of this many tickets settled within GOAL_SECONDS. */
const GOAL_TICKETS = 1_000_000;
const GOAL_SECONDS = 60;
const GAME_CODE = 'studio-lottery';
const STAKE = 1_000;
const DRAW_ID = 'ELOTT-FAST_3-BENCH-0001';
const BENCH_APPLICATION = 'bench-lottery';

const { values: flags } = parseArgs({
  options: {
    tickets: { type: 'string', default: '1000000' },
    players: { type: 'string', default: '2000' },
    pool: { type: 'string', default: '8' },
  },
});
const ticketCount = integerFlag('tickets', flags.tickets);
const playerCount = integerFlag('players', flags.players);
const poolSize = integerFlag('pool', flags.pool);
const ticketsPerPlayer = Math.ceil(ticketCount / playerCount);
/** Every player can cover every stake of theirs, and keeps some change. */
const DEPOSIT = ticketsPerPlayer * STAKE + 100_000;

/**
 * The same ids on both sides, made in SQL (version-4 shaped, as the wallet asks of a player id):
 * ticket i is a hash of i, its player a hash of i mod the players.
 */
const uuidOf = (text: string) =>
  `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;
const ticketIdSql = (i: string) => uuidOf(`'lottery-ticket-' || ${i}`);
const playerIdSql = (j: string) => uuidOf(`'lottery-player-' || ${j}`);

const seconds = (from: number) => (performance.now() - from) / 1000;

/** Wraps an object's async method to add its time and calls to a tally. */
const timed = <T extends object>(
  target: T,
  name: keyof T & string,
  tally: Map<string, { ms: number; calls: number }>,
) => {
  const original = (target[name] as (...args: unknown[]) => Promise<unknown>).bind(target);
  (target as Record<string, unknown>)[name] = async (...args: unknown[]) => {
    const started = performance.now();
    try {
      return await original(...args);
    } finally {
      const entry = tally.get(name) ?? { ms: 0, calls: 0 };
      entry.ms += performance.now() - started;
      entry.calls += 1;
      tally.set(name, entry);
    }
  };
};

const main = async (): Promise<number> => {
  const serverUrl = adminUrl();
  console.log(
    `bench:lottery — ${ticketCount} tickets, ${playerCount} players, server pool ${poolSize}, ` +
      `${cpus().length} cores, Node ${process.version}, load ${loadavg()[0]!.toFixed(2)}`,
  );
  const platformDb = await createScratchDatabase(serverUrl, 'bench_lottery_platform');
  cleanups.push(() => platformDb.drop());
  const studioDb = await createScratchDatabase(serverUrl, 'bench_lottery_studio');
  cleanups.push(() => studioDb.drop());
  // Per-function times (pg_stat_user_functions): where the platform's statement spends its time.
  const admin = openPostgres(serverUrl, 1);
  await admin.db.execute(sql.raw(`alter database ${platformDb.name} set track_functions = 'pl'`));
  await admin.close();
  const server = await startPlatformServer({
    databaseUrl: platformDb.url,
    poolSize,
    ...(process.env.BENCH_PORT ? { port: integerFlag('BENCH_PORT', process.env.BENCH_PORT) } : {}),
  });
  cleanups.push(server.stop);
  const benchUrl = new URL(platformDb.url);
  benchUrl.searchParams.set('application_name', BENCH_APPLICATION);
  const platform = openPostgres(benchUrl.toString(), 8);
  cleanups.push(() => platform.close());
  const studioUrl = new URL(studioDb.url);
  studioUrl.searchParams.set('application_name', BENCH_APPLICATION);
  const studio = await openDatabase({
    DATABASE_URL: studioUrl.toString(),
    DATABASE_POOL_SIZE: 8,
    DATA_DIR: '',
  });
  cleanups.push(() => studio.close());
  await prepareStudioDatabase(studio);

  // --- Setup, not timed -------------------------------------------------------------------------
  let step = performance.now();
  await platform.db.execute(
    sql.raw(`insert into member (id, account, nickname, password_hash)
      select ${playerIdSql('j')}, 'lottery' || j, 'Lottery ' || j, 'benchmark players never log in'
      from generate_series(0, ${playerCount - 1}) as j`),
  );
  const playerIds = rowsOf<{ id: string }>(
    await platform.db.execute(
      sql.raw(`select ${playerIdSql('j')}::text as id from generate_series(0, ${playerCount - 1}) as j`),
    ),
  ).map((row) => row.id);
  // Verified, as the BR profile (the server's default) asks before a bet.
  await createKycRepository(platform.db).markVerified(playerIds);
  const stakesOf = new Map<string, number>(playerIds.map((id) => [id, 0]));
  for (let i = 1; i <= ticketCount; i += 1) {
    const id = playerIds[i % playerCount]!;
    stakesOf.set(id, stakesOf.get(id)! + STAKE);
  }
  // Each player's deposit, and their stakes as one BET entry: the wallet's own path, so the
  // ledger, its day sums and the vendor's house accounts are as real bets leave them.
  const wallet = createWalletService({
    repository: createWalletRepository(platform.db),
    isEligibleToBet: async () => true,
  });
  const queue = [...playerIds];
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      for (let id = queue.pop(); id; id = queue.pop()) {
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
        await wallet.move({
          idempotencyKey: `bench:stakes:${id}`,
          kind: 'BET',
          memberId: id,
          reference: { bench: true, vendor: STUDIO_VENDOR },
          legs: [
            { account: { member: id }, amount: -stakesOf.get(id)! },
            { account: { vendor: STUDIO_VENDOR }, amount: stakesOf.get(id)! },
          ],
        });
      }
    }),
  );
  console.log(`setup: ${playerCount} players funded and staked in ${seconds(step).toFixed(1)} s`);
  step = performance.now();
  // A player's tickets of the draw are bets of one round (drawRoundId).
  const roundIdSql = (j: string) => `'${DRAW_ID}:' || ${playerIdSql(j)}::text`;
  await platform.db.execute(
    sql.raw(`insert into vendor_round (vendor_code, round_id, member_id, game_code, status)
      select '${STUDIO_VENDOR}', ${roundIdSql('j')}, ${playerIdSql('j')}, '${GAME_CODE}', 'open'
      from generate_series(0, ${playerCount - 1}) as j`),
  );
  await platform.db.execute(
    sql.raw(`insert into vendor_transaction (vendor_code, transaction_id, type, member_id, round_id,
        game_code, amount, fingerprint, response)
      select '${STUDIO_VENDOR}', ${ticketIdSql('i')}::text || ':bet', 'bet', ${playerIdSql(`i % ${playerCount}`)},
        ${roundIdSql(`i % ${playerCount}`)}, '${GAME_CODE}', ${STAKE}, 'bench', '{}'::jsonb
      from generate_series(1, ${ticketCount}) as i`),
  );
  await platform.db.execute(
    sql.raw('analyze vendor_round; analyze vendor_transaction; analyze ledger_account'),
  );
  console.log(
    `setup: ${playerCount} open rounds with ${ticketCount} bets on the platform in ${seconds(step).toFixed(1)} s`,
  );

  step = performance.now();
  const [vendor] = await platform.db.select().from(gameVendor).where(eq(gameVendor.code, STUDIO_VENDOR));
  const client = createSeamlessClient({
    baseUrl: server.base,
    vendorCode: STUDIO_VENDOR,
    secret: vendor!.secret,
    timeoutMs: 120_000,
  });
  const calls = new Map<string, { ms: number; calls: number }>();
  timed(client, 'winBatch', calls);
  const clock = { at: Date.now() };
  const lottery = createLottery({
    db: studio.db,
    wallet: client,
    config: {
      vnCloseMinutesBefore: 15,
      sea4dCloseMinutesBefore: 30,
      elottCloseSeconds: 10,
      elottAheadMs: 5 * 60_000,
      minStakeMinor: 100,
      maxStakeMinor: 10_000_000,
      liabilityLimitMinor: 1_000_000_000_000,
      odds: DEFAULT_LOTTERY_ODDS,
    },
    now: () => clock.at,
    // A call left without an answer, or refused, is printed: the run then fails its checks.
    log: {
      info: () => undefined,
      warn: (object, message) => console.warn(message, JSON.stringify(object)),
      error: (object, message) => console.error(message, JSON.stringify(object)),
    },
  });
  await lottery.repository.insertDraws([
    committedDraw({
      id: DRAW_ID,
      game: { product: 'ELOTT', game: 'FAST_3' },
      closesAt: new Date(clock.at + 1_000),
      drawAt: new Date(clock.at + 2_000),
    }),
  ]);
  clock.at += 3_000;
  await lottery.dueDraws();
  if (!(await lottery.drawDraw(DRAW_ID))) throw new Error('the draw was not drawn');
  // The tickets, written once the dice are known so that exactly a third win whatever the seed:
  // each on one die's value, the drawn one for every third group of three tickets, else another.
  const drawn = (await lottery.repository.findDraw(DRAW_ID))?.result;
  if (drawn?.product !== 'ELOTT' || drawn.result.values.length !== 3) throw new Error('the draw has no dice');
  const dice = drawn.result.values;
  await studio.db.execute(
    sql.raw(`insert into studio_lottery_ticket (id, player_id, game_code, request_id, draw_id, bet,
        stake_minor, exposure, status)
      select ${ticketIdSql('i')}, ${playerIdSql(`i % ${playerCount}`)}, '${GAME_CODE}', 'bench-' || i, '${DRAW_ID}',
        jsonb_build_object('product', 'ELOTT', 'choice', jsonb_build_object('kind', 'POSITION_VALUE',
          'position', 1 + i % 3, 'value', case when (i / 3) % 3 = 0 then d.value else d.value % 6 + 1 end),
          'stakeMinor', ${STAKE}),
        ${STAKE}, '[]'::jsonb, 'OPEN'
      from generate_series(1, ${ticketCount}) as i
      join unnest(array[${dice.join(', ')}]::int[]) with ordinality as d(value, position)
        on d.position = 1 + i % 3`),
  );
  await studio.db.execute(sql.raw('analyze studio_lottery_ticket'));
  console.log(
    `setup: draw ${DRAW_ID} with ${ticketCount} open tickets, drawn, in ${seconds(step).toFixed(1)} s`,
  );

  // The yardstick: a plain INSERT of as many rows on the same server, just before.
  step = performance.now();
  await studio.db.execute(
    sql.raw('create table bench_yardstick (id uuid primary key, player uuid, amount bigint)'),
  );
  await studio.db.execute(
    sql.raw(`insert into bench_yardstick select ${ticketIdSql('i')}, ${playerIdSql(`i % ${playerCount}`)}, i
      from generate_series(1, ${ticketCount}) as i`),
  );
  const yardstick = seconds(step);
  await studio.db.execute(sql.raw('drop table bench_yardstick'));

  // --- Timed: the settlement ----------------------------------------------------------------------
  const repositoryCalls = new Map<string, { ms: number; calls: number }>();
  for (const name of ['openPlayers', 'openBetsOf', 'settleTickets', 'unpaid', 'unpaidPayouts'] as const) {
    timed(lottery.repository, name, repositoryCalls);
  }
  const backendPids = rowsOf<{ pid: number }>(
    await platform.db.execute(
      sql`select pid from pg_stat_activity where datname in (${platformDb.name}, ${studioDb.name})`,
    ),
  ).map((row) => row.pid);
  console.log('settling…');
  const cpuBefore = cpuSnapshot(server.pid, backendPids);
  const started = performance.now();
  const outcome = await lottery.settleDraw(DRAW_ID);
  const wall = seconds(started);
  const cpu = cpuBetween(cpuBefore, cpuSnapshot(server.pid, backendPids));

  // --- Checks -----------------------------------------------------------------------------------
  const problems: string[] = [];
  const draw = await lottery.repository.findDraw(DRAW_ID);
  if (draw?.status !== 'SETTLED') problems.push(`draw is ${draw?.status}`);
  if (outcome.settled !== ticketCount) problems.push(`settled ${outcome.settled} of ${ticketCount}`);
  const players = Math.min(playerCount, ticketCount);
  if (outcome.paid !== players) problems.push(`paid ${outcome.paid} closing wins for ${players} players`);
  const tickets = rowsOf<{ status: string; count: number; payout: string }>(
    await studio.db.execute(sql`select status, count(*)::int as count, sum(payout_minor)::text as payout
      from studio_lottery_ticket where draw_id = ${DRAW_ID} group by status order by status`),
  );
  const won = tickets.find((row) => row.status === 'WON');
  const winners = won?.count ?? 0;
  const [unconfirmed] = rowsOf<{ count: number }>(
    await studio.db.execute(sql`select count(*)::int as count from studio_lottery_payout
      where draw_id = ${DRAW_ID} and confirmed_at is null`),
  );
  if (unconfirmed!.count > 0) problems.push(`${unconfirmed!.count} payouts left unconfirmed`);
  const payoutsOf = new Map(
    rowsOf<{ player: string; payout: string; winners: number }>(
      await studio.db.execute(sql`select player_id::text as player, sum(payout_minor)::text as payout,
          (sum(payout_minor) > 0)::int as winners
        from studio_lottery_ticket where draw_id = ${DRAW_ID} group by player_id`),
    ).map((row) => [row.player, { payout: Number(row.payout), winners: row.winners }]),
  );
  const ledger = new Map(
    rowsOf<{ player: string; balance: string; wins: number }>(
      await platform.db.execute(sql`select a.member_id::text as player, a.balance::text as balance,
          (select count(*) from journal_entry e where e.member_id = a.member_id and e.kind = 'WIN')::int as wins
        from ledger_account a where a.member_id is not null and a.wallet = 'MAIN'`),
    ).map((row) => [row.player, { balance: Number(row.balance), wins: row.wins }]),
  );
  let wrongBalances = 0;
  for (const id of playerIds) {
    const expected = DEPOSIT - stakesOf.get(id)! + (payoutsOf.get(id)?.payout ?? 0);
    const held = ledger.get(id);
    if (held?.balance !== expected || held.wins !== (payoutsOf.get(id)?.winners ?? 0)) wrongBalances += 1;
  }
  if (wrongBalances > 0)
    problems.push(`${wrongBalances} players with a wrong balance or count of WIN entries`);
  const [recorded] = rowsOf<{ wins: number; open: number }>(
    await platform.db.execute(sql`select
        (select count(*) from vendor_transaction where type = 'win')::int as wins,
        (select count(*) from vendor_round where status <> 'settled')::int as open`),
  );
  if (recorded!.wins !== players) problems.push(`${recorded!.wins} wins recorded for ${players} players`);
  if (recorded!.open !== 0) problems.push(`${recorded!.open} rounds not settled`);
  const ledgerProblems = await checkLedger(platform.db);
  if (ledgerProblems.length > 0) problems.push(`ledger: ${JSON.stringify(ledgerProblems.slice(0, 3))}`);
  const replay = await lottery.settleDraw(DRAW_ID);
  if (replay.settled !== 0 || replay.paid !== 0)
    problems.push(`a second run moved ${JSON.stringify(replay)}`);

  const functions = rowsOf<{ name: string; calls: number; total: string; self: string }>(
    await platform.db.execute(sql`select funcname as name, calls::int as calls,
        round((total_time / 1000)::numeric, 2)::text as total, round((self_time / 1000)::numeric, 2)::text as self
      from pg_stat_user_functions order by self_time desc limit 8`),
  );
  const tally = (map: Map<string, { ms: number; calls: number }>) =>
    [...map.entries()]
      .map(([name, { ms, calls }]) => `${name} ${(ms / 1000).toFixed(2)} s in ${calls} calls`)
      .join(', ');
  console.log('\n=== lottery: one draw settled end to end ===');
  console.log(
    `tickets                 ${ticketCount} (${winners} won, R$ ${(Number(won?.payout ?? 0) / 100).toFixed(2)} paid)`,
  );
  console.log(`settleDraw wall time    ${wall.toFixed(2)} s → ${perSecond(ticketCount / wall)} tickets`);
  console.log(
    `goal                    ${GOAL_TICKETS} tickets in ≤ ${GOAL_SECONDS} s: ${
      ticketCount < GOAL_TICKETS ? 'not measured (fewer tickets)' : wall <= GOAL_SECONDS ? 'met' : 'NOT met'
    }`,
  );
  console.log(
    `yardstick               plain INSERT of ${ticketCount} rows: ${yardstick.toFixed(2)} s (ratio ${(wall / yardstick).toFixed(1)})`,
  );
  console.log(`studio repository       ${tally(repositoryCalls)}`);
  console.log(`wallet calls (summed)   ${tally(calls)}`);
  console.log(
    `CPU (% of one core)     machine ${cpu.machinePct.toFixed(0)} % of all, platform server ${cpu.serverPct.toFixed(0)}, ` +
      `bench (studio) ${cpu.benchPct.toFixed(0)}, PostgreSQL ${cpu.postgresPct.toFixed(0)}, other ${cpu.otherPct.toFixed(0)}`,
  );
  console.log(
    `platform functions      ${functions.map((f) => `${f.name} ${f.self} s self / ${f.total} s total in ${f.calls}`).join(', ')}`,
  );
  console.log(`load after              ${loadavg()[0]!.toFixed(2)}`);
  console.log(
    `checks                  ${problems.length === 0 ? 'all passed' : `FAILED: ${problems.join('; ')}`}`,
  );
  return problems.length === 0 ? 0 : 1;
};

runBench(main);
