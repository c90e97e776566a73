import { checkPattern, ruleMessage, type RegisterField, type RegisterSetting } from '@platform/contracts';
import type { FIELD_MESSAGES } from '@platform/contracts';
import { currentLanguage, i18n } from '../../i18n';

/**
 * Field rules shared by the account forms. Messages come from packages/contracts (FIELD_MESSAGES,
 * ruleMessage), so the browser says exactly what the server would say about the same value.
 */
export type FieldMessageKey = keyof (typeof FIELD_MESSAGES)['PT'] & string;

/** A field message (`fields.<key>` of the i18n resources, which are FIELD_MESSAGES) with its values. */
export const fieldMessage = (key: FieldMessageKey, params: Record<string, string | number> = {}) =>
  i18n.t(`fields.${key}`, params);

export const ruleFor = (setting: RegisterSetting | undefined, field: string): RegisterField | undefined =>
  setting?.fields.find((rule) => rule.field === field);

/** The message for a value that breaks its rule, or null when it passes. */
export const ruleError = (rule: RegisterField | undefined, value: string): string | null => {
  if (!rule) return null;
  const result = checkPattern(rule, value);
  return result.ok ? null : ruleMessage(rule, result.reason, currentLanguage());
};

/** People type mobiles with spaces, dashes and brackets; the server wants digits. */
export const normaliseMobile = (value: string) => value.replace(/[\s().-]/g, '');

export const isValidMobile = (value: string, digits: { min: number; max: number }) => {
  const normalised = normaliseMobile(value);
  return /^\d+$/.test(normalised) && normalised.length >= digits.min && normalised.length <= digits.max;
};

export const isValidCode = (value: string) => /^\d{4,8}$/.test(value.trim());

/** Whole years between a yyyy-MM-dd birthday and today. */
export const ageOn = (birthday: string, today = new Date()) => {
  const [year, month, day] = birthday.split('-').map(Number);
  if (!year || !month || !day) return null;
  let age = today.getFullYear() - year;
  const beforeBirthday =
    today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
};

/** A code in a failed call's error code means the server wants (or rejected) the captcha. */
export const isCaptchaError = (code: string) => code.includes('captcha');
