// The real-time salary settlement step of `npm run bench:agents` (docs/PERFORMANCE.md, "Real-time
// salary settlement" under "Server: the agent team overview"): contracts put in force through the contracts service along a
// chain operator → top agent → sub-agents → their sub-agents, one 5-minute window of settled
// rounds of `bettors` members of the tree, then the job's own call, settleDue('FIVE_MINUTES',
// now), timed end to end with the wallet paying, and its result checked against the ledger,
// against the rates applied to the rounds directly, and against the bets stored for each line.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { OPERATOR_TYPE, type ContractTerms } from '@platform/contracts';
import type { Db } from '../apps/server/src/db/client.js';
import { createAuditService } from '../apps/server/src/modules/audit/index.js';
import { createInboxRepository, createInboxService } from '../apps/server/src/modules/inbox/index.js';
import {
  createContractsRepository,
  createContractsService,
  createSettlementRepository,
  createSettlementService,
} from '../apps/server/src/modules/agents/index.js';
import { lastClosedPeriod, type Period } from '../apps/server/src/modules/agents/contracts/index.js';
import { createWalletRepository, createWalletService } from '../apps/server/src/modules/wallet/index.js';
import { cpuBetween, cpuSnapshot } from './support.js';

export const SETTLEMENT_GOAL_MS = 10_000;
/** The pool the bench opens (agents.ts): settlement reads a window in slices on several connections. */
export const POOL_SIZE = 4;

const FIVE_MINUTES_MS = 5 * 60_000;
const GRACE_MS = 60_000;
const VENDOR = 'benchvendor';
/** How far back the bettors' earlier rounds go. */
const HISTORY_MS = 7 * 24 * 3_600_000;

const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;
const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(2)} s`;

/** Rates fall and minimum single bets rise down the chain, as the contract rules demand. */
const TERMS = {
  top: { profitRate: 80, lossRate: 120, minimumSingleBet: 500 },
  subAgent: { profitRate: 50, lossRate: 80, minimumSingleBet: 1_000 },
  partnerMember: { profitRate: 30, lossRate: 50, minimumSingleBet: 2_000 },
};
const realtime = (terms: (typeof TERMS)[keyof typeof TERMS]): ContractTerms => ({
  type: 'REALTIME_SALARY',
  realtimeSalary: terms,
});

type Phase = { calls: number; ms: number };

/** Wraps each async method so its calls and time add up under its name. */
const timed = <Target extends object>(target: Target, phases: Map<string, Phase>, prefix: string): Target =>
  Object.fromEntries(
    Object.entries(target).map(([name, method]) => [
      name,
      typeof method === 'function'
        ? async (...args: unknown[]) => {
            const started = performance.now();
            try {
              return await (method as (...a: unknown[]) => Promise<unknown>)(...args);
            } finally {
              const phase = phases.get(`${prefix}.${name}`) ?? { calls: 0, ms: 0 };
              phase.calls += 1;
              phase.ms += performance.now() - started;
              phases.set(`${prefix}.${name}`, phase);
            }
          }
        : method,
    ]),
  ) as Target;

/**
 * Puts the contracts in force: the operator offers the top agent one, the top agent offers the
 * first 80 % of its direct downlines theirs, and the first two of those, made salary partners
 * (type 42, a sub-agent type whose policy offers a real-time salary below it), offer each of their
 * direct downlines one. Answers the contracts' ids.
 */
const putContractsInForce = async (db: Db, fanout: number): Promise<string[]> => {
  await db.execute(sql`update member set type = 42 where account in ('b1_0', 'b1_1')`);
  const [operator] = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into member (account, nickname, type, password_hash)
      values ('benchoperator', 'Bench operator', ${OPERATOR_TYPE}, 'never logs in') returning id`),
  );
  const audit = createAuditService({ db });
  const contracts = createContractsService({
    repository: createContractsRepository(db),
    settings: { getSetting: async () => ({ AGENTPOLICY3: true }) },
    audit,
    inbox: createInboxService({ repository: createInboxRepository(db) }),
  });
  const meta = { ip: '127.0.0.1', userAgent: 'bench' };
  const members = new Map(
    rowsOf<{ id: string; account: string; type: number }>(
      await db.execute(
        sql`select id, account, type from member where account like 'b1\_%' or account like 'b2\_%' or account = 'benchtop'`,
      ),
    ).map((row) => [row.account, row]),
  );
  const principal = (account: string) => {
    const row = members.get(account)!;
    return { sessionId: 'bench', memberId: row.id, account, type: row.type };
  };
  const ids: string[] = [];
  const offered = await contracts.operatorOffer(
    { memberId: operator!.id, account: 'benchoperator' },
    { requestId: randomUUID(), account: 'benchtop', terms: realtime(TERMS.top) },
    meta,
  );
  const accept = async (holder: string, contractId: string) => {
    await contracts.relay('REALTIME_SALARY', principal(holder), { contractId, action: 'ACCEPT' }, meta);
    ids.push(contractId);
  };
  await accept('benchtop', offered.contract.id);
  const offerDown = async (upline: string, holder: string, terms: ContractTerms) => {
    const { contract } = await contracts.relay(
      'REALTIME_SALARY',
      principal(upline),
      { action: 'OFFER', requestId: randomUUID(), account: holder, terms },
      meta,
    );
    await accept(holder, contract.id);
  };
  const subAgents = Math.max(2, Math.floor(fanout * 0.8));
  for (let position = 0; position < subAgents; position += 1) {
    await offerDown('benchtop', `b1_${position}`, realtime(TERMS.subAgent));
  }
  for (const partner of [0, 1]) {
    for (let child = 0; child < fanout; child += 1) {
      const account = `b2_${partner * fanout + child}`;
      if (members.has(account)) await offerDown(`b1_${partner}`, account, realtime(TERMS.partnerMember));
    }
  }
  return ids;
};

/**
 * One window of settled rounds: each of the first `bettors` members of the deepest level
 * (bench_level) plays 1–5 rounds closing in it, staking R$1–100 (a slice under each minimum
 * single bet of the chain); about half lose, 5 % push, the rest win 1.1–4×; one round in 50 also
 * has a bet rolled back, which is no valid bet. A tenth of them also have a round in the window
 * before and one in the window after, which this window's settlement must leave alone, and each
 * has `history` rounds over the week before, so the window is read out of a larger table. Written
 * in bulk with the member_day triggers off (this step reads no member_day).
 */
const writeRounds = async (db: Db, windowStart: Date, bettors: number, history: number) => {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into vendor_round (vendor_code, round_id, member_id, game_code, status, created_at, closed_at)
      select ${VENDOR}, 'r' || l.position || '_' || k, l.id, 'bench-game', 'settled',
        closed - interval '20 seconds', closed
      from bench_level l
      cross join lateral generate_series(1, 1 + abs(hashtext(l.id::text)) % 5) k
      cross join lateral (select ${windowStart}::timestamptz
        + (abs(hashtext(l.position || ':' || k)) % ${FIVE_MINUTES_MS}) * interval '1 millisecond' as closed) c
      where l.position < ${bettors}
      union all
      select ${VENDOR}, 'o' || l.position || '_' || side, l.id, 'bench-game', 'settled',
        closed - interval '20 seconds', closed
      from bench_level l
      cross join (values (-1), (1)) s(side)
      cross join lateral (select ${windowStart}::timestamptz + side * interval '5 minutes'
        + (abs(hashtext(l.position || 'o' || side)) % ${FIVE_MINUTES_MS}) * interval '1 millisecond' as closed) c
      where l.position < ${bettors} and l.position % 10 = 0
      union all
      select ${VENDOR}, 'h' || l.position || '_' || k, l.id, 'bench-game', 'settled',
        closed - interval '20 seconds', closed
      from bench_level l
      cross join generate_series(1, ${history}) k
      cross join lateral (select ${windowStart}::timestamptz - interval '5 minutes'
        - (abs(hashtext(l.position || 'h' || k)) % ${HISTORY_MS}::bigint) * interval '1 millisecond' as closed) c
      where l.position < ${bettors}`);
    await tx.execute(sql`
      with rounds as (
        select vendor_code, round_id, member_id, game_code,
          100 * (1 + abs(hashtext('s' || round_id)) % 100) as stake,
          abs(hashtext('w' || round_id)) % 100 as outcome
        from vendor_round where vendor_code = ${VENDOR}
      )
      insert into vendor_transaction (vendor_code, transaction_id, type, status, member_id, round_id, game_code, amount, fingerprint)
      select vendor_code, round_id || '-bet', 'bet', 'done', member_id, round_id, game_code, stake, 'bench' from rounds
      union all
      select vendor_code, round_id || '-win', 'win', 'done', member_id, round_id, game_code,
        case when outcome < 55 then stake else stake * (11 + outcome % 30) / 10 end, 'bench'
      from rounds where outcome >= 50
      union all
      select vendor_code, round_id || '-bet2', 'bet', 'rolled-back', member_id, round_id, game_code, stake, 'bench'
      from rounds where abs(hashtext('x' || round_id)) % 50 = 0`);
  });
  // Statistics as autovacuum keeps them (the tree's too: this step may run without the overview's).
  await db.execute(sql`analyze`);
};

/** What the window's rounds owe the chain in all: the top holder's rate on each bet (the differences add up to it). */
const exactOwed = async (db: Db, window: { start: Date; end: Date }) => {
  const [row] = rowsOf<{ exact: string; bets: number; counted: number }>(
    await db.execute(sql`
      with bets as (
        select coalesce(sum(t.amount) filter (where t.type = 'bet' and t.status = 'done'), 0) as valid,
          coalesce(sum(t.amount) filter (where t.type = 'win'), 0) as won
        from vendor_round r join vendor_transaction t on t.vendor_code = r.vendor_code and t.round_id = r.round_id
        where r.status = 'settled' and r.closed_at >= ${window.start} and r.closed_at < ${window.end}
        group by r.vendor_code, r.round_id
      )
      select coalesce(sum(valid * case when won > valid then ${TERMS.top.profitRate}::int else ${TERMS.top.lossRate}::int end)
          filter (where won <> valid and valid >= ${TERMS.top.minimumSingleBet}::int), 0)::text as exact,
        count(*)::int as bets,
        count(*) filter (where won <> valid and valid >= ${TERMS.top.minimumSingleBet}::int)::int as counted
      from bets`),
  );
  return { exact: BigInt(row!.exact), bets: row!.bets, counted: row!.counted };
};

/** The window's records and the ledger's COMMISSION postings to members for it. */
const recordedAndPosted = async (db: Db, periodKey: string) => {
  const [row] = rowsOf<{
    lines: number;
    paying: number;
    recorded: string;
    pending: number;
    posted: string;
    entries: number;
  }>(
    await db.execute(sql`
      select
        (select count(*)::int from agent_settlement where period_key = ${periodKey}) as lines,
        (select count(*)::int from agent_settlement where period_key = ${periodKey} and amount > 0) as paying,
        (select coalesce(sum(amount), 0)::text from agent_settlement where period_key = ${periodKey}) as recorded,
        (select count(*)::int from agent_settlement where period_key = ${periodKey} and state <> 'PAID') as pending,
        (select coalesce(sum(p.amount), 0)::text from journal_entry e
          join posting p on p.entry_id = e.id join ledger_account a on a.id = p.account_id
          where e.kind = 'COMMISSION' and e.reference ->> 'periodKey' = ${periodKey} and a.member_id is not null) as posted,
        (select count(*)::int from journal_entry where kind = 'COMMISSION' and reference ->> 'periodKey' = ${periodKey}) as entries`),
  );
  return { ...row!, recorded: BigInt(row!.recorded), posted: BigInt(row!.posted) };
};

/**
 * Whether each real-time line of the window agrees with the bets stored for it: their count, the
 * exact sum of rate × valid bet, and the amount that sum floors to. Answers the lines that do not
 * and the bets stored in all.
 */
const storedBetsAgree = async (db: Db, periodKey: string) => {
  const [row] = rowsOf<{ lines: number; disagreeing: number; bets: number }>(
    await db.execute(sql`
      select count(*)::int as lines, coalesce(sum(b.bets), 0)::int as bets,
        count(*) filter (where (s.line ->> 'betCount')::bigint <> b.bets
          or (s.line ->> 'earnedExact')::numeric <> b.exact
          or s.amount <> floor(b.exact / 10000))::int as disagreeing
      from agent_settlement s
      cross join lateral (
        select count(u.rate) as bets, coalesce(sum(u.valid_bet::numeric * u.rate), 0) as exact
        from agent_settlement_bets x
        cross join lateral unnest(x.valid_bets, x.rates) as u(valid_bet, rate)
        where x.contract_id = s.contract_id and x.period_key = s.period_key
      ) b
      where s.period_key = ${periodKey} and s.type = 'REALTIME_SALARY'`),
  );
  return row!;
};

/** The step: set-up, the timed settlement, the checks. Answers whether every check passed. */
export const benchRealtimeSettlement = async (
  db: Db,
  options: { fanout: number; bettors: number; history: number },
): Promise<boolean> => {
  const setupStarted = performance.now();
  const contractIds = await putContractsInForce(db, options.fanout);
  // The job's clock: the window is the last one closed a grace minute ago, as at the job's run.
  const now = new Date();
  const window = lastClosedPeriod('FIVE_MINUTES', new Date(now.getTime() - GRACE_MS));
  // Accepted just now; in force since the window opened, so the window is theirs to settle.
  await db.execute(
    sql`update agent_contract set activated_at = ${window.start} where type = 'REALTIME_SALARY'`,
  );
  await writeRounds(db, window.start, options.bettors, options.history);
  const owed = await exactOwed(db, window);
  console.log(
    `settlement set-up: ${contractIds.length} real-time contracts in force (operator → top → sub-agents → partners' agents), ${owed.bets} rounds settled in ${window.key} by ${options.bettors} members (${owed.counted} earn the top rate) in ${seconds(performance.now() - setupStarted)}`,
  );
  return measureSettlement(db, window, now, owed.exact);
};

/**
 * The timed part: settleDue as the job calls it, per phase, the checks, a second run and a replay.
 * Answers whether every check passed.
 */
export const measureSettlement = async (db: Db, window: Period, now: Date, owedExact: bigint) => {
  const phases = new Map<string, Phase>();
  const wallet = createWalletService({
    repository: createWalletRepository(db),
    isEligibleToBet: async () => true,
  });
  const service = createSettlementService({
    repository: timed(createSettlementRepository(db), phases, 'repository'),
    wallet: timed({ move: wallet.move }, phases, 'wallet'),
    audit: timed(createAuditService({ db }), phases, 'audit'),
  });
  // Every connection of the pool open beforehand, so the CPU of each backend the run uses is counted.
  const backendPids = new Set<number>();
  await Promise.all(
    Array.from({ length: POOL_SIZE }, () =>
      db.transaction(async (tx) => {
        const [row] = rowsOf<{ pid: number }>(
          await tx.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`),
        );
        backendPids.add(row!.pid);
      }),
    ),
  );
  const cpuBefore = cpuSnapshot(process.pid, [...backendPids]);
  const started = performance.now();
  const counts = await service.settleDue('FIVE_MINUTES', now);
  const total = performance.now() - started;
  const cpu = cpuBetween(cpuBefore, cpuSnapshot(process.pid, [...backendPids]));
  const accounted = [...phases.entries()].filter(([name]) => name !== 'repository.treeUnder');
  console.log(
    `settleDue('FIVE_MINUTES'): ${counts.periods} period, ${counts.lines} lines, ${counts.paid} paid, ${counts.centavos} centavos in ${seconds(total)} (goal ≤ ${seconds(SETTLEMENT_GOAL_MS)}: ${total <= SETTLEMENT_GOAL_MS ? 'met' : 'NOT met'})`,
  );
  for (const [name, phase] of phases) {
    console.log(
      `  ${name.padEnd(34)} ${String(phase.calls).padStart(6)} calls ${seconds(phase.ms).padStart(9)}`,
    );
  }
  // treeUnder runs alongside settledBets: the rest is the service's own work, the arithmetic above all.
  const rest = total - accounted.reduce((sum, [, phase]) => sum + phase.ms, 0);
  console.log(
    `  ${'the rest (settleRealtimeWindow, …)'.padEnd(34)} ${''.padStart(12)} ${seconds(rest).padStart(9)}`,
  );
  const cpuSeconds = (pct: number) => seconds((pct / 100) * total);
  console.log(
    `  CPU: this process ${cpuSeconds(cpu.benchPct)}, its database connections ${cpuSeconds(cpu.backendsPct)}, every PostgreSQL process (parallel workers, other databases) ${cpuSeconds(cpu.postgresPct)}; the machine's cores ${cpu.machinePct.toFixed(0)} % busy`,
  );

  const after = await recordedAndPosted(db, window.key);
  const exactCentavos = Number(owedExact) / 10_000;
  const checks: Array<[string, boolean]> = [
    [
      `records ${after.recorded} = ledger COMMISSION postings ${after.posted}`,
      after.recorded === after.posted,
    ],
    [`records ${after.recorded} = paid ${counts.centavos}`, after.recorded === BigInt(counts.centavos)],
    [
      `${after.entries} entries for ${after.paying} paying lines, none pending`,
      after.entries === after.paying && after.pending === 0,
    ],
    [
      // Each line is floored: the total is at most what the rates give and less by under a centavo a line.
      `records within the floor of the top rate on every bet (${exactCentavos.toFixed(4)} centavos)`,
      Number(after.recorded) <= exactCentavos && Number(after.recorded) > exactCentavos - after.lines,
    ],
  ];
  const stored = await storedBetsAgree(db, window.key);
  checks.push([
    `${stored.lines} lines agree with the ${stored.bets} bets stored for them: count, exact sum, amount`,
    stored.lines === after.lines && stored.disagreeing === 0,
  ]);
  const againStarted = performance.now();
  const again = await service.settleDue('FIVE_MINUTES', now);
  const againMs = performance.now() - againStarted;
  const replayStarted = performance.now();
  const replay = await service.settlePeriod('FIVE_MINUTES', window);
  const replayMs = performance.now() - replayStarted;
  const final = await recordedAndPosted(db, window.key);
  console.log(
    `second settleDue: ${again.periods} periods, ${again.paid} paid in ${seconds(againMs)}; replay of ${window.key}: ${replay.lines} lines, ${replay.paid} paid in ${seconds(replayMs)}`,
  );
  checks.push(
    ['a second run pays nothing', again.paid === 0 && again.lines === 0],
    ['a replay pays nothing', replay.paid === 0],
    ['the ledger is unchanged by both', final.posted === after.posted && final.entries === after.entries],
  );
  for (const [what, ok] of checks) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
  return checks.every(([, ok]) => ok);
};
