import { SmsCodeResponse, type SmsCodeRequest } from '@platform/contracts';
import { apiPost } from '../../../lib/api-client';

/** POST /wps/verification/sms/noLogin: a code for SMS login or password reset by mobile. */
export const sendSmsNoLogin = (request: SmsCodeRequest) =>
  apiPost('/wps/verification/sms/noLogin', { body: request, schema: SmsCodeResponse });
