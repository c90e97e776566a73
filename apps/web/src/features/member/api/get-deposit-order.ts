import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DepositOrder } from '@platform/contracts';
import * as wire from '../../../lib/wire-schemas.generated';
import { apiGet } from '../../../lib/api-client';
import { inboxPrefix } from '../../../lib/unread-count-cache';
import { memberInfoPrefix } from '../../../lib/member-info';

/** How often an open charge asks whether it was paid. */
export const DEPOSIT_POLL_MS = 3_000;

/** GET /wps/member/deposit/order?id=: one charge, polled until it is paid, expired or returned. */
export const getDepositOrder = (id: string, signal?: AbortSignal) =>
  apiGet('/wps/member/deposit/order', { schema: wire.DepositOrder, query: { id }, signal });

export const depositOrderQueryOptions = (id: string, initial: DepositOrder) =>
  queryOptions({
    queryKey: ['member', 'deposit', 'order', id],
    queryFn: ({ signal }) => getDepositOrder(id, signal),
    initialData: initial,
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? DEPOSIT_POLL_MS : false),
  });

/**
 * The charge as the server last said; once it is paid the header balance is read again, and the
 * inbox, which now holds the deposit's message (its badge shows at once, not at the next poll).
 */
export const useDepositOrder = (initial: DepositOrder) => {
  const queryClient = useQueryClient();
  const query = useQuery(depositOrderQueryOptions(initial.id, initial));
  const status = query.data.status;
  useEffect(() => {
    if (status === 'PENDING') return;
    void queryClient.invalidateQueries({ queryKey: memberInfoPrefix });
    void queryClient.invalidateQueries({ queryKey: ['member', 'deposit', 'history'] });
    if (status === 'PAID') void queryClient.invalidateQueries({ queryKey: inboxPrefix });
  }, [status, queryClient]);
  return query;
};
