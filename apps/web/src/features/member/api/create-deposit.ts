import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateDepositRequest } from '@platform/contracts';
import * as wire from '../../../lib/wire-schemas.generated';
import { apiPost } from '../../../lib/api-client';

/** POST /wps/member/deposit: opens a PIX charge (the CPF is sent once, at the first deposit). */
export const createDeposit = (body: CreateDepositRequest) =>
  apiPost('/wps/member/deposit', { schema: wire.DepositOrder, body });

export const useCreateDeposit = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeposit,
    // A first deposit stores the CPF; the history shows the new charge.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['member', 'deposit'] }),
  });
};
