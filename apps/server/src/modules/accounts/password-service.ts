import { randomBytes } from 'node:crypto';
import {
  checkPattern,
  ruleMessage,
  toSupportedLanguage,
  type ChangePasswordRequest,
  type FieldIssue,
  type RegisterField,
  type ResetPasswordByMobileRequest,
  type ResetPasswordByTokenRequest,
} from '@platform/contracts';
import type { z } from 'zod';
import type { Principal } from '../../plugins/route-registry.js';
import { AppError, fieldIssue, fieldsRejected } from '@platform/server-kit';
import type { AccountsDeps, RequestMeta } from './accounts.context.js';
import { accountKey, createLoginThrottle, loginKeys } from './login-throttle.js';
import { resetLinkMessage } from './messages.js';
import { hashPassword, verifyPassword } from './password.js';
import { normaliseMobile, phoneDigitsFor } from './phone.js';
import { hashSessionToken } from './session-token.js';

const RESET_LINK_MINUTES = 30;
const RESET_REQUESTS_PER_IP = 5;
const RESET_WINDOW_SECONDS = 15 * 60;
const DEFAULT_PASSWORD_RULE: RegisterField = {
  field: 'password',
  shown: true,
  required: true,
  pattern: 'LETTERS_AND_DIGITS',
  min: 8,
  max: 20,
};

export const createPasswordService = (deps: AccountsDeps) => {
  const { repository, audit, verification } = deps;
  const throttle = createLoginThrottle(repository);

  /** The new password follows the same rule as at registration, and its confirmation matches. */
  const checkNewPassword = async (
    meta: RequestMeta,
    input: { newPassword: string; confirmNewPassword?: string | undefined },
  ): Promise<FieldIssue[]> => {
    const setting = await deps.settings.getSetting('register');
    const rule = setting.fields.find((field) => field.field === 'password') ?? DEFAULT_PASSWORD_RULE;
    const issues: FieldIssue[] = [];
    const check = input.newPassword === '' ? null : checkPattern(rule, input.newPassword);
    if (check === null) issues.push(fieldIssue('newPassword', 'required', meta.language));
    else if (!check.ok) {
      issues.push({
        field: 'newPassword',
        messageKey: `pattern.${rule.pattern}`,
        message: ruleMessage({ ...rule, field: 'newPassword' }, check.reason, meta.language),
      });
    }
    if (input.confirmNewPassword !== undefined && input.confirmNewPassword !== input.newPassword) {
      issues.push(fieldIssue('confirmNewPassword', 'mismatch', meta.language));
    }
    return issues;
  };

  /** Stores a new password and ends every session and remember-me token of the member. */
  const setPassword = async (memberId: string, password: string) => {
    await repository.updateMember(memberId, {
      passwordHash: await hashPassword(password),
      passwordChangedAt: deps.now(),
    });
    await repository.revokeAllSessions(memberId);
  };

  const audited = (
    meta: RequestMeta,
    action: 'password.change' | 'password.reset' | 'password.reset-request',
    result: 'ok' | 'refused',
    who: { memberId?: string | null; account?: string | null },
    detail: Record<string, unknown> = {},
  ) => audit.record({ action, result, ...who, ip: meta.ip, userAgent: meta.userAgent, detail });

  return {
    /**
     * Confirms a step the member takes with their login password (a pause, a self-exclusion).
     * Guessed through a session, so it counts like guessing at login: the attempt is taken before
     * argon2 runs; `incorrect-password`, or `too-many-requests` once the account is locked.
     */
    async confirmPassword(memberId: string, password: string, ip: string): Promise<void> {
      const member = await repository.findMemberById(memberId);
      if (!member) throw new AppError('unauthorized');
      const outcome = await throttle.guard(loginKeys(member.account, ip), () =>
        verifyPassword(member.passwordHash, password),
      );
      if (outcome !== 'ok')
        throw new AppError(outcome === 'locked' ? 'too-many-requests' : 'incorrect-password');
    },

    /** POST /wps/member/password: the member then logs in again with the new password. */
    async changePassword(
      principal: Principal,
      input: z.output<typeof ChangePasswordRequest>,
      meta: RequestMeta,
    ): Promise<null> {
      const member = await repository.findMemberById(principal.memberId);
      if (!member) throw new AppError('unauthorized');
      const issues = await checkNewPassword(meta, input);
      if (input.oldPassword === '') issues.unshift(fieldIssue('oldPassword', 'required', meta.language));
      else if (input.oldPassword === input.newPassword)
        issues.push(fieldIssue('newPassword', 'same', meta.language));
      if (issues.length > 0) throw fieldsRejected(issues);
      // Guessing the old password through a stolen session counts like guessing at login.
      const outcome = await throttle.guard(loginKeys(member.account, meta.ip), () =>
        verifyPassword(member.passwordHash, input.oldPassword),
      );
      if (outcome !== 'ok') {
        const locked = outcome === 'locked';
        await audited(
          meta,
          'password.change',
          'refused',
          { memberId: member.id, account: member.account },
          {
            reason: 'incorrect-password',
          },
        );
        throw new AppError(locked ? 'too-many-requests' : 'incorrect-password');
      }
      await setPassword(member.id, input.newPassword);
      await audited(meta, 'password.change', 'ok', { memberId: member.id, account: member.account });
      return null;
    },

    /**
     * Form POST /wps/member/password/email: e-mails a single-use reset link. The spec answers an
     * unknown username/e-mail pair with its own message; the per-IP limit keeps that from being
     * used to test pairs in bulk.
     */
    async requestResetByEmail(input: { username: string; email: string }, meta: RequestMeta): Promise<null> {
      await throttle.consume(`reset:${meta.ip}`, RESET_REQUESTS_PER_IP, RESET_WINDOW_SECONDS);
      const member = await repository.findMemberByAccount(input.username);
      if (!member || !member.email || member.email !== input.email.trim().toLowerCase()) {
        await audited(
          meta,
          'password.reset-request',
          'refused',
          { account: input.username },
          {
            reason: 'username-email-not-found',
          },
        );
        throw new AppError('username-email-not-found');
      }
      const token = randomBytes(32).toString('base64url');
      await repository.insertPasswordReset({
        tokenHash: hashSessionToken(token),
        memberId: member.id,
        ip: meta.ip,
        expiresAt: new Date(deps.now().getTime() + RESET_LINK_MINUTES * 60_000),
      });
      const link = `${meta.origin}/forget?resetToken=${token}`;
      await verification.sendMessage({
        channel: 'email',
        to: member.email,
        ...resetLinkMessage(toSupportedLanguage(member.language), {
          account: member.account,
          link,
          minutes: RESET_LINK_MINUTES,
        }),
      });
      await audited(meta, 'password.reset-request', 'ok', { memberId: member.id, account: member.account });
      return null;
    },

    /** POST /wps/member/password/reset: completes an e-mailed link, once. */
    async resetByToken(
      input: z.output<typeof ResetPasswordByTokenRequest>,
      meta: RequestMeta,
    ): Promise<null> {
      const issues = await checkNewPassword(meta, input);
      if (issues.length > 0) throw fieldsRejected(issues);
      const memberId = await repository.usePasswordReset(hashSessionToken(input.resetToken));
      if (!memberId) {
        await audited(meta, 'password.reset', 'refused', {}, { reason: 'reset-link-invalid' });
        throw new AppError('reset-link-invalid');
      }
      const member = await repository.findMemberById(memberId);
      if (!member) throw new AppError('reset-link-invalid');
      await setPassword(member.id, input.newPassword);
      // A fresh password lifts a lockout earned by forgetting the old one.
      await repository.clearThrottleKey(accountKey(member.account));
      const who = { memberId: member.id, account: member.account };
      await audited(meta, 'password.reset', 'ok', who, { via: 'email' });
      return null;
    },

    /**
     * POST /wps/member/password/verification (whitelabel CHNGPASSVERIF3): the code comes from
     * /wps/verification/sms/noLogin, the one send call the spec has for codes outside a session.
     */
    async resetByMobile(
      input: z.output<typeof ResetPasswordByMobileRequest>,
      meta: RequestMeta,
    ): Promise<null> {
      const whitelabel = await deps.settings.getSetting('whitelabel');
      if (!whitelabel.CHNGPASSVERIF3) throw new AppError('operation-not-allowed');
      const issues = await checkNewPassword(meta, input);
      const phone = normaliseMobile(
        input.mobileNum,
        input.countryDialingCode,
        await phoneDigitsFor(deps.settings, input.countryDialingCode),
      );
      if (!phone.ok) issues.unshift(fieldIssue('mobileNum', 'mobile', meta.language));
      if (issues.length > 0 || !phone.ok) throw fieldsRejected(issues);
      const member = await repository.findMemberByMobile(phone.mobile);
      if (!member) {
        await audited(
          meta,
          'password.reset',
          'refused',
          { account: phone.mobile },
          { reason: 'unknown-number' },
        );
        throw new AppError('invalid-verification-code');
      }
      await verification.consumeCode({
        channel: 'sms',
        destination: phone.mobile,
        purpose: 'login',
        code: input.verificationCode,
      });
      await setPassword(member.id, input.newPassword);
      await repository.clearThrottleKey(accountKey(member.account));
      await audited(
        meta,
        'password.reset',
        'ok',
        { memberId: member.id, account: member.account },
        { via: 'sms' },
      );
      return null;
    },
  };
};

export type PasswordService = ReturnType<typeof createPasswordService>;
