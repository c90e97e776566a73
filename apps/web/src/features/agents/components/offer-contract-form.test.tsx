import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ContractType } from '@platform/contracts';
import { changeLanguage } from '../../../i18n';
import { pt } from '../../../i18n/pt';
import { useSessionStore } from '../../../lib/session-store';
import { contractFixture } from '../../../test-fixtures';
import { apiFailure, callsTo, mockApi, renderWithApp } from '../../../test-render';
import { OfferContractForm } from './offer-contract-form';

const DAILY = 'POST /wps/relay/processDailySalContract';
const REALTIME = 'POST /wps/relay/MCSFE_processRealTimeSalaryContract';

beforeEach(async () => {
  await changeLanguage('PT');
  useSessionStore.getState().setToken('session-token');
});

afterEach(() => {
  useSessionStore.getState().clearToken();
  vi.unstubAllGlobals();
});

const own = contractFixture({
  holder: 'agente01',
  upline: null,
  status: 'ACTIVE',
  terms: {
    type: 'DAILY_SALARY',
    dailySalary: { tiers: [{ betAmount: 50_000, activeMembers: 1, rate: 150 }] },
  },
});

const renderForm = (types: ContractType[] = ['DAILY_SALARY', 'REALTIME_SALARY']) => {
  const onOffered = vi.fn();
  renderWithApp(
    <OfferContractForm
      account="ana2026"
      types={types}
      own={[own]}
      pendingTypes={[]}
      onOffered={onOffered}
      onCancel={() => undefined}
    />,
  );
  return { onOffered };
};

const tier = (index: number) => within(screen.getAllByTestId('offer-tier')[index]!);
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit | undefined)?.body)) as Record<string, unknown>;

/** Two daily-salary tiers: R$ 1,00 → 1,5 % and R$ 2.500,50 with 3 active → 2 %. */
const fillTwoTiers = () => {
  type(tier(0).getByLabelText(pt.contracts.colBetDay), '1');
  type(tier(0).getByLabelText(pt.contracts.rateField), '1,5');
  fireEvent.click(screen.getByTestId('offer-add-tier'));
  type(tier(1).getByLabelText(pt.contracts.colBetDay), '2.500,50');
  type(tier(1).getByLabelText(pt.contracts.colActive), '3');
  type(tier(1).getByLabelText(pt.contracts.rateField), '2');
};

describe('offer a contract', () => {
  it('sends reais as centavos and percentages as basis points, after a review of the terms', async () => {
    const fetchMock = mockApi({ [DAILY]: () => ({ contract: contractFixture() }) });
    const { onOffered } = renderForm();
    // The agent's own terms are at hand: the ceiling of what it may offer.
    expect(within(screen.getByTestId('offer-own-terms')).getByText('1,50%')).toBeTruthy();
    fillTwoTiers();
    fireEvent.click(screen.getByTestId('offer-review-button'));
    const review = await screen.findByTestId('offer-review');
    expect(within(review).getByText('R$ 1,00')).toBeTruthy();
    expect(within(review).getByText('R$ 2.500,50')).toBeTruthy();
    expect(within(review).getByText('2,00%')).toBeTruthy();
    expect(callsTo(fetchMock, DAILY)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('offer-send'));
    await waitFor(() => expect(onOffered).toHaveBeenCalled());
    const body = bodyOf(callsTo(fetchMock, DAILY)[0]);
    expect(body).toMatchObject({
      action: 'OFFER',
      account: 'ana2026',
      terms: {
        type: 'DAILY_SALARY',
        dailySalary: {
          tiers: [
            { betAmount: 100, activeMembers: 1, rate: 150 },
            { betAmount: 250_050, activeMembers: 3, rate: 200 },
          ],
        },
      },
    });
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('adds and removes tiers', () => {
    mockApi({});
    renderForm();
    fireEvent.click(screen.getByTestId('offer-add-tier'));
    fireEvent.click(screen.getByTestId('offer-add-tier'));
    expect(screen.getAllByTestId('offer-tier')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Remover o nível 2' }));
    expect(screen.getAllByTestId('offer-tier')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remover o nível 2' }));
    // The last tier cannot be removed.
    expect(screen.queryByRole('button', { name: 'Remover o nível 1' })).toBeNull();
  });

  it('explains each bad field in words and sends nothing', async () => {
    const fetchMock = mockApi({});
    renderForm();
    fireEvent.click(screen.getByTestId('offer-review-button'));
    expect(await screen.findByText(pt.contracts.rateRequired)).toBeTruthy();

    type(tier(0).getByLabelText(pt.contracts.colBetDay), '500');
    type(tier(0).getByLabelText(pt.contracts.rateField), '1,234');
    type(tier(0).getByLabelText(pt.contracts.colActive), 'dois');
    fireEvent.click(screen.getByTestId('offer-add-tier'));
    type(tier(1).getByLabelText(pt.contracts.colBetDay), '100');
    type(tier(1).getByLabelText(pt.contracts.rateField), '101');
    fireEvent.click(screen.getByTestId('offer-review-button'));
    expect(await screen.findByText(pt.contracts.rateInvalid)).toBeTruthy();
    expect(screen.getByText(pt.contracts.countInvalid)).toBeTruthy();
    expect(screen.getByText(pt.contracts.rateMax)).toBeTruthy();
    expect(tier(1).getByText('Não pode ser menor que o do nível 1.')).toBeTruthy();

    // A ladder whose rate does not rise is refused on the rate that breaks it.
    type(tier(0).getByLabelText(pt.contracts.rateField), '2');
    type(tier(0).getByLabelText(pt.contracts.colActive), '1');
    type(tier(1).getByLabelText(pt.contracts.colBetDay), '900');
    type(tier(1).getByLabelText(pt.contracts.rateField), '1,5');
    fireEvent.click(screen.getByTestId('offer-review-button'));
    expect(await tier(1).findByText('A taxa precisa ser maior que a do nível 1.')).toBeTruthy();
    expect(screen.queryByTestId('offer-review')).toBeNull();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('checks the terms against the contract schema: an amount beyond its bound is refused', async () => {
    mockApi({});
    renderForm();
    type(tier(0).getByLabelText(pt.contracts.colBetDay), '99999999999');
    type(tier(0).getByLabelText(pt.contracts.rateField), '1');
    fireEvent.click(screen.getByTestId('offer-review-button'));
    expect(await screen.findByText(pt.contracts.termsInvalid)).toBeTruthy();
    expect(screen.queryByTestId('offer-review')).toBeNull();
  });

  it('shows the server’s refusal in place, and a retry after a lost answer is the same offer', async () => {
    let answer: 'lost' | 'refused' = 'lost';
    const fetchMock = mockApi({
      [REALTIME]: () =>
        answer === 'lost'
          ? apiFailure('service-unavailable', pt.errors['service-unavailable'], null, 503)
          : apiFailure('contract-rate-above-upline', pt.errors['contract-rate-above-upline']),
    });
    renderForm();
    fireEvent.click(screen.getByLabelText(pt.contracts.titleREALTIME_SALARY));
    expect(screen.queryAllByTestId('offer-tier')).toHaveLength(0);
    expect(
      screen.getByText(
        'Você ainda não tem um contrato de salário em tempo real em vigor, então não pode oferecê-lo.',
      ),
    ).toBeTruthy();
    type(screen.getByLabelText(pt.contracts.profitRateField), '0,4');
    type(screen.getByLabelText(pt.contracts.lossRateField), '0,8');
    type(screen.getByLabelText(pt.contracts.minimumBet), '50');
    const send = async () => {
      fireEvent.click(screen.getByTestId('offer-review-button'));
      fireEvent.click(await screen.findByTestId('offer-send'));
      return screen.findByTestId('offer-refused');
    };
    expect((await send()).textContent).toBe(pt.errors['service-unavailable']);
    answer = 'refused';
    expect((await send()).textContent).toBe(pt.errors['contract-rate-above-upline']);
    await send();
    const [first, second, third] = callsTo(fetchMock, REALTIME).map(bodyOf);
    expect(first).toMatchObject({
      terms: {
        type: 'REALTIME_SALARY',
        realtimeSalary: { profitRate: 40, lossRate: 80, minimumSingleBet: 5_000 },
      },
    });
    // The server may have made the offer the first time: the retry carries the same id.
    expect(second!.requestId).toBe(first!.requestId);
    // A refusal made nothing, so the next attempt is a new offer.
    expect(third!.requestId).not.toBe(second!.requestId);
  });

  it('asks the dividend period and starts from the agent’s own', async () => {
    const fetchMock = mockApi({
      'POST /wps/relay/MCS2_processDividendReq': () => ({ contract: contractFixture() }),
    });
    renderWithApp(
      <OfferContractForm
        account="ana2026"
        types={['DIVIDEND']}
        own={[
          contractFixture({
            type: 'DIVIDEND',
            status: 'ACTIVE',
            terms: {
              type: 'DIVIDEND',
              dividend: {
                period: 'M',
                tiers: [{ periodValidBet: 0, periodProfitLoss: 0, activeMembers: 1, rate: 3000 }],
              },
            },
          }),
        ]}
        pendingTypes={['DIVIDEND']}
        onOffered={() => undefined}
        onCancel={() => undefined}
      />,
    );
    expect(screen.getByText('Já existe uma oferta de dividendos aguardando este membro.')).toBeTruthy();
    expect((screen.getByLabelText(pt.contracts.periodNameM) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText(pt.contracts.periodNameW));
    type(tier(0).getByLabelText(pt.contracts.colValidBet), '1.000');
    type(tier(0).getByLabelText(pt.contracts.colLoss), '100');
    type(tier(0).getByLabelText(pt.contracts.colActive), '2');
    type(tier(0).getByLabelText(pt.contracts.rateField), '20');
    fireEvent.click(screen.getByTestId('offer-review-button'));
    fireEvent.click(await screen.findByTestId('offer-send'));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /wps/relay/MCS2_processDividendReq')).toHaveLength(1),
    );
    expect(bodyOf(callsTo(fetchMock, 'POST /wps/relay/MCS2_processDividendReq')[0]).terms).toEqual({
      type: 'DIVIDEND',
      dividend: {
        period: 'W',
        tiers: [{ periodValidBet: 100_000, periodProfitLoss: 10_000, activeMembers: 2, rate: 2000 }],
      },
    });
  });
});
