import { z } from 'zod';
import { LIMIT_AMOUNT_MAX, LIMIT_PERIODS, LIMIT_KINDS } from './jurisdiction-lists.js';
import { SUPPORTED_LANGUAGES } from './languages.js';
import { MemberInfoResponse } from './member.js';

/**
 * Wire schemas of the accounts and session calls (spec sections 3, 4 and 7). Field names follow the
 * spec so existing clients keep working; paths the spec does not name are listed in
 * docs/decisions/0003-accounts-and-sessions.md.
 */

/** Brazil's country dialing code; every number is stored as dialing code + national number. */
export const DEFAULT_COUNTRY_DIALING_CODE = '55';
/** SMS and e-mail codes stay valid this long; the web's resend countdown is 60 s × this (spec 9). */
export const CODE_EXPIRY_MINUTES = 5;

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).optional();
const dialingCode = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/u)
  .transform((value) => value.replace(/^\+/u, ''))
  .default(DEFAULT_COUNTRY_DIALING_CODE);

export const LOGIN_TYPES = ['username', 'sms', 'firebase'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

/**
 * POST /wps/session/login (encrypted). For `sms`, `username` carries the mobile number and
 * `password` the SMS code, as the spec's payload describes.
 */
export const LoginRequest = z.object({
  type: z.enum(LOGIN_TYPES).default('username'),
  username: text(64).min(1),
  password: z.string().min(1).max(128),
  countryDialingCode: dialingCode,
  captcha: optionalText(16),
  /**
   * The agent portal (/agent) accepts only agents; the site accepts members and trial users;
   * 'operator' is the back office's login (operator accounts only, never on the other two).
   */
  portal: z.enum(['member', 'agent', 'operator']).default('member'),
  rememberMe: z.boolean().default(false),
});
export type LoginRequest = z.input<typeof LoginRequest>;

export const LoginResponse = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  userInfo: MemberInfoResponse,
  /** Set only when remember-me was asked: a revocable token that opens a new session for a day. */
  rememberToken: z.string().nullable(),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

/** Second-factor methods for a login from an unregistered IP (spec section 4). */
export const SECOND_FACTOR_METHODS = ['sms', 'email', 'bankName', 'totp'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** `value` of the 'verification-required' error: which methods this member can use, with hints. */
export const SecondFactorChallenge = z.object({
  ticket: z.string(),
  methods: z.array(z.object({ method: z.enum(SECOND_FACTOR_METHODS), hint: z.string() })),
});
export type SecondFactorChallenge = z.infer<typeof SecondFactorChallenge>;

/** POST /wps/session/login/verification: sends the code of an sms or email second factor. */
export const SecondFactorSendRequest = z.object({
  ticket: text(128).min(1),
  method: z.enum(['sms', 'email']),
});
export type SecondFactorSendRequest = z.input<typeof SecondFactorSendRequest>;

/** POST /wps/session/login/verify (encrypted): completes the login with the second factor. */
export const SecondFactorVerifyRequest = z.object({
  ticket: text(128).min(1),
  method: z.enum(SECOND_FACTOR_METHODS),
  code: text(128).min(1),
});
export type SecondFactorVerifyRequest = z.input<typeof SecondFactorVerifyRequest>;

/** POST /wps/session/resume: a remember-me token opens a fresh session. */
/** Without `rememberToken`, a browser's HttpOnly remember cookie is used (decision 0003). */
export const ResumeSessionRequest = z.object({ rememberToken: text(128).min(1).optional() });
export type ResumeSessionRequest = z.input<typeof ResumeSessionRequest>;

/** POST /wps/session/login/freeplay (spec section 3: os, platform W, encryption value, gateway 3). */
export const FreePlayRequest = z.object({
  os: text(32).default(''),
  platform: z.literal('W').default('W'),
  encryption: optionalText(512),
  gatewayVersion: z.coerce.number().int().optional(),
});
export type FreePlayRequest = z.input<typeof FreePlayRequest>;

/** POST /wps/verification/sms/noLogin and /sms/register. */
export const SmsCodeRequest = z.object({
  // Not min(1): an empty number gets the spec's own 'missing-phone-number' answer.
  mobileNum: text(20).default(''),
  countryDialingCode: dialingCode,
  captcha: optionalText(16),
});
export type SmsCodeRequest = z.input<typeof SmsCodeRequest>;

export const SmsCodeResponse = z.object({ expiredMinutes: z.number().int().positive() });
export type SmsCodeResponse = z.infer<typeof SmsCodeResponse>;

/**
 * PUT /wps/member/register and /register/mobile (encrypted). Every field is optional on the wire:
 * which ones are shown and required comes from the register setting, and the server answers each
 * missing or malformed one with its own translated message.
 */
/** One limit set at registration: in force at once, as a first limit is (docs/responsible-gaming.md). */
export const RegistrationLimit = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  amount: z.number().int().min(1).max(LIMIT_AMOUNT_MAX),
});
export type RegistrationLimit = z.infer<typeof RegistrationLimit>;

export const RegisterRequest = z.object({
  username: optionalText(64),
  password: z.string().max(128).optional(),
  confirmPassword: z.string().max(128).optional(),
  payeeName: optionalText(128),
  email: optionalText(128),
  qqNum: optionalText(64),
  mobileNum: optionalText(20),
  countryDialingCode: dialingCode,
  recommenderId: optionalText(64),
  captcha: optionalText(16),
  verificationCode: optionalText(16),
  affiliateCode: optionalText(64),
  referralCode: optionalText(64),
  paymentPassword: z.string().max(128).optional(),
  line: optionalText(64),
  whatsapp: optionalText(64),
  facebook: optionalText(128),
  wechat: optionalText(64),
  idNumber: optionalText(20),
  birthday: optionalText(10),
  domain: optionalText(255),
  registerUrl: optionalText(2048),
  registerMethod: z.literal('WEB').default('WEB'),
  /** The terms and legal-age checkbox (18 by default, from the register setting). */
  ageConfirmed: z.boolean().default(false),
  /** The warning of betting's risks ticked; required where the profile says so (BR). */
  riskAcknowledged: z.boolean().default(false),
  /**
   * Limits asked at registration (the profile's registrationLimits that a member can set): each
   * kind and period at most once; none, or an empty list, is "no limit".
   */
  limits: z
    .array(RegistrationLimit)
    .max(LIMIT_PERIODS.length * LIMIT_KINDS.length)
    .default([]),
});
export type RegisterRequest = z.input<typeof RegisterRequest>;

/** Fields of RegisterRequest that a register setting may show, require and pattern-check. */
export const CONFIGURABLE_REGISTER_FIELDS = [
  'username',
  'password',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'birthday',
] as const;
export type ConfigurableRegisterField = (typeof CONFIGURABLE_REGISTER_FIELDS)[number];

/** GET /wps/agent/affiliate?code&domain: whether an invitation code is valid. */
export const AffiliateQuery = z.object({ code: text(64).min(1), domain: optionalText(255) });
export const AffiliateResponse = z.object({ code: z.string(), kind: z.enum(['AGENT', 'MEMBER']) });
export type AffiliateResponse = z.infer<typeof AffiliateResponse>;

/** POST /wps/member/password (token, encrypted); every session ends, so the member logs in again. */
export const ChangePasswordRequest = z.object({
  oldPassword: z.string().max(128).default(''),
  newPassword: z.string().max(128),
  confirmNewPassword: z.string().max(128),
});
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequest>;

/** Form POST /wps/member/password/email: a reset link goes to the member's e-mail. */
export const ForgotPasswordEmailRequest = z.object({ username: text(64).min(1), email: text(128).min(1) });
export type ForgotPasswordEmailRequest = z.input<typeof ForgotPasswordEmailRequest>;

/** POST /wps/member/password/verification (encrypted): reset by mobile code (flag CHNGPASSVERIF3). */
export const ResetPasswordByMobileRequest = z.object({
  mobileNum: text(20).min(1),
  countryDialingCode: dialingCode,
  verificationCode: text(16).min(1),
  newPassword: z.string().max(128),
  confirmNewPassword: z.string().max(128).optional(),
});
export type ResetPasswordByMobileRequest = z.input<typeof ResetPasswordByMobileRequest>;

/** POST /wps/member/password/reset (encrypted): completes the e-mailed reset link. */
export const ResetPasswordByTokenRequest = z.object({
  resetToken: text(128).min(1),
  newPassword: z.string().max(128),
  confirmNewPassword: z.string().max(128),
});
export type ResetPasswordByTokenRequest = z.input<typeof ResetPasswordByTokenRequest>;

/**
 * PUT /wps/member/language (token; the spec's language update, path chosen in decision 0023):
 * the language the server writes the member's messages and SMS in.
 */
export const MemberLanguageRequest = z.object({ language: z.enum(SUPPORTED_LANGUAGES) });
export type MemberLanguageRequest = z.input<typeof MemberLanguageRequest>;
export const MemberLanguageResponse = MemberLanguageRequest;
export type MemberLanguageResponse = z.infer<typeof MemberLanguageResponse>;

/** GET /wps/member/info/icon. */
export const MemberIconResponse = z.object({ iconUrl: z.string().nullable() });
export type MemberIconResponse = z.infer<typeof MemberIconResponse>;

/**
 * GET /wps/member/info/funds/consolidated: which contract requests await the member (spec 3).
 * The `*req` flags are pending requests; the type flags say which contract kinds the member has.
 */
export const ConsolidatedFundsResponse = z.object({
  dailysalreq: z.boolean(),
  divtypereq: z.boolean(),
  contracthoursalreq: z.boolean(),
  realtimesalreqtype: z.boolean(),
  dailySalary: z.boolean(),
  hourSalary: z.boolean(),
  salary: z.boolean(),
  enableCt: z.boolean(),
});
export type ConsolidatedFundsResponse = z.infer<typeof ConsolidatedFundsResponse>;

/** GET /wps/member/security: what the member has set up for recovery and second factors. */
export const SecurityOverviewResponse = z.object({
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  hasPayeeName: z.boolean(),
  hasPaymentPassword: z.boolean(),
  totpEnabled: z.boolean(),
});
export type SecurityOverviewResponse = z.infer<typeof SecurityOverviewResponse>;

/** POST /wps/member/security/totp: a new authenticator secret, active once confirmed. */
export const TotpSetupResponse = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TotpSetupResponse = z.infer<typeof TotpSetupResponse>;

/** POST /wps/member/security/totp/confirm and …/totp/disable: a current code from the app. */
export const TotpCodeRequest = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/u),
});
export type TotpCodeRequest = z.input<typeof TotpCodeRequest>;

/** Masks a contact for display: keeps enough to recognise it, never enough to use it. */
export const maskMobile = (digits: string): string =>
  digits.length <= 4 ? '••••' : `+${digits.slice(0, 2)} ••••• ${digits.slice(-4)}`;
export const maskEmail = (email: string): string => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}•••@${domain}`;
};
