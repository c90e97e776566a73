import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '../../../i18n';
import { pt } from '../../../i18n/pt';
import { useSessionStore } from '../../../lib/session-store';
import { callsTo, mockApi, renderWithApp } from '../../../test-render';
import { BetRecords, ProfitRecords } from './bet-records';

const BETS = 'GET /wps/member/records/bets';
const PROFIT = 'GET /wps/member/records/profit';

beforeEach(async () => {
  await changeLanguage('PT');
  useSessionStore.getState().setToken('session-token');
});

afterEach(() => {
  useSessionStore.getState().clearToken();
  vi.unstubAllGlobals();
});

const lastQuery = (fetchMock: ReturnType<typeof mockApi>, key: string) => {
  const calls = callsTo(fetchMock, key);
  return new URL(String(calls[calls.length - 1]?.[0]), 'http://localhost').searchParams;
};

describe('betting record', () => {
  it('filters by status and leads to a game when there are no bets', async () => {
    const fetchMock = mockApi({
      [BETS]: ({ url }) =>
        url.searchParams.get('status') === 'settled'
          ? {
              content: [
                {
                  transactionId: 't1',
                  vendor: 'STUDIO',
                  vendorName: 'Aurelia Reels',
                  gameCode: 'AUR-0001',
                  gameName: 'Jaguar Dançante',
                  roundId: 'r1',
                  time: '2026-02-20T15:00:00Z',
                  betAmount: 500,
                  winAmount: 1250,
                  status: 'settled',
                },
              ],
              page: 1,
              totalPages: 1,
              total: 1,
            }
          : { content: [], page: 1, totalPages: 0, total: 0 },
    });
    renderWithApp(<BetRecords />);
    expect(await screen.findByText(pt.records.empty.betsTitle)).toBeTruthy();
    expect(screen.getByRole('link', { name: pt.records.empty.play }).getAttribute('href')).toBe('/');

    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'settled' } });
    const table = await screen.findByTestId('records-table');
    expect(lastQuery(fetchMock, BETS).get('status')).toBe('settled');
    expect(within(table).getByText(/R\$\s12,50/u)).toBeTruthy();
    expect(within(table).getByText(pt.records.statuses.settled)).toBeTruthy();
    // Games and vendors by name, never by code; the time in Brasília, as dd/mm/aaaa HH:mm.
    expect(within(table).getByText('Jaguar Dançante')).toBeTruthy();
    expect(within(table).getByText('Aurelia Reels')).toBeTruthy();
    expect(within(table).queryByText(/AUR-0001|STUDIO/u)).toBeNull();
    expect(within(table).getByText('20/02/2026 12:00')).toBeTruthy();
  });

  it('offers past periods only, and asks for the one chosen', async () => {
    const fetchMock = mockApi({ [BETS]: () => ({ content: [], page: 1, totalPages: 0, total: 0 }) });
    renderWithApp(<BetRecords />);
    await screen.findByText(pt.records.empty.betsTitle);
    const presets = within(screen.getByRole('group', { name: pt.records.range.label }))
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(presets).toEqual([
      pt.records.presets.today,
      pt.records.presets.yesterday,
      pt.records.presets.previous7,
      pt.records.presets.previous30,
      pt.records.presets.thisMonth,
    ]);
    fireEvent.click(screen.getByRole('button', { name: pt.records.presets.today }));
    await waitFor(() => {
      const query = lastQuery(fetchMock, BETS);
      expect(query.get('from')).toBe(query.get('to'));
    });
  });
});

describe('personal profit', () => {
  it('shows a row per day and a totals row', async () => {
    const fetchMock = mockApi({
      [PROFIT]: () => ({
        days: [
          { day: '2026-02-19', bets: 2, betAmount: 1000, winAmount: 0, profit: -1000 },
          { day: '2026-02-20', bets: 1, betAmount: 500, winAmount: 2500, profit: 2000 },
        ],
        total: { bets: 3, betAmount: 1500, winAmount: 2500, profit: 1000 },
      }),
    });
    renderWithApp(<ProfitRecords />);
    const total = await screen.findByTestId('records-total');
    expect(within(total).getByText(pt.records.columns.total)).toBeTruthy();
    expect(within(total).getByText('3')).toBeTruthy();
    expect(within(total).getByText(/R\$\s10,00/u)).toBeTruthy();
    expect(screen.getByText('19/02/2026')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: pt.records.presets.previous30 }));
    await waitFor(() => expect(callsTo(fetchMock, PROFIT)).toHaveLength(2));
    const query = lastQuery(fetchMock, PROFIT);
    expect((Date.parse(query.get('to') ?? '') - Date.parse(query.get('from') ?? '')) / 86_400_000).toBe(29);
  });
});
