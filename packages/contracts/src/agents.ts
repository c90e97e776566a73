import { z } from 'zod';
import type { AGENT_TYPES } from './constants.js';

/**
 * The agent centre's team calls: the agent's policy, its downlines, direct registration and
 * invitation links (docs/agents.md). The spec names GET /wps/agent/affiliate and the transfer;
 * the other paths live under /wps/agent/* beside them (docs/agents.md, "Routes").
 */

export type AgentType = (typeof AGENT_TYPES)[number];
export const AgentTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(41), z.literal(42)]);

/** The contract kinds of spec sections 3 and 7 an agent may offer its downline. */
export const AGENT_CONTRACT_TYPES = ['dividend', 'dailySalary', 'hourSalary', 'realtimeSalary'] as const;
export type AgentContractType = (typeof AGENT_CONTRACT_TYPES)[number];

/** The deepest an agent may sit: the top agent is level 1 (docs/agents.md, "Agent types"). */
export const MAX_AGENT_LEVEL = 4;
/** Invitation links one agent may hold besides its own referral code. */
export const MAX_INVITATION_LINKS = 20;
export const DOWNLINE_PAGE_SIZE = 20;

/** GET /wps/agent/policy: what the logged-in agent may do, for the centre's menus and forms. */
export const AgentPolicyResponse = z.object({
  agentType: AgentTypeSchema,
  /** 1 for an agent with no agent above it, +1 per agent above. */
  agentLevel: z.number().int(),
  maxAgentLevel: z.number().int(),
  /** The whitelabel AGENTPOLICY3 flag: off, every agent works as a plain one (docs/agents.md). */
  policyEnabled: z.boolean(),
  /** The agent types this agent may create now (empty when none, or the depth is reached). */
  subAgentTypes: z.array(AgentTypeSchema),
  contractTypes: z.array(z.enum(AGENT_CONTRACT_TYPES)),
});
export type AgentPolicyResponse = z.infer<typeof AgentPolicyResponse>;

/** GET /wps/agent/team/summary */
export const TeamSummaryResponse = z.object({
  teamSize: z.number().int(),
  directCount: z.number().int(),
  subAgentCount: z.number().int(),
  /** Registered since the start of today (Brasília time). */
  newToday: z.number().int(),
});
export type TeamSummaryResponse = z.infer<typeof TeamSummaryResponse>;

const trimmedOptional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

/** GET /wps/agent/downlines: direct (level 1) or all levels, optionally searched. */
export const DownlineListQuery = z.object({
  scope: z.enum(['direct', 'all']).default('direct'),
  /** Part of the account name or of the mobile number. */
  search: trimmedOptional(64),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(DOWNLINE_PAGE_SIZE),
});
export type DownlineListQuery = z.input<typeof DownlineListQuery>;

export const Downline = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  isAgent: z.boolean(),
  /** Levels below the agent asking: 1 is a direct downline. */
  level: z.number().int(),
  /** The account directly above (the asking agent itself for level 1). */
  upline: z.string().nullable(),
  status: z.enum(['ACTIVE', 'LOCKED', 'CLOSED']),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** Everyone below this downline. */
  teamSize: z.number().int(),
});
export type Downline = z.infer<typeof Downline>;

export const DownlineListResponse = z.object({
  list: z.array(Downline),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type DownlineListResponse = z.infer<typeof DownlineListResponse>;

export const DownlineQuery = z.object({ memberId: z.string().trim().uuid() });

/** GET /wps/agent/downline?memberId= */
export const DownlineDetailResponse = Downline.extend({
  mobile: z.string().nullable(),
  invitationLabel: z.string().nullable(),
  /** Centavos. */
  balance: z.number().int(),
  depositTotal: z.number().int(),
  depositCount: z.number().int(),
  withdrawalTotal: z.number().int(),
  withdrawalCount: z.number().int(),
  directCount: z.number().int(),
});
export type DownlineDetailResponse = z.infer<typeof DownlineDetailResponse>;

/** POST /wps/agent/downline (encrypted): the agent creates a member or a sub-agent directly. */
export const CreateDownlineRequest = z.object({
  kind: z.enum(['MEMBER', 'AGENT']).default('MEMBER'),
  /** Required for kind AGENT: one of the policy's subAgentTypes. */
  agentType: AgentTypeSchema.optional(),
  username: z.string().trim().max(64),
  password: z.string().max(128),
  confirmPassword: z.string().max(128),
  /** The agent confirms the person is of legal age (the register setting's minimum age). */
  ageConfirmed: z.boolean().default(false),
});
export type CreateDownlineRequest = z.input<typeof CreateDownlineRequest>;
export const CreateDownlineResponse = z.object({
  id: z.string(),
  account: z.string(),
  type: z.number().int(),
});
export type CreateDownlineResponse = z.infer<typeof CreateDownlineResponse>;

/** One invitation link or code; `isDefault` is the agent's own referral code. */
export const Invitation = z.object({
  id: z.string().nullable(),
  code: z.string(),
  label: z.string(),
  isDefault: z.boolean(),
  /** The registration address carrying the code (spec: /register?referralCode=). */
  link: z.string(),
  /** The link as a QR code, an SVG data URL. */
  qr: z.string(),
  registrations: z.number().int(),
  firstDeposits: z.number().int(),
  createdAt: z.string().nullable(),
});
export type Invitation = z.infer<typeof Invitation>;
export const InvitationListResponse = z.object({ list: z.array(Invitation), max: z.number().int() });
export type InvitationListResponse = z.infer<typeof InvitationListResponse>;

/** POST /wps/agent/invitations */
export const CreateInvitationRequest = z.object({ label: z.string().trim().min(1).max(40) });
export type CreateInvitationRequest = z.input<typeof CreateInvitationRequest>;
