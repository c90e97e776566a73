import type { MatchFormat, PeriodKey, Scoreboard } from './feed.js';
import { SportsbookInputError } from './input-error.js';
import { addScores, assertScore, type Score } from './score.js';

/**
 * The basketball price model. A game's regulation is summed up by two numbers: the home margin
 * and the total points. Each is normal (Stern 1994: NBA margins against the spread are close to
 * normal), independent of the other (margin and total are nearly uncorrelated in NBA and FIBA
 * results), and both grow like a random walk over the clock: in a share f of regulation the mean is
 * f times the game's and the variance f times the game's. Points are whole, so the pair is
 * discretised onto the integers where home = (total + margin) / 2 and away = (total − margin) / 2
 * are whole and not negative: a Skellam-like joint law of the two scores, but with the scores
 * positively correlated through pace, as real ones are (a total's spread is wider than a margin's).
 *
 * A tie at the end of regulation goes to overtime periods drawn from the same law over their
 * minutes, until one is not tied; after MAX_OVERTIMES the few games still tied are left out and
 * the rest renormalised (the chance is below 10⁻⁴).
 *
 * In play, the points still to come are the same law over the minutes left, added to the score:
 * at tip-off the in-play price is the pre-match price; a basket moves every price at once.
 *
 * Known simplifications: the clock runs evenly (no end-of-game fouling, no garbage time, which
 * real totals show); the margin's spread does not depend on the gap; strengths are hand-set.
 */

/** Points a game above the league average a team scores (offence) and keeps its opponents below it (defence). */
export type BasketballTeamStrength = { offence: number; defence: number };

export type BasketballModelParameters = {
  /** 48 in the NBA, 40 under FIBA rules (NBB). */
  regulationMinutes: number;
  /** 5 in both. */
  overtimeMinutes: number;
  /** Average points of a game, both teams, in regulation. */
  averageTotal: number;
  /** Points added to the home margin. */
  homeAdvantage: number;
  /** Standard deviation of the regulation margin. */
  marginSd: number;
  /** Standard deviation of the regulation total. */
  totalSd: number;
};

export const QUARTERS = 4;
/** Overtimes priced beyond the one in play; later ties are renormalised away. */
export const MAX_OVERTIMES = 4;
/** Cells below this chance are dropped while overtimes are added: they move no price. */
const NEGLIGIBLE = 1e-13;
const SPREAD = 6;

/** The expected regulation margin (home minus away) and total. */
export type BasketballExpectation = { margin: number; total: number };

export const basketballFormat = (parameters: BasketballModelParameters): MatchFormat => ({
  kind: 'TIMED',
  periods: QUARTERS,
  periodMinutes: parameters.regulationMinutes / QUARTERS,
  extraTime: true,
});

export const assertBasketballParameters = (parameters: BasketballModelParameters): void => {
  const { regulationMinutes, overtimeMinutes, averageTotal, homeAdvantage, marginSd, totalSd } = parameters;
  const positive = [regulationMinutes, overtimeMinutes, averageTotal, marginSd, totalSd];
  if (!positive.every((value) => Number.isFinite(value) && value > 0) || !Number.isFinite(homeAdvantage)) {
    throw new SportsbookInputError('MODEL_PARAMETERS_INVALID', JSON.stringify(parameters));
  }
};

export const basketballExpectation = (input: {
  home: BasketballTeamStrength;
  away: BasketballTeamStrength;
  parameters: BasketballModelParameters;
  neutralVenue?: boolean;
}): BasketballExpectation => {
  const { home, away, parameters } = input;
  assertBasketballParameters(parameters);
  for (const value of [home.offence, home.defence, away.offence, away.defence]) {
    if (!Number.isFinite(value)) throw new SportsbookInputError('STRENGTH_INVALID', `${value}`);
  }
  const advantage = input.neutralVenue ? 0 : parameters.homeAdvantage;
  const homePoints = parameters.averageTotal / 2 + home.offence - away.defence + advantage / 2;
  const awayPoints = parameters.averageTotal / 2 + away.offence - home.defence - advantage / 2;
  if (!(homePoints > 0 && awayPoints > 0)) {
    throw new SportsbookInputError('STRENGTH_INVALID', `${homePoints} v ${awayPoints}`);
  }
  return { margin: homePoints - awayPoints, total: homePoints + awayPoints };
};

export type ScoreChance = { score: Score; probability: number };

/**
 * The points scored in a share of regulation (`minutes` of it), as home and away points: the
 * discretised normal pair described above. Zero minutes is a certain 0-0.
 */
export const pointsInMinutes = (input: {
  expected: BasketballExpectation;
  parameters: BasketballModelParameters;
  minutes: number;
}): ScoreChance[] => {
  const { expected, parameters, minutes } = input;
  if (!(minutes > 0)) return [{ score: { home: 0, away: 0 }, probability: 1 }];
  const share = minutes / parameters.regulationMinutes;
  const meanMargin = expected.margin * share;
  const meanTotal = expected.total * share;
  const marginSd = parameters.marginSd * Math.sqrt(share);
  const totalSd = parameters.totalSd * Math.sqrt(share);
  const cells: Array<{ score: Score; logWeight: number }> = [];
  const totalFrom = Math.max(0, Math.floor(meanTotal - SPREAD * totalSd));
  const totalTo = Math.ceil(meanTotal + SPREAD * totalSd);
  const marginFrom = Math.floor(meanMargin - SPREAD * marginSd);
  const marginTo = Math.ceil(meanMargin + SPREAD * marginSd);
  for (let total = totalFrom; total <= totalTo; total += 1) {
    for (let margin = Math.max(marginFrom, -total); margin <= Math.min(marginTo, total); margin += 1) {
      if ((total + margin) % 2 !== 0) continue;
      const logWeight =
        -((margin - meanMargin) ** 2) / (2 * marginSd ** 2) - (total - meanTotal) ** 2 / (2 * totalSd ** 2);
      cells.push({ score: { home: (total + margin) / 2, away: (total - margin) / 2 }, logWeight });
    }
  }
  // The most likely cell is weighed 1 before the others, so a few minutes' narrow law cannot underflow.
  const top = Math.max(...cells.map((cell) => cell.logWeight));
  const weights = cells.map((cell) => Math.exp(cell.logWeight - top));
  const sum = weights.reduce((total, weight) => total + weight, 0);
  return cells.map((cell, index) => ({ score: cell.score, probability: (weights[index] ?? 0) / sum }));
};

/**
 * Where a game stands: the points of each period played or in play (quarters 1–4, then
 * overtimes), oldest first, and the game clock in minutes played (regulation, then overtime).
 */
export type BasketballState = { periods: readonly Score[]; minutesPlayed: number };

export const TIP_OFF: BasketballState = { periods: [], minutesPlayed: 0 };

/** Period index (0-based: quarters 0–3, overtimes 4, 5, …) being played at this clock; a period's end starts the next. */
export const periodIndexAt = (minutesPlayed: number, parameters: BasketballModelParameters): number => {
  const quarter = parameters.regulationMinutes / QUARTERS;
  if (minutesPlayed < parameters.regulationMinutes) return Math.floor(minutesPlayed / quarter);
  return QUARTERS + Math.floor((minutesPlayed - parameters.regulationMinutes) / parameters.overtimeMinutes);
};

/** Minutes of the game clock at which a period (0-based) ends. */
export const periodEndMinute = (index: number, parameters: BasketballModelParameters): number =>
  index < QUARTERS
    ? ((index + 1) * parameters.regulationMinutes) / QUARTERS
    : parameters.regulationMinutes + (index - QUARTERS + 1) * parameters.overtimeMinutes;

const sumScores = (scores: readonly Score[]): Score => scores.reduce(addScores, { home: 0, away: 0 });

/**
 * A state the game can be in: a period for every one completed, none after the one in play, and
 * overtime only after a tie (each completed overtime tied but the last).
 */
export const assertBasketballState = (
  state: BasketballState,
  parameters: BasketballModelParameters,
): void => {
  assertBasketballParameters(parameters);
  const { periods, minutesPlayed } = state;
  const invalid = (detail: string) => new SportsbookInputError('GAME_STATE_INVALID', detail);
  if (!Number.isFinite(minutesPlayed) || minutesPlayed < 0) throw invalid(`${minutesPlayed} minutes`);
  periods.forEach(assertScore);
  const current = periodIndexAt(minutesPlayed, parameters);
  if (periods.length < current || periods.length > current + 1) {
    throw invalid(`${periods.length} periods at minute ${minutesPlayed}`);
  }
  // An overtime is played (on the board, or the clock past its start) only after a tie.
  for (
    let index = QUARTERS;
    periods.length > index || minutesPlayed > periodEndMinute(index - 1, parameters);
    index += 1
  ) {
    const before = sumScores(periods.slice(0, index));
    if (before.home !== before.away) throw invalid(`overtime ${index - QUARTERS + 1} after a decided game`);
  }
};

/** The game is over: regulation or an overtime has ended without a tie. */
export const isGameOver = (state: BasketballState, parameters: BasketballModelParameters): boolean => {
  const current = periodIndexAt(state.minutesPlayed, parameters);
  if (current < QUARTERS) return false;
  const score = sumScores(state.periods.slice(0, current));
  return score.home !== score.away;
};

const key = (score: Score): number => score.home * 10_000 + score.away;

const addCells = (target: Map<number, ScoreChance>, score: Score, probability: number): void => {
  const cellKey = key(score);
  const existing = target.get(cellKey);
  if (existing) existing.probability += probability;
  else target.set(cellKey, { score, probability });
};

/** The known score plus every way the points still to come can fall. */
const shift = (from: Score, increments: readonly ScoreChance[], weight = 1): ScoreChance[] =>
  increments.map(({ score, probability }) => ({
    score: addScores(from, score),
    probability: probability * weight,
  }));

/**
 * Everything basketball markets are priced from (basketball-markets.ts): the final score with
 * overtime, and each regulation quarter's and half's own score.
 */
export type BasketballOutlook = {
  final: readonly ScoreChance[];
  /** Quarters 1–4 (index 0–3), each its own points. */
  quarters: readonly (readonly ScoreChance[])[];
  /** First and second half (regulation only). */
  halves: readonly (readonly ScoreChance[])[];
};

/**
 * The game from a state: the points still to come in regulation, then overtimes while tied. At
 * tip-off this is the pre-match outlook.
 */
export const basketballOutlook = (input: {
  expected: BasketballExpectation;
  parameters: BasketballModelParameters;
  state: BasketballState;
}): BasketballOutlook => {
  const { expected, parameters, state } = input;
  assertBasketballState(state, parameters);
  const { minutesPlayed, periods } = state;
  const regulation = parameters.regulationMinutes;
  const segment = (first: number, last: number, start: number, end: number): ScoreChance[] =>
    shift(
      sumScores(periods.slice(first, last + 1)),
      pointsInMinutes({ expected, parameters, minutes: Math.max(0, end - Math.max(minutesPlayed, start)) }),
    );
  const quarterMinutes = regulation / QUARTERS;
  const quarters = Array.from({ length: QUARTERS }, (_, index) =>
    segment(index, index, index * quarterMinutes, (index + 1) * quarterMinutes),
  );
  const halves = [segment(0, 1, 0, regulation / 2), segment(2, 3, regulation / 2, regulation)];

  const current = periodIndexAt(minutesPlayed, parameters);
  const overtime = pointsInMinutes({ expected, parameters, minutes: parameters.overtimeMinutes });
  // The end of the period in play (regulation as one period), and the cells at that end.
  let cells: ScoreChance[];
  if (isGameOver(state, parameters)) cells = [{ score: sumScores(periods), probability: 1 }];
  else if (current < QUARTERS) cells = segment(0, QUARTERS - 1, 0, regulation);
  else cells = segment(0, current, 0, periodEndMinute(current, parameters));
  const final = new Map<number, ScoreChance>();
  for (let overtimes = 0; ; overtimes += 1) {
    const tied: ScoreChance[] = [];
    for (const cell of cells) {
      if (cell.probability < NEGLIGIBLE) continue;
      if (cell.score.home === cell.score.away) tied.push(cell);
      else addCells(final, cell.score, cell.probability);
    }
    if (tied.length === 0 || overtimes >= MAX_OVERTIMES) break;
    const next = new Map<number, ScoreChance>();
    for (const tie of tied) {
      for (const extra of overtime) {
        const probability = tie.probability * extra.probability;
        if (probability < NEGLIGIBLE) continue;
        addCells(
          next,
          { home: tie.score.home + extra.score.home, away: tie.score.away + extra.score.away },
          probability,
        );
      }
    }
    cells = [...next.values()];
  }
  const mass = [...final.values()].reduce((sum, cell) => sum + cell.probability, 0);
  return {
    final: [...final.values()].map((cell) => ({ score: cell.score, probability: cell.probability / mass })),
    quarters,
    halves,
  };
};

/** P(home wins), overtime included. */
export const homeWinProbability = (outlook: BasketballOutlook): number =>
  outlook.final.reduce((sum, { score, probability }) => sum + (score.home > score.away ? probability : 0), 0);

const PERIOD_PATTERN = /^(QUARTER|OVERTIME)_(\d+)$/;

/** A feed period key for a 0-based period index: QUARTER_1–QUARTER_4, then OVERTIME_1, … */
export const basketballPeriodKey = (index: number): PeriodKey =>
  index < QUARTERS ? (`QUARTER_${index + 1}` as PeriodKey) : `OVERTIME_${index - QUARTERS + 1}`;

/**
 * The periods of a feed scoreboard, in order: QUARTER_1 … QUARTER_4, OVERTIME_1, … Anything else,
 * out of order, or a total that disagrees with the periods is refused (SCOREBOARD_INVALID).
 */
export const basketballPeriodsFromScoreboard = (scoreboard: Scoreboard): Score[] => {
  const periods = scoreboard.periods.map((period, index) => {
    const match = PERIOD_PATTERN.exec(period.period);
    if (!match || period.period !== basketballPeriodKey(index)) {
      throw new SportsbookInputError('SCOREBOARD_INVALID', period.period);
    }
    const score = { home: period.home, away: period.away };
    assertScore(score);
    return score;
  });
  const total = sumScores(periods);
  if (total.home !== scoreboard.home || total.away !== scoreboard.away) {
    throw new SportsbookInputError('SCOREBOARD_INVALID', `${scoreboard.home}-${scoreboard.away}`);
  }
  return periods;
};
