import { describe, expect, it } from 'vitest';
import { DEFAULT_FOOTBALL_MODEL, KICK_OFF, scoreOutlook, type MatchState } from './football-model.js';
import { SportsbookInputError } from './input-error.js';
import {
  BASIS_POINTS,
  DEFAULT_MARGIN,
  priceMarket,
  priceMarkets,
  type MarginConfig,
  type PricedMarket,
} from './margin.js';
import { fairMarkets, type FairMarket } from './markets.js';
import { MAX_ODDS_E3, MIN_ODDS_E3, ODDS_SCALE, tickSizeAt } from './odds.js';

const parameters = DEFAULT_FOOTBALL_MODEL;
const expected = { home: 1.5, away: 1.2 };
const fairAt = (state: MatchState): FairMarket[] =>
  fairMarkets(scoreOutlook({ expected, state, parameters }));
const preMatch = fairAt(KICK_OFF);

const priced = (fair: FairMarket, config: MarginConfig = DEFAULT_MARGIN): PricedMarket => {
  const result = priceMarket(fair, config);
  if (result.status !== 'PRICED') throw new Error(`${fair.key} ${result.reason}`);
  return result.market;
};

const fairOf = (key: string, markets: readonly FairMarket[] = preMatch): FairMarket => {
  const found = markets.find((fair) => fair.key === key);
  if (!found) throw new Error(`no ${key}`);
  return found;
};

describe('margin', () => {
  for (const config of [
    { marginBp: 500, method: 'POWER' },
    { marginBp: 800, method: 'PROPORTIONAL' },
    { marginBp: 1_500, method: 'POWER' },
  ] as const) {
    it(`${config.method} ${config.marginBp / 100} %: every market's implied probabilities add up to coverage × (1 + margin), within the ladder's rounding`, () => {
      const overround = 1 + config.marginBp / BASIS_POINTS;
      let checkedOffered = 0;
      for (const fair of preMatch) {
        const market = priced(fair, config);
        const raw = market.selections.reduce((total, s) => total + s.impliedProbability, 0);
        expect(raw, fair.key).toBeCloseTo(fair.coverage * overround, 9);
        if (market.selections.some((s) => s.oddsE3 === MIN_ODDS_E3)) continue; // held up at the minimum: below
        const offered = market.selections.reduce((total, s) => total + ODDS_SCALE / s.oddsE3, 0);
        // Rounding down by less than one tick raises 1/odds by less than implied × tick / odds;
        // a price held at the 1000 maximum is worth at most 1/1000.
        const tolerance = market.selections.reduce(
          (total, s) =>
            total +
            (s.oddsE3 === MAX_ODDS_E3 ? 1 / 1_000 : (s.impliedProbability * tickSizeAt(s.oddsE3)) / s.oddsE3),
          0,
        );
        expect(offered, fair.key).toBeGreaterThanOrEqual(raw - 1e-9);
        expect(offered, fair.key).toBeLessThanOrEqual(raw + tolerance);
        checkedOffered += 1;
      }
      expect(checkedOffered).toBeGreaterThan(preMatch.length / 2);
    });
  }

  it('never offers more than the margined price, and never less than 1.01', () => {
    for (const result of priceMarkets(preMatch)) {
      if (result.status !== 'PRICED') continue;
      for (const selection of result.market.selections) {
        expect(selection.oddsE3).toBeGreaterThanOrEqual(MIN_ODDS_E3);
        if (selection.oddsE3 > MIN_ODDS_E3) {
          expect(selection.oddsE3).toBeLessThanOrEqual(
            (ODDS_SCALE / selection.impliedProbability) * (1 + 1e-12),
          );
        }
      }
    }
  });

  it('with no margin, offers the fair odds rounded down onto the ladder', () => {
    const market = priced(fairOf('1X2'), { marginBp: 0, method: 'POWER' });
    for (const selection of market.selections) {
      expect(selection.impliedProbability).toBeCloseTo(selection.fairProbability, 9);
      const fairOddsE3 = ODDS_SCALE / selection.fairProbability;
      expect(selection.oddsE3).toBeLessThanOrEqual(fairOddsE3);
      expect(selection.oddsE3 + tickSizeAt(selection.oddsE3)).toBeGreaterThan(fairOddsE3);
    }
  });

  it('POWER lays relatively more margin on the long shot; PROPORTIONAL the same on every selection', () => {
    const loading = (config: MarginConfig) =>
      priced(fairOf('1X2'), config).selections.map((s) => s.impliedProbability / s.fairProbability);
    const [favourite, , longShot] = loading({ marginBp: 600, method: 'POWER' });
    expect(longShot).toBeGreaterThan(favourite!);
    for (const ratio of loading({ marginBp: 600, method: 'PROPORTIONAL' }))
      expect(ratio).toBeCloseTo(1.06, 12);
  });

  it('margins double chance per result: its book is 2 × (1 + margin)', () => {
    const market = priced(fairOf('DC'));
    expect(market.selections.reduce((t, s) => t + s.impliedProbability, 0)).toBeCloseTo(2 * 1.05, 9);
  });

  it('leaves out selections that can no longer win', () => {
    const inPlay = fairAt({ minute: 50, score: { home: 2, away: 0 }, halfTimeScore: { home: 2, away: 0 } });
    const keys = priced(fairOf('CS', inPlay)).selections.map((s) => s.key);
    expect(keys).not.toContain('0-0');
    expect(keys).not.toContain('1-1');
    expect(keys).toContain('2-0');
  });

  it('closes a market that is decided, or whose favourite is too likely for the minimum odds', () => {
    const late = fairAt({ minute: 89, score: { home: 3, away: 0 }, halfTimeScore: { home: 2, away: 0 } });
    expect(priceMarket(fairOf('OU:0.5', late))).toEqual({
      status: 'CLOSED',
      key: 'OU:0.5',
      reason: 'DECIDED',
    });
    expect(priceMarket(fairOf('1X2', late))).toEqual({
      status: 'CLOSED',
      key: '1X2',
      reason: 'BELOW_MIN_ODDS',
    });
    expect(priceMarket(fairOf('DC', late))).toMatchObject({ status: 'CLOSED', reason: 'BELOW_MIN_ODDS' });
    expect(priceMarket(fairOf('OU:3.5', late)).status).toBe('PRICED');
  });

  it('refuses a margin outside 0–30 %', () => {
    for (const marginBp of [-1, 3_001, 2.5]) {
      expect(() => priceMarket(fairOf('1X2'), { marginBp, method: 'POWER' })).toThrow(SportsbookInputError);
    }
  });
});
