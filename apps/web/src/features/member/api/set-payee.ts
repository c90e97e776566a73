import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Payee, type SetPayeeRequest } from '@platform/contracts';
import { apiPost } from '../../../lib/api-client';

/** POST /wps/member/withdraw/payee (encrypted): the member's own-name PIX key. */
export const setPayee = (body: SetPayeeRequest) =>
  apiPost('/wps/member/withdraw/payee', { schema: Payee, body, encrypt: true });

export const useSetPayee = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPayee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['member', 'withdraw'] }),
  });
};
