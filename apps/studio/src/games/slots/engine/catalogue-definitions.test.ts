import { describe, expect, it } from 'vitest';
import { betLevelsFor, catalogueSlotDefinition, RTP_TOLERANCE } from './catalogue-definitions.js';
import { assertValidDefinition } from './slot-definition.js';
import { exactRtp } from './slot-rtp.js';
import { simulate } from './slot-simulation.js';
import { themeForName } from './slot-themes.js';
import { formatSlotsReport, layoutOf, SAMPLE_SLOT_INPUTS, slotReportRow } from './slots-report.js';

const sample = SAMPLE_SLOT_INPUTS.map((input) => ({ input, definition: catalogueSlotDefinition(input) }));

describe('catalogueSlotDefinition', () => {
  it('derives a valid definition for every sampled game, declaring 94–97 %', () => {
    expect(sample.length).toBeGreaterThanOrEqual(20);
    for (const { input, definition } of sample) {
      expect(definition.code).toBe(input.gameCode);
      expect(() => assertValidDefinition(definition)).not.toThrow();
      expect(definition.declaredRtp).toBeGreaterThanOrEqual(0.94);
      expect(definition.declaredRtp).toBeLessThanOrEqual(0.97);
    }
  });

  it('has an exact RTP within 0.5 pp of the declared one (the generator holds it within 0.02 pp)', () => {
    for (const { definition } of sample) {
      const { rtp } = exactRtp(definition);
      expect(Math.abs(rtp - definition.declaredRtp), definition.code).toBeLessThan(0.005);
      expect(Math.abs(rtp - definition.declaredRtp), definition.code).toBeLessThanOrEqual(RTP_TOLERANCE);
    }
  });

  it('varies layout, evaluation and volatility across games', () => {
    const definitions = sample.map(({ definition }) => definition);
    expect(new Set(definitions.map(layoutOf)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(definitions.map((definition) => definition.evaluation.kind))).toEqual(
      new Set(['lines', 'ways', 'cluster']),
    );
    const layouts = new Set(definitions.map(layoutOf));
    for (const layout of ['3×3 5 lines', '4×5 50 lines', '2–7×6 ways', '5×6 cluster'])
      expect(layouts, layout).toContain(layout);
    expect([...layouts].some((layout) => /^3×5 \d+ lines$/u.test(layout))).toBe(true);
    expect(new Set(definitions.map((definition) => definition.volatility)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(definitions.map((definition) => definition.declaredRtp)).size).toBeGreaterThanOrEqual(10);
  });

  it('is the same maths whatever the name, which only picks the art theme', () => {
    const input = { gameCode: 'AUR-0042', gameClassify: 'SC' as const };
    const plain = catalogueSlotDefinition(input);
    const named = catalogueSlotDefinition({ ...input, name: 'Golden Jaguar' });
    expect(named.theme).toBe('jungle');
    expect({ ...named, theme: plain.theme, symbols: plain.symbols }).toEqual(plain);
    expect(catalogueSlotDefinition(input)).toBe(plain);
  });

  it('picks the theme the name names, in English or Portuguese, subject before colour words', () => {
    const cases: Array<[string, string]> = [
      ['Fortune Rabbit', 'rabbit'],
      ['Coelho da Fortuna', 'rabbit'],
      ['Golden Fortune', 'tiger'],
      ['Tigre Sortudo', 'tiger'],
      ['Tesouro do Faraó', 'egypt'],
      ['Celestial Fruit', 'fruit'],
      ['Frutas Tropicais', 'fruit'],
      ['Dragão Furioso', 'dragon'],
      ['Joias da Rainha', 'royal'],
      ['Sweet Party', 'candy'],
      ['Caubói Valente', 'west'],
      ['Samba Sortudo', 'carnival'],
      ['Path of Hercules', 'olympus'],
      ['Foguete Cósmico', 'cosmos'],
      ['Sereia Mágica', 'ocean'],
    ];
    for (const [name, theme] of cases) {
      const definition = catalogueSlotDefinition({ gameCode: 'AUR-0042', name });
      expect(definition.theme, name).toBe(theme);
      expect(definition.symbols[0]?.themeKey.startsWith(`${theme}.`), name).toBe(true);
    }
    expect(themeForName('Blackjack Multijogador')).toBeUndefined();
  });

  it('plays the variable-rows layout when the name says Megaways, whatever the code drew', () => {
    const code = sample.find(({ definition }) => definition.evaluation.kind === 'lines')!.input;
    const named = catalogueSlotDefinition({ ...code, name: 'Raging Jewel Megaways' });
    expect(layoutOf(named)).toBe('2–7×6 ways');
    expect(Math.abs(exactRtp(named).rtp - named.declaredRtp)).toBeLessThanOrEqual(RTP_TOLERANCE);
  });

  it('offers bet levels that buy whole credits', () => {
    expect(betLevelsFor(5)).toEqual([20, 50, 100, 200, 500, 1000, 2000, 5000]);
    expect(betLevelsFor(20)).toEqual([20, 100, 200, 500, 1000, 2000, 5000]);
    expect(betLevelsFor(25)).toEqual([25, 50, 100, 200, 500, 1000, 2000, 5000]);
    expect(betLevelsFor(100)).toEqual([100, 200, 500, 1000, 2000, 5000]);
  });
});

describe('the engine against the exact RTP on catalogue games', () => {
  // One game of each kind from the sample, seeded: lines, 5-reel ways, 6-reel ways, variable-rows
  // ways and cluster pays.
  const picks = [
    sample.find(({ definition }) => definition.evaluation.kind === 'lines' && definition.reels === 5),
    sample.find(({ definition }) => definition.evaluation.kind === 'ways' && definition.reels === 5),
    sample.find(
      ({ definition }) =>
        definition.evaluation.kind === 'ways' && definition.reels === 6 && definition.minRows === undefined,
    ),
    sample.find(({ definition }) => definition.minRows !== undefined),
    sample.find(({ definition }) => definition.evaluation.kind === 'cluster'),
  ].flatMap((entry) => (entry ? [entry.definition] : []));

  it('finds the five kinds in the sample', () => {
    expect(picks).toHaveLength(5);
  });

  for (const [index, definition] of picks.entries())
    it(`pays the exact RTP within four standard errors (pick ${index + 1})`, () => {
      const result = simulate({ definition, spins: 250_000, seed: `catalogue-test:${definition.code}` });
      const { rtp } = exactRtp(definition);
      expect(Math.abs(result.rtp - rtp), definition.code).toBeLessThan(4 * result.standardError);
      // The exact RTP leaves the max win cap out: it must take away less than 0.01 pp.
      expect(result.capLoss).toBeLessThan(0.0001);
      expect(result.hitFrequency).toBeGreaterThan(0.05);
      expect(result.standardDeviation).toBeGreaterThan(0);
    });
});

describe('formatSlotsReport', () => {
  it('prints declared and exact RTP, hit frequency and volatility per definition', () => {
    const rows = sample.slice(0, 2).map(({ definition }) => slotReportRow(definition, 2_000, 'report-test'));
    const table = formatSlotsReport(rows).split('\n');
    expect(table).toHaveLength(4);
    expect(table[0]).toContain('exact RTP');
    expect(table[2]).toContain(rows[0]?.code);
    expect(table[2]).toContain(`${((rows[0]?.exactRtp ?? 0) * 100).toFixed(3)} %`);
  });
});
