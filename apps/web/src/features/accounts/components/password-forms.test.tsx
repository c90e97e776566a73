import { describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { pt } from '../../../i18n/pt';
import { closeAccountModal, useAccountModalStore, type AccountModal } from '../../../lib/account-modal-store';
import { useSessionStore } from '../../../lib/session-store';
import { statusFixture } from '../../../test-fixtures';
import { apiFailure, callsTo, memberFixture, mockApi, fieldText } from '../../../test-render';
import { fill, openAccountPopup, setUpAccountPopupTests } from './account-test-helpers';

setUpAccountPopupTests();

describe('forgot password', () => {
  it('offers mobile (the default) and e-mail with CHNGPASSVERIF3, only e-mail without', async () => {
    mockApi({});
    openAccountPopup({ kind: 'forgot' });
    const dialog = await screen.findByTestId('forgot-modal');
    expect(
      within(dialog).getByRole('tab', { name: pt.accounts.forgot.byMobile }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(within(dialog).getByTestId('forgot-mobile-form')).toBeTruthy();
    act(() => closeAccountModal({ silent: true }));
    cleanup();

    const off = statusFixture();
    off.info.whitelabel.CHNGPASSVERIF3 = false;
    openAccountPopup({ kind: 'forgot' }, { status: off });
    const only = await screen.findByTestId('forgot-modal');
    expect(within(only).queryByRole('tab')).toBeNull();
    expect(within(only).getByTestId('forgot-email-form')).toBeTruthy();
  });

  it('by e-mail: checks username and e-mail, form-posts them, then shows the in_been_out dialog', async () => {
    const fetchMock = mockApi({ 'POST /wps/member/password/email': () => null });
    openAccountPopup({ kind: 'forgot' });
    const dialog = await screen.findByTestId('forgot-modal');
    fireEvent.click(within(dialog).getByRole('tab', { name: pt.accounts.forgot.byEmail }));
    const form = await within(dialog).findByTestId('forgot-email-form');
    fireEvent.click(within(form).getByTestId('forgot-email-submit'));
    expect(await within(form).findAllByText(fieldText('required'))).toHaveLength(2);

    fill(form, pt.accounts.fields.username, 'ana2026');
    fill(form, pt.accounts.fields.email, 'ana@');
    expect(await within(form).findByText('Formato de e-mail incorreto (6 a 64 caracteres)')).toBeTruthy();
    fill(form, pt.accounts.fields.email, 'ana@exemplo.com');
    fireEvent.click(within(form).getByTestId('forgot-email-submit'));

    expect(await screen.findByRole('dialog', { name: pt.accounts.forgot.in_been_out_title })).toBeTruthy();
    const [, init] = callsTo(fetchMock, 'POST /wps/member/password/email')[0] ?? [];
    expect(new Headers(init?.headers).get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(String(init?.body)).toBe('username=ana2026&email=ana%40exemplo.com');
  });

  it('by mobile: the code and the new password follow their rules', async () => {
    const fetchMock = mockApi({});
    openAccountPopup({ kind: 'forgot' });
    const form = await screen.findByTestId('forgot-mobile-form');
    fill(form, pt.accounts.fields.mobileNum, '11987654321');
    fill(form, pt.accounts.fields.smsCode, '12');
    fill(form, pt.accounts.fields.newPassword, 'curta');
    fill(form, pt.accounts.fields.confirmNewPassword, 'outra');
    fireEvent.click(within(form).getByTestId('forgot-mobile-submit'));
    expect(await within(form).findByText(fieldText('code'))).toBeTruthy();
    expect(within(form).getByText('Preencha sua senha com 8 a 20 caracteres')).toBeTruthy();
    expect(within(form).getByText(fieldText('mismatch'))).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /wps/member/password/verification')).toHaveLength(0);
  });

  it('a reset link opens the new-password form; an expired link offers a new one', async () => {
    mockApi({
      'POST /wps/member/password/reset': () =>
        apiFailure('reset-link-invalid', 'Este link de redefinição é inválido ou expirou.'),
    });
    openAccountPopup({ kind: 'forgot', resetToken: 'tok' });
    const form = await screen.findByTestId('reset-link-form');
    fill(form, pt.accounts.fields.newPassword, 'Nova2026x');
    fill(form, pt.accounts.fields.confirmNewPassword, 'Nova2026x');
    fireEvent.click(within(form).getByTestId('reset-link-submit'));
    expect(await within(form).findByText('Este link de redefinição é inválido ou expirou.')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: pt.accounts.forgot.requestNewLink }));
    expect(await screen.findByTestId('forgot-email-form')).toBeTruthy();
  });
});

describe('change password', () => {
  const open = async (modal: AccountModal) => {
    useSessionStore.getState().setToken('session-token');
    openAccountPopup(modal);
    return screen.findByTestId('change-password-modal');
  };

  it('asks for the old password, the rule, the confirmation, and a different new password', async () => {
    const fetchMock = mockApi({ 'GET /wps/member/info': () => memberFixture() });
    const modal = await open({ kind: 'changePassword' });
    fireEvent.click(within(modal).getByTestId('change-password-submit'));
    expect(await within(modal).findAllByText(fieldText('required'))).toHaveLength(3);

    fill(modal, pt.accounts.fields.oldPassword, 'Antiga2026');
    fill(modal, pt.accounts.fields.newPassword, 'Antiga2026');
    fill(modal, pt.accounts.fields.confirmNewPassword, 'Antiga2027');
    fireEvent.click(within(modal).getByTestId('change-password-submit'));
    expect(await within(modal).findByText(fieldText('same'))).toBeTruthy();
    expect(within(modal).getByText(fieldText('mismatch'))).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /wps/member/password')).toHaveLength(0);
  });

  it('shows a wrong current password under its field', async () => {
    mockApi({
      'GET /wps/member/info': () => memberFixture(),
      'POST /wps/member/password': () => apiFailure('incorrect-password', 'A senha atual está incorreta.'),
    });
    const modal = await open({ kind: 'changePassword' });
    fill(modal, pt.accounts.fields.oldPassword, 'Errada2026');
    fill(modal, pt.accounts.fields.newPassword, 'Nova2026x');
    fill(modal, pt.accounts.fields.confirmNewPassword, 'Nova2026x');
    fireEvent.click(within(modal).getByTestId('change-password-submit'));
    expect(await within(modal).findByText('A senha atual está incorreta.')).toBeTruthy();
    expect(
      within(modal)
        .getByLabelText(pt.accounts.fields.oldPassword, { selector: 'input' })
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('forced: cannot be dismissed, skips a known password, and ends the session on success', async () => {
    const fetchMock = mockApi({
      'GET /wps/member/info': () => memberFixture(),
      'POST /wps/member/password': () => null,
    });
    const modal = await open({ kind: 'changePassword', forced: true, knownPassword: '123456' });
    expect(within(modal).queryByRole('button', { name: pt.common.close })).toBeNull();
    fireEvent.keyDown(modal, { key: 'Escape' });
    expect(screen.getByTestId('change-password-modal')).toBeTruthy();
    expect(within(modal).queryByLabelText(pt.accounts.fields.oldPassword)).toBeNull();

    fill(modal, pt.accounts.fields.newPassword, 'Nova2026x');
    fill(modal, pt.accounts.fields.confirmNewPassword, 'Nova2026x');
    fireEvent.click(within(modal).getByTestId('change-password-submit'));
    const login = await screen.findByRole('dialog', { name: pt.accounts.login.title });
    expect(within(login).getByText(pt.accounts.changePassword.done)).toBeTruthy();
    expect(useSessionStore.getState().token).toBeNull();
    expect(useAccountModalStore.getState().current?.kind).toBe('login');
    expect(callsTo(fetchMock, 'POST /wps/member/password')).toHaveLength(1);
  });
});
