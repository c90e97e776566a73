import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ContractView } from '@platform/contracts';
import { changeLanguage } from '../../i18n';
import { pt } from '../../i18n/pt';
import { useSessionStore } from '../../lib/session-store';
import { contractFixture } from '../../test-fixtures';
import { apiFailure, callsTo, memberFixture, mockApi, renderWithApp } from '../../test-render';
import { ContractList } from './contract-list';
import { HolderContracts } from './holder-contracts';

const DAILY = 'POST /wps/relay/processDailySalContract';
const DIVIDEND = 'POST /wps/relay/MCS2_processDividendReq';

beforeEach(async () => {
  await changeLanguage('PT');
  useSessionStore.getState().setToken('session-token');
});

afterEach(() => {
  useSessionStore.getState().clearToken();
  vi.unstubAllGlobals();
});

const actionsOf = (card: HTMLElement) =>
  within(card)
    .queryAllByRole('button')
    .map((button) => button.textContent);

const listOf = (contracts: ContractView[], party: 'HOLDER' | 'UPLINE') => {
  mockApi({});
  renderWithApp(<ContractList contracts={contracts} party={party} empty={<p>nada</p>} />);
  return screen.getAllByTestId('contract-card');
};

describe('contract list', () => {
  it('offers each party only the actions its state allows', () => {
    const terminationByHolder = contractFixture({
      id: 'c2',
      status: 'TERMINATION_REQUESTED',
      terminationRequestedBy: 'HOLDER',
      activatedAt: '2026-11-26T13:00:00.000Z',
    });
    const cards = listOf(
      [contractFixture(), contractFixture({ id: 'c1', status: 'ACTIVE' }), terminationByHolder],
      'UPLINE',
    );
    expect(cards.map(actionsOf)).toEqual([
      [pt.contracts.actionWITHDRAW],
      [pt.contracts.actionREQUEST_TERMINATION],
      [pt.contracts.actionACCEPT_TERMINATION, pt.contracts.actionREJECT_TERMINATION],
    ]);
    expect(within(cards[2]!).getByText(pt.contracts.terminationByOther)).toBeTruthy();
    expect(within(cards[2]!).getByText('Em vigor desde 26/11/2026 10:00')).toBeTruthy();
  });

  it('shows the holder its answers, and nothing to do while its own request waits', () => {
    const cards = listOf(
      [
        contractFixture({ awaitsYou: true }),
        contractFixture({ id: 'c3', status: 'TERMINATION_REQUESTED', terminationRequestedBy: 'HOLDER' }),
      ],
      'HOLDER',
    );
    expect(actionsOf(cards[0]!)).toEqual([pt.contracts.actionACCEPT, pt.contracts.actionREJECT]);
    expect(within(cards[0]!).getByText('Oferecido por agente01')).toBeTruthy();
    expect(within(cards[0]!).getByText(pt.contracts.awaitsYou)).toBeTruthy();
    expect(actionsOf(cards[1]!)).toEqual([]);
    expect(within(cards[1]!).getByText(pt.contracts.terminationByYou)).toBeTruthy();
  });

  it('folds ended contracts away and shows the empty state when there are none', () => {
    listOf(
      [contractFixture({ status: 'ACTIVE' }), contractFixture({ id: 'c4', status: 'WITHDRAWN' })],
      'HOLDER',
    );
    expect(screen.getByText('Encerrados (1)')).toBeTruthy();
    expect(screen.getByText(pt.contracts.statusWITHDRAWN)).toBeTruthy();
  });

  it('confirms an action before sending it to the type’s relay, then shows the new state', async () => {
    const fetchMock = mockApi({
      [DIVIDEND]: () => ({
        contract: contractFixture({ type: 'DIVIDEND', status: 'WITHDRAWN', terms: dividendTerms }),
      }),
    });
    renderWithApp(
      <ContractList
        contracts={[contractFixture({ type: 'DIVIDEND', terms: dividendTerms })]}
        party="UPLINE"
        empty={null}
      />,
    );
    fireEvent.click(screen.getByTestId('contract-action-WITHDRAW'));
    // Nothing is sent before the confirmation, and going back sends nothing either.
    expect(screen.getByText('Retirar a oferta de dividendos feita a ana2026?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: pt.transfer.back }));
    fireEvent.click(screen.getByTestId('contract-action-WITHDRAW'));
    expect(callsTo(fetchMock, DIVIDEND)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('contract-confirm'));
    expect(await screen.findByText('Contrato atualizado: Oferta retirada.')).toBeTruthy();
    const calls = callsTo(fetchMock, DIVIDEND);
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]![1]?.body))).toEqual({
      contractId: '4d8f8a44-5c2e-4a43-9d5e-6a3c0b1f2e11',
      action: 'WITHDRAW',
    });
  });

  it('shows a refusal in words on the card', async () => {
    mockApi({
      [DAILY]: () => apiFailure('contract-state-changed', pt.errors['contract-state-changed'], null, 409),
    });
    renderWithApp(
      <ContractList contracts={[contractFixture({ status: 'ACTIVE' })]} party="HOLDER" empty={null} />,
    );
    fireEvent.click(screen.getByTestId('contract-action-REQUEST_TERMINATION'));
    fireEvent.click(screen.getByTestId('contract-confirm'));
    expect((await screen.findByRole('alert')).textContent).toBe(pt.errors['contract-state-changed']);
    // The card offers its action again.
    expect(screen.getByTestId('contract-action-REQUEST_TERMINATION')).toBeTruthy();
  });
});

describe('holder contracts', () => {
  it('lists only what the signed-in account holds, and answers an offer', async () => {
    let answered = false;
    const fetchMock = mockApi({
      'GET /wps/member/info': () => memberFixture({ account: 'ana2026' }),
      'GET /wps/member/contracts': () => ({
        contracts: [
          contractFixture({ status: answered ? 'ACTIVE' : 'OFFERED', awaitsYou: !answered }),
          // A contract ana2026 gave her own downline is not hers to answer here.
          contractFixture({ id: 'c9', holder: 'bia', upline: 'ana2026' }),
        ],
      }),
      [DAILY]: () => {
        answered = true;
        return { contract: contractFixture({ status: 'ACTIVE' }) };
      },
    });
    renderWithApp(<HolderContracts />);
    expect(await screen.findAllByTestId('contract-card')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('contract-action-ACCEPT'));
    expect(
      screen.getByText('Aceitar este contrato de salário diário? Ele passa a valer agora.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('contract-confirm'));
    await waitFor(() =>
      expect(screen.getByTestId('contract-card').getAttribute('data-contract-status')).toBe('ACTIVE'),
    );
    expect(JSON.parse(String(callsTo(fetchMock, DAILY)[0]![1]?.body)).action).toBe('ACCEPT');
  });

  it('says so when there is none', async () => {
    mockApi({
      'GET /wps/member/info': () => memberFixture(),
      'GET /wps/member/contracts': () => ({ contracts: [] }),
    });
    renderWithApp(<HolderContracts />);
    expect(await screen.findByText(pt.contracts.emptyTitle)).toBeTruthy();
  });
});

const dividendTerms = {
  type: 'DIVIDEND' as const,
  dividend: {
    period: 'W' as const,
    tiers: [{ periodValidBet: 100_000, periodProfitLoss: 10_000, activeMembers: 2, rate: 2000 }],
  },
};
