import { beforeAll, describe, expect, it } from 'vitest';
import type { RegisterSetting, Whitelabel } from '@platform/contracts';
import { changeLanguage } from '../../i18n';
import { statusFixture } from '../../test-fixtures';
import { emptyRegisterValues, planRegisterFields, registerFieldError } from './register-plan';

const setting: RegisterSetting = {
  minimumAge: 18,
  phoneDigits: { min: 10, max: 11 },
  fields: [
    { field: 'username', shown: true, required: true, pattern: 'LETTER_FIRST_ALNUM', min: 6, max: 16 },
    { field: 'password', shown: true, required: true, pattern: 'LETTERS_AND_DIGITS', min: 8, max: 20 },
    { field: 'idNumber', shown: true, required: true, pattern: 'CPF', min: 11, max: 14 },
    { field: 'email', shown: true, required: false, pattern: 'EMAIL', min: 6, max: 64 },
    { field: 'mobileNum', shown: true, required: false, pattern: 'DIGITS', min: 10, max: 11 },
    { field: 'qqNum', shown: false, required: true, pattern: 'DIGITS', min: 5, max: 12 },
    { field: 'birthday', shown: true, required: false, pattern: 'DATE_YMD', min: 10, max: 10 },
  ],
};

const flags = (overrides: Partial<Whitelabel> = {}): Whitelabel => ({
  ...statusFixture().info.whitelabel,
  MOBILENUMREG3: true,
  REGMOBVERF3: true,
  MOBREGPASS3: false,
  ...overrides,
});

beforeAll(() => changeLanguage('PT'));

describe('planRegisterFields', () => {
  it('username mode: account block, then every shown field as the setting says', () => {
    const plan = planRegisterFields({ setting, mode: 'username', whitelabel: flags(), captchaShown: false });
    expect(plan).toEqual([
      { name: 'username', required: true },
      { name: 'password', required: true },
      { name: 'confirmPassword', required: true },
      { name: 'idNumber', required: true },
      { name: 'email', required: false },
      { name: 'mobileNum', required: false },
      { name: 'verificationCode', required: false },
      { name: 'birthday', required: false },
      { name: 'invitationCode', required: false },
    ]);
  });

  it('mobile mode: number and code first, a password only with MOBREGPASS3, captcha when asked', () => {
    const names = (whitelabel: Whitelabel, captchaShown = false) =>
      planRegisterFields({ setting, mode: 'mobile', whitelabel, captchaShown }).map((field) => field.name);
    expect(names(flags())).toEqual([
      'mobileNum',
      'verificationCode',
      'idNumber',
      'email',
      'birthday',
      'invitationCode',
    ]);
    expect(names(flags({ MOBREGPASS3: true, REGMOBVERF3: false }), true)).toEqual([
      'mobileNum',
      'password',
      'confirmPassword',
      'idNumber',
      'email',
      'birthday',
      'captcha',
      'invitationCode',
    ]);
  });
});

describe('registerFieldError', () => {
  const check = (
    name: Parameters<typeof registerFieldError>[0]['name'],
    values: Record<string, string>,
    required = true,
  ) => registerFieldError({ name, required }, { ...emptyRegisterValues(), ...values }, { setting });

  it('uses the setting patterns and their messages with min and max', () => {
    expect(check('username', { username: '1abc' })).toBe(
      'Formato de conta incorreto. Informe de 6 a 16 letras ou números, começando por uma letra',
    );
    expect(check('username', { username: 'ana2026' })).toBeNull();
    expect(check('idNumber', { idNumber: '123.456.789-00' })).toBe('Informe um CPF válido (11 dígitos)');
    expect(check('idNumber', { idNumber: '529.982.247-25' })).toBeNull();
  });

  it('checks the confirmation, the mobile digits, the code and the age', () => {
    expect(check('confirmPassword', { password: 'Senha123', confirmPassword: 'Senha124' })).toBe(
      'A confirmação da senha não confere.',
    );
    expect(check('mobileNum', { mobileNum: '(11) 9876-5432' })).toBeNull();
    expect(check('mobileNum', { mobileNum: '119876' })).toBe('Informe um número de celular válido');
    expect(check('verificationCode', { verificationCode: '12a' })).toBe(
      'Informe um código de verificação válido',
    );
    const year = new Date().getFullYear() - 17;
    expect(check('birthday', { birthday: `${year}-01-01` })).toBe(
      'É preciso ter pelo menos 18 anos para se cadastrar.',
    );
  });

  it('leaves optional fields alone when empty, but an entered number needs its code', () => {
    expect(check('email', {}, false)).toBeNull();
    expect(check('verificationCode', {}, false)).toBeNull();
    expect(check('verificationCode', { mobileNum: '11987654321' }, false)).toBe(
      'Informe um código de verificação válido',
    );
  });
});
