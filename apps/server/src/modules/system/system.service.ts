import type { FastifyRequest } from 'fastify';
import {
  HelpCenterResponse,
  deriveSystemStatus,
  localize,
  toSupportedLanguage,
  DEFAULT_LANGUAGE,
  type SupportedLanguage,
  type SystemStatusResponse,
} from '@platform/contracts';
import { AppError } from '../../lib/app-error.js';
import { DEFAULT_SETTINGS } from './system.defaults.js';
import type { SystemRepository } from './system.repository.js';
import { SETTING_SCHEMAS, type SettingKey, type Settings } from './system.settings.js';
import { buildRegionPolicy, checkRegion, invalidIpEntries, type RegionPolicy } from './region.js';

export type SystemServiceOptions = {
  repository: SystemRepository;
  maintenanceForce: boolean;
  regionCountryOverride: string | undefined;
  /** How long settings are served from memory; other instances see an edit within this time. */
  cacheTtlMs?: number;
  log?: { warn(object: unknown, message: string): void };
};

type Snapshot = { settings: Settings; region: RegionPolicy; loadedAt: number };

export const createSystemService = (options: SystemServiceOptions) => {
  const ttl = options.cacheTtlMs ?? 5_000;
  let snapshot: Snapshot | null = null;

  /** A stored value that no longer satisfies its schema is logged and replaced by the default. */
  const loadSnapshot = async (): Promise<Snapshot> => {
    const rows = await options.repository.readSettings();
    const stored = new Map(rows.map((row) => [row.key, row.value]));
    const settings = { ...DEFAULT_SETTINGS } as Record<SettingKey, unknown>;
    for (const key of Object.keys(SETTING_SCHEMAS) as SettingKey[]) {
      if (!stored.has(key)) continue;
      const parsed = SETTING_SCHEMAS[key].safeParse(stored.get(key));
      if (parsed.success) settings[key] = parsed.data;
      else options.log?.warn({ key, issues: parsed.error.issues }, 'invalid stored setting ignored');
    }
    const typed = settings as Settings;
    return { settings: typed, region: buildRegionPolicy(typed.regionRestriction), loadedAt: Date.now() };
  };

  const current = async (): Promise<Snapshot> => {
    if (!snapshot || Date.now() - snapshot.loadedAt > ttl) snapshot = await loadSnapshot();
    return snapshot;
  };

  const stateFor = async (ip: string) => {
    const { settings, region } = await current();
    const maintenance = {
      ...settings.maintenance,
      enabled: settings.maintenance.enabled || options.maintenanceForce,
    };
    const location = checkRegion(region, ip, options.regionCountryOverride);
    return { settings, maintenance, location };
  };

  return {
    async getStatus(ip: string, language: SupportedLanguage): Promise<SystemStatusResponse> {
      const { settings, maintenance, location } = await stateFor(ip);
      const { maintenance: _m, regionRestriction, security: _s, wallet: _w, ...info } = settings;
      return {
        status: deriveSystemStatus({
          maintenance: maintenance.enabled,
          regionRestricted: location.restricted,
        }),
        info,
        location: { ip, countryCode: location.countryCode },
        maintenance: { ...maintenance, info: localize(maintenance.info, language) },
        regionRestriction: {
          restricted: location.restricted,
          info: localize(regionRestriction.info, language),
        },
      };
    },

    /** Refuses ordinary API use while in maintenance or from a blocked region. */
    async assertOpen(request: FastifyRequest): Promise<void> {
      const { maintenance, location } = await stateFor(request.ip);
      if (maintenance.enabled) throw new AppError('maintenance');
      if (location.restricted) throw new AppError('region-restricted');
    },

    async getSetting<K extends SettingKey>(key: K): Promise<Settings[K]> {
      return (await current()).settings[key];
    },

    /** Validates and stores a setting; this instance sees it at once, others within the cache TTL. */
    async updateSetting<K extends SettingKey>(key: K, value: unknown): Promise<Settings[K]> {
      const parsed = SETTING_SCHEMAS[key].safeParse(value);
      if (!parsed.success)
        throw new AppError('validation-failed', { value: { issues: parsed.error.issues } });
      if (key === 'regionRestriction') {
        const config = parsed.data as Settings['regionRestriction'];
        const invalid = invalidIpEntries([...config.blockedIps, ...config.allowedIps]);
        if (invalid.length > 0) throw new AppError('validation-failed', { value: { invalidIps: invalid } });
      }
      await options.repository.writeSetting(key, parsed.data);
      snapshot = null;
      return parsed.data as Settings[K];
    },

    /** Help content in the asked language, falling back to Portuguese where none is written yet. */
    async getHelpCenter(input: { lang: string | undefined; device: string }) {
      const lang = toSupportedLanguage(input.lang);
      let sections = await options.repository.helpSections(lang, input.device);
      if (sections.length === 0 && lang !== DEFAULT_LANGUAGE) {
        sections = await options.repository.helpSections(DEFAULT_LANGUAGE, input.device);
      }
      return HelpCenterResponse.parse({ lang, sections });
    },
  };
};

export type SystemService = ReturnType<typeof createSystemService>;
