import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '../../../i18n';
import { pt } from '../../../i18n/pt';
import { useSessionStore } from '../../../lib/session-store';
import { apiFailure, callsTo, memberFixture, mockApi, renderWithApp } from '../../../test-render';
import { TransferFund } from './transfer-fund';

const MODE = 'POST /wps/relay/GCS_merchantWallet';
const WALLETS = 'GET /wps/member/wallets';
const TRANSFER = 'POST /wps/relay/GCS_walletTransfer';
const INFO = 'GET /wps/member/info';

beforeEach(async () => {
  await changeLanguage('PT');
  useSessionStore.getState().setToken('session-token');
});

afterEach(() => {
  useSessionStore.getState().clearToken();
  vi.unstubAllGlobals();
});

const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit | undefined)?.body)) as Record<string, unknown>;

describe('transfer between wallets', () => {
  it('says the site has one wallet for every game, with the balance and a way to deposit', async () => {
    const fetchMock = mockApi({
      [MODE]: () => ({ isSingle: true, vendorWallets: [] }),
      [INFO]: () => memberFixture({ balance: 123456 }),
    });
    renderWithApp(<TransferFund />);
    const panel = await screen.findByTestId('single-wallet-panel');
    expect(within(panel).getByRole('heading', { name: pt.wallets.singleTitle })).toBeTruthy();
    await waitFor(() =>
      expect(within(panel).getByTestId('single-wallet-balance').textContent).toMatch(/R\$\s1\.234,56/u),
    );
    expect(within(panel).getByRole('link', { name: pt.wallets.deposit }).getAttribute('href')).toBe(
      '/member?tab=depositv2',
    );
    expect(within(panel).getByRole('link', { name: pt.wallets.seeAccountRecord }).getAttribute('href')).toBe(
      '/member?tab=accountRecord',
    );
    // No wallet list, no transfer form.
    expect(callsTo(fetchMock, WALLETS)).toHaveLength(0);
    expect(screen.queryByTestId('wallet-transfer-review')).toBeNull();
  });

  it('lists the wallets and moves money only after the confirmation, then shows the result and refreshes', async () => {
    let main = 50_000;
    let studio = 0;
    const fetchMock = mockApi({
      [MODE]: () => ({ isSingle: false, vendorWallets: ['STUDIO', 'ARCADE'] }),
      [WALLETS]: () => [
        { wallet: 'MAIN', walletName: '', balance: main },
        { wallet: 'STUDIO', walletName: 'Sorte Grande Studio', balance: studio },
        { wallet: 'ARCADE', walletName: 'Arcade Club', balance: 0 },
      ],
      [TRANSFER]: ({ init }) => {
        const body = JSON.parse(String(init?.body)) as { amount: number };
        main -= body.amount;
        studio += body.amount;
        return { main, vendor: studio };
      },
    });
    renderWithApp(<TransferFund />);
    const list = await screen.findByTestId('wallet-list');
    expect(within(list).getByText(pt.wallets.main)).toBeTruthy();
    expect(screen.getByTestId('wallet-balance-MAIN').textContent).toMatch(/R\$\s500,00/u);
    expect(screen.getByTestId('wallet-balance-ARCADE').textContent).toMatch(/R\$\s0,00/u);
    expect(screen.getByTestId('wallet-transfer-route').textContent).toBe(
      'De Carteira principal para Sorte Grande Studio',
    );

    // More than the main wallet holds: refused here, nothing asked.
    fireEvent.change(screen.getByLabelText(pt.transfer.amount), { target: { value: '600,00' } });
    fireEvent.click(screen.getByTestId('wallet-transfer-review'));
    expect(await screen.findByText('Valor acima do saldo de Carteira principal (R$ 500,00).')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(pt.transfer.amount), { target: { value: '123,45' } });
    fireEvent.click(screen.getByTestId('wallet-transfer-review'));
    expect(
      await screen.findByText(/Transferir R\$\s123,45 de Carteira principal para Sorte Grande Studio\?/u),
    ).toBeTruthy();
    expect(callsTo(fetchMock, TRANSFER)).toHaveLength(0);

    fireEvent.click(screen.getByTestId('wallet-transfer-confirm'));
    expect((await screen.findByTestId('wallet-transfer-result')).textContent).toMatch(
      /Carteira principal: R\$\s376,55; Sorte Grande Studio: R\$\s123,45/u,
    );
    await waitFor(() =>
      expect(screen.getByTestId('wallet-balance-STUDIO').textContent).toMatch(/R\$\s123,45/u),
    );
    expect(callsTo(fetchMock, WALLETS).length).toBeGreaterThanOrEqual(2);
    expect(bodyOf(callsTo(fetchMock, TRANSFER)[0])).toMatchObject({
      vendor: 'STUDIO',
      direction: 'IN',
      amount: 12345,
    });

    // Back out of the game wallet: a new request with a fresh id.
    fireEvent.click(screen.getByRole('tab', { name: pt.wallets.directionOut }));
    expect(screen.getByTestId('wallet-transfer-route').textContent).toBe(
      'De Sorte Grande Studio para Carteira principal',
    );
    fireEvent.change(screen.getByLabelText(pt.transfer.amount), { target: { value: '1,00' } });
    fireEvent.click(screen.getByTestId('wallet-transfer-review'));
    fireEvent.click(await screen.findByTestId('wallet-transfer-confirm'));
    await waitFor(() => expect(callsTo(fetchMock, TRANSFER)).toHaveLength(2));
    const [first, second] = callsTo(fetchMock, TRANSFER).map(bodyOf);
    expect(second).toMatchObject({ vendor: 'STUDIO', direction: 'OUT' });
    expect(second!.requestId).not.toBe(first!.requestId);
    expect(String(first!.requestId)).toMatch(/^[0-9a-f-]{36}$/u);
  });

  it('shows the server refusal and keeps the form', async () => {
    mockApi({
      [MODE]: () => ({ isSingle: false, vendorWallets: ['STUDIO'] }),
      [WALLETS]: () => [
        { wallet: 'MAIN', walletName: '', balance: 50_000 },
        { wallet: 'STUDIO', walletName: 'Sorte Grande Studio', balance: 0 },
      ],
      [TRANSFER]: () =>
        apiFailure('insufficient-funds', 'Saldo insuficiente para esta operação.', { balance: 0 }),
    });
    renderWithApp(<TransferFund />);
    fireEvent.change(await screen.findByLabelText(pt.transfer.amount), { target: { value: '1,00' } });
    fireEvent.click(screen.getByTestId('wallet-transfer-review'));
    fireEvent.click(await screen.findByTestId('wallet-transfer-confirm'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Saldo insuficiente para esta operação.',
    );
    expect(screen.getByTestId('wallet-transfer-review')).toBeTruthy();
  });

  it('says when the wallets cannot be loaded, with a retry', async () => {
    let fail = true;
    const fetchMock = mockApi({
      [MODE]: () =>
        fail ? apiFailure('unknown', 'Falha no servidor', null, 500) : { isSingle: true, vendorWallets: [] },
      [INFO]: () => memberFixture(),
    });
    renderWithApp(<TransferFund />);
    expect(await screen.findByText(pt.wallets.loadErrorTitle)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: pt.common.retry }));
    expect(await screen.findByTestId('single-wallet-panel')).toBeTruthy();
    expect(callsTo(fetchMock, MODE)).toHaveLength(2);
  });
});
