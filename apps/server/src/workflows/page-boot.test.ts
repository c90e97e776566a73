import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AnnouncementsResponse, GameMenusResponse, SystemStatusResponse } from '@platform/contracts';
import { DEFAULT_SETTINGS } from '../modules/system/index.js';
import { createPageBoot } from './page-boot.js';

const { maintenance: _m, regionRestriction: _r, security: _s, wallet: _w, ...info } = DEFAULT_SETTINGS;
/** The status the service gives a visitor on a normal day, from the default settings. */
const STATUS = {
  status: 0,
  info,
  location: { ip: '127.0.0.1', countryCode: 'BR' },
  maintenance: { enabled: false, endTime: null, info: '' },
  regionRestriction: { restricted: false, info: '' },
} as unknown as SystemStatusResponse;

const banner = (id: string, groupName: string, linkage: string, linkageType = 'INTERNAL') => ({
  id,
  groupName,
  url: `/TCG_PROD_IMAGES/BANNER/${id}.svg`,
  title: id,
  linkage,
  linkageType,
});

const bootFor = (
  banners: ReturnType<typeof banner>[],
  menus: Partial<GameMenusResponse>,
  clock: { now: number; listed: number } = { now: 0, listed: 0 },
) =>
  createPageBoot({
    system: { getStatus: async () => STATUS },
    now: () => clock.now,
    messaging: {
      listAnnouncements: async () => {
        clock.listed += 1;
        return {
          banners,
          player: [],
          playerTotalPages: 0,
          popup: [],
          promotion: [],
        } as unknown as AnnouncementsResponse;
      },
    },
    games: { gameMenus: async () => menus as GameMenusResponse },
    landingScripts: () => [],
  });

const request = (url: string) => ({ url, ip: '127.0.0.1' }) as FastifyRequest;

describe('the preload of the home’s first banner', () => {
  const menus = {
    sortingVendor: ['RNG', 'LIVE'],
    mappingVendor: { RNG: [{}], LIVE: [] },
  } as unknown as GameMenusResponse;
  const banners = [
    banner('login', 'w_login', '/rng'),
    banner('promotions', 'w_home', '/promotions'),
    banner('live', 'w_home', '/live'),
    banner('slots', 'w_home', '/rng'),
    banner('outside', 'w_home', 'https://example.com', 'EXTERNAL'),
  ];

  it('is the first banner the home shows: not one of another place, nor one whose link leads nowhere', async () => {
    const boot = await bootFor(banners, menus)(request('/'));
    expect(boot.preloads).toEqual([{ href: '/TCG_PROD_IMAGES/BANNER/slots.svg', as: 'image' }]);
  });

  it('is absent on other pages, and when no banner is shown', async () => {
    expect((await bootFor(banners, menus)(request('/rng'))).preloads).toEqual([]);
    expect((await bootFor(banners.slice(0, 3), menus)(request('/'))).preloads).toEqual([]);
  });

  it('is looked up once per 30 s, not on every visit', async () => {
    const clock = { now: 0, listed: 0 };
    const boot = bootFor(banners, menus, clock);
    await boot(request('/'));
    clock.now = 29_999;
    expect((await boot(request('/'))).preloads).toEqual([
      { href: '/TCG_PROD_IMAGES/BANNER/slots.svg', as: 'image' },
    ]);
    expect(clock.listed).toBe(1);
    clock.now = 30_000;
    await boot(request('/'));
    expect(clock.listed).toBe(2);
  });
});
