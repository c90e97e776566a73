import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { changeLanguage } from '../../../i18n';
import { pt } from '../../../i18n/pt';
import { useSessionStore } from '../../../lib/session-store';
import { apiFailure, callsTo, memberFixture, mockApi, renderWithApp } from '../../../test-render';
import { DownlineTransfer } from './downline-transfer';

const TRANSFER = 'POST /wps/agent/transfer/downline';
const LIMITS = 'GET /wps/member/transfer/limits';
const INFO = 'GET /wps/member/info';
const agentInfo = () => memberFixture({ account: 'agente1', type: 1, balance: 500_000 });
const MET = { required: 0, wagered: 0, remaining: 0 };

beforeEach(async () => {
  await changeLanguage('PT');
  useSessionStore.getState().setToken('session-token');
});

afterEach(() => {
  useSessionStore.getState().clearToken();
  vi.unstubAllGlobals();
});

const fill = async (account = 'jogador1', amount = '123,45') => {
  fireEvent.change(await screen.findByLabelText(pt.agent.transfer.account), { target: { value: account } });
  fireEvent.change(screen.getByLabelText(pt.transfer.amount), { target: { value: amount } });
  fireEvent.change(screen.getByLabelText(pt.transfer.paymentPassword), { target: { value: '135790' } });
  fireEvent.click(screen.getByTestId('downline-review'));
};

describe('downline transfer', () => {
  it('checks the fields with the server bounds before asking anything', async () => {
    const fetchMock = mockApi({
      [INFO]: agentInfo,
      [LIMITS]: () => ({ min: 500, max: 200_000, turnover: MET }),
    });
    renderWithApp(<DownlineTransfer />);
    expect(await screen.findByText(/Entre R\$\s5,00 e R\$\s2\.000,00 por transferência/u)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('downline-balance').textContent).toMatch(/R\$\s5\.000,00/u),
    );
    fireEvent.click(screen.getByTestId('downline-review'));
    expect(await screen.findByText(pt.agent.transfer.accountRequired)).toBeTruthy();
    expect(screen.getByText(pt.transfer.passwordRequired)).toBeTruthy();
    expect(screen.getByText(/Informe um valor entre R\$\s5,00 e R\$\s2\.000,00/u)).toBeTruthy();
    // A message shown goes away as the field is put right, not only when it loses focus.
    fireEvent.change(screen.getByLabelText(pt.agent.transfer.account), { target: { value: 'j' } });
    expect(screen.queryByText(pt.agent.transfer.accountRequired)).toBeNull();

    await fill('jogador1', '2.000,01');
    expect(await screen.findByText(/Informe um valor entre/u)).toBeTruthy();
    expect(screen.queryByTestId('downline-confirm')).toBeNull();
    expect(callsTo(fetchMock, TRANSFER)).toHaveLength(0);
  });

  it('sends once after the confirmation, encrypted, and shows the result with the new balance', async () => {
    const fetchMock = mockApi({
      [INFO]: agentInfo,
      [LIMITS]: () => ({ min: 100, max: 5_000_000, turnover: MET }),
      [TRANSFER]: () => ({ balance: 487_655, counterpart: 'jogador1' }),
    });
    renderWithApp(<DownlineTransfer />);
    await fill('  jogador1 ');
    expect(await screen.findByText(/Enviar R\$\s123,45 para jogador1\?/u)).toBeTruthy();
    expect(callsTo(fetchMock, TRANSFER)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: pt.transfer.back }));
    fireEvent.click(await screen.findByTestId('downline-review'));
    fireEvent.click(await screen.findByTestId('downline-confirm'));
    expect((await screen.findByTestId('downline-result')).textContent).toMatch(/jogador1.*R\$\s4\.876,55/u);
    expect(callsTo(fetchMock, TRANSFER)).toHaveLength(1);
    const sent = callsTo(fetchMock, TRANSFER)[0]?.[1];
    // Encrypted route: the body travels as { value }, never in plain text.
    expect(String(sent?.body)).not.toContain('135790');
    expect(String(sent?.body)).not.toContain('jogador1');
    expect(new Headers(sent?.headers).get('encryption')).toBeTruthy();
    // The agent's balance is read again after money moved.
    await waitFor(() => expect(callsTo(fetchMock, INFO).length).toBeGreaterThanOrEqual(2));
    expect((screen.getByLabelText(pt.agent.transfer.account) as HTMLInputElement).value).toBe('');
  });

  it.each([
    ['not-in-downline', 'Esta conta não faz parte da sua equipe.'],
    ['insufficient-funds', 'Saldo insuficiente para esta operação.'],
    ['incorrect-payment-password', 'A senha de pagamento está incorreta.'],
    [
      'transfer-turnover-not-met',
      'O dinheiro depositado precisa ser apostado antes de ser transferido. A página de transferência mostra quanto falta.',
    ],
  ])('shows the server refusal %s as the server words it', async (code, message) => {
    mockApi({
      [INFO]: agentInfo,
      [LIMITS]: () => ({ min: 100, max: 5_000_000, turnover: MET }),
      [TRANSFER]: () => apiFailure(code, message),
    });
    renderWithApp(<DownlineTransfer />);
    await fill();
    fireEvent.click(await screen.findByTestId('downline-confirm'));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(screen.getByTestId('downline-review')).toBeTruthy();
  });

  it("says how much of the agent's deposits is still to bet, and asks nothing until then", async () => {
    const fetchMock = mockApi({
      [INFO]: agentInfo,
      [LIMITS]: () => ({
        min: 100,
        max: 5_000_000,
        turnover: { required: 1_000, wagered: 0, remaining: 1_000 },
      }),
    });
    renderWithApp(<DownlineTransfer />);
    expect((await screen.findByTestId('downline-turnover')).textContent).toMatch(
      /Falta apostar: R\$\s10,00\./u,
    );
    await fill();
    expect(await screen.findByText(/Aposte mais R\$\s10,00 antes de transferir\./u)).toBeTruthy();
    expect(screen.queryByTestId('downline-confirm')).toBeNull();
    expect(callsTo(fetchMock, TRANSFER)).toHaveLength(0);
  });

  it('turns a refusal for the bounds into the bounds message, under the amount too', async () => {
    mockApi({
      [INFO]: agentInfo,
      [LIMITS]: () => ({ min: 100, max: 5_000_000, turnover: MET }),
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
    renderWithApp(<DownlineTransfer />);
    await fill();
    fireEvent.click(await screen.findByTestId('downline-confirm'));
    expect(await screen.findAllByText(/Informe um valor entre R\$\s200,00 e R\$\s300,00/u)).toHaveLength(2);
  });
});
