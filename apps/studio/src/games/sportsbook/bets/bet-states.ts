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
 * WON/LOST/VOID settled on results; a corrected result re-settles them (→ WON | LOST | VOID, the
 *             difference paid through the wallet's adjust); no other move leaves them
 * CASHED_OUT  the rest of the stake cashed out (final: a correction leaves a cash-out as it is)
 */
export const NEXT_STATES = {
  PLACING: ['OPEN', 'REFUSED', 'ROLLED_BACK'],
  OPEN: ['OPEN', 'WON', 'LOST', 'VOID', 'CASHED_OUT'],
  REFUSED: [],
  ROLLED_BACK: [],
  WON: ['WON', 'LOST', 'VOID'],
  LOST: ['WON', 'LOST', 'VOID'],
  VOID: ['WON', 'LOST', 'VOID'],
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
  /**
   * Whether a WIN payment of the bet is one of its cash-outs: the wallet is told so (the win's
   * `reason`), and the operator decides whether a cashed-out bet counts as valid turnover. Read
   * from the id, so a cash-out written before the wallet took reasons is sent with one too.
   */
  isCashOut: (betId: string, transactionId: string) => {
    const prefix = `${betId}:cashout:`;
    return transactionId.startsWith(prefix) && /^\d+$/u.test(transactionId.slice(prefix.length));
  },
  /** The difference a corrected result (the event of leg `legIndex`, at `version`) makes. */
  resettle: (betId: string, legIndex: number, version: number) => `${betId}:resettle:${legIndex}:${version}`,
};

/**
 * Whether a corrected result re-settles a bet in this state: a settled bet is settled again, an
 * open one only has its leg's outcome rewritten (it settles later as usual), and the others are
 * left as they are — a cash-out stands whatever the result, and a placement that never became a
 * bet has nothing to correct.
 */
export const correctionOf = (state: SportsBetState): 'RESETTLE' | 'REWRITE_LEG' | 'NONE' => {
  switch (state) {
    case 'WON':
    case 'LOST':
    case 'VOID':
      return 'RESETTLE';
    case 'OPEN':
      return 'REWRITE_LEG';
    case 'PLACING':
    case 'REFUSED':
    case 'ROLLED_BACK':
    case 'CASHED_OUT':
      return 'NONE';
    default: {
      const unknown: never = state;
      throw new Error(`unknown sports bet state ${String(unknown)}`);
    }
  }
};
