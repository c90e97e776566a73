import { seededUniformInt, type UniformInt } from '../../../seeded-random.js';
import {
  QUARTERS,
  basketballPeriodKey,
  periodEndMinute,
  pointsInMinutes,
  type BasketballExpectation,
  type BasketballModelParameters,
  type BasketballState,
  type ScoreChance,
} from './basketball-model.js';
import type { LiveEvent, MatchPhase, PeriodScore, Scoreboard, Side } from './feed.js';
import { SportsbookInputError } from './input-error.js';
import { addScores, type Score } from './score.js';
import { uniformFloat, type SimulatedEvent } from './simulated-league.js';

/**
 * The simulated feed's basketball engine: plays a game quarter by quarter from a seed, producing
 * the feed's events (feed.ts) on a game clock. Pure and seeded as football's (simulated-league.ts):
 * the seed is the game, so it stays secret until the final buzzer.
 *
 * Each period's points are drawn from the pricing model's own law for its minutes
 * (basketball-model.ts, pointsInMinutes), overtimes while tied, so the book prices its own
 * simulation (up to the rounding of four quarters drawn one by one instead of one regulation).
 * A team's points in a period are split into plays of 3, 2 and 1 (a free throw) placed at uniformly
 * random seconds of it: that is the score progression a page shows, one SCORE_CHANGE per play.
 */

/** Minutes on the clock between periods: 2 between quarters and before an overtime, 15 at half-time. */
export const BASKETBALL_BREAKS = { betweenPeriods: 2, halfTime: 15 } as const;
/** The share of plays that are three-pointers and free throws; the rest are two-pointers. */
export const BASKETBALL_PLAY_MIX = { three: 0.3, freeThrow: 0.2 } as const;

const MINUTE_MS = 60_000;

export type SimulatedBasketballGame = {
  /** Quarters then overtimes, each its own points: the game's result. */
  periods: Score[];
  /** Where each period starts and ends on the game clock (breaks included), and its game minutes. */
  schedule: Array<{ startMs: number; endMs: number; startMinute: number; minutes: number }>;
  /** In clock order; the last is the final buzzer. */
  events: SimulatedEvent[];
};

const drawCell = (random: UniformInt, cells: readonly ScoreChance[]): Score => {
  const u = uniformFloat(random);
  let cumulative = 0;
  let last: Score = { home: 0, away: 0 };
  for (const { score, probability } of cells) {
    cumulative += probability;
    last = score;
    if (u < cumulative) return score;
  }
  return last;
};

/** A team's points in a period as plays of 3, 2 and 1. */
const splitIntoPlays = (random: UniformInt, points: number): number[] => {
  const plays: number[] = [];
  let left = points;
  while (left > 0) {
    const u = uniformFloat(random);
    const play =
      u < BASKETBALL_PLAY_MIX.freeThrow || left === 1
        ? 1
        : u < BASKETBALL_PLAY_MIX.freeThrow + BASKETBALL_PLAY_MIX.three && left >= 3
          ? 3
          : 2;
    plays.push(play);
    left -= play;
  }
  return plays;
};

const boardOf = (periods: readonly Score[]): Scoreboard => {
  const total = periods.reduce(addScores, { home: 0, away: 0 });
  const entries: PeriodScore[] = periods.map((score, index) => ({
    period: basketballPeriodKey(index),
    ...score,
  }));
  return { ...total, periods: entries };
};

/** Plays a game from its seed. `expected` is the game's regulation margin and total (basketballExpectation). */
export const simulateBasketballGame = (input: {
  seed: string;
  expected: BasketballExpectation;
  parameters: BasketballModelParameters;
}): SimulatedBasketballGame => {
  const { expected, parameters } = input;
  const random = seededUniformInt(input.seed);
  const quarterMinutes = parameters.regulationMinutes / QUARTERS;
  const quarterLaw = pointsInMinutes({ expected, parameters, minutes: quarterMinutes });
  const overtimeLaw = pointsInMinutes({ expected, parameters, minutes: parameters.overtimeMinutes });
  const periods: Score[] = [];
  const schedule: SimulatedBasketballGame['schedule'] = [];
  const events: SimulatedEvent[] = [];
  let clockMs = 0;
  for (let index = 0; ; index += 1) {
    const total = periods.reduce(addScores, { home: 0, away: 0 });
    if (index >= QUARTERS && total.home !== total.away) break;
    if (index > 0) {
      clockMs +=
        (index === QUARTERS / 2 ? BASKETBALL_BREAKS.halfTime : BASKETBALL_BREAKS.betweenPeriods) * MINUTE_MS;
    }
    const minutes = index < QUARTERS ? quarterMinutes : parameters.overtimeMinutes;
    const startMs = clockMs;
    schedule.push({
      startMs,
      endMs: startMs + minutes * MINUTE_MS,
      startMinute: periodEndMinute(index, parameters) - minutes,
      minutes,
    });
    const points = drawCell(random, index < QUARTERS ? quarterLaw : overtimeLaw);
    const period = basketballPeriodKey(index);
    const inPeriod: MatchPhase = { status: 'IN_PERIOD', period };
    let running: Score = { home: 0, away: 0 };
    events.push({
      clockMs,
      event: { kind: 'PERIOD_CHANGE', phase: inPeriod, minute: null },
      phase: inPeriod,
      scoreboard: boardOf([...periods, running]),
    });
    const plays = (['HOME', 'AWAY'] as const).flatMap((side) =>
      splitIntoPlays(random, side === 'HOME' ? points.home : points.away).map((value) => ({
        side,
        value,
        atMs: startMs + random(minutes * 60) * 1000,
      })),
    );
    plays.sort((a, b) => a.atMs - b.atMs);
    for (const { side, value, atMs } of plays) {
      running =
        side === 'HOME'
          ? { ...running, home: running.home + value }
          : { ...running, away: running.away + value };
      const event: LiveEvent = { kind: 'SCORE_CHANGE', side: side satisfies Side, minute: null };
      events.push({ clockMs: atMs, event, phase: inPeriod, scoreboard: boardOf([...periods, running]) });
    }
    periods.push(points);
    clockMs = startMs + minutes * MINUTE_MS;
    const final = periods.reduce(addScores, { home: 0, away: 0 });
    const over = index >= QUARTERS - 1 && final.home !== final.away;
    const after: MatchPhase = over ? { status: 'ENDED' } : { status: 'BREAK', after: period };
    events.push({
      clockMs,
      event: { kind: 'PERIOD_CHANGE', phase: after, minute: null },
      phase: after,
      scoreboard: boardOf(periods),
    });
  }
  return { periods, schedule, events };
};

/** Game clock from real time since tip-off, at `speedFactor` game minutes per real minute. */
export const basketballClockMs = (input: { elapsedMs: number; speedFactor: number }): number => {
  if (!(input.speedFactor > 0) || !Number.isFinite(input.speedFactor) || !Number.isFinite(input.elapsedMs)) {
    throw new SportsbookInputError('CLOCK_INVALID', `${input.elapsedMs} ms × ${input.speedFactor}`);
  }
  return Math.max(0, input.elapsedMs * input.speedFactor);
};

/** The game clock at which it ended. */
export const basketballGameEndMs = (game: SimulatedBasketballGame): number =>
  game.events.at(-1)?.clockMs ?? 0;

/**
 * The price model's view of a simulated game at a point of its clock: the periods on the board and
 * the game minutes played (held at a period's end during the break after it).
 */
export const basketballStateAt = (game: SimulatedBasketballGame, clockMs: number): BasketballState => {
  const last = game.events.filter((event) => event.clockMs <= clockMs).at(-1);
  if (!last) return { periods: [], minutesPlayed: 0 };
  const periods = last.scoreboard.periods.map(({ home, away }) => ({ home, away }));
  const slot = game.schedule[periods.length - 1];
  if (!slot) return { periods, minutesPlayed: 0 };
  const inPeriod = Math.min(slot.minutes, Math.max(0, (clockMs - slot.startMs) / MINUTE_MS));
  return { periods, minutesPlayed: slot.startMinute + inPeriod };
};

/** The events that have happened by this point of the game clock, and the phase the game is in. */
export const basketballEventsUntil = (
  game: SimulatedBasketballGame,
  clockMs: number,
): { events: SimulatedEvent[]; phase: MatchPhase } => {
  const events = game.events.filter((event) => event.clockMs <= clockMs);
  return { events, phase: events.at(-1)?.phase ?? { status: 'NOT_STARTED' } };
};
