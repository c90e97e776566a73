import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '../../../i18n';
import { pt } from '../../../i18n/pt';
import { useSessionStore } from '../../../lib/session-store';
import { apiFailure, callsTo, mockApi, renderWithApp } from '../../../test-render';
import { AccountRecords } from './transaction-records';

const PATH = 'GET /wps/member/records/account';

const paged = (content: unknown[], page = 1, totalPages = content.length ? 1 : 0) => ({
  content,
  page,
  totalPages,
  total: content.length,
});

const line = (entryId: number, wallet: string, amount: number, balanceAfter: number, kind = 'TRANSFER') => ({
  entryId,
  time: '2026-02-20T15:00:00Z',
  kind,
  wallet,
  walletName: wallet === 'MAIN' ? '' : 'Sorte Grande Studio',
  amount,
  balanceAfter,
});

beforeEach(async () => {
  await changeLanguage('PT');
  useSessionStore.getState().setToken('session-token');
});

afterEach(() => {
  useSessionStore.getState().clearToken();
  vi.unstubAllGlobals();
});

describe('account record', () => {
  it('asks for the previous 7 days and shows an empty state with a next step', async () => {
    const fetchMock = mockApi({ [PATH]: () => paged([]) });
    renderWithApp(<AccountRecords />);
    expect(screen.getByRole('status', { name: pt.records.loading })).toBeTruthy();
    expect(await screen.findByText(pt.records.empty.accountTitle)).toBeTruthy();
    expect(screen.getByRole('link', { name: pt.records.empty.deposit }).getAttribute('href')).toBe(
      '/member?tab=depositv2',
    );
    const url = new URL(String(callsTo(fetchMock, PATH)[0]?.[0]), 'http://localhost');
    expect(
      (Date.parse(url.searchParams.get('to') ?? '') - Date.parse(url.searchParams.get('from') ?? '')) /
        86_400_000,
    ).toBe(6);
    expect(url.searchParams.get('kind')).toBeNull();
  });

  it('lists the lines of every wallet with the wallet named, and filters by kind', async () => {
    const fetchMock = mockApi({
      [PATH]: ({ url }) =>
        url.searchParams.get('kind') === 'DEPOSIT'
          ? paged([line(1, 'MAIN', 50_000, 50_000, 'DEPOSIT')])
          : paged([
              line(2, 'STUDIO', 20_000, 20_000),
              line(2, 'MAIN', -20_000, 30_000),
              line(1, 'MAIN', 50_000, 50_000, 'DEPOSIT'),
            ]),
    });
    renderWithApp(<AccountRecords />);
    const table = await screen.findByTestId('account-records-table');
    expect(within(table).getByRole('columnheader', { name: pt.records.columns.wallet })).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    // A vendor wallet by its vendor's name, never by its code.
    expect(within(rows[0]!).getByText('Sorte Grande Studio')).toBeTruthy();
    expect(within(rows[0]!).queryByText('STUDIO')).toBeNull();
    expect(within(rows[0]!).getAllByText(/R\$\s200,00/u)).toHaveLength(2);
    expect(within(rows[1]!).getByText(pt.wallets.main)).toBeTruthy();
    expect(within(rows[1]!).getByText(/-R\$\s200,00/u).className).toContain('records-out');
    expect(within(rows[2]!).getByText(pt.records.kinds.DEPOSIT)).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'DEPOSIT' } });
    await waitFor(() =>
      expect(within(screen.getByTestId('account-records-table')).getAllByRole('row')).toHaveLength(2),
    );
    const last = new URL(String(callsTo(fetchMock, PATH).at(-1)?.[0]), 'http://localhost');
    expect(last.searchParams.get('kind')).toBe('DEPOSIT');
    expect(last.searchParams.get('page')).toBe('1');
  });

  it('shows the error with a retry that asks again', async () => {
    let fail = true;
    const fetchMock = mockApi({
      [PATH]: () =>
        fail ? apiFailure('unknown', 'Falha no servidor', null, 500) : paged([line(1, 'MAIN', 100, 100)]),
    });
    renderWithApp(<AccountRecords />);
    expect(await screen.findByText('Falha no servidor')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: pt.common.retry }));
    expect(await screen.findByTestId('account-records-table')).toBeTruthy();
    expect(callsTo(fetchMock, PATH)).toHaveLength(2);
  });
});
