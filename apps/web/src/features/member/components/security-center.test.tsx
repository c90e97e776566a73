import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { closeDialog } from '../../../components/dialog/dialog-store';
import { changeLanguage } from '../../../i18n';
import { pt } from '../../../i18n/pt';
import { useSessionStore } from '../../../lib/session-store';
import { apiFailure, callsTo, mockApi, renderWithApp } from '../../../test-render';
import { SecurityCenter, groupSecret } from './security-center';

const overview = (totpEnabled: boolean) => ({
  mobile: '+55 ••••• 4321',
  email: 'an•••@exemplo.com',
  hasPayeeName: true,
  hasPaymentPassword: false,
  totpEnabled,
});

beforeEach(async () => {
  await changeLanguage('PT');
  useSessionStore.getState().setToken('session-token');
});

afterEach(() => {
  act(() => closeDialog());
  useSessionStore.getState().clearToken();
  vi.unstubAllGlobals();
});

describe('security centre', () => {
  it('groups the secret in fours', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
  });

  it('shows the contacts as the server masked them, and turns the authenticator on with a code', async () => {
    let enabled = false;
    const fetchMock = mockApi({
      'GET /wps/member/security': () => overview(enabled),
      'POST /wps/member/security/totp': () => ({
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/Sorte%20Grande:ana?secret=JBSWY3DPEHPK3PXP',
      }),
      'POST /wps/member/security/totp/confirm': ({ init }) => {
        if (JSON.parse(String(init?.body)).code !== '123456') {
          return apiFailure('invalid-verification-code', 'O código de verificação não é válido');
        }
        enabled = true;
        return null;
      },
    });
    renderWithApp(<SecurityCenter />);
    const page = await screen.findByTestId('security-center');
    expect(within(page).getByText('+55 ••••• 4321')).toBeTruthy();
    expect(within(page).getByTestId('totp-status').textContent).toBe(pt.security.off);

    fireEvent.click(within(page).getByTestId('totp-enable'));
    expect((await within(page).findByTestId('totp-secret')).textContent).toBe('JBSW Y3DP EHPK 3PXP');
    expect(within(page).getByTestId('totp-link').getAttribute('href')).toMatch(/^otpauth:\/\/totp\//);
    expect(within(page).getByRole('img', { name: pt.security.qrLabel }).querySelector('svg')).toBeTruthy();

    const code = within(page).getByLabelText(pt.security.code);
    fireEvent.change(code, { target: { value: '12' } });
    fireEvent.click(within(page).getByTestId('totp-confirm-submit'));
    expect(await within(page).findByText(pt.security.codeInvalid)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /wps/member/security/totp/confirm')).toHaveLength(0);

    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(within(page).getByTestId('totp-confirm-submit'));
    expect(await within(page).findByText('O código de verificação não é válido')).toBeTruthy();

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(within(page).getByTestId('totp-confirm-submit'));
    expect(await screen.findByRole('dialog', { name: pt.security.totpTitle })).toBeTruthy();
    expect((await within(page).findByTestId('totp-status')).textContent).toBe(pt.security.on);
  });
});
