import { z } from 'zod';
import type { RegisterSetting, Whitelabel } from '@platform/contracts';
import {
  ageOn,
  fieldMessage,
  isValidCode,
  isValidMobile,
  normaliseMobile,
  ruleError,
  ruleFor,
} from './validation';

export type RegisterMode = 'username' | 'mobile';

/** Inputs of the register form; the server-driven ones keep their RegisterRequest names. */
export type RegisterInput =
  | 'username'
  | 'password'
  | 'confirmPassword'
  | 'mobileNum'
  | 'verificationCode'
  | 'payeeName'
  | 'idNumber'
  | 'email'
  | 'birthday'
  | 'qqNum'
  | 'line'
  | 'whatsapp'
  | 'facebook'
  | 'wechat'
  | 'paymentPassword'
  | 'captcha'
  | 'invitationCode';

export type PlannedField = { name: RegisterInput; required: boolean };

export type RegisterValues = Record<RegisterInput, string> & {
  ageConfirmed: boolean;
  /** The warning of betting's risks ticked (required where the jurisdiction profile says so). */
  riskAcknowledged: boolean;
};

/** Setting fields shown after the account block, in this order (the setting decides which). */
const PROFILE_FIELDS = [
  'payeeName',
  'idNumber',
  'email',
  'mobileNum',
  'birthday',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'paymentPassword',
] as const satisfies readonly RegisterInput[];

export const emptyRegisterValues = (invitationCode = ''): RegisterValues => ({
  username: '',
  password: '',
  confirmPassword: '',
  mobileNum: '',
  verificationCode: '',
  payeeName: '',
  idNumber: '',
  email: '',
  birthday: '',
  qqNum: '',
  line: '',
  whatsapp: '',
  facebook: '',
  wechat: '',
  paymentPassword: '',
  captcha: '',
  invitationCode,
  ageConfirmed: false,
  riskAcknowledged: false,
});

/**
 * Which inputs the form shows, and which are required (spec section 5): username and password
 * always in username mode; in mobile mode the number, the SMS code with REGMOBVERF3 and a password
 * with MOBREGPASS3; every other field as the register setting says.
 */
export const planRegisterFields = (input: {
  setting: RegisterSetting;
  mode: RegisterMode;
  whitelabel: Whitelabel;
  captchaShown: boolean;
}): PlannedField[] => {
  const { setting, mode, whitelabel, captchaShown } = input;
  const shown = (name: string) => ruleFor(setting, name)?.shown === true;
  const required = (name: string) => {
    const rule = ruleFor(setting, name);
    return rule?.shown === true && rule.required;
  };
  const plan: PlannedField[] = [];

  if (mode === 'username') {
    plan.push({ name: 'username', required: true });
    plan.push({ name: 'password', required: true }, { name: 'confirmPassword', required: true });
  } else {
    plan.push({ name: 'mobileNum', required: true });
    if (whitelabel.REGMOBVERF3 === true) plan.push({ name: 'verificationCode', required: true });
    if (whitelabel.MOBREGPASS3 === true) {
      plan.push({ name: 'password', required: true }, { name: 'confirmPassword', required: true });
    }
  }

  for (const name of PROFILE_FIELDS) {
    if (mode === 'mobile' && name === 'mobileNum') continue;
    if (!shown(name)) continue;
    // Spec section 5: a payment password is required whenever it is shown.
    plan.push({ name, required: name === 'paymentPassword' ? true : required(name) });
    // A number given in username mode is proven by its SMS code too when REGMOBVERF3 is on.
    if (name === 'mobileNum' && whitelabel.REGMOBVERF3 === true) {
      plan.push({ name: 'verificationCode', required: required('mobileNum') });
    }
  }

  if (captchaShown || shown('captcha')) plan.push({ name: 'captcha', required: true });
  // Spec section 5: the invitation code is optional unless the setting requires a recommender.
  plan.push({ name: 'invitationCode', required: required('recommenderId') });
  return plan;
};

/** The setting rule an input is checked against (the invitation code uses the recommender's). */
const settingName = (name: RegisterInput) => (name === 'invitationCode' ? 'recommenderId' : name);

/** The message for one input's value, or null when it is fine. */
export const registerFieldError = (
  field: PlannedField,
  values: RegisterValues,
  context: {
    setting: RegisterSetting;
    /** The chosen country's national digit count; the register setting's when not given. */
    phoneDigits?: { min: number; max: number };
  },
): string | null => {
  const raw = values[field.name] ?? '';
  const value = field.name.toLowerCase().includes('password') ? raw : raw.trim();
  // An optional number still needs its code once it is filled in.
  const required =
    field.required || (field.name === 'verificationCode' && (values.mobileNum ?? '').trim() !== '');
  if (!value) {
    if (!required) return null;
    if (field.name === 'mobileNum') return fieldMessage('mobile');
    if (field.name === 'verificationCode') return fieldMessage('code');
    if (field.name === 'captcha') return fieldMessage('captcha');
    return fieldMessage('required');
  }
  const { setting } = context;
  switch (field.name) {
    case 'confirmPassword':
      return value === values.password ? null : fieldMessage('mismatch');
    case 'verificationCode':
      return isValidCode(value) ? null : fieldMessage('code');
    case 'captcha':
      return null;
    case 'mobileNum': {
      const digits = normaliseMobile(value);
      const count = context.phoneDigits ?? setting.phoneDigits;
      if (!isValidMobile(digits, count)) return fieldMessage('mobile');
      // The field's pattern still applies; its length is the chosen country's.
      const rule = ruleFor(setting, 'mobileNum');
      return ruleError(rule && { ...rule, min: count.min, max: count.max }, digits);
    }
    case 'birthday': {
      const error = ruleError(ruleFor(setting, 'birthday'), value);
      if (error) return error;
      const age = ageOn(value);
      if (age === null) return fieldMessage('invalid');
      return age < setting.minimumAge ? fieldMessage('underage', { age: setting.minimumAge }) : null;
    }
    default:
      return ruleError(ruleFor(setting, settingName(field.name)), value);
  }
};

/** The zod schema of the register form for one plan; messages in the current language. */
export const registerSchema = (
  plan: PlannedField[],
  setting: RegisterSetting,
  {
    riskRequired = false,
    phoneDigits,
  }: { riskRequired?: boolean; phoneDigits?: { min: number; max: number } } = {},
) =>
  z
    .object({ ageConfirmed: z.boolean() })
    .catchall(z.union([z.string(), z.boolean()]))
    .superRefine((raw, context) => {
      const values = raw as unknown as RegisterValues;
      for (const field of plan) {
        const message = registerFieldError(field, values, { setting, phoneDigits });
        if (message) context.addIssue({ code: 'custom', path: [field.name], message });
      }
      if (!values.ageConfirmed) {
        context.addIssue({
          code: 'custom',
          path: ['ageConfirmed'],
          message: fieldMessage('age', { age: setting.minimumAge }),
        });
      }
      if (riskRequired && !values.riskAcknowledged) {
        context.addIssue({ code: 'custom', path: ['riskAcknowledged'], message: fieldMessage('risk') });
      }
    });

/** Where a server complaint about a field (validation-failed or a duplicate) is shown. */
export const REGISTER_ERROR_FIELDS: Record<string, RegisterInput | 'ageConfirmed'> = {
  'duplicate-username': 'username',
  'duplicate-mobile': 'mobileNum',
  'duplicate-email': 'email',
  'duplicate-id-number': 'idNumber',
  'invalid-invitation-code': 'invitationCode',
  'invalid-verification-code': 'verificationCode',
  'missing-verification-code': 'verificationCode',
  'code-expired': 'verificationCode',
  'invalid-phone-number': 'mobileNum',
  'missing-phone-number': 'mobileNum',
  'captcha-required': 'captcha',
  'captcha-check-failed': 'captcha',
};

/** Server field names that the form shows under a differently named input. */
export const serverFieldToInput = (
  field: string,
): RegisterInput | 'ageConfirmed' | 'riskAcknowledged' | null => {
  if (field === 'referralCode' || field === 'recommenderId' || field === 'affiliateCode')
    return 'invitationCode';
  if (field === 'ageConfirmed' || field === 'riskAcknowledged') return field;
  return null;
};
