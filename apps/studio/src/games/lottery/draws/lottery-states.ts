import type { LotteryDrawState, LotteryTicketState } from './lottery.tables.js';

/**
 * A draw's state machine. Every move is one conditional UPDATE on the state the mover saw, so two
 * instances racing for the same move cannot both make it.
 *
 * SCHEDULED  created with its seed's hash published; tickets are sold until `closesAt`
 *                                                       → CLOSED | CANCELLED
 * CLOSED     betting is over; waiting for `drawAt`       → DRAWN | CANCELLED
 * DRAWN      the result is stored and the seed revealed  → SETTLED
 * SETTLED    every ticket closed and its wallet call answered (final)
 * CANCELLED  no result; every ticket refunded through rollback (final)
 */
export const DRAW_NEXT_STATES = {
  SCHEDULED: ['CLOSED', 'CANCELLED'],
  CLOSED: ['DRAWN', 'CANCELLED'],
  DRAWN: ['SETTLED'],
  SETTLED: [],
  CANCELLED: [],
} as const satisfies Record<LotteryDrawState, readonly LotteryDrawState[]>;

export const canMoveDraw = (from: LotteryDrawState, to: LotteryDrawState): boolean =>
  (DRAW_NEXT_STATES[from] as readonly LotteryDrawState[]).includes(to);

/** Whether the draw's seed (and result) may be shown: only once it is drawn. */
export const isRevealed = (state: LotteryDrawState): boolean => {
  switch (state) {
    case 'DRAWN':
    case 'SETTLED':
      return true;
    case 'SCHEDULED':
    case 'CLOSED':
    case 'CANCELLED':
      return false;
    default: {
      const unknown: never = state;
      throw new Error(`unknown lottery draw state ${String(unknown)}`);
    }
  }
};

/**
 * A ticket's state machine, the sportsbook's (bet-states.ts) for one-draw bets. Every move is one
 * conditional UPDATE on the state the mover saw (or made under the ticket's row lock), and the
 * wallet call it owes is written with it.
 *
 * PLACING     stored (its exposure taken) before the stake is sent → OPEN | REFUSED | ROLLED_BACK
 * OPEN        the wallet took the stake                           → WON | LOST | CANCELLED
 * REFUSED     the wallet refused the stake: nothing moved (final)
 * ROLLED_BACK the stake's answer never came: rolled back (final)
 * WON / LOST  settled on the draw's result (final); the player's payout row pays it with their others
 * CANCELLED   the draw was cancelled: the stake refunded through rollback (final)
 */
export const TICKET_NEXT_STATES = {
  PLACING: ['OPEN', 'REFUSED', 'ROLLED_BACK'],
  OPEN: ['WON', 'LOST', 'CANCELLED'],
  REFUSED: [],
  ROLLED_BACK: [],
  WON: [],
  LOST: [],
  CANCELLED: [],
} as const satisfies Record<LotteryTicketState, readonly LotteryTicketState[]>;

export const canMoveTicket = (from: LotteryTicketState, to: LotteryTicketState): boolean =>
  (TICKET_NEXT_STATES[from] as readonly LotteryTicketState[]).includes(to);

/**
 * The seamless round of a player's tickets of one draw: every stake is a bet of it, each refund
 * takes back one, and one win (the payout row's) closes it. One round per player and draw rather
 * than per ticket, so settling a draw of a million tickets makes a closing call per player
 * (docs/decisions/0024-lottery-round-per-player-and-draw.md).
 */
export const drawRoundId = (drawId: string, playerId: string) => `${drawId}:${playerId}`;

/** The seamless transaction ids of a ticket's own calls. */
export const ticketWalletIds = {
  stake: (ticketId: string) => `${ticketId}:bet`,
  rollback: (ticketId: string) => `${ticketId}:rollback`,
};

/** The id of the win that closes a player's round of a draw. */
export const payoutTransactionId = (drawId: string, playerId: string) =>
  `${drawRoundId(drawId, playerId)}:settle`;
