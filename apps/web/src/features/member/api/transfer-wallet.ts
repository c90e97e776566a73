import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WalletTransferResponse, type WalletTransferRequest } from '@platform/contracts';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /wps/relay/GCS_walletTransfer: main → vendor wallet (IN) or back (OUT); the requestId makes
 * a retried request move money once.
 */
export const transferWallet = (body: WalletTransferRequest) =>
  apiPost('/wps/relay/GCS_walletTransfer', { schema: WalletTransferResponse, body });

export const useTransferWallet = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferWallet,
    // The header balance, the wallet list and the records read the wallets: refresh them at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['member'] }),
  });
};
