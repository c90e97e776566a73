import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { changeLanguage } from '../../../i18n';
import { pt } from '../../../i18n/pt';
import { useSessionStore } from '../../../lib/session-store';
import { apiFailure, callsTo, mockApi, renderWithApp } from '../../../test-render';
import { TransferUpline } from './transfer-upline';

const TRANSFER = 'POST /wps/member/transfer/upline';
const LIMITS = 'GET /wps/member/transfer/limits';
const MET = { required: 0, wagered: 0, remaining: 0 };
const limits = () => ({ min: 100, max: 5_000_000, turnover: MET });

const overview = (hasPaymentPassword: boolean) => ({
  mobile: '+55 ••••• 4321',
  email: null,
  hasPayeeName: true,
  hasPaymentPassword,
  totpEnabled: false,
});

beforeEach(async () => {
  await changeLanguage('PT');
  useSessionStore.getState().setToken('session-token');
});

afterEach(() => {
  useSessionStore.getState().clearToken();
  vi.unstubAllGlobals();
});

const fill = async () => {
  fireEvent.change(await screen.findByLabelText(pt.transfer.amount), { target: { value: '123,45' } });
  fireEvent.change(screen.getByLabelText(pt.transfer.paymentPassword), { target: { value: '135790' } });
  fireEvent.click(screen.getByTestId('transfer-review'));
};

describe('upline transfer', () => {
  it('moves no money before the confirmation, then sends once and shows the result', async () => {
    const fetchMock = mockApi({
      'GET /wps/member/security': () => overview(true),
      [LIMITS]: limits,
      [TRANSFER]: () => ({ balance: 87655, counterpart: 'agente1' }),
    });
    renderWithApp(<TransferUpline />);
    await fill();
    expect(await screen.findByText(/Enviar R\$\s123,45 para o seu agente\?/u)).toBeTruthy();
    expect(callsTo(fetchMock, TRANSFER)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: pt.transfer.back }));
    fireEvent.click(await screen.findByTestId('transfer-review'));
    fireEvent.click(await screen.findByTestId('transfer-confirm'));
    expect((await screen.findByTestId('transfer-result')).textContent).toMatch(/agente1.*R\$\s876,55/u);
    expect(callsTo(fetchMock, TRANSFER)).toHaveLength(1);
    // Encrypted route: the body travels as { value }, never in plain text.
    expect(String(callsTo(fetchMock, TRANSFER)[0]?.[1]?.body)).not.toContain('135790');
  });

  it('refuses amounts out of the server bounds before asking, and shows the server refusal', async () => {
    const fetchMock = mockApi({
      'GET /wps/member/security': () => overview(true),
      [LIMITS]: () => ({ min: 500, max: 200_000, turnover: MET }),
      [TRANSFER]: () => apiFailure('incorrect-payment-password', 'Senha de pagamento incorreta'),
    });
    renderWithApp(<TransferUpline />);
    const amount = await screen.findByLabelText(pt.transfer.amount);
    expect(screen.getByText(/Entre R\$\s5,00 e R\$\s2\.000,00 por transferência/u)).toBeTruthy();
    fireEvent.change(amount, { target: { value: '4,99' } });
    fireEvent.click(screen.getByTestId('transfer-review'));
    expect(await screen.findByText(/Informe um valor entre R\$\s5,00 e R\$\s2\.000,00/u)).toBeTruthy();
    expect(screen.queryByTestId('transfer-confirm')).toBeNull();

    await fill();
    fireEvent.click(await screen.findByTestId('transfer-confirm'));
    expect(await screen.findByText('Senha de pagamento incorreta')).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, TRANSFER)).toHaveLength(1));
  });

  it('shows the bounds the server refused an amount with, when they changed since the page loaded', async () => {
    mockApi({
      'GET /wps/member/security': () => overview(true),
      [LIMITS]: limits,
      [TRANSFER]: () =>
        apiFailure('validation-failed', 'Alguns campos não são válidos.', {
          fields: [
            {
              field: 'amount',
              messageKey: 'amountBounds',
              message: 'Informe um valor entre R$\u00a0200,00 e R$\u00a0300,00.',
              min: 20_000,
              max: 30_000,
            },
          ],
        }),
    });
    renderWithApp(<TransferUpline />);
    await fill();
    fireEvent.click(await screen.findByTestId('transfer-confirm'));
    expect(await screen.findByText(/Informe um valor entre R\$\s200,00 e R\$\s300,00/u)).toBeTruthy();
  });

  it('says how much is still to bet while deposits are unplayed, and asks nothing until then', async () => {
    const fetchMock = mockApi({
      'GET /wps/member/security': () => overview(true),
      [LIMITS]: () => ({
        min: 100,
        max: 5_000_000,
        turnover: { required: 30_000, wagered: 20_000, remaining: 10_000 },
      }),
      [TRANSFER]: () =>
        apiFailure('transfer-turnover-not-met', 'O dinheiro depositado precisa ser apostado.'),
    });
    renderWithApp(<TransferUpline />);
    expect((await screen.findByTestId('transfer-turnover')).textContent).toMatch(
      /O dinheiro depositado precisa ser apostado antes de ser transferido\. Falta apostar: R\$\s100,00\./u,
    );
    await fill();
    expect(await screen.findByText(/Aposte mais R\$\s100,00 antes de transferir\./u)).toBeTruthy();
    expect(screen.queryByTestId('transfer-confirm')).toBeNull();
    expect(callsTo(fetchMock, TRANSFER)).toHaveLength(0);
  });

  it('shows the server refusal when the turnover grew after the page loaded', async () => {
    mockApi({
      'GET /wps/member/security': () => overview(true),
      [LIMITS]: limits,
      [TRANSFER]: () =>
        apiFailure('transfer-turnover-not-met', 'O dinheiro depositado precisa ser apostado.', {
          required: 5_000,
          wagered: 0,
          remaining: 5_000,
        }),
    });
    renderWithApp(<TransferUpline />);
    await fill();
    fireEvent.click(await screen.findByTestId('transfer-confirm'));
    expect(await screen.findByText('O dinheiro depositado precisa ser apostado.')).toBeTruthy();
  });

  it('still checks for an amount when the bounds cannot be loaded', async () => {
    mockApi({ 'GET /wps/member/security': () => overview(true) });
    renderWithApp(<TransferUpline />);
    await screen.findByLabelText(pt.transfer.amount);
    fireEvent.click(screen.getByTestId('transfer-review'));
    expect(await screen.findByText(pt.transfer.amountRequired)).toBeTruthy();
    expect(screen.queryByTestId('transfer-confirm')).toBeNull();
  });

  it('leads a member without a payment password to the security centre', async () => {
    mockApi({ 'GET /wps/member/security': () => overview(false), [LIMITS]: limits });
    renderWithApp(<TransferUpline />);
    expect((await screen.findByTestId('transfer-setup-link')).getAttribute('href')).toBe(
      '/member?tab=securityCenter',
    );
  });
});
