import { describe, expect, it } from 'vitest';
import { expectedGoals } from './football-model.js';
import { SIMULATED_COMPETITIONS, type SimulatedCompetition } from './simulated-competitions.js';

const competition = (id: string): SimulatedCompetition => {
  const found = SIMULATED_COMPETITIONS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};

describe('simulated competitions', () => {
  it('hold Série A and B, the Copa do Brasil, the Libertadores and two European leagues', () => {
    expect(SIMULATED_COMPETITIONS.map((c) => [c.id, c.teams.length])).toEqual([
      ['BRA-A', 20],
      ['BRA-B', 20],
      ['BRA-CUP', 32],
      ['CONMEBOL-LIB', 32],
      ['ENG-PL', 20],
      ['ESP-LL', 20],
    ]);
  });

  it('give each club one id and one strength wherever it plays', () => {
    const byId = new Map<string, unknown>();
    for (const { teams } of SIMULATED_COMPETITIONS) {
      expect(new Set(teams.map((team) => team.id)).size).toBe(teams.length);
      for (const team of teams) {
        const seen = byId.get(team.id);
        if (seen) expect(seen).toBe(team);
        byId.set(team.id, team);
        expect(team.shortName).toMatch(/^[A-Z]{3}$/);
        expect(team.strength.attack).toBeGreaterThan(0.5);
        expect(team.strength.defence).toBeLessThan(2);
      }
    }
    expect(
      competition('CONMEBOL-LIB').teams.filter((team) => competition('BRA-A').teams.includes(team)),
    ).toHaveLength(7);
  });

  it('play between 2 and 3 goals a match on average, in each league', () => {
    for (const league of SIMULATED_COMPETITIONS.filter((c) => c.format.kind === 'LEAGUE')) {
      let goals = 0;
      for (const home of league.teams) {
        for (const away of league.teams) {
          if (home === away) continue;
          const expected = expectedGoals({
            home: home.strength,
            away: away.strength,
            parameters: league.parameters,
          });
          goals += expected.home + expected.away;
        }
      }
      const perMatch = goals / (league.teams.length * (league.teams.length - 1));
      expect(perMatch, league.id).toBeGreaterThan(2);
      expect(perMatch, league.id).toBeLessThan(3);
    }
  });
});
