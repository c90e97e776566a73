import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  finalRoundScores,
  homeMapWin,
  isMapOver,
  isReachableRoundScore,
  roundRulesFor,
  roundWinProbabilityFor,
  type RoundRules,
} from './esports-rounds.js';
import { SportsbookInputError } from './input-error.js';

const CS2: RoundRules = { roundsToWin: 13, overtime: 'MR3' };
const VALORANT: RoundRules = { roundsToWin: 13, overtime: 'WIN_BY_TWO' };
const START = { home: 0, away: 0 };

const binomial = (n: number, k: number): number => {
  let value = 1;
  for (let i = 1; i <= k; i += 1) value = (value * (n - k + i)) / i;
  return value;
};

const total = (finals: ReturnType<typeof finalRoundScores>): number =>
  finals.reduce((sum, entry) => sum + entry.probability, 0);

describe('round rules per title', () => {
  it('gives CS2 MR3 overtime, Valorant win-by-two, and League of Legends and Dota 2 no rounds', () => {
    const format = { kind: 'MAPS', bestOf: 3, roundsToWinMap: 13 } as const;
    expect(roundRulesFor('CS2', format)).toEqual(CS2);
    expect(roundRulesFor('VALORANT', format)).toEqual(VALORANT);
    expect(roundRulesFor('LEAGUE_OF_LEGENDS', { ...format, roundsToWinMap: null })).toBeNull();
    expect(roundRulesFor('DOTA_2', { ...format, roundsToWinMap: null })).toBeNull();
    expect(() => roundRulesFor('CS2', { ...format, roundsToWinMap: null })).toThrow(SportsbookInputError);
  });

  it('ends a map at 13 in regulation, and in overtime as each title plays it', () => {
    expect(isMapOver({ home: 13, away: 11 }, CS2)).toBe(true);
    expect(isMapOver({ home: 12, away: 12 }, CS2)).toBe(false);
    expect(isMapOver({ home: 13, away: 12 }, CS2)).toBe(false);
    expect(isMapOver({ home: 16, away: 14 }, CS2)).toBe(true);
    expect(isMapOver({ home: 15, away: 15 }, CS2)).toBe(false);
    expect(isMapOver({ home: 19, away: 17 }, CS2)).toBe(true);
    expect(isMapOver({ home: 14, away: 12 }, CS2)).toBe(false);
    expect(isMapOver({ home: 14, away: 12 }, VALORANT)).toBe(true);
    expect(isMapOver({ home: 14, away: 13 }, VALORANT)).toBe(false);
    expect(isMapOver({ home: 20, away: 18 }, VALORANT)).toBe(true);
  });

  it('knows which round scores play can reach', () => {
    expect(isReachableRoundScore({ home: 13, away: 12 }, CS2)).toBe(true);
    expect(isReachableRoundScore({ home: 14, away: 5 }, CS2)).toBe(false);
    expect(isReachableRoundScore({ home: 17, away: 14 }, CS2)).toBe(false);
    expect(isReachableRoundScore({ home: 17, away: 15 }, CS2)).toBe(true);
    expect(isReachableRoundScore({ home: 16, away: 15 }, VALORANT)).toBe(true);
    expect(isReachableRoundScore({ home: 16, away: 13 }, VALORANT)).toBe(false);
  });
});

describe('final round scores', () => {
  it('add up to 1, and each ends the map, for any round chance and any state', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.05, max: 0.95, noNaN: true }),
        fc.constantFrom(CS2, VALORANT),
        fc.nat(12),
        fc.nat(12),
        (p, rules, home, away) => {
          fc.pre(!isMapOver({ home, away }, rules));
          const finals = finalRoundScores({ homeRound: p, from: { home, away }, rules });
          expect(total(finals)).toBeCloseTo(1, 12);
          for (const { score } of finals) {
            expect(isMapOver(score, rules)).toBe(true);
            expect(score.home).toBeGreaterThanOrEqual(home);
            expect(score.away).toBeGreaterThanOrEqual(away);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('give regulation scores the negative-binomial chance C(12 + k, k) p¹³ qᵏ', () => {
    const p = 0.56;
    const finals = finalRoundScores({ homeRound: p, from: START, rules: CS2 });
    for (let k = 0; k <= 11; k += 1) {
      const found = finals.find(({ score }) => score.home === 13 && score.away === k);
      expect(found?.probability).toBeCloseTo(binomial(12 + k, k) * p ** 13 * (1 - p) ** k, 12);
    }
  });

  it('end CS2 overtime only at 16, 19, … and Valorant overtime two rounds clear', () => {
    const cs = finalRoundScores({ homeRound: 0.5, from: START, rules: CS2 });
    const overtime = cs.filter(({ score }) => Math.min(score.home, score.away) >= 12);
    expect(overtime.every(({ score }) => (Math.max(score.home, score.away) - 13) % 3 === 0)).toBe(true);
    // P(12-12) × P(first to 4 of the block) for the home side: 12-12 is C(24,12)/2²⁴, the block wins half of 1 − P(3-3).
    const tied = binomial(24, 12) / 2 ** 24;
    const blockDecided = 1 - binomial(6, 3) / 2 ** 6;
    const firstBlockHomeWins = overtime
      .filter(({ score }) => score.home === 16 && score.away < 16)
      .reduce((sum, entry) => sum + entry.probability, 0);
    expect(firstBlockHomeWins).toBeCloseTo((tied * blockDecided) / 2, 12);
    const valorant = finalRoundScores({ homeRound: 0.5, from: START, rules: VALORANT });
    const longOvertime = valorant.filter(({ score }) => Math.min(score.home, score.away) >= 12);
    expect(longOvertime.every(({ score }) => Math.abs(score.home - score.away) === 2)).toBe(true);
    // From 12-12 each pair of rounds ends the map with chance ½: 14-12 is ¼ of the ties.
    expect(valorant.find(({ score }) => score.home === 14 && score.away === 12)?.probability).toBeCloseTo(
      tied / 4,
      12,
    );
  });

  it('favour the leader in play, and are certain once the map is over', () => {
    const level = homeMapWin(finalRoundScores({ homeRound: 0.5, from: { home: 6, away: 6 }, rules: CS2 }));
    const ahead = homeMapWin(finalRoundScores({ homeRound: 0.5, from: { home: 10, away: 6 }, rules: CS2 }));
    expect(level).toBeCloseTo(0.5, 12);
    expect(ahead).toBeGreaterThan(0.85);
    expect(finalRoundScores({ homeRound: 0.5, from: { home: 13, away: 7 }, rules: CS2 })).toEqual([
      { score: { home: 13, away: 7 }, probability: 1 },
    ]);
    expect(() => finalRoundScores({ homeRound: 0.5, from: { home: 14, away: 2 }, rules: CS2 })).toThrow(
      SportsbookInputError,
    );
    expect(() => finalRoundScores({ homeRound: 1, from: START, rules: CS2 })).toThrow(SportsbookInputError);
  });
});

describe('round chance from a map chance', () => {
  it('gives back the map chance it was solved for, and is symmetric', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.03, max: 0.97, noNaN: true }),
        fc.constantFrom(CS2, VALORANT),
        (map, rules) => {
          const round = roundWinProbabilityFor(map, rules);
          expect(homeMapWin(finalRoundScores({ homeRound: round, from: START, rules }))).toBeCloseTo(map, 9);
          expect(roundWinProbabilityFor(1 - map, rules)).toBeCloseTo(1 - round, 9);
        },
      ),
      { numRuns: 20 },
    );
  });

  it('is closer to even than the map chance: a round is a smaller edge than a map', () => {
    const round = roundWinProbabilityFor(0.7, CS2);
    expect(round).toBeGreaterThan(0.5);
    expect(round).toBeLessThan(0.6);
  });
});
