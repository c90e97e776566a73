import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '../../../i18n';
import { en } from '../../../i18n/en';
import { pt } from '../../../i18n/pt';
import { useSessionStore } from '../../../lib/session-store';
import { apiFailure, callsTo, mockApi, renderWithApp } from '../../../test-render';
import PointMallPage from './point-mall-page';

const BALANCE = 'POST /wps/relay/MCS2_getPointBalance';
const REWARDS = 'POST /wps/relay/getPointReward';
const REDEEMS = 'POST /wps/relay/getRedeemPointList';
const MOVEMENTS = 'POST /wps/relay/ODSFE2_MemTransDet';
const CONVERT = 'POST /wps/relay/convertPoint';
const REDEEM = 'POST /wps/relay/MCS2_redeemPointReward';

const config = { turnoverPerPoint: 1_000, cashPerPoint: 1, minConvertPoints: 100 };
const rewards = () => ({
  list: [
    {
      id: 'c0000000-0000-4000-8000-000000000001',
      kind: 'CASH',
      name: 'Saldo',
      points: 100,
      available: null,
      cash: 100,
    },
    {
      id: 'c0000000-0000-4000-8000-000000000002',
      kind: 'GOODS',
      name: 'Camiseta',
      points: 500,
      available: 3,
      cash: null,
    },
  ],
});
const redeem = (overrides: Record<string, unknown>) => ({
  id: 'r1',
  kind: 'CASH',
  rewardName: '',
  quantity: 1,
  points: 300,
  cash: 300,
  receivingAddress: null,
  status: 'APPROVED',
  createdAt: '2026-11-29T12:00:00.000Z',
  decidedAt: null,
  ...overrides,
});

beforeEach(async () => {
  await changeLanguage('PT');
  useSessionStore.getState().setToken('session-token');
});
afterEach(() => {
  useSessionStore.getState().clearToken();
  vi.unstubAllGlobals();
});

describe('points mall page', () => {
  it('shows the points, the rules and the catalogue; converts only after the confirmation', async () => {
    const fetchMock = mockApi({
      [BALANCE]: () => ({ point: 1_234, cashValue: 1_234, config, convertible: true }),
      [REWARDS]: rewards,
      [CONVERT]: () => ({ redeem: redeem({}), point: 934, balance: 10_300 }),
    });
    renderWithApp(<PointMallPage />);
    expect((await screen.findByTestId('points-balance')).textContent).toBe('1234');
    expect(screen.getByText(/1 ponto a cada R\$\s10,00/u)).toBeTruthy();
    const catalogue = screen.getByTestId('points-catalogue');
    expect(within(catalogue).getByText('Camiseta')).toBeTruthy();
    expect(within(catalogue).getByText('3 disponíveis')).toBeTruthy();

    fireEvent.click(screen.getByTestId('points-choose-cash'));
    fireEvent.change(screen.getByLabelText(pt.points.pointsToConvert), { target: { value: '99' } });
    fireEvent.click(screen.getByTestId('points-review'));
    expect(await screen.findByText('Digite de 100 a 1234 pontos.')).toBeTruthy();
    expect(screen.getByText(pt.points.passwordRequired)).toBeTruthy();

    fireEvent.change(screen.getByLabelText(pt.points.pointsToConvert), { target: { value: '300' } });
    fireEvent.change(screen.getByLabelText(pt.points.paymentPassword), { target: { value: '135790' } });
    fireEvent.click(screen.getByTestId('points-review'));
    expect(await screen.findByText(/Converter 300 pontos em R\$\s3,00 de saldo\?/u)).toBeTruthy();
    expect(callsTo(fetchMock, CONVERT)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('points-confirm'));
    expect((await screen.findByTestId('points-result')).textContent).toMatch(/R\$\s3,00 creditados.*934/u);
    expect(callsTo(fetchMock, CONVERT)).toHaveLength(1);
    // Encrypted route: the password never travels in plain text.
    expect(String(callsTo(fetchMock, CONVERT)[0]?.[1]?.body)).not.toContain('135790');
  });

  it('asks goods for a receiving address and shows the server refusal', async () => {
    const fetchMock = mockApi({
      [BALANCE]: () => ({ point: 1_000, cashValue: 1_000, config, convertible: true }),
      [REWARDS]: rewards,
      [REDEEM]: () => apiFailure('insufficient-points', 'Você não tem pontos suficientes para este resgate.'),
    });
    renderWithApp(<PointMallPage />);
    fireEvent.click(await screen.findByTestId('points-choose-goods'));
    fireEvent.change(screen.getByLabelText(pt.points.paymentPassword), { target: { value: '135790' } });
    fireEvent.click(screen.getByTestId('points-review'));
    expect(await screen.findByText(pt.points.addressRequired)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(pt.points.address), { target: { value: 'Rua A 1, São Paulo' } });
    fireEvent.click(screen.getByTestId('points-review'));
    expect(await screen.findByText(/Resgatar 1 × Camiseta por 500 pontos\?/u)).toBeTruthy();
    fireEvent.click(screen.getByTestId('points-confirm'));
    expect(await screen.findByText('Você não tem pontos suficientes para este resgate.')).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, REDEEM)).toHaveLength(1));
  });

  it('lists redeems with their statuses and the points history, in English', async () => {
    await changeLanguage('EN');
    mockApi({
      [BALANCE]: () => ({ point: 0, cashValue: 0, config, convertible: true }),
      [REWARDS]: () => ({ list: [] }),
      [REDEEMS]: () => ({
        list: [redeem({ id: 'g1', kind: 'GOODS', rewardName: 'T-shirt', cash: null, status: 'IN_PROCESS' })],
        page: 1,
        pageSize: 10,
        total: 1,
      }),
      [MOVEMENTS]: () => ({ list: [], page: 1, pageSize: 10, total: 0 }),
    });
    renderWithApp(<PointMallPage />);
    expect(await screen.findByText(en.points.emptyCatalogue)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: en.points.history }));
    const list = await screen.findByTestId('points-redeems');
    expect(within(list).getByText('1 × T-shirt')).toBeTruthy();
    expect(within(list).getByText('In Process')).toBeTruthy();
    expect(await screen.findByText(en.points.emptyMovements)).toBeTruthy();
  });

  it('shows an error with a retry when the points cannot be read', async () => {
    mockApi({
      [BALANCE]: () => apiFailure('service-unavailable', 'Serviço indisponível', null, 503),
      [REWARDS]: rewards,
    });
    renderWithApp(<PointMallPage />);
    expect(await screen.findByText(pt.points.loadError)).toBeTruthy();
    expect(screen.getByRole('button', { name: pt.common.retry })).toBeTruthy();
  });
});
