import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Withdrawal, type ConfirmWithdrawalRequest } from '@platform/contracts';
import { apiPost } from '../../../lib/api-client';

/** POST /wps/member/withdraw/confirm: the member says a paid withdrawal arrived, or not (with proofs). */
export const confirmWithdrawal = (body: ConfirmWithdrawalRequest) =>
  apiPost('/wps/member/withdraw/confirm', { schema: Withdrawal, body });

export const useConfirmWithdrawal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmWithdrawal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['member', 'withdraw'] }),
  });
};
