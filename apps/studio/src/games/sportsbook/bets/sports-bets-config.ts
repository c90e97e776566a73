/** The bets' limits, from the studio's configuration (the wiring maps its settings onto this). */
export type SportsBetsConfig = {
  /** The least stake of one line (a Trixie of this a line costs 4×). */
  minStakeMinor: number;
  /** The most a whole bet may stake (every line together). */
  maxStakeMinor: number;
  /** The most one bet may pay, stake included; returns above it are cut to it. */
  maxPayoutMinor: number;
  /** An in-play bet is priced again this long after it arrives, and placed at that price. */
  inPlayDelayMs: number;
  /** Kept from a cash-out's fair value, in basis points (300: 97 % is paid). */
  cashOutMarginBp: number;
  /** The most the open bets on one selection may stand to return together. */
  liabilityLimitMinor: number;
  /** The same on one market of an event (every selection of it together). */
  marketLiabilityLimitMinor: number;
  /** The same on one event (every market of it together). */
  eventLiabilityLimitMinor: number;
};
