import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { changeLanguage } from '../../../i18n';
import { pt } from '../../../i18n/pt';
import { PasswordField } from '../../../components/form/text-field';
import { callsTo, mockApi, renderWithApp } from '../../../test-render';
import { CAPTCHA_REFRESH_MS, CaptchaField } from './captcha-field';

const CAPTCHA = 'GET /wps/captcha';
let now = 1_000_000;

beforeEach(async () => {
  await changeLanguage('PT');
  now = 1_000_000;
  vi.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('login form controls (spec section 2)', () => {
  it('refreshes the captcha image on a click, at most once per second', async () => {
    let served = 0;
    const fetchMock = mockApi({ [CAPTCHA]: () => `data:image/png;base64,${++served}` });
    renderWithApp(<CaptchaField version={0} />);
    const image = () => screen.getByTestId('captcha-image');
    await waitFor(() => expect(image().querySelector('img')?.getAttribute('src')).toMatch(/,1$/));

    fireEvent.click(image());
    await waitFor(() => expect(image().querySelector('img')?.getAttribute('src')).toMatch(/,2$/));
    now += CAPTCHA_REFRESH_MS - 1;
    fireEvent.click(image());
    fireEvent.click(image());
    now += 1;
    fireEvent.click(image());
    await waitFor(() => expect(image().querySelector('img')?.getAttribute('src')).toMatch(/,3$/));
    expect(callsTo(fetchMock, CAPTCHA)).toHaveLength(3);
  });

  it('shows and hides the password with its toggle', () => {
    renderWithApp(<PasswordField label="Senha" name="password" />);
    const input = screen.getByLabelText('Senha');
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: pt.form.showPassword }));
    expect(input.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: pt.form.hidePassword }));
    expect(input.getAttribute('type')).toBe('password');
  });
});
