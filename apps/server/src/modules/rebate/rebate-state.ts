import type { RebateStatus } from '@platform/contracts';

/** What may happen to a period's rebate (docs/rebate.md, "States"). */
export type RebateEvent = 'CLAIM' | 'PAY' | 'EXPIRE';

/**
 * The state an event moves a rebate to, or null where it does not apply (the row was claimed,
 * paid or expired first). Only PENDING moves; every move is one conditional update from it.
 */
export const nextRebateStatus = (status: RebateStatus, event: RebateEvent): RebateStatus | null => {
  switch (status) {
    case 'PENDING':
      switch (event) {
        case 'CLAIM':
          return 'CLAIMED';
        case 'PAY':
          return 'PAID';
        case 'EXPIRE':
          return 'EXPIRED';
        default: {
          const unknown: never = event;
          throw new Error(`unknown rebate event ${String(unknown)}`);
        }
      }
    case 'CLAIMED':
    case 'PAID':
    case 'EXPIRED':
      return null;
    default: {
      const unknown: never = status;
      throw new Error(`unknown rebate status ${String(unknown)}`);
    }
  }
};
