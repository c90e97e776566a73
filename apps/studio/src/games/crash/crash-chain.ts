import { randomBytes, randomUUID } from 'node:crypto';
import type { CrashChain } from '@platform/contracts';
import { buildHashChain, crashPoint } from '../fair/index.js';
import type { CrashRepository } from './crash.repository.js';
import type { StudioCrashChainRow } from './crash.tables.js';

/**
 * 100,000 rounds: built in well under a second at start on a small machine (one SHA-256 per
 * round) and about 11 days of play at one round every 10 s. A used-up chain is retired and a new
 * one (new secret, salt and terminal hash) starts at the next round.
 */
export const DEFAULT_CHAIN_LENGTH = 100_000;

/** A round taken from the chain: its hash and crash point stay on the server until it crashes. */
export type ChainRound = {
  chainId: string;
  round: number;
  hash: string;
  crashPoint: number;
  edgeBp: number;
};

type LoadedChain = { row: StudioCrashChainRow; hashes: string[] };

/** The hash chain in play: kept in memory, rebuilt from its stored secret at start. */
export const createCrashChain = (deps: {
  repository: CrashRepository;
  edgeBp: number;
  length?: number;
  now: () => number;
}) => {
  const length = deps.length ?? DEFAULT_CHAIN_LENGTH;
  let current: LoadedChain | null = null;

  const load = (row: StudioCrashChainRow): LoadedChain => {
    const hashes = buildHashChain({ secret: row.secret, length: row.length });
    // A stored chain that does not rebuild to its published terminal hash must never be played.
    if (hashes[0] !== row.terminalHash) throw new Error(`crash chain ${row.id} does not match its hash`);
    return { row, hashes };
  };

  /** A new chain: the secret from the OS CSPRNG, never in the repository or the logs. */
  const startNew = async (retiring: string | null): Promise<LoadedChain> => {
    const secret = randomBytes(32).toString('hex');
    const hashes = buildHashChain({ secret, length });
    const row = {
      id: randomUUID(),
      secret,
      length,
      terminalHash: hashes[0]!,
      salt: randomBytes(32).toString('hex'),
    };
    await deps.repository.replaceChain(retiring, row);
    return { row: { ...row, nextRound: 1, createdAt: new Date(deps.now()), retiredAt: null }, hashes };
  };

  const loaded = (): LoadedChain => {
    if (!current) throw new Error('the crash chain is not loaded');
    return current;
  };

  return {
    /** Loads the chain in play, or makes the first one. */
    async open(): Promise<void> {
      const row = await deps.repository.activeChain();
      current = row ? load(row) : await startNew(null);
    },

    isOpen: () => current !== null,

    /** What players see of the chain in play. */
    published(): CrashChain {
      const { row } = loaded();
      return { terminalHash: row.terminalHash, salt: row.salt, length: row.length };
    },

    /** Takes the next round, starting a new chain when this one is used up. */
    async next(bettingAt: Date): Promise<ChainRound> {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const chain = loaded();
        const round = chain.row.nextRound;
        if (round > chain.row.length) {
          current = await startNew(chain.row.id);
          continue;
        }
        const hash = chain.hashes[round]!;
        const taken = {
          chainId: chain.row.id,
          round,
          hash,
          crashPoint: crashPoint({ roundHash: hash, salt: chain.row.salt, edgeBp: deps.edgeBp }),
          edgeBp: deps.edgeBp,
        };
        if (await deps.repository.claimRound({ ...taken, bettingAt })) {
          chain.row.nextRound = round + 1;
          return taken;
        }
        // Someone else moved the chain on (a second process, against the single-process rule):
        // read it again rather than replay a round.
        const stored = await deps.repository.activeChain();
        current = stored ? load(stored) : await startNew(null);
      }
      throw new Error('no crash round could be taken from the chain');
    },
  };
};

export type CrashChainStore = ReturnType<typeof createCrashChain>;
