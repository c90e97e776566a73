import { queryOptions, useQuery } from '@tanstack/react-query';
import { BonusDetailsResponse } from '@platform/contracts';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/** GET /wps/member/bonus: the bonus balance, the active grant with its wagering, past grants. */
export const getBonusDetails = (signal?: AbortSignal) =>
  apiGet('/wps/member/bonus', { schema: BonusDetailsResponse, signal });

export const bonusDetailsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'bonus', token],
    queryFn: ({ signal }) => getBonusDetails(signal),
    enabled: Boolean(token),
  });

export const useBonusDetails = () => {
  const token = useSessionStore((state) => state.token);
  return useQuery(bonusDetailsQueryOptions(token));
};
