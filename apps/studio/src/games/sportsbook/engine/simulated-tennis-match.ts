import { seededUniformInt } from '../../../seeded-random.js';
import type { LiveEvent, MatchPhase, PeriodKey, PeriodScore, Scoreboard, Side } from './feed.js';
import type { Score } from './score.js';
import { uniformFloat, type SimulatedEvent } from './simulated-league.js';
import {
  advanceTennisState,
  isMatchOver,
  matchStart,
  setsWon,
  type ServeProbabilities,
  type SetsFormat,
  type TennisState,
} from './tennis-model.js';
import { SportsbookInputError } from './input-error.js';

/**
 * The simulated feed's tennis engine: plays a match point by point from a seed, each point won by
 * its server with the model's own chance on serve (tennis-model.ts), so the book prices its own
 * simulation exactly. Pure and seeded as football's: the seed is the match, secret until it ends.
 *
 * The feed's scoreboard holds sets and each set's games; points and the server are not in it, so
 * the match keeps its own point record for the model's in-play state (tennisStateAt). A real feed
 * would have to carry them for in-play tennis prices.
 */

/** Seconds on the match clock: a point (serve to serve), a changeover after odd games, a set break. */
export const TENNIS_TIMING = {
  pointSeconds: { min: 25, max: 45 },
  changeoverSeconds: 90,
  setBreakSeconds: 120,
} as const;

export type SimulatedTennisPoint = { clockMs: number; winner: Side; server: Side; after: TennisState };

export type SimulatedTennisMatch = {
  format: SetsFormat;
  /** Who served first (the toss, drawn from the seed). */
  firstServer: Side;
  /** The sets played, games each: the match's result. */
  sets: Score[];
  points: SimulatedTennisPoint[];
  /** In clock order; the last is the end of the match. */
  events: SimulatedEvent[];
};

const setPeriod = (index: number): PeriodKey => `SET_${index + 1}`;

const boardOf = (state: TennisState, inSet: boolean): Scoreboard => {
  const periods: PeriodScore[] = state.sets.map((games, index) => ({ period: setPeriod(index), ...games }));
  if (inSet) periods.push({ period: setPeriod(state.sets.length), ...state.games });
  return { ...setsWon(state.sets), periods };
};

export const simulateTennisMatch = (input: {
  seed: string;
  serve: ServeProbabilities;
  format: SetsFormat;
}): SimulatedTennisMatch => {
  const { serve, format } = input;
  for (const p of [serve.home, serve.away]) {
    if (!(p > 0 && p < 1)) throw new SportsbookInputError('SERVE_PROBABILITY_INVALID', `${p}`);
  }
  const random = seededUniformInt(input.seed);
  const firstServer: Side = random(2) === 0 ? 'HOME' : 'AWAY';
  let state = matchStart(firstServer);
  let clockMs = 0;
  const points: SimulatedTennisPoint[] = [];
  const events: SimulatedEvent[] = [];
  const startSet = () => {
    const phase: MatchPhase = { status: 'IN_PERIOD', period: setPeriod(state.sets.length) };
    events.push({
      clockMs,
      event: { kind: 'PERIOD_CHANGE', phase, minute: null },
      phase,
      scoreboard: boardOf(state, true),
    });
    return phase;
  };
  let phase = startSet();
  while (!isMatchOver(state.sets, format.bestOf)) {
    const { pointSeconds } = TENNIS_TIMING;
    clockMs += (pointSeconds.min + random(pointSeconds.max - pointSeconds.min + 1)) * 1000;
    const server = state.server;
    const serverWins = uniformFloat(random) < (server === 'HOME' ? serve.home : serve.away);
    const winner: Side = serverWins ? server : server === 'HOME' ? 'AWAY' : 'HOME';
    const before = state;
    state = advanceTennisState({ state, winner, format });
    points.push({ clockMs, winner, server, after: state });
    const gameWon = state.points.home + state.points.away === 0;
    if (!gameWon) continue;
    const setWon = state.sets.length > before.sets.length;
    const event: LiveEvent = { kind: 'SCORE_CHANGE', side: winner, minute: null };
    events.push({ clockMs, event, phase, scoreboard: boardOf(state, !setWon) });
    if (setWon) {
      const over = isMatchOver(state.sets, format.bestOf);
      const after: MatchPhase = over
        ? { status: 'ENDED' }
        : { status: 'BREAK', after: setPeriod(state.sets.length - 1) };
      events.push({
        clockMs,
        event: { kind: 'PERIOD_CHANGE', phase: after, minute: null },
        phase: after,
        scoreboard: boardOf(state, false),
      });
      if (over) break;
      clockMs += TENNIS_TIMING.setBreakSeconds * 1000;
      phase = startSet();
    } else if ((state.games.home + state.games.away) % 2 === 1) {
      clockMs += TENNIS_TIMING.changeoverSeconds * 1000;
    }
  }
  return { format, firstServer, sets: [...state.sets], points, events };
};

export const tennisMatchEndMs = (match: SimulatedTennisMatch): number => match.events.at(-1)?.clockMs ?? 0;

/** The price model's view of a simulated match at a point of its clock: the state after the last point played. */
export const tennisStateAt = (match: SimulatedTennisMatch, clockMs: number): TennisState => {
  let state = matchStart(match.firstServer);
  for (const point of match.points) {
    if (point.clockMs > clockMs) break;
    state = point.after;
  }
  return state;
};

/** The events that have happened by this point of the match clock, and the phase the match is in. */
export const tennisEventsUntil = (
  match: SimulatedTennisMatch,
  clockMs: number,
): { events: SimulatedEvent[]; phase: MatchPhase } => {
  const events = match.events.filter((event) => event.clockMs <= clockMs);
  return { events, phase: events.at(-1)?.phase ?? { status: 'NOT_STARTED' } };
};
