import { apiPost } from '../../../lib/api-client';
import * as wire from '../../../lib/wire-schemas.generated';

/**
 * POST /wps/session/resume: the browser's HttpOnly remember cookie opens a new session (both
 * cookies are replaced). The token itself never passes through this page's scripts.
 */
export const resumeSession = () => apiPost('/wps/session/resume', { body: {}, schema: wire.LoginResponse });
