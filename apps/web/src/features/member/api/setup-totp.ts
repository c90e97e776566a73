import { useMutation } from '@tanstack/react-query';
import { TotpSetupResponse } from '@platform/contracts';
import { apiPost } from '../../../lib/api-client';

/** POST /wps/member/security/totp: a new authenticator secret, active once a code confirms it. */
export const setupTotp = () => apiPost('/wps/member/security/totp', { body: {}, schema: TotpSetupResponse });

export const useSetupTotp = () => useMutation({ mutationFn: setupTotp });
