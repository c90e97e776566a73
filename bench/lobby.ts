// `npm run bench:lobby [-- --clients 16 --seconds 10 --warmup 2 --pool 8]`
//
// GCSGAME_gameList over the full catalogue (about 11,000 games) on PostgreSQL, end to end: the
// real server (apps/server/src/main.ts) on a scratch database, concurrent clients on kept-alive
// connections, back to back. Two workloads, a name search and category filters (type, vendor,
// class, hot, new, page), then a bare Fastify route (bench/bare-route.ts) with the same clients
// as the yardstick. Prints req/s, p50 and p99 of each and the ratio; docs/PERFORMANCE.md keeps
// the figures.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { KeepAliveConnection } from './http-client.js';
import {
  Samples,
  adminUrl,
  createScratchDatabase,
  freePort,
  ms,
  perSecond,
  startPlatformServer,
  startStudioServer,
  cleanups,
  cleanUp,
  integerFlag,
  sleep,
} from './support.js';

const GOAL = { p99Ms: 10, ratio: 0.3 };

const { values: flags } = parseArgs({
  options: {
    clients: { type: 'string', default: '16' },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    pool: { type: 'string', default: '8' },
  },
});
const clients = integerFlag('clients', flags.clients);
const seconds = integerFlag('seconds', flags.seconds);
const warmupSeconds = integerFlag('warmup', flags.warmup, 0);
const poolSize = integerFlag('pool', flags.pool);

type Workload = { name: string; path: string; body: () => string };
type Result = { name: string; perSecond: number; latency: Samples; errors: Map<string, number> };

/** `clients` connections sending back to back; only requests ending inside the window count. */
const drive = async (base: string, workload: Workload): Promise<Result> => {
  const url = new URL(base);
  const latency = new Samples();
  const errors = new Map<string, number>();
  const start = performance.now();
  const measureFrom = start + warmupSeconds * 1000;
  const measureTo = measureFrom + seconds * 1000;
  const headers = { 'content-type': 'application/json', language: 'PT' };
  const client = async () => {
    const connection = new KeepAliveConnection(url.hostname, Number(url.port));
    try {
      while (performance.now() < measureTo) {
        const began = performance.now();
        let code: string | null;
        try {
          const answer = await connection.post(workload.path, headers, workload.body());
          // Success is read from the envelope's first field, not by parsing the whole answer: the
          // load generator shares the two cores, and a lobby page is 6 KB where the bare route's is
          // 60 bytes, so parsing would charge the lobby for the client's work.
          code =
            answer.status === 200 && answer.body.startsWith('{"success":true')
              ? null
              : ((JSON.parse(answer.body) as { errorCode?: string | null }).errorCode ??
                `http-${answer.status}`);
        } catch (error) {
          code = `network:${(error as { code?: string }).code ?? 'error'}`;
        }
        const ended = performance.now();
        if (began < measureFrom || ended > measureTo) continue;
        if (code) errors.set(code, (errors.get(code) ?? 0) + 1);
        else latency.add(ended - began);
      }
    } finally {
      connection.close();
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return { name: workload.name, perSecond: latency.count / seconds, latency, errors };
};

const startBareRoute = async () => {
  const port = await freePort();
  const script = fileURLToPath(new URL('./bare-route.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  cleanups.push(async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const up = await fetch(`${base}/bare`, { method: 'POST' }).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return base;
    await sleep(250);
  }
  throw new Error('bare route did not start');
};

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** Search terms as players type them: fragments (3–8 letters) of real names, in any language. */
const searchTerms = async (base: string): Promise<string[]> => {
  const terms = new Set<string>();
  for (const [gameType, language] of [
    ['RNG', 'PT'],
    ['RNG', 'EN'],
    ['FISH', 'PT'],
    ['INHOUSE', 'EN'],
  ] as const) {
    for (const pageNo of [1, 97, 311, 500]) {
      const answer = await fetch(`${base}/wps/relay/GCSGAME_gameList`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', language },
        body: JSON.stringify({ gameType, pageNo, pageSize: 15 }),
      }).then((response) => response.json() as Promise<{ value: { games: Array<{ gameName: string }> } }>);
      for (const { gameName } of answer.value.games) {
        for (const word of gameName.split(/\s+/u)) {
          if (word.length >= 3)
            terms.add(word.slice(0, Math.min(word.length, 3 + Math.floor(Math.random() * 6))));
        }
      }
    }
  }
  return [...terms];
};

/**
 * Names to cut never-repeating search terms from: a term drawn at random from any of thousands of
 * names, at any offset and length, is almost never asked twice, so no kept page answers it.
 */
const namePool = async (base: string): Promise<string[]> => {
  const names: string[] = [];
  for (const [gameType, language] of [
    ['RNG', 'PT'],
    ['RNG', 'EN'],
  ] as const) {
    for (let pageNo = 1; pageNo <= 20; pageNo += 1) {
      const answer = await fetch(`${base}/wps/relay/GCSGAME_gameList`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', language },
        body: JSON.stringify({ gameType, pageNo: pageNo * 5, pageSize: 100 }),
      }).then((response) => response.json() as Promise<{ value: { games: Array<{ gameName: string }> } }>);
      names.push(...answer.value.games.map((game) => game.gameName));
    }
  }
  return names;
};

const freshTerm = (names: readonly string[]): string => {
  const name = pick(names);
  const length = Math.min(name.length, 3 + Math.floor(Math.random() * 6));
  const start = Math.floor(Math.random() * (name.length - length + 1));
  return name.slice(start, start + length);
};

const filterBodies = async (base: string): Promise<Array<Record<string, unknown>>> => {
  const menus = (await fetch(`${base}/lgw/games/game_menus`).then((response) => response.json())) as {
    value: {
      sortingVendor: string[];
      mappingVendor: Record<string, Array<{ vassalage: string; classes: string[]; gameCount: number }>>;
    };
  };
  const bodies: Array<Record<string, unknown>> = [];
  for (const gameType of menus.value.sortingVendor) {
    const vendors = menus.value.mappingVendor[gameType] ?? [];
    bodies.push({ gameType }, { gameType, gameClassify: 'HOT' }, { gameType, gameClassify: 'NEW' });
    for (const vendor of vendors) {
      const pages = Math.max(1, Math.ceil(vendor.gameCount / 15));
      bodies.push({ gameType, vassalage: vendor.vassalage, pageNo: 1 + Math.floor(Math.random() * pages) });
      for (const gameClass of vendor.classes)
        bodies.push({ gameType, vassalage: vendor.vassalage, gameClassify: gameClass });
    }
  }
  // Deep pages of the big slots lobby, as a player paging on would reach them.
  for (let index = 0; index < 20; index += 1)
    bodies.push({ gameType: 'RNG', pageNo: 1 + Math.floor(Math.random() * 700) });
  return bodies;
};

const report = (result: Result) => {
  const errors = [...result.errors.values()].reduce((sum, value) => sum + value, 0);
  console.log(
    `${result.name.padEnd(24)}${perSecond(result.perSecond).padStart(12)}   p50 ${ms(result.latency.percentile(50))}, ` +
      `p99 ${ms(result.latency.percentile(99))}, errors ${errors}${errors ? ' ' + JSON.stringify(Object.fromEntries(result.errors)) : ''}`,
  );
};

const main = async () => {
  const scratch = await createScratchDatabase(adminUrl(), 'bench_lobby');
  cleanups.push(() => scratch.drop());
  console.log('starting the server on a scratch database (migrations and the catalogue seed)…');
  const server = await startPlatformServer({
    databaseUrl: scratch.url,
    poolSize,
    studioUrl: await startStudioServer(),
  });
  cleanups.push(server.stop);
  const bare = await startBareRoute();

  const terms = await searchTerms(server.base);
  const names = await namePool(server.base);
  const filters = await filterBodies(server.base);
  // Categories the catalogue lists (only games a launch opens are shown; docs/games.md): live and
  // PvP lobbies are empty until their products exist, and an empty answer would flatter the figures.
  const gameType = ['RNG', 'RNG', 'RNG', 'FISH', 'FISH', 'INHOUSE'];
  const workloads: Workload[] = [
    {
      name: 'gameList, name search',
      path: '/wps/relay/GCSGAME_gameList',
      body: () =>
        JSON.stringify({ gameType: pick(gameType), gameName: pick(terms), pageNo: 1, pageSize: 15 }),
    },
    {
      name: 'gameList, search, new',
      path: '/wps/relay/GCSGAME_gameList',
      body: () =>
        JSON.stringify({ gameType: pick(gameType), gameName: freshTerm(names), pageNo: 1, pageSize: 15 }),
    },
    {
      name: 'gameList, filters',
      path: '/wps/relay/GCSGAME_gameList',
      body: () => JSON.stringify({ pageSize: 15, ...pick(filters) }),
    },
  ];
  console.log(
    `${clients} clients, ${seconds} s each after ${warmupSeconds} s warm-up; ${terms.length} search terms, ` +
      `${filters.length} filter combinations; server pool ${poolSize}\n`,
  );
  const results: Result[] = [];
  for (const workload of workloads) results.push(await drive(server.base, workload));
  const yardstick = await drive(bare, { name: 'bare Fastify route', path: '/bare', body: () => '{}' });
  for (const result of [...results, yardstick]) report(result);

  console.log('\n=== goal ===');
  for (const result of results) {
    const p99 = result.latency.percentile(99);
    const ratio = result.perSecond / yardstick.perSecond;
    console.log(
      `${result.name}: p99 ≤ ${GOAL.p99Ms} ms ${p99 <= GOAL.p99Ms ? 'met' : 'NOT met'} (${ms(p99)}); ` +
        `throughput ≥ ${GOAL.ratio} × bare route ${ratio >= GOAL.ratio ? 'met' : 'NOT met'} (${ratio.toFixed(3)})`,
    );
  }
};

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(cleanUp);
