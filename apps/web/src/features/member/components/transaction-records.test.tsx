import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { changeLanguage } from '../../../i18n';
import { pt } from '../../../i18n/pt';
import { useSessionStore } from '../../../lib/session-store';
import { apiFailure, callsTo, mockApi, renderWithApp } from '../../../test-render';
import { TransactionRecords } from './transaction-records';

const PATH = 'GET /wps/member/records/transactions';

const paged = (content: unknown[], page = 1, totalPages = content.length ? 1 : 0) => ({
  content,
  page,
  totalPages,
  total: content.length,
});

const record = (entryId: number, amount: number, balanceAfter: number, kind = 'DEPOSIT') => ({
  entryId,
  time: '2026-02-20T15:00:00Z',
  kind,
  amount,
  balanceAfter,
  reference: {},
});

beforeEach(async () => {
  await changeLanguage('PT');
  useSessionStore.getState().setToken('session-token');
});

afterEach(() => {
  useSessionStore.getState().clearToken();
  vi.unstubAllGlobals();
});

describe('transaction records', () => {
  it('asks for the previous 7 days by default and shows an empty state with a next step', async () => {
    const fetchMock = mockApi({ [PATH]: () => paged([]) });
    renderWithApp(<TransactionRecords />);
    expect(screen.getByRole('status', { name: pt.records.loading })).toBeTruthy();
    expect(await screen.findByText(pt.records.empty.transactionsTitle)).toBeTruthy();
    expect(screen.getByRole('link', { name: pt.records.empty.deposit }).getAttribute('href')).toBe(
      '/member?tab=depositv2',
    );
    const url = new URL(String(callsTo(fetchMock, PATH)[0]?.[0]), 'http://localhost');
    const from = url.searchParams.get('from') ?? '';
    const to = url.searchParams.get('to') ?? '';
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(6);
    expect(url.searchParams.get('kind')).toBeNull();
    expect(
      screen.getByRole('button', { name: pt.records.presets.previous7 }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('lists records with money formatted and pages forward, never past the last page', async () => {
    const fetchMock = mockApi({
      [PATH]: ({ url }) =>
        url.searchParams.get('page') === '2'
          ? paged([record(3, -500, 122956, 'BET')], 2, 2)
          : paged([record(1, 123456, 123456), record(2, -100, 123356, 'WITHDRAWAL_HOLD')], 1, 2),
    });
    renderWithApp(<TransactionRecords />);
    const table = await screen.findByTestId('records-table');
    expect(within(table).getAllByText(/R\$\s1\.234,56/u)).toHaveLength(2);
    expect(within(table).getByText(/-R\$\s1,00/u)).toBeTruthy();
    expect(within(table).getByText(pt.records.kinds.WITHDRAWAL_HOLD)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: pt.records.pager.next }));
    expect(await screen.findByText(pt.records.kinds.BET)).toBeTruthy();
    expect((screen.getByRole('button', { name: pt.records.pager.next }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(callsTo(fetchMock, PATH)).toHaveLength(2);
  });

  it('shows the error with a retry that asks again', async () => {
    let fail = true;
    const fetchMock = mockApi({
      [PATH]: () =>
        fail ? apiFailure('unknown', 'Falha no servidor', null, 500) : paged([record(1, 100, 100)]),
    });
    renderWithApp(<TransactionRecords />);
    expect(await screen.findByText(pt.records.error.title)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: pt.common.retry }));
    expect(await screen.findByTestId('records-table')).toBeTruthy();
    expect(callsTo(fetchMock, PATH)).toHaveLength(2);
  });

  it('fixes the kind for bonus details and refuses a custom range over 92 days', async () => {
    const fetchMock = mockApi({ [PATH]: () => paged([]) });
    renderWithApp(<TransactionRecords fixedKind="BONUS" />);
    expect(await screen.findByText(pt.records.empty.bonusTitle)).toBeTruthy();
    const url = new URL(String(callsTo(fetchMock, PATH)[0]?.[0]), 'http://localhost');
    expect(url.searchParams.get('kind')).toBe('BONUS');
    expect(screen.queryByRole('combobox')).toBeNull();

    fireEvent.change(screen.getByLabelText(pt.records.range.from), { target: { value: '2025-01-01' } });
    expect(screen.getByRole('alert').textContent).toBe(pt.records.range.tooLong);
    expect(callsTo(fetchMock, PATH)).toHaveLength(1);
  });
});
