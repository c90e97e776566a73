import { describe, expect, it } from 'vitest';
import {
  createCatalogueCache,
  searchList,
  snapshotOf,
  type CatalogueSnapshot,
} from './catalogue-snapshot.js';
import type { ListedGame } from './games.repository.js';

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
    ({ nodeId, searchText, gameType: 'RNG', vendorCode: 'V', enabled: true, sort: nodeId }) as ListedGame;
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
