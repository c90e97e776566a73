import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '../../../i18n';
import { pt } from '../../../i18n/pt';
import { useSessionStore } from '../../../lib/session-store';
import { gameFixture, gameMenusFixture } from '../../../test-fixtures';
import { callsTo, mockApi, renderWithApp } from '../../../test-render';
import { HOME_SECTION } from '@platform/contracts';
import { PHONE_QUERY } from '../../../lib/device';
import HomePage from './home-page';

const HOT = 'POST /wps/relay/GCSGAME_hotGamesV2';
const RECENT = 'POST /wps/relay/GCS_recentGame';

const menus = gameMenusFixture({
  LIVE: [{ vassalage: 'MVL', displayName: 'Mesa Viva' }],
  RNG: [{ vassalage: 'AUR', displayName: 'Aurelia Reels' }],
  SPORTS: [],
  INHOUSE: [{ vassalage: 'SG', displayName: 'Sorte Grande Originals' }],
});

const slots = Array.from({ length: 18 }, (_, index) =>
  gameFixture({ nodeId: `s${index + 1}`, gameName: `Slot ${index + 1}`, isHot: 1 }),
);

const homeApi = (options: { recent?: number; extra?: Parameters<typeof mockApi>[0] } = {}) =>
  mockApi({
    'GET /lgw/games/game_menus': () => menus,
    [HOT]: () => ({ list: slots }),
    'POST /wps/relay/GCSGAME_gameList': () => ({ games: [], pageNo: 1, totalPages: 0, totalCount: 0 }),
    [RECENT]: () => ({ list: slots.slice(0, options.recent ?? 0), totalPages: 1 }),
    'POST /wps/relay/MCSFE_getFavoriteGames': () => ({ favGameIds: [] }),
    'POST /wps/relay/MCSFE_getListAnnouncements': () => ({
      banners: [
        {
          id: 'b1',
          groupName: 'w_home',
          url: 'data:image/svg+xml,',
          title: 'Semana do Pix',
          linkage: '/rng',
          linkageType: 'INTERNAL',
        },
        {
          id: 'b3',
          groupName: 'w_home',
          url: 'data:image/svg+xml,',
          title: 'Promoções em breve',
          linkage: '/promotions',
          linkageType: 'INTERNAL',
        },
        {
          id: 'b4',
          groupName: 'w_home',
          url: 'data:image/svg+xml,',
          title: 'Esportes',
          linkage: '/sports',
          linkageType: 'INTERNAL',
        },
        {
          id: 'b2',
          groupName: 'w_login',
          url: 'data:image/svg+xml,',
          title: 'Só no login',
          linkage: '',
          linkageType: 'NONE',
        },
      ],
      player: [{ id: 'n1', title: 'Manutenção programada', content: '<p>Das 2h às 4h.</p>', timestamp: 0 }],
      playerTotalPages: 1,
      popup: [],
      promotion: [],
    }),
    'POST /wps/relay/GCSGAME_getRankList': () => ({
      list: [
        { customerName: 'j***1', iconUrl: '', gameName: 'Slot 2', vassalage: 'AUR', winAmount: 5000 },
        { customerName: 'ana', iconUrl: '', gameName: 'Slot 1', vassalage: 'AUR', winAmount: 123456 },
      ],
    }),
    ...options.extra,
  });

const menuNames = () =>
  within(screen.getByTestId('home-menu'))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

beforeEach(async () => {
  await changeLanguage('PT');
});

afterEach(async () => {
  cleanup();
  useSessionStore.getState().clearToken();
  vi.unstubAllGlobals();
  await changeLanguage('PT');
});

describe('home', () => {
  it('offers a visitor hot (selected), the categories with vendors in server order and in-house', async () => {
    const fetchMock = homeApi({ recent: 3 });
    renderWithApp(<HomePage />);
    await waitFor(() => expect(menuNames()).toEqual(['Em alta', 'Ao vivo', 'Slots', 'Exclusivos']));
    expect(screen.getByRole('tab', { name: pt.home.menu.HOT }).getAttribute('aria-selected')).toBe('true');
    // Visitors have no recent games to ask for.
    expect(callsTo(fetchMock, RECENT)).toHaveLength(0);
  });

  it('adds favourites for a member, and recent only when the member has recent games', async () => {
    useSessionStore.getState().setToken('session-token');
    homeApi({ recent: 0 });
    const { unmount } = renderWithApp(<HomePage />);
    await waitFor(() =>
      expect(menuNames()).toEqual(['Em alta', 'Favoritos', 'Ao vivo', 'Slots', 'Exclusivos']),
    );
    unmount();
    vi.unstubAllGlobals();

    homeApi({ recent: 2 });
    renderWithApp(<HomePage />);
    await waitFor(() =>
      expect(menuNames()).toEqual(['Em alta', 'Favoritos', 'Ao vivo', 'Slots', 'Exclusivos', 'Recentes']),
    );
    fireEvent.click(screen.getByRole('tab', { name: pt.home.menu.RECENT }));
    expect(await screen.findByRole('link', { name: pt.home.allRecent })).toBeTruthy();
  });

  it('shows 10 hot games per section, 15 when expanded, with a link to the lobby', async () => {
    homeApi();
    renderWithApp(<HomePage />);
    const section = await screen.findByTestId('home-section-RNG');
    await waitFor(() => expect(within(section).getAllByTestId('game-tile')).toHaveLength(10));
    const lobby = within(section).getByRole('link', {
      name: new RegExp(`^${pt.home.sectionAll}\\s*: ${pt.categories.RNG}$`, 'u'),
    });
    expect(lobby.getAttribute('href')).toBe('/rng');
    fireEvent.click(within(section).getByRole('button', { name: pt.home.showMore }));
    expect(within(section).getAllByTestId('game-tile')).toHaveLength(15);
  });

  it('shows 5 games per section on a phone, 15 when expanded (spec section 9)', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query === PHONE_QUERY,
        media: query,
        addEventListener() {},
        removeEventListener() {},
      })),
    );
    homeApi();
    renderWithApp(<HomePage />);
    const section = await screen.findByTestId('home-section-RNG');
    await waitFor(() => expect(within(section).getAllByTestId('game-tile')).toHaveLength(HOME_SECTION.small));
    expect(HOME_SECTION).toEqual({ small: 5, large: 10, expanded: 15, perCategory: 20 });
    fireEvent.click(within(section).getByRole('button', { name: pt.home.showMore }));
    expect(within(section).getAllByTestId('game-tile')).toHaveLength(HOME_SECTION.expanded);
  });

  it('loads up to 20 games per category for a section (spec section 9)', async () => {
    const fetchMock = homeApi({ extra: { [HOT]: () => ({ list: slots.slice(0, 2) }) } });
    renderWithApp(<HomePage />);
    await screen.findByTestId('home-section-RNG');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /wps/relay/GCSGAME_gameList').length).toBeGreaterThan(0),
    );
    const sizes = callsTo(fetchMock, 'POST /wps/relay/GCSGAME_gameList').map(
      ([, init]) => JSON.parse(String(init?.body)).pageSize as number,
    );
    expect(new Set(sizes)).toEqual(new Set([20]));
  });

  it("fills a section after its few hot games with the category's first games", async () => {
    const inhouse = (id: number, isHot: 0 | 1) =>
      gameFixture({ nodeId: `i${id}`, gameType: 'INHOUSE', gameName: `Original ${id}`, isHot });
    homeApi({
      extra: {
        [HOT]: () => ({ list: [...slots, inhouse(2, 1)] }),
        'POST /wps/relay/GCSGAME_gameList': ({ init }) =>
          JSON.parse(String(init?.body)).gameType === 'INHOUSE'
            ? {
                games: [inhouse(1, 0), inhouse(2, 1), inhouse(3, 0)],
                pageNo: 1,
                totalPages: 1,
                totalCount: 3,
              }
            : { games: [], pageNo: 1, totalPages: 0, totalCount: 0 },
      },
    });
    renderWithApp(<HomePage />);
    const section = await screen.findByTestId('home-section-INHOUSE');
    await waitFor(() => expect(within(section).getAllByTestId('game-tile')).toHaveLength(3));
    expect(
      within(section)
        .getAllByTestId('game-tile')
        .map((tile) => tile.textContent),
    ).toEqual([
      expect.stringContaining('Original 2'),
      expect.stringContaining('Original 1'),
      expect.stringContaining('Original 3'),
    ]);
  });

  it('shows the home banners, the notices and the winners board, biggest win first', async () => {
    homeApi();
    renderWithApp(<HomePage />);
    const carousel = await screen.findByTestId('banner-carousel');
    expect(within(carousel).getByRole('img', { name: 'Semana do Pix' })).toBeTruthy();
    expect(within(carousel).queryByRole('img', { name: 'Só no login', hidden: true })).toBeNull();
    // A placeholder page and a lobby without vendors are no destinations: their banners stay out.
    expect(within(carousel).queryByRole('img', { name: 'Promoções em breve', hidden: true })).toBeNull();
    expect(within(carousel).queryByRole('img', { name: 'Esportes', hidden: true })).toBeNull();
    const ticker = screen.getByTestId('notice-ticker');
    expect(within(ticker).getAllByText('Manutenção programada')).toHaveLength(2);

    const board = screen.getByTestId('winners-board');
    const rows = await within(board).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^1a\*\*\*\*aSlot 1R\$\s1\.234,56$/u),
      expect.stringMatching(/^2j\*\*\*1Slot 2R\$\s50,00$/u),
    ]);

    // A notice opens on /announce, with that notice open (the moving copy is hidden).
    const [link] = within(ticker).getAllByRole('link', { name: 'Manutenção programada' });
    expect(link!.getAttribute('href')).toMatch(/^\/announce\?id=/u);
  });

  it('keeps hot games for the session until the language changes', async () => {
    const fetchMock = homeApi();
    const { unmount } = renderWithApp(<HomePage />);
    await screen.findByTestId('home-section-RNG');
    unmount();

    renderWithApp(<HomePage />);
    await screen.findByTestId('home-section-RNG');
    expect(callsTo(fetchMock, HOT)).toHaveLength(1);

    await act(() => changeLanguage('EN'));
    await waitFor(() => expect(callsTo(fetchMock, HOT)).toHaveLength(2));
    expect(JSON.parse(String((callsTo(fetchMock, HOT)[1]?.[1] as RequestInit).body)).language).toBe('EN');
  });
});
