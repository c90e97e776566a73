import type { FastifyRequest } from 'fastify';
import {
  HelpCenterResponse,
  deriveSystemStatus,
  localize,
  toSupportedLanguage,
  DEFAULT_LANGUAGE,
  countryFlagPath,
  type CountryListResponse,
  type SupportedLanguage,
  type SystemStatusResponse,
} from '@platform/contracts';
import { onRandomBase } from '../../lib/cdn.js';
import { AppError } from '@platform/server-kit';
import { DEFAULT_SETTINGS } from './system.defaults.js';
import type { SystemRepository } from './system.repository.js';
import { SETTING_SCHEMAS, type SettingKey, type Settings } from './system.settings.js';
import { buildRegionPolicy, checkRegion, invalidIpEntries, type RegionPolicy } from './region.js';
import { sanitiseHtml } from '../../lib/html-sanitiser.js';

export type SystemServiceOptions = {
  repository: SystemRepository;
  maintenanceForce: boolean;
  regionCountryOverride: string | undefined;
  /** How long settings are served from memory; other instances see an edit within this time. */
  cacheTtlMs?: number;
  log?: { warn(object: unknown, message: string): void };
};

type Location = ReturnType<typeof checkRegion>;
/**
 * Each caller's region verdict, kept with the settings it was decided under (so a new snapshot
 * decides afresh): the gate asks it on every request, and most requests come from addresses seen
 * moments before. Bounded; when full it starts over.
 */
type Snapshot = {
  settings: Settings;
  region: RegionPolicy;
  loadedAt: number;
  locations: Map<string, Location>;
};
const KEPT_LOCATIONS = 10_000;

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
    return {
      settings: typed,
      region: buildRegionPolicy(typed.regionRestriction),
      loadedAt: Date.now(),
      locations: new Map(),
    };
  };

  // One load at a time: every request reads the settings, and when they expire under load the
  // callers of that moment share the one query instead of each sending it. A write bumps the
  // generation: a load begun before it still answers its own callers but is not kept, so this
  // instance reads the written value next.
  let generation = 0;
  let loading: Promise<Snapshot> | null = null;
  const current = async (): Promise<Snapshot> => {
    if (snapshot && Date.now() - snapshot.loadedAt <= ttl) return snapshot;
    if (!loading) {
      const started = generation;
      loading = loadSnapshot()
        .then((loaded) => {
          if (started === generation) snapshot = loaded;
          return loaded;
        })
        .finally(() => {
          if (started === generation) loading = null;
        });
    }
    return loading;
  };

  const locationOf = (current: Snapshot, ip: string): Location => {
    let location = current.locations.get(ip);
    if (!location) {
      location = checkRegion(current.region, ip, options.regionCountryOverride);
      if (current.locations.size >= KEPT_LOCATIONS) current.locations.clear();
      current.locations.set(ip, location);
    }
    return location;
  };

  const stateFor = async (ip: string) => {
    const loaded = await current();
    const { settings } = loaded;
    const maintenance = {
      ...settings.maintenance,
      enabled: settings.maintenance.enabled || options.maintenanceForce,
    };
    return { settings, maintenance, location: locationOf(loaded, ip) };
  };

  return {
    async getStatus(ip: string, language: SupportedLanguage): Promise<SystemStatusResponse> {
      const { settings, maintenance, location } = await stateFor(ip);
      // The AML thresholds are the operators' alone: a player who knew them could stay under them.
      // The valid-turnover policy is the operators' too (agents read it in their reports' terms).
      // Members read the referral rule, the VIP levels and the rebate rates from their own
      // member-centre calls.
      const {
        maintenance: _m,
        regionRestriction,
        security: _s,
        wallet: _w,
        aml: _a,
        validTurnover: _t,
        referral: _r,
        vipRank: _v,
        rebate: _rb,
        checkIn: _ci,
        feedback: _fb,
        chat: _ch,
        countries: _co,
        ...info
      } = settings;
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

    /**
     * The countries of the mobile number fields (GET /wps/system/countries), in the operator's
     * order, each with its digit count and its flag on the image host (spec section 7).
     */
    async getCountries(): Promise<CountryListResponse> {
      const { settings } = await current();
      const bases = settings.imageCDNs;
      return settings.countries.map((country) => ({
        ...country,
        phoneDigits: country.phoneDigits ?? settings.register.phoneDigits,
        flagUrl: onRandomBase(bases, countryFlagPath(country.countryCode)),
      }));
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
      generation += 1;
      snapshot = null;
      loading = null;
      return parsed.data as Settings[K];
    },

    /**
     * Help content in the asked language, falling back to Portuguese where none is written yet.
     * Operators write it as HTML: it is cleaned as announcements are (lib/html-sanitiser.ts), so
     * a row written straight into the table cannot put a script on the site's help page.
     */
    async getHelpCenter(input: { lang: string | undefined; device: string }) {
      const lang = toSupportedLanguage(input.lang);
      let sections = await options.repository.helpSections(lang, input.device);
      if (sections.length === 0 && lang !== DEFAULT_LANGUAGE) {
        sections = await options.repository.helpSections(DEFAULT_LANGUAGE, input.device);
      }
      const cleaned = sections.map((section) => ({ ...section, content: sanitiseHtml(section.content) }));
      return HelpCenterResponse.parse({ lang, sections: cleaned });
    },
  };
};

export type SystemService = ReturnType<typeof createSystemService>;
