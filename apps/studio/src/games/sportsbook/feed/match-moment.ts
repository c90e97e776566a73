import {
  eventsUntil,
  KICK_OFF,
  matchClock,
  matchStateAt,
  type MatchClock,
  type MatchState,
  type SimulatedEvent,
  type SimulatedMatch,
} from '../engine/index.js';

/**
 * Bet stop: after a goal or a red card every market of the match is suspended for this long on
 * the match clock (60 match seconds: 10 real seconds at the default speed of 6). A real book stops
 * betting while the price catches up with the news; here the price is exact at once, but the
 * page and the player's slip still need a moment to see the new score before a bet is taken.
 */
export const BET_STOP_MATCH_MS = 60_000;

/**
 * In-play prices move with the clock; they are computed at the clock rounded down to a quarter
 * of a match minute (2.5 real seconds at speed 6), so every read within that step hits one
 * cached price, and every instance prices the same step alike.
 */
const PRICE_STEP_MATCH_MS = 15_000;

export type MomentStatus = 'SCHEDULED' | 'LIVE' | 'FINISHED';

/** A fixture at one instant: what has happened and which state the prices are made from. */
export type MatchMoment = {
  status: MomentStatus;
  clock: MatchClock;
  /** Null before kick-off: a match is only simulated once it has started. */
  match: SimulatedMatch | null;
  /** Goals, cards, corners and whistles so far, oldest first. */
  happened: SimulatedEvent[];
  /** The goal or red card whose bet stop is running, if any. */
  betStop: SimulatedEvent | null;
  /**
   * The state the markets are priced from: kick-off before the match, the clock's price step in
   * play, and during a bet stop the moment before the stop's event (the last prices, shown greyed);
   * null once the match has ended (no market).
   */
  pricingState: MatchState | null;
  /** The state now, exactly: what cash-out values a leg on. Null once the match has ended. */
  exactState: MatchState | null;
};

/** The clock at a point of match time (speed 1 turns match time into itself). */
const clockAtMatchMs = (clockMs: number): MatchClock => matchClock({ elapsedMs: clockMs, speedFactor: 1 });

const stopsBetting = ({ event }: SimulatedEvent): boolean =>
  event.kind === 'GOAL' || (event.kind === 'CARD' && event.colour === 'RED');

export const matchMoment = (input: {
  kickoffAt: number;
  now: number;
  speed: number;
  /** Plays the match; called only once it has kicked off. */
  match: () => SimulatedMatch;
}): MatchMoment => {
  const clock = matchClock({ elapsedMs: input.now - input.kickoffAt, speedFactor: input.speed });
  if (clock.phase.status === 'NOT_STARTED') {
    return {
      status: 'SCHEDULED',
      clock,
      match: null,
      happened: [],
      betStop: null,
      pricingState: KICK_OFF,
      exactState: KICK_OFF,
    };
  }
  const match = input.match();
  const happened = eventsUntil(match, clock.clockMs);
  if (clock.phase.status === 'ENDED') {
    return {
      status: 'FINISHED',
      clock,
      match,
      happened,
      betStop: null,
      pricingState: null,
      exactState: null,
    };
  }
  const betStop =
    happened.findLast((event) => stopsBetting(event) && clock.clockMs - event.clockMs < BET_STOP_MATCH_MS) ??
    null;
  const pricedAt = betStop
    ? betStop.clockMs - 1
    : Math.floor(clock.clockMs / PRICE_STEP_MATCH_MS) * PRICE_STEP_MATCH_MS;
  return {
    status: 'LIVE',
    clock,
    match,
    happened,
    betStop,
    pricingState: matchStateAt(match, clockAtMatchMs(pricedAt)),
    exactState: matchStateAt(match, clock),
  };
};

/**
 * A cache key for prices: they depend on the pairing (competition and teams) and the state alone,
 * so a pairing met again in a later slot reuses its pre-match prices.
 */
export const pricingKey = (pairingKey: string, state: MatchState): string =>
  [
    pairingKey,
    state.minute,
    `${state.score.home}-${state.score.away}`,
    state.halfTimeScore ? `${state.halfTimeScore.home}-${state.halfTimeScore.away}` : '',
  ].join('|');
