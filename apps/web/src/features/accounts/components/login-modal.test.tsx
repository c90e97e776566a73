import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ERROR_MESSAGES } from '@platform/contracts';
import { pt } from '../../../i18n/pt';
import { closeAccountModal, useAccountModalStore } from '../../../lib/account-modal-store';
import { useSessionStore } from '../../../lib/session-store';
import { statusFixture } from '../../../test-fixtures';
import { apiFailure, callsTo, loginResponseFixture, mockApi, fieldText } from '../../../test-render';
import { fill, openAccountPopup, setUpAccountPopupTests } from './account-test-helpers';

const CAPTCHA = 'data:image/png;base64,iVBORw0KGgo=';

const type = (label: string, value: string) => fill(document.body, label, value);

const openLogin = async (options: Parameters<typeof openAccountPopup>[1] = {}) => {
  openAccountPopup({ kind: 'login' }, options);
  return screen.findByRole('dialog', { name: pt.accounts.login.title });
};

setUpAccountPopupTests();

describe('login form', () => {
  it('asks for username and password on submit, with the message under each field', async () => {
    const fetchMock = mockApi({});
    const dialog = await openLogin();
    fireEvent.click(within(dialog).getByTestId('login-submit'));
    expect(await within(dialog).findAllByText(fieldText('credentials'))).toHaveLength(2);
    expect(callsTo(fetchMock, 'POST /wps/session/login')).toHaveLength(0);
  });

  it('leads to the forgot-password form by its link and to registration by its button', async () => {
    mockApi({});
    let dialog = await openLogin();
    fireEvent.click(within(dialog).getByRole('button', { name: pt.accounts.login.forgot }));
    expect(await screen.findByRole('dialog', { name: pt.accounts.forgot.title })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: pt.accounts.login.title })).toBeNull();

    dialog = await openLogin();
    fireEvent.click(within(dialog).getByTestId('login-to-register'));
    expect(await screen.findByRole('dialog', { name: pt.accounts.register.title })).toBeTruthy();
  });

  it('shows the captcha with an image after a failure that asks for it, and requires it', async () => {
    const fetchMock = mockApi({
      'POST /wps/session/login': () =>
        apiFailure('incorrect-credentials', 'Conta ou senha incorreta.', { captchaRequired: true }, 401),
      'GET /wps/captcha': () => CAPTCHA,
    });
    const dialog = await openLogin();
    expect(within(dialog).queryByLabelText(pt.accounts.captcha.label)).toBeNull();
    type(pt.accounts.login.username, 'ana2026');
    type(pt.accounts.login.password, 'Errada123');
    fireEvent.click(within(dialog).getByTestId('login-submit'));

    expect(await within(dialog).findByText('Conta ou senha incorreta.')).toBeTruthy();
    expect(await within(dialog).findByLabelText(pt.accounts.captcha.label)).toBeTruthy();
    const image = await within(dialog).findByRole('img', { name: pt.accounts.captcha.imageAlt });
    expect(image.getAttribute('src')).toBe(CAPTCHA);

    fireEvent.click(within(dialog).getByTestId('login-submit'));
    expect(await within(dialog).findByText(fieldText('captcha'))).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /wps/session/login')).toHaveLength(1);
  });

  it('tells a member whose time of play is used up when they may log in again', async () => {
    const message = ERROR_MESSAGES.PT['session-time-limit-reached'];
    mockApi({
      'POST /wps/session/login': () =>
        apiFailure('session-time-limit-reached', message, { resetsAt: '2026-03-16T03:00:00.000Z' }, 401),
    });
    const dialog = await openLogin();
    type(pt.accounts.login.username, 'ana2026');
    type(pt.accounts.login.password, 'Certa2026');
    fireEvent.click(within(dialog).getByTestId('login-submit'));
    expect(
      await within(dialog).findByText(`${message} Você poderá entrar de novo a partir de 16/03/2026 00:00.`),
    ).toBeTruthy();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('shows the captcha for an error whose code contains "captcha", message under the field', async () => {
    mockApi({
      'POST /wps/session/login': () => apiFailure('captcha-required', 'Informe o captcha', null),
      'GET /wps/captcha': () => CAPTCHA,
    });
    const dialog = await openLogin();
    type(pt.accounts.login.username, 'ana2026');
    type(pt.accounts.login.password, 'Senha123');
    fireEvent.click(within(dialog).getByTestId('login-submit'));
    const captcha = await within(dialog).findByLabelText(pt.accounts.captcha.label);
    await waitFor(() => expect(captcha.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Informe o captcha')).toBeTruthy();
  });

  it('stores the session and greets the member after a successful login', async () => {
    mockApi({ 'POST /wps/session/login': () => loginResponseFixture({ rememberToken: 'remember-1' }) });
    const dialog = await openLogin();
    type(pt.accounts.login.username, 'ana2026');
    type(pt.accounts.login.password, 'Senha123');
    fireEvent.click(within(dialog).getByLabelText(pt.accounts.login.rememberMe));
    fireEvent.click(within(dialog).getByTestId('login-submit'));
    const greeting = await screen.findByTestId('login-success-modal');
    // Portaria SPA/MF 1.231/2024: the risks of betting at every login, in the member language.
    expect(within(greeting).getByTestId('login-risk-notice').textContent).toBe(pt.accounts.welcome.risk);
    // The server keeps both tokens in HttpOnly cookies: no script-readable copy of either.
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(JSON.stringify({ ...localStorage })).not.toContain('session-token');
    expect(useSessionStore.getState()).toMatchObject({ source: 'cookie', userType: 0 });
    expect(localStorage.getItem('session')).toContain(useSessionStore.getState().token);
    const remembered = localStorage.getItem('rememberMe') ?? '';
    expect(remembered).toContain('ana2026');
    expect(remembered).toContain('"resumable":true');
    expect(remembered).not.toContain('remember-1');
    expect(remembered).not.toContain('Senha123');
  });

  it('opens the forced password change when the password expired', async () => {
    mockApi({ 'POST /wps/session/login': () => loginResponseFixture({ passwordExpired: true }) });
    const dialog = await openLogin();
    type(pt.accounts.login.username, 'ana2026');
    type(pt.accounts.login.password, '123456');
    fireEvent.click(within(dialog).getByTestId('login-submit'));
    const modal = await screen.findByTestId('change-password-modal');
    expect(within(modal).queryByRole('button', { name: pt.common.close })).toBeNull();
    expect(useAccountModalStore.getState().current).toMatchObject({ kind: 'changePassword', forced: true });
  });
});

describe('free play', () => {
  it('opens a trial session with the free-play payload: os, platform W, gateway version 3', async () => {
    const status = statusFixture();
    status.info.whitelabel.FREEPLAY3 = true;
    const fetchMock = mockApi({
      'POST /wps/session/login/freeplay': () => loginResponseFixture(),
    });
    const dialog = await openLogin({ status });
    fireEvent.click(within(dialog).getByTestId('free-play'));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /wps/session/login/freeplay')).toHaveLength(1));
    const body = JSON.parse(
      String((callsTo(fetchMock, 'POST /wps/session/login/freeplay')[0]?.[1] as RequestInit).body),
    ) as Record<string, unknown>;
    expect(body).toEqual({ os: expect.any(String), platform: 'W', gatewayVersion: 3 });
    act(() => closeAccountModal({ silent: true }));
  });
});

describe('SMS login', () => {
  it('offers the SMS tab only when verification-code login is on', async () => {
    const off = statusFixture();
    off.info.whitelabel.VERIFICATION3 = false;
    mockApi({});
    const dialog = await openLogin({ status: off });
    expect(within(dialog).queryByRole('tab', { name: pt.accounts.login.tabSms })).toBeNull();
    act(() => closeAccountModal({ silent: true }));
  });

  it('sends a code only for a valid number, then counts down with the button disabled', async () => {
    const fetchMock = mockApi({ 'POST /wps/verification/sms/noLogin': () => ({ expiredMinutes: 2 }) });
    const dialog = await openLogin();
    fireEvent.click(within(dialog).getByRole('tab', { name: pt.accounts.login.tabSms }));
    const send = await within(dialog).findByTestId('sms-send');

    type(pt.accounts.fields.mobileNum, '123');
    fireEvent.click(send);
    expect(await within(dialog).findByText(fieldText('mobile'))).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /wps/verification/sms/noLogin')).toHaveLength(0);

    type(pt.accounts.fields.mobileNum, '(11) 98765-4321');
    fireEvent.click(send);
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(true));
    // 60 seconds per minute of validity (spec section 9).
    await waitFor(() => expect(send.textContent).toMatch(/Reenviar em 1(20|19) s/));
    const [, init] = callsTo(fetchMock, 'POST /wps/verification/sms/noLogin')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ mobileNum: '11987654321', countryDialingCode: '55' });
  });

  it('shows a warning dialog with the server message when the code cannot be sent', async () => {
    mockApi({
      'POST /wps/verification/sms/noLogin': () =>
        apiFailure('too-many-requests', 'Muitas tentativas. Tente novamente daqui a 5 minutos.', null, 429),
    });
    const dialog = await openLogin();
    fireEvent.click(within(dialog).getByRole('tab', { name: pt.accounts.login.tabSms }));
    type(pt.accounts.fields.mobileNum, '11987654321');
    fireEvent.click(within(dialog).getByTestId('sms-send'));
    const warning = await screen.findByRole('dialog', { name: pt.accounts.sms.failedTitle });
    expect(within(warning).getByText('Muitas tentativas. Tente novamente daqui a 5 minutos.')).toBeTruthy();
    expect(within(dialog).getByTestId('sms-send').hasAttribute('disabled')).toBe(false);
  });
});

describe('second factor', () => {
  it('asks for the chosen method and completes the login with it', async () => {
    const fetchMock = mockApi({
      'POST /wps/session/login': () =>
        apiFailure(
          'verification-required',
          'Conclua a verificação primeiro',
          {
            ticket: 't-1',
            methods: [
              { method: 'sms', hint: '+55 ••••• 4321' },
              { method: 'totp', hint: '' },
            ],
          },
          403,
        ),
      'POST /wps/session/login/verify': () => loginResponseFixture(),
    });
    const dialog = await openLogin();
    type(pt.accounts.login.username, 'ana2026');
    type(pt.accounts.login.password, 'Senha123');
    fireEvent.click(within(dialog).getByTestId('login-submit'));

    const step = await screen.findByTestId('two-factor-step');
    expect(within(step).getByText('+55 ••••• 4321')).toBeTruthy();
    fireEvent.click(within(step).getByLabelText(new RegExp(pt.accounts.twoFactor.methods.totp)));
    const code = within(step).getByLabelText(pt.accounts.twoFactor.totpLabel);
    fireEvent.change(code, { target: { value: '12' } });
    fireEvent.click(within(step).getByTestId('two-factor-submit'));
    expect(await within(step).findByText(fieldText('code'))).toBeTruthy();

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(within(step).getByTestId('two-factor-submit'));
    expect(await screen.findByTestId('login-success-modal')).toBeTruthy();
    expect(useSessionStore.getState().source).toBe('cookie');
    expect(callsTo(fetchMock, 'POST /wps/session/login/verify')).toHaveLength(1);
  });
});
