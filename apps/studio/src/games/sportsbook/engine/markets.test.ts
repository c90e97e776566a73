import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FOOTBALL_MODEL, KICK_OFF, scoreOutlook, type MatchState } from './football-model.js';
import { parseMarketKey } from './market-keys.js';
import { DEFAULT_MARKETS, fairMarkets, type FairMarket } from './markets.js';
import { OUTCOMES, certainOutcome } from './outcome.js';
import { settleSelection } from './settlement.js';

const parameters = DEFAULT_FOOTBALL_MODEL;
const expected = { home: 1.7, away: 1.05 };
const preMatch = fairMarkets(scoreOutlook({ expected, state: KICK_OFF, parameters }));

const market = (markets: readonly FairMarket[], key: string): FairMarket => {
  const found = markets.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no market ${key}`);
  return found;
};

const probability = (markets: readonly FairMarket[], key: string, selection: string): number => {
  const found = market(markets, key).selections.find((candidate) => candidate.key === selection);
  if (found?.probability === undefined || found.probability === null)
    throw new Error(`no ${key} ${selection}`);
  return found.probability;
};

describe('fair markets', () => {
  it('offers 1X2, double chance, draw no bet, 17 totals, BTTS, 21 handicaps, correct score and HT/FT', () => {
    expect(preMatch).toHaveLength(DEFAULT_MARKETS.length);
    const keys = preMatch.map((fair) => fair.key);
    expect(keys).toEqual(expect.arrayContaining(['1X2', 'DC', 'DNB', 'OU:0.5', 'OU:2.25', 'OU:4.5', 'BTTS']));
    expect(keys).toEqual(expect.arrayContaining(['AH:-2.5', 'AH:-0.75', 'AH:0', 'AH:2.5', 'CS', 'HTFT']));
  });

  it('gives every selection a distribution that adds up to 1, and every market a book of its coverage', () => {
    const inPlay = fairMarkets(
      scoreOutlook({
        expected,
        state: { minute: 63, score: { home: 1, away: 1 }, halfTimeScore: { home: 0, away: 1 } },
        parameters,
      }),
    );
    for (const fair of [...preMatch, ...inPlay]) {
      for (const selection of fair.selections) {
        expect(OUTCOMES.reduce((total, outcome) => total + selection.outcomes[outcome], 0)).toBeCloseTo(
          1,
          12,
        );
      }
      const book = fair.selections.reduce((total, selection) => total + (selection.probability ?? 0), 0);
      expect(book, fair.key).toBeCloseTo(fair.coverage, 9);
    }
  });

  it('relates the markets as their rules say', () => {
    const home = probability(preMatch, '1X2', '1');
    const draw = probability(preMatch, '1X2', 'X');
    const away = probability(preMatch, '1X2', '2');
    expect(home).toBeGreaterThan(away);
    expect(probability(preMatch, 'DC', '1X')).toBeCloseTo(home + draw, 12);
    expect(probability(preMatch, 'DNB', '1')).toBeCloseTo(home / (home + away), 12);
    // Level ball is draw no bet; −0.5 is a plain home win.
    expect(probability(preMatch, 'AH:0', '1')).toBeCloseTo(home / (home + away), 12);
    expect(probability(preMatch, 'AH:-0.5', '1')).toBeCloseTo(home, 12);
    // A quarter line prices between its two halves.
    const over = (line: string) => probability(preMatch, `OU:${line}`, 'OVER');
    expect(over('2.25')).toBeLessThan(over('2'));
    expect(over('2.25')).toBeGreaterThan(over('2.5'));
    expect(over('0.5')).toBeGreaterThan(over('4.5'));
    const pairs = market(preMatch, 'HTFT').selections;
    const pairsEndingInHomeWin = pairs
      .filter((s) => s.key.endsWith('/1'))
      .reduce((t, s) => t + (s.probability ?? 0), 0);
    expect(pairsEndingInHomeWin).toBeCloseTo(home, 12);
  });

  it('splits a quarter line’s chances into half wins and half losses', () => {
    const overTwoAndAQuarter = market(preMatch, 'OU:2.25').selections[0];
    const exactlyTwo = 1 - probability(preMatch, 'OU:1.5', 'UNDER') - probability(preMatch, 'OU:2.5', 'OVER');
    expect(overTwoAndAQuarter?.outcomes.HALF_LOST).toBeCloseTo(exactlyTwo, 12);
    expect(overTwoAndAQuarter?.outcomes.HALF_WON).toBe(0);
    expect(overTwoAndAQuarter?.outcomes.VOID).toBe(0);
  });

  it('prices every selection by the rule that settles it: at full time each one is certain of its settlement', () => {
    const scoreArbitrary = fc.record({ home: fc.nat(6), away: fc.nat(6) });
    fc.assert(
      fc.property(scoreArbitrary, scoreArbitrary, (halfTime, secondHalf) => {
        const fullTime = { home: halfTime.home + secondHalf.home, away: halfTime.away + secondHalf.away };
        const state: MatchState = { minute: 90, score: fullTime, halfTimeScore: halfTime };
        const mismatches: string[] = [];
        for (const fair of fairMarkets(scoreOutlook({ expected, state, parameters }))) {
          for (const selection of fair.selections) {
            const settled = settleSelection({
              market: parseMarketKey(fair.key),
              selection: selection.key,
              result: { status: 'FINISHED', fullTime, halfTime },
            });
            const certain = certainOutcome(settled);
            if (
              OUTCOMES.some((outcome) => Math.abs(selection.outcomes[outcome] - certain[outcome]) > 1e-12)
            ) {
              mismatches.push(`${fair.key} ${selection.key}: settled ${settled}`);
            }
          }
        }
        expect(mismatches).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });
});
