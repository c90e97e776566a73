import { GAME_TYPES, type GameType } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { ART_ON_ACCENT, ART_PALETTES, ART_TEXT, contrastRatio, gameArtSvg, vendorLogoSvg } from './art.js';
import {
  buildCatalogue,
  catalogueSize,
  normaliseSearch,
  searchTextOf,
  type CatalogueGameSeed,
} from './catalogue.js';
import { CATALOGUE_VENDORS } from './vendors.js';

const catalogue = buildCatalogue();

const games = catalogue.games.filter((game) => game.isGame === 'GAME');
const tiles = catalogue.games.filter((game) => game.isGame === 'VASSALAGE');
const vendorNameOf = new Map(catalogue.vendors.map((vendor) => [vendor.code, vendor.displayName]));

const gamesOfType = (gameType: GameType) => games.filter((game) => game.gameType === gameType);
const vendorsOfType = (gameType: GameType) =>
  catalogue.vendorTypes.filter((row) => row.gameType === gameType).map((row) => row.vendorCode);

const artOf = (game: CatalogueGameSeed, name = game.displayName) =>
  gameArtSvg({
    code: game.gameCode,
    name,
    gameType: game.gameType as GameType,
  });

/** Tags balance and every `&` starts an entity: enough to know a browser will parse it. */
const isWellFormed = (svg: string) => {
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/gu)) {
    if (closing) {
      if (open.pop() !== name) return false;
    } else if (!selfClosing) open.push(name ?? '');
  }
  return open.length === 0 && !/&(?!amp;|lt;|gt;|quot;|apos;)/u.test(svg);
};

const bytesOf = (text: string) => Buffer.byteLength(text, 'utf8');

describe('buildCatalogue', () => {
  it('makes exactly as many vendors and entries as catalogueSize counts from the definitions', () => {
    expect(catalogueSize()).toEqual({ vendors: catalogue.vendors.length, games: catalogue.games.length });
  });

  it('has at least 40 vendors, all served by the built-in studio, with 2–5 letter codes', () => {
    expect(catalogue.vendors.length).toBeGreaterThanOrEqual(40);
    expect(new Set(catalogue.vendors.map((vendor) => vendor.code)).size).toBe(catalogue.vendors.length);
    for (const vendor of catalogue.vendors) {
      expect(vendor.code).toMatch(/^[A-Z]{2,5}$/u);
      expect(vendor.provider).toBe('STUDIO');
    }
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
    for (const vendor of CATALOGUE_VENDORS) {
      for (const type of vendor.types) {
        const count = games.filter(
          (game) => game.vendorCode === vendor.code && game.gameType === type.gameType,
        ).length;
        expect(count, `${vendor.code} ${type.gameType}`).toBe(type.games);
      }
    }
    const positions = catalogue.vendorTypes.map((row) => `${row.gameType}:${row.sort}`);
    expect(new Set(positions).size).toBe(positions.length);
  });

  it('has IMES, TF and IA as esports vendors', () => {
    expect(vendorsOfType('ESPORTS')).toEqual(expect.arrayContaining(['IMES', 'TF', 'IA']));
  });

  it('has exactly one in-house vendor, Sorte Grande Originals, and a cockfight vendor', () => {
    expect(vendorsOfType('INHOUSE')).toEqual(['SG']);
    expect(vendorNameOf.get('SG')).toBe('Sorte Grande Originals');
    expect(gamesOfType('LIVE').some((game) => game.gameClassify === 'CF')).toBe(true);
  });

  it('gives unique node ids from 100001 in order, and unique game codes of at most 32 characters', () => {
    expect(catalogue.games.map((game) => game.nodeId)).toEqual(
      catalogue.games.map((_, index) => 100_001 + index),
    );
    const codes = catalogue.games.map((game) => game.gameCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((code) => code.length <= 32)).toBe(true);
  });

  it('gives every entry a name of its own in every language', () => {
    for (const language of ['PT', 'EN', 'CN'] as const) {
      const names = catalogue.games.map((game) => game.names[language]);
      expect(new Set(names).size, language).toBe(names.length);
      expect(names.every((name) => name.trim() === name && name.length > 0)).toBe(true);
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
    expect(buildCatalogue()).toEqual(catalogue);
  });

  it('gives every LIVE and LOTT vendor exactly one vendor tile, and no other vendor any', () => {
    const tileVendors = new Set([...vendorsOfType('LIVE'), ...vendorsOfType('LOTT')]);
    for (const vendorCode of tileVendors) {
      const own = tiles.filter((tile) => tile.vendorCode === vendorCode);
      expect(own, vendorCode).toHaveLength(1);
      expect(own[0]).toMatchObject({
        displayName: vendorNameOf.get(vendorCode),
        sort: 0,
        freePlay: false,
        isHot: false,
        isNew: false,
      });
    }
    expect(tiles.every((tile) => tileVendors.has(tile.vendorCode))).toBe(true);
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

  it('allows free play on slots, fish, card and in-house games only', () => {
    const freeTypes = new Set(['RNG', 'FISH', 'PVP', 'INHOUSE']);
    const wrong = games.filter((game) => game.freePlay !== freeTypes.has(game.gameType));
    expect(wrong.map((game) => game.gameCode)).toEqual([]);
  });

  it("classifies games with one of the vendor's classes for the type, or none", () => {
    for (const vendor of CATALOGUE_VENDORS) {
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

  it('shows the English name and searches every language', () => {
    const wrong = catalogue.games.filter(
      (game) =>
        game.displayName !== game.names.EN ||
        game.searchText !== searchTextOf(game.names) ||
        !game.searchText.includes(normaliseSearch(game.names.PT)),
    );
    expect(wrong.map((game) => game.gameCode)).toEqual([]);
  });
});

describe('searchTextOf and normaliseSearch', () => {
  it('lower-cases every language and removes accents', () => {
    const text = searchTextOf({ PT: 'Fortuna Dourada', EN: 'Golden Fortune', CN: '黄金财富' });
    expect(text).toBe('fortuna dourada golden fortune 黄金财富');
    expect(searchTextOf({ PT: 'Ação', EN: 'Action', CN: '行动' })).toContain('acao');
    expect(searchTextOf({ PT: 'Pôquer Caribenho', EN: "Casino Hold'em", CN: '赌场' })).toContain(
      'poquer caribenho',
    );
  });

  it("folds a player's query the same way", () => {
    expect(normaliseSearch('  Ação   DOURADA ')).toBe('acao dourada');
    expect(normaliseSearch('Fênix\tÁguia')).toBe('fenix aguia');
    expect(normaliseSearch('巴西轮盘')).toBe('巴西轮盘');
  });
});

describe('gameArtSvg', () => {
  it('draws a well-formed square image under 2.5 KB for every game', () => {
    const problems = catalogue.games.flatMap((game) => {
      const svg = artOf(game);
      const fine =
        svg.startsWith('<svg') &&
        svg.includes('viewBox="0 0 200 200"') &&
        svg.includes('<title>') &&
        isWellFormed(svg) &&
        bytesOf(svg) < 2_500;
      return fine ? [] : [game.gameCode];
    });
    expect(problems).toEqual([]);
  });

  it('stays well-formed and small in Portuguese and Chinese', () => {
    const sample = GAME_TYPES.flatMap((gameType) => gamesOfType(gameType).slice(0, 40));
    for (const game of sample) {
      for (const name of [game.names.PT, game.names.CN]) {
        const svg = artOf(game, name);
        expect(isWellFormed(svg), name).toBe(true);
        expect(bytesOf(svg), name).toBeLessThan(2_500);
      }
    }
  });

  it('escapes the name and cuts a long one to two lines', () => {
    const svg = gameArtSvg({
      code: 'TST-0001',
      name: 'Fish & Chips <Max> "Deluxe" Edition With A Name Far Too Long For Two Lines',
      gameType: 'FISH',
    });
    expect(isWellFormed(svg)).toBe(true);
    expect(svg).toContain('<title>Fish &amp; Chips &lt;Max&gt; &quot;Deluxe&quot;');
    expect(svg).not.toContain('<Max>');
    const nameLines = [...svg.matchAll(/<text x="100"/gu)];
    expect(nameLines).toHaveLength(2);
    expect(svg).toContain('…');
  });

  it('breaks Chinese names between characters, without adding spaces', () => {
    const svg = gameArtSvg({
      code: 'TST-0002',
      name: '巨骨舌鱼霸主极速版',
      gameType: 'FISH',
    });
    const lines = [...svg.matchAll(/<text x="100"[^>]*>([^<]*)<\/text>/gu)].map((match) => match[1]);
    expect(lines).toEqual(['巨骨舌鱼', '霸主极速版']);
  });

  it('is deterministic and differs between games', () => {
    const [first, second] = gamesOfType('RNG');
    if (!first || !second) throw new Error('No slots');
    expect(artOf(first)).toBe(artOf(first));
    expect(artOf(first, 'Same Name')).not.toBe(artOf(second, 'Same Name'));
  });

  it("looks different across one vendor's games, not only by name", () => {
    const own = games.filter((game) => game.vendorCode === 'AUR');
    const withoutText = own.map((game) => artOf(game, 'x').replace(/<text[^>]*>[^<]*<\/text>/gu, ''));
    expect(new Set(withoutText).size / own.length).toBeGreaterThan(0.95);
  });

  it('uses text colours that meet WCAG AA on every palette', () => {
    for (const palette of ART_PALETTES) {
      expect(contrastRatio(ART_TEXT, palette.band)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(ART_TEXT, palette.from)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(ART_TEXT, palette.to)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(ART_ON_ACCENT, palette.accent)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('vendorLogoSvg', () => {
  it('draws a well-formed 3:1 logo under 2.5 KB for every vendor', () => {
    for (const vendor of catalogue.vendors) {
      const svg = vendorLogoSvg({ code: vendor.code, displayName: vendor.displayName });
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).toContain('viewBox="0 0 300 100"');
      expect(svg).toContain(`<title>${vendor.displayName.replace('&', '&amp;')}</title>`);
      expect(isWellFormed(svg), vendor.code).toBe(true);
      expect(bytesOf(svg)).toBeLessThan(2_500);
      expect(svg).toBe(vendorLogoSvg({ code: vendor.code, displayName: vendor.displayName }));
    }
  });
});
