import { describe, expect, it } from 'vitest';
import type { RegionRestrictionConfig } from '@platform/contracts';
import { buildRegionPolicy, checkRegion, invalidIpEntries, lookupCountry, normaliseIp } from './region.js';

const config = (overrides: Partial<RegionRestrictionConfig> = {}): RegionRestrictionConfig => ({
  enabled: true,
  blockedCountries: ['US', 'GB'],
  blockedIps: ['203.0.113.0/24', '198.51.100.9', '2001:db8::/32'],
  allowedIps: ['203.0.113.50'],
  info: { PT: '', EN: '', CN: '' },
  ...overrides,
});

const countries: Record<string, string> = { '8.8.8.8': 'US', '177.10.10.10': 'BR' };
const lookup = (ip: string) => countries[ip] ?? null;

describe('region restriction', () => {
  it('blocks by country from the offline lookup and lets other countries in', () => {
    const policy = buildRegionPolicy(config());
    expect(checkRegion(policy, '8.8.8.8', undefined, lookup)).toEqual({
      restricted: true,
      countryCode: 'US',
    });
    expect(checkRegion(policy, '177.10.10.10', undefined, lookup)).toEqual({
      restricted: false,
      countryCode: 'BR',
    });
  });

  it('blocks single addresses and CIDR ranges in IPv4 and IPv6', () => {
    const policy = buildRegionPolicy(config());
    expect(checkRegion(policy, '203.0.113.1', undefined, lookup).restricted).toBe(true);
    expect(checkRegion(policy, '198.51.100.9', undefined, lookup).restricted).toBe(true);
    expect(checkRegion(policy, '198.51.100.10', undefined, lookup).restricted).toBe(false);
    expect(checkRegion(policy, '2001:db8:1::1', undefined, lookup).restricted).toBe(true);
    expect(checkRegion(policy, '2001:db9::1', undefined, lookup).restricted).toBe(false);
  });

  it('lets the allow list win over every block', () => {
    const policy = buildRegionPolicy(config({ allowedIps: ['8.8.8.8', '203.0.113.50'] }));
    expect(checkRegion(policy, '203.0.113.50', undefined, lookup).restricted).toBe(false);
    expect(checkRegion(policy, '8.8.8.8', undefined, lookup).restricted).toBe(false);
  });

  it('treats IPv4-mapped IPv6 addresses as IPv4', () => {
    expect(normaliseIp('::ffff:203.0.113.1')).toBe('203.0.113.1');
    const policy = buildRegionPolicy(config());
    expect(checkRegion(policy, '::ffff:203.0.113.1', undefined, lookup).restricted).toBe(true);
  });

  it('never looks up private or loopback addresses', () => {
    const policy = buildRegionPolicy(config());
    const failingLookup = () => {
      throw new Error('looked up a private address');
    };
    for (const ip of ['127.0.0.1', '10.1.2.3', '192.168.0.5', '172.20.0.1', '::1']) {
      expect(checkRegion(policy, ip, undefined, failingLookup)).toEqual({
        restricted: false,
        countryCode: null,
      });
    }
  });

  it('uses the country override instead of the lookup', () => {
    const policy = buildRegionPolicy(config());
    expect(checkRegion(policy, '127.0.0.1', 'GB', lookup)).toEqual({ restricted: true, countryCode: 'GB' });
  });

  it('restricts nobody when disabled', () => {
    const policy = buildRegionPolicy(config({ enabled: false }));
    expect(checkRegion(policy, '203.0.113.1', 'US', lookup).restricted).toBe(false);
  });

  it('names entries that are neither an address nor a CIDR range', () => {
    expect(
      invalidIpEntries(['10.0.0.0/8', '10.0.0.0/33', 'example.com', '::1/129', '2001:db8::/48']),
    ).toEqual(['10.0.0.0/33', 'example.com', '::1/129']);
  });

  it('finds countries with the offline database it ships, for IPv4 and IPv6', () => {
    expect(lookupCountry('177.67.0.1')).toBe('BR');
    expect(lookupCountry('2804:14c::1')).toBe('BR');
    expect(lookupCountry('8.8.8.8')).toBe('US');
    const policy = buildRegionPolicy(config());
    expect(checkRegion(policy, '8.8.8.8', undefined)).toEqual({ restricted: true, countryCode: 'US' });
    expect(checkRegion(policy, '177.67.0.1', undefined)).toEqual({ restricted: false, countryCode: 'BR' });
  });
});
