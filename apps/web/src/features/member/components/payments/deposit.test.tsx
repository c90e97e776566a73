import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DepositOrder } from '@platform/contracts';
import { changeLanguage } from '../../../../i18n';
import { pt } from '../../../../i18n/pt';
import { useSessionStore } from '../../../../lib/session-store';
import { apiFailure, callsTo, mockApi, renderWithApp } from '../../../../test-render';
import { Deposit } from './deposit';

const CHANNELS = 'GET /wps/member/deposit/channels';
const CREATE = 'POST /wps/member/deposit';
const ORDER = 'GET /wps/member/deposit/order';
const HISTORY = 'GET /wps/member/deposit/history';

const channels = (cpfOnFile: boolean) => ({
  channels: [
    {
      id: 1,
      code: 'PIX',
      name: 'PIX',
      method: 'PIX',
      min: 1_000,
      max: 5_000_000,
      feeBp: 0,
      feeFixed: 0,
      presets: [2_000, 5_000, 10_000],
    },
  ],
  cpfOnFile,
  maskedCpf: cpfOnFile ? '***.982.247-**' : null,
  expiryMinutes: 30,
});

const order = (status: DepositOrder['status']): DepositOrder => ({
  id: '5d7c1e0c-7d1e-4a57-9d59-6f5c0b7f0a11',
  reference: 'D1A2B3C4D5E6F',
  channelName: 'PIX',
  amount: 5_000,
  fee: 0,
  credited: 5_000,
  status,
  brCode: '00020101021226...6304ABCD',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
  createdAt: new Date().toISOString(),
  paidAt: status === 'PAID' ? new Date().toISOString() : null,
  remark: null,
});

beforeEach(async () => {
  await changeLanguage('PT');
  useSessionStore.getState().setToken('session-token');
});

afterEach(() => {
  useSessionStore.getState().clearToken();
  vi.unstubAllGlobals();
});

describe('deposit page', () => {
  it('fills the amount from a preset, asks once, then shows the QR and copies the code', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const fetchMock = mockApi({
      [CHANNELS]: () => channels(true),
      [HISTORY]: () => ({ list: [], totalPages: 0 }),
      [CREATE]: () => order('PENDING'),
      [ORDER]: () => order('PENDING'),
    });
    renderWithApp(<Deposit />);
    fireEvent.click(await screen.findByRole('button', { name: /R\$\s50,00/u }));
    expect((screen.getByLabelText(pt.payments.deposit.amount) as HTMLInputElement).value).toBe('50,00');
    expect(screen.getByText(/\*\*\*\.982\.247-\*\*/u)).toBeTruthy();
    fireEvent.click(screen.getByTestId('deposit-review'));
    expect(await screen.findByText(/Gerar uma cobrança PIX de R\$\s50,00/u)).toBeTruthy();
    expect(callsTo(fetchMock, CREATE)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('deposit-confirm'));

    expect(await screen.findByTestId('deposit-charge')).toBeTruthy();
    expect(JSON.parse(String(callsTo(fetchMock, CREATE)[0]?.[1]?.body))).toMatchObject({
      channelId: 1,
      amount: 5_000,
    });
    expect((screen.getByTestId('deposit-br-code') as HTMLTextAreaElement).value).toBe(
      order('PENDING').brCode,
    );
    expect(screen.getByRole('img', { name: pt.payments.charge.qrAlt }).getAttribute('src')).toMatch(
      /^data:image\/svg\+xml/u,
    );
    expect(screen.getByTestId('deposit-countdown').textContent).toMatch(/Expira em (29|30):\d{2}/u);
    fireEvent.click(screen.getByTestId('deposit-copy'));
    expect(await screen.findByText(pt.payments.charge.copied)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(order('PENDING').brCode);
  });

  it('shows the paid state once the polled charge is paid', async () => {
    let status: DepositOrder['status'] = 'PENDING';
    mockApi({
      [CHANNELS]: () => channels(true),
      [HISTORY]: () => ({ list: [], totalPages: 0 }),
      [CREATE]: () => order('PENDING'),
      [ORDER]: () => order(status),
    });
    renderWithApp(<Deposit />);
    fireEvent.change(await screen.findByLabelText(pt.payments.deposit.amount), {
      target: { value: '50,00' },
    });
    fireEvent.click(screen.getByTestId('deposit-review'));
    fireEvent.click(await screen.findByTestId('deposit-confirm'));
    expect(await screen.findByTestId('deposit-charge')).toBeTruthy();
    status = 'PAID';
    await waitFor(() => expect(screen.getByText(pt.payments.charge.paidTitle)).toBeTruthy(), {
      timeout: 5_000,
    });
    expect(screen.getByText(/R\$\s50,00 entraram no seu saldo/u)).toBeTruthy();
  });

  it('asks for a valid CPF when none is on file, and refuses amounts outside the channel', async () => {
    const fetchMock = mockApi({
      [CHANNELS]: () => channels(false),
      [HISTORY]: () => ({ list: [], totalPages: 0 }),
      [CREATE]: () => apiFailure('duplicate-id-number', 'Este CPF já está cadastrado.'),
    });
    renderWithApp(<Deposit />);
    fireEvent.change(await screen.findByLabelText(pt.payments.deposit.amount), { target: { value: '9,99' } });
    fireEvent.click(screen.getByTestId('deposit-review'));
    expect(await screen.findByText(/Informe um valor entre R\$\s10,00 e R\$\s50\.000,00/u)).toBeTruthy();
    expect(screen.getByText(pt.payments.deposit.cpfRequired)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(pt.payments.deposit.cpf), { target: { value: '123.456.789-00' } });
    expect(screen.getByText(pt.payments.deposit.cpfInvalid)).toBeTruthy();

    fireEvent.change(screen.getByLabelText(pt.payments.deposit.amount), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText(pt.payments.deposit.cpf), { target: { value: '529.982.247-25' } });
    fireEvent.click(screen.getByTestId('deposit-review'));
    fireEvent.click(await screen.findByTestId('deposit-confirm'));
    expect(await screen.findByText('Este CPF já está cadastrado.')).toBeTruthy();
    expect(JSON.parse(String(callsTo(fetchMock, CREATE)[0]?.[1]?.body))).toMatchObject({
      cpf: '529.982.247-25',
    });
  });

  it('explains the steps of a PIX payment and lists past deposits with their status', async () => {
    mockApi({
      [CHANNELS]: () => channels(true),
      [HISTORY]: () => ({ list: [order('PAID'), { ...order('RETURNED'), id: 'x' }], totalPages: 1 }),
    });
    renderWithApp(<Deposit />);
    expect(await screen.findByText(pt.payments.tutorial.title)).toBeTruthy();
    expect(screen.getByText(/em até 30 minutos/u)).toBeTruthy();
    expect(await screen.findByText(pt.payments.depositStatus.PAID)).toBeTruthy();
    expect(screen.getByText(pt.payments.depositStatus.RETURNED)).toBeTruthy();
  });
});
