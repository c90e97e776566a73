import { z } from 'zod';
import { SYSTEM_STATUS, type SystemStatusCode } from './constants.js';
import type { SupportedLanguage } from './languages.js';
import { PATTERN_KINDS, WHITELABEL_FLAGS } from './system-lists.js';

// Plain lists, in a module without zod, so a client can check an answer without loading zod.
export { PATTERN_KINDS, WHITELABEL_FLAGS, type PatternKind, type WhitelabelFlag } from './system-lists.js';

export const Whitelabel = z.record(z.enum(WHITELABEL_FLAGS), z.boolean());
export type Whitelabel = z.infer<typeof Whitelabel>;

export const CustomerServiceEntry = z.object({
  csType: z.string(),
  label: z.string(),
  path: z.string(),
});
export type CustomerServiceEntry = z.infer<typeof CustomerServiceEntry>;

export const DomainRoute = z.object({ domain: z.string(), route: z.string() });
export type DomainRoute = z.infer<typeof DomainRoute>;

export const Resource = z.object({
  resourceType: z.string(),
  labelNameEn: z.string(),
  url: z.string(),
});
export type Resource = z.infer<typeof Resource>;

export const RegisterField = z.object({
  field: z.string(),
  shown: z.boolean(),
  required: z.boolean(),
  pattern: z.enum(PATTERN_KINDS),
  min: z.number().int().nonnegative(),
  max: z.number().int().positive(),
});
export type RegisterField = z.infer<typeof RegisterField>;

export const RegisterSetting = z.object({
  minimumAge: z.number().int().positive(),
  phoneDigits: z.object({ min: z.number().int(), max: z.number().int() }),
  fields: z.array(RegisterField),
});
export type RegisterSetting = z.infer<typeof RegisterSetting>;

/** Where the site loads a country's flag (spec section 7), on an image CDN or this server. */
export const COUNTRY_FLAG_PATH = '/TCG_PROD_IMAGES/COUNTRY_FLAG';
export const countryFlagPath = (countryCode: string) => `${COUNTRY_FLAG_PATH}/${countryCode}.png`;

/**
 * One country the mobile number fields offer (spec section 3: countryCode, countryDialingCode).
 * `phoneDigits` is the national number's digit count there (spec section 5: configurable); a
 * country without one uses the register setting's phoneDigits.
 */
export const CountrySetting = z.object({
  countryCode: z.string().regex(/^[A-Z]{2}$/u),
  countryDialingCode: z.string().regex(/^\d{1,4}$/u),
  phoneDigits: z
    .object({ min: z.number().int().min(4).max(15), max: z.number().int().min(4).max(15) })
    .refine((digits) => digits.min <= digits.max)
    .optional(),
});
export type CountrySetting = z.infer<typeof CountrySetting>;

/**
 * The operator's country list, in the order the site shows it (Brazil first in the default). A
 * request names its country by dialing code only, so each code is listed once.
 */
export const CountriesSetting = z
  .array(CountrySetting)
  .min(1)
  .refine((list) => new Set(list.map((entry) => entry.countryDialingCode)).size === list.length, {
    message: 'each countryDialingCode once',
  });

/** GET /wps/system/countries (decision 0023): each country with its digit count resolved. */
/**
 * A country as GET /wps/system/countries answers it: the setting's entry, its digit count resolved.
 * Plain strings here (the setting checked them when it was saved), so the site reads the answer
 * without zod (apps/web wire schemas).
 */
export const CountryEntry = z.object({
  countryCode: z.string(),
  countryDialingCode: z.string(),
  phoneDigits: z.object({ min: z.number().int(), max: z.number().int() }),
  flagUrl: z.string(),
});
export type CountryEntry = z.infer<typeof CountryEntry>;
export const CountryListResponse = z.array(CountryEntry);
export type CountryListResponse = z.infer<typeof CountryListResponse>;

/** Account-security policy (server-side only; not part of the status answer). */
export const SecuritySetting = z.object({
  /** Ask a second factor when a member logs in by password from an IP never verified before. */
  secondFactorOnNewIp: z.boolean(),
  /** With whitelabel PASSEXP3 on, a password older than this must be changed at login. */
  passwordExpiryDays: z.number().int().positive(),
  /** Demo credits (centavos) a new trial account plays with; never real money. */
  trialDemoCredits: z.number().int().nonnegative(),
});
export type SecuritySetting = z.infer<typeof SecuritySetting>;

/** Wallet mode: one wallet for every game (single), or a main wallet plus one per vendor. */
export const WalletSetting = z.object({
  isSingle: z.boolean(),
  /** Vendors with a wallet of their own when not single. */
  vendorWallets: z.array(z.string()),
  /** Bounds of one upline or downline transfer, in centavos. */
  transferLimits: z.object({ min: z.number().int().positive(), max: z.number().int().positive() }),
});
export type WalletSetting = z.infer<typeof WalletSetting>;

const centavos = z.number().int().positive();

/** Deposit and withdrawal rules the operator sets (docs/payments.md). Money in centavos. */
export const PaymentsSetting = z.object({
  /** Minutes a PIX charge can be paid for. */
  depositExpiryMinutes: z.number().int().min(1).max(1440),
  withdrawal: z.object({ min: centavos, max: centavos, dailyCount: z.number().int().positive() }),
  /**
   * Turnover before a withdrawal, in percent of what came in: 100 means every real deposited
   * centavo must be bet once; bonuses usually ask more.
   */
  turnoverPercent: z.object({
    deposit: z.number().int().min(0).max(10_000),
    bonus: z.number().int().min(0).max(10_000),
  }),
  /** Minutes the member has to confirm a paid withdrawal before it counts as received. */
  confirmMinutes: z.number().int().min(1).max(10_080),
});
export type PaymentsSetting = z.infer<typeof PaymentsSetting>;

/** Brand configuration: a white-label platform serves many brands, so none of this is in code. */
export const Brand = z.object({
  name: z.string(),
  logoText: z.string(),
  companyName: z.string(),
  licence: z.string(),
  supportEmail: z.string(),
  theme: z.record(z.string(), z.string()),
});
export type Brand = z.infer<typeof Brand>;

/** Operator-written text in each supported language; PT is required, the others fall back to it. */
export const LocalizedText = z.object({
  PT: z.string(),
  EN: z.string().default(''),
  CN: z.string().default(''),
});
export type LocalizedText = z.infer<typeof LocalizedText>;
export const localize = (text: LocalizedText, language: SupportedLanguage): string =>
  text[language] || text.PT;

/** Maintenance as the status call answers it, with `info` in the caller's language. */
export const Maintenance = z.object({
  enabled: z.boolean(),
  endTime: z.string().nullable(),
  info: z.string(),
});
export type Maintenance = z.infer<typeof Maintenance>;

/** Maintenance as stored: the info text in every language. */
export const MaintenanceSetting = Maintenance.extend({ info: LocalizedText });
export type MaintenanceSetting = z.infer<typeof MaintenanceSetting>;

export const RegionRestrictionConfig = z.object({
  enabled: z.boolean(),
  /** ISO 3166-1 alpha-2 codes that may not use the site. */
  blockedCountries: z.array(z.string().length(2)),
  /** Single addresses or CIDR ranges (IPv4 or IPv6) that may not use the site. */
  blockedIps: z.array(z.string()),
  /** Addresses always allowed, checked first (operator offices, monitoring). */
  allowedIps: z.array(z.string()),
  /** Shown on the blocked page, in the visitor's language. */
  info: LocalizedText,
});
export type RegionRestrictionConfig = z.infer<typeof RegionRestrictionConfig>;

export const SystemInfo = z.object({
  brand: Brand,
  customerService: z.array(CustomerServiceEntry),
  domainRoute: z.array(DomainRoute),
  resources: z.array(Resource),
  whitelabel: Whitelabel,
  register: RegisterSetting,
  mainDomain: z.string(),
  analytics: z.object({ gtagId: z.string() }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
});
export type SystemInfo = z.infer<typeof SystemInfo>;

export const SystemStatusResponse = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  info: SystemInfo,
  location: z.object({ ip: z.string(), countryCode: z.string().nullable() }),
  maintenance: Maintenance,
  regionRestriction: z.object({ restricted: z.boolean(), info: z.string() }),
});
export type SystemStatusResponse = z.infer<typeof SystemStatusResponse>;

/** The root view rule of spec section 2: maintenance wins over a region block. */
export const deriveSystemStatus = (input: {
  maintenance: boolean;
  regionRestricted: boolean;
}): SystemStatusCode => {
  if (input.maintenance) return SYSTEM_STATUS.maintenance;
  if (input.regionRestricted) return SYSTEM_STATUS.regionBlocked;
  return SYSTEM_STATUS.normal;
};

export const HelpCenterQuery = z.object({
  lang: z.string().trim().min(2).max(8).optional(),
  device: z.enum(['WEB', 'MOBILE']).default('WEB'),
});
export type HelpCenterQuery = z.infer<typeof HelpCenterQuery>;

export const HelpSection = z.object({
  key: z.string(),
  title: z.string(),
  content: z.string(),
});
export type HelpSection = z.infer<typeof HelpSection>;

export const HelpCenterResponse = z.object({
  lang: z.string(),
  sections: z.array(HelpSection),
});
export type HelpCenterResponse = z.infer<typeof HelpCenterResponse>;

/** GET /wps/system/payloadKey: the RSA public key (JWK) clients encrypt payloads for. */
export const PayloadKeyResponse = z.object({
  keyId: z.string(),
  algorithm: z.string(),
  publicKey: z.object({ kty: z.literal('RSA'), n: z.string(), e: z.string(), alg: z.string().optional() }),
});
export type PayloadKeyResponse = z.infer<typeof PayloadKeyResponse>;
