import { describe, expect, it } from 'vitest';
import { studioUrlOfTests } from '../../../test/helpers/database.js';
import { fetchVendorCatalogue } from './catalogue-import.js';
import { buildCatalogue } from './catalogue-rows.js';
import { normaliseSearch, searchTextOf } from './catalogue-search.js';

// The catalogue the test run's studio publishes, as the platform reads it.
const feed = await fetchVendorCatalogue(studioUrlOfTests());
const catalogue = buildCatalogue(feed, 'STUDIO');

const games = catalogue.games.filter((game) => game.isGame === 'GAME');
const tiles = catalogue.games.filter((game) => game.isGame === 'VASSALAGE');
const vendorNameOf = new Map(catalogue.vendors.map((vendor) => [vendor.code, vendor.displayName]));
const vendorsOfType = (gameType: string) =>
  catalogue.vendorTypes.filter((row) => row.gameType === gameType).map((row) => row.vendorCode);

describe('buildCatalogue', () => {
  it("lists the feed's brands as vendors in menu order, all served by the provider named", () => {
    expect(catalogue.vendors).toEqual(
      feed.brands.map((vendor) => ({
        code: vendor.code,
        displayName: vendor.displayName,
        provider: 'STUDIO',
        sort: vendor.sort,
      })),
    );
    expect(catalogue.vendorTypes).toEqual(
      feed.brands.flatMap((vendor) =>
        vendor.types.map((type) => ({ vendorCode: vendor.code, gameType: type.gameType, sort: type.sort })),
      ),
    );
  });

  it("has the feed's games in its order, with their codes, types, classes, names and flags", () => {
    expect(
      games.map(({ gameCode, vendorCode, gameType, gameClassify, names, isHot, isNew, freePlay, sort }) => ({
        gameCode,
        vendorCode,
        gameType,
        gameClassify,
        names,
        isHot,
        isNew,
        freePlay,
        sort,
      })),
    ).toEqual(feed.games.map(({ launchable: _launchable, rtp: _rtp, ...game }) => game));
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
    }
  });

  it('is deterministic', () => {
    expect(buildCatalogue(feed, 'STUDIO')).toEqual(catalogue);
  });

  it('gives every LIVE and LOTT vendor exactly one vendor tile, before its games, and no other vendor any', () => {
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
      const first = catalogue.games.find(
        (game) => game.vendorCode === vendorCode && game.gameType === own[0]?.gameType,
      );
      expect(first).toBe(own[0]);
    }
    expect(tiles.every((tile) => tileVendors.has(tile.vendorCode))).toBe(true);
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
