import { describe, expect, it } from 'vitest';
import { createJurisdictionService, realityCheckInterval } from './jurisdiction.service.js';

describe('the reality-check interval', () => {
  it("is the profile's unless the operator checks more often", () => {
    expect(realityCheckInterval(60, undefined)).toBe(60);
    expect(realityCheckInterval(60, 30)).toBe(30);
    // Never less often than the profile asks.
    expect(realityCheckInterval(60, 90)).toBe(60);
    // A profile that asks none: the operator's own.
    expect(realityCheckInterval(0, 45)).toBe(45);
    expect(realityCheckInterval(0, undefined)).toBe(0);
  });

  it('is what the service answers as the profile', async () => {
    const settings = { getSetting: async () => ({ profile: 'BR' as const }) };
    expect((await createJurisdictionService({ settings }).current()).realityCheckMinutes).toBe(60);
    const stricter = createJurisdictionService({ settings, realityCheckMinutes: 20 });
    expect((await stricter.current()).realityCheckMinutes).toBe(20);
    const open = createJurisdictionService({ settings, configured: 'OPEN', realityCheckMinutes: 90 });
    expect((await open.current()).realityCheckMinutes).toBe(90);
  });
});
