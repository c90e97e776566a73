import { randomBytes } from 'node:crypto';
import {
  CODE_EXPIRY_MINUTES,
  DEFAULT_FLAGGED_PASSWORD,
  isAgentType,
  isOperatorType,
  isTrialType,
  maskEmail,
  maskMobile,
  toSupportedLanguage,
  type LoginRequest,
  type LoginResponse,
  type SecondFactorChallenge,
  type SecondFactorMethod,
  type SmsCodeResponse,
} from '@platform/contracts';
import type { z } from 'zod';
import { AppError, isAppError } from '@platform/server-kit';
import { matchTotpStep } from '../verification/index.js';
import type { AccountsDeps, RequestMeta } from './accounts.context.js';
import type { MemberRow } from './accounts.repository.js';
import {
  accountKey,
  createLoginThrottle,
  loginKeys,
  secondFactorKeys,
  smsLoginKeys,
  type ThrottleKey,
} from './login-throttle.js';
import { codeMessage } from './messages.js';
import { hashPassword, verifyPassword } from './password.js';
import { normaliseMobile, phoneDigitsFor } from './phone.js';
import { openTotpSecret } from './totp-secret.js';
import { generateSessionToken, hashSessionToken } from './session-token.js';
import type { SessionService } from './session-service.js';

type LoginInput = z.output<typeof LoginRequest>;
type LoginPortal = LoginInput['portal'];

/** The portal an account belongs to, for a login finished by its second factor. */
const portalOf = (type: number): LoginPortal =>
  isOperatorType(type) ? 'operator' : isAgentType(type) ? 'agent' : 'member';

/** A login name that may be a mobile number: digits with the usual phone punctuation. */
const MOBILE_LIKE = /^[\d\s().+-]+$/u;
const CHALLENGE_MINUTES = 10;
const CHALLENGE_ATTEMPTS = 5;
const TRIALS_PER_IP_PER_HOUR = 10;
// A hash verified when the account does not exist, so a wrong username costs the same time as a
// wrong password and response times do not tell which usernames exist.
const DECOY_HASH = hashPassword(randomBytes(16).toString('hex'));

/** Names compared for the bank-account-name factor: case, accents and spacing do not matter. */
const comparableName = (name: string) =>
  name.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/gu, ' ').trim().toLowerCase();

export const secondFactorMethods = (member: MemberRow): SecondFactorChallenge['methods'] => {
  const methods: SecondFactorChallenge['methods'] = [];
  if (member.mobile) methods.push({ method: 'sms', hint: maskMobile(member.mobile) });
  if (member.email) methods.push({ method: 'email', hint: maskEmail(member.email) });
  if (member.payeeName) methods.push({ method: 'bankName', hint: '' });
  if (member.totpEnabledAt && member.totpSecret) methods.push({ method: 'totp', hint: '' });
  return methods;
};

export const createLoginService = (deps: AccountsDeps, sessions: SessionService) => {
  const { repository, audit, verification } = deps;
  const throttle = createLoginThrottle(repository);

  const record = (
    meta: RequestMeta,
    event: { action: 'login' | 'login.second-factor' | 'freeplay' | 'code.send'; ok: boolean } & {
      member?: MemberRow | null;
      account?: string;
      detail?: Record<string, unknown>;
    },
  ) =>
    audit.record({
      action: event.action,
      result: event.ok ? 'ok' : 'refused',
      memberId: event.member?.id ?? null,
      account: event.member?.account ?? event.account ?? null,
      ip: meta.ip,
      userAgent: meta.userAgent,
      detail: event.detail ?? {},
    });

  /** Audits a refusal and hands the error back for the caller to throw. */
  const refused = async (
    meta: RequestMeta,
    error: AppError,
    event: { action: 'login' | 'login.second-factor'; member?: MemberRow | null; account?: string },
  ): Promise<AppError> => {
    await record(meta, { ...event, ok: false, detail: { reason: error.code } });
    return error;
  };

  /**
   * Takes an attempt on the keys before any secret is checked (login-throttle.ts); a refusal
   * (`too-many-requests`) is audited as this event.
   */
  const takeAttempt = (
    keys: readonly ThrottleKey[],
    meta: RequestMeta,
    event: Parameters<typeof refused>[2],
  ) =>
    throttle.take(keys).catch(async (error: unknown) => {
      throw isAppError(error) ? await refused(meta, error, event) : error;
    });

  /** Portal, status and type rules every successful credential check must still pass. */
  const assertMayEnter = async (member: MemberRow, portal: LoginPortal, meta: RequestMeta) => {
    const refusal = (code: 'account-locked' | 'agents-only' | 'members-only' | 'operators-only') =>
      refused(meta, new AppError(code), { action: 'login', member });
    if (member.status !== 'ACTIVE') throw await refusal('account-locked');
    // The member closed the account themselves (docs/responsible-gaming.md): told until when.
    const exclusion = await deps.selfExclusionOf(member.id);
    if (exclusion) {
      const endsAt = exclusion.endsAt?.toISOString() ?? null;
      throw await refused(meta, new AppError('self-excluded', { value: { endsAt } }), {
        action: 'login',
        member,
      });
    }
    // The member's session-time limit is used up: no session until the period starts again.
    const timeUp = await deps.sessionTimeRefusalOf(member.id, { cached: false });
    if (timeUp) {
      const resetsAt = timeUp.resetsAt.toISOString();
      throw await refused(
        meta,
        new AppError('session-time-limit-reached', { value: { resetsAt }, endsSession: true }),
        { action: 'login', member },
      );
    }
    if (portal === 'operator' && !isOperatorType(member.type)) throw await refusal('operators-only');
    if (portal !== 'operator' && isOperatorType(member.type)) {
      throw await refusal(portal === 'agent' ? 'agents-only' : 'members-only');
    }
    if (portal === 'agent' && !isAgentType(member.type)) throw await refusal('agents-only');
    // Agents work from the agent portal; trial accounts enter only through free play.
    if (portal === 'member' && (isAgentType(member.type) || isTrialType(member.type))) {
      throw await refusal('members-only');
    }
  };

  const passwordExpired = async (member: MemberRow, password: string): Promise<boolean> => {
    if (password === DEFAULT_FLAGGED_PASSWORD) return true;
    const [whitelabel, security] = await Promise.all([
      deps.settings.getSetting('whitelabel'),
      deps.settings.getSetting('security'),
    ]);
    if (!whitelabel.PASSEXP3) return false;
    const ageDays = (deps.now().getTime() - member.passwordChangedAt.getTime()) / 86_400_000;
    return ageDays > security.passwordExpiryDays;
  };

  /**
   * The account a password login names: its username, or else a mobile number on file, as the
   * spec's login payload allows ("username (or mobile number)"). The name failures count on is
   * the account's own, so typing the number in another format does not earn new tries.
   */
  const resolveLoginName = async (input: LoginInput): Promise<{ member: MemberRow | null; name: string }> => {
    const byAccount = await repository.findMemberByAccount(input.username);
    if (byAccount) return { member: byAccount, name: byAccount.account };
    if (!MOBILE_LIKE.test(input.username)) return { member: null, name: input.username };
    const phone = normaliseMobile(
      input.username,
      input.countryDialingCode,
      await phoneDigitsFor(deps.settings, input.countryDialingCode),
    );
    if (!phone.ok) return { member: null, name: input.username };
    const byMobile = await repository.findMemberByMobile(phone.mobile);
    return { member: byMobile, name: byMobile?.account ?? phone.mobile };
  };

  const loginByPassword = async (input: LoginInput, meta: RequestMeta, captchaId: string | undefined) => {
    // Looking the name up checks no secret; the attempt is then taken on the account it names.
    const { member, name } = await resolveLoginName(input);
    const event = { action: 'login', account: name } as const;
    // The attempt is taken before anything is checked, so a burst gets at most the limit of
    // password checks between its requests (login-throttle.ts).
    const attempt = await takeAttempt(loginKeys(name, meta.ip), meta, event);
    if (attempt.failuresBefore(accountKey(name)) > 0) {
      // A missing or wrong captcha is not a password guess: the attempt is given back.
      if (!input.captcha) {
        await attempt.release();
        throw await refused(meta, new AppError('captcha-required'), event);
      }
      if (!(await verification.checkCaptcha(captchaId, input.captcha))) {
        await attempt.release();
        throw await refused(meta, new AppError('captcha-check-failed'), event);
      }
    }
    const passwordOk = member
      ? await verifyPassword(member.passwordHash, input.password)
      : await verifyPassword(await DECOY_HASH, input.password).then(() => false);
    if (!member || !passwordOk) {
      const locked = await attempt.failed();
      throw await refused(
        meta,
        new AppError(locked ? 'too-many-requests' : 'incorrect-credentials', {
          value: { captchaRequired: true },
        }),
        { action: 'login', member, account: name },
      );
    }
    // Only this attempt is given back: failures counted before it (a burst's wrong passwords)
    // stay until their window ends.
    await attempt.release();
    await assertMayEnter(member, input.portal, meta);
    const expired = await passwordExpired(member, input.password);

    const security = await deps.settings.getSetting('security');
    const ipVerified = await repository.isIpVerified(member.id, meta.ip);
    const methods = secondFactorMethods(member);
    if (security.secondFactorOnNewIp && !ipVerified && methods.length > 0) {
      const ticket = generateSessionToken();
      await repository.insertChallenge({
        ticketHash: hashSessionToken(ticket),
        memberId: member.id,
        ip: meta.ip,
        rememberMe: input.rememberMe,
        passwordExpired: expired,
        expiresAt: new Date(deps.now().getTime() + CHALLENGE_MINUTES * 60_000),
      });
      await record(meta, { action: 'login', ok: false, member, detail: { reason: 'verification-required' } });
      throw new AppError('verification-required', { value: { ticket, methods } });
    }
    // With no factor on file there is nothing to ask; the IP is kept but not marked verified.
    const response = await sessions.openSession({
      member,
      loginType: 'username',
      rememberMe: input.rememberMe,
      passwordExpired: expired,
      ipVerified: ipVerified || !security.secondFactorOnNewIp,
      meta,
    });
    await record(meta, { action: 'login', ok: true, member, detail: { type: 'username' } });
    return response;
  };

  const loginBySms = async (input: LoginInput, meta: RequestMeta) => {
    const whitelabel = await deps.settings.getSetting('whitelabel');
    if (!whitelabel.VERIFICATION3) {
      throw await refused(meta, new AppError('operation-not-allowed'), {
        action: 'login',
        account: input.username,
      });
    }
    const phone = normaliseMobile(
      input.username,
      input.countryDialingCode,
      await phoneDigitsFor(deps.settings, input.countryDialingCode),
    );
    if (!phone.ok)
      throw new AppError(phone.reason === 'missing' ? 'missing-phone-number' : 'invalid-phone-number');
    const event = { action: 'login', account: phone.mobile } as const;
    const attempt = await takeAttempt(smsLoginKeys(phone.mobile, meta.ip), meta, event);
    const member = await repository.findMemberByMobile(phone.mobile);
    // No code is ever sent to an unknown number, so any code for one is simply invalid.
    if (!member) {
      await attempt.failed();
      throw await refused(meta, new AppError('invalid-verification-code'), event);
    }
    try {
      await verification.consumeCode({
        channel: 'sms',
        destination: phone.mobile,
        purpose: 'login',
        code: input.password,
      });
    } catch (error) {
      if (!isAppError(error)) {
        await attempt.release();
        throw error;
      }
      await attempt.failed();
      throw await refused(meta, error, { action: 'login', member });
    }
    await attempt.release();
    await assertMayEnter(member, input.portal, meta);
    // The code proved the phone, which is a second factor in itself.
    const response = await sessions.openSession({
      member,
      loginType: 'sms',
      rememberMe: input.rememberMe,
      passwordExpired: false,
      ipVerified: true,
      meta,
    });
    await record(meta, { action: 'login', ok: true, member, detail: { type: 'sms' } });
    return response;
  };

  const liveChallenge = async (ticket: string, meta: RequestMeta) => {
    const challenge = await repository.findLiveChallenge(hashSessionToken(ticket));
    // A ticket works only from the IP that earned it.
    if (!challenge || challenge.ip !== meta.ip) throw new AppError('verification-required');
    if (challenge.attempts >= CHALLENGE_ATTEMPTS) throw new AppError('too-many-requests');
    const member = await repository.findMemberById(challenge.memberId);
    if (!member) throw new AppError('verification-required');
    return { challenge, member };
  };

  /** Throws the catalogue error a form can show when the answer to a second factor is wrong. */
  const checkSecondFactor = async (
    member: MemberRow,
    input: { method: SecondFactorMethod; code: string },
  ): Promise<void> => {
    switch (input.method) {
      case 'sms':
      case 'email':
        await verification.consumeCode({
          channel: input.method,
          destination: input.method === 'sms' ? member.mobile! : member.email!,
          purpose: 'second-factor',
          code: input.code,
        });
        return;
      case 'bankName':
        if (comparableName(input.code) !== comparableName(member.payeeName ?? '')) {
          throw new AppError('invalid-verification-code');
        }
        return;
      case 'totp': {
        const secret = openTotpSecret(deps.secrets, member.id, member.totpSecret!);
        const step = matchTotpStep(secret, input.code, deps.now());
        if (step === null || !(await repository.useTotpStep(member.id, step))) {
          throw new AppError('invalid-verification-code');
        }
        return;
      }
      default: {
        const unknownMethod: never = input.method;
        throw new AppError('validation-failed', { value: { method: unknownMethod } });
      }
    }
  };

  const assertMethodAvailable = (member: MemberRow, method: SecondFactorMethod) => {
    if (!secondFactorMethods(member).some((entry) => entry.method === method)) {
      throw new AppError('operation-not-allowed');
    }
  };

  return {
    async login(input: LoginInput, meta: RequestMeta, captchaId: string | undefined): Promise<LoginResponse> {
      switch (input.type) {
        case 'username':
          return loginByPassword(input, meta, captchaId);
        case 'sms':
          return loginBySms(input, meta);
        case 'firebase':
          // Reserved for social sign-in; no provider is configured in this deployment.
          throw await refused(meta, new AppError('operation-not-allowed'), {
            action: 'login',
            account: input.username,
          });
        default: {
          const unknownType: never = input.type;
          throw new AppError('validation-failed', { value: { type: unknownType } });
        }
      }
    },

    /** Sends the code of an sms or email second factor for a pending login. */
    async sendSecondFactorCode(
      input: { ticket: string; method: 'sms' | 'email' },
      meta: RequestMeta,
    ): Promise<SmsCodeResponse> {
      const { member } = await liveChallenge(input.ticket, meta);
      assertMethodAvailable(member, input.method);
      const destination = input.method === 'sms' ? member.mobile! : member.email!;
      const sent = await verification.issueCode({
        channel: input.method,
        destination,
        purpose: 'second-factor',
        // The member's own language (their last choice on the site), not the browser asking.
        render: (code, minutes) =>
          codeMessage(toSupportedLanguage(member.language), 'secondFactor', code, minutes),
      });
      await record(meta, {
        action: 'code.send',
        ok: true,
        member,
        detail: { purpose: 'second-factor', channel: input.method },
      });
      return sent;
    },

    /** Completes a login with its second factor; the IP counts as registered from then on. */
    async verifySecondFactor(
      input: { ticket: string; method: SecondFactorMethod; code: string },
      meta: RequestMeta,
    ): Promise<LoginResponse> {
      const { challenge, member } = await liveChallenge(input.ticket, meta);
      assertMethodAvailable(member, input.method);
      const event = { action: 'login.second-factor', member } as const;
      // The member's try and the ticket's try are both taken before the answer is checked, so a
      // burst of answers gets at most the limit of checks, and new tickets (each needs the
      // password) do not bring new tries at the member's authenticator codes.
      const attempt = await takeAttempt(secondFactorKeys(member.id), meta, event);
      if (!(await repository.takeChallengeAttempt(challenge.id, CHALLENGE_ATTEMPTS))) {
        await attempt.release();
        const stillLive = await repository.findLiveChallenge(challenge.ticketHash);
        throw await refused(
          meta,
          new AppError(stillLive ? 'too-many-requests' : 'verification-required'),
          event,
        );
      }
      try {
        await checkSecondFactor(member, input);
      } catch (error) {
        if (!isAppError(error)) {
          await attempt.release();
          throw error;
        }
        await attempt.failed();
        throw await refused(meta, error, event);
      }
      await attempt.release();
      if (!(await repository.consumeChallenge(challenge.id))) throw new AppError('verification-required');
      await assertMayEnter(member, portalOf(member.type), meta);
      const response = await sessions.openSession({
        member,
        loginType: 'username',
        rememberMe: challenge.rememberMe,
        passwordExpired: challenge.passwordExpired,
        ipVerified: true,
        meta,
      });
      await record(meta, {
        action: 'login.second-factor',
        ok: true,
        member,
        detail: { method: input.method },
      });
      return response;
    },

    /**
     * POST /wps/verification/sms/noLogin: a code for SMS login or reset by mobile. Only numbers
     * that belong to a member get one, but the answer is the same either way, so the call cannot
     * be used to find out which numbers are registered.
     */
    async sendNoLoginCode(
      input: { mobileNum: string; countryDialingCode: string },
      meta: RequestMeta,
    ): Promise<SmsCodeResponse> {
      const phone = normaliseMobile(
        input.mobileNum,
        input.countryDialingCode,
        await phoneDigitsFor(deps.settings, input.countryDialingCode),
      );
      if (!phone.ok)
        throw new AppError(phone.reason === 'missing' ? 'missing-phone-number' : 'invalid-phone-number');
      const member = await repository.findMemberByMobile(phone.mobile);
      if (!member) {
        await record(meta, {
          action: 'code.send',
          ok: false,
          account: phone.mobile,
          detail: { reason: 'unknown-number' },
        });
        return { expiredMinutes: CODE_EXPIRY_MINUTES };
      }
      const sent = await verification.issueCode({
        channel: 'sms',
        destination: phone.mobile,
        purpose: 'login',
        render: (code, minutes) => codeMessage(toSupportedLanguage(member.language), 'login', code, minutes),
      });
      await record(meta, { action: 'code.send', ok: true, member, detail: { purpose: 'login' } });
      return sent;
    },

    /** A trial account with demo credits (flag FREEPLAY3); never real money. */
    async freePlay(meta: RequestMeta): Promise<LoginResponse> {
      const whitelabel = await deps.settings.getSetting('whitelabel');
      if (!whitelabel.FREEPLAY3) throw new AppError('operation-not-allowed');
      await throttle.consume(`freeplay:${meta.ip}`, TRIALS_PER_IP_PER_HOUR, 3600);
      const security = await deps.settings.getSetting('security');
      const member = await repository.insertMember({
        account: `trial${randomBytes(6).toString('hex')}`,
        nickname: 'Visitante',
        type: 4,
        // Nobody knows this password: a trial account is reachable only through its session.
        passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
        demoBalance: security.trialDemoCredits,
        registrationIp: meta.ip,
        registerMethod: 'FREEPLAY',
      });
      const response = await sessions.openSession({
        member,
        loginType: 'freeplay',
        rememberMe: false,
        passwordExpired: false,
        ipVerified: false,
        meta,
      });
      await record(meta, { action: 'freeplay', ok: true, member });
      return response;
    },
  };
};

export type LoginService = ReturnType<typeof createLoginService>;
