import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '../../timing';
import { multiplierAt } from './crash-math';
import type { RoundView } from './crash-state';

/** The server's time as this page estimates it, ticking while a round takes bets or flies. */
export const useFlightClock = (input: { round: RoundView | null; offset: number; growthPerMs: number }) => {
  const { round, offset, growthPerMs } = input;
  const [localNow, setLocalNow] = useState(() => Date.now());
  const ticking = round !== null && round.phase !== 'crashed';

  useEffect(() => {
    if (!ticking) return;
    // With reduced motion the figures step a few times a second instead of animating.
    const slow = prefersReducedMotion();
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      setLocalNow(Date.now());
      if (!slow && typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(tick);
      else timer = setTimeout(tick, slow ? 250 : 50);
    };
    tick();
    return () => {
      if (frame) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ticking]);

  const now = localNow + offset;
  const elapsed = round?.startedAt != null ? Math.max(0, now - round.startedAt) : 0;
  const multiplier =
    round?.phase === 'crashed' && round.crashPoint !== null
      ? round.crashPoint
      : round?.phase === 'flying'
        ? multiplierAt(elapsed, growthPerMs)
        : 100;
  const bettingLeft =
    round?.phase === 'betting' && round.bettingEndsAt !== null ? Math.max(0, round.bettingEndsAt - now) : 0;
  return { now, elapsed, multiplier, bettingLeft };
};
