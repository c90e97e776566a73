import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { GAME_BALANCE_MESSAGE } from '@platform/contracts';
import { changeLanguage } from '../../../i18n';
import { pt } from '../../../i18n/pt';
import { useDemoBalanceStore } from '../../../lib/demo-balance';
import { useLaunchStore } from '../../../lib/launch-store';
import { useMemberInfo } from '../../../lib/member-info';
import { useSessionStore } from '../../../lib/session-store';
import { gameFixture } from '../../../test-fixtures';
import { apiFailure, callsTo, memberFixture, mockApi, renderWithApp } from '../../../test-render';
import FavoritePage from './favorite-page';
import RecentPage from './recent-page';
import SeamlessPage from './seamless-page';

const FAVORITES = 'POST /wps/relay/getFavoriteGamesList';
const LAUNCH = 'POST /wps/game/launchGame';
/** A trial account launches by the spec's free-play relay action. */
const LAUNCH_FREE_PLAY = 'POST /wps/relay/GCS_gameLaunchFB';

const launch = {
  url: 'about:blank#game',
  nodeId: '1001',
  gameName: 'Pirâmide Veloz',
  vassalage: 'AUR',
  demo: false,
};

beforeEach(async () => {
  await changeLanguage('PT');
  useSessionStore.getState().setToken('session-token');
  useSessionStore.getState().setUserType(0);
});

afterEach(() => {
  cleanup();
  useSessionStore.getState().clearToken();
  useLaunchStore.setState({ pending: null });
  vi.unstubAllGlobals();
});

describe('favourites page', () => {
  it('appends the next page on "load more" and stops at the last', async () => {
    const fetchMock = mockApi({
      'POST /wps/relay/MCSFE_getFavoriteGames': () => ({ favGameIds: ['f1', 'f2'] }),
      [FAVORITES]: ({ init }) => {
        const pageNo = Number(JSON.parse(String(init?.body)).pageNo);
        return {
          content: [gameFixture({ nodeId: `f${pageNo}`, gameName: `Favorito ${pageNo}` })],
          pageNum: pageNo,
          totalPages: 2,
          totalCount: 2,
        };
      },
    });
    renderWithApp(<FavoritePage />, { path: '/favorite' });
    expect(await screen.findByText('Favorito 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: pt.games.favorite.loadMore }));
    expect(await screen.findByText('Favorito 2')).toBeTruthy();
    expect(screen.getByText('Favorito 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: pt.games.favorite.loadMore })).toBeNull();
    expect(callsTo(fetchMock, FAVORITES)).toHaveLength(2);
  });

  it('has an empty state leading to the games', async () => {
    mockApi({ [FAVORITES]: () => ({ content: [], pageNum: 1, totalPages: 0, totalCount: 0 }) });
    renderWithApp(<FavoritePage />, { path: '/favorite' });
    expect(await screen.findByRole('heading', { name: pt.games.favorite.emptyTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: pt.games.favorite.explore }).getAttribute('href')).toBe('/rng');
  });

  it('tells a trial user to register instead of asking the server', async () => {
    useSessionStore.getState().setUserType(4);
    const fetchMock = mockApi({});
    renderWithApp(<FavoritePage />, { path: '/favorite' });
    expect(await screen.findByRole('heading', { name: pt.trial.in_need_true_account_title })).toBeTruthy();
    expect(callsTo(fetchMock, FAVORITES)).toHaveLength(0);
  });
});

describe('recent page', () => {
  it('has an empty state leading to the games', async () => {
    mockApi({ 'POST /wps/relay/GCS_recentGame': () => ({ list: [], totalPages: 0 }) });
    renderWithApp(<RecentPage />, { path: '/recent' });
    expect(await screen.findByRole('heading', { name: pt.games.recent.emptyTitle })).toBeTruthy();
  });
});

describe('game page', () => {
  it('opens the launch the tile handed over, without launching again', async () => {
    const fetchMock = mockApi({});
    useLaunchStore.getState().setPending(launch);
    renderWithApp(<SeamlessPage />, { path: '/seamless?nodeId=1001&name=Pir%C3%A2mide' });
    const frame = await screen.findByTestId('seamless-frame');
    expect(frame.getAttribute('src')).toBe(launch.url);
    expect(screen.getByRole('heading', { level: 1, name: 'Pirâmide Veloz' })).toBeTruthy();
    expect(callsTo(fetchMock, LAUNCH)).toHaveLength(0);
    // Used once: a later visit launches anew.
    await waitFor(() => expect(useLaunchStore.getState().pending).toBeNull());
  });

  it('re-reads the balance when the game in its frame says it moved, and only then', async () => {
    const fetchMock = mockApi({
      'GET /wps/member/info': () => ({ balance: 100 }),
      [LAUNCH]: () => ({ ...launch, url: '/studio/play?game=AUR-0001' }),
    });
    // The header's balance, as the layout shows it beside the game.
    const Header = () => {
      useMemberInfo();
      return null;
    };
    renderWithApp(
      <>
        <Header />
        <SeamlessPage />
      </>,
      { path: '/seamless?nodeId=1001&name=Pir%C3%A2mide' },
    );
    await screen.findByTestId('seamless-frame');
    await waitFor(() => expect(callsTo(fetchMock, 'GET /wps/member/info').length).toBeGreaterThan(0));
    const infoCalls = () => callsTo(fetchMock, 'GET /wps/member/info').length;
    const before = infoCalls();
    const post = (data: unknown, origin = window.location.origin) =>
      window.dispatchEvent(new MessageEvent('message', { data, origin }));
    post({ type: 'something-else' });
    post({ type: GAME_BALANCE_MESSAGE }, 'https://elsewhere.example');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(infoCalls()).toBe(before);
    post({ type: GAME_BALANCE_MESSAGE });
    await waitFor(() => expect(infoCalls()).toBe(before + 1));
  });

  it('takes a free-play game’s demo credits for the header instead of re-reading the wallet', async () => {
    useSessionStore.getState().setUserType(4);
    const fetchMock = mockApi({
      'GET /wps/member/info': () => memberFixture({ balance: 200_000, type: 4 }),
      [LAUNCH_FREE_PLAY]: () => ({ ...launch, url: '/studio/play?game=AUR-0001', demo: true }),
    });
    const view = renderWithApp(<SeamlessPage />, { path: '/seamless?nodeId=1001&name=Pir%C3%A2mide' });
    await screen.findByTestId('seamless-frame');
    const infoCalls = () => callsTo(fetchMock, 'GET /wps/member/info').length;
    // The page's own reads of member info (the header's and the game bar's) settle first.
    await waitFor(() => expect(screen.getByTestId('seamless-balance')).toBeTruthy());
    const post = (data: unknown, origin = window.location.origin) =>
      window.dispatchEvent(new MessageEvent('message', { data, origin }));
    post({ type: GAME_BALANCE_MESSAGE, demoBalance: 1_000 }, 'https://elsewhere.example');
    // Not a usable figure: taken as a plain "balance moved", which re-reads the wallet.
    post({ type: GAME_BALANCE_MESSAGE, demoBalance: -5 });
    expect(useDemoBalanceStore.getState().balance).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const before = infoCalls();
    post({ type: GAME_BALANCE_MESSAGE, demoBalance: 199_500 });
    expect(useDemoBalanceStore.getState().balance).toBe(199_500);
    post({ type: GAME_BALANCE_MESSAGE, demoBalance: 201_250 });
    expect(useDemoBalanceStore.getState().balance).toBe(201_250);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(infoCalls()).toBe(before);
    // Leaving the game: the header goes back to the account's own figure.
    view.unmount();
    expect(useDemoBalanceStore.getState().balance).toBeNull();
  });

  it('launches by itself when opened from an address, and says what failed', async () => {
    let fail = true;
    const fetchMock = mockApi({
      [LAUNCH]: () =>
        fail ? apiFailure('game-maintenance', 'Este jogo está em manutenção.', null, 503) : launch,
    });
    renderWithApp(<SeamlessPage />, { path: '/seamless?nodeId=1001&name=Pir%C3%A2mide' });
    expect(await screen.findByRole('heading', { name: pt.games.seamless.failedTitle })).toBeTruthy();
    expect(screen.getByText('Este jogo está em manutenção.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: pt.common.retry }));
    expect((await screen.findByTestId('seamless-frame')).getAttribute('src')).toBe(launch.url);
    expect(callsTo(fetchMock, LAUNCH)).toHaveLength(2);
  });
});
