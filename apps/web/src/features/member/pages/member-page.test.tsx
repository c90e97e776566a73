import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '../../../i18n';
import { pt } from '../../../i18n/pt';
import { useSessionStore } from '../../../lib/session-store';
import { contractFixture, jurisdictionFixture } from '../../../test-fixtures';
import { callsTo, memberFixture, mockApi, renderWithApp } from '../../../test-render';
import { QueryClient } from '@tanstack/react-query';
import MemberPage, { prefetchFirstAnswers } from './member-page';

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
  it('lists its pages, the account record, the wallet transfer and the messages with their badge among them', async () => {
    mockApi({ 'POST /wps/relay/CSP_unreadCount': () => ({ count: 3 }) });
    renderWithApp(<MemberPage />, { path: '/member' });
    const menu = await screen.findByTestId('member-menu');
    const href = (name: string | RegExp) => within(menu).getByRole('link', { name }).getAttribute('href');
    const messages = await within(menu).findByRole('link', { name: /3 mensagens não lidas/u });
    expect(messages.getAttribute('href')).toBe('/member?tab=messageV2');
    expect(messages.textContent).toContain(pt.inbox.title);
    expect(href(pt.records.titles.accountRecord)).toBe('/member?tab=accountRecord');
    expect(href(pt.records.titles.transferFund)).toBe('/member?tab=transferFund');
    expect(href(pt.records.titles.transactionHistory)).toBe('/member?tab=transactionHistory');
    expect(href(pt.security.title)).toBe('/member?tab=securityCenter');
  });

  it('lists the transfer to the agent only where the profile offers it; opened by its address under BR it says so', async () => {
    mockApi({ 'GET /wps/system/jurisdiction': () => jurisdictionFixture('OPEN') });
    const open = renderWithApp(<MemberPage />, { path: '/member' });
    const openMenu = await screen.findByTestId('member-menu');
    expect(
      (await within(openMenu).findByRole('link', { name: pt.records.titles.transferUpline })).getAttribute(
        'href',
      ),
    ).toBe('/member?tab=transferUpline');
    open.unmount();

    // Under BR, once the profile has been read, the menu has no entry for it…
    mockApi({ 'GET /wps/system/jurisdiction': () => jurisdictionFixture('BR') });
    const br = renderWithApp(<MemberPage />, { path: '/member' });
    await waitFor(() =>
      expect(br.queryClient.getQueryState(['system', 'jurisdiction'])?.status).toBe('success'),
    );
    const brMenu = await screen.findByTestId('member-menu');
    expect(within(brMenu).getByRole('link', { name: pt.security.title })).toBeTruthy();
    expect(within(brMenu).queryByRole('link', { name: pt.records.titles.transferUpline })).toBeNull();
    br.unmount();

    // …and its page, opened by its address, says it is not offered here.
    renderWithApp(<MemberPage />, { path: '/member?tab=transferUpline' });
    expect(await screen.findByText(pt.common.notOfferedTitle)).toBeTruthy();
    expect(screen.getByText(pt.errors['feature-unavailable'])).toBeTruthy();
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

describe('the member centre as a landing page', () => {
  const CHANNELS = 'GET /wps/member/deposit/channels';
  const address = (query: string) => new URL(`http://localhost/member${query}`);

  it('asks for the deposit channels before its first render on the deposit tab, and nowhere else', async () => {
    const fetchMock = mockApi({
      [CHANNELS]: () => ({ channels: [], cpfOnFile: true, maskedCpf: null, expiryMinutes: 30 }),
    });
    const client = new QueryClient();
    prefetchFirstAnswers(client, address('?tab=accountRecord'));
    prefetchFirstAnswers(client, address(''));
    expect(callsTo(fetchMock, CHANNELS)).toHaveLength(0);
    prefetchFirstAnswers(client, address('?tab=depositv2'));
    await waitFor(() => expect(callsTo(fetchMock, CHANNELS)).toHaveLength(1));
  });

  it('asks for nothing for a trial account, which cannot deposit', () => {
    useSessionStore.getState().setUserType(4);
    const fetchMock = mockApi({});
    prefetchFirstAnswers(new QueryClient(), address('?tab=depositv2'));
    expect(callsTo(fetchMock, CHANNELS)).toHaveLength(0);
  });
});
