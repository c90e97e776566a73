import { apiPost } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/lazy-schema';

/** POST /wps/session/resume: a live remember-me token opens a new session (token rotated). */
export const resumeSession = (rememberToken: string) =>
  apiPost('/wps/session/resume', { body: { rememberToken }, schema: lazySchema('LoginResponse') });
