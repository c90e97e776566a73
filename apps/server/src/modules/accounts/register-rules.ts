import {
  checkPattern,
  cpfDigits,
  limitAmountProblem,
  ruleMessage,
  type FieldIssue,
  type LimitKind,
  type LimitPeriod,
  type RegisterField,
  type RegisterRequest,
  type RegisterSetting,
  type SupportedLanguage,
  type Whitelabel,
} from '@platform/contracts';
import type { z } from 'zod';
import { fieldIssue } from '@platform/server-kit';
import { normaliseMobile } from './phone.js';

export type RegisterMode = 'username' | 'mobile';
type RegisterInput = z.output<typeof RegisterRequest>;

/** What a valid registration stores, normalised so duplicates are caught whatever the typing. */
export type RegistrationData = {
  account: string | null;
  password: string | null;
  mobile: string | null;
  email: string | null;
  idNumber: string | null;
  payeeName: string | null;
  birthday: string | null;
  paymentPassword: string | null;
  contacts: Record<string, string>;
};

const CONTACT_FIELDS = ['qqNum', 'line', 'whatsapp', 'facebook', 'wechat'] as const;

const ageOn = (birthday: string, today: Date): number => {
  const [year, month, day] = birthday.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
};

/**
 * The registration rules of spec section 5, driven by the stored register setting: each field is
 * taken only when shown, required only when flagged, and checked against its pattern and bounds.
 * Username and password are always required in username mode; mobile and code in mobile mode.
 * Every problem is reported at once, each with its own translated message.
 */
export const checkRegistration = (input: {
  request: RegisterInput;
  mode: RegisterMode;
  setting: RegisterSetting;
  /** The national digit count of the request's country (phone.ts phoneDigitsFor), null if not offered. */
  phoneDigits: { min: number; max: number } | null;
  whitelabel: Whitelabel;
  language: SupportedLanguage;
  today: Date;
}): { issues: FieldIssue[]; data: RegistrationData } => {
  const { request, mode, setting, whitelabel, language } = input;
  const issues: FieldIssue[] = [];
  const rules = new Map(setting.fields.map((rule) => [rule.field, rule]));
  const fallback = (field: string): RegisterField => ({
    field,
    shown: true,
    required: true,
    pattern: 'ANY',
    min: 1,
    max: 128,
  });
  const valueOf = (field: string): string => {
    const value = (request as Record<string, unknown>)[field];
    return typeof value === 'string' ? value.trim() : '';
  };

  /** Checks one field; returns its value when present and valid, null otherwise. */
  const take = (field: string, forced?: { required: boolean }): string | null => {
    const rule = rules.get(field) ?? (forced ? fallback(field) : undefined);
    if (!rule || (!rule.shown && !forced)) return null;
    const required = forced?.required ?? rule.required;
    // Passwords are taken as typed: a leading space is part of the secret.
    const value = field.toLowerCase().includes('password')
      ? (((request as Record<string, unknown>)[field] as string | undefined) ?? '')
      : valueOf(field);
    if (value === '') {
      if (required) issues.push(fieldIssue(field, 'required', language));
      return null;
    }
    const check = checkPattern(rule, value);
    if (!check.ok) {
      issues.push({
        field,
        messageKey: `pattern.${rule.pattern}`,
        message: ruleMessage(rule, check.reason, language),
      });
      return null;
    }
    return value;
  };

  const mobileMode = mode === 'mobile';
  const account = take('username', mobileMode ? { required: false } : { required: true });
  const passwordRequired = !mobileMode || whitelabel.MOBREGPASS3;
  const password = take('password', { required: passwordRequired });
  if (password !== null && (request.confirmPassword ?? '') !== password) {
    issues.push(fieldIssue('confirmPassword', 'mismatch', language));
  }

  let mobile: string | null = null;
  const mobileRule = rules.get('mobileNum');
  if (mobileMode || mobileRule?.shown) {
    const required = mobileMode || Boolean(mobileRule?.required);
    const phone = normaliseMobile(request.mobileNum, request.countryDialingCode, input.phoneDigits);
    if (phone.ok) mobile = phone.mobile;
    else if (phone.reason === 'invalid' || required) {
      issues.push(fieldIssue('mobileNum', phone.reason === 'missing' ? 'required' : 'mobile', language));
    }
  }
  // The SMS code proves the number: always in mobile mode, and in username mode when configured.
  const codeNeeded = mobile !== null && (mobileMode || whitelabel.REGMOBVERF3);
  if (codeNeeded && !request.verificationCode) issues.push(fieldIssue('verificationCode', 'code', language));

  const email = take('email')?.toLowerCase() ?? null;
  const idNumberValue = take('idNumber');
  const payeeName = take('payeeName');
  const birthday = take('birthday');
  if (
    birthday &&
    /^\d{4}-\d{2}-\d{2}$/u.test(birthday) &&
    ageOn(birthday, input.today) < setting.minimumAge
  ) {
    issues.push(fieldIssue('birthday', 'underage', language, { age: setting.minimumAge }));
  }
  const paymentPasswordRule = rules.get('paymentPassword');
  const paymentPassword = paymentPasswordRule?.shown ? take('paymentPassword', { required: true }) : null;
  take('recommenderId');
  const captchaRule = rules.get('captcha');
  if (captchaRule?.shown && captchaRule.required && !request.captcha) {
    issues.push(fieldIssue('captcha', 'captcha', language));
  }
  const contacts: Record<string, string> = {};
  for (const field of CONTACT_FIELDS) {
    const value = take(field);
    if (value !== null) contacts[field] = value;
  }
  if (!request.ageConfirmed) {
    issues.push(fieldIssue('ageConfirmed', 'age', language, { age: setting.minimumAge }));
  }

  return {
    issues,
    data: {
      account: account?.toLowerCase() ?? null,
      password,
      mobile,
      email,
      idNumber: idNumberValue ? (cpfDigits(idNumberValue) ?? idNumberValue) : null,
      payeeName: payeeName?.replace(/\s+/gu, ' ') ?? null,
      birthday,
      paymentPassword,
      contacts,
    },
  };
};

/**
 * The account an agent creates for someone directly (registerCenter): the register setting's
 * username and password rules, the confirmation, and the agent's word that the person is of
 * legal age. Contacts and documents are the member's to add later in the member centre.
 */
export const checkDownlineCredentials = (input: {
  request: { username: string; password: string; confirmPassword: string; ageConfirmed: boolean };
  setting: RegisterSetting;
  language: SupportedLanguage;
}): FieldIssue[] => {
  const { request, setting, language } = input;
  const issues: FieldIssue[] = [];
  const ruleOf = (field: 'username' | 'password'): RegisterField =>
    setting.fields.find((rule) => rule.field === field) ?? {
      field,
      shown: true,
      required: true,
      pattern: 'ANY',
      min: 1,
      max: 128,
    };
  for (const field of ['username', 'password'] as const) {
    const value = field === 'username' ? request.username.trim() : request.password;
    const rule = ruleOf(field);
    const check = value === '' ? null : checkPattern(rule, value);
    if (check === null) issues.push(fieldIssue(field, 'required', language));
    else if (!check.ok) {
      issues.push({
        field,
        messageKey: `pattern.${rule.pattern}`,
        message: ruleMessage({ ...rule, field }, check.reason, language),
      });
    }
  }
  if (request.password !== '' && request.confirmPassword !== request.password) {
    issues.push(fieldIssue('confirmPassword', 'mismatch', language));
  }
  if (!request.ageConfirmed) {
    issues.push(fieldIssue('ageConfirmed', 'age', language, { age: setting.minimumAge }));
  }
  return issues;
};

/**
 * What the jurisdiction profile asks of a registration (Portaria SPA/MF 1.231/2024): the warning
 * of betting's risks ticked where it is required, and limits only of the kinds it offers, each
 * kind and period once (the amounts' bounds are the request schema's).
 */
export const checkProtections = (
  request: { riskAcknowledged: boolean; limits: { kind: LimitKind; period: LimitPeriod; amount: number }[] },
  profile: { riskAcknowledgement: boolean; registrationLimits: readonly string[] },
  language: SupportedLanguage,
): FieldIssue[] => {
  const issues: FieldIssue[] = [];
  if (profile.riskAcknowledgement && !request.riskAcknowledged) {
    issues.push(fieldIssue('riskAcknowledged', 'risk', language));
  }
  const seen = new Set<string>();
  request.limits.forEach((limit, index) => {
    const key = `${limit.kind}:${limit.period}`;
    if (!profile.registrationLimits.includes(limit.kind) || seen.has(key)) {
      issues.push(fieldIssue(`limits.${index}`, 'invalid', language));
    }
    seen.add(key);
    // A time limit past its period, or a count past its highest, as the member centre refuses it.
    const tooBig = limitAmountProblem(limit.kind, limit.period, limit.amount);
    if (tooBig) {
      issues.push(fieldIssue(`limits.${index}.amount`, tooBig.messageKey, language, tooBig.values));
    }
  });
  return issues;
};
