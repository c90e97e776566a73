import {
  esportsStateAt,
  SERIES_START,
  seriesEndMs,
  type EsportsMatchState,
  type SimulatedEvent,
  type SimulatedSeries,
} from '../engine/index.js';

/**
 * Bet stop: once a map is decided every market of the series is suspended for this long on the
 * series clock (60 series seconds: 10 real seconds at the default speed of 6), as football's after
 * a goal. A round changes little and comes every couple of minutes, so it stops nothing; a map
 * moves the series price most, and the page needs a moment to show the new map score.
 */
export const ESPORTS_BET_STOP_MS = 60_000;

export type SeriesStatus = 'SCHEDULED' | 'LIVE' | 'FINISHED';

/** A series at one instant: what has happened and which state the prices are made from. */
export type SeriesMoment = {
  status: SeriesStatus;
  /** Null before the start: a series is only simulated once it has begun. */
  series: SimulatedSeries | null;
  /** The feed's events so far, oldest first. */
  happened: SimulatedEvent[];
  /** The map end whose bet stop is running, if any. */
  betStop: SimulatedEvent | null;
  /**
   * The state the markets are priced from: the start before the series, the state now in play,
   * the state before the map's end during a bet stop (the last prices, shown greyed); null once
   * the series has ended.
   */
  pricingState: EsportsMatchState | null;
  /** The state now, exactly: what cash-out values a leg on. Null once the series has ended. */
  exactState: EsportsMatchState | null;
};

/** A map is decided by the event after which the maps won add up to one more. */
const endsAMap = (event: SimulatedEvent, before: SimulatedEvent | undefined): boolean =>
  event.event.kind === 'SCORE_CHANGE' &&
  event.scoreboard.home + event.scoreboard.away >
    (before ? before.scoreboard.home + before.scoreboard.away : 0);

export const seriesMoment = (input: {
  startsAt: number;
  now: number;
  speed: number;
  /** Plays the series; called only once it has begun. */
  series: () => SimulatedSeries;
}): SeriesMoment => {
  const clockMs = (input.now - input.startsAt) * input.speed;
  if (clockMs < 0) {
    return {
      status: 'SCHEDULED',
      series: null,
      happened: [],
      betStop: null,
      pricingState: SERIES_START,
      exactState: SERIES_START,
    };
  }
  const series = input.series();
  const happened = series.events.filter((event) => event.clockMs <= clockMs);
  if (clockMs >= seriesEndMs(series)) {
    return { status: 'FINISHED', series, happened, betStop: null, pricingState: null, exactState: null };
  }
  const stopIndex = happened.findLastIndex(
    (event, index) => clockMs - event.clockMs < ESPORTS_BET_STOP_MS && endsAMap(event, happened[index - 1]),
  );
  const betStop = stopIndex >= 0 ? happened[stopIndex]! : null;
  const exactState = esportsStateAt(series, clockMs);
  return {
    status: 'LIVE',
    series,
    happened,
    betStop,
    pricingState: betStop ? esportsStateAt(series, betStop.clockMs - 1) : exactState,
    exactState,
  };
};

/** A cache key for prices: they depend on the pairing and the state alone (maps and rounds). */
export const seriesPricingKey = (pairingKey: string, state: EsportsMatchState): string =>
  [
    pairingKey,
    state.maps
      .map((map) => `${map.winner[0]}${map.rounds ? `${map.rounds.home}-${map.rounds.away}` : ''}`)
      .join(','),
    state.currentRounds ? `${state.currentRounds.home}-${state.currentRounds.away}` : '',
  ].join('|');
