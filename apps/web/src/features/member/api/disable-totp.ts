import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TotpCodeRequest } from '@platform/contracts';
import { apiPost } from '../../../lib/api-client';

/** POST /wps/member/security/totp/disable: a current code turns the authenticator off. */
export const disableTotp = (request: TotpCodeRequest) =>
  apiPost<null>('/wps/member/security/totp/disable', { body: request });

export const useDisableTotp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTotp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['member', 'security'] }),
  });
};
