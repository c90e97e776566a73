export const AUTOPLAY_COUNTS = [10, 25, 50, 100] as const;
/** Loss limits offered, in bets (shown as money at the current bet); null = no limit. */
export const LOSS_LIMIT_BETS = [null, 5, 10, 25, 50, 100] as const;

export type AutoplaySettings = {
  count: number;
  stopOnWin: boolean;
  /** Stop once the net loss since the start exceeds this many centavos; null = never. */
  lossLimit: number | null;
};

export type AutoplayProgress = { played: number; staked: number; won: number };

export type AutoplayStop = 'done' | 'win' | 'loss' | 'error' | 'user';

/** After a round: whether auto-play goes on, and if not why (error and user stops are the caller's). */
export const autoplayVerdict = (input: {
  settings: AutoplaySettings;
  progress: AutoplayProgress;
  lastWin: number;
}): AutoplayStop | null => {
  const { settings, progress, lastWin } = input;
  if (settings.stopOnWin && lastWin > 0) return 'win';
  if (settings.lossLimit !== null && progress.staked - progress.won > settings.lossLimit) return 'loss';
  if (progress.played >= settings.count) return 'done';
  return null;
};
