import type { CrashClock } from './crash-clock.js';
import type { CrashRepository } from './crash.repository.js';
import type { StudioCrashChainRow, StudioCrashRoundRow } from './crash.tables.js';

/** Lets every promise chain the loop started run to its next wait. */
export const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A clock the test moves: timers fire in order as it advances, with no real waiting. */
export const manualClock = (start = 1_700_000_000_000) => {
  let now = start;
  let nextId = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  const clock: CrashClock & { advance(ms: number): Promise<void>; advanceTo(at: number): Promise<void> } = {
    now: () => now,
    after(ms, run) {
      const id = (nextId += 1);
      timers.set(id, { at: now + ms, run });
      return () => timers.delete(id);
    },
    async advanceTo(at) {
      for (;;) {
        await settle();
        const [id, due] = [...timers.entries()]
          .filter(([, timer]) => timer.at <= at)
          .sort(([, a], [, b]) => a.at - b.at)[0] ?? [undefined, undefined];
        if (id === undefined || !due) break;
        timers.delete(id);
        now = Math.max(now, due.at);
        due.run();
      }
      now = Math.max(now, at);
      await settle();
    },
    advance: (ms) => clock.advanceTo(now + ms),
  };
  return clock;
};

/** The crash tables in memory, with the same rules as the repository's queries. */
export const memoryCrashRepository = (seed: StudioCrashChainRow[] = []) => {
  const chains = seed.map((row) => ({ ...row }));
  const rounds: StudioCrashRoundRow[] = [];
  const repository: CrashRepository = {
    activeChain: async () => chains.find((chain) => chain.retiredAt === null) ?? null,
    async replaceChain(retiring, chain) {
      const old = chains.find((row) => row.id === retiring && row.retiredAt === null);
      if (old) old.retiredAt = new Date();
      chains.push({ ...chain, nextRound: 1, createdAt: new Date(), retiredAt: null });
    },
    async claimRound(input) {
      const chain = chains.find((row) => row.id === input.chainId && row.retiredAt === null);
      if (!chain || chain.nextRound !== input.round || input.round > chain.length) return false;
      chain.nextRound = input.round + 1;
      rounds.push({ ...input, status: 'betting', startedAt: null, endedAt: null });
      return true;
    },
    async markRound(key, change) {
      const row = rounds.find((one) => one.chainId === key.chainId && one.round === key.round);
      if (row) Object.assign(row, change);
    },
    async interruptUnfinished(at) {
      const open = rounds.filter((row) => row.status === 'betting' || row.status === 'flying');
      for (const row of open) Object.assign(row, { status: 'interrupted', endedAt: at });
      return open;
    },
    recentCrashes: async (limit) =>
      rounds
        .filter((row) => row.status === 'crashed')
        .sort((a, b) => b.endedAt!.getTime() - a.endedAt!.getTime())
        .slice(0, limit),
  };
  return { repository, chains, rounds };
};
