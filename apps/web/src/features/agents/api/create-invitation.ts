import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InvitationListResponse, type CreateInvitationRequest } from '@platform/contracts';
import { apiPost } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { invitationsQueryKey } from './get-invitations';

/** POST /wps/agent/invitations: a new labelled link; the answer is the updated list. */
export const createInvitation = (body: CreateInvitationRequest) =>
  apiPost('/wps/agent/invitations', { schema: InvitationListResponse, body });

export const useCreateInvitation = () => {
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token);
  return useMutation({
    mutationFn: createInvitation,
    onSuccess: (list) => queryClient.setQueryData(invitationsQueryKey(token), list),
  });
};
