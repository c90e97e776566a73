import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type {
  AnnouncementsResponse,
  Game,
  GameMenusResponse,
  SystemStatusResponse,
} from '@platform/contracts';
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
  lobbyGames: Game[] = [],
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
    games: {
      gameMenus: async () => menus as GameMenusResponse,
      gameList: async (input) => ({
        games: lobbyGames,
        pageNo: input.pageNo,
        totalPages: 0,
        totalCount: input.pageSize,
      }),
    },
    landingPreloads: () => [],
  });

const request = (url: string) => ({ url, ip: '127.0.0.1' }) as FastifyRequest;

const vendor = {
  vassalage: 'MND',
  displayName: 'Mandacaru',
  logoUrl: '/logo.svg',
  classes: [],
  gameCount: 1,
};
const menus = {
  sortingVendor: ['RNG', 'LIVE'],
  mappingVendor: { RNG: [vendor], LIVE: [] },
} as unknown as GameMenusResponse;

describe('the preload of the home’s first banner', () => {
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
    // The page paints it under its header before any script runs.
    expect(boot.hero).toEqual({ src: '/TCG_PROD_IMAGES/BANNER/slots.svg', alt: 'slots' });
  });

  it('is absent on other pages, and when no banner is shown', async () => {
    expect((await bootFor(banners, menus)(request('/rng'))).preloads).toEqual([]);
    expect((await bootFor(banners, menus)(request('/rng'))).hero).toBeUndefined();
    expect((await bootFor(banners.slice(0, 3), menus)(request('/'))).preloads).toEqual([]);
    expect((await bootFor(banners.slice(0, 3), menus)(request('/'))).hero).toBeUndefined();
  });

  it('is looked up, with the menus and announcements, once per 30 s, not on every visit', async () => {
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

describe('the answers a page carries', () => {
  const banners = [banner('slots', 'w_home', '/rng')];

  it('are the menus on every page, and the announcements on the home page only', async () => {
    const boot = bootFor(banners, menus);
    const home = (await boot(request('/'))).data;
    expect(home.gameMenus).toEqual(menus);
    expect(home.announcements).toMatchObject({ banners: [{ id: 'slots' }], player: [] });
    for (const url of ['/rng', '/member?tab=depositv2', '/help']) {
      const { data } = await boot(request(url));
      expect(data.gameMenus, url).toEqual(menus);
      expect(data.announcements, url).toBeUndefined();
    }
  });

  it('hold a lobby’s first page of games when it opens without filters, as the lobby asks for it', async () => {
    const boot = bootFor(banners, menus);
    expect((await boot(request('/rng'))).data.lobby).toEqual({
      gameType: 'RNG',
      page: { games: [], pageNo: 1, totalPages: 0, totalCount: 15 },
    });
    expect((await boot(request('/live'))).data.lobby).toMatchObject({ gameType: 'LIVE' });
    for (const url of ['/rng?vassalage=MND', '/rng?page=2', '/', '/member']) {
      expect((await boot(request(url))).data.lobby, url).toBeUndefined();
    }
  });

  it('preload the art of a lobby’s first six tiles, in the order the grid shows them', async () => {
    const games = Array.from({ length: 8 }, (_, index): Game => {
      const gameCode = `MND-${index + 1}`;
      return {
        nodeId: gameCode,
        gameType: 'RNG',
        gameCode,
        gameName: gameCode,
        nodeName: gameCode,
        displayName: gameCode,
        vassalage: 'MND',
        vendorName: 'Mandacaru',
        gameClassify: null,
        iconUrl: `/TCG_PROD_IMAGES/GAME_ICON/MND/${gameCode}.svg`,
        isGame: 'GAME',
        isHot: 0,
        isNew: 0,
        freePlay: true,
        rtp: 96.5,
      };
    });
    const boot = bootFor(banners, menus, undefined, games);
    expect((await boot(request('/rng'))).preloads).toEqual(
      games.slice(0, 6).map((game) => ({ href: game.iconUrl, as: 'image' })),
    );
    // A filtered lobby asks for its own page: nothing is known to preload.
    expect((await boot(request('/rng?vassalage=MND'))).preloads).toEqual([]);
  });

  it('hold only what the routes’ schemas send', async () => {
    const extra = { ...menus, internalNote: 'not for the wire' } as GameMenusResponse;
    const { data } = await bootFor(banners, extra)(request('/'));
    expect(data.gameMenus).toEqual(menus);
  });

  it('are left out under maintenance, with the preloads', async () => {
    const boot = createPageBoot({
      system: { getStatus: async () => ({ ...STATUS, status: 1 }) },
      messaging: { listAnnouncements: async () => expect.unreachable() },
      games: { gameMenus: async () => expect.unreachable(), gameList: async () => expect.unreachable() },
      landingPreloads: () => [{ href: '/assets/home.js', as: 'script' }],
    });
    const page = await boot(request('/'));
    expect(Object.keys(page.data)).toEqual(['language', 'status']);
    expect(page.preloads).toEqual([]);
  });
});
