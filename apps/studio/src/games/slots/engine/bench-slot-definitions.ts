import { cpuUsage } from 'node:process';
import { catalogueSlotDefinition } from './catalogue-definitions.js';
import { layoutOf } from './slots-report.js';

/**
 * `npm run bench:slots`: the CPU a game's first launch in a process spends deriving its definition
 * (strips, exact paytable tuning, RTP check), by layout kind, over 480 catalogue codes. That work is
 * synchronous on the request that first opens the game, so it must stay at a few milliseconds.
 * Prints median, 95th percentile and max per kind; the first codes of a kind include JIT warm-up.
 */
const VENDORS = ['AUR', 'TUC', 'ARA', 'IPE', 'TPZ', 'LNT', 'BRS', 'JNG', 'QTZ', 'PRL', 'ZNH', 'ORQ'];
const PER_VENDOR = 40;

const byKind = new Map<string, number[]>();
for (const vendor of VENDORS)
  for (let number = 1; number <= PER_VENDOR; number += 1) {
    const gameCode = `${vendor}-${String(number * 9).padStart(4, '0')}`;
    const before = cpuUsage();
    const definition = catalogueSlotDefinition({ gameCode });
    const used = cpuUsage(before);
    const kind = layoutOf(definition).replace(/\d+ lines/u, 'lines');
    byKind.set(kind, [...(byKind.get(kind) ?? []), (used.user + used.system) / 1000]);
  }

const at = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
console.log('first-launch CPU per definition (ms)');
console.log(['layout', 'games', 'median', 'p95', 'max'].map((cell) => cell.padEnd(12)).join(''));
for (const [kind, samples] of [...byKind].sort(([a], [b]) => a.localeCompare(b))) {
  const sorted = [...samples].sort((a, b) => a - b);
  console.log(
    [
      kind,
      String(sorted.length),
      at(sorted, 0.5).toFixed(1),
      at(sorted, 0.95).toFixed(1),
      (sorted.at(-1) ?? 0).toFixed(1),
    ]
      .map((cell) => cell.padEnd(12))
      .join(''),
  );
}
