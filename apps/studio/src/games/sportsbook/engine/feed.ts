/**
 * What a sports data provider gives the sportsbook: competitions, fixtures, live events, provider
 * prices, results and corrections. A real provider is wrapped in an adapter that implements
 * `SportsFeed` and translates its ids and codes into these types; the built-in simulation
 * (simulated-league.ts) produces the same events. Types only: no I/O lives in the engine.
 *
 * Football comes first; the shapes are general enough for basketball (quarters, points), tennis
 * (sets, games) and e-sports (maps, and rounds where the title has them).
 */
import type { Score } from './score.js';

export type Sport = 'FOOTBALL' | 'BASKETBALL' | 'TENNIS' | 'ESPORTS';

export type EsportsTitle = 'CS2' | 'LEAGUE_OF_LEGENDS' | 'DOTA_2' | 'VALORANT';

/** Home is the first-named side (in tennis and e-sports, the first listed player or team). */
export type Side = 'HOME' | 'AWAY';

export type Competition = {
  /** The provider's id, stable across seasons' updates; stored with every fixture. */
  id: string;
  sport: Sport;
  /** Set for e-sports only. */
  title: EsportsTitle | null;
  name: string;
  /** ISO 3166-1 alpha-2, or null for an international competition. */
  country: string | null;
  /** "2026" or "2025/26". */
  season: string;
};

export type Participant = {
  id: string;
  name: string;
  /** Up to 4 letters, for a scoreboard on a phone. */
  shortName: string;
};

/** How a match is played, which decides its periods and what settles its markets. */
export type MatchFormat =
  /** Football (2 × 45, extra time in some cup ties), basketball (4 × 10 or 4 × 12, overtime). */
  | { kind: 'TIMED'; periods: number; periodMinutes: number; extraTime: boolean }
  /** Tennis: best of 3 or 5 sets. */
  | { kind: 'SETS'; bestOf: 3 | 5 }
  /**
   * E-sports: best of 1, 2, 3 or 5 maps. CS2 and Valorant maps are won on rounds (13 to win a
   * regulation map); League of Legends and Dota 2 maps have no rounds (null).
   */
  | { kind: 'MAPS'; bestOf: 1 | 2 | 3 | 5; roundsToWinMap: number | null };

/**
 * A scoring period: football halves, extra time and the shoot-out; basketball quarters and
 * overtimes; tennis sets; e-sports maps.
 */
export type PeriodKey =
  | 'FIRST_HALF'
  | 'SECOND_HALF'
  | 'EXTRA_TIME_FIRST_HALF'
  | 'EXTRA_TIME_SECOND_HALF'
  | 'PENALTIES'
  | `QUARTER_${1 | 2 | 3 | 4}`
  | `OVERTIME_${number}`
  | `SET_${number}`
  | `MAP_${number}`;

/**
 * The count within one period: goals in a half, points in a quarter, games in a set, rounds won on
 * a map. A map without rounds (League of Legends, Dota 2) holds 1-0 or 0-1 for its winner and 0-0
 * while it is played: kills do not decide a map, and no market settles on them.
 */
export type PeriodScore = { period: PeriodKey; home: number; away: number };

/** A tennis point as a scoreboard shows it: 0, 15, 30, 40 or AD in a game; the count ("0", "7") in a tiebreak. */
export type TennisPointCall = '0' | '15' | '30' | '40' | 'AD' | `${number}`;

/**
 * What only a live board knows beyond the periods, so the engine can price in play from a
 * provider's board as from its own simulation (in-play-scoreboard.ts reads and checks it):
 * - TENNIS: the points of the game in play as shown (deuce is 40-40, advantage AD-40; a tiebreak
 *   at 6-6 holds its counts) and the player serving the point in play (in a tiebreak, this point's
 *   server, not the tiebreak's first).
 * - BASKETBALL: the period in play (the last on the board, or the next before its first point;
 *   during a break the one just ended) and the seconds left on its clock (0 in the break).
 */
export type InPlayScore =
  | { sport: 'TENNIS'; points: { home: TennisPointCall; away: TennisPointCall }; server: Side }
  | { sport: 'BASKETBALL'; period: PeriodKey; secondsLeft: number };

/**
 * The whole score: `home`/`away` are goals (football), points (basketball), sets (tennis) or maps
 * (e-sports); `periods` break it down, oldest first. `inPlay` is sent by a live tennis or
 * basketball board (absent before the start, after the end and in other sports).
 */
export type Scoreboard = { home: number; away: number; periods: PeriodScore[]; inPlay?: InPlayScore };

export type MatchPhase =
  | { status: 'NOT_STARTED' }
  | { status: 'IN_PERIOD'; period: PeriodKey }
  /** Half-time, a quarter break, between sets or maps. */
  | { status: 'BREAK'; after: PeriodKey }
  | { status: 'ENDED' };

export type FixtureStatus = 'SCHEDULED' | 'LIVE' | 'FINISHED' | 'POSTPONED' | 'ABANDONED' | 'CANCELLED';

export type Fixture = {
  id: string;
  competitionId: string;
  sport: Sport;
  home: Participant;
  away: Participant;
  /** ISO 8601 in UTC. */
  startsAt: string;
  format: MatchFormat;
  status: FixtureStatus;
  /** False when the provider will not send live events: the match is offered pre-match only. */
  liveCoverage: boolean;
};

/**
 * Something that happened in a live match. `minute` is the football minute as shown (1–90, 45
 * and 90 holding stoppage time); null where the sport has no running clock.
 */
export type LiveEvent =
  | { kind: 'GOAL'; side: Side; minute: number }
  | { kind: 'CARD'; side: Side; minute: number; colour: 'YELLOW' | 'RED' }
  | { kind: 'CORNER'; side: Side; minute: number }
  | { kind: 'PERIOD_CHANGE'; phase: MatchPhase; minute: number | null }
  /** Points, games, rounds or maps in any sport: the message's scoreboard holds the new score. */
  | { kind: 'SCORE_CHANGE'; side: Side; minute: number | null }
  /** A goal ruled out after review (VAR) or an event sent in error: undo the event of that sequence. */
  | { kind: 'EVENT_CANCELLED'; cancelsSequence: number };

export type ProviderMarketStatus = 'OPEN' | 'SUSPENDED' | 'CLOSED';

/**
 * A market as a provider that sells prices sends it, with the sportsbook's market key
 * (market-keys.ts) already mapped by the adapter. The built-in book prices from its own model
 * instead and may use these only to check itself.
 */
export type ProviderMarket = {
  fixtureId: string;
  marketKey: string;
  status: ProviderMarketStatus;
  /** Odds in thousandths (odds.ts); null while a selection is not offered. */
  selections: Array<{ key: string; oddsE3: number | null }>;
};

export type FeedResultStatus = 'FINISHED' | 'ABANDONED' | 'CANCELLED';

/**
 * The official result. `version` grows with every correction of the same fixture: settlement
 * keeps the version it settled on, and a higher one re-settles the bets it changes.
 */
export type FeedResult = {
  fixtureId: string;
  sport: Sport;
  status: FeedResultStatus;
  scoreboard: Scoreboard;
  version: number;
  /**
   * Tennis: the player who retired (or was defaulted) when a FINISHED match ended that way; its
   * scoreboard then stops before the match is decided. Absent otherwise.
   */
  retired?: Side;
};

/**
 * Everything arrives as messages in one ordered stream. `sequence` grows by one per message: the
 * consumer stores the last one it applied, resumes after it on reconnect, and applies each message
 * idempotently (the same sequence twice changes nothing).
 */
export type FeedMessage = { sequence: number; sentAt: string } & (
  | { type: 'FIXTURE'; fixture: Fixture }
  | { type: 'FIXTURE_STATUS'; fixtureId: string; status: FixtureStatus; startsAt: string }
  | { type: 'LIVE_EVENT'; fixtureId: string; event: LiveEvent; phase: MatchPhase; scoreboard: Scoreboard }
  | { type: 'MARKET'; market: ProviderMarket }
  | { type: 'RESULT'; result: FeedResult }
  | { type: 'RESULT_CORRECTED'; result: FeedResult; reason: string }
);

export type FeedSubscription = { close: () => Promise<void> };

/** The interface a provider's adapter implements. */
export type SportsFeed = {
  /** Stored with every fixture and bet, so two providers' ids never meet. */
  readonly providerId: string;
  competitions: (sport: Sport) => Promise<Competition[]>;
  /** Fixtures starting in [from, to), ISO 8601. */
  fixtures: (window: { from: string; to: string }) => Promise<Fixture[]>;
  /**
   * Messages after `afterSequence` (from the start when null), in order. `onMessage` resolves once
   * the message is stored; the feed waits for it before sending the next, so a crash loses nothing.
   */
  subscribe: (options: {
    afterSequence: number | null;
    onMessage: (message: FeedMessage) => Promise<void>;
  }) => FeedSubscription;
};

/**
 * A football scoreboard: until half-time the whole score belongs to the first half; once the
 * half-time score is known, the second half holds the rest.
 */
export const footballScoreboard = (input: { score: Score; halfTimeScore: Score | null }): Scoreboard => {
  const { score, halfTimeScore } = input;
  const periods: PeriodScore[] = halfTimeScore
    ? [
        { period: 'FIRST_HALF', ...halfTimeScore },
        {
          period: 'SECOND_HALF',
          home: score.home - halfTimeScore.home,
          away: score.away - halfTimeScore.away,
        },
      ]
    : [{ period: 'FIRST_HALF', ...score }];
  return { home: score.home, away: score.away, periods };
};
