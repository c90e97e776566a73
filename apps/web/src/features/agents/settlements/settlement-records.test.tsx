import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '../../../i18n';
import { pt } from '../../../i18n/pt';
import { useSessionStore } from '../../../lib/session-store';
import { apiFailure, callsTo, mockApi, renderWithApp } from '../../../test-render';
import { SettlementRecords } from './settlement-records';

const LIST = 'GET /wps/agent/contracts/settlements';
const CSV = 'GET /wps/agent/contracts/settlements/csv';
const BETS = 'GET /wps/agent/contracts/settlements/bets';
const A = '0a000000-0000-4000-8000-00000000000a';
const B = '0b000000-0000-4000-8000-00000000000b';
const B1 = '0b100000-0000-4000-8000-0000000000b1';
const CONTRACT = 'c0000000-0000-4000-8000-00000000000c';

/** A's daily salary on two days of the worked example (docs/agents.md), as settlement stores it. */
const daily = (day: string, line: Record<string, unknown>, amount: number) => ({
  contractId: CONTRACT,
  type: 'DAILY_SALARY',
  periodKey: `D:${day}`,
  periodStart: `${day}T03:00:00.000Z`,
  periodEnd: new Date(Date.parse(`${day}T03:00:00.000Z`) + 86_400_000).toISOString(),
  amount,
  state: 'PAID',
  line: {
    contractId: CONTRACT,
    holderId: A,
    type: 'DAILY_SALARY',
    periodKey: `D:${day}`,
    idempotencyKey: `contract-settlement:${CONTRACT}:D:${day}`,
    amount,
    prorated: false,
    ...line,
  },
});
const MONDAY = daily(
  '2026-11-23',
  {
    team: {
      members: 5,
      validBet: 88_033,
      profitLoss: -43_033,
      houseResult: 43_033,
      activeMembers: 2,
      firstDeposits: 0,
    },
    tier: 0,
    tierRate: 100,
    effectiveRate: 100,
    base: 88_033,
    subAgents: [{ contractId: 'sub', holderId: B, effectiveRate: 80, base: 88_033 }],
    allottedExact: '8803300',
    betIds: ['studio:g01', 'studio:g02', 'studio:g03'],
  },
  176,
);
const TUESDAY = daily(
  '2026-11-24',
  {
    team: {
      members: 5,
      validBet: 220_000,
      profitLoss: 0,
      houseResult: 0,
      activeMembers: 2,
      firstDeposits: 0,
    },
    tier: 1,
    tierRate: 150,
    effectiveRate: 150,
    base: 220_000,
    subAgents: [{ contractId: 'sub', holderId: B, effectiveRate: 0, base: 40_000 }],
    allottedExact: '33000000',
    betIds: ['studio:g04', 'studio:g05'],
  },
  3300,
);
const answer = (
  list: unknown[],
  totals = { count: 7, amount: 4376, paidAmount: 4376, pendingAmount: 0, validBet: 582_033, base: 582_033 },
) => ({
  list,
  page: 1,
  pageSize: 20,
  total: totals.count,
  totalPages: Math.max(1, Math.ceil(totals.count / 20)),
  totals,
  accounts: { [B]: 'exb', [B1]: 'exb1' },
});

beforeEach(async () => {
  await changeLanguage('PT');
  useSessionStore.getState().setToken('session-token');
});

afterEach(() => {
  useSessionStore.getState().clearToken();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const text = (element: Element) => (element.textContent ?? '').replace(/\s+/gu, ' ');

describe('settlement records', () => {
  it("lists the type's periods with the line's figures and the filter's totals", async () => {
    const fetchMock = mockApi({ [LIST]: () => answer([TUESDAY, MONDAY]) });
    renderWithApp(<SettlementRecords type="DAILY_SALARY" />);
    const rows = await screen.findAllByTestId('report-row');
    expect(rows).toHaveLength(2);
    expect(text(rows[0]!)).toMatch(
      /24\/11\/2026.*R\$ 2\.200,00.*2.*Nível 2.*1,5\s?%.*R\$ 0,00.*2.*R\$ 33,00.*Pago/u,
    );
    expect(text(rows[1]!)).toMatch(
      /23\/11\/2026.*R\$ 880,33.*Nível 1.*1\s?%.*R\$ 7,04264.*3.*R\$ 1,76.*Pago/u,
    );
    const total = screen.getByTestId('report-total');
    expect(text(total)).toContain('R$ 5.820,33');
    expect(text(total)).toContain('R$ 43,76');
    expect(text(total)).toContain('7 registros');
    // The page asks for its own type, in the period the picker shows (the last 7 days).
    const query = new URL(String(callsTo(fetchMock, LIST)[0]![0]), 'http://x').searchParams;
    expect(query.get('type')).toBe('DAILY_SALARY');
    expect(query.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/u);
    expect(query.get('to')).toMatch(/^\d{4}-\d{2}-\d{2}$/u);
    expect(query.get('page')).toBe('1');
    expect(query.has('nonZero')).toBe(false);
  });

  it('opens a period down to the sum and the bets it came from', async () => {
    mockApi({ [LIST]: () => answer([TUESDAY, MONDAY]) });
    renderWithApp(<SettlementRecords type="DAILY_SALARY" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Detalhes de 23/11/2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Período 23/11/2026' });
    const sum = within(dialog).getByTestId('settlement-sum');
    // 100 bp of R$ 880,33, less B's 80 bp of it, leaves R$ 1,76066: paid R$ 1,76.
    expect(text(sum)).toMatch(/1\s?% de R\$ 880,33\s*R\$ 8,8033/u);
    expect(text(within(sum).getByTestId('settlement-share'))).toMatch(
      /exb: 0,8\s?% de R\$ 880,33\s*− R\$ 7,04264/u,
    );
    expect(text(sum)).toContain('R$ 1,76066');
    expect(text(sum)).toMatch(/arredondado.*R\$ 1,76/u);
    const bets = within(dialog).getByTestId('settlement-bet-ids');
    expect(within(bets).getAllByRole('listitem').map(text)).toEqual([
      'studio:g01',
      'studio:g02',
      'studio:g03',
    ]);
    expect(within(dialog).getByText(`contract-settlement:${CONTRACT}:D:2026-11-23`)).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  /** B's real-time window of the worked example (docs/agents.md), as settlement stores it. */
  const realtimeWindow = (betCount: number, earnedExact: string, amount: number) => ({
    contractId: CONTRACT,
    type: 'REALTIME_SALARY',
    periodKey: 'FIVE_MINUTES:2026-11-23T20:00',
    periodStart: '2026-11-23T23:00:00.000Z',
    periodEnd: '2026-11-23T23:05:00.000Z',
    amount,
    state: 'PENDING',
    line: {
      contractId: CONTRACT,
      holderId: B,
      type: 'REALTIME_SALARY',
      periodKey: 'FIVE_MINUTES:2026-11-23T20:00',
      idempotencyKey: `contract-settlement:${CONTRACT}:FIVE_MINUTES:2026-11-23T20:00`,
      amount,
      validBet: 80_000,
      betCount,
      earnedExact,
    },
  });
  const betsPage = (list: unknown[], page: number, total: number) => ({
    list,
    page,
    pageSize: 50,
    total,
    totalPages: Math.ceil(total / 50),
    accounts: { [B1]: 'exb1' },
  });

  it("opens a real-time window down to each bet, its bettor and the holder's rate on it", async () => {
    const window = realtimeWindow(2, '3100000', 310);
    const fetchMock = mockApi({
      [LIST]: () => ({
        ...answer([window], {
          count: 1,
          amount: 310,
          paidAmount: 0,
          pendingAmount: 310,
          validBet: 80_000,
          base: 80_000,
        }),
        accounts: {},
      }),
      [BETS]: () =>
        betsPage(
          [
            { betId: 'studio:g01', memberId: B1, validBet: 50_000, outcome: 'LOSS', rate: 50 },
            { betId: 'studio:g02', memberId: B1, validBet: 30_000, outcome: 'PROFIT', rate: 20 },
          ],
          1,
          2,
        ),
    });
    renderWithApp(<SettlementRecords type="REALTIME_SALARY" />);
    const [row] = await screen.findAllByTestId('report-row');
    expect(text(row!)).toMatch(/23\/11\/2026 20:00–20:05.*R\$ 800,00.*2.*R\$ 3,10.*Pendente/u);
    expect(text(screen.getByTestId('report-total'))).toContain('R$ 3,10 pendente');
    fireEvent.click(screen.getByTestId('settlement-open'));
    const dialog = await screen.findByRole('dialog');
    const bets = await within(dialog).findAllByTestId('settlement-bet');
    expect(bets.map(text)).toEqual([
      expect.stringMatching(/studio:g01.*exb1.*Jogador perdeu.*R\$ 500,00.*0,5\s?%.*R\$ 2,50/u),
      expect.stringMatching(/studio:g02.*exb1.*Jogador ganhou.*R\$ 300,00.*0,2\s?%.*R\$ 0,60/u),
    ]);
    const table = within(dialog).getByTestId('settlement-bets');
    expect(text(table)).toMatch(/Soma das 2 apostas\s*R\$ 3,10.*arredondado.*R\$ 3,10/u);
    // The window's bets are asked for by its contract and period key, a page at a time.
    const query = new URL(String(callsTo(fetchMock, BETS)[0]![0]), 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      contractId: CONTRACT,
      periodKey: 'FIVE_MINUTES:2026-11-23T20:00',
      page: '1',
      pageSize: '50',
    });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    // The windows that paid come first; the box shows the empty ones too.
    const nonZero = (call: number) =>
      new URL(String(callsTo(fetchMock, LIST)[call]![0]), 'http://x').searchParams.get('nonZero');
    expect(nonZero(0)).toBe('true');
    fireEvent.click(screen.getByRole('checkbox', { name: pt.agent.settlements.nonZero }));
    await waitFor(() => expect(callsTo(fetchMock, LIST)).toHaveLength(2));
    expect(nonZero(1)).toBeNull();
  });

  it("pages a large window's bets, with the whole window's sum, and retries a page that failed", async () => {
    // 120 bets of R$ 10,00 at 0,3 %: R$ 0,03 each, R$ 3,60 in all.
    const all = Array.from({ length: 120 }, (_, index) => ({
      betId: `studio:r${String(index).padStart(3, '0')}`,
      memberId: B1,
      validBet: 1_000,
      outcome: 'LOSS',
      rate: 30,
    }));
    let failing = false;
    const fetchMock = mockApi({
      [LIST]: () => answer([realtimeWindow(120, '3600000', 360)]),
      [BETS]: ({ url }) => {
        if (failing) return apiFailure('unknown', 'Falhou', null, 500);
        const page = Number(url.searchParams.get('page'));
        return betsPage(all.slice((page - 1) * 50, page * 50), page, all.length);
      },
    });
    renderWithApp(<SettlementRecords type="REALTIME_SALARY" />);
    fireEvent.click(await screen.findByTestId('settlement-open'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findAllByTestId('settlement-bet')).toHaveLength(50);
    expect(text(within(dialog).getByTestId('settlement-bets'))).toMatch(/Soma das 120 apostas\s*R\$ 3,60/u);
    fireEvent.click(within(dialog).getByRole('button', { name: pt.records.pager.next }));
    await waitFor(() =>
      expect(text(within(dialog).getAllByTestId('settlement-bet')[0]!)).toContain('studio:r050'),
    );
    failing = true;
    fireEvent.click(within(dialog).getByRole('button', { name: pt.records.pager.next }));
    expect(await within(dialog).findByText(pt.agent.settlements.detail.betsError)).toBeTruthy();
    failing = false;
    fireEvent.click(within(dialog).getByRole('button', { name: pt.common.retry }));
    await waitFor(() => expect(within(dialog).getAllByTestId('settlement-bet').map(text)).toHaveLength(20));
    expect(text(within(dialog).getAllByTestId('settlement-bet')[0]!)).toContain('studio:r100');
    expect(
      callsTo(fetchMock, BETS).map(([input]) => new URL(String(input), 'http://x').searchParams.get('page')),
    ).toEqual(['1', '2', '3', '3']);
  });

  it('downloads the CSV the server writes for the same filter', async () => {
    const content = '\uFEFFPeríodo,Início\r\nD:2026-11-24,2026-11-24T03:00:00.000Z\r\n';
    const fetchMock = mockApi({
      [LIST]: () => answer([TUESDAY, MONDAY]),
      [CSV]: () => ({ fileName: 'agentDailyWages2_2026-11-21_2026-11-27.csv', content }),
    });
    const saved: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:csv';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithApp(<SettlementRecords type="DAILY_SALARY" />);
    fireEvent.click(await screen.findByTestId('report-csv'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const query = new URL(String(callsTo(fetchMock, CSV)[0]![0]), 'http://x').searchParams;
    expect(query.get('type')).toBe('DAILY_SALARY');
    expect(query.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/u);
    expect(query.has('page')).toBe(false);
    expect(saved).toHaveLength(1);
    expect(await saved[0]!.text()).toBe(content);
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe(
      'agentDailyWages2_2026-11-21_2026-11-27.csv',
    );
  });

  it('shows the empty state for a period without records, and the error with a retry', async () => {
    let fail = true;
    mockApi({
      [LIST]: () =>
        fail
          ? apiFailure('validation-failed', 'Período inválido')
          : answer([], { count: 0, amount: 0, paidAmount: 0, pendingAmount: 0, validBet: 0, base: 0 }),
    });
    renderWithApp(<SettlementRecords type="DIVIDEND" />);
    expect(await screen.findByText(pt.agent.reports.errorTitle)).toBeTruthy();
    expect(screen.getByText('Período inválido')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: pt.common.retry }));
    expect(await screen.findByText(pt.agent.reports.emptyTitle)).toBeTruthy();
    expect(screen.queryByTestId('report-table')).toBeNull();
  });
});
