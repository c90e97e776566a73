import { useMutation } from '@tanstack/react-query';
import { LoginResponse, type RegisterRequest } from '@platform/contracts';
import { apiPut } from '../../../lib/api-client';

/** PUT /wps/member/register (encrypted, username mode): the new member comes back logged in. */
export const register = (request: RegisterRequest) =>
  apiPut('/wps/member/register', { body: request, encrypt: true, schema: LoginResponse });

export const useRegister = () => useMutation({ mutationFn: register });
