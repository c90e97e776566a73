import type { GameClass } from '@platform/contracts';
import type { CatalogueSlotInput } from './catalogue-definitions.js';
import type { SlotDefinition } from './slot-definition.js';
import { exactRtp } from './slot-rtp.js';
import { simulate } from './slot-simulation.js';

/**
 * Per definition: declared and exact RTP, and what a seeded simulation of the engine shows (RTP,
 * hit frequency, volatility, max win and what the cap took). The figures in docs/studio-slots.md
 * come from formatSlotsReport over the sample the tests use.
 */
export type SlotReportRow = {
  code: string;
  layout: string;
  volatility: SlotDefinition['volatility'];
  declaredRtp: number;
  exactRtp: number;
  simulatedRtp: number;
  standardError: number;
  hitFrequency: number;
  /** Standard deviation of a paid spin's win (free spins included), in bets. */
  standardDeviation: number;
  maxWinSeen: number;
  capHits: number;
  capLoss: number;
  spins: number;
};

/** Rows × reels, then how it pays: `3×5 20 lines`, `4×5 ways`, `2–7×6 ways`, `5×6 cluster`. */
export const layoutOf = (definition: SlotDefinition): string => {
  const rows =
    definition.minRows === undefined || definition.minRows === definition.rows
      ? `${definition.rows}`
      : `${definition.minRows}–${definition.rows}`;
  const { evaluation } = definition;
  const pays =
    evaluation.kind === 'lines'
      ? `${evaluation.paylines.length} lines`
      : evaluation.kind === 'cluster'
        ? 'cluster'
        : 'ways';
  return `${rows}×${definition.reels} ${pays}`;
};

export const slotReportRow = (definition: SlotDefinition, spins: number, seed: string): SlotReportRow => {
  const simulated = simulate({ definition, spins, seed: `${seed}:${definition.code}` });
  return {
    code: definition.code,
    layout: layoutOf(definition),
    volatility: definition.volatility,
    declaredRtp: definition.declaredRtp,
    exactRtp: exactRtp(definition).rtp,
    simulatedRtp: simulated.rtp,
    standardError: simulated.standardError,
    hitFrequency: simulated.hitFrequency,
    standardDeviation: simulated.standardDeviation,
    maxWinSeen: simulated.maxWin,
    capHits: simulated.capHits,
    capLoss: simulated.capLoss,
    spins,
  };
};

const percent = (value: number, digits: number) => `${(value * 100).toFixed(digits)} %`;

const COLUMNS = [
  'code',
  'layout',
  'volatility',
  'declared RTP',
  'exact RTP',
  'simulated RTP (± 1 SE)',
  'hit frequency',
  'σ (bets)',
  'max win seen (bets)',
  'cap hits',
  'spins',
];

/** A Markdown table, one row per definition. */
export const formatSlotsReport = (rows: readonly SlotReportRow[]): string =>
  [
    `| ${COLUMNS.join(' | ')} |`,
    `|${COLUMNS.map(() => ' --- ').join('|')}|`,
    ...rows.map(
      (row) =>
        `| ${[
          row.code,
          row.layout,
          row.volatility,
          percent(row.declaredRtp, 1),
          percent(row.exactRtp, 3),
          `${percent(row.simulatedRtp, 2)} ± ${(row.standardError * 100).toFixed(2)}`,
          percent(row.hitFrequency, 1),
          row.standardDeviation.toFixed(2),
          row.maxWinSeen.toFixed(0),
          String(row.capHits),
          row.spins.toLocaleString('en'),
        ].join(' | ')} |`,
    ),
  ].join('\n');

const SAMPLE_CLASSES: readonly GameClass[] = ['SC', 'JP', 'SC', 'AC', 'SC', 'VP', 'JP', 'TG'];

/**
 * The sample the tests check and the docs report: two games of each of twelve vendors, over every
 * slot class. Real catalogue codes; the class is given as the catalogue row would give it.
 */
export const SAMPLE_SLOT_INPUTS: readonly CatalogueSlotInput[] = [
  'AUR',
  'TUC',
  'ARA',
  'IPE',
  'TPZ',
  'LNT',
  'BRS',
  'JNG',
  'QTZ',
  'PRL',
  'ZNH',
  'ORQ',
].flatMap((vendor, index) =>
  [7 + index * 31, 200 + index * 17].map((number, offset) => ({
    gameCode: `${vendor}-${String(number).padStart(4, '0')}`,
    gameClassify: SAMPLE_CLASSES[(index * 2 + offset) % SAMPLE_CLASSES.length] ?? null,
  })),
);
