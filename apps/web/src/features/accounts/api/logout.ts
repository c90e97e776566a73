import { apiDelete } from '../../../lib/api-client';

/** DELETE /wps/session/logout: ends this session (and the remember token linked to it). */
export const logout = () => apiDelete<null>('/wps/session/logout');
