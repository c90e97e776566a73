import { queryOptions, useQuery } from '@tanstack/react-query';
import { DownlineDetailResponse } from '@platform/contracts';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/** GET /wps/agent/downline?memberId=: one downline's detail (only within the agent's tree). */
export const getDownline = (memberId: string, signal?: AbortSignal) =>
  apiGet('/wps/agent/downline', { schema: DownlineDetailResponse, query: { memberId }, signal });

export const downlineQueryOptions = (token: string | null, memberId: string | null) =>
  queryOptions({
    queryKey: ['agent', 'team', 'downline', token, memberId],
    queryFn: ({ signal }) => getDownline(memberId ?? '', signal),
    enabled: Boolean(token && memberId),
  });

export const useDownline = (memberId: string | null) => {
  const token = useSessionStore((state) => state.token);
  return useQuery(downlineQueryOptions(token, memberId));
};
