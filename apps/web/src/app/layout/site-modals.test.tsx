import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { Banner } from '@platform/contracts';
import { DialogHost } from '../../components/dialog/dialog-host';
import { closeDialog } from '../../components/dialog/dialog-store';
import { changeLanguage } from '../../i18n';
import { pt } from '../../i18n/pt';
import { closeAccountModal } from '../../lib/account-modal-store';
import { useSessionStore } from '../../lib/session-store';
import { closeSiteModal } from '../../lib/site-modal-store';
import { SystemInfoContext } from '../../lib/system-info';
import { jurisdictionFixture, statusFixture } from '../../test-fixtures';
import { memberFixture, mockApi } from '../../test-render';
import { routes } from '../router';

const banner = (
  id: string,
  groupName: Banner['groupName'],
  linkage: string,
  linkageType: Banner['linkageType'],
) => ({
  id,
  groupName,
  url: `/banners/${id}.svg`,
  title: `Banner ${id}`,
  linkage,
  linkageType,
});

/** One banner of every group, each kind of link, and one whose page is a placeholder. */
const BANNERS = [
  banner('home', 'w_home', '/rng', 'INTERNAL'),
  banner('login', 'w_login', '/seamless?nodeId=1001', 'INTERNAL'),
  banner('register', 'w_register', 'https://example.com/rules', 'EXTERNAL'),
  banner('leftmenu-placeholder', 'w_leftmenu', '/lottery', 'INTERNAL'),
  banner('leftmenu', 'w_leftmenu', '/rng', 'INTERNAL'),
  banner('popup', 'w_popup1', '', 'NONE'),
];

const NOTICE = {
  id: 'n1',
  title: 'Manutenção programada',
  content: '<p>Alguns jogos ao vivo ficam fora do ar.</p>',
  timestamp: Date.UTC(2026, 10, 1, 12),
};

const api = (userType = 0) =>
  mockApi({
    'GET /wps/member/info': () => memberFixture({ type: userType, unreadMessage: 2 }),
    'GET /wps/member/info/icon': () => ({ iconUrl: null }),
    'POST /wps/relay/CSP_unreadCount': () => ({ count: 2 }),
    'GET /wps/system/jurisdiction': () => jurisdictionFixture('BR'),
    'GET /lgw/games/game_menus': () => ({
      sortingVendor: ['RNG', 'LIVE'],
      mappingVendor: {
        RNG: [
          {
            vassalage: 'PG',
            displayName: 'PG Soft',
            logoUrl: '/logos/pg.svg',
            classes: ['SC'],
            gameCount: 12,
          },
          { vassalage: 'AUR', displayName: 'Aurelia Reels', logoUrl: '', classes: ['SC'], gameCount: 3 },
        ],
        // PG is in two categories: one partner, its games counted over both.
        LIVE: [
          {
            vassalage: 'PG',
            displayName: 'PG Soft',
            logoUrl: '/logos/pg.svg',
            classes: ['TG'],
            gameCount: 2,
          },
        ],
      },
    }),
    'POST /wps/relay/GCSGAME_gameList': () => ({ games: [], pageNo: 1, totalPages: 0, totalCount: 0 }),
    'POST /wps/relay/GCSGAME_hotGamesV2': () => ({ list: [] }),
    'POST /wps/relay/GCSGAME_getRankList': () => ({ list: [] }),
    'POST /wps/relay/MCSFE_getListAnnouncements': () => ({
      banners: BANNERS,
      player: [NOTICE],
      playerTotalPages: 1,
      popup: [],
      promotion: [],
    }),
    'GET /wps/system/helpCenter': () => ({
      lang: 'PT',
      sections: [
        { key: 'deposit', title: 'Como depositar', content: '<p>Use o Pix.</p>' },
        { key: 'term', title: 'Termos', content: '<p>Apenas maiores de 18 anos.</p>' },
      ],
    }),
  });

const renderAt = (path: string) => {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SystemInfoContext value={statusFixture()}>
        <RouterProvider router={router} />
      </SystemInfoContext>
      <DialogHost />
    </QueryClientProvider>,
  );
  return router;
};

const sideMenu = async () => {
  const menu = await screen.findByTestId('side-menu');
  await within(menu).findByRole('link', { name: pt.categories.RNG });
  return menu;
};

beforeAll(async () => {
  await changeLanguage('PT');
  window.scrollTo = () => undefined;
});

afterEach(() => {
  closeDialog();
  closeSiteModal();
  closeAccountModal({ silent: true });
  useSessionStore.getState().clearToken();
});

describe('the partners modal', () => {
  it('lists each vendor of the vendor list once, with its logo and its games, and closes on Escape', async () => {
    api();
    renderAt('/');
    fireEvent.click(within(await sideMenu()).getByRole('button', { name: pt.menu.partners }));
    const modal = await screen.findByTestId('partners-modal');
    expect(within(modal).getByRole('heading', { name: pt.siteModals.partners.title })).toBeTruthy();
    const items = within(modal).getAllByRole('link');
    expect(items.map((item) => item.textContent)).toEqual(['PG Soft14 jogos', 'Aurelia Reels3 jogos']);
    expect(modal.querySelector('img.vendor-logo')?.getAttribute('src')).toBe('/logos/pg.svg');
    expect(items[0]!.getAttribute('href')).toBe('/rng?vassalage=PG');

    fireEvent.keyDown(modal, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('partners-modal')).toBeNull());
  });

  it('takes the player to the vendor and closes', async () => {
    api();
    const router = renderAt('/');
    fireEvent.click(within(await sideMenu()).getByRole('button', { name: pt.menu.partners }));
    const modal = await screen.findByTestId('partners-modal');
    fireEvent.click(within(modal).getByRole('link', { name: /Aurelia Reels/u }));
    await waitFor(() => expect(router.state.location.search).toBe('?vassalage=AUR'));
    expect(router.state.location.pathname).toBe('/rng');
    await waitFor(() => expect(screen.queryByTestId('partners-modal')).toBeNull());
  });
});

describe('the footer’s vendor row (spec section 2, Footer)', () => {
  it('shows the partners’ logos, each vendor once, each leading to its lobby', async () => {
    api();
    const router = renderAt('/');
    const row = await screen.findByTestId('footer-vendors');
    const links = within(row).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(['PG Soft', 'Aurelia Reels']);
    expect(links[0]!.querySelector('img.vendor-logo')?.getAttribute('src')).toBe('/logos/pg.svg');
    fireEvent.click(links[1]!);
    await waitFor(() => expect(router.state.location.search).toBe('?vassalage=AUR'));
    expect(router.state.location.pathname).toBe('/rng');
  });
});

describe('the help-centre modal', () => {
  it('opens from the side menu over the page, shows each section, and leads to /help', async () => {
    api();
    const router = renderAt('/');
    fireEvent.click(within(await sideMenu()).getByRole('button', { name: pt.menu.help }));
    const modal = await screen.findByTestId('help-modal');
    expect(router.state.location.pathname).toBe('/');
    expect(await within(modal).findByText('Como depositar')).toBeTruthy();
    expect(within(modal).getByText('Termos')).toBeTruthy();
    fireEvent.click(within(modal).getByRole('link', { name: pt.siteModals.help.openPage }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/help'));
    await waitFor(() => expect(screen.queryByTestId('help-modal')).toBeNull());
  });
});

describe('the notice modal', () => {
  it('opens the notice a ticker item names, over home, with the way to every notice', async () => {
    api();
    const router = renderAt('/');
    const ticker = await screen.findByTestId('notice-ticker');
    const [item] = within(ticker).getAllByRole('link', { name: NOTICE.title });
    fireEvent.click(item!);
    const modal = await screen.findByTestId('notice-modal');
    expect(router.state.location.pathname).toBe('/');
    expect(within(modal).getByRole('heading', { name: NOTICE.title })).toBeTruthy();
    expect(within(modal).getByText('Alguns jogos ao vivo ficam fora do ar.')).toBeTruthy();
    expect(
      within(modal).getByRole('link', { name: pt.siteModals.notice.allNotices }).getAttribute('href'),
    ).toBe('/announce?id=n1');
    fireEvent.keyDown(modal, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('notice-modal')).toBeNull());
  });
});

describe('the member and agent centre overlays', () => {
  it('opens the member centre over the current page from the account menu', async () => {
    useSessionStore.getState().startCookieSession(0);
    api();
    const router = renderAt('/rng');
    fireEvent.click(await screen.findByTestId('account-menu'));
    const menu = await screen.findByRole('menu');
    fireEvent.click(within(menu).getByRole('menuitem', { name: pt.header.memberCentre }));
    const overlay = await screen.findByTestId('member-centre-overlay');
    expect(router.state.location.pathname).toBe('/rng');
    const entries = within(overlay).getByTestId('member-menu');
    // The inbox entry carries its unread count, as on /member.
    expect(
      within(entries).getByRole('link', { name: new RegExp(pt.inbox.title, 'u') }).textContent,
    ).toContain('2');
    fireEvent.click(within(entries).getByRole('link', { name: pt.payments.withdraw.title }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=withdraw'));
    expect(router.state.location.pathname).toBe('/member');
    await waitFor(() => expect(screen.queryByTestId('member-centre-overlay')).toBeNull());
  });

  it('opens the agent centre over the current page for an agent', async () => {
    useSessionStore.getState().startCookieSession(1);
    api(1);
    const router = renderAt('/');
    fireEvent.click(await screen.findByTestId('account-menu'));
    const menu = await screen.findByRole('menu');
    fireEvent.click(within(menu).getByRole('menuitem', { name: pt.header.agentCentre }));
    const overlay = await screen.findByTestId('agent-centre-overlay');
    expect(router.state.location.pathname).toBe('/');
    expect(within(overlay).getByTestId('agent-overview-link').getAttribute('href')).toBe(
      '/agentHome/agentTeamOverview',
    );
    expect(
      within(overlay).getByRole('link', { name: pt.siteModals.agentCentre.openPage }).getAttribute('href'),
    ).toBe('/agentHome');
    fireEvent.keyDown(overlay, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('agent-centre-overlay')).toBeNull());
  });
});

describe('banner groups', () => {
  it('shows w_leftmenu in the side menu, leaving out a banner whose page does not work yet', async () => {
    api();
    renderAt('/');
    const menu = await sideMenu();
    const shown = await within(menu).findByTestId('banner-w_leftmenu');
    expect(shown.getAttribute('href')).toBe('/rng');
    expect(within(shown).getByRole('img', { name: 'Banner leftmenu' })).toBeTruthy();
  });

  it('shows w_login in the login popup, a game launch leading to the game page', async () => {
    api();
    renderAt('/login');
    const modal = await screen.findByTestId('login-modal');
    const shown = await within(modal).findByTestId('banner-w_login');
    expect(shown.getAttribute('href')).toBe('/seamless?nodeId=1001');
    expect(within(modal).queryByTestId('banner-w_register')).toBeNull();
  });

  it('shows w_register in the registration popup, an external link in a new tab', async () => {
    api();
    renderAt('/register');
    const modal = await screen.findByTestId('register-modal');
    const shown = await within(modal).findByTestId('banner-w_register');
    expect(shown.getAttribute('href')).toBe('https://example.com/rules');
    expect(shown.getAttribute('target')).toBe('_blank');
    expect(shown.getAttribute('rel')).toContain('noopener');
  });
});
