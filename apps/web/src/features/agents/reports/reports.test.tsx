import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '../../../i18n';
import { en } from '../../../i18n/en';
import { pt } from '../../../i18n/pt';
import { zh } from '../../../i18n/zh';
import { presetRange } from '../../../components/date-range/date-presets';
import { useSessionStore } from '../../../lib/session-store';
import { apiFailure, callsTo, mockApi, renderWithApp } from '../../../test-render';
import DownlineTransactionsPage from '../pages/downline-transactions-page';
import PersonalHistoryPage from '../pages/personal-history-page';
import ProfitLossPage from '../pages/profit-loss-page';
import RevenueReportPage from '../pages/revenue-report-page';
import TeamOverviewPage from '../pages/team-overview-page';

/**
 * The agent centre's reports (docs/agents.md, "Reports"): every one has the date presets, a
 * loading skeleton, an empty and an error state, and the tables a totals row, paging and the CSV.
 */

const PROFIT_LOSS = 'GET /wps/agent/report/profitLoss';
const REVENUE = 'GET /wps/agent/report/revenue';
const TRANSACTIONS = 'GET /wps/agent/report/transactions';
const BETS = 'GET /wps/agent/report/bets';
const OVERVIEW = 'GET /wps/agent/team/overview';

const ZERO = {
  newMembers: 0,
  activeMembers: 0,
  firstDepositCount: 0,
  firstDepositAmount: 0,
  depositCount: 0,
  depositAmount: 0,
  withdrawalCount: 0,
  withdrawalAmount: 0,
  betCount: 0,
  validBet: 0,
  payout: 0,
  profitLoss: 0,
  bonusAmount: 0,
};
const PERIOD = { from: '2026-11-22', to: '2026-11-28' };
const paged = (list: unknown[], totals: unknown, page = 1, totalPages = 1) => ({
  ...PERIOD,
  list,
  totals,
  page,
  pageSize: 20,
  total: totalPages * 20,
  totalPages,
});
const row = (account: string, figures: Partial<typeof ZERO>, extra: Record<string, unknown> = {}) => ({
  ...ZERO,
  ...figures,
  memberId: `${account}-id`,
  account,
  isSelf: false,
  isAgent: false,
  members: 1,
  ...extra,
});

const text = (element: Element) => (element.textContent ?? '').replace(/\s+/gu, ' ');
const queryOf = (fetchMock: ReturnType<typeof mockApi>, key: string, call = -1) =>
  new URL(String(callsTo(fetchMock, key).at(call)![0]), 'http://x').searchParams;

/** Stubs the browser's download of a CSV and returns what was saved under which name. */
const catchDownload = () => {
  const saved: Blob[] = [];
  const createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:csv';
  });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return { saved, click };
};

beforeEach(async () => {
  await changeLanguage('PT');
  useSessionStore.getState().setToken('session-token');
});

afterEach(() => {
  useSessionStore.getState().clearToken();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('agent reports', () => {
  it('offers the date presets on every report, and asks for the days a preset stands for', async () => {
    const fetchMock = mockApi({
      [BETS]: () => paged([], { rounds: 0, betAmount: 0, winAmount: 0, profit: 0 }),
    });
    renderWithApp(<PersonalHistoryPage />);
    const presets = screen.getByRole('group', { name: pt.records.range.label });
    expect(within(presets).getAllByRole('button').map(text)).toEqual([
      pt.records.presets.today,
      pt.records.presets.yesterday,
      pt.records.presets.previous7,
      pt.records.presets.previous30,
      pt.records.presets.thisMonth,
    ]);
    // The last 7 days are the default.
    await waitFor(() => expect(callsTo(fetchMock, BETS)).toHaveLength(1));
    expect(Object.fromEntries(queryOf(fetchMock, BETS))).toMatchObject(presetRange('previous7'));
    fireEvent.click(within(presets).getByRole('button', { name: pt.records.presets.previous30 }));
    await waitFor(() => expect(callsTo(fetchMock, BETS)).toHaveLength(2));
    expect(Object.fromEntries(queryOf(fetchMock, BETS))).toMatchObject({
      ...presetRange('previous30'),
      page: '1',
    });
  });

  it('shows the statement loading, then its rows and the team’s totals row; pages; exports the CSV', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchMock = mockApi({
      [PROFIT_LOSS]: async ({ url }) => {
        await held;
        const page = Number(url.searchParams.get('page'));
        return page === 1
          ? paged(
              [
                row('agente1', { validBet: 10_000, payout: 4_000, profitLoss: 6_000 }, { isSelf: true }),
                row(
                  'sub1',
                  { newMembers: 2, validBet: 50_000, payout: 80_000, profitLoss: -30_000 },
                  {
                    isAgent: true,
                    members: 3,
                  },
                ),
              ],
              { ...ZERO, newMembers: 3, validBet: 70_000, payout: 84_000, profitLoss: -14_000 },
              1,
              2,
            )
          : paged(
              [row('jogador9', { newMembers: 1, validBet: 10_000 })],
              { ...ZERO, newMembers: 3, validBet: 70_000, payout: 84_000, profitLoss: -14_000 },
              2,
              2,
            );
      },
      [`${PROFIT_LOSS}/csv`]: () => ({
        fileName: 'palStatementsAgentCopy_2026-11-22_2026-11-28.csv',
        content: '\uFEFFConta,Membros\r\n',
      }),
    });
    renderWithApp(<ProfitLossPage />);
    expect(screen.getByRole('status', { name: pt.agent.reports.loading })).toBeTruthy();
    release();
    const rows = await screen.findAllByTestId('report-row');
    expect(rows.map((each) => text(each.querySelector('th')!))).toEqual([
      `agente1${pt.agent.reports.own}`,
      `sub1${pt.agent.reports.subAgent}`,
    ]);
    const total = screen.getByTestId('report-total');
    expect(text(total)).toContain(pt.agent.reports.total);
    expect(text(total)).toContain('R$ 700,00');
    expect(text(total)).toContain('-R$ 140,00');
    // A loss for the house is shown as such.
    expect(total.querySelector('td.report-out')?.textContent).toContain('140,00');

    fireEvent.click(screen.getByRole('button', { name: pt.records.pager.next }));
    await waitFor(() => expect(text(screen.getAllByTestId('report-row')[0]!)).toContain('jogador9'));
    expect(queryOf(fetchMock, PROFIT_LOSS).get('page')).toBe('2');
    expect(
      screen.getByText(pt.records.pager.position.replace('{{page}}', '2').replace('{{totalPages}}', '2')),
    ).toBeTruthy();

    const { saved, click } = catchDownload();
    fireEvent.click(screen.getByTestId('report-csv'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const csvQuery = queryOf(fetchMock, `${PROFIT_LOSS}/csv`);
    expect(csvQuery.get('from')).toBe(presetRange('previous7').from);
    // Every row of the filter, not the page on screen.
    expect(csvQuery.has('page')).toBe(false);
    expect(await saved[0]!.text()).toBe('\uFEFFConta,Membros\r\n');
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe(
      'palStatementsAgentCopy_2026-11-22_2026-11-28.csv',
    );
  });

  it('tells why a CSV could not be made, in words, and keeps the report', async () => {
    mockApi({
      [PROFIT_LOSS]: () => paged([row('agente1', {}, { isSelf: true })], ZERO),
      [`${PROFIT_LOSS}/csv`]: () => apiFailure('validation-failed', 'Período inválido'),
    });
    renderWithApp(<ProfitLossPage />);
    fireEvent.click(await screen.findByTestId('report-csv'));
    expect((await screen.findByRole('alert')).textContent).toBe('Período inválido');
    expect(screen.getAllByTestId('report-row')).toHaveLength(1);
  });

  it('shows the revenue’s error with a retry, then the empty state for a period with nothing', async () => {
    let fail = true;
    mockApi({
      [REVENUE]: () =>
        fail
          ? apiFailure('unknown', 'Falha na rede', null, 500)
          : paged([{ ...ZERO, day: '2026-11-28', revenue: 0 }], { ...ZERO, revenue: 0 }),
    });
    renderWithApp(<RevenueReportPage />);
    expect(await screen.findByText(pt.agent.reports.errorTitle)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: pt.common.retry }));
    expect(await screen.findByText(pt.agent.reports.emptyTitle)).toBeTruthy();
    expect(screen.queryByTestId('report-table')).toBeNull();
  });

  it('gives the revenue per day with its totals row', async () => {
    mockApi({
      [REVENUE]: () =>
        paged(
          [
            {
              ...ZERO,
              day: '2026-11-28',
              validBet: 20_000,
              profitLoss: 5_000,
              bonusAmount: 1_000,
              revenue: 4_000,
            },
            { ...ZERO, day: '2026-11-27', validBet: 10_000, profitLoss: -2_000, revenue: -2_000 },
          ],
          { ...ZERO, validBet: 30_000, profitLoss: 3_000, bonusAmount: 1_000, revenue: 2_000 },
        ),
    });
    renderWithApp(<RevenueReportPage />);
    const rows = await screen.findAllByTestId('report-row');
    expect(rows.map((each) => text(each.querySelector('th')!))).toEqual(['28/11/2026', '27/11/2026']);
    const total = text(screen.getByTestId('report-total'));
    expect(total).toContain('R$ 300,00');
    expect(total).toContain('R$ 20,00');
  });

  it('lists the downline’s movements with totals per kind, and filters by kind and account', async () => {
    const fetchMock = mockApi({
      [TRANSACTIONS]: () =>
        paged(
          [
            {
              entryId: 7,
              time: '2026-11-28T12:00:00.000Z',
              account: 'jogador1',
              level: 1,
              kind: 'DEPOSIT',
              movement: 'DEPOSIT',
              amount: 5_000,
              balanceAfter: 5_000,
            },
            {
              entryId: 8,
              time: '2026-11-28T13:00:00.000Z',
              account: 'jogador2',
              level: 2,
              kind: 'WITHDRAWAL',
              movement: 'WITHDRAWAL_HOLD',
              amount: -2_000,
              balanceAfter: 1_000,
            },
          ],
          {
            count: 2,
            amount: 3_000,
            byKind: [
              { kind: 'DEPOSIT', count: 1, amount: 5_000 },
              { kind: 'WITHDRAWAL', count: 1, amount: -2_000 },
            ],
          },
        ),
    });
    renderWithApp(<DownlineTransactionsPage />);
    expect(await screen.findAllByTestId('report-row')).toHaveLength(2);
    const byKind = screen.getByRole('list', { name: pt.agent.reports.total });
    expect(text(byKind)).toContain(pt.agent.reports.transactions.kinds.DEPOSIT);
    expect(text(byKind)).toContain('-R$ 20,00');
    expect(text(screen.getByTestId('report-total'))).toContain('R$ 30,00');

    fireEvent.change(screen.getByTestId('report-kind'), { target: { value: 'WITHDRAWAL' } });
    await waitFor(() => expect(queryOf(fetchMock, TRANSACTIONS).get('kind')).toBe('WITHDRAWAL'));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: ' jogador2 ' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(queryOf(fetchMock, TRANSACTIONS).get('account')).toBe('jogador2'));
    expect(queryOf(fetchMock, TRANSACTIONS).get('page')).toBe('1');
  });

  it('shows the agent’s own bets with the rounds’ totals, and an empty period as empty', async () => {
    let empty = false;
    mockApi({
      [BETS]: () =>
        empty
          ? paged([], { rounds: 0, betAmount: 0, winAmount: 0, profit: 0 })
          : paged(
              [
                {
                  transactionId: 't1',
                  vendor: 'studio',
                  gameCode: 'SLOT1',
                  roundId: 'r1',
                  time: '2026-11-28T12:00:00.000Z',
                  betAmount: 1_000,
                  winAmount: 2_500,
                  profit: 1_500,
                  status: 'settled',
                },
              ],
              { rounds: 1, betAmount: 1_000, winAmount: 2_500, profit: 1_500 },
            ),
    });
    renderWithApp(<PersonalHistoryPage />);
    const rows = await screen.findAllByTestId('report-row');
    expect(text(rows[0]!)).toContain('SLOT1 · studio');
    expect(text(screen.getByTestId('report-total'))).toContain('R$ 15,00');
    empty = true;
    fireEvent.click(screen.getByRole('button', { name: pt.records.presets.today }));
    expect(await screen.findByText(pt.agent.reports.emptyTitle)).toBeTruthy();
  });

  it('draws the overview’s figures and a trend with its scale, or says a quiet period has nothing', async () => {
    let quiet = false;
    const trend = ['2026-11-26', '2026-11-27', '2026-11-28'].map((day, index) => ({
      ...ZERO,
      day,
      validBet: quiet ? 0 : (index + 1) * 10_000,
      profitLoss: quiet ? 0 : index === 1 ? -5_000 : 2_000,
    }));
    mockApi({
      [OVERVIEW]: () => ({
        ...PERIOD,
        teamSize: 12,
        directCount: 4,
        figures: { ...ZERO, validBet: quiet ? 0 : 60_000, activeMembers: quiet ? 0 : 3 },
        trend: quiet ? trend.map((point) => ({ ...point, validBet: 0, profitLoss: 0 })) : trend,
      }),
    });
    renderWithApp(<TeamOverviewPage />);
    expect(await screen.findByTestId('overview-teamSize')).toHaveProperty('textContent', '12');
    expect(text(screen.getByTestId('overview-validBet'))).toBe('R$ 600,00');
    expect(screen.getByTestId('trend-chart').querySelectorAll('rect')).toHaveLength(3);
    expect(text(screen.getByTestId('trend-max'))).toBe('R$ 300,00');
    expect(text(screen.getByTestId('trend-min'))).toBe('R$ 0,00');
    // The house result goes below zero on the 27th: the scale reaches down to it.
    fireEvent.click(screen.getByRole('tab', { name: pt.agent.reports.figures.profitLoss }));
    expect(text(screen.getByTestId('trend-min'))).toBe('-R$ 50,00');
    expect(screen.getByTestId('trend-chart').querySelectorAll('rect.trend-bar-negative')).toHaveLength(1);
    expect(screen.queryByTestId('trend-empty')).toBeNull();
    // The same figures day by day, with totals and a CSV, are one click away.
    expect(screen.getByTestId('overview-day-by-day').getAttribute('href')).toBe(
      '/agentHome/agentRevenueReport',
    );

    quiet = true;
    fireEvent.click(screen.getByRole('button', { name: pt.records.presets.yesterday }));
    expect((await screen.findByTestId('trend-empty')).textContent).toBe(pt.agent.reports.overview.chartEmpty);
    expect(screen.queryByTestId('trend-max')).toBeNull();
  });

  it('has every report text in Portuguese, English and Chinese', async () => {
    for (const [language, resource] of [
      ['EN', en],
      ['CN', zh],
    ] as const) {
      await changeLanguage(language);
      mockApi({ [REVENUE]: () => paged([], { ...ZERO, revenue: 0 }) });
      const { unmount } = renderWithApp(<RevenueReportPage />);
      expect(
        await screen.findByRole('heading', { level: 1, name: resource.agent.reports.revenue.title }),
      ).toBeTruthy();
      expect(await screen.findByText(resource.agent.reports.emptyTitle)).toBeTruthy();
      expect(screen.getByTestId('report-csv').textContent).toBe(resource.agent.reports.csv);
      unmount();
    }
  });
});
