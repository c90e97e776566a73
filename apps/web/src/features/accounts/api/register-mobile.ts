import { useMutation } from '@tanstack/react-query';
import { LoginResponse, type RegisterRequest } from '@platform/contracts';
import { apiPut } from '../../../lib/api-client';

/** PUT /wps/member/register/mobile (encrypted, mobile mode): the new member comes back logged in. */
export const registerMobile = (request: RegisterRequest) =>
  apiPut('/wps/member/register/mobile', { body: request, encrypt: true, schema: LoginResponse });

export const useRegisterMobile = () => useMutation({ mutationFn: registerMobile });
