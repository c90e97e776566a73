import { GAME_TYPES, type GameType } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { ART_ON_ACCENT, ART_PALETTES, ART_TEXT, contrastRatio, gameArtSvg, vendorLogoSvg } from './art.js';
import { buildStudioGameList, type StudioGame } from './game-list.js';

const list = buildStudioGameList();
const { games } = list;
const gamesOfType = (gameType: GameType) => games.filter((game) => game.gameType === gameType);

const artOf = (game: Pick<StudioGame, 'gameCode' | 'gameType'>, name: string) =>
  gameArtSvg({ code: game.gameCode, name, gameType: game.gameType });

/** A vendor shown as a game of each of its types, as a platform's vendor tiles are drawn. */
const vendorTiles = list.vendors.flatMap((vendor) =>
  vendor.types.map((type) => ({
    gameCode: `${vendor.code}-${type.gameType}`,
    gameType: type.gameType,
    names: { PT: vendor.displayName, EN: vendor.displayName, CN: vendor.displayName },
  })),
);

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

describe('gameArtSvg', () => {
  it('draws a well-formed square image under 2.5 KB for every game and vendor tile', () => {
    const problems = [...games, ...vendorTiles].flatMap((game) => {
      const svg = artOf(game, game.names.EN);
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

  it("draws a slot's theme subject, in any of its languages, as its reels do", () => {
    const [slot] = gamesOfType('RNG');
    if (!slot) throw new Error('No slots');
    // Each theme motif's own outline, as art.ts draws it.
    const rabbitEars = 'M86 70c-12-20';
    const tigerHead = 'M62 60l6-24';
    const pyramidFace = 'M100 30 160 130H40z';
    for (const name of ['Fortune Rabbit', 'Coelho da Fortuna', '幸运玉兔'])
      expect(artOf(slot, name), name).toContain(rabbitEars);
    for (const name of ['Golden Tiger', 'Tigre Dourado', '黄金猛虎'])
      expect(artOf(slot, name), name).toContain(tigerHead);
    for (const name of ["Pharaoh's Treasure", 'Tesouro do Faraó', '法老宝藏'])
      expect(artOf(slot, name), name).toContain(pyramidFace);
    expect(artOf(slot, 'Golden Tiger')).not.toContain(rabbitEars);
  });

  it('is deterministic and differs between games', () => {
    const [first, second] = gamesOfType('RNG');
    if (!first || !second) throw new Error('No slots');
    expect(artOf(first, first.names.EN)).toBe(artOf(first, first.names.EN));
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
    for (const vendor of list.vendors) {
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
