import { useMutation } from '@tanstack/react-query';
import { LoginResponse, type FreePlayRequest } from '@platform/contracts';
import { GATEWAY_VERSION, apiPost } from '../../../lib/api-client';

const operatingSystem = () => {
  const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  if (/android/i.test(agent)) return 'Android';
  if (/iphone|ipad|ipod/i.test(agent)) return 'iOS';
  if (/windows/i.test(agent)) return 'Windows';
  if (/mac os/i.test(agent)) return 'macOS';
  if (/linux/i.test(agent)) return 'Linux';
  return 'Other';
};

/** POST /wps/session/login/freeplay: a trial session (member type 4, demo credits only). */
export const loginFreePlay = () => {
  const body: FreePlayRequest = {
    os: operatingSystem(),
    platform: 'W',
    gatewayVersion: Number(GATEWAY_VERSION),
  };
  return apiPost('/wps/session/login/freeplay', { body, schema: LoginResponse });
};

export const useLoginFreePlay = () => useMutation({ mutationFn: loginFreePlay });
