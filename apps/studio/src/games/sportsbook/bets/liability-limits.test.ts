import { describe, expect, it } from 'vitest';
import { fitsLimit, levelPassedAlone, liabilityRows, limitRefusalCode } from './liability-limits.js';

describe('liability limits', () => {
  it('lets the exposure reach a limit exactly, never pass it', () => {
    expect(fitsLimit(18_000, 2_000, 20_000)).toBe(true);
    expect(fitsLimit(18_001, 2_000, 20_000)).toBe(false);
    expect(fitsLimit(0, 20_000, 20_000)).toBe(true);
    expect(fitsLimit(0, 20_001, 20_000)).toBe(false);
  });

  it('names the first level a bet passes on its own, selection before market before event', () => {
    const limits = { selectionMinor: 10_000, marketMinor: 5_000, eventMinor: 2_000 };
    expect(levelPassedAlone(2_000, limits)).toBeNull();
    expect(levelPassedAlone(2_001, limits)).toBe('EVENT');
    expect(levelPassedAlone(5_001, limits)).toBe('MARKET');
    expect(levelPassedAlone(10_001, limits)).toBe('SELECTION');
  });

  it('refuses each level with its own code', () => {
    expect(limitRefusalCode('SELECTION')).toBe('sports-liability-reached');
    expect(limitRefusalCode('MARKET')).toBe('sports-market-limit-reached');
    expect(limitRefusalCode('EVENT')).toBe('sports-event-limit-reached');
  });

  it('lists each selection, market and event of a bet once, in code-point order', () => {
    const rows = liabilityRows([
      { eventId: 'b', marketKey: 'OU:2.5', selection: 'OVER' },
      { eventId: 'a', marketKey: 'AH:0.25', selection: '1' },
      { eventId: 'c', marketKey: '1X2', selection: 'X' },
      { eventId: 'B', marketKey: 'AH:-0.75', selection: '2' },
    ]);
    expect(rows.selections.map((leg) => leg.eventId)).toEqual(['B', 'a', 'b', 'c']);
    expect(rows.markets).toEqual([
      { eventId: 'B', marketKey: 'AH:-0.75' },
      { eventId: 'a', marketKey: 'AH:0.25' },
      { eventId: 'b', marketKey: 'OU:2.5' },
      { eventId: 'c', marketKey: '1X2' },
    ]);
    expect(rows.events).toEqual(['B', 'a', 'b', 'c']);
    // Punctuation counts in code-point order (a locale order would skip it): "AH:-" before "AH:0".
    expect(
      liabilityRows([
        { eventId: 'e', marketKey: 'AH:0.25', selection: '1' },
        { eventId: 'e', marketKey: 'AH:-0.25', selection: '1' },
      ]).markets.map((market) => market.marketKey),
    ).toEqual(['AH:-0.25', 'AH:0.25']);
  });
});
