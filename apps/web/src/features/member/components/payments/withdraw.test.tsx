import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Withdrawal, WithdrawOverviewResponse } from '@platform/contracts';
import { changeLanguage } from '../../../../i18n';
import { pt } from '../../../../i18n/pt';
import { useSessionStore } from '../../../../lib/session-store';
import { apiFailure, callsTo, mockApi, renderWithApp } from '../../../../test-render';
import { proofProblem } from '../../../../lib/proof-files';
import { Withdraw } from './withdraw';

const OVERVIEW = 'GET /wps/member/withdraw/overview';
const HISTORY = 'GET /wps/member/withdraw/history';
const PAYEE = 'POST /wps/member/withdraw/payee';
const REQUEST = 'POST /wps/member/withdraw';
const CONFIRM = 'POST /wps/member/withdraw/confirm';

const withdrawal = (patch: Partial<Withdrawal> = {}): Withdrawal => ({
  id: '0b8f5f7e-3f3c-4a6b-8f43-5f7d1c2a9e10',
  reference: 'W1A2B3C4D5E6F',
  amount: 30_000,
  keyType: 'CPF',
  maskedKey: '***.982.247-**',
  status: 'PENDING',
  confirmation: null,
  confirmBy: null,
  proofCount: 0,
  remark: null,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  ...patch,
});

const overview = (patch: Partial<WithdrawOverviewResponse> = {}): WithdrawOverviewResponse => ({
  payee: { keyType: 'CPF', maskedKey: '***.982.247-**', holderName: 'Pedro Jogador' },
  paymentPasswordSet: true,
  balance: 100_000,
  limits: { min: 2_000, max: 5_000_000, dailyCount: 3, usedToday: 0 },
  turnover: { required: 10_000, wagered: 2_500, remaining: 7_500 },
  open: null,
  awaitingConfirmation: [],
  ...patch,
});

beforeEach(async () => {
  await changeLanguage('PT');
  useSessionStore.getState().setToken('session-token');
});

afterEach(() => {
  useSessionStore.getState().clearToken();
  vi.unstubAllGlobals();
});

describe('withdraw page', () => {
  it('shows the remaining turnover, limits and payee, then asks once before the request', async () => {
    const fetchMock = mockApi({
      [OVERVIEW]: () => overview(),
      [HISTORY]: () => ({ list: [], totalPages: 0 }),
      [REQUEST]: () => apiFailure('turnover-not-met', 'Você ainda precisa apostar mais antes de sacar.'),
    });
    renderWithApp(<Withdraw />);
    expect((await screen.findByTestId('turnover-remaining')).textContent).toMatch(
      /Falta apostar R\$\s75,00/u,
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText(/0 de 3 saques hoje/u)).toBeTruthy();
    expect(screen.getByTestId('payee-summary').textContent).toContain('***.982.247-**');

    fireEvent.click(screen.getByTestId('withdraw-all'));
    expect((screen.getByLabelText(pt.payments.withdraw.amount) as HTMLInputElement).value).toBe('1.000,00');
    fireEvent.change(screen.getByLabelText(pt.transfer.paymentPassword), { target: { value: '135790' } });
    fireEvent.click(screen.getByTestId('withdraw-review'));
    expect(await screen.findByText(/Sacar R\$\s1\.000,00 para \*\*\*\.982\.247-\*\*\?/u)).toBeTruthy();
    expect(callsTo(fetchMock, REQUEST)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('withdraw-confirm'));
    expect(await screen.findByText('Você ainda precisa apostar mais antes de sacar.')).toBeTruthy();
    expect(callsTo(fetchMock, REQUEST)).toHaveLength(1);
    expect(String(callsTo(fetchMock, REQUEST)[0]?.[1]?.body)).not.toContain('135790');
  });

  it('refuses an amount under the minimum or over the balance before asking', async () => {
    mockApi({
      [OVERVIEW]: () => overview({ balance: 5_000 }),
      [HISTORY]: () => ({ list: [], totalPages: 0 }),
    });
    renderWithApp(<Withdraw />);
    const amount = await screen.findByLabelText(pt.payments.withdraw.amount);
    fireEvent.change(amount, { target: { value: '19,99' } });
    fireEvent.click(screen.getByTestId('withdraw-review'));
    expect(await screen.findByText(/Informe um valor entre R\$\s20,00 e R\$\s50\.000,00/u)).toBeTruthy();
    fireEvent.change(amount, { target: { value: '60,00' } });
    expect(screen.getByText(pt.payments.withdraw.overBalance)).toBeTruthy();
    expect(screen.queryByTestId('withdraw-confirm')).toBeNull();
  });

  it('checks the PIX key per type before sending the payee', async () => {
    const fetchMock = mockApi({
      [OVERVIEW]: () => overview({ payee: null }),
      [HISTORY]: () => ({ list: [], totalPages: 0 }),
      [PAYEE]: () => apiFailure('pix-key-not-own', 'Esta chave PIX não está em seu nome (CPF).'),
    });
    renderWithApp(<Withdraw />);
    const key = await screen.findByLabelText(pt.payments.payee.key);
    fireEvent.change(screen.getByLabelText(pt.payments.payee.keyType), { target: { value: 'PHONE' } });
    fireEvent.change(key, { target: { value: '1234' } });
    fireEvent.change(screen.getByLabelText(pt.transfer.paymentPassword), { target: { value: '135790' } });
    fireEvent.click(screen.getByTestId('payee-save'));
    expect(await screen.findByText(pt.payments.payee.keyInvalid.PHONE)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(pt.payments.payee.keyType), { target: { value: 'EMAIL' } });
    expect(screen.getByText(pt.payments.payee.keyInvalid.EMAIL)).toBeTruthy();
    expect(callsTo(fetchMock, PAYEE)).toHaveLength(0);

    fireEvent.change(key, { target: { value: 'ana@example.com' } });
    fireEvent.click(screen.getByTestId('payee-save'));
    expect(await screen.findByText('Esta chave PIX não está em seu nome (CPF).')).toBeTruthy();
    expect(callsTo(fetchMock, PAYEE)).toHaveLength(1);
    // No withdrawal form before a payee is saved.
    expect(screen.queryByTestId('withdraw-form')).toBeNull();
  });

  it('shows the open withdrawal instead of a new form, and the history with statuses', async () => {
    mockApi({
      [OVERVIEW]: () => overview({ open: withdrawal() }),
      [HISTORY]: () => ({
        list: [withdrawal(), withdrawal({ id: 'b', status: 'PAID', confirmation: 'AUTO_RECEIVED' })],
        totalPages: 1,
      }),
    });
    renderWithApp(<Withdraw />);
    expect(await screen.findByTestId('open-withdrawal')).toBeTruthy();
    expect(screen.queryByTestId('withdraw-form')).toBeNull();
    await waitFor(() => expect(screen.getAllByText(pt.payments.withdrawStatus.PENDING).length).toBe(2));
    expect(screen.getByText(pt.payments.confirmationStatus.AUTO_RECEIVED)).toBeTruthy();
  });

  it('sends the member to the security centre without a payment password', async () => {
    mockApi({ [OVERVIEW]: () => overview({ paymentPasswordSet: false }) });
    renderWithApp(<Withdraw />);
    expect((await screen.findByTestId('withdraw-setup-link')).getAttribute('href')).toBe(
      '/member?tab=securityCenter',
    );
  });
});

describe('withdrawal confirmation', () => {
  const paid = withdrawal({
    status: 'PAID',
    confirmation: 'AWAITING',
    confirmBy: new Date(Date.now() + 30 * 60_000).toISOString(),
  });

  it('confirms a paid withdrawal as received', async () => {
    const fetchMock = mockApi({
      [OVERVIEW]: () => overview({ awaitingConfirmation: [paid] }),
      [HISTORY]: () => ({ list: [], totalPages: 0 }),
      [CONFIRM]: () => ({ ...paid, confirmation: 'RECEIVED' }),
    });
    renderWithApp(<Withdraw />);
    expect(await screen.findByText(pt.payments.confirmation.title)).toBeTruthy();
    expect(screen.getByText(/consideramos recebido em/u)).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-received'));
    await waitFor(() => expect(callsTo(fetchMock, CONFIRM)).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, CONFIRM)[0]?.[1]?.body))).toMatchObject({
      id: paid.id,
      outcome: 'RECEIVED',
      proofs: [],
    });
  });

  it('asks for proofs before "not received", refusing wrong files in the browser', async () => {
    const fetchMock = mockApi({
      [OVERVIEW]: () => overview({ awaitingConfirmation: [paid] }),
      [HISTORY]: () => ({ list: [], totalPages: 0 }),
    });
    renderWithApp(<Withdraw />);
    fireEvent.click(await screen.findByRole('button', { name: pt.payments.confirmation.notReceived }));
    fireEvent.click(screen.getByTestId('confirm-not-received'));
    expect(await screen.findByText(pt.payments.confirmation.proofRequired)).toBeTruthy();
    const gif = new File(['GIF89a'], 'extrato.gif', { type: 'image/gif' });
    fireEvent.change(screen.getByTestId('proof-input'), { target: { files: [gif] } });
    expect(await screen.findByText('extrato.gif não é uma imagem png ou jpg.')).toBeTruthy();
    expect(callsTo(fetchMock, CONFIRM)).toHaveLength(0);
  });

  it('checks type, size and count of proof images', () => {
    const png = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
    expect(proofProblem([png('a.png')], 0)).toBeNull();
    expect(proofProblem([new File(['x'], 'a.jpg', { type: 'image/jpeg' })], 2)).toBeNull();
    expect(proofProblem([png('a.png'), png('b.png')], 2)).toEqual({ kind: 'tooMany' });
    expect(proofProblem([png('big.png', 5 * 1024 * 1024 + 1)], 0)).toEqual({
      kind: 'tooBig',
      name: 'big.png',
    });
    expect(proofProblem([new File(['x'], 'a.webp', { type: 'image/webp' })], 0)).toEqual({
      kind: 'wrongType',
      name: 'a.webp',
    });
  });
});
