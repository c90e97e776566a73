import { describe, expect, it } from 'vitest';
import {
  basketballExpectation,
  basketballFormat,
  basketballInPlayFromScoreboard,
  basketballScoreboard,
  matchStart,
  parseMarketKey,
  priceMarkets,
  serveProbabilities,
  settleSelection,
  SIMULATED_BASKETBALL_COMPETITIONS,
  SIMULATED_TENNIS_EVENTS,
  SportsbookInputError,
  sportFinalResultFromFeed,
  tennisInPlayFromScoreboard,
  tennisScoreboard,
  type FairMarket,
  type FeedResult,
  type Market,
  type Scoreboard,
  type SimulatedBasketballCompetition,
  type SimulatedBasketballTeam,
  type SimulatedTennisEvent,
  type SimulatedTennisPlayer,
  type TennisState,
} from '../engine/index.js';
import { BASKETBALL_FEED } from './basketball-feed.js';
import type { RollingFixture } from './sport-programme.js';
import { TENNIS_FEED } from './tennis-feed.js';

/**
 * A provider-fed book prices a live tennis match or basketball game from the provider's board
 * through the engine's own model: at the same state it must price exactly as the simulated book,
 * and settle the provider's result by the same rules.
 */

const MARGIN = { marginBp: 500, method: 'POWER' } as const;

const event = SIMULATED_TENNIS_EVENTS[0]!;
const tennisFixture: RollingFixture<SimulatedTennisEvent, SimulatedTennisPlayer> = {
  id: `${event.id}:0:a:b`,
  slot: 0,
  competition: event,
  home: event.players[0]!,
  away: event.players[1]!,
  startsAt: 0,
};
const serve = serveProbabilities({
  homeRating: tennisFixture.home.rating,
  awayRating: tennisFixture.away.rating,
  parameters: event.parameters,
});
const format = event.format;
const tennisMarkets = TENNIS_FEED.offered(tennisFixture);

const league = SIMULATED_BASKETBALL_COMPETITIONS[0]!;
const basketballFixture: RollingFixture<SimulatedBasketballCompetition, SimulatedBasketballTeam> = {
  id: `${league.id}:0:a:b`,
  slot: 0,
  competition: league,
  home: league.teams[0]!,
  away: league.teams[1]!,
  startsAt: 0,
};
const expected = basketballExpectation({
  home: basketballFixture.home.strength,
  away: basketballFixture.away.strength,
  parameters: league.parameters,
});
const basketballMarkets = BASKETBALL_FEED.offered(basketballFixture);

const tennisFair = (scoreboard: unknown, markets: readonly Market[] = tennisMarkets) =>
  tennisInPlayFromScoreboard({ serve, format, scoreboard, markets }).fair;
const basketballFair = (scoreboard: unknown, markets: readonly Market[] = basketballMarkets) =>
  basketballInPlayFromScoreboard({ expected, parameters: league.parameters, scoreboard, markets }).fair;

/** The fair chance of a market's selection. */
const chance = (fair: readonly FairMarket[], key: string, selection: string): number => {
  const probability = fair
    .find((market) => market.key === key)
    ?.selections.find((s) => s.key === selection)?.probability;
  if (probability === undefined || probability === null) throw new Error(`${key} ${selection} not priced`);
  return probability;
};

const tennisBoard = (state: Omit<TennisState, 'sets'> & { sets?: TennisState['sets'] }): Scoreboard =>
  tennisScoreboard({ state: { sets: [], ...state }, format });

describe('a provider-fed tennis match in play', () => {
  it('prices exactly as the simulated book at the same state', () => {
    const match = TENNIS_FEED.play(tennisFixture, 'provider-tennis-1');
    const played = match.points.filter((_, index) => index % 23 === 0).map((point) => point.after);
    const states = [matchStart(match.firstServer), ...played, match.points.at(-1)!.after];
    // Deuce after a long game, an advantage, and a tiebreak point.
    const crafted: TennisState[] = [
      { sets: [], games: { home: 3, away: 3 }, points: { home: 5, away: 5 }, server: 'HOME' },
      { sets: [], games: { home: 3, away: 3 }, points: { home: 3, away: 4 }, server: 'HOME' },
      {
        sets: [{ home: 4, away: 6 }],
        games: { home: 6, away: 6 },
        points: { home: 5, away: 4 },
        server: 'AWAY',
      },
    ];
    for (const state of [...states, ...crafted]) {
      const simulated = TENNIS_FEED.fair(tennisFixture, state, tennisMarkets);
      const provided = tennisFair(tennisScoreboard({ state, format }));
      expect(provided).toEqual(simulated);
      expect(priceMarkets(provided, MARGIN)).toEqual(priceMarkets(simulated, MARGIN));
    }
  });

  it('moves a little on a hold, a lot on a break, and with each point the right way', () => {
    const home = (board: Scoreboard) => chance(tennisFair(board), 'TMW', '1');
    const zero = { home: 0, away: 0 };
    const level = home(tennisBoard({ games: { home: 2, away: 2 }, points: zero, server: 'HOME' }));
    const held = home(tennisBoard({ games: { home: 3, away: 2 }, points: zero, server: 'AWAY' }));
    const broken = home(tennisBoard({ games: { home: 2, away: 3 }, points: zero, server: 'AWAY' }));
    expect(held).toBeGreaterThan(level);
    expect(broken).toBeLessThan(level);
    expect(level - broken).toBeGreaterThan(3 * (held - level));

    const at = (points: { home: number; away: number }) =>
      home(tennisBoard({ games: { home: 4, away: 4 }, points, server: 'HOME' }));
    expect(at({ home: 3, away: 2 })).toBeGreaterThan(at({ home: 2, away: 2 }));
    expect(at({ home: 2, away: 3 })).toBeLessThan(at({ home: 2, away: 2 }));
    expect(at({ home: 4, away: 3 })).toBeGreaterThan(at({ home: 3, away: 3 }));
    expect(at({ home: 3, away: 4 })).toBeLessThan(at({ home: 3, away: 3 }));

    // A tiebreak mini-break: home's price shortens.
    const tiebreak = (points: { home: number; away: number }) =>
      home(tennisBoard({ games: { home: 6, away: 6 }, points, server: 'AWAY' }));
    expect(tiebreak({ home: 4, away: 3 })).toBeGreaterThan(tiebreak({ home: 3, away: 3 }));
    const odds = (board: Scoreboard) => {
      const priced = priceMarkets(tennisFair(board, [parseMarketKey('TMW')]), MARGIN)[0]!;
      if (priced.status !== 'PRICED') throw new Error('TMW closed');
      return priced.market.selections.find((selection) => selection.key === '1')!.oddsE3;
    };
    expect(odds(tennisBoard({ games: { home: 2, away: 3 }, points: zero, server: 'AWAY' }))).toBeGreaterThan(
      odds(tennisBoard({ games: { home: 2, away: 2 }, points: zero, server: 'HOME' })),
    );
  });

  it('refuses a board without the game in play, or a malformed one, with SCOREBOARD_INVALID', () => {
    for (const scoreboard of [
      { home: 0, away: 0, periods: [{ period: 'SET_1', home: 2, away: 1 }] },
      { home: 0, away: 0, periods: null },
      undefined,
    ]) {
      expect(() => tennisFair(scoreboard)).toThrow(SportsbookInputError);
      expect(() => tennisFair(scoreboard)).toThrow(/SCOREBOARD_INVALID/);
    }
  });

  it("settles the provider's result as the match was played, and a retirement", () => {
    const match = TENNIS_FEED.play(tennisFixture, 'provider-tennis-2');
    const last = match.points.at(-1)!.after;
    const feed = (scoreboard: Scoreboard, extra: Partial<FeedResult> = {}): FeedResult => ({
      fixtureId: tennisFixture.id,
      sport: 'TENNIS',
      status: 'FINISHED',
      scoreboard,
      version: 1,
      ...extra,
    });
    const result = sportFinalResultFromFeed({
      result: feed(tennisScoreboard({ state: last, format })),
      format,
    });
    expect(result).toEqual(TENNIS_FEED.result(tennisFixture, match));
    const retired = sportFinalResultFromFeed({
      result: feed(
        tennisBoard({
          sets: [{ home: 6, away: 3 }],
          games: { home: 1, away: 2 },
          points: { home: 0, away: 0 },
          server: 'HOME',
        }),
        { retired: 'AWAY' },
      ),
      format,
    });
    expect(retired).toEqual({
      status: 'SETS_RETIRED',
      bestOf: format.bestOf,
      sets: [{ home: 6, away: 3 }],
      winner: 'HOME',
    });
    expect(settleSelection({ market: parseMarketKey('TMW'), selection: '1', result: retired })).toBe('WON');
    expect(() =>
      sportFinalResultFromFeed({ result: feed({ home: 1, away: 0, periods: 'SET_1' } as never), format }),
    ).toThrow(/SCOREBOARD_INVALID/);
  });
});

describe('a provider-fed basketball game in play', () => {
  it('prices exactly as the simulated book at the same state', () => {
    const game = BASKETBALL_FEED.play(basketballFixture, 'provider-basketball-1');
    const end = game.events.at(-1)!.clockMs;
    for (const share of [0, 0.55, 0.9]) {
      const state = BASKETBALL_FEED.stateAt(game, Math.floor(end * share));
      const simulated = BASKETBALL_FEED.fair(basketballFixture, state, basketballMarkets);
      const provided = basketballFair(basketballScoreboard({ state, parameters: league.parameters }));
      expect(provided).toEqual(simulated);
      expect(priceMarkets(provided, MARGIN)).toEqual(priceMarkets(simulated, MARGIN));
    }
  });

  it('moves with a basket and with the clock the right way', () => {
    const ml = [parseMarketKey('ML')];
    /** Home's chance to win with these quarters ("20-20 10-10") and clock. */
    const home = (quarters: string, period: string, secondsLeft: number) => {
      const periods = quarters.split(' ').map((score, index) => {
        const [h, a] = score.split('-').map(Number);
        return { period: `QUARTER_${index + 1}`, home: h!, away: a! };
      });
      const board = {
        home: periods.reduce((sum, period) => sum + period.home, 0),
        away: periods.reduce((sum, period) => sum + period.away, 0),
        periods,
        inPlay: { sport: 'BASKETBALL', period, secondsLeft },
      };
      return chance(basketballFair(board, ml), 'ML', '1');
    };
    const level = home('20-20 20-20 10-10', 'QUARTER_3', 300);
    const basket = home('20-20 20-20 12-10', 'QUARTER_3', 300);
    const three = home('20-20 20-20 10-13', 'QUARTER_3', 300);
    expect(basket).toBeGreaterThan(level);
    expect(three).toBeLessThan(level);
    // The same lead is worth more with less time left.
    expect(home('20-20 20-20 20-20 12-10', 'QUARTER_4', 30)).toBeGreaterThan(basket);
  });

  it('refuses a board without the clock, or a malformed one, with SCOREBOARD_INVALID', () => {
    for (const scoreboard of [
      { home: 20, away: 18, periods: [{ period: 'QUARTER_1', home: 20, away: 18 }] },
      {
        home: 20,
        away: 18,
        periods: [{ period: 'QUARTER_1', home: 20, away: 18 }],
        inPlay: { sport: 'BASKETBALL', period: 'QUARTER_1', secondsLeft: '12' },
      },
      [],
    ]) {
      expect(() => basketballFair(scoreboard)).toThrow(/SCOREBOARD_INVALID/);
    }
  });

  it("settles the provider's result as the game was played", () => {
    const game = BASKETBALL_FEED.play(basketballFixture, 'provider-basketball-2');
    const last = game.events.at(-1)!.scoreboard;
    const result = sportFinalResultFromFeed({
      result: {
        fixtureId: basketballFixture.id,
        sport: 'BASKETBALL',
        status: 'FINISHED',
        scoreboard: last,
        version: 1,
      },
      format: basketballFormat(league.parameters),
    });
    expect(result).toEqual(BASKETBALL_FEED.result(basketballFixture, game));
  });
});
