import { z } from 'zod';
import {
  Brand,
  CustomerServiceEntry,
  DomainRoute,
  MaintenanceSetting,
  RegionRestrictionConfig,
  RegisterSetting,
  Resource,
  SecuritySetting,
  WalletSetting,
  Whitelabel,
} from '@platform/contracts';

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
  imageCDNs: z.array(z.url()).min(1),
  launchGameCDNs: z.array(z.url()).min(1),
  maintenance: MaintenanceSetting,
  regionRestriction: RegionRestrictionConfig,
  security: SecuritySetting,
  wallet: WalletSetting,
} as const;

export type SettingKey = keyof typeof SETTING_SCHEMAS;
export type Settings = { [K in SettingKey]: z.infer<(typeof SETTING_SCHEMAS)[K]> };
export const SETTING_KEYS = Object.keys(SETTING_SCHEMAS) as SettingKey[];
