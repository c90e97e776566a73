import type { LuckyTicketStatus } from '@platform/contracts';

/** What may happen to a ticket (docs/lucky-draws.md, "States"). */
export type LuckyTicketEvent = 'OPEN' | 'PAY' | 'EXPIRE' | 'ENTER';

/**
 * The state an event moves a ticket to, or null where it does not apply (another open, the
 * expiry or a claim came first). Every move is one conditional update from the state named here.
 */
export const nextTicketStatus = (
  status: LuckyTicketStatus,
  event: LuckyTicketEvent,
): LuckyTicketStatus | null => {
  switch (status) {
    case 'AVAILABLE':
      switch (event) {
        case 'OPEN':
          return 'DRAWN';
        case 'EXPIRE':
          return 'EXPIRED';
        case 'ENTER':
          return 'ENTERED';
        case 'PAY':
          return null;
        default: {
          const unknown: never = event;
          throw new Error(`unknown ticket event ${String(unknown)}`);
        }
      }
    case 'DRAWN':
      return event === 'PAY' ? 'PAID' : null;
    case 'PAID':
    case 'EXPIRED':
    case 'ENTERED':
      return null;
    default: {
      const unknown: never = status;
      throw new Error(`unknown ticket status ${String(unknown)}`);
    }
  }
};
