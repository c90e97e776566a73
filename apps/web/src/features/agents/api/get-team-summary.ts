import { queryOptions, useQuery } from '@tanstack/react-query';
import { TeamSummaryResponse } from '@platform/contracts';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/** GET /wps/agent/team/summary: team size, direct downlines, sub-agents, new today. */
export const getTeamSummary = (signal?: AbortSignal) =>
  apiGet('/wps/agent/team/summary', { schema: TeamSummaryResponse, signal });

export const teamSummaryQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['agent', 'team', 'summary', token],
    queryFn: ({ signal }) => getTeamSummary(signal),
    enabled: Boolean(token),
  });

export const useTeamSummary = () => {
  const token = useSessionStore((state) => state.token);
  return useQuery(teamSummaryQueryOptions(token));
};
