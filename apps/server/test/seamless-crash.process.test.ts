import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/db/client.js';
import { prepareDatabase } from '../src/platform-modules.js';
import { gameVendor, journalEntry, member, vendorTransaction } from '../src/tables.js';
import {
  STUDIO_VENDOR,
  createSeamlessRepository,
  createSeamlessService,
} from '../src/modules/seamless/index.js';
import { checkLedger } from '../src/modules/wallet/index.js';
import { createScratchDatabase } from '@platform/server-kit';
import { markIdentityVerified } from './helpers/identity.js';
import { fundMember, testWallet } from './helpers/money.js';
import { startServerProcess } from './helpers/server-process.js';
import { signedHeaders } from './helpers/vendor.js';

/**
 * The seamless wallet killed with SIGKILL under load and started again on the same database:
 * every answered call is there with its answer, nothing is half applied, the ledger holds, and
 * the calls that got no answer, sent again, are applied exactly once.
 */
const PLAYERS = 6;
const DEPOSIT = 1_000_000;
const GAME = 'SLOT1';

type Call = { operation: 'bet' | 'win' | 'rollback'; body: Record<string, unknown> };
type Answer = { errorCode: string | null; value: { balance?: number; duplicate?: boolean } | null };
type Sent = Call & { answer: Answer | null };

/** The database of this run: a scratch database on the server in CI, or a PGlite directory. */
const storage = async (): Promise<{
  env: Record<string, string>;
  open: () => Promise<DatabaseHandle>;
  remove: () => Promise<void>;
}> => {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl);
    return {
      env: { DATABASE_URL: scratch.url },
      open: async () => openPostgres(scratch.url, 4),
      remove: scratch.drop,
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'platform-crash-'));
  return {
    env: { DATA_DIR: dataDir },
    open: () => openPglite(dataDir),
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
};

/** Funded players with vendor sessions, and the vendor's secret, written before the server starts. */
const preparePlayers = async (handle: DatabaseHandle) => {
  await prepareDatabase(handle, { demo: false });
  const { db } = handle;
  const [vendor] = await db.select().from(gameVendor).where(eq(gameVendor.code, STUDIO_VENDOR));
  const seamless = createSeamlessService({
    repository: createSeamlessRepository(db),
    wallet: testWallet(db),
    players: { nicknameOf: async () => null },
  });
  const players: Array<{ playerId: string; sessionToken: string }> = [];
  for (let index = 0; index < PLAYERS; index += 1) {
    const [row] = await db
      .insert(member)
      .values({ account: `crash${index}`, nickname: `Crash ${index}`, passwordHash: 'never logs in' })
      .returning({ id: member.id });
    await markIdentityVerified(db, row!.id);
    await fundMember(db, row!.id, DEPOSIT);
    const launchToken = await seamless.createLaunchToken({
      memberId: row!.id,
      vendorCode: STUDIO_VENDOR,
      gameCode: GAME,
    });
    const { sessionToken } = await seamless.authenticate(vendor!, launchToken);
    players.push({ playerId: row!.id, sessionToken });
  }
  return { players, secret: vendor!.secret };
};

/** One vendor call over HTTP; null when no answer came (the server died, or refused the connection). */
const send = async (base: string, secret: string, call: Call): Promise<Answer | null> => {
  const raw = JSON.stringify(call.body);
  try {
    const response = await fetch(`${base}/wps/seamless/v1/${call.operation}`, {
      method: 'POST',
      body: raw,
      headers: { 'content-type': 'application/json', ...signedHeaders(secret, raw) },
    });
    if (response.status >= 500) return null;
    return (await response.json()) as Answer;
  } catch {
    return null;
  }
};

/**
 * A player's rounds until told to stop: a bet, then a settling win or a rollback of it (a few
 * rollbacks are sent before their bet, as a vendor's retry can), each call recorded with its answer.
 */
const playUntil = async (
  base: string,
  secret: string,
  player: { playerId: string; sessionToken: string },
  sent: Sent[],
  stopped: () => boolean,
) => {
  const record = async (call: Call) => {
    const entry: Sent = { ...call, answer: null };
    sent.push(entry);
    entry.answer = await send(base, secret, call);
    return entry.answer;
  };
  while (!stopped()) {
    const roundId = randomUUID();
    const betId = randomUUID();
    const bet: Call = {
      operation: 'bet',
      body: {
        sessionToken: player.sessionToken,
        transactionId: betId,
        roundId,
        gameCode: GAME,
        amount: 100 + randomInt(900),
      },
    };
    const rollback: Call = {
      operation: 'rollback',
      body: { playerId: player.playerId, transactionId: randomUUID(), betTransactionId: betId, roundId },
    };
    const ending = randomInt(10);
    if (ending === 0) {
      await Promise.all([record(rollback), record(bet)]);
      continue;
    }
    if ((await record(bet)) === null) continue;
    if (ending < 4) await record(rollback);
    else {
      await record({
        operation: 'win',
        body: {
          playerId: player.playerId,
          transactionId: randomUUID(),
          roundId,
          gameCode: GAME,
          amount: randomInt(3) * 500,
        },
      });
    }
  }
};

describe('seamless wallet across a crash', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('keeps every answered call, finishes none by half, and applies retried calls exactly once', async () => {
    const store = await storage();
    cleanups.push(store.remove);
    const setup = await store.open();
    const { players, secret } = await preparePlayers(setup);
    await setup.close();

    // As in production, and with one at-rest key for both lives of the server.
    const env = {
      ...store.env,
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
      AT_REST_KEY: randomBytes(32).toString('base64'),
    };
    const first = await startServerProcess(env);
    cleanups.push(first.stop);
    const sent: Sent[] = [];
    let stopped = false;
    const load = Promise.all(
      players.map((player) => playUntil(first.base, secret, player, sent, () => stopped)),
    );
    // A random moment once the load is under way (so the kill lands in the middle of some calls):
    // after a random number of answers.
    const answersBeforeKill = 40 + randomInt(80);
    while (sent.filter((call) => call.answer !== null).length < answersBeforeKill) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await first.kill('SIGKILL');
    stopped = true;
    await load;
    const unanswered = sent.filter((call) => call.answer === null);

    const second = await startServerProcess(env);
    cleanups.push(second.stop);
    // The vendor retries what had no answer (each exactly as first sent), and repeats of answered
    // calls get the answer that was given.
    for (const call of unanswered) {
      call.answer = await send(second.base, secret, call);
      expect(call.answer, `${call.operation} ${JSON.stringify(call.body)}`).not.toBeNull();
    }
    for (const call of sent.filter((entry) => entry.answer?.errorCode === null)) {
      const repeat = await send(second.base, secret, call);
      expect(repeat).toMatchObject({
        errorCode: null,
        value: { balance: call.answer!.value!.balance, duplicate: true },
      });
    }
    await second.stop();

    const handle = await store.open();
    cleanups.push(() => handle.close());
    const { db } = handle;
    expect(await checkLedger(db)).toEqual([]);
    const ids = players.map((player) => player.playerId);
    const recorded = await db
      .select()
      .from(vendorTransaction)
      .where(inArray(vendorTransaction.memberId, ids));
    const byId = new Map(recorded.map((row) => [row.transactionId, row]));
    // Every call answered with success is recorded with that answer; every refusal changed nothing.
    for (const call of sent) {
      const row = byId.get(String(call.body.transactionId));
      if (call.answer!.errorCode === null) {
        expect(row?.response).toMatchObject({ balance: call.answer!.value!.balance });
      } else if (call.answer!.errorCode !== 'already-rolled-back' || call.operation !== 'bet') {
        // A refused bet may share its id with the tombstone that refused it; nothing else may be.
        expect(row, `${call.operation} refused with ${call.answer!.errorCode} but recorded`).toBeUndefined();
      }
    }
    // Nothing half applied: each recorded call has exactly its journal entry, each entry its call.
    const entries = await db
      .select({ key: journalEntry.idempotencyKey })
      .from(journalEntry)
      .where(and(inArray(journalEntry.memberId, ids), ne(journalEntry.kind, 'DEPOSIT')));
    const expectedKeys = recorded.flatMap((row) => {
      switch (row.type) {
        case 'bet':
          return [`vendor:${STUDIO_VENDOR}:${row.transactionId}`];
        case 'win':
        case 'adjustment':
          return row.amount !== 0 ? [`vendor:${STUDIO_VENDOR}:${row.transactionId}`] : [];
        case 'rollback':
          return row.amount > 0 ? [`vendor-refund:${STUDIO_VENDOR}:${row.betTransactionId}`] : [];
        case 'tombstone':
          return [];
        default: {
          const unknown: never = row.type;
          throw new Error(`unknown type ${String(unknown)}`);
        }
      }
    });
    expect(entries.map((entry) => entry.key).sort()).toEqual(expectedKeys.sort());
    for (const row of recorded.filter((entry) => entry.type === 'bet')) {
      const refunded = recorded.some(
        (entry) => entry.type === 'rollback' && entry.betTransactionId === row.transactionId,
      );
      expect(row.status).toBe(refunded ? 'rolled-back' : 'done');
    }
    // And the money of each player is exactly what the recorded calls say.
    const wallet = testWallet(db);
    for (const playerId of ids) {
      const mine = recorded.filter((row) => row.memberId === playerId);
      const sum = (type: string) =>
        mine.filter((row) => row.type === type).reduce((total, row) => total + row.amount, 0);
      expect(await wallet.balanceOf(playerId)).toBe(DEPOSIT - sum('bet') + sum('win') + sum('rollback'));
    }
  }, 240_000);
});
