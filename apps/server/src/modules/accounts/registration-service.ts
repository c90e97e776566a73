import { randomBytes } from 'node:crypto';
import {
  isAgentType,
  isTrialType,
  type AffiliateResponse,
  type LoginResponse,
  type RegisterRequest,
  type SmsCodeResponse,
} from '@platform/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { AccountsDeps, RequestMeta } from './accounts.context.js';
import type { MemberRow } from './accounts.repository.js';
import { fieldsRejected } from '../../lib/field-issues.js';
import { codeMessage } from './messages.js';
import { hashPassword } from './password.js';
import { normaliseMobile } from './phone.js';
import { checkRegistration, type RegisterMode, type RegistrationData } from './register-rules.js';
import type { SessionService } from './session-service.js';

type RegisterInput = z.output<typeof RegisterRequest>;

// Unambiguous characters only (no 0/O, 1/I), so a code read aloud or typed from a flyer works.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const newReferralCode = (): string =>
  Array.from(randomBytes(8), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');

const DUPLICATE_CODES = {
  member_account_unique: 'duplicate-username',
  member_mobile_unique: 'duplicate-mobile',
  member_email_unique: 'duplicate-email',
  member_id_number_unique: 'duplicate-id-number',
} as const;

/** Maps a unique violation (two registrations racing for one identity) to its clear message. */
const duplicateFromDatabase = (error: unknown): AppError | null => {
  const cause = error as {
    code?: string;
    constraint?: string;
    cause?: { code?: string; constraint?: string };
  };
  const detail = cause.cause ?? cause;
  if (detail.code !== '23505' || !detail.constraint) return null;
  const code = DUPLICATE_CODES[detail.constraint as keyof typeof DUPLICATE_CODES];
  return code ? new AppError(code) : null;
};

/**
 * Who a new account sits under. An agent's code puts it directly under that agent; a member's
 * code records the referrer and puts it under the referrer's own agent.
 */
type Placement = { parentId: string | null; referredBy: string | null };

export const createRegistrationService = (deps: AccountsDeps, sessions: SessionService) => {
  const { repository, verification, audit } = deps;

  const inviter = async (code: string, byAccountToo: boolean): Promise<MemberRow | null> => {
    const byCode = await repository.findMemberByReferralCode(code);
    if (byCode || !byAccountToo) return byCode;
    return repository.findMemberByAccount(code);
  };

  const placementFor = async (request: RegisterInput): Promise<Placement> => {
    const code = request.affiliateCode || request.referralCode || request.recommenderId;
    if (!code) return { parentId: null, referredBy: null };
    // recommenderId may also be the recommender's account name, as members know each other by it.
    const found = await inviter(code, code === request.recommenderId);
    if (!found || found.status !== 'ACTIVE' || isTrialType(found.type)) {
      throw new AppError('invalid-invitation-code');
    }
    if (isAgentType(found.type)) return { parentId: found.id, referredBy: found.id };
    return { parentId: found.parentId, referredBy: found.id };
  };

  const assertUnique = async (data: RegistrationData & { account: string }) => {
    const taken = await repository.findTakenIdentities(data);
    if (taken.account) throw new AppError('duplicate-username');
    if (taken.mobile) throw new AppError('duplicate-mobile');
    if (taken.email) throw new AppError('duplicate-email');
    if (taken.idNumber) throw new AppError('duplicate-id-number');
  };

  const register = async (
    mode: RegisterMode,
    request: RegisterInput,
    meta: RequestMeta,
    captchaId: string | undefined,
  ): Promise<LoginResponse> => {
    const [setting, whitelabel] = await Promise.all([
      deps.settings.getSetting('register'),
      deps.settings.getSetting('whitelabel'),
    ]);
    if (mode === 'mobile' && !whitelabel.MOBILENUMREG3) throw new AppError('operation-not-allowed');
    const { issues, data } = checkRegistration({
      request,
      mode,
      setting,
      whitelabel,
      language: meta.language,
      today: deps.now(),
    });
    if (issues.length > 0) throw fieldsRejected(issues);

    const account = data.account ?? `m${data.mobile}`;
    await assertUnique({ ...data, account });
    const placement = await placementFor(request);
    const captchaRule = setting.fields.find((rule) => rule.field === 'captcha');
    if (captchaRule?.shown && (captchaRule.required || request.captcha)) {
      if (!(await verification.checkCaptcha(captchaId, request.captcha))) {
        throw new AppError('captcha-check-failed');
      }
    }
    // The code is spent last, so a typo elsewhere in the form does not cost the member a new SMS.
    if (data.mobile && (mode === 'mobile' || whitelabel.REGMOBVERF3)) {
      await verification.consumeCode({
        channel: 'sms',
        destination: data.mobile,
        purpose: 'register',
        code: request.verificationCode,
      });
    }

    let member: MemberRow;
    try {
      member = await repository.insertMember({
        account,
        nickname: data.account ?? account,
        type: 0,
        // Without a password (mobile mode, MOBREGPASS3 off) the member logs in by SMS; a random
        // secret nobody knows keeps password login closed until they set one by reset.
        passwordHash: await hashPassword(data.password ?? randomBytes(32).toString('base64url')),
        paymentPasswordHash: data.paymentPassword ? await hashPassword(data.paymentPassword) : null,
        mobile: data.mobile,
        email: data.email,
        idNumber: data.idNumber,
        payeeName: data.payeeName,
        birthday: data.birthday,
        contacts: data.contacts,
        referralCode: newReferralCode(),
        parentId: placement.parentId,
        referredBy: placement.referredBy,
        registrationIp: meta.ip,
        registrationDomain: request.domain ?? null,
        registerMethod: request.registerMethod,
      });
    } catch (error) {
      const duplicate = duplicateFromDatabase(error);
      if (duplicate) throw duplicate;
      throw error;
    }
    await audit.record({
      action: 'register',
      result: 'ok',
      memberId: member.id,
      account: member.account,
      ip: meta.ip,
      userAgent: meta.userAgent,
      detail: { mode, parentId: placement.parentId, referredBy: placement.referredBy },
    });
    // Registration logs the member in; the IP they registered from counts as verified.
    return sessions.openSession({
      member,
      loginType: 'register',
      rememberMe: false,
      passwordExpired: false,
      ipVerified: true,
      meta,
    });
  };

  return {
    register,

    /** POST /wps/verification/sms/register: a code for a number that is not registered yet. */
    async sendRegisterCode(
      input: { mobileNum: string; countryDialingCode: string },
      meta: RequestMeta,
    ): Promise<SmsCodeResponse> {
      const setting = await deps.settings.getSetting('register');
      const phone = normaliseMobile(input.mobileNum, input.countryDialingCode, setting.phoneDigits);
      if (!phone.ok) {
        throw new AppError(phone.reason === 'missing' ? 'missing-phone-number' : 'invalid-phone-number');
      }
      if (await repository.findMemberByMobile(phone.mobile)) throw new AppError('duplicate-mobile');
      const sent = await verification.issueCode({
        channel: 'sms',
        destination: phone.mobile,
        purpose: 'register',
        render: (code, minutes) => codeMessage(meta.language, 'register', code, minutes),
      });
      await audit.record({
        action: 'code.send',
        result: 'ok',
        account: phone.mobile,
        ip: meta.ip,
        userAgent: meta.userAgent,
        detail: { purpose: 'register' },
      });
      return sent;
    },

    /** GET /wps/agent/affiliate: whether an invitation code belongs to an active agent or member. */
    async checkInvitation(code: string): Promise<AffiliateResponse> {
      const found = await inviter(code, false);
      if (!found || found.status !== 'ACTIVE' || isTrialType(found.type)) {
        throw new AppError('invalid-invitation-code');
      }
      return { code: found.referralCode ?? code, kind: isAgentType(found.type) ? 'AGENT' : 'MEMBER' };
    },
  };
};

export type RegistrationService = ReturnType<typeof createRegistrationService>;
