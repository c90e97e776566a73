import {
  MAX_AGENT_LEVEL,
  MAX_INVITATION_LINKS,
  type AgentPolicyResponse,
  type AgentType,
  type CreateDownlineResponse,
  type DownlineDetailResponse,
  type DownlineListResponse,
  type Invitation,
  type InvitationListResponse,
  type SupportedLanguage,
  type TeamSummaryResponse,
  isAgentType,
  maskMobile,
} from '@platform/contracts';
import type { Principal } from '../../plugins/route-registry.js';
import { AppError } from '@platform/server-kit';
import { registrationLink, svgDataUrl } from '../../lib/invitation-link.js';
import { brasiliaDayStart } from '../../lib/day-range.js';
import type { AccountsService, DownlineScope } from '../accounts/index.js';
import { asAgentType, policyOf, subAgentTypesAt } from './agent-policy.js';

type RequestMeta = { ip: string; userAgent: string; language: SupportedLanguage; origin: string };
type Agent = { memberId: string; account: string; type: AgentType };

export type AgentsDeps = {
  accounts: Pick<AccountsService, 'team'>;
  settings: { getSetting(key: 'whitelabel'): Promise<{ AGENTPOLICY3: boolean }> };
  balanceOf: (memberId: string) => Promise<number>;
  memberTotals: {
    of: (memberId: string) => Promise<{
      depositTotal: number;
      depositCount: number;
      withdrawalTotal: number;
      withdrawalCount: number;
    }>;
    depositorsAmong: (memberIds: string[]) => Promise<Set<string>>;
  };
  qrSvg: (payload: string) => Promise<string>;
  now?: () => Date;
};

/**
 * The agent centre's team: policy, downlines, direct registration and invitation links. Every
 * function first establishes that the caller is an agent; every read of a downline goes through
 * the accounts module's team queries with the caller's own id, which find nothing outside its tree.
 */
export const createAgentsService = (deps: AgentsDeps) => {
  const now = deps.now ?? (() => new Date());

  const agentOf = (principal: Principal | null): Agent => {
    if (!principal) throw new AppError('unauthorized');
    const type = asAgentType(principal.type);
    if (!type) throw new AppError('agents-only');
    return { memberId: principal.memberId, account: principal.account, type };
  };

  const policyFor = async (agent: Agent): Promise<AgentPolicyResponse> => {
    const [whitelabel, agentLevel] = await Promise.all([
      deps.settings.getSetting('whitelabel'),
      deps.accounts.team.agentLevel(agent.memberId),
    ]);
    const policy = policyOf(agent.type, whitelabel.AGENTPOLICY3);
    return {
      agentType: agent.type,
      agentLevel,
      maxAgentLevel: MAX_AGENT_LEVEL,
      policyEnabled: whitelabel.AGENTPOLICY3,
      subAgentTypes: [...subAgentTypesAt(policy, agentLevel)],
      contractTypes: [...policy.contractTypes],
    };
  };

  const rowOf = (row: NonNullable<Awaited<ReturnType<AccountsService['team']['downline']>>>) => ({
    id: row.id,
    account: row.account,
    nickname: row.nickname,
    type: row.type,
    isAgent: isAgentType(row.type),
    level: row.level,
    upline: row.upline,
    status: row.status,
    registeredAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    teamSize: Number(row.teamSize),
  });

  const invitationsOf = async (agent: Agent, meta: RequestMeta): Promise<InvitationListResponse> => {
    const [{ invitations, membersBy }, referralCode] = await Promise.all([
      deps.accounts.team.invitationsOf(agent.memberId),
      deps.accounts.team.referralCodeOf(agent.memberId),
    ]);
    const depositors = await deps.memberTotals.depositorsAmong([...membersBy.values()].flat());
    const counted = (key: string | null) => {
      const members = membersBy.get(key) ?? [];
      return {
        registrations: members.length,
        firstDeposits: members.filter((id) => depositors.has(id)).length,
      };
    };
    const entry = async (
      base: { id: string | null; code: string; label: string; createdAt: Date | null },
      isDefault: boolean,
    ): Promise<Invitation> => {
      const link = registrationLink(meta.origin, base.code);
      return {
        id: base.id,
        code: base.code,
        label: base.label,
        isDefault,
        link,
        qr: svgDataUrl(await deps.qrSvg(link)),
        ...counted(base.id),
        createdAt: base.createdAt?.toISOString() ?? null,
      };
    };
    const list: Invitation[] = [];
    if (referralCode) {
      list.push(await entry({ id: null, code: referralCode, label: '', createdAt: null }, true));
    }
    for (const invitation of invitations) list.push(await entry(invitation, false));
    return { list, max: MAX_INVITATION_LINKS };
  };

  return {
    async policy(principal: Principal | null): Promise<AgentPolicyResponse> {
      return policyFor(agentOf(principal));
    },

    async summary(principal: Principal | null): Promise<TeamSummaryResponse> {
      const agent = agentOf(principal);
      return deps.accounts.team.summary(agent.memberId, brasiliaDayStart(now()));
    },

    async downlines(
      principal: Principal | null,
      query: { scope: DownlineScope; search?: string | undefined; page: number; pageSize: number },
    ): Promise<DownlineListResponse> {
      const agent = agentOf(principal);
      const listed = await deps.accounts.team.list({
        agentId: agent.memberId,
        scope: query.scope,
        search: query.search,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return {
        list: listed.rows.map((row) => rowOf({ ...row, directCount: 0, invitationLabel: null })),
        page: query.page,
        pageSize: query.pageSize,
        total: listed.total,
        totalPages: Math.ceil(listed.total / query.pageSize),
      };
    },

    async downline(principal: Principal | null, memberId: string): Promise<DownlineDetailResponse> {
      const agent = agentOf(principal);
      const row = await deps.accounts.team.downline(agent.memberId, memberId);
      if (!row) throw new AppError('not-in-downline');
      const [balance, totals] = await Promise.all([deps.balanceOf(row.id), deps.memberTotals.of(row.id)]);
      return {
        ...rowOf(row),
        mobile: row.mobile ? maskMobile(row.mobile) : null,
        invitationLabel: row.invitationLabel,
        balance,
        ...totals,
        directCount: Number(row.directCount),
      };
    },

    async createDownline(
      principal: Principal | null,
      input: {
        kind: 'MEMBER' | 'AGENT';
        agentType?: AgentType | undefined;
        username: string;
        password: string;
        confirmPassword: string;
        ageConfirmed: boolean;
      },
      meta: RequestMeta,
    ): Promise<CreateDownlineResponse> {
      const agent = agentOf(principal);
      let type = 0;
      if (input.kind === 'AGENT') {
        const policy = await policyFor(agent);
        if (!input.agentType || !policy.subAgentTypes.includes(input.agentType)) {
          throw new AppError('sub-agent-not-allowed');
        }
        type = input.agentType;
      }
      return deps.accounts.team.createDownline({
        agent: { id: agent.memberId, account: agent.account },
        type,
        request: input,
        meta,
      });
    },

    invitations: (principal: Principal | null, meta: RequestMeta) => invitationsOf(agentOf(principal), meta),

    async createInvitation(
      principal: Principal | null,
      input: { label: string },
      meta: RequestMeta,
    ): Promise<InvitationListResponse> {
      const agent = agentOf(principal);
      await deps.accounts.team.createInvitation(agent.memberId, input.label, MAX_INVITATION_LINKS);
      return invitationsOf(agent, meta);
    },
  };
};

export type AgentsService = ReturnType<typeof createAgentsService>;
