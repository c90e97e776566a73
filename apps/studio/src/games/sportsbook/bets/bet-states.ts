import type { SportsBetStatus } from '@platform/contracts';
import type { SportsBetState } from './sportsbook-bets.tables.js';

/**
 * A sports bet's state machine (docs/sportsbook.md, "The money path"). Every move is decided under
 * the bet's row lock (or by one conditional UPDATE on the state the mover saw), and the wallet
 * call it owes is written as a payment row in the same transaction, under an id made from the bet
 * and the move, so no retry, recovery run or racing request can pay it twice.
 *
 * PLACING     stored before the stake is sent           → OPEN | REFUSED | ROLLED_BACK
 * OPEN        the wallet took the stake                 → WON | LOST | VOID | CASHED_OUT, or OPEN
 *                                                         again with a smaller stake (partial cash-out)
 * REFUSED     the wallet refused the stake: nothing moved (final)
 * ROLLED_BACK the stake's answer never came: rolled back (final)
 * WON/LOST/VOID settled on results (final); CASHED_OUT: the rest of the stake cashed out (final)
 */
export const NEXT_STATES = {
  PLACING: ['OPEN', 'REFUSED', 'ROLLED_BACK'],
  OPEN: ['OPEN', 'WON', 'LOST', 'VOID', 'CASHED_OUT'],
  REFUSED: [],
  ROLLED_BACK: [],
  WON: [],
  LOST: [],
  VOID: [],
  CASHED_OUT: [],
} as const satisfies Record<SportsBetState, readonly SportsBetState[]>;

export const canMove = (from: SportsBetState, to: SportsBetState): boolean =>
  (NEXT_STATES[from] as readonly SportsBetState[]).includes(to);

/** The state as the page's contract names it; null for a placement that never became a bet. */
export const publicStatus = (state: SportsBetState): SportsBetStatus | null => {
  switch (state) {
    case 'PLACING':
    case 'REFUSED':
    case 'ROLLED_BACK':
      return null;
    case 'OPEN':
    case 'WON':
    case 'LOST':
    case 'VOID':
    case 'CASHED_OUT':
      return state;
    default: {
      const unknown: never = state;
      throw new Error(`unknown sports bet state ${String(unknown)}`);
    }
  }
};

/**
 * The seamless transaction ids of a bet: its id is the round; each move has one id, so a resend
 * is a duplicate for the wallet. A settlement and a cash-out of the same bet have different ids,
 * which is why the lock (not the wallet) decides that only one of them happens.
 */
export const walletIds = {
  stake: (betId: string) => `${betId}:bet`,
  rollback: (betId: string) => `${betId}:rollback`,
  settle: (betId: string) => `${betId}:settle`,
  /** n counts the bet's cash-outs from 1 (partial ones too). */
  cashOut: (betId: string, n: number) => `${betId}:cashout:${n}`,
};
