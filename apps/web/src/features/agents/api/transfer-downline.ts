import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TransferResponse, type DownlineTransferRequest } from '@platform/contracts';
import { apiPost } from '../../../lib/api-client';

/** POST /wps/agent/transfer/downline (encrypted): the agent sends money to an account of their downline. */
export const transferDownline = (body: DownlineTransferRequest) =>
  apiPost('/wps/agent/transfer/downline', { schema: TransferResponse, body, encrypt: true });

export const useTransferDownline = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferDownline,
    // The agent's balance (member info) reads the wallet: refresh it at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['member'] }),
  });
};
