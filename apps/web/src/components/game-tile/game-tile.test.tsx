import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ERROR_MESSAGES, FAVORITE_TOGGLE_THROTTLE_MS } from '@platform/contracts';
import { changeLanguage } from '../../i18n';
import { pt } from '../../i18n/pt';
import { closeAccountModal, useAccountModalStore } from '../../lib/account-modal-store';
import { useLaunchStore } from '../../lib/launch-store';
import { useSessionStore } from '../../lib/session-store';
import { gameFixture } from '../../test-fixtures';
import { apiFailure, callsTo, mockApi, renderWithApp } from '../../test-render';
import { closeDialog } from '../dialog/dialog-store';
import { GameTile } from './game-tile';

const FAVORITE_IDS = 'POST /wps/relay/MCSFE_getFavoriteGames';
const ADD = 'POST /wps/relay/addFavoriteGameV2';
const REMOVE = 'POST /wps/relay/removeFavoriteGameV2';
const LAUNCH = 'POST /wps/game/launchGame';
const LAUNCH_FREE_PLAY = 'POST /wps/relay/GCS_gameLaunchFB';
const GAME_LIST = 'POST /wps/relay/GCSGAME_gameList';
const MENU = 'GET /lgw/vn/games/game_menu';

const body = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit).body)) as Record<string, unknown>;

// hidden: a dialog over the page hides the tile from the accessibility tree, not from the test.
const heartOf = (name: string) =>
  screen.getByRole('button', { name: pt.games.tile.favorite.replace('{{name}}', name), hidden: true });
const pressed = (name: string) => heartOf(name).getAttribute('aria-pressed');
const playOf = (name: string) =>
  screen.getByRole('button', { name: pt.games.tile.play.replace('{{name}}', name) });

const loginAs = (userType: number) => {
  useSessionStore.getState().setToken('session-token');
  useSessionStore.getState().setUserType(userType);
};

let now = 1_000_000;

beforeEach(async () => {
  await changeLanguage('PT');
  now = 1_000_000;
  vi.spyOn(Date, 'now').mockImplementation(() => now);
});

afterEach(() => {
  // Unmount first: a list still loading must not reach the real fetch once the stub is gone.
  cleanup();
  act(() => {
    closeDialog();
    closeAccountModal({ silent: true });
  });
  useSessionStore.getState().clearToken();
  useLaunchStore.setState({ pending: null });
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('game tile', () => {
  it('shows the artwork, vendor and name, and the hot label only when isHot is 1', () => {
    mockApi({});
    const { unmount } = renderWithApp(<GameTile game={gameFixture({ isHot: 1 })} />);
    const tile = screen.getByTestId('game-tile');
    expect(within(tile).getByText(pt.games.tile.hot)).toBeTruthy();
    expect(within(tile).getByText('Aurelia Reels')).toBeTruthy();
    expect(within(tile).getByText('Pirâmide Veloz')).toBeTruthy();
    unmount();

    renderWithApp(<GameTile game={gameFixture({ isHot: 0 })} />);
    expect(screen.queryByText(pt.games.tile.hot)).toBeNull();
  });

  it("shows the game's RTP in the language's numbers, and none where the game has none", async () => {
    mockApi({});
    const { unmount } = renderWithApp(<GameTile game={gameFixture({ rtp: 96.25 })} />);
    expect(screen.getByTestId('game-tile-rtp').textContent).toBe('RTP 96,25%');
    unmount();
    await changeLanguage('EN');
    const english = renderWithApp(<GameTile game={gameFixture({ rtp: 96 })} />);
    expect(screen.getByTestId('game-tile-rtp').textContent).toBe('RTP 96.0%');
    english.unmount();
    renderWithApp(<GameTile game={gameFixture({ isGame: 'VASSALAGE', rtp: null })} />);
    expect(screen.queryByTestId('game-tile-rtp')).toBeNull();
  });

  it('opens the login popup for a visitor who plays or taps the heart, without calling the API', () => {
    const fetchMock = mockApi({});
    renderWithApp(<GameTile game={gameFixture()} />);

    fireEvent.click(heartOf('Pirâmide Veloz'));
    expect(useAccountModalStore.getState().current?.kind).toBe('login');
    act(() => closeAccountModal({ silent: true }));

    fireEvent.click(playOf('Pirâmide Veloz'));
    expect(useAccountModalStore.getState().current?.kind).toBe('login');
    expect(callsTo(fetchMock, ADD)).toHaveLength(0);
    expect(callsTo(fetchMock, LAUNCH)).toHaveLength(0);
  });

  it("tells a trial user to register ('in_need_true_account') for the heart and for real-money games", async () => {
    const fetchMock = mockApi({});
    loginAs(4);
    renderWithApp(<GameTile game={gameFixture({ freePlay: false })} />);

    fireEvent.click(heartOf('Pirâmide Veloz'));
    let dialog = await screen.findByRole('dialog', { name: pt.trial.in_need_true_account_title });
    expect(within(dialog).getByText(pt.trial.in_need_true_account)).toBeTruthy();
    act(() => closeDialog());

    fireEvent.click(playOf('Pirâmide Veloz'));
    dialog = await screen.findByRole('dialog', { name: pt.trial.in_need_true_account_title });
    fireEvent.click(within(dialog).getByRole('button', { name: pt.trial.register }));
    expect(useAccountModalStore.getState().current?.kind).toBe('register');
    // A trial account has no favourites to ask for, and nothing was sent.
    expect(callsTo(fetchMock, FAVORITE_IDS)).toHaveLength(0);
    expect(callsTo(fetchMock, ADD)).toHaveLength(0);
    expect(callsTo(fetchMock, LAUNCH)).toHaveLength(0);
  });

  it("tells a member at 999 favourites the server's refusal of the 1000th, and keeps the heart off", async () => {
    mockApi({
      [FAVORITE_IDS]: () => ({ favGameIds: [] }),
      [ADD]: () =>
        apiFailure('favorites-limit-reached', ERROR_MESSAGES.PT['favorites-limit-reached'], null, 409),
    });
    loginAs(0);
    renderWithApp(<GameTile game={gameFixture()} />);
    fireEvent.click(heartOf('Pirâmide Veloz'));
    const dialog = await screen.findByRole('dialog', { name: pt.games.tile.favoriteFailedTitle });
    expect(within(dialog).getByText(ERROR_MESSAGES.PT['favorites-limit-reached'])).toBeTruthy();
    await waitFor(() => expect(pressed('Pirâmide Veloz')).toBe('false'));
  });

  it('lets a trial user open a free-play game, by the free-play launch GCS_gameLaunchFB', async () => {
    const fetchMock = mockApi({
      [LAUNCH_FREE_PLAY]: () => ({
        url: '/studio/play?game=AUR-0001&mode=demo',
        nodeId: '1001',
        gameName: 'Pirâmide Veloz',
        vassalage: 'AUR',
        demo: true,
      }),
    });
    loginAs(4);
    const { router } = renderWithApp(<GameTile game={gameFixture({ freePlay: true })} />);
    fireEvent.click(playOf('Pirâmide Veloz'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seamless'));
    expect(callsTo(fetchMock, LAUNCH_FREE_PLAY)).toHaveLength(1);
    expect(callsTo(fetchMock, LAUNCH)).toHaveLength(0);
  });

  it('launches for a member and opens the game page with the launch handed over in memory', async () => {
    const launch = {
      url: 'https://games.example/play?token=one-time',
      nodeId: '1001',
      gameName: 'Pirâmide Veloz',
      vassalage: 'AUR',
      demo: false,
    };
    const fetchMock = mockApi({ [FAVORITE_IDS]: () => ({ favGameIds: [] }), [LAUNCH]: () => launch });
    loginAs(0);
    const { router } = renderWithApp(<GameTile game={gameFixture()} />);
    fireEvent.click(playOf('Pirâmide Veloz'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seamless'));
    expect(router.state.location.search).toBe('?nodeId=1001&name=Pir%C3%A2mide+Veloz');
    // The one-time token stays out of the address.
    expect(router.state.location.search).not.toContain('one-time');
    expect(useLaunchStore.getState().pending).toEqual(launch);
    expect(body(callsTo(fetchMock, LAUNCH)[0])).toEqual({ nodeId: '1001', language: 'PT' });
  });

  it('opens a game of the lottery’s menu on the lottery’s page, and another lottery game on the game page', async () => {
    const lottery = gameFixture({ gameType: 'ELOTT', gameCode: 'SGL-0008', gameName: 'Três Dados Rápidos' });
    const other = gameFixture({
      gameType: 'LOTT',
      gameCode: 'OTHER-1',
      gameName: 'Loto Parceira',
      nodeId: '2002',
    });
    const fetchMock = mockApi({
      [FAVORITE_IDS]: () => ({ favGameIds: [] }),
      [MENU]: () => ({
        prizeMode: ['ELOTT'],
        vnLotteryMenus: {
          accountTypeName: 'VN_LOTTO',
          gameMenus: [
            {
              prizeMode: 'ELOTT',
              games: [
                {
                  nodeId: lottery.nodeId,
                  gameCode: 'SGL-0008',
                  gameName: 'Três Dados Rápidos',
                  vassalage: 'SGL',
                  gameType: 'ELOTT',
                  iconUrl: '',
                  lottoPrizeMode: 'ELOTT',
                  product: 'ELOTT',
                  nextDraw: null,
                },
              ],
            },
          ],
        },
      }),
      [LAUNCH]: () => ({
        url: 'https://games.example/p',
        nodeId: '2002',
        gameName: 'Loto Parceira',
        vassalage: 'X',
        demo: false,
      }),
    });
    loginAs(0);
    const first = renderWithApp(<GameTile game={lottery} />);
    fireEvent.click(playOf('Três Dados Rápidos'));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/lottery'));
    expect(first.router.state.location.search).toBe('?gameCode=SGL-0008&lottoPrizeMode=ELOTT');
    // The lottery's page launches it with the lottery payload: the tile does not.
    expect(callsTo(fetchMock, LAUNCH)).toHaveLength(0);
    first.unmount();

    const second = renderWithApp(<GameTile game={other} />);
    fireEvent.click(playOf('Loto Parceira'));
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/seamless'));
    expect(callsTo(fetchMock, LAUNCH)).toHaveLength(1);
  });

  it('toggles the heart at once, at most once a second', async () => {
    const favorites = new Set<string>();
    const fetchMock = mockApi({
      [FAVORITE_IDS]: () => ({ favGameIds: [...favorites] }),
      [ADD]: () => {
        favorites.add('1001');
        return { nodeId: '1001', favorite: true };
      },
      [REMOVE]: () => {
        favorites.delete('1001');
        return { nodeId: '1001', favorite: false };
      },
    });
    loginAs(0);
    renderWithApp(<GameTile game={gameFixture()} />);
    await waitFor(() => expect(callsTo(fetchMock, FAVORITE_IDS)).toHaveLength(1));
    const heart = heartOf('Pirâmide Veloz');
    expect(pressed('Pirâmide Veloz')).toBe('false');

    fireEvent.click(heart);
    // Optimistic: the heart fills before the server has answered.
    await waitFor(() => expect(pressed('Pirâmide Veloz')).toBe('true'));
    now += FAVORITE_TOGGLE_THROTTLE_MS - 1;
    fireEvent.click(heart);
    fireEvent.click(heart);
    await waitFor(() => expect(callsTo(fetchMock, ADD)).toHaveLength(1));
    expect(pressed('Pirâmide Veloz')).toBe('true');
    expect(callsTo(fetchMock, REMOVE)).toHaveLength(0);
    expect(body(callsTo(fetchMock, ADD)[0])).toEqual({ nodeId: '1001', vendor: 'AUR', gameType: 'RNG' });

    now += 1;
    fireEvent.click(heart);
    await waitFor(() => expect(pressed('Pirâmide Veloz')).toBe('false'));
    await waitFor(() => expect(callsTo(fetchMock, REMOVE)).toHaveLength(1));
  });

  it('puts the heart back and says why when the server refuses', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({
      [FAVORITE_IDS]: () => ({ favGameIds: ['1001'] }),
      [REMOVE]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    loginAs(0);
    renderWithApp(<GameTile game={gameFixture()} />);
    await waitFor(() => expect(pressed('Pirâmide Veloz')).toBe('true'));

    fireEvent.click(heartOf('Pirâmide Veloz'));
    await waitFor(() => expect(pressed('Pirâmide Veloz')).toBe('false'));
    answer(apiFailure('service-unavailable', 'Serviço indisponível', null, 503));
    const dialog = await screen.findByRole('dialog', { name: pt.games.tile.favoriteFailedTitle });
    expect(within(dialog).getByText('Serviço indisponível')).toBeTruthy();
    expect(pressed('Pirâmide Veloz')).toBe('true');
  });

  it("shows the trial dialog when the server answers 'in-need-true-account'", async () => {
    mockApi({
      [FAVORITE_IDS]: () => ({ favGameIds: [] }),
      [ADD]: () => apiFailure('in-need-true-account', 'Cadastre uma conta primeiro', null, 403),
    });
    // The member type is not known yet: the server decides.
    useSessionStore.getState().setToken('session-token');
    renderWithApp(<GameTile game={gameFixture()} />);
    fireEvent.click(heartOf('Pirâmide Veloz'));
    expect(await screen.findByRole('dialog', { name: pt.trial.in_need_true_account_title })).toBeTruthy();
    expect(pressed('Pirâmide Veloz')).toBe('false');
  });

  it("opens a vendor tile's games in a popup, paged", async () => {
    const page = (pageNo: number) => ({
      games: [
        gameFixture({
          nodeId: `v${pageNo}`,
          gameType: 'LIVE',
          vassalage: 'MVL',
          vendorName: 'Mesa Viva',
          gameName: `Mesa ${pageNo}`,
        }),
      ],
      pageNo,
      totalPages: 2,
      totalCount: 16,
    });
    const fetchMock = mockApi({
      [GAME_LIST]: ({ init }) => page(Number(JSON.parse(String(init?.body)).pageNo)),
    });
    renderWithApp(
      <GameTile
        game={gameFixture({
          nodeId: '9',
          gameType: 'LIVE',
          isGame: 'VASSALAGE',
          vassalage: 'MVL',
          vendorName: 'Mesa Viva',
          gameName: 'Mesa Viva',
        })}
      />,
    );
    expect(
      screen.queryByRole('button', { name: pt.games.tile.favorite.replace('{{name}}', 'Mesa Viva') }),
    ).toBeNull();
    fireEvent.click(
      screen.getByRole('button', { name: pt.games.tile.openVendor.replace('{{name}}', 'Mesa Viva') }),
    );

    const dialog = await screen.findByRole('dialog', {
      name: pt.games.vendorDialog.title.replace('{{vendor}}', 'Mesa Viva'),
    });
    expect(await within(dialog).findByText('Mesa 1')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: pt.games.pagination.next }));
    expect(await within(dialog).findByText('Mesa 2')).toBeTruthy();
    expect(callsTo(fetchMock, GAME_LIST).map((call) => body(call))).toEqual([
      expect.objectContaining({ gameType: 'LIVE', vassalage: 'MVL', pageNo: 1, pageSize: 15 }),
      expect.objectContaining({ gameType: 'LIVE', vassalage: 'MVL', pageNo: 2, pageSize: 15 }),
    ]);
  });
});

describe('game artwork', () => {
  type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
  let observers: Array<{ callback: Callback; threshold: unknown }> = [];

  beforeEach(() => {
    observers = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: Callback, options: { threshold?: number }) {
          observers.push({ callback, threshold: options.threshold });
        }
        observe() {}
        disconnect() {}
      },
    );
  });

  it('loads when a tenth is visible, retries once, then shows fallback art', () => {
    mockApi({});
    renderWithApp(<GameTile game={gameFixture()} />);
    const art = screen.getByTestId('game-art');
    expect(art.querySelector('img')).toBeNull();
    expect(observers[0]?.threshold).toBe(0.1);

    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    const first = art.querySelector('img');
    expect(first?.getAttribute('src')).toBe(gameFixture().iconUrl);

    fireEvent.error(first as HTMLImageElement);
    const retry = art.querySelector('img');
    expect(retry).not.toBe(first);
    expect(retry?.getAttribute('src')).toBe(gameFixture().iconUrl);

    fireEvent.error(retry as HTMLImageElement);
    expect(art.querySelector('img')).toBeNull();
    expect(within(art).getByTestId('game-art-fallback').textContent).toBe('PV');
  });
});
