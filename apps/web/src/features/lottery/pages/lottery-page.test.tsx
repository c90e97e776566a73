import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LotteryMenuGame, OpenedNumbersResponse, VnGameMenuResponse } from '@platform/contracts';
import { changeLanguage } from '../../../i18n';
import { en } from '../../../i18n/en';
import { pt } from '../../../i18n/pt';
import { SideMenu } from '../../../app/layout/side-menu';
import { useSessionStore } from '../../../lib/session-store';
import { jurisdictionFixture } from '../../../test-fixtures';
import { apiFailure, callsTo, mockApi, renderWithApp } from '../../../test-render';
import LotteryPage from './lottery-page';

const MENU = 'GET /lgw/vn/games/game_menu';
const OPENED = 'GET /lgw/vn/numeros/opened/game';
const LAUNCH = 'POST /wps/game/launchGame';
const JURISDICTION = 'GET /wps/system/jurisdiction';
const CATEGORIES = 'GET /lgw/games/game_menus';
const AT = Date.parse('2026-11-30T11:30:00Z');

const game = (patch: Partial<LotteryMenuGame>): LotteryMenuGame => ({
  nodeId: '110648',
  gameCode: 'SGL-0001',
  gameName: 'Loteria do Norte do Vietnã',
  vassalage: 'SGL',
  gameType: 'LOTT',
  iconUrl: '/TCG_PROD_IMAGES/GAME_ICON/SGL/SGL-0001.svg',
  lottoPrizeMode: 'LOTT',
  product: 'VN',
  nextDraw: { drawId: 'VN-NORTH-20261201', closesAt: AT + 86_000_000, drawAt: AT + 87_000_000 },
  ...patch,
});
const north = game({});
const sea = game({
  nodeId: '110651',
  gameCode: 'SGL-0004',
  gameName: 'Loteria 4D do Sudeste Asiático',
  lottoPrizeMode: 'SEA',
  product: 'SEA_4D',
  nextDraw: null,
});
const dice = game({
  nodeId: '110655',
  gameCode: 'SGL-0008',
  gameName: 'Três Dados Rápidos 1 min',
  gameType: 'ELOTT',
  lottoPrizeMode: 'ELOTT',
  product: 'ELOTT',
});

const MENU_ANSWER: VnGameMenuResponse = {
  prizeMode: ['LOTT', 'ZY', 'ELOTT', 'SEA'],
  vnLotteryMenus: {
    accountTypeName: 'VN_LOTTO',
    gameMenus: [
      { prizeMode: 'LOTT', games: [north] },
      { prizeMode: 'ZY', games: [{ ...north, lottoPrizeMode: 'ZY' }] },
      { prizeMode: 'ELOTT', games: [dice] },
      { prizeMode: 'SEA', games: [sea] },
    ],
  },
};
const OPENED_ANSWER: OpenedNumbersResponse = {
  serverTime: AT,
  list: [
    {
      nodeId: north.nodeId,
      gameCode: north.gameCode,
      gameName: north.gameName,
      lottoPrizeMode: 'LOTT',
      product: 'VN',
      opened: [
        {
          drawId: 'VN-NORTH-20261130',
          drawAt: AT,
          province: 'HNO',
          provinceName: 'Hà Nội',
          prizes: [
            { prize: 'SPECIAL', numbers: ['12345'] },
            { prize: 'G1', numbers: ['67890'] },
            { prize: 'G7', numbers: ['01', '02', '03', '04'] },
          ],
        },
      ],
    },
    {
      nodeId: dice.nodeId,
      gameCode: dice.gameCode,
      gameName: dice.gameName,
      lottoPrizeMode: 'ELOTT',
      product: 'ELOTT',
      opened: [
        {
          drawId: 'ELOTT-FAST_3-1M-20261130-1110',
          drawAt: AT,
          province: null,
          provinceName: null,
          prizes: [{ prize: 'RESULT', numbers: ['1', '4', '6'] }],
        },
      ],
    },
  ],
};

beforeEach(async () => {
  await changeLanguage('PT');
  useSessionStore.getState().setToken('session-token');
  useSessionStore.getState().setUserType(0);
});
afterEach(() => {
  useSessionStore.getState().clearToken();
  vi.unstubAllGlobals();
});

describe('lottery lobby', () => {
  it('lists the games of each prize mode with their latest numbers, without ZY’s repeat', async () => {
    mockApi({ [MENU]: () => MENU_ANSWER, [OPENED]: () => OPENED_ANSWER });
    renderWithApp(<LotteryPage />, { path: '/lottery' });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      pt.lottery.mode.LOTT,
      pt.lottery.mode.ELOTT,
      pt.lottery.mode.SEA,
    ]);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    const [card] = screen.getAllByTestId('lottery-card');
    expect(within(card!).getByRole('heading').textContent).toBe('Loteria do Norte do Vietnã');
    const draw = await within(card!).findByTestId('lottery-draw');
    expect(draw.textContent).toContain('Hà Nội');
    // The headline prizes only: the special prize and the first.
    expect(within(draw).getByText(pt.lottery.prizes.SPECIAL)).toBeTruthy();
    expect(within(draw).getByText('12345')).toBeTruthy();
    expect(within(draw).getByText('67890')).toBeTruthy();
    expect(within(draw).queryByText('01')).toBeNull();
    expect(within(card!).getByText(pt.lottery.bet).getAttribute('href')).toBe(
      '/lottery?gameCode=SGL-0001&lottoView=betting&lottoPrizeMode=LOTT',
    );
    expect(within(card!).getByText(pt.lottery.lobby).getAttribute('href')).toBe(
      '/lottery?gameCode=SGL-0001&lottoView=lobby&lottoPrizeMode=LOTT',
    );

    fireEvent.click(tabs[1]!);
    const [fast] = screen.getAllByTestId('lottery-card');
    expect(within(fast!).getByRole('heading').textContent).toBe('Três Dados Rápidos 1 min');
    expect(
      within(fast!)
        .getAllByText(/^[1-6]$/u)
        .map((ball) => ball.textContent),
    ).toEqual(['1', '4', '6']);
  });

  it('opens /seaLottery on SEA 4D, in English, and says when nothing is drawn yet', async () => {
    await changeLanguage('EN');
    mockApi({ [MENU]: () => MENU_ANSWER, [OPENED]: () => OPENED_ANSWER });
    renderWithApp(<LotteryPage />, { path: '/seaLottery' });
    const selected = await screen.findByRole('tab', { selected: true });
    expect(selected.textContent).toBe(en.lottery.mode.SEA);
    const [card] = screen.getAllByTestId('lottery-card');
    expect(within(card!).getByText(en.lottery.noNextDraw)).toBeTruthy();
    await waitFor(() => expect(within(card!).getByText(en.lottery.noResults)).toBeTruthy());
  });

  it('shows the empty state while no lottery game opens, and the error state with a retry', async () => {
    mockApi({
      [MENU]: () => ({ prizeMode: [], vnLotteryMenus: { gameMenus: [], accountTypeName: 'VN_LOTTO' } }),
      [OPENED]: () => ({ serverTime: AT, list: [] }),
    });
    const empty = renderWithApp(<LotteryPage />, { path: '/lottery' });
    expect(await screen.findByText(pt.lottery.emptyTitle)).toBeTruthy();
    empty.unmount();

    let fail = true;
    const fetchMock = mockApi({
      [MENU]: () => (fail ? apiFailure('service-unavailable', 'Fora do ar', null, 503) : MENU_ANSWER),
      [OPENED]: () => OPENED_ANSWER,
    });
    renderWithApp(<LotteryPage />, { path: '/lottery' });
    expect(await screen.findByText(pt.lottery.errorTitle)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByText(pt.lottery.retry));
    expect(await screen.findAllByTestId('lottery-card')).toHaveLength(1);
    expect(callsTo(fetchMock, MENU).length).toBeGreaterThanOrEqual(2);
  });
});

describe('a lottery game opened from the lobby', () => {
  it('launches with the lottery launch payload and shows the game in a frame', async () => {
    const fetchMock = mockApi({
      [MENU]: () => MENU_ANSWER,
      [OPENED]: () => OPENED_ANSWER,
      [LAUNCH]: () => ({
        url: 'http://studio.test/studio/play?game=SGL-0001',
        nodeId: north.nodeId,
        gameName: north.gameName,
        vassalage: 'SGL',
        demo: false,
      }),
    });
    renderWithApp(<LotteryPage />, { path: '/lottery' });
    const [card] = await screen.findAllByTestId('lottery-card');
    fireEvent.click(within(card!).getByText(pt.lottery.bet));
    const frame = await screen.findByTestId('lottery-frame');
    expect(frame.getAttribute('src')).toBe('http://studio.test/studio/play?game=SGL-0001');
    const [call] = callsTo(fetchMock, LAUNCH);
    expect(JSON.parse(String(call![1]!.body))).toMatchObject({
      nodeId: north.nodeId,
      language: 'PT',
      lottoPrizeMode: 'LOTT',
      lottoView: 'betting',
      backUrl: `${window.location.origin}/lottery`,
      device: expect.stringMatching(/^(mobile|desktop)$/u),
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(north.gameName);
    expect(screen.getByLabelText(pt.lottery.backToLobby).getAttribute('href')).toBe('/lottery');
  });

  it('says a game that is not offered is unavailable, and a refused launch with the server’s message', async () => {
    const fetchMock = mockApi({
      [MENU]: () => MENU_ANSWER,
      [LAUNCH]: () => apiFailure('game-maintenance', 'Este jogo está em manutenção.', null, 503),
    });
    const first = renderWithApp(<LotteryPage />, { path: '/lottery?gameCode=SGL-0002' });
    expect(await screen.findByText(pt.lottery.gameUnavailableTitle)).toBeTruthy();
    expect(callsTo(fetchMock, LAUNCH)).toHaveLength(0);
    first.unmount();

    renderWithApp(<LotteryPage />, { path: '/lottery?gameCode=sgl-0008&lottoView=lobby' });
    expect(await screen.findByText('Este jogo está em manutenção.')).toBeTruthy();
    expect(JSON.parse(String(callsTo(fetchMock, LAUNCH)[0]![1]!.body))).toMatchObject({
      nodeId: dice.nodeId,
      lottoPrizeMode: 'ELOTT',
      lottoView: 'lobby',
    });
  });
});

describe('the side menu’s lottery entry', () => {
  const entry = (name: string) => screen.queryByRole('link', { name: new RegExp(`^${name}`, 'u') });

  // The categories every page loads say it (game_menus lists the lottery's lobby while a vendor of
  // it opens), as for any link to the lottery's pages: the menu asks nothing more.
  const categories = (...types: string[]) => ({
    sortingVendor: types,
    mappingVendor: Object.fromEntries(
      types.map((type) => [
        type,
        [{ vassalage: 'SGL', displayName: 'Sorte Grande Loterias', logoUrl: '', classes: [], gameCount: 4 }],
      ]),
    ),
  });

  it('appears while a lottery lobby lists a vendor, without asking the lottery menu', async () => {
    const api = mockApi({
      [CATEGORIES]: () => categories('RNG', 'LOTT'),
      [JURISDICTION]: () => jurisdictionFixture('OPEN'),
    });
    renderWithApp(<SideMenu />);
    await waitFor(() => expect(entry(pt.menu.lottery)?.getAttribute('href')).toBe('/lottery'));
    expect(callsTo(api, MENU)).toHaveLength(0);
  });

  it('does not appear while no lottery lobby lists a vendor', async () => {
    mockApi({ [CATEGORIES]: () => categories('RNG'), [JURISDICTION]: () => jurisdictionFixture('OPEN') });
    renderWithApp(<SideMenu />);
    await waitFor(() => expect(entry(pt.menu.pointMall)).toBeTruthy());
    // The categories have arrived: the partners entry shows while there are vendors.
    await screen.findByRole('button', { name: pt.menu.partners });
    expect(entry(pt.menu.lottery)).toBeNull();
  });
});
