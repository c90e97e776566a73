import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededUniformInt } from '../../../seeded-random.js';
import { fairEsportsMarkets } from './esports-markets.js';
import {
  esportsOutlook,
  mapsFormat,
  isSeriesOver,
  mapScore,
  seriesWinProbabilities,
  type MapsFormat,
} from './esports-model.js';
import { isMapOver, roundRulesFor } from './esports-rounds.js';
import { esportsFinalResultFromFeed } from './esports-settlement.js';
import type { EsportsTitle, FeedResult } from './feed.js';
import { settleSelection } from './settlement.js';
import { SIMULATED_ESPORTS_COMPETITIONS } from './simulated-esports-competitions.js';
import {
  esportsCompetitionFixtures,
  esportsStateAt,
  seriesEndMs,
  simulateEsportsSeries,
  type SimulatedSeries,
} from './simulated-esports-match.js';

const formatOf = mapsFormat;
const titles = fc.constantFrom<EsportsTitle>('CS2', 'VALORANT', 'LEAGUE_OF_LEGENDS', 'DOTA_2');
const bestOfs = fc.constantFrom<MapsFormat['bestOf']>(1, 2, 3, 5);

const play = (
  seed: string,
  title: EsportsTitle,
  bestOf: MapsFormat['bestOf'],
  homeMap = 0.6,
): SimulatedSeries => simulateEsportsSeries({ seed, homeMap, title, format: formatOf(title, bestOf) });

const resultOf = (series: SimulatedSeries): FeedResult => {
  const last = series.events.at(-1);
  if (!last) throw new Error('no events');
  return { fixtureId: 'f', sport: 'ESPORTS', status: 'FINISHED', scoreboard: last.scoreboard, version: 1 };
};

describe('e-sports match engine', () => {
  it('plays the same series for the same seed, and different series for different seeds', () => {
    expect(play('seed-1', 'CS2', 3)).toEqual(play('seed-1', 'CS2', 3));
    const outcomes = new Set(
      Array.from({ length: 12 }, (_, index) => JSON.stringify(play(`seed-${index}`, 'CS2', 3).maps)),
    );
    expect(outcomes.size).toBeGreaterThan(6);
  });

  it('tells a consistent story: maps in order, rounds adding up, phases in place, the clock never going back', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), titles, bestOfs, (seed, title, bestOf) => {
        const series = play(seed, title, bestOf);
        const rules = roundRulesFor(title, series.format);
        expect(
          isSeriesOver(
            series.maps.map((map) => map.winner),
            bestOf,
          ),
        ).toBe(true);
        expect(
          isSeriesOver(
            series.maps.slice(0, -1).map((map) => map.winner),
            bestOf,
          ),
        ).toBe(false);
        for (const map of series.maps) {
          if (rules && map.rounds) expect(isMapOver(map.rounds, rules)).toBe(true);
          else expect(map.rounds).toBeNull();
        }
        const { events } = series;
        for (let index = 1; index < events.length; index += 1) {
          expect(events[index]!.clockMs).toBeGreaterThanOrEqual(events[index - 1]!.clockMs);
        }
        expect(events[0]?.event).toEqual({
          kind: 'PERIOD_CHANGE',
          phase: { status: 'IN_PERIOD', period: 'MAP_1' },
          minute: null,
        });
        expect(events.at(-1)?.phase).toEqual({ status: 'ENDED' });
        const scoreChanges = events.filter(({ event }) => event.kind === 'SCORE_CHANGE');
        const rounds = series.maps.reduce(
          (sum, map) => sum + (map.rounds ? map.rounds.home + map.rounds.away : 1),
          0,
        );
        expect(scoreChanges).toHaveLength(rounds);
        const board = events.at(-1)!.scoreboard;
        expect({ home: board.home, away: board.away }).toEqual(
          mapScore(series.maps.map((map) => map.winner)),
        );
        expect(board.periods.map((period) => period.period)).toEqual(
          series.maps.map((_, index) => `MAP_${index + 1}`),
        );
      }),
      { numRuns: 40 },
    );
  });

  it('settles consistently with its events: the final board is the result, and every market is certain of it at the end', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), titles, bestOfs, (seed, title, bestOf) => {
        const series = play(seed, title, bestOf);
        const format = formatOf(title, bestOf);
        const result = esportsFinalResultFromFeed({ result: resultOf(series), title, format });
        expect(result).toEqual({ status: 'MAPS_COMPLETED', bestOf, maps: series.maps });
        const end = esportsStateAt(series, seriesEndMs(series));
        expect(end).toEqual({ maps: series.maps, currentRounds: null });
        const outlook = esportsOutlook({ homeMap: 0.6, title, format, state: end });
        for (const market of fairEsportsMarkets({ outlook, title })) {
          for (const selection of market.selections) {
            const settled = settleSelection({ market: market.market, selection: selection.key, result });
            expect(selection.outcomes[settled], `${market.key} ${selection.key}`).toBeCloseTo(1, 12);
          }
        }
      }),
      { numRuns: 25 },
    );
  });

  it('gives the price model the series as it stands at any point of its clock', () => {
    const series = play('tracker', 'VALORANT', 3, 0.5);
    expect(esportsStateAt(series, -1)).toEqual({ maps: [], currentRounds: null });
    for (const { clockMs, scoreboard } of series.events) {
      const state = esportsStateAt(series, clockMs);
      expect(state.maps).toEqual(series.maps.slice(0, scoreboard.home + scoreboard.away));
      const inPlay = scoreboard.periods[state.maps.length];
      expect(state.currentRounds).toEqual(inPlay ? { home: inPlay.home, away: inPlay.away } : null);
      // Every state the engine passes through is one the model can price.
      expect(() =>
        esportsOutlook({ homeMap: 0.5, title: 'VALORANT', format: series.format, state }),
      ).not.toThrow();
    }
  });

  it('wins series as the model expects over many series', () => {
    const homeMap = 0.62;
    const format = formatOf('CS2', 3);
    const expected = seriesWinProbabilities(
      esportsOutlook({ homeMap, title: 'CS2', format, state: { maps: [], currentRounds: null } }),
    ).home;
    const count = 600;
    let homeWins = 0;
    let rounds = 0;
    let mapsPlayed = 0;
    for (let index = 0; index < count; index += 1) {
      const series = simulateEsportsSeries({ seed: `many-${index}`, homeMap, title: 'CS2', format });
      const score = mapScore(series.maps.map((map) => map.winner));
      if (score.home > score.away) homeWins += 1;
      for (const map of series.maps) rounds += (map.rounds?.home ?? 0) + (map.rounds?.away ?? 0);
      mapsPlayed += series.maps.length;
    }
    // Four standard errors: a correct engine fails this about once in 15,000 seeds' worth of runs.
    const standardError = Math.sqrt((expected * (1 - expected)) / count);
    expect(Math.abs(homeWins / count - expected)).toBeLessThan(4 * standardError);
    expect(rounds / mapsPlayed).toBeGreaterThan(19);
    expect(rounds / mapsPlayed).toBeLessThan(24);
  });
});

describe('e-sports fixtures', () => {
  const competition = SIMULATED_ESPORTS_COMPETITIONS.find((c) => c.id === 'VAL-VCT-AMERICAS')!;

  it('meet every pair once, three series a day at Brasília times, each round after the last', () => {
    const fixtures = esportsCompetitionFixtures({
      competition,
      startDate: '2026-03-01',
      random: seededUniformInt('vct'),
    });
    expect(fixtures).toHaveLength((12 * 11) / 2);
    const pairs = new Set(fixtures.map((f) => [f.homeTeamId, f.awayTeamId].sort().join('|')));
    expect(pairs.size).toBe(fixtures.length);
    for (const fixture of fixtures) expect(fixture.kickoffAt).toMatch(/T(16|19|22):00:00.000Z$/);
    const perDay = new Map<string, number>();
    for (const fixture of fixtures)
      perDay.set(fixture.kickoffAt.slice(0, 10), (perDay.get(fixture.kickoffAt.slice(0, 10)) ?? 0) + 1);
    expect(Math.max(...perDay.values())).toBe(3);
    expect(fixtures[0]?.kickoffAt.slice(0, 10)).toBe('2026-03-01');
    const lastOfRound1 = fixtures.filter((f) => f.round === 1).at(-1)!.kickoffAt;
    const firstOfRound2 = fixtures.find((f) => f.round === 2)!.kickoffAt;
    expect(firstOfRound2 > lastOfRound1).toBe(true);
  });

  it('are the same for a seed, differ between seeds, and refuse a start that is not a date', () => {
    const run = (seed: string) =>
      esportsCompetitionFixtures({ competition, startDate: '2026-03-01', random: seededUniformInt(seed) });
    expect(run('a')).toEqual(run('a'));
    expect(run('a')).not.toEqual(run('b'));
    expect(() =>
      esportsCompetitionFixtures({ competition, startDate: '1 March', random: seededUniformInt('a') }),
    ).toThrow();
  });
});
