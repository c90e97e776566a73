import { queryOptions, useQuery } from '@tanstack/react-query';
import { MerchantWalletResponse } from '@platform/contracts';
import { apiPost } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/** POST /wps/relay/GCS_merchantWallet: one wallet for every game (isSingle), or main plus vendors'. */
export const getMerchantWallet = (signal?: AbortSignal) =>
  apiPost('/wps/relay/GCS_merchantWallet', { schema: MerchantWalletResponse, signal });

export const merchantWalletQueryOptions = (token: string | null) =>
  queryOptions({
    // Outside the 'member' key: a transfer refreshes balances, not the wallet mode.
    queryKey: ['merchantWallet', token],
    queryFn: ({ signal }) => getMerchantWallet(signal),
    enabled: Boolean(token),
    // Spec section 7: cached for the session.
    staleTime: Infinity,
  });

export const useMerchantWallet = () => {
  const token = useSessionStore((state) => state.token);
  return useQuery(merchantWalletQueryOptions(token));
};
