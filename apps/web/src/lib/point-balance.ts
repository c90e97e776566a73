import { queryOptions, useQuery } from '@tanstack/react-query';
import { PointBalanceResponse } from '@platform/contracts';
import { apiPost } from './api-client';
import { useSessionStore } from './session-store';

/**
 * The member's points (docs/points.md). Shared (lib/, not a feature) because the points mall and
 * the member centre's reward centre both show them.
 */

/** Every points answer: what a redeem or conversion invalidates. */
export const pointsPrefix = ['member', 'points'] as const;

/** POST /wps/relay/MCS2_getPointBalance: points, their cash value and the rules. */
export const usePointBalance = () => {
  const token = useSessionStore((state) => state.token);
  return useQuery(
    queryOptions({
      queryKey: [...pointsPrefix, 'balance', token],
      queryFn: ({ signal }) =>
        apiPost('/wps/relay/MCS2_getPointBalance', { schema: PointBalanceResponse, signal }),
      enabled: Boolean(token),
    }),
  );
};
