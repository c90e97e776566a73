import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('applies defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      SEED_DEMO: true,
      SESSION_IDLE_MINUTES: 30,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    // Anchored at the repository root, so the server behaves the same from any directory.
    expect(config.DATA_DIR).toMatch(/\/data$/);
    expect(config.WEB_DIST).toMatch(/\/apps\/web\/dist$/);
  });

  it('requires AT_REST_KEY in production, as 32 bytes in hex or base64', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /AT_REST_KEY: required when NODE_ENV is production/,
    );
    const key = Buffer.alloc(32, 7);
    expect(loadConfig({ NODE_ENV: 'production', AT_REST_KEY: key.toString('base64') }).AT_REST_KEY).toEqual(
      key,
    );
    expect(loadConfig({ AT_REST_KEY: key.toString('hex') }).AT_REST_KEY).toEqual(key);
    expect(loadConfig({}).AT_REST_KEY).toBeUndefined();
    expect(() => loadConfig({ AT_REST_KEY: 'short' })).toThrow(/AT_REST_KEY: must be 32 bytes/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('parses flags, proxy settings and overrides', () => {
    const config = loadConfig({
      MAINTENANCE_FORCE: 'true',
      SEED_DEMO: '0',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      REGION_COUNTRY_OVERRIDE: 'us',
    });
    expect(config.MAINTENANCE_FORCE).toBe(true);
    expect(config.SEED_DEMO).toBe(false);
    expect(config.TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(config.REGION_COUNTRY_OVERRIDE).toBe('US');
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
  });

  it('refuses bad values, naming each variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', MAINTENANCE_FORCE: 'maybe' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
      expect(message).toContain('MAINTENANCE_FORCE');
    }
  });
});
