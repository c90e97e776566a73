import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { formatMoney } from '@platform/contracts';
import { changeLanguage } from '../../i18n';
import { useDemoBalanceStore } from '../../lib/demo-balance';
import { useSessionStore } from '../../lib/session-store';
import { memberFixture, mockApi, renderWithApp } from '../../test-render';
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
});
