import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ContractView } from '@platform/contracts';
import { changeLanguage } from '../../../i18n';
import { pt } from '../../../i18n/pt';
import { useSessionStore } from '../../../lib/session-store';
import { contractFixture } from '../../../test-fixtures';
import { callsTo, mockApi, renderWithApp } from '../../../test-render';
import { ContractPopupGate } from './contract-popup-gate';

const FLAGS = 'GET /wps/member/info/funds/consolidated';
const LIST = 'GET /wps/member/contracts';
const DAILY = 'POST /wps/relay/processDailySalContract';

const flags = (waiting: boolean) => ({
  dailysalreq: waiting,
  divtypereq: false,
  contracthoursalreq: false,
  realtimesalreqtype: false,
  dailySalary: !waiting,
  hourSalary: false,
  salary: false,
  enableCt: false,
});

const offer = (overrides: Partial<ContractView> = {}) => contractFixture({ awaitsYou: true, ...overrides });

beforeEach(async () => {
  await changeLanguage('PT');
  useSessionStore.getState().setToken('session-token');
  window.sessionStorage.clear();
});

afterEach(() => {
  useSessionStore.getState().clearToken();
  vi.unstubAllGlobals();
});

describe('consolidated contract popup', () => {
  it('opens on a waiting offer with its terms, accepts it through the relay and closes', async () => {
    let accepted = false;
    const fetchMock = mockApi({
      [FLAGS]: () => flags(!accepted),
      [LIST]: () => ({
        contracts: [offer({ awaitsYou: !accepted, status: accepted ? 'ACTIVE' : 'OFFERED' })],
      }),
      [DAILY]: () => {
        accepted = true;
        return { contract: offer({ status: 'ACTIVE', awaitsYou: false }) };
      },
    });
    renderWithApp(<ContractPopupGate />);
    expect(await screen.findByText(pt.contracts.offerTitle)).toBeTruthy();
    expect(await screen.findByText('agente01 oferece a você um contrato de salário diário.')).toBeTruthy();
    expect(screen.getByText('R$ 2.000,00')).toBeTruthy();
    expect(screen.getByText('1,20%')).toBeTruthy();
    fireEvent.click(screen.getByTestId('contract-accept'));
    await waitFor(() => expect(screen.queryByTestId('contract-popup')).toBeNull());
    const [, init] = callsTo(fetchMock, DAILY)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      contractId: '4d8f8a44-5c2e-4a43-9d5e-6a3c0b1f2e11',
      action: 'ACCEPT',
    });
  });

  it('shows a refusal in words and keeps the offer open', async () => {
    mockApi({
      [FLAGS]: () => flags(true),
      [LIST]: () => ({ contracts: [offer()] }),
      [DAILY]: () =>
        Response.json(
          {
            success: false,
            errorCode: 'contract-rate-below-downline',
            message: pt.errors['contract-rate-below-downline'],
            value: null,
          },
          { status: 400 },
        ),
    });
    renderWithApp(<ContractPopupGate />);
    fireEvent.click(await screen.findByTestId('contract-reject'));
    expect((await screen.findByRole('alert')).textContent).toBe(pt.errors['contract-rate-below-downline']);
    expect(screen.getByTestId('contract-popup')).toBeTruthy();
  });

  it('asks about a request to end a contract with its own answers', async () => {
    mockApi({
      [FLAGS]: () => flags(true),
      [LIST]: () => ({
        contracts: [offer({ status: 'TERMINATION_REQUESTED', terminationRequestedBy: 'UPLINE' })],
      }),
    });
    renderWithApp(<ContractPopupGate />);
    expect(await screen.findByText(pt.contracts.terminationTitle)).toBeTruthy();
    expect(screen.getByTestId('contract-accept').textContent).toBe(pt.contracts.acceptTermination);
    expect(screen.getByTestId('contract-reject').textContent).toBe(pt.contracts.rejectTermination);
  });

  it('closing hides it for the rest of the visit', async () => {
    mockApi({ [FLAGS]: () => flags(true), [LIST]: () => ({ contracts: [offer()] }) });
    const first = renderWithApp(<ContractPopupGate />);
    await screen.findByTestId('contract-popup');
    fireEvent.click(screen.getByRole('button', { name: pt.common.close }));
    await waitFor(() => expect(screen.queryByTestId('contract-popup')).toBeNull());
    first.unmount();
    renderWithApp(<ContractPopupGate />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('contract-popup')).toBeNull();
  });

  it('asks nothing of a visitor or when no request waits', async () => {
    const fetchMock = mockApi({ [FLAGS]: () => flags(false), [LIST]: () => ({ contracts: [] }) });
    renderWithApp(<ContractPopupGate />);
    await waitFor(() => expect(callsTo(fetchMock, FLAGS)).toHaveLength(1));
    expect(callsTo(fetchMock, LIST)).toHaveLength(0);
    expect(screen.queryByTestId('contract-popup')).toBeNull();
  });
});
