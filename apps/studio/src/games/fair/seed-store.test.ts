import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createStudioTestDatabase, type StudioTestDatabase } from '../../../test/helpers/database.js';
import { AppError } from '@platform/server-kit';
import { hashServerSeed } from './engine/index.js';
import type { StudioSession } from '../../studio-sessions.js';
import { createStudioRepository } from '../../studio.repository.js';
import { studioSeedPair } from '../../studio.tables.js';
import { createSeedStore, type SeedStore } from './seed-store.js';

const realSession = (playerId = randomUUID()): StudioSession =>
  ({
    key: randomUUID(),
    mode: 'real',
    balance: 0,
    wallet: { sessionToken: 'token', playerId },
  }) as StudioSession;
const demoSession = (): StudioSession =>
  ({ key: randomUUID(), mode: 'demo', balance: 0, wallet: null }) as StudioSession;

const codeOf = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return 'none';
};

describe('seed store', () => {
  let database: StudioTestDatabase;
  let store: SeedStore;
  let repository: ReturnType<typeof createStudioRepository>;

  beforeAll(async () => {
    database = await createStudioTestDatabase();
    repository = createStudioRepository(database.handle.db);
    store = createSeedStore({ repository: repository.fair });
  });
  afterAll(() => database.dispose());

  const pairsOf = (playerId: string) =>
    database.handle.db.select().from(studioSeedPair).where(eq(studioSeedPair.playerId, playerId));

  it('makes one active pair per player on first use, and each bet takes the next nonce of it', async () => {
    const session = realSession();
    const first = await store.view(session);
    expect(first).toMatchObject({ active: { nonce: 0 }, revealed: [] });
    expect(first.active.clientSeed).toMatch(/^[0-9a-f]{20}$/u);
    expect(await store.view(session)).toEqual(first);
    const taken = await store.take(session);
    expect(taken.shown).toEqual(first.active);
    expect(hashServerSeed(taken.seeds.serverSeed)).toBe(first.active.serverSeedHash);
    expect((await store.take(session)).seeds.nonce).toBe(1);
    expect((await store.view(session)).active.nonce).toBe(2);
    expect(await pairsOf(session.wallet!.playerId)).toHaveLength(1);
  });

  it('never gives two bets the same nonce, even from a player’s first bets at the same moment', async () => {
    const session = realSession();
    const taken = await Promise.all(Array.from({ length: 20 }, () => store.take(session)));
    expect(taken.map((one) => one.seeds.nonce).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, nonce) => nonce),
    );
    expect(new Set(taken.map((one) => one.seedPairId)).size).toBe(1);
    expect(await pairsOf(session.wallet!.playerId)).toHaveLength(1);
  });

  it('rotates in one step: the old seed revealed with its bets played, a new pair at nonce 0', async () => {
    const session = realSession();
    const before = await store.view(session);
    await store.take(session);
    await store.take(session);
    const kept = await store.rotate(session);
    expect(kept.revealed).toMatchObject({
      serverSeedHash: before.active.serverSeedHash,
      clientSeed: before.active.clientSeed,
      betsPlayed: 2,
    });
    expect(hashServerSeed(kept.revealed.serverSeed)).toBe(before.active.serverSeedHash);
    expect(kept.active).toMatchObject({ clientSeed: before.active.clientSeed, nonce: 0 });
    expect(kept.active.serverSeedHash).not.toBe(before.active.serverSeedHash);

    const changed = await store.rotate(session, 'lucky_seed-7');
    expect(changed.active).toMatchObject({ clientSeed: 'lucky_seed-7', nonce: 0 });
    expect(changed.revealed.betsPlayed).toBe(0);
    const view = await store.view(session);
    expect(view.active).toEqual(changed.active);
    expect(view.revealed).toEqual([changed.revealed, kept.revealed]);

    expect(await codeOf(store.rotate(session, 'no spaces'))).toBe('invalid-client-seed');
    expect((await store.view(session)).active).toEqual(changed.active);
  });

  it('refuses to reveal a pair a round in play was drawn from', async () => {
    const session = realSession();
    const taken = await store.take(session);
    const roundId = randomUUID();
    await repository.insertRound({
      id: roundId,
      gameCode: 'SG-0002',
      playerId: session.wallet!.playerId,
      bet: 100,
      win: 100,
      status: 'in-play',
      outcome: {},
      seedPairId: taken.seedPairId,
      nonce: taken.seeds.nonce,
    });
    expect(await codeOf(store.rotate(session))).toBe('round-in-progress');
    expect((await store.view(session)).active.serverSeedHash).toBe(taken.shown.serverSeedHash);
    await repository.advance(roundId, 'in-play', 'settled');
    expect((await store.rotate(session)).revealed.serverSeedHash).toBe(taken.shown.serverSeedHash);
  });

  it('finds a pair only for its own player, and tells whether it is revealed', async () => {
    const session = realSession();
    const taken = await store.take(session);
    expect(await store.pair(session, taken.seedPairId)).toMatchObject({
      serverSeed: taken.seeds.serverSeed,
      revealed: false,
    });
    expect(await store.pair(realSession(), taken.seedPairId)).toBeNull();
    await store.rotate(session);
    expect(await store.pair(session, taken.seedPairId)).toMatchObject({ revealed: true });
  });

  it('keeps demo seeds in memory beside the session, never in the table', async () => {
    const rows = (await database.handle.db.select().from(studioSeedPair)).length;
    const session = demoSession();
    const first = await store.take(session);
    expect(first.seeds.nonce).toBe(0);
    expect((await store.take(session)).seeds.nonce).toBe(1);
    // Another page's session has seeds of its own.
    expect((await store.view(demoSession())).active.serverSeedHash).not.toBe(first.shown.serverSeedHash);
    expect(await store.pair(session, first.seedPairId)).toMatchObject({ serverSeed: first.seeds.serverSeed });

    const rotations = [];
    for (let rotation = 0; rotation < 12; rotation += 1)
      rotations.push(await store.rotate(session, `s${rotation}`));
    expect(rotations[0]!.revealed).toMatchObject({ serverSeed: first.seeds.serverSeed, betsPlayed: 2 });
    const view = await store.view(session);
    expect(view.active).toEqual(rotations[11]!.active);
    expect(view.revealed).toEqual(
      rotations
        .map((one) => one.revealed)
        .reverse()
        .slice(0, 10),
    );
    expect(await store.pair(session, first.seedPairId)).toBeNull();
    expect(await codeOf(store.rotate(session, 'bad:seed'))).toBe('invalid-client-seed');
    expect((await database.handle.db.select().from(studioSeedPair)).length).toBe(rows);
  });
});
