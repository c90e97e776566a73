import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Withdrawal, type CreateWithdrawalRequest } from '@platform/contracts';
import { apiPost } from '../../../lib/api-client';

/** POST /wps/member/withdraw (encrypted): asks for a withdrawal; the amount is held at once. */
export const createWithdrawal = (body: CreateWithdrawalRequest) =>
  apiPost('/wps/member/withdraw', { schema: Withdrawal, body, encrypt: true });

export const useCreateWithdrawal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawal,
    // The balance in the header and the page's overview both changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['member'] }),
  });
};
