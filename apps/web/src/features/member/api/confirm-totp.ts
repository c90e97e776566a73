import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TotpCodeRequest } from '@platform/contracts';
import { apiPost } from '../../../lib/api-client';

/** POST /wps/member/security/totp/confirm: a current code turns the authenticator on. */
export const confirmTotp = (request: TotpCodeRequest) =>
  apiPost<null>('/wps/member/security/totp/confirm', { body: request });

export const useConfirmTotp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTotp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['member', 'security'] }),
  });
};
