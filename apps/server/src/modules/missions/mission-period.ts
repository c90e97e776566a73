import type { MissionPeriod } from '@platform/contracts';
import { brasiliaDay } from '../../lib/day-range.js';

const DAY_MS = 86_400_000;
/** Brasília keeps UTC−3 all year (lib/day-range.ts). */
const BRASILIA_OFFSET_MS = 3 * 3_600_000;

/**
 * How long after its period ends a completed mission may still be claimed: the progress job reads
 * rounds a minute after they close, so a round closed at 23:59 still completes yesterday's mission,
 * and the member has this long to claim it (docs/missions.md, "Decisions").
 */
export const CLAIM_GRACE_MS = 60 * 60_000;

export type MissionPeriodSpan = { key: string; startsAt: Date; endsAt: Date };

const dayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + BRASILIA_OFFSET_MS);

/**
 * The period of a mission containing an instant: a Brasília calendar day (key: the day), or the
 * week from Monday 00:00 in Brasília (key: that Monday).
 */
export const periodOf = (period: MissionPeriod, at: Date): MissionPeriodSpan => {
  const day = brasiliaDay(at);
  switch (period) {
    case 'DAILY': {
      const startsAt = dayStart(day);
      return { key: day, startsAt, endsAt: new Date(startsAt.getTime() + DAY_MS) };
    }
    case 'WEEKLY': {
      // getUTCDay of the Brasília date: 0 Sunday … 6 Saturday; Monday starts the week.
      const sinceMonday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
      const startsAt = new Date(dayStart(day).getTime() - sinceMonday * DAY_MS);
      return {
        key: brasiliaDay(startsAt),
        startsAt,
        endsAt: new Date(startsAt.getTime() + 7 * DAY_MS),
      };
    }
    default: {
      const unknown: never = period;
      throw new Error(`unknown mission period ${String(unknown)}`);
    }
  }
};

/** Until when a mission of a period ending at `endsAt` may be claimed. */
export const claimableUntil = (endsAt: Date): Date => new Date(endsAt.getTime() + CLAIM_GRACE_MS);
