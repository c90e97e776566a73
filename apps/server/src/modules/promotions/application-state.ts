import type {
  PromotionApplicationStatus,
  PromotionEntry,
  PromotionMemberStatus,
  PromotionPeriod,
} from '@platform/contracts';
import { brasiliaDay, brasiliaDayStart } from '../../lib/day-range.js';

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
 * The time a WAGER promotion's target counts valid turnover in: its period (the whole window, or
 * the Brasília day of `now`) within its window, up to `now`.
 */
export const targetRangeOf = (
  promotion: { period: PromotionPeriod; startsAt: Date; endsAt: Date },
  now: Date,
): { from: Date; to: Date } => {
  const to = now < promotion.endsAt ? now : promotion.endsAt;
  switch (promotion.period) {
    case 'ONCE':
      return { from: promotion.startsAt, to };
    case 'DAY': {
      const day = brasiliaDayStart(now);
      return { from: day > promotion.startsAt ? day : promotion.startsAt, to };
    }
    default: {
      const unknown: never = promotion.period;
      throw new Error(`unknown promotion period ${String(unknown)}`);
    }
  }
};

/**
 * What a promotion in its window offers a member who has not taken part this period: JOIN (apply;
 * for a deposit promotion, make a deposit; for a wagering target, play on) or CLAIM (a wagering
 * target once met).
 */
const openStatusOf = (entry: PromotionEntry, targetMet: boolean): PromotionMemberStatus => {
  switch (entry) {
    case 'MANUAL':
    case 'DEPOSIT':
    case 'FIRST_DEPOSIT':
      return 'JOIN';
    case 'CLAIM':
      return 'CLAIM';
    case 'WAGER':
      return targetMet ? 'CLAIM' : 'JOIN';
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
  /** WAGER: whether the member's counted turnover this period reaches the target. */
  targetMet?: boolean;
}): PromotionMemberStatus => {
  const { application } = options;
  if (application === null) {
    if (options.now < options.startsAt) return 'COMING_SOON';
    if (options.now >= options.endsAt) return 'CLOSE';
    return openStatusOf(options.entry, options.targetMet ?? false);
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
