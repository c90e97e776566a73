import { queryOptions, useQuery } from '@tanstack/react-query';

import * as wire from '../../../lib/wire-schemas.generated';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/** GET /wps/member/deposit/channels: the enabled channels, and whether a CPF is on file. */
export const getDepositChannels = (signal?: AbortSignal) =>
  apiGet('/wps/member/deposit/channels', { schema: wire.DepositChannelsResponse, signal });

export const depositChannelsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'deposit', 'channels', token],
    queryFn: ({ signal }) => getDepositChannels(signal),
    enabled: Boolean(token),
    // Asked for before the first render on the deposit page (member-page.tsx): the page mounting
    // a moment later uses that answer instead of asking again.
    staleTime: 30_000,
  });

export const useDepositChannels = () => {
  const token = useSessionStore((state) => state.token);
  return useQuery(depositChannelsQueryOptions(token));
};
