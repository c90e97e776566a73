/** Waits of the reel animation; tests and reduced motion pass shorter ones. */
export type Wait = (ms: number) => Promise<void>;

export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

export const realWait: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * With reduced motion the reels do not roll, so the pauses that follow them shrink; the pause that
 * lets a win be read stays (it is capped, not removed).
 */
export const defaultWait = (): Wait =>
  prefersReducedMotion() ? (ms) => realWait(Math.min(ms, 250)) : realWait;
