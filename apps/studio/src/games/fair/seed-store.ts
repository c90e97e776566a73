import { randomUUID } from 'node:crypto';
import type { FairRotateResponse, FairSeedPair, FairSeedsResponse } from '@platform/contracts';
import { AppError, createInstanceCache } from '@platform/server-kit';
import {
  createSeedPair,
  isValidClientSeed,
  rotateSeedPair,
  type ActiveSeedPair,
  type RevealedSeedPair,
  type RoundSeeds,
} from './engine/index.js';
import type { StudioSession } from '../../studio-sessions.js';
import type { FairRepository } from './fair.repository.js';

/** How many retired pairs a player is shown. */
export const REVEALED_SHOWN = 10;
/** Demo seeds live as long as a game page's session may (studio-sessions.ts), then go. */
const DEMO_SEEDS_MS = 12 * 60 * 60 * 1000;
const DEMO_SEEDS_KEPT = 100_000;

/** What one bet drew: the seeds to play it with and what the player is shown of them. */
export type TakenSeeds = {
  seedPairId: string;
  seeds: RoundSeeds;
  /** The hash committed to, the client seed and the nonce this bet took. */
  shown: FairSeedPair;
};

/** A pair as the games need it to replay a round: its secret and whether it is public yet. */
export type KnownSeedPair = {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  revealed: boolean;
};

type DemoPair = ActiveSeedPair & { id: string };
type DemoSeeds = { active: DemoPair; revealed: RevealedSeedPair[] };

const shownOf = (pair: { serverSeedHash: string; clientSeed: string }, nonce: number): FairSeedPair => ({
  serverSeedHash: pair.serverSeedHash,
  clientSeed: pair.clientSeed,
  nonce,
});

const revealedOf = (row: {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
}): RevealedSeedPair => ({
  serverSeed: row.serverSeed,
  serverSeedHash: row.serverSeedHash,
  clientSeed: row.clientSeed,
  betsPlayed: row.nextNonce,
});

/** A client seed the player typed, checked with the scheme's own rule. */
export const checkedClientSeed = (clientSeed: string | undefined): string | undefined => {
  if (clientSeed !== undefined && !isValidClientSeed(clientSeed)) throw new AppError('invalid-client-seed');
  return clientSeed;
};

/**
 * Players' provably fair seed pairs (docs/provably-fair.md). Real money: one active pair per player
 * in `studio_seed_pair`, made on first use, shared by every fair game the player opens; each bet
 * takes the next nonce in one statement before its outcome is drawn. Demo: the same beside the game
 * page's session, in memory only.
 */
export const createSeedStore = (deps: { repository: FairRepository; now?: () => number }) => {
  const { repository } = deps;
  const now = deps.now ?? Date.now;
  const demos = createInstanceCache<DemoSeeds>({ maxEntries: DEMO_SEEDS_KEPT, now });

  const demoOf = (session: StudioSession): DemoSeeds => {
    const kept = demos.get(session.key);
    if (kept) return kept;
    const active = { ...createSeedPair(), id: randomUUID() };
    return demos.set(session.key, { active, revealed: [] }, now() + DEMO_SEEDS_MS);
  };

  const activeOf = async (playerId: string) => {
    const existing = await repository.activePair(playerId);
    if (existing) return existing;
    const { serverSeed, serverSeedHash, clientSeed } = createSeedPair();
    await repository.insertPair({ id: randomUUID(), playerId, serverSeed, serverSeedHash, clientSeed });
    const made = await repository.activePair(playerId);
    if (!made) throw new AppError('service-unavailable');
    return made;
  };

  return {
    /** The active pair (made on first use) and the last retired ones, newest first. */
    async view(session: StudioSession): Promise<FairSeedsResponse> {
      if (!session.wallet) {
        const demo = demoOf(session);
        return { active: shownOf(demo.active, demo.active.nonce), revealed: [...demo.revealed] };
      }
      const { playerId } = session.wallet;
      const active = await activeOf(playerId);
      const revealed = await repository.revealedPairs(playerId, REVEALED_SHOWN);
      return { active: shownOf(active, active.nextNonce), revealed: revealed.map(revealedOf) };
    },

    /** The seeds of one bet: the active pair's next nonce, kept taken before anything is drawn. */
    async take(session: StudioSession): Promise<TakenSeeds> {
      if (!session.wallet) {
        const demo = demoOf(session);
        const pair = demo.active;
        demo.active = { ...pair, nonce: pair.nonce + 1 };
        return {
          seedPairId: pair.id,
          seeds: { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nonce },
          shown: shownOf(pair, pair.nonce),
        };
      }
      const { playerId } = session.wallet;
      let taken = await repository.takeNonce(playerId);
      if (!taken) {
        await activeOf(playerId);
        taken = await repository.takeNonce(playerId);
      }
      if (!taken) throw new AppError('service-unavailable');
      return {
        seedPairId: taken.id,
        seeds: { serverSeed: taken.serverSeed, clientSeed: taken.clientSeed, nonce: taken.nonce },
        shown: shownOf(taken, taken.nonce),
      };
    },

    /**
     * Retires the active pair, revealing its server seed, and starts a new one at nonce 0 with the
     * new client seed (or the same). The caller makes sure no round of the pair is being played;
     * real money also checks it in the rotation's transaction (`round-in-progress`).
     */
    async rotate(session: StudioSession, newClientSeed?: string): Promise<FairRotateResponse> {
      const clientSeed = checkedClientSeed(newClientSeed);
      if (!session.wallet) {
        const demo = demoOf(session);
        const { revealed, next } = rotateSeedPair(demo.active, { clientSeed });
        demo.active = { ...next, id: randomUUID() };
        demo.revealed = [revealed, ...demo.revealed].slice(0, REVEALED_SHOWN);
        return { revealed, active: shownOf(next, 0) };
      }
      const { playerId } = session.wallet;
      // A rotation finishing at the same moment leaves no active pair: make one and rotate that.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        await activeOf(playerId);
        const { serverSeed, serverSeedHash } = createSeedPair();
        const rotated = await repository.rotate(playerId, {
          id: randomUUID(),
          serverSeed,
          serverSeedHash,
          clientSeed,
        });
        if (rotated === 'in-play') throw new AppError('round-in-progress');
        if (rotated) {
          return {
            revealed: revealedOf(rotated.revealed),
            active: shownOf(rotated.active, rotated.active.nextNonce),
          };
        }
      }
      throw new AppError('service-unavailable');
    },

    /**
     * A pair a round of this session's player was drawn from, to replay it; null when unknown.
     * Demo keeps the active pair only: a round still being played always draws from it, as the
     * pair cannot be rotated meanwhile.
     */
    async pair(session: StudioSession, seedPairId: string): Promise<KnownSeedPair | null> {
      if (!session.wallet) {
        const { active } = demoOf(session);
        return active.id === seedPairId ? { ...active, revealed: false } : null;
      }
      const row = await repository.findPair(seedPairId);
      if (!row || row.playerId !== session.wallet.playerId) return null;
      return { ...row, revealed: row.revealedAt !== null };
    },
  };
};

export type SeedStore = ReturnType<typeof createSeedStore>;
