import { describe, expect, it } from 'vitest';
import { basketballMarketsFor } from './basketball-market-keys.js';
import { marketKey, parseMarketKey, selectionKeys, type Market } from './market-keys.js';
import { settleSelection } from './settlement.js';
import { basketballSharedResult, tennisSharedResult } from './sport-results.js';
import { tennisMarketKey, parseTennisMarketKey } from './tennis-market-keys.js';

describe('basketball and tennis in the shared markets and results', () => {
  it('reads every offered basketball and tennis key back to the same market', () => {
    const basketball = basketballMarketsFor({ margin: 6.5, total: 161 }).map((market): Market => ({
      kind: 'BASKETBALL',
      market,
    }));
    const tennis = ['TMW', 'SB:BO3', 'SB:BO5', 'TG:22.5', 'GH:-3.5', 'FSW'].map((key): Market => ({
      kind: 'TENNIS',
      market: parseTennisMarketKey(key),
    }));
    for (const market of [...basketball, ...tennis]) {
      expect(parseMarketKey(marketKey(market))).toEqual(market);
    }
    expect(selectionKeys(parseMarketKey('SB:BO3'))).toEqual(['2-0', '2-1', '1-2', '0-2']);
    expect(selectionKeys(parseMarketKey('QR:2'))).toEqual(['1', 'X', '2']);
    expect(tennisMarketKey({ kind: 'MATCH_WINNER' })).toBe('TMW');
  });

  it('keeps football and e-sports keys as they were and refuses a malformed sport key', () => {
    expect(parseMarketKey('MW')).toEqual({ kind: 'MATCH_WINNER' });
    expect(parseMarketKey('OU:2.5')).toEqual({ kind: 'TOTAL_GOALS', lineQuarters: 10 });
    for (const key of ['PS:-5.25', 'QR:5', 'TP:0', 'SB:BO2', 'TG:x', 'ML:1'])
      expect(() => parseMarketKey(key)).toThrow(/MARKET_KEY_INVALID|LINE_INVALID|BEST_OF_INVALID/);
  });

  it('settles each sport on its own result and refuses a market on another sport’s result', () => {
    const game = basketballSharedResult({
      status: 'FINISHED',
      periods: [
        { home: 20, away: 25 },
        { home: 20, away: 20 },
        { home: 20, away: 20 },
        { home: 20, away: 20 },
      ],
    });
    expect(settleSelection({ market: parseMarketKey('ML'), selection: '2', result: game })).toBe('WON');
    const match = tennisSharedResult({
      status: 'COMPLETED',
      bestOf: 3,
      sets: [
        { home: 6, away: 1 },
        { home: 6, away: 1 },
      ],
    });
    expect(settleSelection({ market: parseMarketKey('SB:BO3'), selection: '2-0', result: match })).toBe(
      'WON',
    );
    expect(() => settleSelection({ market: parseMarketKey('TMW'), selection: '1', result: game })).toThrow(
      /MARKET_SPORT_MISMATCH/,
    );
    expect(() => settleSelection({ market: parseMarketKey('ML'), selection: '1', result: match })).toThrow(
      /MARKET_SPORT_MISMATCH/,
    );
    expect(() =>
      settleSelection({
        market: parseMarketKey('1X2'),
        selection: '1',
        result: match,
      }),
    ).toThrow(/MARKET_SPORT_MISMATCH/);
    expect(() =>
      settleSelection({
        market: parseMarketKey('ML'),
        selection: '1',
        result: { status: 'FINISHED', fullTime: { home: 1, away: 0 }, halfTime: null },
      }),
    ).toThrow(/MARKET_SPORT_MISMATCH/);
    expect(
      settleSelection({ market: parseMarketKey('TMW'), selection: '1', result: { status: 'ABANDONED' } }),
    ).toBe('VOID');
  });
});
