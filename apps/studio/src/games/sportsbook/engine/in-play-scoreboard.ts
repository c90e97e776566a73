import {
  assertBasketballState,
  basketballPeriodKey,
  basketballPeriodsFromScoreboard,
  periodEndMinute,
  QUARTERS,
  TIP_OFF,
  type BasketballModelParameters,
  type BasketballState,
} from './basketball-model.js';
import type { InPlayScore, PeriodScore, Scoreboard, Side, TennisPointCall } from './feed.js';
import { SportsbookInputError } from './input-error.js';
import { addScores, type Score } from './score.js';
import {
  assertTennisState,
  isMatchOver,
  isSetOver,
  setsWon,
  tennisSetsFromScoreboard,
  tiebreakFirstServerServes,
  type SetsFormat,
  type TennisState,
} from './tennis-model.js';

/**
 * A provider's live board as the engine's in-play state, and back: a tennis board (sets, the game
 * in play's points, the server) as a `TennisState`, a basketball board (periods, the period in play
 * and its clock) as a `BasketballState`. Provider input is checked whole before it is read: any
 * malformed board is refused with SCOREBOARD_INVALID and a detail, never a crash, and nothing is
 * read from it. The writers give the board a provider would send for an engine state, so the
 * simulation's states and a provider's boards meet in the same type.
 */

const invalid = (detail: string) => new SportsbookInputError('SCOREBOARD_INVALID', detail);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

const isSide = (value: unknown): value is Side => value === 'HOME' || value === 'AWAY';

const assertInPlay = (value: unknown): void => {
  if (!isRecord(value)) throw invalid('inPlay is not an object');
  if (value.sport === 'TENNIS') {
    const points = value.points;
    if (!isRecord(points) || typeof points.home !== 'string' || typeof points.away !== 'string')
      throw invalid('tennis points are not two strings');
    if (!isSide(value.server)) throw invalid(`server ${String(value.server)}`);
    return;
  }
  if (value.sport === 'BASKETBALL') {
    if (typeof value.period !== 'string') throw invalid('basketball period is not a string');
    const seconds = value.secondsLeft;
    if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0)
      throw invalid(`secondsLeft ${String(seconds)}`);
    return;
  }
  throw invalid(`inPlay sport ${String(value.sport)}`);
};

/** The board's shape: whole non-negative counts, periods as { period, home, away }, a well-formed `inPlay`. */
export const assertScoreboard: (value: unknown) => asserts value is Scoreboard = (value) => {
  if (!isRecord(value)) throw invalid('the scoreboard is not an object');
  if (!isCount(value.home) || !isCount(value.away))
    throw invalid(`total ${String(value.home)}-${String(value.away)}`);
  if (!Array.isArray(value.periods)) throw invalid('periods is not a list');
  (value.periods as unknown[]).forEach((period, index) => {
    if (
      !isRecord(period) ||
      typeof period.period !== 'string' ||
      !isCount(period.home) ||
      !isCount(period.away)
    )
      throw invalid(`period ${index + 1}`);
  });
  if (value.inPlay !== undefined) assertInPlay(value.inPlay);
};

/** Runs an engine check on a state read from a board, refusing it as the board's fault. */
const asBoard = <T>(read: () => T): T => {
  try {
    return read();
  } catch (error) {
    if (error instanceof SportsbookInputError && error.reason !== 'SCOREBOARD_INVALID')
      throw invalid(error.message);
    throw error;
  }
};

const other = (side: Side): Side => (side === 'HOME' ? 'AWAY' : 'HOME');

const GAME_CALLS = ['0', '15', '30', '40'] as const;
const TIEBREAK_COUNT = /^(0|[1-9]\d{0,2})$/;

const isTiebreak = (games: Score): boolean => games.home === 6 && games.away === 6;

/** A game's points as the model counts them: deuce is 3-3, advantage 4-3 (the chance from there depends on nothing else). */
const pointsFromCalls = (calls: { home: string; away: string }, games: Score): Score => {
  if (isTiebreak(games)) {
    if (!TIEBREAK_COUNT.test(calls.home) || !TIEBREAK_COUNT.test(calls.away))
      throw invalid(`tiebreak points ${calls.home}-${calls.away}`);
    return { home: Number(calls.home), away: Number(calls.away) };
  }
  const count = (call: string, against: string): number => {
    const index = (GAME_CALLS as readonly string[]).indexOf(call);
    if (index >= 0) return index;
    if (call === 'AD' && against === '40') return 4;
    throw invalid(`game points ${calls.home}-${calls.away}`);
  };
  return { home: count(calls.home, calls.away), away: count(calls.away, calls.home) };
};

/** A game's points as a board shows them; a tiebreak (6-6) shows its counts. */
export const tennisPointCalls = (
  points: Score,
  games: Score,
): { home: TennisPointCall; away: TennisPointCall } => {
  if (isTiebreak(games)) return { home: `${points.home}`, away: `${points.away}` };
  if (points.home >= 3 && points.away >= 3) {
    if (points.home === points.away) return { home: '40', away: '40' };
    return points.home > points.away ? { home: 'AD', away: '40' } : { home: '40', away: 'AD' };
  }
  return { home: GAME_CALLS[points.home] ?? '40', away: GAME_CALLS[points.away] ?? '40' };
};

/**
 * The state of a live tennis match from its board: the completed SET_n periods, the set in play
 * (the last, unfinished one; 0-0 when the last on the board is complete), the game in play's points
 * and its server (`inPlay`, required until the match is over). A finished match needs no `inPlay`
 * and reads with HOME as a nominal server (no point is left to serve).
 */
export const tennisStateFromScoreboard = (input: {
  scoreboard: unknown;
  format: SetsFormat;
}): TennisState => {
  const { scoreboard, format } = input;
  assertScoreboard(scoreboard);
  const sets = asBoard(() => tennisSetsFromScoreboard(scoreboard));
  const last = sets.at(-1);
  const inPlaySet = last && !isSetOver(last) ? last : null;
  const completed = inPlaySet ? sets.slice(0, -1) : sets;
  const games = inPlaySet ?? { home: 0, away: 0 };
  const live = scoreboard.inPlay;
  if (live && live.sport !== 'TENNIS') throw invalid(`a ${live.sport} board on a tennis match`);
  if (!live && !(isMatchOver(completed, format.bestOf) && !inPlaySet)) {
    throw invalid('tennis in play needs the point score and the server (inPlay)');
  }
  const points = live ? pointsFromCalls(live.points, games) : { home: 0, away: 0 };
  // The model keeps a tiebreak's first server; the board names this point's.
  const server = !live
    ? 'HOME'
    : isTiebreak(games) && !tiebreakFirstServerServes(points.home + points.away)
      ? other(live.server)
      : live.server;
  const state: TennisState = { sets: completed, games, points, server };
  asBoard(() => assertTennisState(state, format));
  return state;
};

/** The board a provider sends for a tennis state: the sets, the set in play (unless the match is over), `inPlay`. */
export const tennisScoreboard = (input: { state: TennisState; format: SetsFormat }): Scoreboard => {
  const { state, format } = input;
  const won = setsWon(state.sets);
  const setPeriods = (sets: readonly Score[]): PeriodScore[] =>
    sets.map((games, index) => ({ period: `SET_${index + 1}`, home: games.home, away: games.away }));
  if (isMatchOver(state.sets, format.bestOf)) return { ...won, periods: setPeriods(state.sets) };
  const played = state.points.home + state.points.away;
  const server =
    isTiebreak(state.games) && !tiebreakFirstServerServes(played) ? other(state.server) : state.server;
  const inPlay: InPlayScore = {
    sport: 'TENNIS',
    points: tennisPointCalls(state.points, state.games),
    server,
  };
  return { ...won, periods: setPeriods([...state.sets, state.games]), inPlay };
};

const periodMinutes = (index: number, parameters: BasketballModelParameters): number =>
  index < QUARTERS ? parameters.regulationMinutes / QUARTERS : parameters.overtimeMinutes;

/**
 * The state of a live basketball game from its board: each period's points (QUARTER_n, then
 * OVERTIME_n) and the clock of the period in play (`inPlay`). A board with no period and no
 * `inPlay` is tip-off; any other board without `inPlay` is refused, as the clock cannot be guessed.
 */
export const basketballStateFromScoreboard = (input: {
  scoreboard: unknown;
  parameters: BasketballModelParameters;
}): BasketballState => {
  const { scoreboard, parameters } = input;
  assertScoreboard(scoreboard);
  const periods = asBoard(() => basketballPeriodsFromScoreboard(scoreboard));
  const live = scoreboard.inPlay;
  if (live && live.sport !== 'BASKETBALL') throw invalid(`a ${live.sport} board on a basketball game`);
  if (!live) {
    if (periods.length === 0) return TIP_OFF;
    throw invalid('basketball in play needs the period in play and its clock (inPlay)');
  }
  // The period in play is the last on the board, or the next one before its first point.
  if (live.period === basketballPeriodKey(periods.length)) periods.push({ home: 0, away: 0 });
  const index = periods.length - 1;
  if (live.period !== basketballPeriodKey(index)) throw invalid(`period in play ${live.period}`);
  const length = periodMinutes(index, parameters);
  if (live.secondsLeft > length * 60) throw invalid(`${live.secondsLeft} seconds left of ${length} minutes`);
  const state: BasketballState = {
    periods,
    minutesPlayed: periodEndMinute(index, parameters) - live.secondsLeft / 60,
  };
  asBoard(() => assertBasketballState(state, parameters));
  return state;
};

/** The board a provider sends for a basketball state: each period's points and the clock of the last. */
export const basketballScoreboard = (input: {
  state: BasketballState;
  parameters: BasketballModelParameters;
}): Scoreboard => {
  const { state, parameters } = input;
  const total = state.periods.reduce(addScores, { home: 0, away: 0 });
  const periods = state.periods.map((score, index) => ({ period: basketballPeriodKey(index), ...score }));
  if (state.periods.length === 0 && state.minutesPlayed === 0) return { ...total, periods };
  const index = Math.max(0, state.periods.length - 1);
  const secondsLeft = Math.max(0, (periodEndMinute(index, parameters) - state.minutesPlayed) * 60);
  return {
    ...total,
    periods,
    inPlay: { sport: 'BASKETBALL', period: basketballPeriodKey(index), secondsLeft },
  };
};
