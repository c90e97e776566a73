import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { changeLanguage } from '../../../i18n';
import { pt } from '../../../i18n/pt';
import { useSessionStore } from '../../../lib/session-store';
import { memberFixture, mockApi, renderWithApp } from '../../../test-render';
import MemberPage from './member-page';

beforeEach(async () => {
  await changeLanguage('PT');
  useSessionStore.getState().setToken('session-token');
  useSessionStore.getState().setUserType(0);
});

afterEach(() => {
  useSessionStore.getState().clearToken();
  vi.unstubAllGlobals();
});

describe('member centre', () => {
  it('lists its pages, the account record and the wallet transfer among them', async () => {
    mockApi({});
    renderWithApp(<MemberPage />, { path: '/member' });
    const menu = await screen.findByTestId('member-menu');
    const href = (name: string) => within(menu).getByRole('link', { name }).getAttribute('href');
    expect(href(pt.records.titles.accountRecord)).toBe('/member?tab=accountRecord');
    expect(href(pt.records.titles.transferFund)).toBe('/member?tab=transferFund');
    expect(href(pt.records.titles.transactionHistory)).toBe('/member?tab=transactionHistory');
    expect(href(pt.security.title)).toBe('/member?tab=securityCenter');
  });

  it('opens the account record and the wallet transfer tabs', async () => {
    mockApi({
      'GET /wps/member/records/account': () => ({ content: [], page: 1, totalPages: 0, total: 0 }),
      'POST /wps/relay/GCS_merchantWallet': () => ({ isSingle: true, vendorWallets: [] }),
      'GET /wps/member/info': () => memberFixture(),
    });
    const record = renderWithApp(<MemberPage />, { path: '/member?tab=accountRecord' });
    expect(
      await screen.findByRole('heading', { level: 1, name: pt.records.titles.accountRecord }),
    ).toBeTruthy();
    expect(await screen.findByText(pt.records.empty.accountTitle)).toBeTruthy();
    record.unmount();

    renderWithApp(<MemberPage />, { path: '/member?tab=transferFund' });
    expect(
      await screen.findByRole('heading', { level: 1, name: pt.records.titles.transferFund }),
    ).toBeTruthy();
    expect(await screen.findByTestId('single-wallet-panel')).toBeTruthy();
  });
});
