import type { AccountsDeps } from './accounts.context.js';
import { createLoginService } from './login-service.js';
import { createMemberService } from './member-service.js';
import { createPasswordService } from './password-service.js';
import { createRegistrationService } from './registration-service.js';
import { createSessionService } from './session-service.js';

/** Dependencies a caller may leave out: the service answers without them (tests, smaller setups). */
type OptionalDeps =
  | 'balanceOf'
  | 'unreadOf'
  | 'vipOf'
  | 'selfExclusionOf'
  | 'sessionTimeRefusalOf'
  | 'isCpfSelfExcluded'
  | 'registrationProfile'
  | 'setRegistrationLimits'
  | 'assertCpfNotBanned';

export type AccountsServiceOptions = Omit<AccountsDeps, 'now' | 'sessionMaxHours' | OptionalDeps> &
  Partial<Pick<AccountsDeps, OptionalDeps>> & {
    sessionMaxHours?: number;
    now?: () => Date;
  };

/**
 * Everything by which a person becomes and stays a known user: sessions, login (password, SMS,
 * second factor, free play), registration, passwords and the member's own security settings.
 * Each concern lives in its own file; this is the one object routes and other modules use.
 */
export const createAccountsService = (options: AccountsServiceOptions) => {
  const deps: AccountsDeps = {
    sessionMaxHours: 24,
    now: () => new Date(),
    balanceOf: async () => 0,
    unreadOf: async () => 0,
    vipOf: async () => null,
    selfExclusionOf: async () => null,
    sessionTimeRefusalOf: async () => null,
    isCpfSelfExcluded: async () => false,
    registrationProfile: async () => ({ riskAcknowledgement: false, registrationLimits: [] }),
    setRegistrationLimits: async () => undefined,
    assertCpfNotBanned: async () => undefined,
    ...options,
  };
  const sessions = createSessionService(deps);
  const registration = createRegistrationService(deps, sessions);
  const { team } = deps.repository;
  return {
    sessions,
    login: createLoginService(deps, sessions),
    registration,
    /**
     * The team tree, for the agents module, which authorises the caller first. Every read is
     * scoped to the agent id it is given (team.repository.ts).
     */
    team: {
      isInTeam: team.isInTeam,
      summary: team.teamSummary,
      agentLevel: team.agentLevel,
      agentsAbove: team.agentsAbove,
      list: team.listDownlines,
      downline: team.downline,
      invitationsOf: team.invitationsOf,
      referralCodeOf: team.referralCodeOf,
      createDownline: registration.createDownline,
      createInvitation: registration.createInvitation,
    },
    /** Who registered with a member's code, and the members the VIP job ranks (the loyalty module). */
    referrals: {
      codeOf: team.referralCodeOf,
      referredBy: team.referredBy,
      rankableMembers: team.rankableMembers,
      referredMembers: team.referredMembers,
    },
    passwords: createPasswordService(deps),
    member: createMemberService(deps),
    authenticate: sessions.authenticate,
  };
};

export type AccountsService = ReturnType<typeof createAccountsService>;
