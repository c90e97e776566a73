import { describe, expect, it } from 'vitest';
import { catalogueSlotDefinition } from './catalogue-definitions.js';
import { clusterCounts } from './cluster-enumeration.js';
import {
  CLUSTER_SETS_PER_SHAPE,
  CLUSTER_SHAPES,
  storedClusterCounts,
  tabulateClusterPool,
} from './cluster-strip-pool.js';
import { CLUSTER_TABLES } from './cluster-tables.generated.js';
import { compileSlot } from './compiled-slot.js';
import { payCounts } from './slot-definition.js';
import { payContributions } from './slot-rtp.js';

describe('the cluster strip pool', () => {
  it('stores exactly what enumerating every stop combination of every set gives', () => {
    // Fails while cluster-tables.generated.ts is stale: run `npm run slots:cluster-tables`.
    const recomputed = tabulateClusterPool();
    expect(recomputed).toHaveLength(CLUSTER_SHAPES.length * CLUSTER_SETS_PER_SHAPE);
    expect(recomputed).toEqual(CLUSTER_TABLES);
    for (const table of CLUSTER_TABLES) {
      expect(table.total).toBe(8 ** 6);
      for (const tallies of Object.values(table.tallies))
        expect(tallies.some((count) => count > 0)).toBe(true);
    }
  });

  it('gives catalogue cluster games the enumerated counts of their relabelled strips', () => {
    const games = ['AUR', 'TPZ', 'QTZ', 'ORQ', 'LNT', 'BRS']
      .flatMap((vendor) =>
        Array.from({ length: 25 }, (_, index) => `${vendor}-${String(index * 13 + 5).padStart(4, '0')}`),
      )
      .map((gameCode) => catalogueSlotDefinition({ gameCode }))
      .filter((definition) => definition.evaluation.kind === 'cluster');
    expect(games.length).toBeGreaterThanOrEqual(3);
    for (const definition of games.slice(0, 3)) {
      if (definition.evaluation.kind !== 'cluster') continue;
      const slot = compileSlot(definition);
      const { max } = payCounts(definition);
      const stored = storedClusterCounts(slot, definition.evaluation.minCluster, max);
      expect(stored, definition.code).toBeDefined();
      expect(stored).toEqual(clusterCounts(slot, definition.evaluation.minCluster, max));
      const contributions = payContributions(definition);
      for (const [symbol, id] of slot.ids.entries())
        expect(contributions[id], id).toEqual(
          (stored?.[symbol] ?? []).map((count) => count / definition.betUnits),
        );
    }
    // Variety: the games do not all play one set.
    expect(new Set(games.map((definition) => JSON.stringify(definition.strips))).size).toBeGreaterThan(1);
  });

  it('leaves strips outside the pool to the enumeration', () => {
    const definition = catalogueSlotDefinition({ gameCode: 'TPZ-0268' });
    // The first reel all one symbol: no pool set has that.
    const [first = [], ...rest] = definition.strips;
    const changed = { ...definition, strips: [first.map(() => first[0] ?? ''), ...rest] };
    const slot = compileSlot(changed);
    expect(storedClusterCounts(slot, 5, payCounts(changed).max)).toBeUndefined();
  });
});
