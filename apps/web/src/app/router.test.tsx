import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { AGENT_TYPES } from '@platform/contracts';
import { DialogHost } from '../components/dialog/dialog-host';
import { closeDialog } from '../components/dialog/dialog-store';
import { changeLanguage } from '../i18n';
import { closeAccountModal } from '../lib/account-modal-store';
import { pt } from '../i18n/pt';
import { useSessionStore } from '../lib/session-store';
import { SystemInfoContext } from '../lib/system-info';
import { jurisdictionFixture, statusFixture } from '../test-fixtures';
import { memberFixture } from '../test-render';
import { routes } from './router';

/** Spec section 2 route table, every address including the aliases. */
const PUBLIC_PATHS = [
  '/',
  '/index',
  '/index.html',
  '/home',
  '/login',
  '/register',
  '/forget',
  '/agent',
  '/help',
  '/helpmc',
  '/promotions',
  '/announce',
  '/down',
  '/sports',
  '/esports',
  '/lott',
  '/elott',
  '/live',
  '/fish',
  '/rng?vassalage=PG',
  '/pvp',
  '/inhouse',
];
const PROTECTED = [
  '/member',
  '/agentHome',
  '/favorite',
  '/recent',
  '/pointMall',
  '/missions',
  '/seamless',
  '/lottery?gameCode=VN1',
  '/seaLottery',
  '/vnLottery',
  '/lottert',
  '/vnlottery',
  '/sealottery',
];

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

// These tests are about routing: the API answers with an empty help centre and a member (or, where
// a test says so, an agent).
const member = memberFixture();

beforeAll(async () => {
  await changeLanguage('PT');
  // The catalogue has one slots vendor and no games; every other call gets the empty help centre.
  const answers: Record<string, unknown> = {
    '/wps/member/info': member,
    '/wps/system/jurisdiction': jurisdictionFixture('BR'),
    '/wps/promotions': { list: [] },
    '/lgw/games/game_menus': {
      sortingVendor: ['RNG'],
      mappingVendor: {
        RNG: [{ vassalage: 'PG', displayName: 'PG Soft', logoUrl: '', classes: ['SC'], gameCount: 0 }],
      },
    },
    '/wps/relay/GCSGAME_gameList': { games: [], pageNo: 1, totalPages: 0, totalCount: 0 },
    '/wps/relay/GCSGAME_hotGamesV2': { list: [] },
    '/wps/relay/GCSGAME_getRankList': { list: [] },
    '/wps/relay/GCS_recentGame': { list: [], totalPages: 0 },
    '/wps/relay/MCSFE_getFavoriteGames': { favGameIds: [] },
    '/wps/relay/getFavoriteGamesList': { content: [], pageNum: 1, totalPages: 0, totalCount: 0 },
    '/wps/relay/MCSFE_getListAnnouncements': {
      banners: [],
      player: [],
      playerTotalPages: 0,
      popup: [],
      promotion: [],
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      Response.json({
        success: true,
        errorCode: null,
        message: '',
        value: answers[url.split('?')[0] ?? ''] ?? { lang: 'PT', sections: [] },
      }),
    ),
  );
  // happy-dom has no scrolling; the router's scroll-to-top calls it on every navigation.
  window.scrollTo = () => undefined;
});

afterEach(() => {
  closeDialog();
  closeAccountModal({ silent: true });
  useSessionStore.getState().clearToken();
  member.type = 0;
});

describe('routes', () => {
  it.each(PUBLIC_PATHS)('%s renders a page, not the 404', async (path) => {
    renderAt(path);
    // hidden: /login and /register put their popup over the page, which hides it from the a11y tree.
    await screen.findByRole('heading', { level: 1, hidden: true });
    expect(screen.queryByTestId('not-found-page')).toBeNull();
  });

  it('/agentHome sends a member who is not an agent to the agent portal', async () => {
    useSessionStore.getState().setToken('token-1');
    const router = renderAt('/agentHome');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent'));
  });

  it.each(PROTECTED.filter((path) => path !== '/agentHome'))(
    '%s sends a visitor to /login with the login popup',
    async (path) => {
      const router = renderAt(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(await screen.findByRole('dialog', { name: pt.accounts.login.title })).toBeTruthy();
    },
  );

  it.each([
    '/agentHome',
    '/agentHome/transfer',
    '/agentHome/registerCenter',
    '/agentHome/downlineManagmentView',
    '/agentHome/agentTeamOverview',
    '/agentHome/palStatementsAgentCopy',
    '/agentHome/agentRevenueReport',
    '/agentHome/agentDownlineTransactionDetailsCopy',
    '/agentHome/personalHistoryCopy',
    '/agentHome/contracts',
    '/agentHome/agentDividendRecordCopy2',
    '/agentHome/agentDailyWages2',
    '/agentHome/agentHourSalary',
    '/agentHome/agentRealtimeSalary',
    '/agentHome/agentAnnouncement',
  ])('%s sends a visitor to the agent portal with the agent login popup', async (path) => {
    const router = renderAt(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent'));
    expect(await screen.findByRole('dialog', { name: pt.accounts.login.agentTitle })).toBeTruthy();
  });

  it.each(PROTECTED)('%s opens for a visitor with a session token', async (path) => {
    // The agent centre is an agent's.
    if (path === '/agentHome') member.type = AGENT_TYPES[0];
    useSessionStore.getState().setToken('token-1');
    const router = renderAt(path);
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe(path.split('?')[0]);
    expect(screen.queryByTestId('not-found-page')).toBeNull();
  });

  it('shows the translated 404 page for an unknown address', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: pt.pages.notFound.title })).toBeTruthy();
  });

  it('renders agent routes in the agent view only', async () => {
    renderAt('/agent');
    // The agent login popup opens over the portal page, hiding it from the accessibility tree.
    await screen.findByRole('heading', { level: 1, name: pt.pages.agentLogin.title, hidden: true });
    expect(screen.getByTestId('agent-layout')).toBeTruthy();
    expect(screen.queryByTestId('site-footer')).toBeNull();
    expect(screen.queryByTestId('side-menu')).toBeNull();
  });

  it('hides the side menu on game pages', async () => {
    useSessionStore.getState().setToken('token-1');
    renderAt('/seamless');
    await screen.findByRole('heading', { level: 1, name: pt.games.seamless.noGameTitle });
    expect(screen.queryByTestId('side-menu')).toBeNull();
    expect(screen.queryByTestId('menu-button')).toBeNull();
    expect(screen.queryByTestId('bottom-bar')).toBeNull();
  });

  it('offers in the side menu only entries whose page works', async () => {
    renderAt('/');
    const menu = await screen.findByTestId('side-menu');
    await within(menu).findByRole('link', { name: pt.categories.RNG });
    // Rebate returns with its page (VIP and referral: loyalty.test.tsx).
    expect(within(menu).queryByRole('link', { name: pt.menu.rebate })).toBeNull();
    expect(within(menu).queryByRole('button', { name: pt.menu.rebate })).toBeNull();
    // Feedback is its page (a visitor choosing it is asked to log in).
    expect(within(menu).getByRole('link', { name: pt.menu.feedback }).getAttribute('href')).toBe('/feedback');
    expect(within(menu).queryByRole('link', { name: pt.categories.PROMO })).toBeNull();
    expect(within(menu).getByRole('button', { name: pt.menu.help })).toBeTruthy();
    // The vendors (PG Soft among them) behind the partners modal.
    expect(within(menu).getByRole('button', { name: pt.menu.partners })).toBeTruthy();
    // The points mall once the profile (BR: goods only) is read.
    expect(await within(menu).findByRole('link', { name: pt.menu.pointMall })).toBeTruthy();
    expect(within(menu).getByRole('button', { name: pt.menu.customerService })).toBeTruthy();
    // The site installs as an app: the download page always has its guide (docs/pwa.md).
    expect(within(menu).getByRole('link', { name: pt.menu.download })).toBeTruthy();
  });

  it('selects the vendor a /rng link asks for', async () => {
    renderAt('/rng?vassalage=PG');
    const vendor = await screen.findByRole('button', { name: 'PG Soft' });
    expect(vendor.getAttribute('aria-pressed')).toBe('true');
  });

  it('lists in the side menu only the categories that have a vendor', async () => {
    renderAt('/');
    const menu = await screen.findByTestId('side-menu');
    expect(await within(menu).findByRole('link', { name: pt.categories.RNG })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: pt.categories.LIVE })).toBeNull();
    const names = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent)
      .slice(0, 3);
    expect(names.slice(0, 2)).toEqual([pt.categories.HOME, pt.categories.RNG]);
    expect(names).not.toContain(pt.categories.PROMO);
  });
});
