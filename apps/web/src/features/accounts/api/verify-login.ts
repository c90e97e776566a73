import { useMutation } from '@tanstack/react-query';
import { LoginResponse, type SecondFactorVerifyRequest } from '@platform/contracts';
import { apiPost } from '../../../lib/api-client';

/** POST /wps/session/login/verify (encrypted): completes a login with its second factor. */
export const verifyLogin = (request: SecondFactorVerifyRequest) =>
  apiPost('/wps/session/login/verify', { body: request, encrypt: true, schema: LoginResponse });

export const useVerifyLogin = () => useMutation({ mutationFn: verifyLogin });
