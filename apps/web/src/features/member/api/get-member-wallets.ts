import { queryOptions, useQuery } from '@tanstack/react-query';
import { MemberWalletsResponse } from '@platform/contracts';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/** GET /wps/member/wallets: the main wallet first, then each vendor wallet, balances in centavos. */
export const getMemberWallets = (signal?: AbortSignal) =>
  apiGet('/wps/member/wallets', { schema: MemberWalletsResponse, signal });

export const memberWalletsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'wallets', token],
    queryFn: ({ signal }) => getMemberWallets(signal),
    enabled: Boolean(token),
  });

export const useMemberWallets = (options: { enabled?: boolean } = {}) => {
  const token = useSessionStore((state) => state.token);
  const base = memberWalletsQueryOptions(token);
  return useQuery({ ...base, enabled: base.enabled && (options.enabled ?? true) });
};
