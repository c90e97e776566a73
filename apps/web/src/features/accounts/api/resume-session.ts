import { LoginResponse } from '@platform/contracts';
import { apiPost } from '../../../lib/api-client';

/** POST /wps/session/resume: a live remember-me token opens a new session (token rotated). */
export const resumeSession = (rememberToken: string) =>
  apiPost('/wps/session/resume', { body: { rememberToken }, schema: LoginResponse });
