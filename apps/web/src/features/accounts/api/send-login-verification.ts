import { useMutation } from '@tanstack/react-query';
import { SmsCodeResponse, type SecondFactorSendRequest } from '@platform/contracts';
import { apiPost } from '../../../lib/api-client';

/** POST /wps/session/login/verification: sends the second-factor code by SMS or e-mail. */
export const sendLoginVerification = (request: SecondFactorSendRequest) =>
  apiPost('/wps/session/login/verification', { body: request, schema: SmsCodeResponse });

export const useSendLoginVerification = () => useMutation({ mutationFn: sendLoginVerification });
