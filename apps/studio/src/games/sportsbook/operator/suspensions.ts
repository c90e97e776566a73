import type { LegRef } from '../book.js';

/** An operator's suspension in force: of a whole event (`marketKey` null) or one market of it. */
export type Suspension = {
  eventId: string;
  marketKey: string | null;
  operator: string;
  reason: string;
  suspendedAt: Date;
};

/** What reads the suspensions in force (all, or those of some events). */
export type SuspensionReader = {
  active(eventIds?: readonly string[]): Promise<Suspension[]>;
};

/** Whether one of the suspensions stops betting on the market of `leg`. */
export const isSuspended = (
  suspensions: readonly Suspension[],
  leg: Pick<LegRef, 'eventId' | 'marketKey'>,
): boolean =>
  suspensions.some(
    (each) => each.eventId === leg.eventId && (each.marketKey === null || each.marketKey === leg.marketKey),
  );
