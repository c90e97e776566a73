/**
 * How one selection ends. HALF_WON and HALF_LOST come from quarter lines, whose stake is split
 * over the two neighbouring lines (lines.ts); VOID returns the stake (a push, or a market that
 * could not be settled).
 */
export const OUTCOMES = ['WON', 'HALF_WON', 'VOID', 'HALF_LOST', 'LOST'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** The chance of each outcome of one selection; the five add up to 1. */
export type OutcomeDistribution = Readonly<Record<Outcome, number>>;

export const emptyDistribution = (): Record<Outcome, number> => ({
  WON: 0,
  HALF_WON: 0,
  VOID: 0,
  HALF_LOST: 0,
  LOST: 0,
});

export const certainOutcome = (outcome: Outcome): OutcomeDistribution => ({
  ...emptyDistribution(),
  [outcome]: 1,
});

/**
 * The probability a selection's fair odds stand for: 1 / o, where o makes the expected return
 * exactly the stake. From pW·o + pHW·(o + 1)/2 + pV + pHL/2 = 1:
 *
 *   o = (1 − pV − pHW/2 − pHL/2) / (pW + pHW/2)
 *
 * For a plain win-or-lose selection this is just pW. For the two sides of a handicap or total
 * line (each side's WON is the other's LOST, HALF_WON the other's HALF_LOST), the two effective
 * probabilities add up to exactly 1, so a margin can be laid on them like on any two-way market.
 * Null when the selection can only be void: it has no price.
 */
export const effectiveProbability = (distribution: OutcomeDistribution): number | null => {
  const { WON, HALF_WON, VOID, HALF_LOST } = distribution;
  const stakeAtRisk = 1 - VOID - HALF_WON / 2 - HALF_LOST / 2;
  if (stakeAtRisk <= 0) return null;
  return (WON + HALF_WON / 2) / stakeAtRisk;
};
