import { RECORDS_MAX_DAYS } from '@platform/contracts';
import { AppError } from '@platform/server-kit';

// Brazil has kept UTC−3 all year since daylight saving ended in 2019, so Brasília days are fixed
// offsets; a market with DST would need the zone's rules here.
const BRASILIA_OFFSET = '-03:00';

/**
 * The instants [from, to) covering calendar days `from` to `to` (yyyy-MM-dd, inclusive) in
 * Brasília time. Refuses an inverted range or one longer than `maxDays` (the records'
 * RECORDS_MAX_DAYS unless told).
 */
export const dayRange = (
  from: string,
  to: string,
  maxDays: number = RECORDS_MAX_DAYS,
): { from: Date; to: Date } => {
  const start = new Date(`${from}T00:00:00${BRASILIA_OFFSET}`);
  const end = new Date(new Date(`${to}T00:00:00${BRASILIA_OFFSET}`).getTime() + 86_400_000);
  const days = (end.getTime() - start.getTime()) / 86_400_000;
  if (Number.isNaN(days) || days < 1 || days > maxDays) {
    throw new AppError('validation-failed', {
      value: { fields: [{ field: 'to', messageKey: 'invalid', message: `1–${maxDays} days` }] },
    });
  }
  return { from: start, to: end };
};

/** The Brasília calendar day of an instant (yyyy-MM-dd). */
export const brasiliaDay = (instant: Date): string =>
  new Date(instant.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);

/** The instant the Brasília calendar day of `instant` began (for per-day limits). */
export const brasiliaDayStart = (instant: Date): Date =>
  new Date(`${brasiliaDay(instant)}T00:00:00${BRASILIA_OFFSET}`);
