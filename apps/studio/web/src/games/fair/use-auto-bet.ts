import { useCallback, useRef, useState } from 'react';
import { autoplayVerdict, type AutoplaySettings, type AutoplayStop } from '../../autoplay';
import type { Wait } from '../../timing';
import type { RoundOutcome } from './use-fair-play';

/** A short breath between automatic bets, so each result can be seen. */
const AUTO_GAP_MS = 300;

/**
 * Automatic bets with the slot's stop rules (../autoplay.ts): a count, any win, a loss limit;
 * any refusal stops them, and so does the player.
 */
export const useAutoBet = (wait: Wait) => {
  const [left, setLeft] = useState<number | null>(null);
  const [stopped, setStopped] = useState<AutoplayStop | null>(null);
  const stopRequested = useRef(false);
  const running = useRef(false);

  const start = useCallback(
    async (input: { settings: AutoplaySettings; bet: number; playOnce: () => Promise<RoundOutcome> }) => {
      if (running.current) return;
      running.current = true;
      stopRequested.current = false;
      setStopped(null);
      const { settings, bet, playOnce } = input;
      const progress = { played: 0, staked: 0, won: 0 };
      setLeft(settings.count);
      const run = async (): Promise<AutoplayStop> => {
        for (;;) {
          const outcome = await playOnce();
          if (!outcome.ok) return 'error';
          progress.played += 1;
          progress.staked += bet;
          progress.won += outcome.win;
          setLeft(settings.count - progress.played);
          const verdict = autoplayVerdict({ settings, progress, lastWin: outcome.win });
          if (verdict) return verdict;
          if (stopRequested.current) return 'user';
          await wait(AUTO_GAP_MS);
          if (stopRequested.current) return 'user';
        }
      };
      try {
        setStopped(await run());
      } finally {
        running.current = false;
        setLeft(null);
      }
    },
    [wait],
  );

  const stop = useCallback(() => {
    stopRequested.current = true;
  }, []);

  return { left, running: left !== null, stopped, start, stop, clearStopped: () => setStopped(null) };
};

export type AutoBet = ReturnType<typeof useAutoBet>;
