import { GAME_TYPES, type GameType } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { buildStudioGameList } from './game-list.js';
import { LOTTERY_LISTED, LOTTERY_VENDOR_CODE } from './lottery-list.js';
import { STUDIO_VENDORS } from './vendors.js';

const list = buildStudioGameList();
const { games } = list;

const gamesOfType = (gameType: GameType) => games.filter((game) => game.gameType === gameType);
const vendorsOfType = (gameType: GameType) =>
  list.vendors
    .filter((vendor) => vendor.types.some((type) => type.gameType === gameType))
    .map((vendor) => vendor.code);

describe('buildStudioGameList', () => {
  it('has at least 40 vendors with 2–5 letter codes, in menu order', () => {
    expect(list.vendors.length).toBeGreaterThanOrEqual(40);
    expect(new Set(list.vendors.map((vendor) => vendor.code)).size).toBe(list.vendors.length);
    for (const vendor of list.vendors) expect(vendor.code).toMatch(/^[A-Z]{2,5}$/u);
    const sorts = list.vendors.map((vendor) => vendor.sort);
    expect(sorts).toEqual([...sorts].sort((first, second) => first - second));
  });

  it('has at least 10,000 slots spread over about 25 vendors', () => {
    expect(gamesOfType('RNG').length).toBeGreaterThanOrEqual(10_000);
    expect(vendorsOfType('RNG').length).toBeGreaterThanOrEqual(20);
  });

  it('has vendors and games in every game type', () => {
    for (const gameType of GAME_TYPES) {
      expect(vendorsOfType(gameType).length, gameType).toBeGreaterThan(0);
      expect(gamesOfType(gameType).length, gameType).toBeGreaterThan(0);
    }
  });

  it('has each vendor type exactly as defined, in a unique menu position', () => {
    for (const vendor of STUDIO_VENDORS) {
      for (const type of vendor.types) {
        const count = games.filter(
          (game) => game.vendorCode === vendor.code && game.gameType === type.gameType,
        ).length;
        expect(count, `${vendor.code} ${type.gameType}`).toBe(type.games);
      }
    }
    const positions = list.vendors.flatMap((vendor) =>
      vendor.types.map((type) => `${type.gameType}:${type.sort}`),
    );
    expect(new Set(positions).size).toBe(positions.length);
  });

  it('lists the studio’s own lottery under fixed names: VN regions and 4D as LOTT, fast games as ELOTT', () => {
    const lottery = games.filter((game) => game.vendorCode === LOTTERY_VENDOR_CODE);
    expect(lottery.map(({ gameCode, gameType, names }) => ({ gameCode, gameType, names }))).toEqual(
      LOTTERY_LISTED.map(({ gameCode, gameType, names }) => ({ gameCode, gameType, names })),
    );
    expect(lottery.map((game) => game.names.EN)).toEqual([
      'Vietnam North Lottery',
      'Vietnam Central Lottery',
      'Vietnam South Lottery',
      'Southeast Asia 4D',
      'Lucky 5 1 min',
      'Lucky 5 3 min',
      'Lucky 5 5 min',
      'Fast 3 Dice 1 min',
      'Fast 3 Dice 3 min',
      'Fast 3 Dice 5 min',
      '10-Car Race 1 min',
      '10-Car Race 3 min',
      '10-Car Race 5 min',
    ]);
    expect(lottery.every((game) => !game.freePlay)).toBe(true);
  });

  it('has IMES, TF and IA as esports vendors', () => {
    expect(vendorsOfType('ESPORTS')).toEqual(expect.arrayContaining(['IMES', 'TF', 'IA']));
  });

  it('has exactly one in-house vendor, Sorte Grande Originals, and a cockfight vendor', () => {
    expect(vendorsOfType('INHOUSE')).toEqual(['SG']);
    expect(list.vendors.find((vendor) => vendor.code === 'SG')?.displayName).toBe('Sorte Grande Originals');
    expect(gamesOfType('LIVE').some((game) => game.gameClassify === 'CF')).toBe(true);
  });

  it("numbers each vendor's games from 0001 on across its types, in order, with unique codes", () => {
    for (const vendor of list.vendors) {
      const codes = games.filter((game) => game.vendorCode === vendor.code).map((game) => game.gameCode);
      expect(codes, vendor.code).toEqual(
        codes.map((_, index) => `${vendor.code}-${String(index + 1).padStart(4, '0')}`),
      );
    }
    expect(new Set(games.map((game) => game.gameCode)).size).toBe(games.length);
  });

  it('gives every game a name of its own in every language, never a vendor name', () => {
    const vendorNames = new Set(list.vendors.map((vendor) => vendor.displayName));
    for (const language of ['PT', 'EN', 'CN'] as const) {
      const names = games.map((game) => game.names[language]);
      expect(new Set(names).size, language).toBe(names.length);
      expect(names.every((name) => name.trim() === name && name.length > 0)).toBe(true);
      expect(names.filter((name) => vendorNames.has(name))).toEqual([]);
    }
  });

  it('makes Portuguese adjectives agree with the noun', () => {
    const feminine = /^(Fortuna|Rainha|Coroa|Estrela|Fênix|Pérola|Deusa|Onça) /u;
    const masculineAdjective = /^\S+ \S*(ado|ico|ário|oso|ino|ido|eto|ulto|ivo|into|eno|emo|rio|igo|erno)\b/u;
    const slotsNamedForFeminineNouns = gamesOfType('RNG').filter((game) => feminine.test(game.names.PT));
    expect(slotsNamedForFeminineNouns.length).toBeGreaterThan(20);
    expect(slotsNamedForFeminineNouns.filter((game) => masculineAdjective.test(game.names.PT))).toEqual([]);
    expect(slotsNamedForFeminineNouns.map((game) => game.names.PT)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\S+ \S+(ada|ica|ária|osa)\b/u)]),
    );
  });

  it('is deterministic', () => {
    expect(buildStudioGameList()).toEqual(list);
  });

  it('marks about 6 % of games hot and 5 % new, in every type', () => {
    const hotShare = games.filter((game) => game.isHot).length / games.length;
    const newShare = games.filter((game) => game.isNew).length / games.length;
    expect(hotShare).toBeGreaterThan(0.045);
    expect(hotShare).toBeLessThan(0.075);
    expect(newShare).toBeGreaterThan(0.035);
    expect(newShare).toBeLessThan(0.065);
    for (const gameType of GAME_TYPES) {
      expect(
        gamesOfType(gameType).some((game) => game.isHot),
        gameType,
      ).toBe(true);
      expect(
        gamesOfType(gameType).some((game) => game.isNew),
        gameType,
      ).toBe(true);
    }
    const vendorsWithHotSlots = new Set(
      gamesOfType('RNG')
        .filter((game) => game.isHot)
        .map((game) => game.vendorCode),
    );
    expect(vendorsWithHotSlots.size).toBe(vendorsOfType('RNG').length);
  });

  it('offers free play on slots, fish, card and in-house games only', () => {
    const freeTypes = new Set(['RNG', 'FISH', 'PVP', 'INHOUSE']);
    const wrong = games.filter((game) => game.freePlay !== freeTypes.has(game.gameType));
    expect(wrong.map((game) => game.gameCode)).toEqual([]);
  });

  it("classifies games with one of the vendor's classes for the type, or none", () => {
    for (const vendor of STUDIO_VENDORS) {
      for (const type of vendor.types) {
        const own = games.filter(
          (game) => game.vendorCode === vendor.code && game.gameType === type.gameType,
        );
        const used = new Set(own.map((game) => game.gameClassify));
        if (type.classes.length === 0) expect([...used]).toEqual([null]);
        else for (const gameClass of used) expect(type.classes).toContain(gameClass);
      }
    }
  });
});
