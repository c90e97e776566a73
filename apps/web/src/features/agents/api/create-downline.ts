import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreateDownlineResponse, type CreateDownlineRequest } from '@platform/contracts';
import { apiPost } from '../../../lib/api-client';

/** POST /wps/agent/downline (encrypted): registerCenter's direct creation of a member or sub-agent. */
export const createDownline = (body: CreateDownlineRequest) =>
  apiPost('/wps/agent/downline', { schema: CreateDownlineResponse, body, encrypt: true });

export const useCreateDownline = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDownline,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['agent', 'team'] }),
  });
};
