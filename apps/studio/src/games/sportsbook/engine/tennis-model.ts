import type { MatchFormat, PeriodKey, Scoreboard, Side } from './feed.js';
import { SportsbookInputError } from './input-error.js';
import { assertScore, type Score } from './score.js';

/**
 * The tennis price model: every point is won by its server with a chance that depends only on who
 * serves (Newton & Keller 2005: points independent and identically distributed on serve). From
 * the two players' chances on serve follow, exactly, the chance of each game (deuce: win two in a
 * row), each tiebreak (the serve changing every two points), each set (games alternating serve,
 * a tiebreak at 6-6) and the match (best of 3 or 5). Every market reads the distribution over
 * final set scores and total games that this chain gives.
 *
 * A player's rating is the share of points above the tour average they win, on serve and on
 * return alike: against each other, the home player serves with base + r_home − r_away and the
 * away player with base + r_away − r_home, `base` being the tour's average on the event's surface.
 *
 * Rules: a 7-point tiebreak at 6-6 in every set; a best of 5 (a Grand Slam) plays a 10-point
 * tiebreak at 6-6 in the deciding set, as the four majors have since 2022. No-ad scoring and match
 * tiebreaks instead of a third set (doubles) are not modelled.
 *
 * Known simplifications: no momentum, no fatigue, no difference between first and second serve
 * or between the deuce and ad courts; ratings are hand-set; retirements are not priced.
 */

export type SetsFormat = Extract<MatchFormat, { kind: 'SETS' }>;

export type TennisModelParameters = {
  /** The tour's share of points won on serve on the event's surface (ATP hard ≈ 0.64, WTA clay ≈ 0.54). */
  serveBase: number;
};

/** Each player's chance of winning a point on their own serve. */
export type ServeProbabilities = { home: number; away: number };

const SERVE_BOUNDS = { min: 0.3, max: 0.92 } as const;

export const serveProbabilities = (input: {
  homeRating: number;
  awayRating: number;
  parameters: TennisModelParameters;
}): ServeProbabilities => {
  const { homeRating, awayRating, parameters } = input;
  for (const value of [homeRating, awayRating, parameters.serveBase]) {
    if (!Number.isFinite(value)) throw new SportsbookInputError('RATING_INVALID', `${value}`);
  }
  const clamp = (p: number) => Math.min(SERVE_BOUNDS.max, Math.max(SERVE_BOUNDS.min, p));
  return {
    home: clamp(parameters.serveBase + homeRating - awayRating),
    away: clamp(parameters.serveBase + awayRating - homeRating),
  };
};

export const assertServeProbabilities = (serve: ServeProbabilities): void => {
  for (const p of [serve.home, serve.away]) {
    if (!(p > 0 && p < 1)) throw new SportsbookInputError('SERVE_PROBABILITY_INVALID', `${p}`);
  }
};

export const setsToWin = (bestOf: SetsFormat['bestOf']): number => (bestOf === 5 ? 3 : 2);

/** Points to win the tiebreak of a set (0-based index): 10 in a best of 5's deciding set, else 7. */
export const tiebreakPointsFor = (bestOf: SetsFormat['bestOf'], setIndex: number): number =>
  bestOf === 5 && setIndex === bestOf - 1 ? 10 : 7;

/** A set is over at 6 games with a lead of two, 7-5, or 7-6 after its tiebreak. */
export const isSetOver = (games: Score): boolean => {
  const [high, low] = games.home >= games.away ? [games.home, games.away] : [games.away, games.home];
  return (high === 6 && low <= 4) || (high === 7 && (low === 5 || low === 6));
};

export const setWinner = (games: Score): Side => (games.home > games.away ? 'HOME' : 'AWAY');

export const isMatchOver = (sets: readonly Score[], bestOf: SetsFormat['bestOf']): boolean => {
  const won = setsWon(sets);
  return Math.max(won.home, won.away) >= setsToWin(bestOf);
};

export const setsWon = (sets: readonly Score[]): Score => ({
  home: sets.filter((games) => setWinner(games) === 'HOME').length,
  away: sets.filter((games) => setWinner(games) === 'AWAY').length,
});

const other = (side: Side): Side => (side === 'HOME' ? 'AWAY' : 'HOME');

/** P(the server wins the game) from a point score (server's points first), deuce included. */
export const gameWinProbability = (p: number, points: Score = { home: 0, away: 0 }): number => {
  const win = (a: number, b: number): number => {
    if (a >= 4 && a - b >= 2) return 1;
    if (b >= 4 && b - a >= 2) return 0;
    if (a >= 3 && b >= 3) {
      const deuce = (p * p) / (p * p + (1 - p) * (1 - p));
      if (a === b) return deuce;
      return a > b ? p + (1 - p) * deuce : p * deuce;
    }
    return p * win(a + 1, b) + (1 - p) * win(a, b + 1);
  };
  return win(points.home, points.away);
};

/** Whether the player who served a tiebreak's first point serves the point after `played` points: the first, then two each. */
export const tiebreakFirstServerServes = (played: number): boolean =>
  played === 0 || Math.floor((played - 1) / 2) % 2 === 1;

/**
 * P(the player who served the tiebreak's first point wins it) from its score (that player's points
 * first). The first point is served by the first server, then two each: points 1–2 by the other,
 * 3–4 by the first, and so on. `firstServe` and `secondServe` are each one's chance on serve.
 */
export const tiebreakWinProbability = (input: {
  firstServe: number;
  secondServe: number;
  target: number;
  points?: Score;
}): number => {
  const { firstServe, secondServe, target } = input;
  // From a tie beyond target − 1, two points (one served by each) decide or tie again.
  const both = firstServe * (1 - secondServe);
  const neither = (1 - firstServe) * secondServe;
  const tied = both / (both + neither);
  const memo = new Map<number, number>();
  const win = (a: number, b: number): number => {
    if (a >= target && a - b >= 2) return 1;
    if (b >= target && b - a >= 2) return 0;
    if (a >= target - 1 && b >= target - 1 && a === b) return tied;
    const key = a * 1000 + b;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const pointWin = tiebreakFirstServerServes(a + b) ? firstServe : 1 - secondServe;
    const value = pointWin * win(a + 1, b) + (1 - pointWin) * win(a, b + 1);
    memo.set(key, value);
    return value;
  };
  const start = input.points ?? { home: 0, away: 0 };
  return win(start.home, start.away);
};

/**
 * Where a match stands: the sets completed (games each), the games of the set in play, the points
 * of the game in play (a tiebreak's points at 6-6), and who serves that game (in a tiebreak, who
 * served its first point).
 */
export type TennisState = { sets: readonly Score[]; games: Score; points: Score; server: Side };

export const matchStart = (server: Side): TennisState => ({
  sets: [],
  games: { home: 0, away: 0 },
  points: { home: 0, away: 0 },
  server,
});

const isGameScorePossible = (points: Score, tiebreak: number | null): boolean => {
  const target = tiebreak ?? 4;
  const [high, low] = points.home >= points.away ? [points.home, points.away] : [points.away, points.home];
  // An unfinished game: nobody has reached the target with a lead of two.
  return !(high >= target && high - low >= 2);
};

export const assertTennisState = (state: TennisState, format: SetsFormat): void => {
  const invalid = (detail: string) => new SportsbookInputError('MATCH_STATE_INVALID', detail);
  if (format.bestOf !== 3 && format.bestOf !== 5) throw invalid(`best of ${String(format.bestOf)}`);
  state.sets.forEach((games, index) => {
    assertScore(games);
    if (!isSetOver(games)) throw invalid(`set ${index + 1} ${games.home}-${games.away}`);
    if (isMatchOver(state.sets.slice(0, index), format.bestOf))
      throw invalid(`set ${index + 1} after the end`);
  });
  assertScore(state.games);
  assertScore(state.points);
  if (state.server !== 'HOME' && state.server !== 'AWAY') throw invalid(`server ${String(state.server)}`);
  if (isMatchOver(state.sets, format.bestOf)) {
    if (state.games.home + state.games.away + state.points.home + state.points.away > 0)
      throw invalid('play after the end');
    return;
  }
  if (isSetOver(state.games) || state.games.home > 6 || state.games.away > 6) {
    throw invalid(`games ${state.games.home}-${state.games.away}`);
  }
  const tiebreak =
    state.games.home === 6 && state.games.away === 6
      ? tiebreakPointsFor(format.bestOf, state.sets.length)
      : null;
  if (!isGameScorePossible(state.points, tiebreak))
    throw invalid(`points ${state.points.home}-${state.points.away}`);
};

/** A final set score and who served its last game (the other serves the next set's first game). */
type SetEnding = { games: Score; lastServer: Side; probability: number };

/**
 * Every way the set in play can end, from its games, the game in play and its server. Games
 * alternate serve; at 6-6 the tiebreak decides (its first server being the player whose turn it is).
 */
const setEndings = (input: {
  serve: ServeProbabilities;
  games: Score;
  points: Score;
  server: Side;
  tiebreakTarget: number;
}): SetEnding[] => {
  const { serve, tiebreakTarget } = input;
  const endings = new Map<string, SetEnding>();
  const add = (games: Score, lastServer: Side, probability: number) => {
    const key = `${games.home}-${games.away}-${lastServer}`;
    const found = endings.get(key);
    if (found) found.probability += probability;
    else endings.set(key, { games, lastServer, probability });
  };
  /** P(home wins this game or tiebreak), from its points (home's first). */
  const homeTakes = (games: Score, server: Side, points: Score): number => {
    if (games.home === 6 && games.away === 6) {
      const firstServe = server === 'HOME' ? serve.home : serve.away;
      const secondServe = server === 'HOME' ? serve.away : serve.home;
      const serverPoints = server === 'HOME' ? points : { home: points.away, away: points.home };
      const serverWins = tiebreakWinProbability({
        firstServe,
        secondServe,
        target: tiebreakTarget,
        points: serverPoints,
      });
      return server === 'HOME' ? serverWins : 1 - serverWins;
    }
    if (server === 'HOME') return gameWinProbability(serve.home, points);
    return 1 - gameWinProbability(serve.away, { home: points.away, away: points.home });
  };
  let frontier: Array<{ games: Score; server: Side; probability: number }> = [
    { games: input.games, server: input.server, probability: 1 },
  ];
  let points = input.points;
  while (frontier.length > 0) {
    const next = new Map<string, { games: Score; server: Side; probability: number }>();
    for (const { games, server, probability } of frontier) {
      const home = homeTakes(games, server, points);
      for (const [won, chance] of [
        [{ home: games.home + 1, away: games.away }, home],
        [{ home: games.home, away: games.away + 1 }, 1 - home],
      ] as const) {
        if (chance === 0) continue;
        if (isSetOver(won)) {
          add(won, server, probability * chance);
          continue;
        }
        const key = `${won.home}-${won.away}`;
        const found = next.get(key);
        if (found) found.probability += probability * chance;
        else next.set(key, { games: won, server: other(server), probability: probability * chance });
      }
    }
    frontier = [...next.values()];
    points = { home: 0, away: 0 };
  }
  return [...endings.values()];
};

/** What every tennis market reads: the sets each player won, the games each won, the first set's winner. */
export type TennisSummary = { sets: Score; games: Score; firstSet: Side };

export type TennisOutlook = {
  format: SetsFormat;
  endings: ReadonlyArray<{ summary: TennisSummary; probability: number }>;
};

/**
 * The match from a state: the set in play from its games and points, then fresh sets, each
 * starting with the player who did not serve the last game of the one before. From the start
 * this is the pre-match outlook.
 */
export const tennisOutlook = (input: {
  serve: ServeProbabilities;
  format: SetsFormat;
  state: TennisState;
}): TennisOutlook => {
  const { serve, format, state } = input;
  assertServeProbabilities(serve);
  assertTennisState(state, format);
  const won = setsWon(state.sets);
  const games = state.sets.reduce((sum, set) => ({ home: sum.home + set.home, away: sum.away + set.away }), {
    home: 0,
    away: 0,
  });
  const known = state.sets[0] ? setWinner(state.sets[0]) : null;
  type Node = { sets: Score; games: Score; firstSet: Side | null; server: Side; probability: number };
  const endings = new Map<string, { summary: TennisSummary; probability: number }>();
  let frontier: Node[] = [{ sets: won, games, firstSet: known, server: state.server, probability: 1 }];
  let inPlay: { games: Score; points: Score } | null = { games: state.games, points: state.points };
  if (isMatchOver(state.sets, format.bestOf)) {
    const firstSet = known ?? 'HOME';
    return { format, endings: [{ summary: { sets: won, games, firstSet }, probability: 1 }] };
  }
  while (frontier.length > 0) {
    const next = new Map<string, Node>();
    for (const node of frontier) {
      const setIndex = node.sets.home + node.sets.away;
      const set = setEndings({
        serve,
        games: inPlay?.games ?? { home: 0, away: 0 },
        points: inPlay?.points ?? { home: 0, away: 0 },
        server: node.server,
        tiebreakTarget: tiebreakPointsFor(format.bestOf, setIndex),
      });
      for (const ending of set) {
        const winner = setWinner(ending.games);
        const sets =
          winner === 'HOME'
            ? { ...node.sets, home: node.sets.home + 1 }
            : { ...node.sets, away: node.sets.away + 1 };
        const gamesAfter = {
          home: node.games.home + ending.games.home,
          away: node.games.away + ending.games.away,
        };
        const firstSet = node.firstSet ?? winner;
        const probability = node.probability * ending.probability;
        const summaryKey = `${sets.home}-${sets.away}-${gamesAfter.home}-${gamesAfter.away}-${firstSet}`;
        if (Math.max(sets.home, sets.away) >= setsToWin(format.bestOf)) {
          const found = endings.get(summaryKey);
          if (found) found.probability += probability;
          else endings.set(summaryKey, { summary: { sets, games: gamesAfter, firstSet }, probability });
          continue;
        }
        const server = other(ending.lastServer);
        const key = `${summaryKey}-${server}`;
        const found = next.get(key);
        if (found) found.probability += probability;
        else next.set(key, { sets, games: gamesAfter, firstSet, server, probability });
      }
    }
    frontier = [...next.values()];
    inPlay = null;
  }
  return { format, endings: [...endings.values()] };
};

export const tennisMatchWinProbability = (outlook: TennisOutlook): number =>
  outlook.endings.reduce(
    (sum, { summary, probability }) => sum + (summary.sets.home > summary.sets.away ? probability : 0),
    0,
  );

/** The sets of a feed scoreboard (SET_1, SET_2, … holding games), in order; the board's sets must agree. */
export const tennisSetsFromScoreboard = (scoreboard: Scoreboard): Score[] => {
  const sets = scoreboard.periods.map((period, index) => {
    if (period.period !== (`SET_${index + 1}` satisfies PeriodKey)) {
      throw new SportsbookInputError('SCOREBOARD_INVALID', period.period);
    }
    const games = { home: period.home, away: period.away };
    assertScore(games);
    return games;
  });
  const completed = sets.filter(isSetOver);
  const won = setsWon(completed);
  if (
    won.home !== scoreboard.home ||
    won.away !== scoreboard.away ||
    completed.length < sets.length - 1 ||
    sets.slice(0, -1).some((set) => !isSetOver(set))
  ) {
    throw new SportsbookInputError('SCOREBOARD_INVALID', `${scoreboard.home}-${scoreboard.away}`);
  }
  return sets;
};

/**
 * The state after one more point won by `winner`: a game (or tiebreak) won changes the server and
 * adds a game; a set won is recorded and the next starts at 0-0.
 */
export const advanceTennisState = (input: {
  state: TennisState;
  winner: Side;
  format: SetsFormat;
}): TennisState => {
  const { state, winner, format } = input;
  if (isMatchOver(state.sets, format.bestOf))
    throw new SportsbookInputError('MATCH_STATE_INVALID', 'the match is over');
  const add = (score: Score): Score =>
    winner === 'HOME' ? { ...score, home: score.home + 1 } : { ...score, away: score.away + 1 };
  const tiebreak = state.games.home === 6 && state.games.away === 6;
  const target = tiebreak ? tiebreakPointsFor(format.bestOf, state.sets.length) : 4;
  const points = add(state.points);
  const lead = winner === 'HOME' ? points.home - points.away : points.away - points.home;
  const mine = winner === 'HOME' ? points.home : points.away;
  if (mine < target || lead < 2) return { ...state, points };
  const games = add(state.games);
  const zero = { home: 0, away: 0 };
  const server = other(state.server);
  if (!isSetOver(games)) return { ...state, games, points: zero, server };
  return { sets: [...state.sets, games], games: zero, points: zero, server };
};
