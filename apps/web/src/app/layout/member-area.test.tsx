import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatMoney } from '@platform/contracts';
import { changeLanguage } from '../../i18n';
import { useDemoBalanceStore } from '../../lib/demo-balance';
import { useSessionStore } from '../../lib/session-store';
import { callsTo, memberFixture, mockApi, renderWithApp } from '../../test-render';
import { MemberArea } from './member-area';

const brl = (minor: number) => formatMoney(minor, 'PT');
const amount = () => screen.getByTestId('header-balance-amount').textContent;

beforeEach(async () => {
  await changeLanguage('PT');
  localStorage.clear();
});
afterEach(() => {
  useDemoBalanceStore.getState().clear();
  useSessionStore.getState().clearToken();
});

describe('header balance', () => {
  it('shows a trial player the demo credits of the game they have open', async () => {
    useSessionStore.getState().startCookieSession(4);
    mockApi({
      'GET /wps/member/info': () => memberFixture({ type: 4, balance: 200_000 }),
      'GET /wps/member/info/icon': () => ({ iconUrl: null }),
    });
    renderWithApp(<MemberArea />);
    await waitFor(() => expect(amount()).toBe(brl(200_000)));
    act(() => useDemoBalanceStore.getState().show(187_450));
    expect(amount()).toBe(brl(187_450));
    act(() => useDemoBalanceStore.getState().clear());
    expect(amount()).toBe(brl(200_000));
  });

  it('never shows a game’s demo figure to a member playing for real money', async () => {
    useSessionStore.getState().startCookieSession(0);
    mockApi({
      'GET /wps/member/info': () => memberFixture({ type: 0, balance: 5_000 }),
      'GET /wps/member/info/icon': () => ({ iconUrl: null }),
    });
    renderWithApp(<MemberArea />);
    await waitFor(() => expect(amount()).toBe(brl(5_000)));
    act(() => useDemoBalanceStore.getState().show(187_450));
    expect(amount()).toBe(brl(5_000));
  });

  it('offers deposit and withdraw, hides and shows the balance, remembered across visits, and refreshes it on request', async () => {
    useSessionStore.getState().startCookieSession(0);
    let balance = 5_000;
    const fetchMock = mockApi({
      'GET /wps/member/info': () => memberFixture({ type: 0, balance }),
      'GET /wps/member/info/icon': () => ({ iconUrl: null }),
    });
    const { unmount } = renderWithApp(<MemberArea />);
    await waitFor(() => expect(amount()).toBe(brl(5_000)));
    expect(screen.getByTestId('header-deposit').getAttribute('href')).toBe('/member?tab=depositv2');
    expect(screen.getByTestId('header-withdraw').getAttribute('href')).toBe('/member?tab=withdraw');

    const toggle = () => within(screen.getByTestId('header-balance')).getAllByRole('button')[0]!;
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle());
    expect(amount()).not.toContain(brl(5_000));
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    unmount();

    renderWithApp(<MemberArea />);
    await waitFor(() => expect(toggle().getAttribute('aria-pressed')).toBe('true'));
    expect(amount()).not.toContain(brl(5_000));
    fireEvent.click(toggle());
    await waitFor(() => expect(amount()).toBe(brl(5_000)));

    balance = 7_250;
    const before = callsTo(fetchMock, 'GET /wps/member/info').length;
    fireEvent.click(screen.getByTestId('header-balance-refresh'));
    await waitFor(() => expect(amount()).toBe(brl(7_250)));
    expect(callsTo(fetchMock, 'GET /wps/member/info').length).toBeGreaterThan(before);
  });
});

describe('account menu', () => {
  const signedIn = () => {
    useSessionStore.getState().startCookieSession(0);
    mockApi({
      'GET /wps/member/info': () => memberFixture({ type: 0 }),
      'GET /wps/member/info/icon': () => ({ iconUrl: null }),
      'POST /wps/relay/CSP_unreadCount': () => ({ count: 0 }),
    });
    renderWithApp(<MemberArea />);
  };

  it('opens on the first click, its code fetched only then', async () => {
    signedIn();
    const button = await screen.findByTestId('account-menu');
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByTestId('menu-logout')).toBeTruthy();
    expect(within(menu).getByTestId('menu-messages')).toBeTruthy();
  });

  it('falls back to the default avatar when the member’s image cannot be loaded', async () => {
    useSessionStore.getState().startCookieSession(0);
    mockApi({
      'GET /wps/member/info': () => memberFixture({ type: 0 }),
      'GET /wps/member/info/icon': () => ({ iconUrl: '/avatars/missing.png' }),
      'POST /wps/relay/CSP_unreadCount': () => ({ count: 0 }),
    });
    renderWithApp(<MemberArea />);
    const image = await screen.findByTestId('avatar-image');
    expect(screen.queryByTestId('avatar-default')).toBeNull();
    fireEvent.error(image);
    expect(await screen.findByTestId('avatar-default')).toBeTruthy();
    expect(screen.queryByTestId('avatar-image')).toBeNull();
  });

  it('keeps a keyboard user’s focus on its button when its code arrives', async () => {
    signedIn();
    const button = await screen.findByTestId('account-menu');
    act(() => button.focus());
    await waitFor(() => expect(screen.getByTestId('account-menu')).not.toBe(button));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('account-menu')));
  });
});
