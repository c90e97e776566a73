import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CountryEntry } from '@platform/contracts';
import { pt } from '../../../i18n/pt';
import { statusFixture } from '../../../test-fixtures';
import { callsTo, fieldText, mockApi } from '../../../test-render';
import { fill, openAccountPopup, setUpAccountPopupTests } from './account-test-helpers';

const COUNTRIES: CountryEntry[] = [
  {
    countryCode: 'BR',
    countryDialingCode: '55',
    phoneDigits: { min: 10, max: 11 },
    flagUrl: '/TCG_PROD_IMAGES/COUNTRY_FLAG/BR.png',
  },
  {
    countryCode: 'PT',
    countryDialingCode: '351',
    phoneDigits: { min: 9, max: 9 },
    flagUrl: '/TCG_PROD_IMAGES/COUNTRY_FLAG/PT.png',
  },
];

setUpAccountPopupTests();

const openSmsLogin = async () => {
  openAccountPopup({ kind: 'login' });
  const dialog = await screen.findByRole('dialog', { name: pt.accounts.login.title });
  fireEvent.click(within(dialog).getByRole('tab', { name: pt.accounts.login.tabSms }));
  return dialog;
};

/** The menu opened from the keyboard, as a person without a mouse does. */
const openCountryMenu = async (trigger: HTMLElement) => {
  act(() => trigger.focus());
  fireEvent.keyDown(trigger, { key: 'Enter' });
  const menu = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('[role="menu"]');
    if (!found) throw new Error('no menu');
    return found;
  });
  expect(menu.getAttribute('aria-label')).toBe(pt.accounts.fields.country);
  expect(trigger.getAttribute('aria-expanded')).toBe('true');
  return menu;
};

describe('country of the mobile number fields', () => {
  it('offers the countries Brazil first with their flags, picked by keyboard, and sends the number under it', async () => {
    const fetchMock = mockApi({
      'GET /wps/system/countries': () => COUNTRIES,
      'POST /wps/verification/sms/noLogin': () => ({ expiredMinutes: 5 }),
    });
    const dialog = await openSmsLogin();
    // Labelled: the button says which country is chosen; the number keeps its own label.
    const trigger = await within(dialog).findByRole('button', {
      name: pt.accounts.fields.countryChosen.replace('{{name}}', 'Brasil').replace('{{code}}', '55'),
    });
    expect(trigger.querySelector('img')?.getAttribute('src')).toBe('/TCG_PROD_IMAGES/COUNTRY_FLAG/BR.png');
    expect(within(dialog).getByLabelText(pt.accounts.fields.mobileNum, { selector: 'input' })).toBeTruthy();

    // A nine-digit number is too short for Brazil.
    fill(dialog, pt.accounts.fields.mobileNum, '912345678');
    fireEvent.click(within(dialog).getByTestId('sms-send'));
    expect(await within(dialog).findByText(fieldText('mobile'))).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /wps/verification/sms/noLogin')).toHaveLength(0);

    const menu = await openCountryMenu(trigger);
    const options = within(menu).getAllByRole('menuitemradio');
    expect(options.map((option) => option.textContent)).toEqual(['Brasil+55', 'Portugal+351']);
    expect(options[0]!.getAttribute('aria-checked')).toBe('true');
    expect(options.map((option) => option.querySelector('img')?.getAttribute('src'))).toEqual([
      '/TCG_PROD_IMAGES/COUNTRY_FLAG/BR.png',
      '/TCG_PROD_IMAGES/COUNTRY_FLAG/PT.png',
    ]);
    fireEvent.keyDown(options[1]!, { key: 'Enter' });
    await waitFor(() => expect(document.querySelector('[role="menu"]')).toBeNull());
    expect(trigger.textContent).toContain('+351');
    // The number typed is checked again under the new country: nine digits are Portugal's count.
    await waitFor(() => expect(within(dialog).queryByText(fieldText('mobile'))).toBeNull());

    // Nine digits are Portugal's count: the code goes out under +351.
    fill(dialog, pt.accounts.fields.mobileNum, '912 345 678');
    fireEvent.click(within(dialog).getByTestId('sms-send'));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /wps/verification/sms/noLogin')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST /wps/verification/sms/noLogin')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ mobileNum: '912345678', countryDialingCode: '351' });
  });

  it('keeps working as Brazil when the list cannot be loaded', async () => {
    const fetchMock = mockApi({ 'POST /wps/verification/sms/noLogin': () => ({ expiredMinutes: 5 }) });
    const dialog = await openSmsLogin();
    const trigger = within(dialog).getByTestId('country-trigger');
    expect(trigger.textContent).toContain('+55');
    fill(dialog, pt.accounts.fields.mobileNum, '11987654321');
    fireEvent.click(within(dialog).getByTestId('sms-send'));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /wps/verification/sms/noLogin')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST /wps/verification/sms/noLogin')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ countryDialingCode: '55' });
  });

  it('is offered in mobile registration, whose code goes out under the chosen country', async () => {
    const status = statusFixture();
    status.info.whitelabel.MOBILENUMREG3 = true;
    const fetchMock = mockApi({
      'GET /wps/system/countries': () => COUNTRIES,
      'GET /wps/system/setting/register': () => status.info.register,
      'POST /wps/verification/sms/register': () => ({ expiredMinutes: 5 }),
    });
    openAccountPopup({ kind: 'register' }, { status });
    const register = await screen.findByTestId('register-modal');
    const trigger = await within(register).findByTestId('country-trigger');
    const menu = await openCountryMenu(trigger);
    fireEvent.keyDown(within(menu).getByRole('menuitemradio', { name: /Portugal/ }), { key: 'Enter' });
    await waitFor(() => expect(trigger.textContent).toContain('+351'));
    fill(register, pt.accounts.fields.mobileNum, '912345678');
    fireEvent.click(within(register).getByTestId('sms-send'));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /wps/verification/sms/register')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST /wps/verification/sms/register')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ mobileNum: '912345678', countryDialingCode: '351' });
  });

  it('is offered in the reset by mobile', async () => {
    mockApi({ 'GET /wps/system/countries': () => COUNTRIES });
    openAccountPopup({ kind: 'forgot' });
    const form = await screen.findByTestId('forgot-mobile-form');
    expect(await within(form).findByTestId('country-trigger')).toBeTruthy();
  });
});
