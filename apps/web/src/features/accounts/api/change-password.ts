import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@platform/contracts';
import { apiPost } from '../../../lib/api-client';

/** POST /wps/member/password (token, encrypted). Every session of the member ends on success. */
export const changePassword = (request: ChangePasswordRequest) =>
  apiPost<null>('/wps/member/password', { body: request, encrypt: true });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
