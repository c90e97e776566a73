import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IdentityStatusResponse, type StartIdentityRequest } from '@platform/contracts';
import { apiGet, apiPost } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/** GET /wps/member/identity: where the member's identity verification stands (docs/kyc.md). */
export const getIdentity = (signal?: AbortSignal) =>
  apiGet('/wps/member/identity', { schema: IdentityStatusResponse, signal });

export const identityQueryKey = (token: string | null) => ['member', 'identity', token] as const;

export const identityQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: identityQueryKey(token),
    queryFn: ({ signal }) => getIdentity(signal),
    enabled: Boolean(token),
  });

export const useIdentity = () => {
  const token = useSessionStore((state) => state.token);
  return useQuery(identityQueryOptions(token));
};

/** POST /wps/member/identity/start and /liveness: each answers the new state. */
const useIdentityStep = <Body>(send: (body: Body) => Promise<IdentityStatusResponse>) => {
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token);
  return useMutation({
    mutationFn: send,
    onSuccess: (state) => queryClient.setQueryData(identityQueryKey(token), state),
  });
};

export const useStartIdentity = () =>
  useIdentityStep((body: StartIdentityRequest) =>
    apiPost('/wps/member/identity/start', { schema: IdentityStatusResponse, body }),
  );

export const useCheckLiveness = () =>
  useIdentityStep(() =>
    apiPost('/wps/member/identity/liveness', { schema: IdentityStatusResponse, body: {} }),
  );
