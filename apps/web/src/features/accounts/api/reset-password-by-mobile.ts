import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordByMobileRequest } from '@platform/contracts';
import { apiPost } from '../../../lib/api-client';

/** POST /wps/member/password/verification (encrypted): a new password with an SMS code. */
export const resetPasswordByMobile = (request: ResetPasswordByMobileRequest) =>
  apiPost<null>('/wps/member/password/verification', { body: request, encrypt: true });

export const useResetPasswordByMobile = () => useMutation({ mutationFn: resetPasswordByMobile });
