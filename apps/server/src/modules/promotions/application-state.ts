import type {
  PromotionApplicationStatus,
  PromotionEntry,
  PromotionMemberStatus,
  PromotionPeriod,
} from '@platform/contracts';
import { brasiliaDay } from '../../lib/day-range.js';

/** What may happen to an application (docs/promotions.md, "States"). */
export type ApplicationEvent = 'APPROVE' | 'REJECT' | 'PAID' | 'PAYMENT_REFUSED';

/**
 * The state an event moves an application to, or null when the event does not apply there (the
 * caller answers promotion-application-state-changed). A refused payment returns an approved
 * application to APPLYING; a refused claim has no state to return to (its row is removed).
 */
export const nextStatus = (
  status: PromotionApplicationStatus,
  event: ApplicationEvent,
  entry: PromotionEntry,
): PromotionApplicationStatus | null => {
  switch (status) {
    case 'APPLYING':
      if (event === 'APPROVE') return 'PAYING';
      if (event === 'REJECT') return 'REJECTED';
      return null;
    case 'PAYING':
      if (event === 'PAID') return entry === 'MANUAL' ? 'ISSUED' : 'CLAIMED';
      if (event === 'PAYMENT_REFUSED' && entry === 'MANUAL') return 'APPLYING';
      return null;
    case 'REJECTED':
    case 'ISSUED':
    case 'CLAIMED':
      return null;
    default: {
      const unknown: never = status;
      throw new Error(`unknown application status ${String(unknown)}`);
    }
  }
};

/** The period an application counts in: once ever, or the Brasília day of `now`. */
export const periodKeyOf = (period: PromotionPeriod, now: Date): string => {
  switch (period) {
    case 'ONCE':
      return 'ONCE';
    case 'DAY':
      return brasiliaDay(now);
    default: {
      const unknown: never = period;
      throw new Error(`unknown promotion period ${String(unknown)}`);
    }
  }
};

/**
 * What a promotion in its window offers a member who has not taken part this period: JOIN (apply;
 * for a deposit promotion, make a deposit) or CLAIM.
 */
const openStatusOf = (entry: PromotionEntry): PromotionMemberStatus => {
  switch (entry) {
    case 'MANUAL':
    case 'DEPOSIT':
    case 'FIRST_DEPOSIT':
      return 'JOIN';
    case 'CLAIM':
      return 'CLAIM';
    default: {
      const unknown: never = entry;
      throw new Error(`unknown promotion entry ${String(unknown)}`);
    }
  }
};

/**
 * The spec's activity status a member sees: the application of the current period when there is
 * one, otherwise what the window allows (coming soon, join or claim, close).
 */
export const memberStatusOf = (options: {
  entry: PromotionEntry;
  startsAt: Date;
  endsAt: Date;
  now: Date;
  application: PromotionApplicationStatus | null;
}): PromotionMemberStatus => {
  const { application } = options;
  if (application === null) {
    if (options.now < options.startsAt) return 'COMING_SOON';
    if (options.now >= options.endsAt) return 'CLOSE';
    return openStatusOf(options.entry);
  }
  switch (application) {
    case 'APPLYING':
      return 'APPLYING';
    case 'PAYING':
      return 'IN_PROCESS';
    case 'REJECTED':
      return 'REJECTED';
    case 'ISSUED':
      return 'ISSUED';
    case 'CLAIMED':
      return 'CLAIMED';
    default: {
      const unknown: never = application;
      throw new Error(`unknown application status ${String(unknown)}`);
    }
  }
};
