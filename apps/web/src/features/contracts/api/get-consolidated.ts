import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { isTrialSession, useSessionStore } from '../../../lib/session-store';
import * as wire from '../../../lib/wire-schemas.generated';

/** GET /wps/member/info/funds/consolidated: contract requests awaiting the member, and kinds held. */
export const getConsolidated = (signal?: AbortSignal) =>
  apiGet('/wps/member/info/funds/consolidated', { schema: wire.ConsolidatedFundsResponse, signal });

export const consolidatedQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'contracts', 'consolidated', token],
    queryFn: ({ signal }) => getConsolidated(signal),
    enabled: Boolean(token),
    staleTime: 60_000,
    retry: false,
  });

/** Whether a contract request of any type waits on the member's answer (the popup opens on it). */
export const useContractRequestWaiting = (): boolean => {
  const token = useSessionStore((state) => state.token);
  const trial = useSessionStore(isTrialSession);
  const { data } = useQuery(consolidatedQueryOptions(trial ? null : token));
  return Boolean(
    data && (data.divtypereq || data.dailysalreq || data.contracthoursalreq || data.realtimesalreqtype),
  );
};
