import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { RegisterRequest, RegisterSetting } from '@platform/contracts';
import { changeLanguage } from '../../../i18n';
import { en } from '../../../i18n/en';
import { pt } from '../../../i18n/pt';
import { zh } from '../../../i18n/zh';
import { jurisdictionFixture, statusFixture } from '../../../test-fixtures';
import { loginResponseFixture, mockApi, fieldText } from '../../../test-render';
import { fillInput, openAccountPopup, setUpAccountPopupTests } from './account-test-helpers';

// The request is sent encrypted; what the form asks for is read where it hands it over.
const sent = vi.hoisted(() => [] as RegisterRequest[]);
vi.mock('../api/register', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  const { loginResponseFixture: answer } = await import('../../../test-render');
  return {
    useRegister: () =>
      useMutation({
        mutationFn: async (request: RegisterRequest) => {
          sent.push(request);
          return answer();
        },
      }),
  };
});

const SETTING: RegisterSetting = {
  minimumAge: 18,
  phoneDigits: { min: 10, max: 11 },
  fields: [
    { field: 'username', shown: true, required: true, pattern: 'LETTER_FIRST_ALNUM', min: 6, max: 16 },
    { field: 'password', shown: true, required: true, pattern: 'LETTERS_AND_DIGITS', min: 8, max: 20 },
  ],
};

const openRegister = async (code: 'BR' | 'OPEN') => {
  mockApi({
    'GET /wps/system/setting/register': () => SETTING,
    'GET /wps/system/jurisdiction': () => jurisdictionFixture(code),
    'PUT /wps/member/register': () => loginResponseFixture(),
  });
  const status = statusFixture();
  status.info.whitelabel.MOBILENUMREG3 = false;
  status.info.register = SETTING;
  openAccountPopup({ kind: 'register' }, { status });
  return screen.findByRole('dialog', { name: pt.accounts.register.title });
};

const fillValid = (dialog: HTMLElement) => {
  const input = (label: string) =>
    within(dialog).getByLabelText(new RegExp(`^${label}`), { selector: 'input' }) as HTMLInputElement;
  fillInput(input(pt.accounts.fields.username), 'ana2026');
  fillInput(input(pt.accounts.fields.password), 'Senha2026');
  fillInput(input(pt.accounts.fields.confirmPassword), 'Senha2026');
  fireEvent.click(within(dialog).getByTestId('register-terms'));
};

setUpAccountPopupTests();

describe('registration: risk warning and limits (jurisdiction profile)', () => {
  it('BR: shows the warning and blocks the submit until the member ticks it', async () => {
    sent.length = 0;
    const dialog = await openRegister('BR');
    expect(within(dialog).getByTestId('register-risk-warning').textContent).toBe(
      pt.accounts.register.riskWarning,
    );
    fillValid(dialog);
    fireEvent.click(within(dialog).getByTestId('register-submit'));
    expect(await within(dialog).findByText(fieldText('risk'))).toBeTruthy();
    expect(sent).toHaveLength(0);

    fireEvent.click(within(dialog).getByLabelText(pt.accounts.register.riskAcknowledged));
    fireEvent.click(within(dialog).getByTestId('register-submit'));
    expect(await screen.findByTestId('after-register-modal')).toBeTruthy();
    // "Sem limite" is the default: no limit is asked for.
    expect(sent[0]).toMatchObject({ riskAcknowledged: true, limits: [] });
  });

  it('BR: offers the profile limits; "Definir limites" needs an amount, then sends the ones filled in', async () => {
    sent.length = 0;
    const dialog = await openRegister('BR');
    const limits = await within(dialog).findByTestId('register-limits');
    expect(
      within(limits).getByRole('tab', { name: pt.accounts.register.limitsNone, selected: true }),
    ).toBeTruthy();
    fireEvent.click(within(limits).getByRole('tab', { name: pt.accounts.register.limitsSet }));
    const amount = (kind: 'DEPOSIT' | 'LOSS', period: 'DAY' | 'WEEK' | 'MONTH') =>
      within(limits).getByLabelText(new RegExp(`^${pt.limits.kinds[kind]} ${pt.limits.per[period]}`), {
        selector: 'input',
      });
    // Money per period, and the time of play per period in hours and minutes.
    expect(within(limits).getAllByRole('textbox')).toHaveLength(6 + 6);
    const time = (period: 'DAY' | 'WEEK' | 'MONTH') =>
      within(within(limits).getByTestId(`register-limit-SESSION_TIME:${period}`)).getAllByRole('textbox');
    expect(
      within(limits).getByRole('group', {
        name: new RegExp(`^${pt.limits.kinds.SESSION_TIME} ${pt.limits.per.DAY}`),
      }),
    ).toBeTruthy();

    fillValid(dialog);
    fireEvent.click(within(dialog).getByTestId('register-risk'));
    fireEvent.click(within(dialog).getByTestId('register-submit'));
    expect(await within(limits).findByText(pt.accounts.register.limitsOneRequired)).toBeTruthy();
    expect(sent).toHaveLength(0);

    fireEvent.change(amount('DEPOSIT', 'DAY'), { target: { value: '200' } });
    fireEvent.change(amount('LOSS', 'MONTH'), { target: { value: '1.500,50' } });
    // A day has 24 hours: 25 is refused before anything is sent.
    const [dayHours, dayMinutes] = time('DAY');
    fireEvent.change(dayHours!, { target: { value: '25' } });
    fireEvent.click(within(dialog).getByTestId('register-submit'));
    expect(await within(limits).findByText('Informe um tempo de 1 min a 24 h.')).toBeTruthy();
    expect(sent).toHaveLength(0);
    fireEvent.change(dayHours!, { target: { value: '1' } });
    fireEvent.change(dayMinutes!, { target: { value: '30' } });
    fireEvent.click(within(dialog).getByTestId('register-submit'));
    expect(await screen.findByTestId('after-register-modal')).toBeTruthy();
    expect(sent[0]?.limits).toEqual([
      { kind: 'DEPOSIT', period: 'DAY', amount: 20_000 },
      { kind: 'LOSS', period: 'MONTH', amount: 150_050 },
      { kind: 'SESSION_TIME', period: 'DAY', amount: 90 },
    ]);
  });

  it('OPEN: neither the tick box nor the limits', async () => {
    const dialog = await openRegister('OPEN');
    await within(dialog).findByTestId('register-risk-warning');
    // The profile arrives after the first paint; until then the box is shown (the safer side).
    await vi.waitFor(() => expect(within(dialog).queryByTestId('register-risk')).toBeNull());
    expect(within(dialog).queryByTestId('register-limits')).toBeNull();
  });

  it('has the warning in every language, plain and with 18+', async () => {
    for (const [language, resources] of [
      ['EN', en],
      ['CN', zh],
    ] as const) {
      await changeLanguage(language);
      expect(resources.accounts.register.riskWarning).toMatch(/18/);
      expect(resources.accounts.welcome.risk).toMatch(/18/);
    }
    expect(pt.accounts.register.riskWarning).toMatch(/18 anos/);
  });
});
