// `npm run bench:sports [-- --rate 200 --seconds 20 --bets 100000 --pool 8 --only placement|settlement]`
//
// The sportsbook's money path on a scratch database of the local PostgreSQL server, migrated with
// the studio's schema:
// (a) placement at a steady offered rate through the placement service (what the place route's
//     handler calls), on the simulated book's pre-match prices; latency counts from each bet's
//     scheduled time, so a path that falls behind is not hidden;
// (b) settlement of one match with N open bets (singles, accumulators and systems over that
//     match's markets, their other legs on other matches, some settled, some still open; a few
//     partly cashed out), by the settlement job's own call, end to end and per phase, then the
//     payment job sending what the settlement recorded.
// The wallet is a stub in this process that answers every call on the next tick: the figures are
// the studio's own cost (its code and its database), not the platform's ledger (bench:wallet).
// Beside them, same run: pgbench and a trivial committed insert at the same offered rate.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs, promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { plainArray, rowsOf, textArray } from '@platform/server-kit';
import type { SportsBetShape, SportsPlaceRequest } from '@platform/contracts';
import { openDatabase, type DatabaseHandle } from '../apps/studio/src/db/client.js';
import { prepareStudioDatabase } from '../apps/studio/src/db/migrate.js';
import type { StudioSession } from '../apps/studio/src/studio-sessions.js';
import {
  createSimulatedBook,
  SPORTSBOOK_LIMITS,
  type SportsBook,
} from '../apps/studio/src/games/sportsbook/index.js';
import { createSportsBets } from '../apps/studio/src/games/sportsbook/bets/sportsbook-bets.js';
import { createBetSettlement } from '../apps/studio/src/games/sportsbook/bets/bet-settlement.js';
import { createBetPayments } from '../apps/studio/src/games/sportsbook/bets/bet-payments.js';
import { engineShape } from '../apps/studio/src/games/sportsbook/bets/bet-shape.js';
import {
  createSportsBetsRepository,
  type SportsBetsRepository,
} from '../apps/studio/src/games/sportsbook/bets/sports-bets.repository.js';
import type { SportsWallet } from '../apps/studio/src/games/sportsbook/bets/sports-wallet.js';
import {
  DEFAULT_MARKETS,
  marketKey,
  potentialReturn,
  selectionKeys,
} from '../apps/studio/src/games/sportsbook/engine/index.js';
import {
  Samples,
  adminUrl,
  cleanUp,
  runBench,
  cleanups,
  cpuBetween,
  cpuSnapshot,
  createScratchDatabase,
  integerFlag,
  ms,
  perSecond,
  sleep,
} from './support.js';

const GOAL = { placementP99Ms: 50, settleSeconds: 10 };
const GAME_CODE = 'studio-sportsbook';
const SPEED = 6;
const BENCH_APPLICATION = 'bench-sports';

const { values: flags } = parseArgs({
  options: {
    rate: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '2' },
    bets: { type: 'string', default: '100000' },
    players: { type: 'string', default: '2000' },
    pool: { type: 'string', default: '8' },
    batch: { type: 'string' },
    only: { type: 'string' },
    'pgbench-seconds': { type: 'string', default: '5' },
  },
});
const rate = integerFlag('rate', flags.rate);
const seconds = integerFlag('seconds', flags.seconds);
const warmupSeconds = integerFlag('warmup', flags.warmup, 0);
const betCount = integerFlag('bets', flags.bets);
const playerCount = integerFlag('players', flags.players);
const poolSize = integerFlag('pool', flags.pool);
const batchSize = flags.batch === undefined ? undefined : integerFlag('batch', flags.batch);
const pgbenchSeconds = integerFlag('pgbench-seconds', flags['pgbench-seconds']);
if (flags.only !== undefined && flags.only !== 'placement' && flags.only !== 'settlement') {
  console.error('--only must be placement or settlement');
  process.exit(2);
}
const runs = (part: 'placement' | 'settlement') => flags.only === undefined || flags.only === part;

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** A seamless wallet that takes every stake and pays every win on the next tick. */
const stubWallet = (): SportsWallet & { calls: { bet: number; win: number; rollback: number } } => {
  const calls = { bet: 0, win: 0, rollback: 0 };
  const tick = () => new Promise<void>((resolve) => setImmediate(resolve));
  const done = (playerId: string) => ({
    outcome: 'done' as const,
    value: { playerId, currency: 'BRL', balance: 100_000_000, duplicate: false },
  });
  return {
    calls,
    async bet() {
      calls.bet += 1;
      await tick();
      return done('');
    },
    async win(input) {
      calls.win += 1;
      await tick();
      return done(input.playerId);
    },
    async rollback(input) {
      calls.rollback += 1;
      await tick();
      return done(input.playerId);
    },
    // Neither is called here: my bets and re-settlement are not measured.
    async balance() {
      await tick();
      return done('');
    },
    async adjust(input) {
      await tick();
      return {
        outcome: 'done' as const,
        value: { ...done(input.playerId).value, applied: input.amount, unrecovered: 0 },
      };
    },
  };
};

const sessionOf = (playerId: string): StudioSession =>
  ({
    key: randomUUID(),
    mode: 'real',
    balance: 100_000_000,
    game: { kind: 'sportsbook', gameCode: GAME_CODE },
    wallet: { sessionToken: randomUUID(), playerId },
  }) as StudioSession;

const run = promisify(execFile);

/** pgbench's tpcb-like workload on a scratch database of the same server: the machine's yardstick. */
const pgbench = async (serverUrl: string, clients: number) => {
  const scratch = await createScratchDatabase(serverUrl, 'bench_pgbench');
  cleanups.push(() => scratch.drop());
  await run('pgbench', ['-i', '-s', '10', '-q', scratch.url], { maxBuffer: 16 << 20 });
  const { stdout } = await run(
    'pgbench',
    ['-c', String(clients), '-j', '2', '-T', String(pgbenchSeconds), '-n', scratch.url],
    { maxBuffer: 16 << 20 },
  );
  await scratch.drop();
  return {
    tps: Number(/tps = ([\d.]+)/.exec(stdout)?.[1]),
    latencyAverageMs: Number(/latency average = ([\d.]+) ms/.exec(stdout)?.[1]),
  };
};

/**
 * Runs `once` at `perSecond` for `seconds` (after a warm-up that is not counted), each call at its
 * scheduled time whatever the others are doing; latency from the scheduled time to the answer.
 */
const paced = async (options: {
  perSecond: number;
  seconds: number;
  warmupSeconds: number;
  once: (index: number) => Promise<unknown>;
}) => {
  const interval = 1000 / options.perSecond;
  const warmupCalls = Math.round(options.warmupSeconds * options.perSecond);
  const total = warmupCalls + Math.round(options.seconds * options.perSecond);
  const samples = new Samples();
  const errors = new Map<string, number>();
  const pending: Promise<void>[] = [];
  const start = performance.now() + 20;
  let measuredFrom = 0;
  let lastDone = 0;
  for (let index = 0; index < total; index += 1) {
    const due = start + index * interval;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    if (index === warmupCalls) measuredFrom = due;
    pending.push(
      options.once(index).then(
        () => {
          const end = performance.now();
          if (index >= warmupCalls) {
            samples.add(end - due);
            lastDone = Math.max(lastDone, end);
          }
        },
        (error: unknown) => {
          const code = (error as { code?: string }).code ?? String(error);
          errors.set(code, (errors.get(code) ?? 0) + 1);
        },
      ),
    );
  }
  await Promise.all(pending);
  const measured = total - warmupCalls;
  return {
    samples,
    errors,
    offered: options.perSecond,
    achieved: (1000 * samples.count) / Math.max(1, lastDone - measuredFrom),
    measured,
  };
};

const printPaced = (title: string, result: Awaited<ReturnType<typeof paced>>) => {
  const errors = [...result.errors.entries()].map(([code, count]) => `${code} × ${count}`).join(', ');
  console.log(
    `${title.padEnd(34)} offered ${perSecond(result.offered)}, achieved ${perSecond(result.achieved)}, ` +
      `${result.samples.count}/${result.measured} ok; p50 ${ms(result.samples.percentile(50))}, ` +
      `p99 ${ms(result.samples.percentile(99))}, max ${ms(result.samples.percentile(100))}` +
      (errors ? `; errors: ${errors}` : ''),
  );
};

/** The book's pre-match events now, with every selection the book prices (odds now). */
const pricedEvents = (book: SportsBook, now: number, wanted: number) => {
  const events = book
    .events('SPORTS', now)
    .filter((event) => event.status === 'SCHEDULED' && event.sport === 'FOOTBALL')
    .slice(0, wanted);
  return events.map((event) => {
    const selections: { eventId: string; marketKey: string; selection: string; oddsE3: number }[] = [];
    for (const market of DEFAULT_MARKETS) {
      for (const selection of selectionKeys(market)) {
        const leg = { eventId: event.id, marketKey: marketKey(market), selection };
        const quote = book.quote(leg, now);
        if (quote.status === 'OPEN') selections.push({ ...leg, oddsE3: quote.oddsE3 });
      }
    }
    return { id: event.id, startsAt: event.startsAt, selections };
  });
};

/** A seeded generator, so two runs place and settle the same mix. */
const random = (() => {
  let state = 0x2545f491;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
})();
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
/** The main markets draw most bets, as on a real book: 1X2, totals and both-teams-to-score. */
const pickSelection = <T extends { marketKey: string }>(selections: readonly T[]): T => {
  const main = selections.filter((each) => /^(1X2|OU:2\.5|BTTS|DC)$/.test(each.marketKey));
  return random() < 0.6 && main.length > 0 ? pick(main) : pick(selections);
};

type Mix = { shape: SportsBetShape; legs: number };
/** 60 % singles, 30 % accumulators of 2–5 legs, 10 % systems (2/3, Trixie, Yankee). */
const drawMix = (): Mix => {
  const draw = random();
  if (draw < 0.6) return { shape: { kind: 'SINGLE' }, legs: 1 };
  if (draw < 0.9) return { shape: { kind: 'ACCUMULATOR' }, legs: 2 + Math.floor(random() * 4) };
  const system = random();
  if (system < 0.4) return { shape: { kind: 'K_FROM_N', k: 2 }, legs: 3 };
  if (system < 0.75) return { shape: { kind: 'NAMED', name: 'TRIXIE' }, legs: 3 };
  return { shape: { kind: 'NAMED', name: 'YANKEE' }, legs: 4 };
};

const placementPart = async (database: DatabaseHandle, book: SportsBook) => {
  const now = Date.now();
  // Pre-match events that stay pre-match until the run ends (the yardstick, the warm-up and the
  // run, with a margin): a slip with a leg in play waits the in-play delay (5 s) by design, which
  // would be the p99 of any run during which one of them kicked off.
  const lastPlacementAt = now + (12 + warmupSeconds + seconds + 30) * 1000;
  const events = pricedEvents(book, now, 60)
    .filter((event) => event.startsAt > lastPlacementAt && event.selections.length > 10)
    .slice(0, 30);
  if (events.length < 5) throw new Error(`only ${events.length} priced events in the book`);
  const wallet = stubWallet();
  const bets = createSportsBets({
    db: database.db,
    book,
    wallet,
    config: {
      ...SPORTSBOOK_LIMITS,
      cashOutMarginBp: 500,
      // Limits no bet reaches: the bench measures the work of every level, never a refusal.
      liabilityLimitMinor: 1_000_000_000_000,
      marketLiabilityLimitMinor: 1_000_000_000_000,
      eventLiabilityLimitMinor: 1_000_000_000_000,
    },
  });
  const sessions = Array.from({ length: 500 }, () => sessionOf(randomUUID()));
  const slip = (index: number): { session: StudioSession; request: SportsPlaceRequest } => {
    const mix = drawMix();
    const chosen = [...events].sort(() => random() - 0.5).slice(0, mix.legs);
    const session = sessions[index % sessions.length]!;
    return {
      session,
      request: {
        sessionId: session.key,
        requestId: randomUUID(),
        legs: chosen.map((event) => pickSelection(event.selections)),
        shape: mix.shape,
        stakePerLineMinor: 100 * (1 + Math.floor(random() * 20)),
        oddsPolicy: 'ANY',
      },
    };
  };

  // Yardstick: one committed insert at the same rate on the same database.
  await database.db.execute(
    sql`create table bench_probe (id bigserial primary key, at timestamptz not null)`,
  );
  const probe = await paced({
    perSecond: rate,
    seconds: Math.min(seconds, 10),
    warmupSeconds: 1,
    once: () => database.db.execute(sql`insert into bench_probe (at) values (now())`),
  });

  console.log(
    `placing at ${rate}/s for ${seconds} s (after ${warmupSeconds} s warm-up), ${events.length} events…`,
  );
  const slips = Array.from({ length: Math.round((seconds + warmupSeconds) * rate) }, (_, index) =>
    slip(index),
  );
  const backends = await backendPids(database);
  const cpuBefore = cpuSnapshot(process.pid, backends);
  const loadBefore = load();
  // Where a slow slip's time went: the database (an insert probe at 20 a second beside the
  // slips, on the same pool), Node's event loop (its delay, GC pauses included), or the slips'
  // own work. Each second's slowest slip places the tail in time.
  const loopDelay = monitorEventLoopDelay({ resolution: 1 });
  loopDelay.enable();
  const slowestBySecond = new Map<number, number>();
  const placementStart = performance.now();
  const [placed, beside] = await Promise.all([
    paced({
      perSecond: rate,
      seconds,
      warmupSeconds,
      once: async (index) => {
        const asked = performance.now();
        await bets.place(slips[index]!.session, slips[index]!.request);
        const second = Math.floor((asked - placementStart) / 1000);
        slowestBySecond.set(second, Math.max(slowestBySecond.get(second) ?? 0, performance.now() - asked));
      },
    }),
    paced({
      perSecond: 20,
      seconds,
      warmupSeconds,
      once: () => database.db.execute(sql`insert into bench_probe (at) values (now())`),
    }),
  ]);
  loopDelay.disable();
  const cpu = cpuBetween(cpuBefore, cpuSnapshot(process.pid, backends));
  const stored = rowsOf<{ status: string; count: string }>(
    await database.db.execute(sql`select status, count(*) from studio_sports_bet group by status`),
  );
  const runEnd = Date.now();
  const startedDuringRun = events.filter((event) => event.startsAt <= runEnd).length;
  console.log('\n=== placement (placement service, stub wallet) ===');
  console.log(`events that kicked off before the run ended: ${startedDuringRun} of ${events.length}`);
  printPaced('placement', placed);
  printPaced('yardstick: one insert + commit', probe);
  printPaced('the same insert beside the slips', beside);
  console.log(
    `event loop delay during placement: p50 ${ms(loopDelay.percentile(50) / 1e6)}, p99 ` +
      `${ms(loopDelay.percentile(99) / 1e6)}, max ${ms(loopDelay.max / 1e6)}`,
  );
  const slowSeconds = [...slowestBySecond.entries()].filter(
    ([second, slowest]) => second >= warmupSeconds && slowest > GOAL.placementP99Ms,
  );
  console.log(
    `seconds after the warm-up whose slowest slip took over ${GOAL.placementP99Ms} ms: ` +
      (slowSeconds.map(([second, slowest]) => `${second} s (${ms(slowest)})`).join(', ') || 'none'),
  );
  console.log(
    `bets stored by state: ${stored.map((row) => `${row.status} ${row.count}`).join(', ')}; wallet bets ${wallet.calls.bet}`,
  );
  console.log(
    `CPU during placement: bench process ${cpu.benchPct.toFixed(0)} %, its PostgreSQL backends ` +
      `${cpu.backendsPct.toFixed(0)} %, all PostgreSQL ${cpu.postgresPct.toFixed(0)} %, ` +
      `machine ${cpu.machinePct.toFixed(0)} % busy; load ${loadBefore} → ${load()}`,
  );
  const p99 = placed.samples.percentile(99);
  console.log(
    `goal p99 ≤ ${GOAL.placementP99Ms} ms at ${rate}/s: ${p99 <= GOAL.placementP99Ms && placed.errors.size === 0 ? 'met' : 'NOT met'} (${ms(p99)})`,
  );
};

/** The backends of the pool's connections, every one opened first (so the CPU figures count them all). */
const backendPids = async (database: DatabaseHandle): Promise<number[]> => {
  await Promise.all(Array.from({ length: poolSize }, () => database.db.execute(sql`select pg_sleep(0.05)`)));
  return poolBackends(database);
};
const poolBackends = async (database: DatabaseHandle): Promise<number[]> =>
  rowsOf<{ pid: number }>(
    await database.db.execute(
      sql`select pid from pg_stat_activity where datname = current_database() and application_name = ${BENCH_APPLICATION}`,
    ),
  ).map((row) => Number(row.pid));

/** Wraps every repository call to add its time to `phases` (calls running at once add up). */
const timedRepository = (
  repository: SportsBetsRepository,
  phases: Map<string, { ms: number; calls: number }>,
) =>
  new Proxy(repository, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      return async (...args: unknown[]) => {
        const started = performance.now();
        try {
          return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        } finally {
          const phase = phases.get(property) ?? { ms: 0, calls: 0 };
          phase.ms += performance.now() - started;
          phase.calls += 1;
          phases.set(property, phase);
        }
      };
    },
  });

/**
 * Writes `count` open bets with a leg on `target` in bulk (as placement would have left them:
 * OPEN, the stake taken, liability reserved), so the settlement has a realistic book to close.
 */
const seedOpenBets = async (
  database: DatabaseHandle,
  target: ReturnType<typeof pricedEvents>[number],
  others: ReturnType<typeof pricedEvents>,
  count: number,
) => {
  const players = Array.from({ length: playerCount }, () => randomUUID());
  const liability = new Map<string, number>();
  const chunk = 5_000;
  let partlyCashedOut = 0;
  for (let start = 0; start < count; start += chunk) {
    const bets: {
      id: string;
      playerId: string;
      shape: SportsBetShape;
      perLine: number;
      stake: number;
      lines: number;
      potential: number;
      paid: number;
      cashOuts: number;
    }[] = [];
    const legs: {
      betId: string;
      index: number;
      eventId: string;
      marketKey: string;
      selection: string;
      oddsE3: number;
      outcome: string;
    }[] = [];
    const payments: { transactionId: string; betId: string; amount: number }[] = [];
    for (let n = start; n < Math.min(count, start + chunk); n += 1) {
      const mix = drawMix();
      const id = randomUUID();
      const chosen = [target, ...[...others].sort(() => random() - 0.5).slice(0, mix.legs - 1)];
      const picked = chosen.map((event) => pickSelection(event.selections));
      const engine = engineShape(mix.shape);
      const perLine = 100 * (1 + Math.floor(random() * 20));
      const lines =
        mix.shape.kind === 'SINGLE' || mix.shape.kind === 'ACCUMULATOR'
          ? 1
          : mix.shape.kind === 'K_FROM_N'
            ? 3
            : mix.legs === 3
              ? 4
              : 11;
      let stake = perLine * lines;
      let paid = 0;
      let cashOuts = 0;
      // One bet in 50 has cashed out part of its stake: the settlement's closing win is its second payment.
      if (random() < 0.02) {
        paid = Math.floor(stake / 2);
        stake -= Math.floor(stake / 2);
        cashOuts = 1;
        partlyCashedOut += 1;
        payments.push({ transactionId: `${id}:cashout:1`, betId: id, amount: paid });
      }
      const potential = potentialReturn({
        stakeMinor: stake,
        shape: engine,
        oddsE3: picked.map((leg) => leg.oddsE3),
        maxPayoutMinor: SPORTSBOOK_LIMITS.maxPayoutMinor,
      });
      bets.push({
        id,
        playerId: pick(players),
        shape: mix.shape,
        perLine,
        stake,
        lines,
        potential,
        paid,
        cashOuts,
      });
      picked.forEach((leg, index) => {
        // The other matches: half played already (their legs decided), half still to come.
        const outcome = index === 0 || random() < 0.5 ? 'OPEN' : pick(['WON', 'WON', 'LOST', 'VOID']);
        legs.push({
          betId: id,
          index,
          eventId: leg.eventId,
          marketKey: leg.marketKey,
          selection: leg.selection,
          oddsE3: leg.oddsE3,
          outcome,
        });
        const key = `${leg.eventId}\u0000${leg.marketKey}\u0000${leg.selection}`;
        liability.set(key, (liability.get(key) ?? 0) + potential);
      });
    }
    await database.db.execute(sql`
      insert into studio_sports_bet (id, player_id, game_code, request_id, shape, stake_per_line_minor,
        stake_minor, lines, potential_return_minor, max_payout_minor, status, paid_minor, cash_outs)
      select b.id, b.player_id, ${GAME_CODE}, b.id::text, b.shape, b.per_line, b.stake, b.lines, b.potential,
        ${SPORTSBOOK_LIMITS.maxPayoutMinor}, 'OPEN', b.paid, b.cash_outs
      from unnest(${plainArray(bets.map((b) => b.id))}::uuid[], ${plainArray(bets.map((b) => b.playerId))}::uuid[],
        ${textArray(bets.map((b) => JSON.stringify(b.shape)))}::jsonb[], ${plainArray(bets.map((b) => b.perLine))}::bigint[],
        ${plainArray(bets.map((b) => b.stake))}::bigint[], ${plainArray(bets.map((b) => b.lines))}::int[],
        ${plainArray(bets.map((b) => b.potential))}::bigint[], ${plainArray(bets.map((b) => b.paid))}::bigint[],
        ${plainArray(bets.map((b) => b.cashOuts))}::int[])
        as b(id, player_id, shape, per_line, stake, lines, potential, paid, cash_outs)`);
    await database.db.execute(sql`
      insert into studio_sports_leg (bet_id, leg_index, event_id, market_key, selection, odds_e3, outcome,
        settled_version, event_name, competition_name, starts_at)
      select l.bet_id, l.leg_index, l.event_id, l.market_key, l.selection, l.odds_e3, l.outcome,
        case when l.outcome = 'OPEN' then null else 1 end, l.event_id, 'Brasileirão Série A', now()
      from unnest(${plainArray(legs.map((l) => l.betId))}::uuid[], ${plainArray(legs.map((l) => l.index))}::int[],
        ${textArray(legs.map((l) => l.eventId))}::text[], ${textArray(legs.map((l) => l.marketKey))}::text[],
        ${textArray(legs.map((l) => l.selection))}::text[], ${plainArray(legs.map((l) => l.oddsE3))}::int[],
        ${textArray(legs.map((l) => l.outcome))}::text[])
        as l(bet_id, leg_index, event_id, market_key, selection, odds_e3, outcome)`);
    if (payments.length > 0) {
      await database.db.execute(sql`
        insert into studio_sports_payment (transaction_id, bet_id, seq, kind, amount_minor, close_round, confirmed_at)
        select p.id, p.bet_id, 1, 'WIN', p.amount, false, now()
        from unnest(${textArray(payments.map((p) => p.transactionId))}::text[], ${plainArray(payments.map((p) => p.betId))}::uuid[],
          ${plainArray(payments.map((p) => p.amount))}::bigint[]) as p(id, bet_id, amount)`);
    }
  }
  const keys = [...liability.keys()].map((key) => key.split('\u0000'));
  await database.db.execute(sql`
    insert into studio_sports_liability (event_id, market_key, selection, exposure_minor)
    select * from unnest(${textArray(keys.map((key) => key[0]!))}::text[], ${textArray(keys.map((key) => key[1]!))}::text[],
      ${textArray(keys.map((key) => key[2]!))}::text[], ${plainArray([...liability.values()])}::bigint[])`);
  await database.db.execute(sql`analyze`);
  return { partlyCashedOut };
};

const settlementPart = async (database: DatabaseHandle, book: SportsBook) => {
  const now = Date.now();
  const events = pricedEvents(book, now, 40).filter((event) => event.selections.length > 10);
  const [target, ...others] = events;
  if (!target || others.length < 4) throw new Error('too few priced events in the book');
  console.log(
    `writing ${betCount} open bets on ${target.id} (${target.selections.length} selections priced)…`,
  );
  const seeded = performance.now();
  const { partlyCashedOut } = await seedOpenBets(database, target, others, betCount);
  const counts = rowsOf<{ bets: string; legs: string }>(
    await database.db.execute(sql`select (select count(*) from studio_sports_bet) as bets,
      (select count(*) from studio_sports_leg) as legs`),
  )[0]!;
  console.log(
    `  ${counts.bets} bets, ${counts.legs} legs (${partlyCashedOut} partly cashed out) in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  );

  // After the final whistle: the simulated book has the result then.
  const afterMatch = target.startsAt + 3 * 3_600_000;
  const result = book.result(target.id, afterMatch);
  if (!result) throw new Error('the match has no result three hours after kick-off');

  // Yardstick: one statement updating as many rows as there are bets, on a copy of the bets' ids.
  await database.db.execute(sql`create table bench_rows as select id, 0 as touched from studio_sports_bet`);
  const yardstickStarted = performance.now();
  await database.db.execute(sql`update bench_rows set touched = touched + 1`);
  const yardstickMs = performance.now() - yardstickStarted;

  const phases = new Map<string, { ms: number; calls: number }>();
  const repository = timedRepository(createSportsBetsRepository(database.db), phases);
  const wallet = stubWallet();
  const walletTime = { ms: 0 };
  const timed =
    <Input, Output>(call: (input: Input) => Promise<Output>) =>
    async (input: Input): Promise<Output> => {
      const started = performance.now();
      try {
        return await call(input);
      } finally {
        walletTime.ms += performance.now() - started;
      }
    };
  const timedWallet: SportsWallet = {
    ...wallet,
    win: timed(wallet.win),
    rollback: timed(wallet.rollback),
  };
  const payments = createBetPayments({ repository, wallet: timedWallet });
  const settlement = createBetSettlement({
    repository,
    payments,
    book,
    now: () => afterMatch,
    ...(batchSize ? { batchSize } : {}),
  });

  const backends = await backendPids(database);
  const loadBefore = load();
  const cpuBefore = cpuSnapshot(process.pid, backends);
  const started = performance.now();
  const recorded = await settlement.record(target.id);
  const settledMs = performance.now() - started;
  const cpu = cpuBetween(cpuBefore, cpuSnapshot(process.pid, backends));
  const loadAfter = load();
  const recordPhases = new Map([...phases.entries()].map(([name, phase]) => [name, { ...phase }]));
  const cpuBeforeSend = cpuSnapshot(process.pid, backends);
  const sendStarted = performance.now();
  await settlement.send(recorded.closed);
  const sentMs = performance.now() - sendStarted;
  const sendCpu = cpuBetween(cpuBeforeSend, cpuSnapshot(process.pid, backends));
  const loadAfterSend = load();

  const again = await settlement.settleEvent(target.id);
  const states = rowsOf<{ status: string; count: string }>(
    await database.db.execute(
      sql`select status, count(*) from studio_sports_bet group by status order by status`,
    ),
  );
  const check = rowsOf<Record<string, string>>(
    await database.db.execute(sql`
      select
        (select count(*) from studio_sports_leg where event_id = ${target.id} and outcome = 'OPEN') as open_legs,
        (select count(*) from studio_sports_bet b where b.status in ('WON', 'LOST', 'VOID')
           and (select count(*) from studio_sports_payment p where p.bet_id = b.id and p.close_round) <> 1) as not_closed_once,
        (select count(*) from studio_sports_bet b where b.status in ('WON', 'LOST', 'VOID')
           and b.paid_minor <> (select coalesce(sum(amount_minor), 0) from studio_sports_payment p where p.bet_id = b.id)) as paid_mismatch,
        (select count(*) from studio_sports_payment where confirmed_at is null) as unconfirmed,
        (select coalesce(sum(exposure_minor), 0) from studio_sports_liability where event_id = ${target.id}) as target_exposure,
        (select coalesce(sum(b.potential_return_minor), 0) from studio_sports_bet b
           where b.status = 'OPEN' and exists (select 1 from studio_sports_leg g where g.bet_id = b.id and g.event_id = ${target.id})) as open_exposure`),
  )[0]!;

  console.log('\n=== settlement of one match (the settlement job’s calls, stub wallet) ===');
  console.log(`result version ${result.version}: ${JSON.stringify(result.result)}`);
  const printPhases = (entries: Map<string, { ms: number; calls: number }>, total: number) => {
    let accounted = 0;
    for (const [name, phase] of [...entries.entries()].sort((x, y) => y[1].ms - x[1].ms)) {
      accounted += phase.ms;
      console.log(`  ${name.padEnd(24)} ${(phase.ms / 1000).toFixed(2)} s (${phase.calls} calls)`);
    }
    console.log(
      accounted > total
        ? '  (the calls overlap: batches in flight at once add their times)'
        : `  the rest (engine, transactions, Node) ≈ ${((total - accounted) / 1000).toFixed(2)} s`,
    );
  };
  console.log(
    `settled and recorded ${recorded.closed.length} bets in ${(settledMs / 1000).toFixed(2)} s ` +
      `(each final, its wallet call owed, its liability released; load ${loadBefore} → ${loadAfter})`,
  );
  printPhases(recordPhases, settledMs);
  const cpuSeconds = (pct: number, wallMs: number) => ((pct / 100) * wallMs) / 1000;
  console.log(
    `  CPU: bench process ${cpuSeconds(cpu.benchPct, settledMs).toFixed(2)} s, its PostgreSQL backends ` +
      `${cpuSeconds(cpu.backendsPct, settledMs).toFixed(2)} s (of one core: ${cpu.benchPct.toFixed(0)} % and ` +
      `${cpu.backendsPct.toFixed(0)} %); machine ${cpu.machinePct.toFixed(0)} % busy`,
  );
  const sendPhases = new Map(
    [...phases.entries()].flatMap(([name, phase]): [string, { ms: number; calls: number }][] => {
      const before = recordPhases.get(name) ?? { ms: 0, calls: 0 };
      return phase.calls > before.calls
        ? [[name, { ms: phase.ms - before.ms, calls: phase.calls - before.calls }]]
        : [];
    }),
  );
  console.log(
    `sent to the stub wallet in ${(sentMs / 1000).toFixed(2)} s: ${wallet.calls.win} wins, ${wallet.calls.rollback} ` +
      `rollbacks, 16 bets at a time (load → ${loadAfterSend})`,
  );
  printPhases(sendPhases, sentMs);
  console.log(`  wallet stub            ${(walletTime.ms / 1000).toFixed(2)} s summed over concurrent calls`);
  console.log(
    `  CPU: bench process ${sendCpu.benchPct.toFixed(0)} %, its PostgreSQL backends ${sendCpu.backendsPct.toFixed(0)} %, ` +
      `machine ${sendCpu.machinePct.toFixed(0)} % busy`,
  );
  console.log(`second run           ${again.settled} settled`);
  console.log(`bets by state        ${states.map((row) => `${row.status} ${row.count}`).join(', ')}`);
  console.log(
    `checks               open legs on the match ${check.open_legs}, settled bets without exactly one closing payment ` +
      `${check.not_closed_once}, paid ≠ payments ${check.paid_mismatch}, unconfirmed payments ${check.unconfirmed}, ` +
      `match liability ${check.target_exposure} = open bets' potential ${check.open_exposure}`,
  );
  console.log(`yardstick            one UPDATE of ${counts.bets} rows: ${(yardstickMs / 1000).toFixed(2)} s`);
  const ok =
    check.open_legs === '0' &&
    check.not_closed_once === '0' &&
    check.paid_mismatch === '0' &&
    check.unconfirmed === '0' &&
    again.settled === 0;
  console.log(
    `goal ≤ ${GOAL.settleSeconds} s for ${betCount} bets: ${settledMs / 1000 <= GOAL.settleSeconds ? 'met' : 'NOT met'}; checks ${ok ? 'passed' : 'FAILED'}`,
  );
  return ok;
};

const main = async (): Promise<number> => {
  const serverUrl = adminUrl();
  console.log(
    `bench:sports — ${cpus().length} cores, Node ${process.version}, pool ${poolSize}, load ${load()}`,
  );
  const reference = await pgbench(serverUrl, 8);
  console.log(
    `yardstick: pgbench tpcb-like, 8 clients, ${pgbenchSeconds} s: ${reference.tps.toFixed(1)} TPS ` +
      `(latency average ${reference.latencyAverageMs} ms); load ${load()}`,
  );
  const book = createSimulatedBook({
    seedSecret: 'bench-sports',
    speed: SPEED,
    marginBp: 500,
    builderMarginBp: 1_000,
  });
  let ok = true;
  for (const part of ['placement', 'settlement'] as const) {
    if (!runs(part)) continue;
    const scratch = await createScratchDatabase(serverUrl, 'bench_sports');
    cleanups.push(() => scratch.drop());
    // BENCH_EXPLAIN_MS=<ms>: the server logs the plan (with timings) of every statement slower than that.
    if (process.env.BENCH_EXPLAIN_MS) {
      const explainMs = integerFlag('BENCH_EXPLAIN_MS', process.env.BENCH_EXPLAIN_MS, 0);
      const admin = await openDatabase({ DATABASE_URL: scratch.url, DATABASE_POOL_SIZE: 1, DATA_DIR: '' });
      for (const setting of [
        `session_preload_libraries = 'auto_explain'`,
        `auto_explain.log_min_duration = ${explainMs}`,
        'auto_explain.log_analyze = on',
        'auto_explain.log_buffers = on',
        'auto_explain.log_triggers = on',
      ]) {
        await admin.db.execute(sql.raw(`alter database ${scratch.name} set ${setting}`));
      }
      await admin.close();
    }
    const url = new URL(scratch.url);
    url.searchParams.set('application_name', BENCH_APPLICATION);
    const database = await openDatabase({
      DATABASE_URL: url.toString(),
      DATABASE_POOL_SIZE: poolSize,
      DATA_DIR: '',
    });
    cleanups.push(() => database.close());
    await prepareStudioDatabase(database);
    if (part === 'placement') await placementPart(database, book);
    else ok = (await settlementPart(database, book)) && ok;
    await cleanUp();
  }
  return ok ? 0 : 1;
};

runBench(main);
