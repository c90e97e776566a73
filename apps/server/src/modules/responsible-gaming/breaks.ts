import type { PauseDuration, SelfExclusionDuration } from '@platform/contracts';

const HOUR_MS = 3_600_000;

/** `from` plus whole calendar months (UTC): a month from 31 January ends on 3 March, never before. */
const addMonths = (from: Date, months: number): Date => {
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
};

/**
 * When a break of this length, begun at `from`, ends: pauses by the hour (24 hours, 7, 30 days,
 * 6 weeks), self-exclusions by calendar months; null for an indefinite self-exclusion.
 */
export const breakEnd = (duration: PauseDuration | SelfExclusionDuration, from: Date): Date | null => {
  switch (duration) {
    case '24H':
      return new Date(from.getTime() + 24 * HOUR_MS);
    case '7D':
      return new Date(from.getTime() + 7 * 24 * HOUR_MS);
    case '30D':
      return new Date(from.getTime() + 30 * 24 * HOUR_MS);
    case '6W':
      return new Date(from.getTime() + 42 * 24 * HOUR_MS);
    case '6M':
      return addMonths(from, 6);
    case '1Y':
      return addMonths(from, 12);
    case '2Y':
      return addMonths(from, 24);
    case '5Y':
      return addMonths(from, 60);
    case 'INDEFINITE':
      return null;
    default: {
      const unknown: never = duration;
      throw new Error(`unknown break duration ${String(unknown)}`);
    }
  }
};
