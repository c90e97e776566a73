import { z } from 'zod';
import {
  Brand,
  CustomerServiceEntry,
  DomainRoute,
  MaintenanceSetting,
  PaymentsSetting,
  RegionRestrictionConfig,
  RegisterSetting,
  Resource,
  SecuritySetting,
  WalletSetting,
  Whitelabel,
} from '@platform/contracts';

/**
 * Where images or game launches are served from: an absolute base URL (a CDN in front of this
 * server), or '' for this server itself (the default, so a fresh install shows its artwork).
 */
const CdnBase = z.union([z.url().transform((url) => url.replace(/\/+$/u, '')), z.literal('')]);

/** Each stored setting key and the schema its value must satisfy. */
export const SETTING_SCHEMAS = {
  brand: Brand,
  customerService: z.array(CustomerServiceEntry).min(1),
  domainRoute: z.array(DomainRoute),
  resources: z.array(Resource),
  whitelabel: Whitelabel,
  register: RegisterSetting,
  mainDomain: z.string().min(1),
  analytics: z.object({ gtagId: z.string() }),
  imageCDNs: z.array(CdnBase).min(1),
  launchGameCDNs: z.array(CdnBase).min(1),
  maintenance: MaintenanceSetting,
  regionRestriction: RegionRestrictionConfig,
  security: SecuritySetting,
  wallet: WalletSetting,
  payments: PaymentsSetting,
} as const;

export type SettingKey = keyof typeof SETTING_SCHEMAS;
export type Settings = { [K in SettingKey]: z.infer<(typeof SETTING_SCHEMAS)[K]> };
export const SETTING_KEYS = Object.keys(SETTING_SCHEMAS) as SettingKey[];
