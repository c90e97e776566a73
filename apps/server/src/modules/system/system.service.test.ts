import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from './system.defaults.js';
import type { SystemRepository } from './system.repository.js';
import { createSystemService } from './system.service.js';

/** Settings in memory; each read waits until the test lets it finish, and is counted. */
const settingsStore = () => {
  const stored = new Map<string, unknown>();
  const pendingReads: Array<() => void> = [];
  let reads = 0;
  const repository = {
    async readSettings() {
      reads += 1;
      const rows = [...stored].map(([key, value]) => ({ key, value }));
      await new Promise<void>((resolve) => pendingReads.push(resolve));
      return rows;
    },
    async writeSetting(key: string, value: unknown) {
      stored.set(key, value);
    },
  } as unknown as SystemRepository;
  return {
    repository,
    reads: () => reads,
    /** Lets every read begun so far answer. */
    finishReads: async () => {
      for (const finish of pendingReads.splice(0)) finish();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
};

const requestFrom = (ip: string) => ({ ip }) as FastifyRequest;

describe('system service settings cache', () => {
  it('sends one settings query for the callers that find the settings expired together', async () => {
    const store = settingsStore();
    const system = createSystemService({
      repository: store.repository,
      maintenanceForce: false,
      regionCountryOverride: undefined,
    });
    const callers = Array.from({ length: 8 }, () => system.getSetting('imageCDNs'));
    await store.finishReads();
    expect(await Promise.all(callers)).toEqual(Array(8).fill(DEFAULT_SETTINGS.imageCDNs));
    expect(store.reads()).toBe(1);
  });

  it('after a write, reads the written value even while an older load was still running', async () => {
    const store = settingsStore();
    const system = createSystemService({
      repository: store.repository,
      maintenanceForce: false,
      regionCountryOverride: undefined,
    });
    const before = system.getSetting('imageCDNs');
    await system.updateSetting('imageCDNs', ['https://img.example']);
    const after = system.getSetting('imageCDNs');
    await store.finishReads();
    // The load begun before the write answers its own caller with what it read…
    expect(await before).toEqual(DEFAULT_SETTINGS.imageCDNs);
    // …and is not kept: the next read loads the written value.
    expect(await after).toEqual(['https://img.example']);
    expect(store.reads()).toBe(2);
  });

  it('decides a caller’s region once per settings snapshot, and afresh after the rules change', async () => {
    const store = settingsStore();
    const system = createSystemService({
      repository: store.repository,
      maintenanceForce: false,
      regionCountryOverride: undefined,
    });
    const open = expect(system.assertOpen(requestFrom('203.0.113.9'))).resolves.toBeUndefined();
    await store.finishReads();
    await open;

    await system.updateSetting('regionRestriction', {
      ...DEFAULT_SETTINGS.regionRestriction,
      blockedIps: ['203.0.113.0/24'],
    });
    const refused = expect(system.assertOpen(requestFrom('203.0.113.9'))).rejects.toMatchObject({
      code: 'region-restricted',
    });
    await store.finishReads();
    await refused;
    // Another address of the same snapshot is still decided on its own.
    await expect(system.assertOpen(requestFrom('127.0.0.1'))).resolves.toBeUndefined();
  });
});
