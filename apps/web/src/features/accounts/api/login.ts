import { useMutation } from '@tanstack/react-query';
import { LoginResponse, type LoginRequest } from '@platform/contracts';
import { apiPost } from '../../../lib/api-client';

/** POST /wps/session/login (encrypted). For type 'sms', username is the mobile and password the code. */
export const login = (request: LoginRequest) =>
  apiPost('/wps/session/login', { body: request, encrypt: true, schema: LoginResponse });

export const useLogin = () => useMutation({ mutationFn: login });
