import { describe, expect, it } from 'vitest';
import { esportsMarketsFor } from './esports-market-keys.js';
import { mapWinProbability } from './esports-model.js';
import { roundRulesFor } from './esports-rounds.js';
import { SIMULATED_ESPORTS_COMPETITIONS } from './simulated-esports-competitions.js';

describe('simulated e-sports competitions', () => {
  it('hold circuits for each title and every format the model offers', () => {
    expect(
      SIMULATED_ESPORTS_COMPETITIONS.map((c) => [c.id, c.title, c.format.bestOf, c.teams.length]),
    ).toEqual([
      ['CS2-CCT-SA', 'CS2', 3, 10],
      ['CS2-ESL-PL', 'CS2', 3, 12],
      ['LOL-CBLOL', 'LEAGUE_OF_LEGENDS', 1, 8],
      ['LOL-LCK', 'LEAGUE_OF_LEGENDS', 3, 10],
      ['DOTA-DREAMLEAGUE', 'DOTA_2', 2, 12],
      ['VAL-VCT-AMERICAS', 'VALORANT', 3, 12],
      ['VAL-CHALLENGERS-BR', 'VALORANT', 5, 8],
    ]);
  });

  it('give each team one id and one rating per title, short names a phone can show, and rounds only where the title has them', () => {
    const byId = new Map<string, unknown>();
    for (const competition of SIMULATED_ESPORTS_COMPETITIONS) {
      expect(new Set(competition.teams.map((team) => team.id)).size).toBe(competition.teams.length);
      expect(roundRulesFor(competition.title, competition.format) !== null).toBe(
        competition.format.roundsToWinMap !== null,
      );
      expect(esportsMarketsFor(competition).length).toBeGreaterThan(1);
      for (const team of competition.teams) {
        const seen = byId.get(team.id);
        if (seen) expect(seen).toBe(team);
        byId.set(team.id, team);
        expect(team.shortName).toMatch(/^[A-Z0-9]{2,4}$/);
        expect(team.rating).toBeGreaterThan(1400);
        expect(team.rating).toBeLessThan(2000);
      }
    }
  });

  it('price their strongest and weakest teams as clear but not certain favourites', () => {
    for (const competition of SIMULATED_ESPORTS_COMPETITIONS) {
      const ratings = competition.teams.map((team) => team.rating);
      const map = mapWinProbability({
        homeRating: Math.max(...ratings),
        awayRating: Math.min(...ratings),
        parameters: competition.parameters,
      });
      expect(map).toBeGreaterThan(0.6);
      expect(map).toBeLessThan(0.95);
    }
  });
});
