import { SmsCodeResponse, type SmsCodeRequest } from '@platform/contracts';
import { apiPost } from '../../../lib/api-client';

/** POST /wps/verification/sms/register: a code for registering a mobile ('duplicate-mobile' if taken). */
export const sendSmsRegister = (request: SmsCodeRequest) =>
  apiPost('/wps/verification/sms/register', { body: request, schema: SmsCodeResponse });
