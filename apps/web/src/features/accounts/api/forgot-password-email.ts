import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordEmailRequest } from '@platform/contracts';
import { apiPost } from '../../../lib/api-client';

/** Form POST /wps/member/password/email: a reset link goes to the member's e-mail. */
export const forgotPasswordByEmail = ({ username, email }: ForgotPasswordEmailRequest) =>
  apiPost<null>('/wps/member/password/email', { form: { username, email } });

export const useForgotPasswordByEmail = () => useMutation({ mutationFn: forgotPasswordByEmail });
