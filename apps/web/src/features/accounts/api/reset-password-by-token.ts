import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordByTokenRequest } from '@platform/contracts';
import { apiPost } from '../../../lib/api-client';

/** POST /wps/member/password/reset (encrypted): completes the e-mailed reset link. */
export const resetPasswordByToken = (request: ResetPasswordByTokenRequest) =>
  apiPost<null>('/wps/member/password/reset', { body: request, encrypt: true });

export const useResetPasswordByToken = () => useMutation({ mutationFn: resetPasswordByToken });
