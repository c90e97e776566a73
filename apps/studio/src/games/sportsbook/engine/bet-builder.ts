import { SPORTS_BUILDER_LEGS, type SportsBuilderRefusal } from '@platform/contracts';
import {
  finalScoreMatrix,
  forEachHalfAndFullTime,
  matrixCells,
  type ExpectedGoals,
  type FootballModelParameters,
  type MatchState,
} from './football-model.js';
import { SportsbookInputError } from './input-error.js';
import { lineKind } from './lines.js';
import { applyMargin, assertMargin, type MarginConfig } from './margin.js';
import { isEsportsMarket } from './esports-market-keys.js';
import { isSportMarket } from './sport-results.js';
import { assertMarket, assertSelection, marketKey, type Market } from './market-keys.js';
import { MIN_ODDS_E3, ODDS_SCALE, roundOddsToTick } from './odds.js';
import {
  effectiveProbability,
  emptyDistribution,
  type Outcome,
  type OutcomeDistribution,
} from './outcome.js';
import { resultOf } from './score.js';
import { outcomeOnScores, settleSelection, type FinalResult, type SettlementScores } from './settlement.js';

/**
 * The bet builder: several selections on one match, priced as one. Same-match legs are correlated
 * (a home win makes over 2.5 likelier), so they cannot be priced as an accumulator's product: the
 * builder is priced from the one joint distribution of the match's scores, summing the cells where
 * the builder wins under the very rule that settles it (builderOutcome), as single markets are
 * (markets.ts).
 *
 * The builder is one selection whose outcome on a score combines its legs' outcomes:
 * - any leg LOST → LOST;
 * - every leg WON → WON;
 * - otherwise (no leg lost, some leg void: a draw on draw no bet, a push on a whole line, an
 *   abandoned match) → VOID, stake back. Pushes are part of the price: the fair odds are those of
 *   a selection that is void on those scores (outcome.ts, effectiveProbability), as a single draw
 *   no bet is. The builder is not re-priced without the void leg: that price would be one the
 *   player never saw.
 * - A quarter line (Over 2.25, home −0.75) splits the stake over its two neighbouring lines, so a
 *   builder with one quarter-line leg is two half-stake builders, one on each neighbour; their
 *   two outcomes make WON, HALF_WON, VOID, HALF_LOST or LOST, exactly what a single quarter line
 *   can end as. With two quarter-line legs the stake would split four ways (quarter wins), which
 *   no bet here can pay: refused (`QUARTER_LINES`).
 */

export type BuilderLeg = { market: Market; selection: string };

/** The match the legs are on, as the in-play price model takes it (KICK_OFF before the start). */
export type BuilderMatch = {
  expected: ExpectedGoals;
  state: MatchState;
  parameters: FootballModelParameters;
};

/** The contract's limits: the page and the engine count the same. */
export const MIN_BUILDER_LEGS = SPORTS_BUILDER_LEGS.min;
export const MAX_BUILDER_LEGS = SPORTS_BUILDER_LEGS.max;

/**
 * Why a builder is not priced (the contract's SPORTS_BUILDER_REFUSALS gives each its error
 * code). Refusals are answers, not errors: the page shows them and the player changes the slip.
 * - LEG_COUNT: fewer than 2 legs (one is a single) or more than 10;
 * - QUARTER_LINES: more than one quarter-line leg (see above);
 * - CONTRADICTORY: the legs cannot all win together (home win and under 0.5, two correct scores);
 * - REDUNDANT: a leg changes nothing: on every score still possible the builder ends the same with
 *   or without it (home win with home-or-draw, over 2.5 with over 1.5, over 0.5 when a goal is
 *   already in). Refused rather than dropped, so the bet stored is the slip the player saw; the
 *   page names the leg to take out (`legIndex`).
 * - BELOW_MIN_ODDS: the builder is so likely that even 1.01 would pay more than it is worth.
 */
export type BuilderRefusal = SportsBuilderRefusal;

export type BuilderPrice =
  | {
      status: 'PRICED';
      oddsE3: number;
      /** 1 / fair odds of the builder (effectiveProbability of `outcomes`). */
      fairProbability: number;
      /** The margined probability before rounding onto the ladder. */
      impliedProbability: number;
      outcomes: OutcomeDistribution;
    }
  | { status: 'REFUSED'; reason: BuilderRefusal; legIndex: number | null };

/**
 * The builder's outcome from its legs' outcomes (the rule above), read as two half stakes: a
 * quarter-line leg's HALF_WON is void on its lower half and won on its upper one, HALF_LOST void
 * and lost. At most one leg may be half won or half lost: only a quarter-line leg can be, and a
 * builder holds at most one. (A loop, not arrays: pricing calls this once per leg per score.)
 */
export const builderOutcome = (outcomes: readonly Outcome[]): Outcome => {
  let halves = 0;
  let lost = false;
  let allWon = true;
  let half: Outcome | null = null;
  for (const outcome of outcomes) {
    switch (outcome) {
      case 'WON':
        break;
      case 'LOST':
        lost = true;
        break;
      case 'VOID':
        allWon = false;
        break;
      case 'HALF_WON':
      case 'HALF_LOST':
        halves += 1;
        half = outcome;
        break;
      default: {
        const unknown: never = outcome;
        throw new SportsbookInputError('OUTCOME_UNKNOWN', String(unknown));
      }
    }
  }
  if (halves > 1) throw new SportsbookInputError('BUILDER_QUARTER_LINES', outcomes.join(','));
  if (lost) return 'LOST';
  // Without a half outcome both halves are the same builder; with one, the lower half is void and
  // the upper half is that leg's won or lost half, with the other legs.
  if (half === null) return allWon ? 'WON' : 'VOID';
  if (half === 'HALF_LOST') return 'HALF_LOST';
  return allWon ? 'HALF_WON' : 'VOID';
};

const isQuarterLine = (market: Market): boolean => {
  // The builder is football's (assertLegs refuses an e-sports market before this is asked).
  if (isEsportsMarket(market) || isSportMarket(market)) return false;
  switch (market.kind) {
    case 'TOTAL_GOALS':
      return lineKind(market.lineQuarters) === 'QUARTER';
    case 'ASIAN_HANDICAP':
      return lineKind(market.homeLineQuarters) === 'QUARTER';
    case 'MATCH_RESULT':
    case 'DOUBLE_CHANCE':
    case 'DRAW_NO_BET':
    case 'BOTH_TEAMS_TO_SCORE':
    case 'CORRECT_SCORE':
    case 'HALF_TIME_FULL_TIME':
      return false;
    default: {
      const unknown: never = market;
      throw new SportsbookInputError('MARKET_UNKNOWN', JSON.stringify(unknown));
    }
  }
};

const assertLegs = (legs: readonly BuilderLeg[]): void => {
  for (const leg of legs) {
    // Priced from the football model's score distribution: an e-sports market has no place in it.
    if (isEsportsMarket(leg.market) || isSportMarket(leg.market))
      throw new SportsbookInputError('MARKET_SPORT_MISMATCH', marketKey(leg.market));
    assertMarket(leg.market);
    assertSelection(leg.market, leg.selection);
  }
};

/** Settles a builder on a match's result: each leg by settlement's own rule, combined. */
export const settleBuilder = (input: { legs: readonly BuilderLeg[]; result: FinalResult }): Outcome => {
  if (input.legs.length < MIN_BUILDER_LEGS || input.legs.length > MAX_BUILDER_LEGS) {
    throw new SportsbookInputError('BUILDER_LEGS_INVALID', `${input.legs.length}`);
  }
  return builderOutcome(
    input.legs.map((leg) =>
      settleSelection({ market: leg.market, selection: leg.selection, result: input.result }),
    ),
  );
};

type Cell = { readonly scores: SettlementScores; probability: number };

/**
 * The scores still possible, with their probabilities. Legs reading only the final score need the
 * matrix of final scores. A half-time/full-time leg needs the half too, but only its result: the
 * (half-time, final) pairs are added up per half-time result and final score, each group kept
 * with the first half-time score it holds (a score that can happen), which cuts some 4 000 pairs
 * to at most 3 × 121 cells. A market that read the half-time score itself would need the pairs.
 */
const cellsOf = (match: BuilderMatch, legs: readonly BuilderLeg[]): Cell[] => {
  if (legs.some((leg) => leg.market.kind === 'HALF_TIME_FULL_TIME')) {
    const groups = new Map<string, Cell>();
    forEachHalfAndFullTime(match, (halfTime, fullTime, probability) => {
      const key = `${resultOf(halfTime)}:${fullTime.home}:${fullTime.away}`;
      const group = groups.get(key);
      if (group) group.probability += probability;
      else groups.set(key, { scores: { halfTime, fullTime }, probability });
    });
    return [...groups.values()];
  }
  const cells: Cell[] = [];
  for (const { score, probability } of matrixCells(finalScoreMatrix(match))) {
    if (probability > 0) cells.push({ scores: { fullTime: score, halfTime: null }, probability });
  }
  return cells;
};

/** Each leg's outcome on each cell, legs first. */
const legOutcomes = (cells: readonly Cell[], legs: readonly BuilderLeg[]): Outcome[][] =>
  legs.map((leg) => cells.map((cell) => outcomeOnScores(leg.market, leg.selection, cell.scores)));

const distributionOf = (cells: readonly Cell[], outcomesByCell: readonly Outcome[]): OutcomeDistribution => {
  const distribution = emptyDistribution();
  cells.forEach((cell, index) => {
    distribution[outcomesByCell[index] ?? 'LOST'] += cell.probability;
  });
  return distribution;
};

const combinedByCell = (
  cells: readonly Cell[],
  outcomes: readonly Outcome[][],
  skip: number | null,
): Outcome[] =>
  cells.map((_, cell) =>
    builderOutcome(outcomes.flatMap((byCell, leg) => (leg === skip ? [] : [byCell[cell] ?? 'LOST']))),
  );

/**
 * The chance of each way the builder can end, from the joint distribution of the match's scores:
 * the sum, over every score still possible, of its probability into the builder's outcome there.
 * No refusals here (a single leg gives that selection's own distribution): priceBuilder decides.
 */
export const builderDistribution = (
  match: BuilderMatch,
  legs: readonly BuilderLeg[],
): OutcomeDistribution => {
  assertLegs(legs);
  const cells = cellsOf(match, legs);
  return distributionOf(cells, combinedByCell(cells, legOutcomes(cells, legs), null));
};

const refused = (reason: BuilderRefusal, legIndex: number | null = null): BuilderPrice => ({
  status: 'REFUSED',
  reason,
  legIndex,
});

/**
 * Prices a builder: its fair probability from the joint distribution, the builder margin (set
 * apart from the singles', usually higher) laid on it proportionally — implied = fair × (1 +
 * margin), margin.ts's PROPORTIONAL method — and the odds rounded down onto the ladder. Not the
 * POWER method the markets use: on the two-way book "the builder wins / it does not" it would
 * put nearly all of the margin on the unlikely side, and a builder is usually the unlikely side
 * (a 4 % builder with 10 % would be offered at 7.80 instead of 23.00). One relative margin on
 * every builder is also what a player comparing it with the accumulator of its legs expects.
 * A redundant leg is reported by the highest index, the one most likely added last.
 */
export const priceBuilder = (input: {
  match: BuilderMatch;
  legs: readonly BuilderLeg[];
  /** The builder margin in basis points (1 000 = 10 %). */
  marginBp: number;
}): BuilderPrice => {
  const { match, legs } = input;
  const margin: MarginConfig = { marginBp: input.marginBp, method: 'PROPORTIONAL' };
  assertMargin(margin);
  assertLegs(legs);
  if (legs.length < MIN_BUILDER_LEGS || legs.length > MAX_BUILDER_LEGS) return refused('LEG_COUNT');
  if (legs.filter((leg) => isQuarterLine(leg.market)).length > 1) return refused('QUARTER_LINES');

  const cells = cellsOf(match, legs);
  const outcomes = legOutcomes(cells, legs);
  const combined = combinedByCell(cells, outcomes, null);
  const distribution = distributionOf(cells, combined);
  const fairProbability = effectiveProbability(distribution);
  if (fairProbability === null || fairProbability <= 0) return refused('CONTRADICTORY');

  for (let leg = legs.length - 1; leg >= 0; leg -= 1) {
    const without = combinedByCell(cells, outcomes, leg);
    if (without.every((outcome, cell) => outcome === combined[cell])) return refused('REDUNDANT', leg);
  }
  if (fairProbability * MIN_ODDS_E3 >= ODDS_SCALE) return refused('BELOW_MIN_ODDS');

  const [impliedProbability = fairProbability] = applyMargin([fairProbability], margin);
  return {
    status: 'PRICED',
    oddsE3: roundOddsToTick(1 / impliedProbability),
    fairProbability,
    impliedProbability,
    outcomes: distribution,
  };
};
