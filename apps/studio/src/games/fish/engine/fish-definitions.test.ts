import { describe, expect, it } from 'vitest';
import { FISH_THEMES, FishGameInfo } from '@platform/contracts';
import { buildStudioGameList } from '../../../catalogue/index.js';
import { catalogueFishDefinition, isFishGameCode } from './fish-definitions.js';
import { fishGameInfoOf } from '../fish-games.js';

/** The studio's fishing games, from its game list. */
const catalogueGames = buildStudioGameList().games.filter((game) => game.gameType === 'FISH');
const catalogueCodes = catalogueGames.map((game) => game.gameCode);

describe('catalogueFishDefinition', () => {
  it('derives the same game from the same code, and different games from different codes', () => {
    const first = catalogueFishDefinition('OCZ-0001');
    expect(catalogueFishDefinition('OCZ-0001')).toEqual(first);
    const others = ['OCZ-0002', 'OCZ-0003', 'RCF-0001', 'TUC-0601'].map(catalogueFishDefinition);
    expect(new Set([first, ...others].map((definition) => JSON.stringify(definition))).size).toBe(5);
  });

  it('gives every catalogue fishing game a valid table: 8–14 species, a 2× fish, a boss, RTP 94–97 %', () => {
    expect(catalogueCodes).toHaveLength(141);
    for (const { gameCode: code, names } of catalogueGames) {
      const definition = catalogueFishDefinition(code);
      expect(FishGameInfo.parse(fishGameInfoOf(definition, names))).toMatchObject({
        kind: 'fish',
        gameCode: code,
        names,
      });
      expect(definition.rtpBp).toBeGreaterThanOrEqual(9400);
      expect(definition.rtpBp).toBeLessThanOrEqual(9700);
      expect(definition.species.length).toBeGreaterThanOrEqual(8);
      expect(definition.species.length).toBeLessThanOrEqual(14);
      const multipliers = definition.species.map((species) => species.multiplier);
      expect(multipliers[0]).toBe(2);
      expect(multipliers.at(-1)).toBeGreaterThanOrEqual(100);
      expect(multipliers.at(-1)).toBeLessThanOrEqual(300);
      // Strictly increasing: distinct multipliers, lowest first.
      expect(multipliers.every((value, index) => index === 0 || value > multipliers[index - 1]!)).toBe(true);
      expect(new Set(definition.species.map((species) => species.id)).size).toBe(definition.species.length);
      expect(definition.shotCosts).toEqual([...definition.shotCosts].sort((a, b) => a - b));
      expect(definition.shotCosts.every((cost) => Number.isInteger(cost) && cost > 0)).toBe(true);
      for (const species of definition.species) {
        expect(species.size).toBeGreaterThan(0);
        expect(species.speed).toBeGreaterThan(0);
        expect(species.colors).toHaveLength(3);
        expect(species.names.PT && species.names.EN && species.names.CN).toBeTruthy();
      }
    }
  });

  it('varies themes, RTPs and species across the catalogue', () => {
    const definitions = catalogueCodes.map(catalogueFishDefinition);
    expect(new Set(definitions.map((definition) => definition.theme))).toEqual(new Set(FISH_THEMES));
    expect(new Set(definitions.map((definition) => definition.rtpBp)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(definitions.map((definition) => definition.species.length)).size).toBeGreaterThanOrEqual(
      3,
    );
    expect(new Set(definitions.map((definition) => definition.species.at(-1)!.multiplier)).size).toBe(5);
  });

  it('answers catalogue codes only', () => {
    expect(isFishGameCode('OCZ-0001')).toBe(true);
    for (const code of ['OCZ-1', 'ocz-0001', 'OCZ-00001', 'TOOLONG-0001', 'OCZ-FISH', '']) {
      expect(isFishGameCode(code), code).toBe(false);
      expect(() => catalogueFishDefinition(code)).toThrow(RangeError);
    }
  });
});
