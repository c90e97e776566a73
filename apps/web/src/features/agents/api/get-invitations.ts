import { queryOptions, useQuery } from '@tanstack/react-query';
import { InvitationListResponse } from '@platform/contracts';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/** GET /wps/agent/invitations: referral code and labelled links, each with QR and its counts. */
export const getInvitations = (signal?: AbortSignal) =>
  apiGet('/wps/agent/invitations', { schema: InvitationListResponse, signal });

export const invitationsQueryKey = (token: string | null) => ['agent', 'invitations', token] as const;

export const invitationsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: invitationsQueryKey(token),
    queryFn: ({ signal }) => getInvitations(signal),
    enabled: Boolean(token),
  });

export const useInvitations = () => {
  const token = useSessionStore((state) => state.token);
  return useQuery(invitationsQueryOptions(token));
};
