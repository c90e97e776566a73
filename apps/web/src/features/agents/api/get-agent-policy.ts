import { queryOptions, useQuery } from '@tanstack/react-query';
import { AgentPolicyResponse } from '@platform/contracts';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/** GET /wps/agent/policy: what this agent's type may do (sub-agents, contracts; docs/agents.md). */
export const getAgentPolicy = (signal?: AbortSignal) =>
  apiGet('/wps/agent/policy', { schema: AgentPolicyResponse, signal });

export const agentPolicyQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['agent', 'policy', token],
    queryFn: ({ signal }) => getAgentPolicy(signal),
    enabled: Boolean(token),
    staleTime: 60_000,
  });

export const useAgentPolicy = () => {
  const token = useSessionStore((state) => state.token);
  return useQuery(agentPolicyQueryOptions(token));
};
