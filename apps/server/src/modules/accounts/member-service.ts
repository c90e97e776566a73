import {
  maskEmail,
  maskMobile,
  type MemberIconResponse,
  type MemberInfoResponse,
  type SecurityOverviewResponse,
  type SupportedLanguage,
  type TotpSetupResponse,
} from '@platform/contracts';
import type { Principal } from '../../plugins/route-registry.js';
import { AppError, fieldIssue, fieldsRejected } from '@platform/server-kit';
import { generateTotpSecret, matchTotpStep, totpAuthUrl } from '../verification/index.js';
import type { AccountsDeps, RequestMeta } from './accounts.context.js';
import { createLoginThrottle, loginKeys, paymentKeys, secondFactorKeys } from './login-throttle.js';
import { figuresOf, toMemberInfo } from './member-info.js';
import { hashPassword, verifyPassword } from './password.js';
import { openTotpSecret, sealTotpSecret, sealStoredTotpSecrets } from './totp-secret.js';

/** What a logged-in member reads and sets about their own account. */
export const createMemberService = (deps: AccountsDeps) => {
  const { repository, audit } = deps;
  const throttle = createLoginThrottle(repository);

  /** A current code from the member's app, accepted once. */
  const totpAccepted = async (memberId: string, secret: string, code: string) => {
    const step = matchTotpStep(secret, code, deps.now());
    return step !== null && (await repository.useTotpStep(memberId, step));
  };

  const memberOf = async (principal: Principal | null) => {
    if (!principal) throw new AppError('unauthorized');
    const member = await repository.findMemberById(principal.memberId);
    if (!member) throw new AppError('unauthorized');
    return member;
  };

  return {
    /**
     * Whether a member may place a real-money bet: an active, real account. The
     * responsible-gaming work adds self-exclusion, pauses and limits here.
     */
    /** The one eligibility rule for bets: member_may_bet (migration 0005), also used by seamless_bet. */
    isEligibleToBet: (memberId: string): Promise<boolean> => repository.mayBet(memberId),

    /**
     * Checks a member's payment password before money leaves their account. Wrong guesses count
     * like failed logins (five lock it for five minutes); the attempt is taken before the check,
     * so simultaneous transfers cannot try more than five passwords between them.
     */
    async verifyPaymentPassword(memberId: string, password: string): Promise<void> {
      const member = await repository.findMemberById(memberId);
      if (!member?.paymentPasswordHash) throw new AppError('payment-password-not-set');
      const hash = member.paymentPasswordHash;
      const outcome = await throttle.guard(paymentKeys(member.id), () => verifyPassword(hash, password));
      if (outcome !== 'ok') {
        throw new AppError(outcome === 'locked' ? 'too-many-requests' : 'incorrect-payment-password');
      }
    },

    /** What payments need to know of a member: their CPF, name on file and payment password. */
    async payerOf(memberId: string) {
      const member = await repository.findMemberById(memberId);
      if (!member) throw new AppError('unauthorized');
      return {
        account: member.account,
        cpf: member.idNumber,
        name: member.payeeName ?? member.nickname,
        paymentPasswordSet: member.paymentPasswordHash !== null,
      };
    },

    /** The member of an account name, any type (an operator's look-up); null when there is none. */
    async memberIdOf(account: string): Promise<string | null> {
      return (await repository.findMemberByAccount(account))?.id ?? null;
    },

    /** What the identity check may take from the profile (docs/kyc.md). */
    async identityOf(memberId: string) {
      const member = await repository.findMemberById(memberId);
      if (!member) throw new AppError('unauthorized');
      return {
        account: member.account,
        cpf: member.idNumber,
        name: member.payeeName,
        birthDate: member.birthday,
      };
    },

    /**
     * Records the CPF a member gives at their first deposit (deposits come only from their own
     * account, so it must be known). Set once: an account that has one keeps it, and a CPF another
     * account holds, or a self-excluded person's, is refused.
     */
    async setCpfOnce(memberId: string, cpf: string, meta: { ip: string } = { ip: '' }): Promise<void> {
      if (await deps.isCpfSelfExcluded(cpf)) throw new AppError('self-excluded-cpf');
      await deps.assertCpfNotBanned(cpf, { ip: meta.ip, memberId, step: 'first-cpf' });
      if (await repository.setIdNumberOnce(memberId, cpf)) return;
      const member = await repository.findMemberById(memberId);
      if (member?.idNumber === cpf) return;
      throw new AppError(member?.idNumber ? 'operation-not-allowed' : 'duplicate-id-number');
    },

    accountNamesOf: (memberIds: string[]) => repository.findAccountNames(memberIds),

    /** Sets the payment password once, confirmed by the login password. */
    async setPaymentPassword(
      principal: Principal | null,
      input: { loginPassword: string; paymentPassword: string; confirmPaymentPassword: string },
      meta: RequestMeta,
    ): Promise<null> {
      const member = await memberOf(principal);
      if (member.paymentPasswordHash) throw new AppError('operation-not-allowed');
      if (input.confirmPaymentPassword !== input.paymentPassword) {
        throw fieldsRejected([fieldIssue('confirmPaymentPassword', 'confirmation', meta.language)]);
      }
      // The login password is guessed here through a session: it counts like guessing at login.
      const outcome = await throttle.guard(loginKeys(member.account, meta.ip), () =>
        verifyPassword(member.passwordHash, input.loginPassword),
      );
      const ok = outcome === 'ok';
      await audit.record({
        action: 'payment-password.set',
        result: ok ? 'ok' : 'refused',
        memberId: member.id,
        account: member.account,
        ip: meta.ip,
        userAgent: meta.userAgent,
      });
      if (!ok) throw new AppError(outcome === 'locked' ? 'too-many-requests' : 'incorrect-password');
      await repository.updateMember(member.id, {
        paymentPasswordHash: await hashPassword(input.paymentPassword),
      });
      return null;
    },

    /** The agent directly above a member, if any. */
    async uplineOf(memberId: string): Promise<{ id: string; account: string } | null> {
      const member = await repository.findMemberById(memberId);
      const parent = member?.parentId ? await repository.findMemberById(member.parentId) : null;
      return parent && parent.status === 'ACTIVE' ? { id: parent.id, account: parent.account } : null;
    },

    /** A member of this agent's downline (any depth) by account name, or null. */
    async downlineMember(agentId: string, account: string): Promise<{ id: string; account: string } | null> {
      const member = await repository.team.findInTeamByAccount(agentId, account);
      return member && member.status === 'ACTIVE' ? { id: member.id, account: member.account } : null;
    },

    /** A member's nickname, for game vendors to greet the player. */
    async nicknameOf(memberId: string): Promise<string | null> {
      return (await repository.findMemberById(memberId))?.nickname ?? null;
    },

    async info(principal: Principal | null, language: SupportedLanguage): Promise<MemberInfoResponse> {
      const member = await memberOf(principal);
      return toMemberInfo(
        member,
        await deps.settings.getSetting('whitelabel'),
        await figuresOf(member, language, deps),
      );
    },

    /**
     * The spec's language update: the language the member chose on the site, in which the server
     * writes what it sends them later (SMS codes, e-mails) when no page is there to say.
     */
    async setLanguage(
      principal: Principal | null,
      language: SupportedLanguage,
    ): Promise<{ language: SupportedLanguage }> {
      const member = await memberOf(principal);
      if (member.language !== language) await repository.updateMember(member.id, { language });
      return { language };
    },

    async icon(principal: Principal | null): Promise<MemberIconResponse> {
      return { iconUrl: (await memberOf(principal)).iconUrl };
    },

    async security(principal: Principal | null): Promise<SecurityOverviewResponse> {
      const member = await memberOf(principal);
      return {
        mobile: member.mobile ? maskMobile(member.mobile) : null,
        email: member.email ? maskEmail(member.email) : null,
        hasPayeeName: Boolean(member.payeeName),
        hasPaymentPassword: Boolean(member.paymentPasswordHash),
        totpEnabled: member.totpEnabledAt !== null,
      };
    },

    /** Seals authenticator secrets stored before sealing existed (start-up); returns how many. */
    sealStoredSecrets: () => sealStoredTotpSecrets(repository, deps.secrets),

    /** A fresh authenticator secret; it protects logins only after a code from the app confirms it. */
    async startTotp(principal: Principal | null): Promise<TotpSetupResponse> {
      const member = await memberOf(principal);
      if (member.totpEnabledAt) throw new AppError('operation-not-allowed');
      const secret = generateTotpSecret();
      await repository.updateMember(member.id, {
        totpSecret: sealTotpSecret(deps.secrets, member.id, secret),
        totpEnabledAt: null,
        totpLastStep: null,
      });
      const brand = await deps.settings.getSetting('brand');
      return { secret, otpauthUrl: totpAuthUrl({ issuer: brand.name, account: member.account, secret }) };
    },

    /** Turns the authenticator on (`enable`) or off with a current code from the app. */
    async switchTotp(
      principal: Principal | null,
      input: { enable: boolean; code: string },
      meta: RequestMeta,
    ): Promise<null> {
      const member = await memberOf(principal);
      const enabled = member.totpEnabledAt !== null;
      if (enabled === input.enable || !member.totpSecret) throw new AppError('operation-not-allowed');
      const secret = openTotpSecret(deps.secrets, member.id, member.totpSecret);
      // Codes guessed here count with the second factor at login: five wrong lock both.
      const outcome = await throttle.guard(secondFactorKeys(member.id), () =>
        totpAccepted(member.id, secret, input.code),
      );
      const ok = outcome === 'ok';
      await audit.record({
        action: input.enable ? 'totp.enable' : 'totp.disable',
        result: ok ? 'ok' : 'refused',
        memberId: member.id,
        account: member.account,
        ip: meta.ip,
        userAgent: meta.userAgent,
      });
      if (!ok) throw new AppError(outcome === 'locked' ? 'too-many-requests' : 'invalid-verification-code');
      await repository.updateMember(
        member.id,
        input.enable
          ? { totpEnabledAt: deps.now() }
          : { totpSecret: null, totpEnabledAt: null, totpLastStep: null },
      );
      return null;
    },
  };
};

export type MemberService = ReturnType<typeof createMemberService>;
