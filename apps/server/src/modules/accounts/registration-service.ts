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
import { AppError, fieldsRejected } from '@platform/server-kit';
import type { AccountsDeps, RequestMeta } from './accounts.context.js';
import type { MemberRow } from './accounts.repository.js';
import { codeMessage } from './messages.js';
import { hashPassword } from './password.js';
import { normaliseMobile, phoneDigitsFor } from './phone.js';
import {
  checkDownlineCredentials,
  checkProtections,
  checkRegistration,
  type RegisterMode,
  type RegistrationData,
} from './register-rules.js';
import type { SessionService } from './session-service.js';

type RegisterInput = z.output<typeof RegisterRequest>;

// Unambiguous characters only (no 0/O, 1/I), so a code read aloud or typed from a flyer works.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = (length: number): string =>
  Array.from(randomBytes(length), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
export const newReferralCode = (): string => newCode(8);
export const newInvitationCode = (): string => newCode(INVITATION_CODE_LENGTH);

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
type Placement = { parentId: string | null; referredBy: string | null; invitationId: string | null };

/** Invitation link codes are 10 characters; referral codes 8 (accounts.tables.ts). */
export const INVITATION_CODE_LENGTH = 10;

export const createRegistrationService = (deps: AccountsDeps, sessions: SessionService) => {
  const { repository, verification, audit } = deps;

  /** Who a code belongs to, and the labelled invitation link it came from, if it is one. */
  const inviter = async (
    code: string,
    byAccountToo: boolean,
  ): Promise<{ found: MemberRow | null; invitationId: string | null }> => {
    if (code.trim().length === INVITATION_CODE_LENGTH) {
      const invitation = await repository.team.findInvitationByCode(code);
      if (invitation) {
        return { found: await repository.findMemberById(invitation.memberId), invitationId: invitation.id };
      }
    }
    const byCode = await repository.findMemberByReferralCode(code);
    if (byCode || !byAccountToo) return { found: byCode, invitationId: null };
    return { found: await repository.findMemberByAccount(code), invitationId: null };
  };

  const placementFor = async (request: RegisterInput): Promise<Placement> => {
    const code = request.affiliateCode || request.referralCode || request.recommenderId;
    if (!code) return { parentId: null, referredBy: null, invitationId: null };
    // recommenderId may also be the recommender's account name, as members know each other by it.
    const { found, invitationId } = await inviter(code, code === request.recommenderId);
    if (!found || found.status !== 'ACTIVE' || isTrialType(found.type)) {
      throw new AppError('invalid-invitation-code');
    }
    if (isAgentType(found.type)) return { parentId: found.id, referredBy: found.id, invitationId };
    return { parentId: found.parentId, referredBy: found.id, invitationId: null };
  };

  const assertUnique = async (data: RegistrationData & { account: string }, meta: RequestMeta) => {
    // Before the duplicate check, so the person hears why, not only that the CPF is taken.
    if (data.idNumber && (await deps.isCpfSelfExcluded(data.idNumber))) {
      throw new AppError('self-excluded-cpf');
    }
    // The banned-bettor list (Lei 14.790 art. 26): refused without saying so, and audited.
    if (data.idNumber) {
      await deps.assertCpfNotBanned(data.idNumber, { ip: meta.ip, account: data.account, step: 'register' });
    }
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
      phoneDigits: await phoneDigitsFor(deps.settings, request.countryDialingCode),
      whitelabel,
      language: meta.language,
      today: deps.now(),
    });
    issues.push(...checkProtections(request, await deps.registrationProfile(), meta.language));
    if (issues.length > 0) throw fieldsRejected(issues);

    const account = data.account ?? `m${data.mobile}`;
    await assertUnique({ ...data, account }, meta);
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
        invitationId: placement.invitationId,
        registrationIp: meta.ip,
        registrationDomain: request.domain ?? null,
        registerMethod: request.registerMethod,
        // The language the person registered in, until they choose another (PUT /wps/member/language).
        language: meta.language,
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
      detail: {
        mode,
        parentId: placement.parentId,
        referredBy: placement.referredBy,
        invitationId: placement.invitationId,
        riskAcknowledged: request.riskAcknowledged,
        limits: request.limits,
      },
    });
    // Checked above, so none can be refused: each is a first limit, in force at once and audited.
    if (request.limits.length > 0) await deps.setRegistrationLimits(member.id, request.limits, meta);
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

    /**
     * An agent's direct registration of a member or sub-agent (registerCenter). The caller (the
     * agents module) has checked the agent's policy; here the account is checked against the
     * register setting's username and password rules and stored under the agent, so the tree
     * trigger places it in the agent's team in the same statement.
     */
    async createDownline(input: {
      agent: { id: string; account: string };
      type: number;
      request: { username: string; password: string; confirmPassword: string; ageConfirmed: boolean };
      meta: RequestMeta;
    }): Promise<{ id: string; account: string; type: number }> {
      const { agent, request, meta } = input;
      const setting = await deps.settings.getSetting('register');
      const issues = checkDownlineCredentials({ request, setting, language: meta.language });
      if (issues.length > 0) throw fieldsRejected(issues);
      const account = request.username.trim().toLowerCase();
      if (
        (await repository.findTakenIdentities({ account, mobile: null, email: null, idNumber: null })).account
      ) {
        throw new AppError('duplicate-username');
      }
      let created: MemberRow;
      try {
        created = await repository.insertMember({
          account,
          nickname: account,
          type: input.type,
          passwordHash: await hashPassword(request.password),
          referralCode: newReferralCode(),
          parentId: agent.id,
          referredBy: agent.id,
          registrationIp: meta.ip,
          registerMethod: 'AGENT',
        });
      } catch (error) {
        const duplicate = duplicateFromDatabase(error);
        if (duplicate) throw duplicate;
        throw error;
      }
      await audit.record({
        action: 'agent.create-downline',
        result: 'ok',
        memberId: agent.id,
        account: agent.account,
        ip: meta.ip,
        userAgent: meta.userAgent,
        detail: { created: created.account, createdId: created.id, type: created.type },
      });
      return { id: created.id, account: created.account, type: created.type };
    },

    /** A new labelled invitation link for an agent, unless it holds `max` already. */
    async createInvitation(agentId: string, label: string, max: number) {
      const invitation = await repository.team.insertInvitationWithin(
        { memberId: agentId, code: newInvitationCode(), label },
        max,
      );
      if (!invitation) throw new AppError('invitation-limit-reached');
      return invitation;
    },

    /** POST /wps/verification/sms/register: a code for a number that is not registered yet. */
    async sendRegisterCode(
      input: { mobileNum: string; countryDialingCode: string },
      meta: RequestMeta,
    ): Promise<SmsCodeResponse> {
      const phone = normaliseMobile(
        input.mobileNum,
        input.countryDialingCode,
        await phoneDigitsFor(deps.settings, input.countryDialingCode),
      );
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
      const { found, invitationId } = await inviter(code, false);
      if (!found || found.status !== 'ACTIVE' || isTrialType(found.type)) {
        throw new AppError('invalid-invitation-code');
      }
      // A labelled link keeps its own code, so the registration it leads to is counted for it.
      const answered = invitationId ? code.trim().toUpperCase() : (found.referralCode ?? code);
      return { code: answered, kind: isAgentType(found.type) ? 'AGENT' : 'MEMBER' };
    },
  };
};

export type RegistrationService = ReturnType<typeof createRegistrationService>;
