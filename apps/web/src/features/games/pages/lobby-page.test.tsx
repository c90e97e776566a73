import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GameListRequest } from '@platform/contracts';
import { changeLanguage } from '../../../i18n';
import { pt } from '../../../i18n/pt';
import { useSessionStore } from '../../../lib/session-store';
import { gameFixture, gameMenusFixture } from '../../../test-fixtures';
import { apiFailure, callsTo, mockApi, renderWithApp } from '../../../test-render';
import LobbyPage from './lobby-page';

const MENUS = 'GET /lgw/games/game_menus';
const GAME_LIST = 'POST /wps/relay/GCSGAME_gameList';

const menus = gameMenusFixture({
  RNG: [
    { vassalage: 'AUR', displayName: 'Aurelia Reels', classes: ['SC', 'JP'] },
    { vassalage: 'TUC', displayName: 'Tucano Spin', classes: ['AC'] },
  ],
  LIVE: [{ vassalage: 'MVL', displayName: 'Mesa Viva', classes: ['TG'] }],
});

type ListBody = GameListRequest & { pageNo: number };

const listBodies = (fetchMock: ReturnType<typeof mockApi>) =>
  callsTo(fetchMock, GAME_LIST).map(([, init]) => JSON.parse(String((init as RequestInit).body)) as ListBody);
const lastBody = (fetchMock: ReturnType<typeof mockApi>) => listBodies(fetchMock).at(-1);

/** Answers every list with one game named after the request, so each answer is recognisable. */
const lobbyApi = (options: { totalPages?: number; games?: boolean } = {}) =>
  mockApi({
    [MENUS]: () => menus,
    [GAME_LIST]: ({ init }) => {
      const request = JSON.parse(String(init?.body)) as ListBody;
      const totalPages = options.totalPages ?? 3;
      const games =
        options.games === false || request.pageNo > totalPages
          ? []
          : [gameFixture({ nodeId: `g${request.pageNo}`, gameName: `Jogo da página ${request.pageNo}` })];
      return { games, pageNo: request.pageNo, totalPages, totalCount: totalPages * 15 };
    },
  });

const pressedIn = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent);

beforeEach(async () => {
  await changeLanguage('PT');
  // happy-dom does not scroll; paging scrolls the list's top into view.
  Element.prototype.scrollIntoView = () => undefined;
});

afterEach(() => {
  // Unmount first: a list still loading must not reach the real fetch once the stub is gone.
  cleanup();
  useSessionStore.getState().clearToken();
  vi.unstubAllGlobals();
});

describe('lobby filters', () => {
  it('resets classify to all when another vendor is chosen, and keeps every step in the address', async () => {
    const fetchMock = lobbyApi();
    const { router } = renderWithApp(<LobbyPage />, { path: '/rng' });
    expect(await screen.findByRole('heading', { level: 1, name: pt.categories.RNG })).toBeTruthy();
    await screen.findByText('Jogo da página 1');
    // Visitors get all, hot and new (slots only), then every vendor's classes (from the menus,
    // which may answer after the games).
    await waitFor(() =>
      expect(
        within(screen.getByTestId('classify-menu'))
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual([
        pt.games.classify.ALL,
        pt.games.classify.HOT,
        pt.games.classify.NEW,
        pt.games.classify.SC,
        pt.games.classify.JP,
        pt.games.classify.AC,
      ]),
    );

    fireEvent.click(screen.getByRole('button', { name: pt.games.classify.JP }));
    await waitFor(() =>
      expect(lastBody(fetchMock)).toMatchObject({ gameType: 'RNG', gameClassify: 'JP', pageNo: 1 }),
    );
    expect(router.state.location.search).toBe('?classify=JP');

    fireEvent.click(screen.getByRole('button', { name: 'Aurelia Reels' }));
    await waitFor(() => expect(lastBody(fetchMock)).toMatchObject({ vassalage: 'AUR', pageNo: 1 }));
    expect(lastBody(fetchMock)?.gameClassify).toBeUndefined();
    expect(router.state.location.search).toBe('?vassalage=AUR');
    expect(pressedIn('classify-menu')).toEqual([pt.games.classify.ALL]);
    // The vendor's own classes only.
    expect(
      within(screen.getByTestId('classify-menu')).queryByRole('button', { name: pt.games.classify.AC }),
    ).toBeNull();

    // Back returns to the previous filters.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(pressedIn('classify-menu')).toEqual([pt.games.classify.JP]));
    expect(pressedIn('vendor-menu')).toEqual([pt.games.lobby.allVendors]);
  });

  it('searches by the trimmed name once typing pauses, starting again at page 1', async () => {
    const fetchMock = lobbyApi();
    const { router } = renderWithApp(<LobbyPage />, { path: '/rng' });
    await screen.findByText('Jogo da página 1');

    fireEvent.click(screen.getByRole('button', { name: pt.games.pagination.page.replace('{{page}}', '2') }));
    expect(await screen.findByText('Jogo da página 2')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');

    const box = screen.getByLabelText(pt.games.lobby.search);
    fireEvent.change(box, { target: { value: ' o' } });
    fireEvent.change(box, { target: { value: ' our' } });
    fireEvent.change(box, { target: { value: '  ouro  ' } });
    await waitFor(() => expect(lastBody(fetchMock)).toMatchObject({ gameName: 'ouro', pageNo: 1 }));
    expect(router.state.location.search).toBe('?name=ouro');
    // One request for the whole burst of typing.
    expect(listBodies(fetchMock).filter((request) => request.gameName !== undefined)).toHaveLength(1);

    // Another vendor clears the search too (spec 4: search and paging reset on filter change).
    fireEvent.click(screen.getByRole('button', { name: 'Tucano Spin' }));
    await waitFor(() => expect(lastBody(fetchMock)).toMatchObject({ vassalage: 'TUC', pageNo: 1 }));
    expect(lastBody(fetchMock)?.gameName).toBeUndefined();
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('ignores a page beyond the last one', async () => {
    const fetchMock = lobbyApi({ totalPages: 3 });
    const { router } = renderWithApp(<LobbyPage />, { path: '/rng?page=9' });
    expect(await screen.findByText('Jogo da página 1')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(listBodies(fetchMock).map((request) => request.pageNo)).toEqual([9, 1]);
    // The pager offers pages 1 to 3 only.
    const pager = screen.getByRole('navigation', {
      name: pt.games.lobby.pages.replace('{{category}}', pt.categories.RNG),
    });
    expect(
      within(pager).queryByRole('button', { name: pt.games.pagination.page.replace('{{page}}', '4') }),
    ).toBeNull();
  });

  it('offers recent to members and new only in the slots lobby', async () => {
    useSessionStore.getState().setToken('session-token');
    lobbyApi();
    renderWithApp(<LobbyPage />, { path: '/live' });
    await screen.findByText('Jogo da página 1');
    expect(
      within(screen.getByTestId('classify-menu'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([pt.games.classify.ALL, pt.games.classify.HOT, pt.games.classify.RECENT, pt.games.classify.TG]);
  });

  it('shows an empty state with a next step, and clearing the search asks again', async () => {
    const fetchMock = lobbyApi({ games: false });
    renderWithApp(<LobbyPage />, { path: '/rng?name=zzz' });
    const title = pt.games.lobby.noMatchTitle.replace('{{name}}', 'zzz');
    const panel = (await screen.findByRole('heading', { name: title })).closest('section') as HTMLElement;
    fireEvent.click(within(panel).getByRole('button', { name: pt.games.lobby.clearSearch }));
    await waitFor(() => expect(lastBody(fetchMock)?.gameName).toBeUndefined());
    expect(await screen.findByRole('heading', { name: pt.games.lobby.emptyTitle })).toBeTruthy();
  });

  it('says when the list failed and retries', async () => {
    let fail = true;
    const fetchMock = mockApi({
      [MENUS]: () => menus,
      [GAME_LIST]: () =>
        fail
          ? apiFailure('service-unavailable', 'Serviço indisponível', null, 503)
          : { games: [gameFixture()], pageNo: 1, totalPages: 1, totalCount: 1 },
    });
    renderWithApp(<LobbyPage />, { path: '/rng' });
    expect(await screen.findByRole('heading', { name: pt.games.lists.errorTitle })).toBeTruthy();
    expect(screen.getByText('Serviço indisponível')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: pt.common.retry }));
    expect(await screen.findByText('Pirâmide Veloz')).toBeTruthy();
    expect(callsTo(fetchMock, GAME_LIST)).toHaveLength(2);
  });
});
