import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RegisterSetting } from '@platform/contracts';
import { useSessionStore } from '../../../lib/session-store';
import { pt } from '../../../i18n/pt';
import { statusFixture } from '../../../test-fixtures';
import { apiFailure, callsTo, loginResponseFixture, mockApi, fieldText } from '../../../test-render';
import { fillInput, openAccountPopup, setUpAccountPopupTests } from './account-test-helpers';

const SETTING: RegisterSetting = {
  minimumAge: 18,
  phoneDigits: { min: 10, max: 11 },
  fields: [
    { field: 'username', shown: true, required: true, pattern: 'LETTER_FIRST_ALNUM', min: 6, max: 16 },
    { field: 'password', shown: true, required: true, pattern: 'LETTERS_AND_DIGITS', min: 8, max: 20 },
    { field: 'payeeName', shown: true, required: true, pattern: 'FULL_NAME', min: 5, max: 60 },
    { field: 'email', shown: true, required: false, pattern: 'EMAIL', min: 6, max: 64 },
    { field: 'qqNum', shown: false, required: false, pattern: 'DIGITS', min: 5, max: 12 },
    { field: 'idNumber', shown: true, required: true, pattern: 'CPF', min: 11, max: 14 },
  ],
};

/** Username mode only (no mobile registration), with the setting above. */
const status = () => {
  const fixture = statusFixture();
  fixture.info.whitelabel.MOBILENUMREG3 = false;
  fixture.info.register = SETTING;
  return fixture;
};

const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(new RegExp(`^${label}`), { selector: 'input' }) as HTMLInputElement;

const fill = (dialog: HTMLElement, label: string, value: string) => fillInput(field(dialog, label), value);

const fillValid = (dialog: HTMLElement) => {
  fill(dialog, pt.accounts.fields.username, 'ana2026');
  fill(dialog, pt.accounts.fields.password, 'Senha2026');
  fill(dialog, pt.accounts.fields.confirmPassword, 'Senha2026');
  fill(dialog, pt.accounts.fields.payeeName, 'Ana Maria Souza');
  fill(dialog, pt.accounts.fields.idNumber, '529.982.247-25');
};

const openRegister = async (path = '/') => {
  openAccountPopup({ kind: 'register' }, { status: status(), path });
  return screen.findByRole('dialog', { name: pt.accounts.register.title });
};

setUpAccountPopupTests();

describe('registration form', () => {
  it('shows the fields the register setting shows, marking the optional ones', async () => {
    mockApi({ 'GET /wps/system/setting/register': () => SETTING });
    const dialog = await openRegister();
    for (const label of [
      'username',
      'password',
      'confirmPassword',
      'payeeName',
      'idNumber',
      'email',
    ] as const) {
      expect(field(dialog, pt.accounts.fields[label])).toBeTruthy();
    }
    expect(within(dialog).queryByLabelText(new RegExp(pt.accounts.fields.qqNum))).toBeNull();
    expect(field(dialog, pt.accounts.fields.email).closest('.field')?.textContent).toContain(
      pt.form.optional,
    );
    // Username mode only: no mode tabs without mobile registration.
    expect(within(dialog).queryByRole('tab')).toBeNull();
    // The rules are cached for the tab under 'validate' (spec section 5).
    await waitFor(() => expect(sessionStorage.getItem('validate')).toContain('LETTER_FIRST_ALNUM'));
  });

  it('blocks the submit until the terms are ticked, with the message under the box', async () => {
    const fetchMock = mockApi({
      'GET /wps/system/setting/register': () => SETTING,
      'PUT /wps/member/register': () => loginResponseFixture(),
    });
    const dialog = await openRegister();
    fillValid(dialog);
    fireEvent.click(within(dialog).getByTestId('register-submit'));
    expect(await within(dialog).findByText('Confirme que você tem 18 anos ou mais')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /wps/member/register')).toHaveLength(0);

    fireEvent.click(within(dialog).getByTestId('register-terms'));
    fireEvent.click(within(dialog).getByTestId('register-risk'));
    fireEvent.click(within(dialog).getByTestId('register-submit'));
    expect(await screen.findByTestId('after-register-modal')).toBeTruthy();
    // Registration logs in through the server's cookie: this tab and every other one.
    expect(useSessionStore.getState().source).toBe('cookie');
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('validates on blur with the setting rule and its bounds', async () => {
    mockApi({ 'GET /wps/system/setting/register': () => SETTING });
    const dialog = await openRegister();
    fill(dialog, pt.accounts.fields.username, '9ana');
    expect(
      await within(dialog).findByText(
        'Formato de conta incorreto. Informe de 6 a 16 letras ou números, começando por uma letra',
      ),
    ).toBeTruthy();
    fill(dialog, pt.accounts.fields.password, 'Senha2026');
    fill(dialog, pt.accounts.fields.confirmPassword, 'Senha2027');
    expect(await within(dialog).findByText(fieldText('mismatch'))).toBeTruthy();
  });

  it('shows the server’s field errors under their fields', async () => {
    mockApi({
      'GET /wps/system/setting/register': () => SETTING,
      'PUT /wps/member/register': () =>
        apiFailure('validation-failed', 'Alguns campos não são válidos.', {
          fields: [
            { field: 'username', messageKey: 'duplicate', message: 'Este nome de usuário já está em uso.' },
            { field: 'email', messageKey: 'invalid', message: 'E-mail recusado pelo servidor' },
          ],
        }),
    });
    const dialog = await openRegister();
    fillValid(dialog);
    fireEvent.click(within(dialog).getByTestId('register-terms'));
    fireEvent.click(within(dialog).getByTestId('register-risk'));
    fireEvent.click(within(dialog).getByTestId('register-submit'));
    expect(await within(dialog).findByText('Este nome de usuário já está em uso.')).toBeTruthy();
    expect(within(dialog).getByText('E-mail recusado pelo servidor')).toBeTruthy();
    expect(field(dialog, pt.accounts.fields.username).getAttribute('aria-invalid')).toBe('true');
  });

  it('puts a duplicate CPF under the CPF field and sends the request encrypted', async () => {
    const fetchMock = mockApi({
      'GET /wps/system/setting/register': () => SETTING,
      'PUT /wps/member/register': () =>
        apiFailure('duplicate-id-number', 'Este CPF já está cadastrado.', null, 409),
    });
    const dialog = await openRegister();
    fillValid(dialog);
    fireEvent.click(within(dialog).getByTestId('register-terms'));
    fireEvent.click(within(dialog).getByTestId('register-risk'));
    fireEvent.click(within(dialog).getByTestId('register-submit'));
    expect(await within(dialog).findByText('Este CPF já está cadastrado.')).toBeTruthy();
    const [, init] = callsTo(fetchMock, 'PUT /wps/member/register')[0] ?? [];
    expect(new Headers(init?.headers).get('encryption')).toMatch(/^v1\./);
    expect(String(init?.body)).not.toContain('ana2026');
  });

  it('prefills the invitation code from ?referralCode= and checks it on blur', async () => {
    mockApi({
      'GET /wps/system/setting/register': () => SETTING,
      'GET /wps/agent/affiliate': ({ url }) =>
        url.searchParams.get('code') === 'BOM123'
          ? { code: 'BOM123', kind: 'AGENT' }
          : apiFailure('invalid-invitation-code', 'Código de convite inválido'),
    });
    const dialog = await openRegister('/register?referralCode=BOM123');
    const invitation = field(dialog, pt.accounts.fields.invitationCode);
    expect(invitation.value).toBe('BOM123');
    fireEvent.blur(invitation);
    expect(await within(dialog).findByText(pt.accounts.register.invitationValid)).toBeTruthy();
    fill(dialog, pt.accounts.fields.invitationCode, 'RUIM999');
    expect(await within(dialog).findByText(pt.accounts.register.invitation_code_error)).toBeTruthy();
  });
});
