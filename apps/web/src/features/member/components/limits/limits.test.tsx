import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LIMIT_KINDS, LIMIT_PERIODS, type LimitChangeOutcome, type PlayerLimit } from '@platform/contracts';
import { changeLanguage } from '../../../../i18n';
import { pt } from '../../../../i18n/pt';
import { en } from '../../../../i18n/en';
import { zh } from '../../../../i18n/zh';
import { useSessionStore } from '../../../../lib/session-store';
import { apiFailure, callsTo, mockApi, renderWithApp } from '../../../../test-render';
import { PlayerLimits } from './limits';

const GET = 'GET /wps/member/limits';
const SET = 'POST /wps/member/limits';
const CONFIRM = 'POST /wps/member/limits/confirm';
const CANCEL = 'POST /wps/member/limits/cancel';
const HOUR = 3_600_000;

/** Every kind and period, as the server answers them, with some set. */
const limitsOf = (set: Array<Partial<PlayerLimit> & Pick<PlayerLimit, 'kind' | 'period'>> = []) => ({
  coolDownHours: 24,
  timeZone: 'America/Sao_Paulo',
  limits: LIMIT_KINDS.flatMap((kind) =>
    LIMIT_PERIODS.map((period) => ({
      kind,
      period,
      amount: null,
      pending: null,
      used: 0,
      resetsAt: '2026-03-11T03:00:00.000Z',
      ...set.find((entry) => entry.kind === kind && entry.period === period),
    })),
  ),
});
const answer = (outcome: LimitChangeOutcome, set: Parameters<typeof limitsOf>[0]) => ({
  ...limitsOf(set),
  outcome,
});
const bodyOf = (fetchMock: ReturnType<typeof mockApi>, key: string, index = 0) =>
  JSON.parse(String(callsTo(fetchMock, key)[index]?.[1]?.body)) as unknown;
const card = async (kind: string) => screen.findByTestId(`limit-card-${kind}`);

beforeEach(async () => {
  await changeLanguage('PT');
  useSessionStore.getState().setToken('session-token');
});

afterEach(() => {
  useSessionStore.getState().clearToken();
  vi.unstubAllGlobals();
});

describe('the member limits page', () => {
  it('sets a first limit only after one review, then shows it in force', async () => {
    const fetchMock = mockApi({
      [GET]: () => limitsOf([{ kind: 'LOSS', period: 'DAY', used: 1_250 }]),
      [SET]: () => answer('APPLIED', [{ kind: 'LOSS', period: 'DAY', amount: 5_000, used: 1_250 }]),
    });
    renderWithApp(<PlayerLimits />);
    expect(await screen.findByTestId('limits-empty')).toBeTruthy();
    const loss = await card('LOSS');
    expect(within(loss).getByTestId('limit-amount').textContent).toBe(pt.limits.noLimit);
    expect(within(loss).getByTestId('limit-usage').textContent).toMatch(/R\$\s12,50 neste período/u);

    fireEvent.click(within(loss).getByTestId('limit-edit'));
    fireEvent.change(within(loss).getByLabelText('Novo limite por dia'), { target: { value: '50' } });
    fireEvent.click(within(loss).getByTestId('limit-review'));
    expect(
      await within(loss).findByText(/Definir o limite de perda por dia em R\$\s50,00\? Vale na hora\./u),
    ).toBeTruthy();
    expect(callsTo(fetchMock, SET)).toHaveLength(0);

    fireEvent.click(within(loss).getByTestId('limit-confirm'));
    expect((await within(loss).findByTestId('limit-notice')).textContent).toBe(pt.limits.applied);
    expect(bodyOf(fetchMock, SET)).toEqual({ kind: 'LOSS', period: 'DAY', amount: 5_000 });
    expect(within(loss).getByTestId('limit-amount').textContent).toMatch(/R\$\s50,00/u);
    expect(within(loss).getByTestId('limit-usage').textContent).toMatch(/R\$\s12,50 de R\$\s50,00 usados/u);
    expect(within(loss).getByRole('meter').getAttribute('aria-valuenow')).toBe('1250');
    expect(screen.queryByTestId('limits-empty')).toBeNull();
  });

  it('a raise says it waits 24 hours, then shows the request with its date and no confirmation yet', async () => {
    const dueAt = new Date(Date.now() + 24 * HOUR).toISOString();
    const fetchMock = mockApi({
      [GET]: () => limitsOf([{ kind: 'DEPOSIT', period: 'WEEK', amount: 10_000 }]),
      [SET]: () =>
        answer('PENDING', [
          {
            kind: 'DEPOSIT',
            period: 'WEEK',
            amount: 10_000,
            pending: { amount: 30_000, requestedAt: new Date().toISOString(), dueAt },
          },
        ]),
      [CANCEL]: () => answer('CANCELLED', [{ kind: 'DEPOSIT', period: 'WEEK', amount: 10_000 }]),
    });
    renderWithApp(<PlayerLimits />);
    fireEvent.click(await screen.findByRole('tab', { name: pt.limits.periods.WEEK }));
    const deposit = await card('DEPOSIT');
    fireEvent.click(within(deposit).getByTestId('limit-edit'));
    fireEvent.change(within(deposit).getByLabelText('Novo limite por semana'), { target: { value: '300' } });
    fireEvent.click(within(deposit).getByTestId('limit-review'));
    expect(
      await within(deposit).findByText(
        /Aumentar o limite de depósito por semana para R\$\s300,00\?.*24 horas/u,
      ),
    ).toBeTruthy();
    fireEvent.click(within(deposit).getByTestId('limit-confirm'));

    const pending = await within(deposit).findByTestId('limit-pending');
    expect(pending.textContent).toMatch(
      /Aumento para R\$\s300,00 pedido\. Você poderá confirmar a partir de/u,
    );
    expect(within(deposit).getByTestId('limit-notice').textContent).toMatch(/Pedido registrado/u);
    expect(within(deposit).getByTestId('limit-amount').textContent).toMatch(/R\$\s100,00/u);
    expect(within(pending).queryByTestId('limit-confirm-pending')).toBeNull();

    fireEvent.click(within(pending).getByTestId('limit-cancel-pending'));
    expect((await within(deposit).findByTestId('limit-notice')).textContent).toBe(pt.limits.cancelled);
    await waitFor(() => expect(within(deposit).queryByTestId('limit-pending')).toBeNull());
    expect(bodyOf(fetchMock, CANCEL)).toEqual({ kind: 'DEPOSIT', period: 'WEEK' });
  });

  it('offers to confirm a raise once its cool-down has passed, after one more review', async () => {
    const fetchMock = mockApi({
      [GET]: () =>
        limitsOf([
          {
            kind: 'WAGER',
            period: 'DAY',
            amount: 10_000,
            pending: {
              amount: null,
              requestedAt: new Date(Date.now() - 25 * HOUR).toISOString(),
              dueAt: new Date(Date.now() - HOUR).toISOString(),
            },
          },
        ]),
      [CONFIRM]: () => answer('APPLIED', []),
    });
    renderWithApp(<PlayerLimits />);
    const wager = await card('WAGER');
    await waitFor(() =>
      expect(within(wager).getByTestId('limit-pending').textContent).toMatch(
        /Remoção do limite pedida\. A espera terminou/u,
      ),
    );
    fireEvent.click(within(wager).getByTestId('limit-confirm-pending'));
    expect(
      await within(wager).findByText(/Confirmar a remoção do limite de valor apostado por dia\?/u),
    ).toBeTruthy();
    expect(callsTo(fetchMock, CONFIRM)).toHaveLength(0);
    fireEvent.click(within(wager).getByTestId('limit-confirm-pending-send'));
    expect((await within(wager).findByTestId('limit-notice')).textContent).toBe(pt.limits.applied);
    expect(within(wager).getByTestId('limit-amount').textContent).toBe(pt.limits.noLimit);
    expect(bodyOf(fetchMock, CONFIRM)).toEqual({ kind: 'WAGER', period: 'DAY' });
  });

  it('checks what is typed before asking, and shows the server’s refusal in the page’s language', async () => {
    await changeLanguage('EN');
    const fetchMock = mockApi({
      [GET]: () => limitsOf([{ kind: 'BET_COUNT', period: 'MONTH', amount: 100 }]),
      [SET]: () =>
        apiFailure(
          'limit-raise-not-due',
          'This change can be confirmed only after its waiting period ends.',
          null,
          409,
        ),
    });
    renderWithApp(<PlayerLimits />);
    fireEvent.click(await screen.findByRole('tab', { name: en.limits.periods.MONTH }));
    const count = await card('BET_COUNT');
    expect(within(count).getByTestId('limit-amount').textContent).toBe('100 bets');
    fireEvent.click(within(count).getByTestId('limit-edit'));
    const input = within(count).getByLabelText('Number of bets per month');
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.click(within(count).getByTestId('limit-review'));
    expect(await within(count).findByText('Enter a whole number of bets, from 1 to 1,000,000.')).toBeTruthy();
    // Letters are not taken at all.
    fireEvent.change(input, { target: { value: '12a' } });
    expect((input as HTMLInputElement).value).toBe('');
    fireEvent.change(input, { target: { value: '100' } });
    fireEvent.click(within(count).getByTestId('limit-review'));
    expect((await within(count).findByTestId('limit-notice')).textContent).toBe(en.limits.unchanged);
    expect(callsTo(fetchMock, SET)).toHaveLength(0);

    fireEvent.click(within(count).getByTestId('limit-edit'));
    fireEvent.change(within(count).getByLabelText('Number of bets per month'), { target: { value: '40' } });
    fireEvent.click(within(count).getByTestId('limit-review'));
    fireEvent.click(await within(count).findByTestId('limit-confirm'));
    expect((await within(count).findByTestId('limit-error')).textContent).toBe(
      'This change can be confirmed only after its waiting period ends.',
    );
    // Back on the form, nothing changed on the card.
    expect(within(count).getByTestId('limit-amount').textContent).toBe('100 bets');
    expect(bodyOf(fetchMock, SET)).toEqual({ kind: 'BET_COUNT', period: 'MONTH', amount: 40 });
  });

  it('enters and shows a time of play in hours and minutes, never as money', async () => {
    const fetchMock = mockApi({
      [GET]: () => limitsOf([{ kind: 'SESSION_TIME', period: 'DAY', used: 45 }]),
      [SET]: () => answer('APPLIED', [{ kind: 'SESSION_TIME', period: 'DAY', amount: 90, used: 45 }]),
    });
    renderWithApp(<PlayerLimits />);
    const time = await card('SESSION_TIME');
    expect(within(time).getByText(pt.limits.kinds.SESSION_TIME)).toBeTruthy();
    expect(within(time).getByTestId('limit-usage').textContent).toMatch(
      /^45 min neste período · recomeça em/u,
    );
    fireEvent.click(within(time).getByTestId('limit-edit'));
    const hours = within(time).getByLabelText(pt.form.hours);
    const minutes = within(time).getByLabelText(pt.form.minutes);
    // Only digits; two for the minutes.
    fireEvent.change(hours, { target: { value: '1h' } });
    expect((hours as HTMLInputElement).value).toBe('');
    fireEvent.change(hours, { target: { value: '1' } });
    fireEvent.change(minutes, { target: { value: '300' } });
    expect((minutes as HTMLInputElement).value).toBe('');
    fireEvent.change(minutes, { target: { value: '30' } });
    fireEvent.click(within(time).getByTestId('limit-review'));
    expect(
      await within(time).findByText('Definir o limite de tempo de jogo por dia em 1 h 30 min? Vale na hora.'),
    ).toBeTruthy();
    fireEvent.click(within(time).getByTestId('limit-confirm'));
    expect((await within(time).findByTestId('limit-notice')).textContent).toBe(pt.limits.applied);
    expect(bodyOf(fetchMock, SET)).toEqual({ kind: 'SESSION_TIME', period: 'DAY', amount: 90 });
    expect(within(time).getByTestId('limit-amount').textContent).toBe('1 h 30 min');
    expect(within(time).getByTestId('limit-usage').textContent).toMatch(/^45 min de 1 h 30 min usados/u);
    expect(within(time).getByRole('meter').getAttribute('aria-valuemax')).toBe('90');
  });

  it('refuses a time longer than the period before asking, and carries minutes into hours', async () => {
    await changeLanguage('EN');
    const fetchMock = mockApi({
      [GET]: () => limitsOf([{ kind: 'SESSION_TIME', period: 'WEEK', amount: 600, used: 61 }]),
    });
    renderWithApp(<PlayerLimits />);
    fireEvent.click(await screen.findByRole('tab', { name: en.limits.periods.WEEK }));
    const time = await card('SESSION_TIME');
    expect(within(time).getByTestId('limit-amount').textContent).toBe('10 h');
    expect(within(time).getByTestId('limit-usage').textContent).toMatch(/^1 h 1 min of 10 h used/u);
    fireEvent.click(within(time).getByTestId('limit-edit'));
    const hours = within(time).getByLabelText(en.form.hours) as HTMLInputElement;
    const minutes = within(time).getByLabelText(en.form.minutes) as HTMLInputElement;
    expect([hours.value, minutes.value]).toEqual(['10', '0']);
    fireEvent.change(hours, { target: { value: '168' } });
    fireEvent.change(minutes, { target: { value: '1' } });
    fireEvent.click(within(time).getByTestId('limit-review'));
    expect(await within(time).findByText('Enter a time from 1 min to 168 h.')).toBeTruthy();
    fireEvent.change(hours, { target: { value: '' } });
    fireEvent.change(minutes, { target: { value: '' } });
    fireEvent.click(within(time).getByTestId('limit-review'));
    expect(await within(time).findByText('Enter a time from 1 min to 168 h.')).toBeTruthy();
    fireEvent.change(minutes, { target: { value: '95' } });
    fireEvent.blur(minutes);
    expect([hours.value, minutes.value]).toEqual(['1', '35']);
    expect(callsTo(fetchMock, SET)).toHaveLength(0);
  });

  it('shows a time of play in Chinese units', async () => {
    await changeLanguage('CN');
    mockApi({ [GET]: () => limitsOf([{ kind: 'SESSION_TIME', period: 'DAY', amount: 150, used: 0 }]) });
    renderWithApp(<PlayerLimits />);
    const time = await card('SESSION_TIME');
    expect(within(time).getByText(zh.limits.kinds.SESSION_TIME)).toBeTruthy();
    expect(within(time).getByTestId('limit-amount').textContent).toBe('2 小时 30 分钟');
  });

  it('says when the limits cannot be loaded, and loads them again on request', async () => {
    let calls = 0;
    mockApi({
      [GET]: () => {
        calls += 1;
        return calls === 1 ? apiFailure('service-unavailable', 'Falha de rede', null, 503) : limitsOf();
      },
    });
    renderWithApp(<PlayerLimits />);
    expect(await screen.findByText(pt.limits.loadError)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: pt.common.retry }));
    await waitFor(() => expect(screen.getByTestId('limit-card-DEPOSIT')).toBeTruthy());
  });
});
