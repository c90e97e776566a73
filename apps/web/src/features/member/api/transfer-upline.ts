import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TransferResponse, type UplineTransferRequest } from '@platform/contracts';
import { apiPost } from '../../../lib/api-client';

/** POST /wps/member/transfer/upline (encrypted): the member sends money to the agent above. */
export const transferUpline = (body: UplineTransferRequest) =>
  apiPost('/wps/member/transfer/upline', { schema: TransferResponse, body, encrypt: true });

export const useTransferUpline = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferUpline,
    // The header balance and the records read the wallet: refresh them at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['member'] }),
  });
};
