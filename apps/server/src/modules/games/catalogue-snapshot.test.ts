import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { studioUrlOfTests } from '../../../test/helpers/database.js';
import { fetchVendorCatalogue } from './catalogue-import.js';
import { buildCatalogue } from './catalogue-rows.js';
import { normaliseSearch } from './catalogue-search.js';
import {
  createCatalogueCache,
  searchList,
  snapshotOf,
  type CatalogueSnapshot,
} from './catalogue-snapshot.js';
import type { ListedGame } from './games.repository.js';

const feed = await fetchVendorCatalogue(studioUrlOfTests());

const empty = (): CatalogueSnapshot => snapshotOf({ vendors: [], vendorTypes: [], games: [] });

describe('catalogue cache', () => {
  it('loads once for concurrent readers, then answers from memory until the snapshot is stale', async () => {
    let clock = 0;
    let loads = 0;
    const snapshots: CatalogueSnapshot[] = [];
    const cache = createCatalogueCache({
      load: async () => {
        loads += 1;
        const snapshot = empty();
        snapshots.push(snapshot);
        return snapshot;
      },
      maxAgeMs: 60_000,
      now: () => clock,
    });
    const [first, second] = await Promise.all([cache.current(), cache.current()]);
    expect(loads).toBe(1);
    expect(second).toBe(first);

    clock = 60_000;
    expect(await cache.current()).toBe(first);
    expect(loads).toBe(1);

    // Stale: the reader still gets the old snapshot at once, and a reload starts behind it.
    clock = 60_001;
    expect(await cache.current()).toBe(first);
    await Promise.resolve();
    expect(loads).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.current()).toBe(snapshots[1]);

    cache.invalidate();
    expect(await cache.current()).toBe(snapshots[2]);
    expect(loads).toBe(3);
  });

  it('a failed load is not remembered: the next reader tries again', async () => {
    let attempts = 0;
    const cache = createCatalogueCache({
      load: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('database unavailable');
        return empty();
      },
      maxAgeMs: 60_000,
      now: () => 0,
    });
    await expect(cache.current()).rejects.toThrow('database unavailable');
    await expect(cache.current()).resolves.toBeDefined();
    expect(attempts).toBe(2);
  });
});

describe('catalogue search', () => {
  const game = (nodeId: number, searchText: string) =>
    ({
      nodeId,
      searchText,
      gameType: 'RNG',
      vendorCode: 'V',
      isGame: 'GAME',
      enabled: true,
      launchable: true,
      sort: nodeId,
    }) as ListedGame;
  const snapshot = snapshotOf({
    vendors: [
      { code: 'V', displayName: 'V', provider: 'STUDIO', sort: 1, enabled: true, createdAt: new Date() },
    ],
    vendorTypes: [{ vendorCode: 'V', gameType: 'RNG', sort: 1 }],
    games: [
      game(1, 'fortuna do dragao dragon fortune 龙之财富'),
      game(2, 'tigre dourado golden tiger 金虎'),
      game(3, 'dragao dourado golden dragon 金龙'),
    ].map((entry) => ({ ...entry, names: { PT: '', EN: '', CN: '' } }) as ListedGame),
  });
  const list = snapshot.listedByType.get('RNG')!;
  const found = (term: string) => searchList(list, term).map((entry) => entry.nodeId);

  it('finds every game containing the term, once each, in lobby order', () => {
    expect(found('drag')).toEqual([1, 3]);
    expect(found('golden')).toEqual([2, 3]);
    expect(found('dourad')).toEqual([2, 3]);
    expect(found('fortune')).toEqual([1]);
    expect(found('o')).toEqual([1, 2, 3]);
    expect(found('zebra')).toEqual([]);
  });

  it('searches Chinese names too, and never matches across two games', () => {
    expect(found('金')).toEqual([2, 3]);
    expect(found('龙')).toEqual([1, 3]);
    expect(found('财富')).toEqual([1]);
    expect(found('fortune 龙')).toEqual([1]);
    expect(found('财富 tigre')).toEqual([]);
  });
});

describe('catalogue search over the whole slots lobby (letter index)', () => {
  // The real catalogue: 10,000+ slots, so the index is used for terms of three letters or more.
  const catalogue = buildCatalogue(feed, 'STUDIO');
  const snapshot = snapshotOf({
    vendors: catalogue.vendors.map((vendor) => ({ ...vendor, enabled: true, createdAt: new Date() })),
    vendorTypes: catalogue.vendorTypes,
    games: catalogue.games.map(
      (entry, index) =>
        ({
          ...entry,
          nodeId: index + 1,
          enabled: true,
          launchable: true,
          vendorName: entry.vendorCode,
        }) as unknown as ListedGame,
    ),
  });
  const slots = snapshot.listedByType.get('RNG')!;
  const texts = slots.games.map((entry) => entry.searchText);
  /** What a search must find: every game whose search text holds the term, in lobby order. */
  const naive = (term: string) => slots.games.filter((entry) => entry.searchText.includes(term));

  it('indexes the slots lobby, and finds exactly what a substring test on each game finds', () => {
    expect(slots.grams).not.toBeNull();
    const fragment = fc
      .tuple(fc.nat({ max: texts.length - 1 }), fc.nat(), fc.integer({ min: 1, max: 12 }))
      .map(([index, offset, length]) => {
        const text = texts[index]!;
        const start = offset % text.length;
        return text.slice(start, start + length);
      });
    // Searched as a player's query is: normalised (so never with a space at either end).
    const anyTerm = fc
      .oneof(fragment, fc.string({ unit: fc.constantFrom(...'aeioun rst'), minLength: 1, maxLength: 6 }))
      .map(normaliseSearch)
      .filter((term) => term.length > 0);
    fc.assert(
      fc.property(anyTerm, (term) => {
        expect(searchList(slots, term).map((entry) => entry.nodeId)).toEqual(
          naive(term).map((entry) => entry.nodeId),
        );
      }),
      { numRuns: 400 },
    );
  });
});

describe('what a snapshot shows', () => {
  const vendor = (code: string, enabled = true) => ({
    code,
    displayName: code,
    provider: 'STUDIO',
    sort: 1,
    enabled,
    createdAt: new Date(),
  });
  const entry = (
    nodeId: number,
    vendorCode: string,
    gameType: string,
    extra: Partial<ListedGame> = {},
  ): ListedGame =>
    ({
      nodeId,
      gameCode: `${vendorCode}-${nodeId}`,
      vendorCode,
      vendorName: vendorCode,
      gameType,
      gameClassify: null,
      names: { PT: '', EN: '', CN: '' },
      displayName: '',
      searchText: '',
      isGame: 'GAME',
      isHot: false,
      isNew: false,
      freePlay: true,
      sort: nodeId,
      enabled: true,
      launchable: true,
      createdAt: new Date(),
      ...extra,
    }) as ListedGame;

  it('lists only enabled, launchable games of enabled vendors; a vendor tile only with such games', () => {
    const snapshot = snapshotOf({
      vendors: [vendor('A'), vendor('B'), vendor('OFF', false)],
      vendorTypes: [
        { vendorCode: 'A', gameType: 'LIVE', sort: 1 },
        { vendorCode: 'B', gameType: 'LIVE', sort: 2 },
        { vendorCode: 'OFF', gameType: 'RNG', sort: 1 },
        { vendorCode: 'A', gameType: 'RNG', sort: 1 },
      ],
      games: [
        entry(1, 'A', 'LIVE', { isGame: 'VASSALAGE', launchable: false }),
        entry(2, 'A', 'LIVE'),
        entry(3, 'B', 'LIVE', { isGame: 'VASSALAGE', launchable: false }),
        entry(4, 'B', 'LIVE', { launchable: false }),
        entry(5, 'OFF', 'RNG'),
        entry(6, 'A', 'RNG', { launchable: false }),
        entry(7, 'A', 'RNG', { enabled: false }),
      ],
    });
    expect(snapshot.listedByType.get('LIVE')!.games.map((game) => game.nodeId)).toEqual([1, 2]);
    // B's tile would open an empty list; OFF is disabled; A has no slot a launch opens.
    expect(snapshot.listedByVendor.has('LIVE:B')).toBe(false);
    expect(snapshot.listedByType.has('RNG')).toBe(false);
    expect(snapshot.menus.sortingVendor).toEqual(['LIVE']);
    expect(snapshot.menus.vendors.get('LIVE')!.map((entry) => entry.vassalage)).toEqual(['A']);
  });

  it('labels as hot the most played games within the cap, else the curated picks', () => {
    const games = Array.from({ length: 120 }, (_, index) =>
      entry(index + 1, 'A', index < 100 ? 'RNG' : 'FISH', { isHot: index % 2 === 0 }),
    );
    const snapshot = snapshotOf(
      {
        vendors: [vendor('A')],
        vendorTypes: [
          { vendorCode: 'A', gameType: 'RNG', sort: 1 },
          { vendorCode: 'A', gameType: 'FISH', sort: 2 },
        ],
        games,
      },
      {
        played: new Map([
          ['A-50', 3],
          ['A-7', 9],
          ['A-99', 5],
          ['A-8', 1],
        ]),
        rule: { sharePercent: 2, maxPerCategory: 12 },
      },
    );
    // Slots: 2 % of 100 is 2: the two most played. Fishing: nothing played, so its first
    // curated pick (2 % of 20 rounds up to 1).
    expect(snapshot.listedByType.get('RNG')!.hot.map((game) => game.gameCode)).toEqual(['A-7', 'A-99']);
    expect(snapshot.listedByType.get('FISH')!.hot.map((game) => game.gameCode)).toEqual(['A-101']);
    expect(snapshot.byCode.get('A-50')!.isHot).toBe(false);
  });
});
