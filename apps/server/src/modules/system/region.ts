import { BlockList, isIP } from 'node:net';
import { createRequire } from 'node:module';
import type { RegionRestrictionConfig } from '@platform/contracts';

type AddressFamily = 'ipv4' | 'ipv6';
const familyOf = (address: string): AddressFamily | null => {
  const version = isIP(address);
  if (version === 4) return 'ipv4';
  if (version === 6) return 'ipv6';
  return null;
};

/** Node reports IPv4 clients on a dual-stack socket as ::ffff:a.b.c.d; compare them as IPv4. */
export const normaliseIp = (ip: string): string => (ip.startsWith('::ffff:') ? ip.slice(7) : ip);

/** Parses 'a.b.c.d', 'a.b.c.d/nn', IPv6 and IPv6/nn. Returns null for anything else. */
const parseEntry = (entry: string) => {
  const [address = '', prefixText] = entry.trim().split('/');
  const family = familyOf(address);
  if (!family) return null;
  if (prefixText === undefined) return { address, family, prefix: null };
  if (!/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = Number(prefixText);
  if (prefix > (family === 'ipv4' ? 32 : 128)) return null;
  return { address, family, prefix };
};

export const invalidIpEntries = (entries: string[]): string[] =>
  entries.filter((entry) => !parseEntry(entry));

export const buildBlockList = (entries: string[]): BlockList => {
  const list = new BlockList();
  for (const entry of entries) {
    const parsed = parseEntry(entry);
    if (!parsed) continue;
    if (parsed.prefix === null) list.addAddress(parsed.address, parsed.family);
    else list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  return list;
};

const matches = (list: BlockList, ip: string): boolean => {
  const family = familyOf(ip);
  return family !== null && list.check(ip, family);
};

const privateRanges = buildBlockList([
  '10.0.0.0/8',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '::1',
  'fc00::/7',
  'fe80::/10',
]);

/** Loopback and private addresses have no country; looking them up would only cost memory. */
const isPublicAddress = (ip: string): boolean => familyOf(ip) !== null && !matches(privateRanges, ip);

type GeoLookup = (ip: string) => { country: string } | null;
let geoLookup: GeoLookup | null = null;

/**
 * Offline country lookup (geoip-lite ships its database). Loaded on first use only: it takes
 * memory and a moment to load, and private or loopback addresses never need it.
 */
export const lookupCountry = (ip: string): string | null => {
  if (!geoLookup) {
    const require = createRequire(import.meta.url);
    geoLookup = (require('geoip-lite') as { lookup: GeoLookup }).lookup;
  }
  return geoLookup(ip)?.country || null;
};

/**
 * Loads the country database now. The load blocks for a moment; at start-up that is before any
 * visitor waits, instead of during the first request from a public address.
 */
export const preloadCountryLookup = (): void => {
  lookupCountry('177.67.0.1');
};

export type RegionPolicy = {
  allowed: BlockList;
  blocked: BlockList;
  config: RegionRestrictionConfig;
};

export const buildRegionPolicy = (config: RegionRestrictionConfig): RegionPolicy => ({
  allowed: buildBlockList(config.allowedIps),
  blocked: buildBlockList(config.blockedIps),
  config,
});

/**
 * Decides whether a visitor may use the site: the allow list wins, then the IP block list, then
 * the visitor's country. `countryOverride` replaces the lookup (tests and demos).
 */
export const checkRegion = (
  policy: RegionPolicy,
  rawIp: string,
  countryOverride: string | undefined,
  lookup: (ip: string) => string | null = lookupCountry,
): { restricted: boolean; countryCode: string | null } => {
  const ip = normaliseIp(rawIp);
  const countryCode = countryOverride ?? (isPublicAddress(ip) ? lookup(ip) : null);
  if (!policy.config.enabled) return { restricted: false, countryCode };
  if (matches(policy.allowed, ip)) return { restricted: false, countryCode };
  if (matches(policy.blocked, ip)) return { restricted: true, countryCode };
  const restricted = countryCode !== null && policy.config.blockedCountries.includes(countryCode);
  return { restricted, countryCode };
};
