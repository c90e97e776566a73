import { createInstanceCache } from '@platform/server-kit';

/**
 * At most `perSecond` shots of one session in any second: a held button or a script cannot flood
 * the wallet with bets. Kept per instance, like the sessions themselves (a session lives on the
 * instance that opened it).
 */
export const createShotRate = (options: { perSecond: number; maxSessions: number; now?: () => number }) => {
  const now = options.now ?? Date.now;
  const WINDOW_MS = 1_000;
  const recent = createInstanceCache<number[]>({ maxEntries: options.maxSessions, now });
  return {
    /** Counts a shot of the session if the last second leaves room for it; false when it does not. */
    take(sessionKey: string): boolean {
      const at = now();
      const times = (recent.get(sessionKey) ?? []).filter((time) => time > at - WINDOW_MS);
      if (times.length >= options.perSecond) {
        recent.set(sessionKey, times, at + WINDOW_MS);
        return false;
      }
      times.push(at);
      recent.set(sessionKey, times, at + WINDOW_MS);
      return true;
    },
  };
};

export type ShotRate = ReturnType<typeof createShotRate>;
