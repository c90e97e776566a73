import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { changeLanguage } from '../../../i18n';
import { pt } from '../../../i18n/pt';
import { useSessionStore } from '../../../lib/session-store';
import { callsTo, mockApi, renderWithApp } from '../../../test-render';
import { PaymentPasswordSetup } from './payment-password-setup';

const SAVE = 'POST /wps/member/security/paymentPassword';

beforeEach(async () => {
  await changeLanguage('PT');
  useSessionStore.getState().setToken('session-token');
});

afterEach(() => {
  useSessionStore.getState().clearToken();
  vi.unstubAllGlobals();
});

describe('payment password set-up', () => {
  it('checks six matching digits before sending, then shows it as set', async () => {
    let set = false;
    const fetchMock = mockApi({
      'GET /wps/member/security': () => ({
        mobile: null,
        email: null,
        hasPayeeName: false,
        hasPaymentPassword: set,
        totpEnabled: false,
      }),
      [SAVE]: () => {
        set = true;
        return null;
      },
    });
    renderWithApp(<PaymentPasswordSetup />);
    fireEvent.change(await screen.findByLabelText(pt.paymentPassword.loginPassword), {
      target: { value: 'Demo2026' },
    });
    fireEvent.change(screen.getByLabelText(pt.paymentPassword.paymentPassword), {
      target: { value: '12345' },
    });
    fireEvent.change(screen.getByLabelText(pt.paymentPassword.confirm), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('payment-password-submit'));
    expect(await screen.findByText(pt.paymentPassword.sixDigits)).toBeTruthy();
    expect(screen.getByText(pt.paymentPassword.mismatch)).toBeTruthy();
    expect(callsTo(fetchMock, SAVE)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(pt.paymentPassword.paymentPassword), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByTestId('payment-password-submit'));
    expect(await screen.findByTestId('payment-password-set')).toBeTruthy();
    expect(callsTo(fetchMock, SAVE)).toHaveLength(1);
  });
});
