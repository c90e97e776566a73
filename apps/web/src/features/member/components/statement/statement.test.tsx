import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '../../../../i18n';
import { pt } from '../../../../i18n/pt';
import { en } from '../../../../i18n/en';
import { zh } from '../../../../i18n/zh';
import { formatMoney } from '../../../../lib/format';
import { useSessionStore } from '../../../../lib/session-store';
import { apiFailure, callsTo, mockApi, renderWithApp } from '../../../../test-render';
import { ActivityStatement } from './statement';

const PATH = 'GET /wps/member/statement';
const CSV = 'GET /wps/member/statement/csv';

const ZERO = { deposits: 0, withdrawals: 0, bets: 0, wins: 0, net: 0 };
const statement = (days: unknown[], totals = ZERO) => ({
  from: '2026-03-01',
  to: '2026-03-07',
  totals,
  days,
});
const DAYS = [
  { day: '2026-03-02', deposits: 100_000, withdrawals: 0, bets: 20_000, wins: 5_000, net: -15_000 },
  { day: '2026-03-05', deposits: 0, withdrawals: 40_000, bets: 1_000, wins: 3_500, net: 2_500 },
];
const TOTALS = { deposits: 100_000, withdrawals: 40_000, bets: 21_000, wins: 8_500, net: -12_500 };

beforeEach(async () => {
  await changeLanguage('PT');
  useSessionStore.getState().setToken('session-token');
});

afterEach(() => {
  useSessionStore.getState().clearToken();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('activity statement', () => {
  it('loads the previous 7 days, then shows the totals and a row per day', async () => {
    const fetchMock = mockApi({ [PATH]: () => statement(DAYS, TOTALS) });
    renderWithApp(<ActivityStatement />);
    expect(screen.getByRole('status', { name: pt.records.loading })).toBeTruthy();
    const totals = await screen.findByTestId('statement-totals');
    expect(within(totals).getByTestId('statement-total-deposits').textContent).toBe(
      formatMoney(100_000, 'PT'),
    );
    expect(within(totals).getByTestId('statement-total-net').textContent).toBe(formatMoney(-12_500, 'PT'));
    expect(within(totals).getByTestId('statement-total-net').className).toContain('records-out');
    const rows = within(screen.getByTestId('statement-table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain('02/03/2026');
    expect(rows[2]!.textContent).toContain(formatMoney(40_000, 'PT'));
    // Each cell names its column for the phone layout (a card per day).
    expect(within(rows[1]!).getAllByRole('cell')[5]!.getAttribute('data-label')).toBe(pt.statement.net);
    const url = new URL(String(callsTo(fetchMock, PATH)[0]?.[0]), 'http://localhost');
    const days =
      (Date.parse(url.searchParams.get('to')!) - Date.parse(url.searchParams.get('from')!)) / 86_400_000;
    expect(days).toBe(6);
  });

  it('says so when the period has no activity', async () => {
    mockApi({ [PATH]: () => statement([]) });
    renderWithApp(<ActivityStatement />);
    expect(await screen.findByText(pt.statement.emptyTitle)).toBeTruthy();
    expect(screen.queryByTestId('statement-table')).toBeNull();
    expect(screen.getByTestId('statement-total-bets').textContent).toBe(formatMoney(0, 'PT'));
  });

  it('shows a load error with retry', async () => {
    let fail = true;
    mockApi({
      [PATH]: () =>
        fail ? apiFailure('service-unavailable', 'Serviço indisponível', null, 503) : statement(DAYS, TOTALS),
    });
    renderWithApp(<ActivityStatement />);
    expect(await screen.findByText(pt.statement.errorTitle)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: pt.common.retry }));
    expect(await screen.findByTestId('statement-table')).toBeTruthy();
  });

  it('takes a custom period of up to 366 days and refuses a longer one before asking', async () => {
    const fetchMock = mockApi({ [PATH]: () => statement([]) });
    renderWithApp(<ActivityStatement />);
    await screen.findByText(pt.statement.emptyTitle);
    const from = screen.getByLabelText(pt.records.range.from);
    const to = screen.getByLabelText(pt.records.range.to);
    fireEvent.change(to, { target: { value: '2025-12-31' } });
    fireEvent.change(from, { target: { value: '2025-01-01' } });
    await waitFor(() =>
      expect(
        callsTo(fetchMock, PATH).some(([input]) => String(input).includes('from=2025-01-01&to=2025-12-31')),
      ).toBe(true),
    );
    const asked = callsTo(fetchMock, PATH).length;
    fireEvent.change(from, { target: { value: '2024-12-30' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Escolha um período de no máximo 366 dias.');
    expect(callsTo(fetchMock, PATH)).toHaveLength(asked);
  });

  it('downloads the CSV under the name the server gives it', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:statement', revokeObjectURL: () => undefined }),
    );
    const fetchMock = mockApi({
      [PATH]: () => statement(DAYS, TOTALS),
      [CSV]: () =>
        new Response('\uFEFFDia;Depósitos (R$)\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="extrato.csv"; filename*=UTF-8''extrato-2026-03-01-2026-03-07.csv`,
          },
        }),
    });
    renderWithApp(<ActivityStatement />);
    await screen.findByTestId('statement-table');
    fireEvent.click(screen.getByTestId('statement-csv'));
    await waitFor(() => expect(clicked).toEqual(['extrato-2026-03-01-2026-03-07.csv']));
    const [input, init] = callsTo(fetchMock, CSV)[0]!;
    expect(String(input)).toMatch(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/u);
    expect(new Headers(init?.headers).get('authorization')).toBe('session-token');
  });

  it('shows why a download was refused', async () => {
    mockApi({
      [PATH]: () => statement(DAYS, TOTALS),
      [CSV]: () => apiFailure('validation-failed', 'Escolha um período de 1 a 366 dias.'),
    });
    renderWithApp(<ActivityStatement />);
    await screen.findByTestId('statement-table');
    fireEvent.click(screen.getByTestId('statement-csv'));
    expect((await screen.findByRole('alert')).textContent).toBe('Escolha um período de 1 a 366 dias.');
  });

  it('speaks English and Chinese', async () => {
    mockApi({ [PATH]: () => statement(DAYS, TOTALS) });
    await changeLanguage('EN');
    const view = renderWithApp(<ActivityStatement />);
    expect(await screen.findByText(en.statement.download)).toBeTruthy();
    expect((await screen.findAllByText(en.statement.withdrawals)).length).toBeGreaterThan(0);
    view.unmount();
    await changeLanguage('CN');
    renderWithApp(<ActivityStatement />);
    expect(await screen.findByText(zh.statement.download)).toBeTruthy();
    expect((await screen.findAllByText(zh.statement.net)).length).toBeGreaterThan(0);
  });
});
