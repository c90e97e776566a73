import { describe, expect, it } from 'vitest';
import { loadStudioConfig, StudioConfigError } from './config.js';

const SECRET = 'x'.repeat(32);

describe('studio configuration', () => {
  it('starts from defaults beside the platform, with the secret it must be given', () => {
    const config = loadStudioConfig({ STUDIO_SECRET: SECRET });
    expect(config).toMatchObject({
      STUDIO_PORT: 3100,
      PLATFORM_URL: 'http://127.0.0.1:3000',
      STUDIO_VENDOR_CODE: 'STUDIO',
      STUDIO_HOUSE_EDGES: {},
    });
    expect(config.STUDIO_DATA_DIR).toMatch(/data[/\\]studio$/u);
    expect(() => loadStudioConfig({})).toThrow(/STUDIO_SECRET/u);
    expect(() => loadStudioConfig({ STUDIO_SECRET: 'short' })).toThrow(/STUDIO_SECRET: must be at least 32/u);
  });

  it('reads the platform address without a trailing slash, and the origins that may frame its pages', () => {
    const config = loadStudioConfig({
      STUDIO_SECRET: SECRET,
      PLATFORM_URL: 'https://wallet.example/',
      PLATFORM_ORIGINS: 'https://site.example, http://127.0.0.1:3000/',
    });
    expect(config.PLATFORM_URL).toBe('https://wallet.example');
    expect(config.PLATFORM_ORIGINS).toEqual(['https://site.example', 'http://127.0.0.1:3000']);
    expect(() => loadStudioConfig({ STUDIO_SECRET: SECRET, PLATFORM_ORIGINS: 'site.example' })).toThrow(
      /PLATFORM_ORIGINS/u,
    );
  });

  it("reads the in-house games' house edges, each 0–2000 basis points", () => {
    const edges = (value: string) =>
      loadStudioConfig({ STUDIO_SECRET: SECRET, STUDIO_HOUSE_EDGES: value }).STUDIO_HOUSE_EDGES;
    expect(edges('dice=150, plinko=200,double=0,crash=300')).toEqual({
      dice: 150,
      plinko: 200,
      double: 0,
      crash: 300,
    });
    for (const bad of [
      'dice=2001',
      'keno=100',
      'dice=1,dice=2',
      'dice',
      'dice=-1',
      'dice=1.5',
      'dice=100,',
    ]) {
      expect(() => edges(bad), bad).toThrow(StudioConfigError);
      expect(() => edges(bad), bad).toThrow(/STUDIO_HOUSE_EDGES/u);
    }
  });

  it("reads the sportsbook's market and event liability limits and the operator key", () => {
    const config = loadStudioConfig({ STUDIO_SECRET: SECRET });
    expect(config).toMatchObject({
      STUDIO_SPORTS_MARKET_LIABILITY_LIMIT: 250_000_000,
      STUDIO_SPORTS_EVENT_LIABILITY_LIMIT: 500_000_000,
    });
    // Unset, the operator API refuses every call.
    expect(config.STUDIO_OPERATOR_KEY).toBeUndefined();
    expect(
      loadStudioConfig({
        STUDIO_SECRET: SECRET,
        STUDIO_SPORTS_MARKET_LIABILITY_LIMIT: '7000000',
        STUDIO_SPORTS_EVENT_LIABILITY_LIMIT: '9000000',
        STUDIO_OPERATOR_KEY: 'k'.repeat(32),
      }),
    ).toMatchObject({
      STUDIO_SPORTS_MARKET_LIABILITY_LIMIT: 7_000_000,
      STUDIO_SPORTS_EVENT_LIABILITY_LIMIT: 9_000_000,
      STUDIO_OPERATOR_KEY: 'k'.repeat(32),
    });
    for (const [key, bad] of [
      ['STUDIO_SPORTS_MARKET_LIABILITY_LIMIT', '0'],
      ['STUDIO_SPORTS_EVENT_LIABILITY_LIMIT', '-5'],
      ['STUDIO_SPORTS_EVENT_LIABILITY_LIMIT', 'lots'],
      ['STUDIO_OPERATOR_KEY', 'short'],
    ] as const) {
      expect(() => loadStudioConfig({ STUDIO_SECRET: SECRET, [key]: bad }), `${key}=${bad}`).toThrow(
        new RegExp(key, 'u'),
      );
    }
  });

  it("reads the sportsbook's speed, margin, programme, cash-out margin, liability and seed secret", () => {
    const config = loadStudioConfig({ STUDIO_SECRET: SECRET });
    expect(config).toMatchObject({
      STUDIO_SPORTS_SPEED: 6,
      STUDIO_SPORTS_MARGIN_BP: 500,
      STUDIO_SPORTS_SLOT_MINUTES: 10,
      STUDIO_SPORTS_CASH_OUT_MARGIN_BP: 500,
      STUDIO_SPORTS_LIABILITY_LIMIT: 100_000_000,
    });
    // Unset, the seed secret is derived from STUDIO_SECRET by the app, so every instance agrees.
    expect(config.STUDIO_SPORTS_SEED_SECRET).toBeUndefined();
    const set = loadStudioConfig({
      STUDIO_SECRET: SECRET,
      STUDIO_SPORTS_SPEED: '1.5',
      STUDIO_SPORTS_MARGIN_BP: '800',
      STUDIO_SPORTS_SLOT_MINUTES: '2',
      STUDIO_SPORTS_CASH_OUT_MARGIN_BP: '300',
      STUDIO_SPORTS_LIABILITY_LIMIT: '5000000',
      STUDIO_SPORTS_SEED_SECRET: 'y'.repeat(32),
    });
    expect(set).toMatchObject({
      STUDIO_SPORTS_SPEED: 1.5,
      STUDIO_SPORTS_MARGIN_BP: 800,
      STUDIO_SPORTS_SLOT_MINUTES: 2,
      STUDIO_SPORTS_CASH_OUT_MARGIN_BP: 300,
      STUDIO_SPORTS_LIABILITY_LIMIT: 5_000_000,
      STUDIO_SPORTS_SEED_SECRET: 'y'.repeat(32),
    });
    for (const [key, bad] of [
      ['STUDIO_SPORTS_SPEED', '0'],
      ['STUDIO_SPORTS_SPEED', '61'],
      ['STUDIO_SPORTS_SPEED', 'fast'],
      ['STUDIO_SPORTS_MARGIN_BP', '3001'],
      ['STUDIO_SPORTS_MARGIN_BP', '-1'],
      ['STUDIO_SPORTS_MARGIN_BP', '4.5'],
      ['STUDIO_SPORTS_SEED_SECRET', 'short'],
      ['STUDIO_SPORTS_SLOT_MINUTES', '0'],
      ['STUDIO_SPORTS_CASH_OUT_MARGIN_BP', '2001'],
      ['STUDIO_SPORTS_LIABILITY_LIMIT', '0'],
    ] as const) {
      expect(() => loadStudioConfig({ STUDIO_SECRET: SECRET, [key]: bad }), `${key}=${bad}`).toThrow(
        new RegExp(key, 'u'),
      );
    }
  });

  it("reads where football's feed comes from: the simulation by default, the simulated feed with its origin", () => {
    expect(loadStudioConfig({ STUDIO_SECRET: SECRET })).toMatchObject({ STUDIO_SPORTS_FEED: 'simulation' });
    expect(
      loadStudioConfig({
        STUDIO_SECRET: SECRET,
        STUDIO_SPORTS_FEED: 'simulated-feed',
        STUDIO_SPORTS_FEED_ORIGIN: '2026-11-29T12:00:00Z',
      }),
    ).toMatchObject({
      STUDIO_SPORTS_FEED: 'simulated-feed',
      STUDIO_SPORTS_FEED_ORIGIN: '2026-11-29T12:00:00Z',
    });
    expect(() => loadStudioConfig({ STUDIO_SECRET: SECRET, STUDIO_SPORTS_FEED: 'simulated-feed' })).toThrow(
      /STUDIO_SPORTS_FEED_ORIGIN: is required/u,
    );
    expect(() => loadStudioConfig({ STUDIO_SECRET: SECRET, STUDIO_SPORTS_FEED: 'betfair' })).toThrow(
      /STUDIO_SPORTS_FEED/u,
    );
    expect(() =>
      loadStudioConfig({
        STUDIO_SECRET: SECRET,
        STUDIO_SPORTS_FEED: 'simulated-feed',
        STUDIO_SPORTS_FEED_ORIGIN: 'noon',
      }),
    ).toThrow(/STUDIO_SPORTS_FEED_ORIGIN/u);
  });

  it("reads the lottery's close times, stake range, liability limit and ELOTT return to player", () => {
    expect(loadStudioConfig({ STUDIO_SECRET: SECRET })).toMatchObject({
      STUDIO_LOTTERY_VN_CLOSE_MINUTES: 15,
      STUDIO_LOTTERY_SEA4D_CLOSE_MINUTES: 30,
      STUDIO_LOTTERY_ELOTT_CLOSE_SECONDS: 10,
      STUDIO_LOTTERY_MIN_STAKE: 100,
      STUDIO_LOTTERY_MAX_STAKE: 1_000_000,
      STUDIO_LOTTERY_LIABILITY_LIMIT: 50_000_000,
      STUDIO_LOTTERY_ELOTT_RTP_BP: 9_800,
      // The real VN schedule unless a test asks for a fast one.
      STUDIO_LOTTERY_VN_TEST_PERIOD_MINUTES: 0,
    });
    expect(
      loadStudioConfig({ STUDIO_SECRET: SECRET, STUDIO_LOTTERY_VN_TEST_PERIOD_MINUTES: '2' }),
    ).toMatchObject({ STUDIO_LOTTERY_VN_TEST_PERIOD_MINUTES: 2 });
    const config = loadStudioConfig({
      STUDIO_SECRET: SECRET,
      STUDIO_LOTTERY_VN_CLOSE_MINUTES: '1439',
      STUDIO_LOTTERY_SEA4D_CLOSE_MINUTES: '0',
      STUDIO_LOTTERY_ELOTT_CLOSE_SECONDS: '59',
      STUDIO_LOTTERY_MIN_STAKE: '500',
      STUDIO_LOTTERY_MAX_STAKE: '500',
      STUDIO_LOTTERY_LIABILITY_LIMIT: '1000000',
      STUDIO_LOTTERY_ELOTT_RTP_BP: '9500',
    });
    expect(config).toMatchObject({
      STUDIO_LOTTERY_VN_CLOSE_MINUTES: 1_439,
      STUDIO_LOTTERY_SEA4D_CLOSE_MINUTES: 0,
      STUDIO_LOTTERY_ELOTT_CLOSE_SECONDS: 59,
      STUDIO_LOTTERY_MIN_STAKE: 500,
      STUDIO_LOTTERY_MAX_STAKE: 500,
      STUDIO_LOTTERY_LIABILITY_LIMIT: 1_000_000,
      STUDIO_LOTTERY_ELOTT_RTP_BP: 9_500,
    });
    const refused = (env: Record<string, string>, message: RegExp) =>
      expect(() => loadStudioConfig({ STUDIO_SECRET: SECRET, ...env })).toThrow(message);
    // A close a whole day before would skip a draw day; an ELOTT close of a minute, a whole period.
    refused({ STUDIO_LOTTERY_VN_CLOSE_MINUTES: '1440' }, /STUDIO_LOTTERY_VN_CLOSE_MINUTES/u);
    refused({ STUDIO_LOTTERY_SEA4D_CLOSE_MINUTES: '-1' }, /STUDIO_LOTTERY_SEA4D_CLOSE_MINUTES/u);
    refused({ STUDIO_LOTTERY_ELOTT_CLOSE_SECONDS: '60' }, /STUDIO_LOTTERY_ELOTT_CLOSE_SECONDS/u);
    refused({ STUDIO_LOTTERY_LIABILITY_LIMIT: '0' }, /STUDIO_LOTTERY_LIABILITY_LIMIT/u);
    refused({ STUDIO_LOTTERY_ELOTT_RTP_BP: '10000' }, /STUDIO_LOTTERY_ELOTT_RTP_BP/u);
    // A period that does not divide the day would straddle midnight; over an hour is no test's.
    refused({ STUDIO_LOTTERY_VN_TEST_PERIOD_MINUTES: '7' }, /STUDIO_LOTTERY_VN_TEST_PERIOD_MINUTES/u);
    refused({ STUDIO_LOTTERY_VN_TEST_PERIOD_MINUTES: '120' }, /STUDIO_LOTTERY_VN_TEST_PERIOD_MINUTES/u);
    refused({ STUDIO_LOTTERY_VN_TEST_PERIOD_MINUTES: '-1' }, /STUDIO_LOTTERY_VN_TEST_PERIOD_MINUTES/u);
    refused(
      { STUDIO_LOTTERY_MIN_STAKE: '1000', STUDIO_LOTTERY_MAX_STAKE: '999' },
      /STUDIO_LOTTERY_MAX_STAKE: must be at least/u,
    );
  });
});
