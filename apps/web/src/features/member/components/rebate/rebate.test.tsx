import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatMoney, type RebateSummaryResponse } from '@platform/contracts';
import { changeLanguage } from '../../../../i18n';
import { en } from '../../../../i18n/en';
import { pt } from '../../../../i18n/pt';
import { SideMenu } from '../../../../app/layout/side-menu';
import { useSessionStore } from '../../../../lib/session-store';
import { jurisdictionFixture, statusFixture } from '../../../../test-fixtures';
import { apiFailure, callsTo, mockApi, renderWithApp } from '../../../../test-render';
import MemberPage from '../../pages/member-page';
import { Rebate } from './rebate';

const SUMMARY = 'GET /wps/member/rebate';
const CLAIM = 'POST /wps/member/rebate/claim';
const JURISDICTION = 'GET /wps/system/jurisdiction';
const brl = (minor: number) => formatMoney(minor, 'PT');

const summary = (patch: Partial<RebateSummaryResponse> = {}): RebateSummaryResponse => ({
  mode: 'CLAIM',
  claimable: true,
  pendingAmount: 229,
  pendingCount: 2,
  minimumPayout: 100,
  vipLevel: 0,
  today: {
    period: '2026-11-29',
    categories: [{ category: 'RNG', turnover: 50_000, rateBp: 40, amount: 200 }],
  },
  history: [
    {
      id: 'r2',
      period: '2026-11-28',
      vipLevel: 0,
      amount: 152,
      status: 'PENDING',
      categories: [
        { category: 'LIVE', turnover: 3_999, rateBp: 50, amount: 19 },
        { category: 'RNG', turnover: 13_345, rateBp: 100, amount: 133 },
      ],
      createdAt: '2026-11-29T03:05:00.000Z',
      settledAt: null,
      expiresAt: '2026-12-29T03:00:00.000Z',
    },
    {
      id: 'r1',
      period: '2026-11-20',
      vipLevel: 0,
      amount: 300,
      status: 'CLAIMED',
      categories: [{ category: 'FISH', turnover: 75_000, rateBp: 40, amount: 300 }],
      createdAt: '2026-11-21T03:05:00.000Z',
      settledAt: '2026-11-21T12:00:00.000Z',
      expiresAt: '2026-12-21T03:00:00.000Z',
    },
  ],
  page: 1,
  totalPages: 1,
  total: 2,
  ...patch,
});

beforeEach(async () => {
  await changeLanguage('PT');
  useSessionStore.getState().setToken('session-token');
  useSessionStore.getState().setUserType(0);
});
afterEach(() => {
  useSessionStore.getState().clearToken();
  vi.unstubAllGlobals();
});

describe('rebate page (manualRebate)', () => {
  it("shows the pending rebate, today's lines per category and the history with each period's lines", async () => {
    mockApi({ [SUMMARY]: () => summary() });
    renderWithApp(<Rebate />);
    expect((await screen.findByTestId('rebate-pending')).textContent).toBe(brl(229));
    const today = screen.getAllByRole('table')[0]!;
    const row = within(today).getAllByRole('row')[1]!;
    expect(row.textContent).toContain(pt.categories.RNG);
    expect(row.textContent).toContain(brl(50_000));
    expect(row.textContent).toContain('0,40%');
    expect(row.textContent).toContain(brl(200));
    const records = within(screen.getByTestId('rebate-history')).getAllByRole('listitem');
    expect(records).toHaveLength(2);
    expect(within(records[0]!).getByText(pt.rebate.status.PENDING)).toBeTruthy();
    expect(within(records[0]!).getByText(pt.categories.LIVE)).toBeTruthy();
    expect(records[0]!.textContent).toContain(brl(19));
    expect(within(records[1]!).getByText(pt.rebate.status.CLAIMED)).toBeTruthy();
  });

  it('claims only after the confirmation, then shows what was credited', async () => {
    let pending = true;
    const fetchMock = mockApi({
      [SUMMARY]: () =>
        pending ? summary() : summary({ claimable: false, pendingAmount: 0, pendingCount: 0 }),
      [CLAIM]: () => {
        pending = false;
        return { amount: 229, periods: ['2026-11-20', '2026-11-28'], balance: 10_229 };
      },
    });
    renderWithApp(<Rebate />);
    fireEvent.click(await screen.findByTestId('rebate-claim'));
    expect(callsTo(fetchMock, CLAIM)).toHaveLength(0);
    expect(screen.getByRole('alertdialog').textContent).toContain(brl(229));
    fireEvent.click(screen.getByTestId('rebate-confirm'));
    expect((await screen.findByTestId('rebate-claimed')).textContent).toContain(brl(229));
    expect(callsTo(fetchMock, CLAIM)).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('rebate-pending').textContent).toBe(brl(0)));
    expect(screen.getByTestId<HTMLButtonElement>('rebate-claim').disabled).toBe(true);
  });

  it('goes back from the confirmation without claiming', async () => {
    const fetchMock = mockApi({ [SUMMARY]: () => summary() });
    renderWithApp(<Rebate />);
    fireEvent.click(await screen.findByTestId('rebate-claim'));
    fireEvent.click(screen.getByRole('button', { name: pt.transfer.back }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callsTo(fetchMock, CLAIM)).toHaveLength(0);
  });

  it("shows the server's refusal of a claim", async () => {
    mockApi({
      [SUMMARY]: () => summary(),
      [CLAIM]: () =>
        apiFailure('rebate-nothing-to-claim', 'Você não tem rebate pendente para resgatar.', null, 409),
    });
    renderWithApp(<Rebate />);
    fireEvent.click(await screen.findByTestId('rebate-claim'));
    fireEvent.click(screen.getByTestId('rebate-confirm'));
    expect(await screen.findByText('Você não tem rebate pendente para resgatar.')).toBeTruthy();
  });

  it('says so when there is nothing yet, with the claim button off', async () => {
    mockApi({
      [SUMMARY]: () =>
        summary({
          claimable: false,
          pendingAmount: 0,
          pendingCount: 0,
          today: { period: '2026-11-29', categories: [] },
          history: [],
          total: 0,
          totalPages: 0,
        }),
    });
    renderWithApp(<Rebate />);
    expect(await screen.findByTestId('rebate-history-empty')).toBeTruthy();
    expect(screen.getByTestId('rebate-today-empty').textContent).toBe(pt.rebate.todayEmpty);
    expect(screen.getByTestId<HTMLButtonElement>('rebate-claim').disabled).toBe(true);
  });

  it("shows the server's message when loading fails, and tries again", async () => {
    let fail = true;
    const fetchMock = mockApi({
      [SUMMARY]: () =>
        fail ? apiFailure('feature-unavailable', 'Este serviço não é oferecido aqui.', null, 403) : summary(),
    });
    renderWithApp(<Rebate />);
    expect(await screen.findByText('Este serviço não é oferecido aqui.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: pt.common.retry }));
    expect(await screen.findByTestId('rebate-pending')).toBeTruthy();
    expect(callsTo(fetchMock, SUMMARY)).toHaveLength(2);
  });

  it('speaks English and explains the automatic mode', async () => {
    await changeLanguage('EN');
    mockApi({ [SUMMARY]: () => summary({ mode: 'AUTO' }) });
    renderWithApp(<Rebate />);
    expect(await screen.findByText(en.rebate.autoNote)).toBeTruthy();
    expect(screen.getByRole('button', { name: en.rebate.claim })).toBeTruthy();
  });
});

describe('rebate gating', () => {
  const withRebateFlag = (on: boolean) => {
    const status = statusFixture();
    status.info.whitelabel = { ...status.info.whitelabel, MANPLAYREB3: on };
    return status;
  };
  const entry = () => screen.queryByRole('link', { name: pt.menu.rebate });

  it('the side menu leads to the rebate page where the profile offers it and MANPLAYREB3 is on', async () => {
    mockApi({ [JURISDICTION]: () => jurisdictionFixture('OPEN') });
    renderWithApp(<SideMenu />, { status: withRebateFlag(true) });
    await waitFor(() => expect(entry()?.getAttribute('href')).toBe('/member?tab=manualRebate'));
  });

  it('the side menu leaves it out under the BR profile, and while the flag is off', async () => {
    const fetchMock = mockApi({ [JURISDICTION]: () => jurisdictionFixture('BR') });
    const view = renderWithApp(<SideMenu />, { status: withRebateFlag(true) });
    await waitFor(() => expect(screen.queryByRole('link', { name: pt.menu.vip })).toBeTruthy());
    expect(entry()).toBeNull();
    view.unmount();
    mockApi({ [JURISDICTION]: () => jurisdictionFixture('OPEN') });
    renderWithApp(<SideMenu />, { status: withRebateFlag(false) });
    await waitFor(() => expect(screen.queryByRole('link', { name: pt.menu.referral })).toBeTruthy());
    expect(entry()).toBeNull();
    expect(callsTo(fetchMock, SUMMARY)).toHaveLength(0);
  });

  it('the member centre lists the tab only when offered, and the page under BR says so without asking the server', async () => {
    mockApi({ [JURISDICTION]: () => jurisdictionFixture('OPEN') });
    const view = renderWithApp(<MemberPage />, { path: '/member', status: withRebateFlag(true) });
    await waitFor(() =>
      expect(within(screen.getByTestId('member-menu')).queryByText(pt.rebate.title)).toBeTruthy(),
    );
    view.unmount();
    const underBr = mockApi({ [JURISDICTION]: () => jurisdictionFixture('BR') });
    renderWithApp(<MemberPage />, { path: '/member?tab=manualRebate', status: withRebateFlag(true) });
    expect(await screen.findByText(pt.errors['feature-unavailable'])).toBeTruthy();
    expect(callsTo(underBr, SUMMARY)).toHaveLength(0);
  });
});
