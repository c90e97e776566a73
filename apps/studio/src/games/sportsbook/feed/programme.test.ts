import { describe, expect, it } from 'vitest';
import { SIMULATED_COMPETITIONS } from '../engine/index.js';
import { createProgramme, DEFAULT_PROGRAMME } from './programme.js';

const NOW = Date.UTC(2026, 10, 28, 22, 0);
const HOUR_MS = 3_600_000;

describe('the simulated programme', () => {
  const programme = createProgramme();

  it('puts a slot of matches every ten minutes, each competition in turn', () => {
    const day = programme.between(NOW, NOW + 24 * HOUR_MS);
    expect(day).toHaveLength(144 * DEFAULT_PROGRAMME.matchesPerSlot);
    for (const fixture of day) expect(fixture.kickoffAt % DEFAULT_PROGRAMME.slotMs).toBe(0);
    expect(new Set(day.map((fixture) => fixture.competition.id))).toEqual(
      new Set(SIMULATED_COMPETITIONS.map((competition) => competition.id)),
    );
    expect(day.map((fixture) => fixture.kickoffAt)).toEqual(
      [...day.map((fixture) => fixture.kickoffAt)].sort((a, b) => a - b),
    );
  });

  it('gives every fixture a stable id of at most 64 characters that reads back to it', () => {
    const day = programme.between(NOW, NOW + 24 * HOUR_MS);
    expect(new Set(day.map((fixture) => fixture.id)).size).toBe(day.length);
    for (const fixture of day) {
      expect(fixture.id.length).toBeLessThanOrEqual(64);
      expect(fixture.home.id).not.toBe(fixture.away.id);
      expect(programme.fixture(fixture.id)).toEqual(fixture);
    }
    expect(createProgramme().between(NOW, NOW + HOUR_MS)).toEqual(programme.between(NOW, NOW + HOUR_MS));
  });

  it('knows no fixture the programme does not hold', () => {
    const [fixture] = programme.between(NOW, NOW + HOUR_MS);
    const [competition, slot, home, away] = fixture!.id.split(':');
    expect(programme.fixture(`${competition}:${slot}:${away}:${home}`)).toBeNull();
    expect(programme.fixture(`${competition}:${Number(slot) + 1}:${home}:${away}`)).toBeNull();
    for (const forged of ['', 'x', 'BRA-A:-1:a:b', 'BRA-A:1e3:a:b', `${fixture!.id}:extra`]) {
      expect(programme.fixture(forged)).toBeNull();
    }
  });

  it('never has a club in two matches at once, across competitions and the turn of the week', () => {
    const cycleMs = 1_008 * DEFAULT_PROGRAMME.slotMs;
    const turn = Math.ceil(NOW / cycleMs) * cycleMs;
    const lastKickoff = new Map<string, number>();
    for (const fixture of programme.between(turn - 8 * 24 * HOUR_MS, turn + 24 * HOUR_MS)) {
      for (const team of [fixture.home, fixture.away]) {
        const previous = lastKickoff.get(team.id);
        if (previous !== undefined) {
          expect(fixture.kickoffAt - previous, `${team.id} at ${fixture.id}`).toBeGreaterThanOrEqual(
            DEFAULT_PROGRAMME.matchMs,
          );
        }
        lastKickoff.set(team.id, fixture.kickoffAt);
      }
    }
  });

  it('keeps a slot full: every competition always has a free pairing', () => {
    const week = programme.between(NOW, NOW + 7 * 24 * HOUR_MS);
    expect(week).toHaveLength(1_008 * DEFAULT_PROGRAMME.matchesPerSlot);
  });
});
