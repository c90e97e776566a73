import type { SessionSummaryResponse } from '@platform/contracts';

/**
 * When the next reality check is due: the first whole multiple of the interval, counted from the
 * session's start, strictly after `now`. Counting from the start (not from the last "Continuar")
 * keeps the checks on the hour marks of the session, however long the member left the pop-up open.
 */
export const nextCheckAt = (startedAt: Date, now: Date, intervalMinutes: number): Date | null => {
  if (intervalMinutes <= 0) return null;
  const intervalMs = intervalMinutes * 60_000;
  const elapsed = Math.max(0, now.getTime() - startedAt.getTime());
  return new Date(startedAt.getTime() + (Math.floor(elapsed / intervalMs) + 1) * intervalMs);
};

/**
 * The reality check (docs/responsible-gaming.md): how long the caller's session has lasted and
 * what its play moved, from the wallet's postings since the session opened.
 */
export const createRealityCheckService = (deps: {
  sessionStart(principal: { sessionId: string }): Promise<Date>;
  playSince(memberId: string, since: Date): Promise<{ bets: number; wins: number }>;
  intervalMinutes(): Promise<number>;
  now?: () => Date;
}) => {
  const now = deps.now ?? (() => new Date());
  return {
    async summaryOf(principal: { sessionId: string; memberId: string }): Promise<SessionSummaryResponse> {
      const startedAt = await deps.sessionStart(principal);
      const [play, intervalMinutes] = await Promise.all([
        deps.playSince(principal.memberId, startedAt),
        deps.intervalMinutes(),
      ]);
      const at = now();
      return {
        startedAt: startedAt.toISOString(),
        elapsedSeconds: Math.max(0, Math.floor((at.getTime() - startedAt.getTime()) / 1000)),
        bets: play.bets,
        wins: play.wins,
        net: play.wins - play.bets,
        intervalMinutes,
        nextCheckAt: nextCheckAt(startedAt, at, intervalMinutes)?.toISOString() ?? null,
      };
    },
  };
};

export type RealityCheckService = ReturnType<typeof createRealityCheckService>;
