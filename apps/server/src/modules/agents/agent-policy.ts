import {
  AGENT_CONTRACT_TYPES,
  MAX_AGENT_LEVEL,
  isAgentType,
  type AgentContractType,
  type AgentType,
} from '@platform/contracts';

/**
 * What each agent type may do (docs/agents.md, "Agent types"). With the whitelabel flag
 * AGENTPOLICY3 on, the types differ: 1 is a master agent (every sub-agent type, every contract),
 * 2 an agent (sub-agents of its own type, dividend and daily salary), 41 a dividend partner and
 * 42 a salary partner (members only, their one family of contracts). With the flag off, every
 * agent is a plain one: it registers members and transfers to them, and neither creates agents
 * nor offers contracts, since those commit the house to pay.
 */
export type AgentPolicy = {
  /** Agent types it may create; empty when none. */
  subAgentTypes: readonly AgentType[];
  contractTypes: readonly AgentContractType[];
};

const PLAIN: AgentPolicy = { subAgentTypes: [], contractTypes: [] };

export const policyOf = (type: AgentType, policyEnabled: boolean): AgentPolicy => {
  if (!policyEnabled) return PLAIN;
  switch (type) {
    case 1:
      return { subAgentTypes: [2, 41, 42], contractTypes: AGENT_CONTRACT_TYPES };
    case 2:
      return { subAgentTypes: [2], contractTypes: ['dividend', 'dailySalary'] };
    case 41:
      return { subAgentTypes: [], contractTypes: ['dividend'] };
    case 42:
      return { subAgentTypes: [], contractTypes: ['dailySalary', 'hourSalary', 'realtimeSalary'] };
    default: {
      const unknown: never = type;
      throw new Error(`no policy for agent type ${String(unknown)}`);
    }
  }
};

/**
 * The sub-agent types an agent at `agentLevel` (1 = no agent above it) may create now: none once
 * a new agent would sit deeper than MAX_AGENT_LEVEL, so a chain of contracts stays short enough
 * for each level's rate difference to mean something.
 */
export const subAgentTypesAt = (policy: AgentPolicy, agentLevel: number): readonly AgentType[] =>
  agentLevel + 1 > MAX_AGENT_LEVEL ? [] : policy.subAgentTypes;

export const asAgentType = (type: number): AgentType | null =>
  isAgentType(type) ? (type as AgentType) : null;
