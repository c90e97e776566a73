import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsolidatedFundsResponse, ContractType } from '@platform/contracts';
import { apiGet } from './api-client';
import { isTrialSession, useSessionStore } from './session-store';
import * as wire from './wire-schemas.generated';

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

/** The member's consolidated flags (none for a trial account or before the answer), from the one cached query. */
const useConsolidatedFlags = (): ConsolidatedFundsResponse | undefined => {
  const token = useSessionStore((state) => state.token);
  const trial = useSessionStore(isTrialSession);
  return useQuery(consolidatedQueryOptions(trial ? null : token)).data;
};

/** Whether a contract request of any type waits on the member's answer (the popup opens on it). */
export const useContractRequestWaiting = (): boolean => {
  const data = useConsolidatedFlags();
  return Boolean(
    data && (data.divtypereq || data.dailysalreq || data.contracthoursalreq || data.realtimesalreqtype),
  );
};

/** The consolidated flag that says the member holds a contract of each type in force. */
const HELD_FLAG = {
  DIVIDEND: 'enableCt',
  DAILY_SALARY: 'dailySalary',
  HOURLY_SALARY: 'hourSalary',
  REALTIME_SALARY: 'salary',
} as const satisfies Record<ContractType, keyof ConsolidatedFundsResponse>;

/** The contract types the member holds in force (the flags are read without zod, as above). */
export const useHeldContractTypes = (): ContractType[] => {
  const data = useConsolidatedFlags();
  if (!data) return [];
  return (Object.keys(HELD_FLAG) as ContractType[]).filter((type) => data[HELD_FLAG[type]]);
};

/**
 * Whether the member has a contract worth a page of its own: a request waiting on it or a
 * contract it holds in force. Read from the flags the popup's gate already loads (no zod).
 */
export const useHoldsContracts = (): boolean => {
  const data = useConsolidatedFlags();
  return Boolean(data && Object.values(data).some(Boolean));
};
