import type { LotteryTicket } from '@platform/contracts';
import type { StudioLotteryTicketRow } from './lottery.tables.js';

/** A ticket as the page's contract shows it (only tickets that became tickets are shown). */
export const ticketView = (row: StudioLotteryTicketRow): LotteryTicket => {
  switch (row.status) {
    case 'OPEN':
    case 'WON':
    case 'LOST':
    case 'CANCELLED':
      return {
        id: row.id,
        drawId: row.drawId,
        bet: row.bet,
        stakeMinor: row.stakeMinor,
        status: row.status,
        payoutMinor: row.payoutMinor,
        createdAt: row.createdAt.getTime(),
      };
    case 'PLACING':
    case 'REFUSED':
    case 'ROLLED_BACK':
      throw new Error(`lottery ticket ${row.id} is ${row.status}, not a ticket to show`);
    default: {
      const unknown: never = row.status;
      throw new Error(`unknown lottery ticket state ${String(unknown)}`);
    }
  }
};
