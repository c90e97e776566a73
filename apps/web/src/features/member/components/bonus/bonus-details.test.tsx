import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { formatMoney, type BonusDetailsResponse } from '@platform/contracts';
import { changeLanguage } from '../../../../i18n';
import { useSessionStore } from '../../../../lib/session-store';
import { mockApi, renderWithApp } from '../../../../test-render';
import { BonusDetails } from './bonus-details';

const DETAILS = 'GET /wps/member/bonus';
const brl = (minor: number) => formatMoney(minor, 'PT');

const details = (patch: Partial<BonusDetailsResponse> = {}): BonusDetailsResponse => ({
  balance: 0,
  active: null,
  history: [],
  freeSpins: [],
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

describe('bonus details: free spins', () => {
  it('lists each active free-spin grant with what is left, the bet, the expiry and a link to its game', async () => {
    mockApi({
      [DETAILS]: () =>
        details({
          freeSpins: [
            {
              id: 'g1',
              promotionCode: 'SPINS-10',
              gameCode: 'AUR-0001',
              nodeId: '1234',
              gameName: 'Coroa de Ouro',
              spinsTotal: 10,
              remaining: 7,
              bet: 100,
              expiresAt: '2026-12-10T03:00:00.000Z',
            },
          ],
        }),
    });
    renderWithApp(<BonusDetails />);
    const card = await screen.findByTestId('bonus-free-spins');
    expect(within(card).getByText('Rodadas grátis do bônus')).toBeTruthy();
    expect(within(card).getByText('7 de 10 rodadas restantes')).toBeTruthy();
    expect(card.textContent).toContain(`Aposta por rodada: ${brl(100)}`);
    const link = within(card).getByRole('link', { name: 'Jogar Coroa de Ouro' });
    expect(link.getAttribute('href')).toBe('/seamless?nodeId=1234&name=Coroa+de+Ouro');
  });

  it('shows no free-spin card when there are none', async () => {
    mockApi({ [DETAILS]: () => details() });
    renderWithApp(<BonusDetails />);
    await screen.findByTestId('bonus-details');
    expect(screen.queryByTestId('bonus-free-spins')).toBeNull();
  });
});
