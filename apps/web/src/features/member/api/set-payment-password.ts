import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetPaymentPasswordRequest } from '@platform/contracts';
import { apiPost } from '../../../lib/api-client';

/** POST /wps/member/security/paymentPassword (encrypted): set once, then refused. */
export const setPaymentPassword = (body: SetPaymentPasswordRequest) =>
  apiPost('/wps/member/security/paymentPassword', { body, encrypt: true });

export const useSetPaymentPassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPaymentPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['member', 'security'] }),
  });
};
