import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isTrialType } from '@platform/contracts';
import { apiGet, apiPost } from '../../../lib/api-client';
import { usePromotionOffered } from '../../../lib/jurisdiction';
import { useSessionStore } from '../../../lib/session-store';
import * as wire from '../../../lib/wire-schemas.generated';

// The daily check-in (docs/check-in.md). Checked without zod (the generated schemas): the reward
// centre's badge reads it in the member centre's menu chunk, shared with the deposit page.

/** Whether the check-in is offered to this session: a real member, where the profile offers CHECK_IN. */
export const useCheckInOffered = (): boolean => {
  const token = useSessionStore((state) => state.token);
  const userType = useSessionStore((state) => state.userType);
  const offered = usePromotionOffered('CHECK_IN');
  return offered && Boolean(token) && userType !== null && !isTrialType(userType);
};

export const checkInQueryOptions = (token: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: ['member', 'checkIn', token],
    queryFn: ({ signal }) => apiGet('/wps/member/checkIn', { schema: wire.CheckInResponse, signal }),
    enabled: enabled && Boolean(token),
    staleTime: 60_000,
  });

/** GET /wps/member/checkIn: today's state, the streak, each day's reward; asked only where offered. */
export const useCheckInStatus = () => {
  const token = useSessionStore((state) => state.token);
  const offered = useCheckInOffered();
  return { offered, ...useQuery(checkInQueryOptions(token, offered)) };
};

/** POST /wps/member/checkIn: today's check-in; the balance and points change too. */
export const useCheckIn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost('/wps/member/checkIn', { schema: wire.CheckInClaimResponse, body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['member'] }),
  });
};
