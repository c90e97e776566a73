import type { LegRef } from '../book.js';

/**
 * The book's limits on what its open bets may stand to return together (docs/sportsbook.md,
 * "Liability"): on one selection, on one market of an event, on a whole event. A bet counts its
 * whole potential return at each level it touches (a multiple on every one of its legs: any leg
 * can be the last to win).
 */
export type LiabilityLimits = {
  selectionMinor: number;
  marketMinor: number;
  eventMinor: number;
};

export type LiabilityLevel = 'SELECTION' | 'MARKET' | 'EVENT';

/** The refusal of a placement that would pass the limit of `level`. */
export const limitRefusalCode = (level: LiabilityLevel) => {
  switch (level) {
    case 'SELECTION':
      return 'sports-liability-reached' as const;
    case 'MARKET':
      return 'sports-market-limit-reached' as const;
    case 'EVENT':
      return 'sports-event-limit-reached' as const;
    default: {
      const unknown: never = level;
      throw new Error(`unknown liability level ${String(unknown)}`);
    }
  }
};

/** Whether adding `amountMinor` to `exposureMinor` stays within `limitMinor` (reaching it exactly is allowed). */
export const fitsLimit = (exposureMinor: number, amountMinor: number, limitMinor: number): boolean =>
  exposureMinor + amountMinor <= limitMinor;

/**
 * The first level whose limit one bet of `amountMinor` passes on its own (nothing else open), or
 * null: such a bet is refused before any row is touched.
 */
export const levelPassedAlone = (amountMinor: number, limits: LiabilityLimits): LiabilityLevel | null => {
  if (!fitsLimit(0, amountMinor, limits.selectionMinor)) return 'SELECTION';
  if (!fitsLimit(0, amountMinor, limits.marketMinor)) return 'MARKET';
  if (!fitsLimit(0, amountMinor, limits.eventMinor)) return 'EVENT';
  return null;
};

/** Code-point order, as PostgreSQL's `collate "C"`: locale orders differ between JS and the server. */
const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The liability rows a bet on these legs reserves, each once and in the order every placement and
 * release locks them (selections, then markets, then events; each by key in code-point order), so
 * two of them never wait on each other crosswise.
 */
export const liabilityRows = (legs: readonly LegRef[]) => {
  const selections = [...legs].sort(
    (a, b) =>
      byCodePoint(a.eventId, b.eventId) ||
      byCodePoint(a.marketKey, b.marketKey) ||
      byCodePoint(a.selection, b.selection),
  );
  const markets = new Map<string, { eventId: string; marketKey: string }>();
  for (const { eventId, marketKey } of selections) {
    markets.set(JSON.stringify([eventId, marketKey]), { eventId, marketKey });
  }
  const events = [...new Set(selections.map((leg) => leg.eventId))];
  return { selections, markets: [...markets.values()], events };
};
