import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '../../../i18n';
import { pt } from '../../../i18n/pt';
import { useSessionStore } from '../../../lib/session-store';
import { contractFixture } from '../../../test-fixtures';
import { callsTo, memberFixture, mockApi, renderWithApp } from '../../../test-render';
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

  it('lists Contracts only when the consolidated flags say the member has one open', async () => {
    const flags = (held: boolean) => ({
      dailysalreq: false,
      divtypereq: false,
      contracthoursalreq: false,
      realtimesalreqtype: false,
      dailySalary: held,
      hourSalary: false,
      salary: false,
      enableCt: false,
    });
    const FLAGS = 'GET /wps/member/info/funds/consolidated';
    const fetchMock = mockApi({ [FLAGS]: () => flags(false) });
    const none = renderWithApp(<MemberPage />, { path: '/member' });
    const menu = await screen.findByTestId('member-menu');
    await waitFor(() => expect(callsTo(fetchMock, FLAGS)).toHaveLength(1));
    expect(within(menu).queryByRole('link', { name: pt.contracts.memberTitle })).toBeNull();
    none.unmount();

    mockApi({ [FLAGS]: () => flags(true) });
    renderWithApp(<MemberPage />, { path: '/member' });
    const link = await screen.findByRole('link', { name: pt.contracts.memberTitle });
    expect(link.getAttribute('href')).toBe('/member?tab=contracts');
  });

  it('opens the contracts tab with the contracts the member holds', async () => {
    mockApi({
      'GET /wps/member/info': () => memberFixture({ account: 'ana2026' }),
      'GET /wps/member/contracts': () => ({ contracts: [contractFixture({ awaitsYou: true })] }),
    });
    renderWithApp(<MemberPage />, { path: '/member?tab=contracts' });
    expect(await screen.findByRole('heading', { level: 1, name: pt.contracts.memberTitle })).toBeTruthy();
    expect(await screen.findByTestId('contract-action-ACCEPT')).toBeTruthy();
  });
});
