import type { QueryClient } from '@tanstack/react-query';
import { forgetRememberToken } from '../../../lib/remember-me';
import { useSessionStore } from '../../../lib/session-store';

/**
 * Forgets everything of the session on this device (spec section 4): the token and the rest of
 * sessionStorage, the remember token (the username stays for next time), cached member data.
 */
export const endLocalSession = (queryClient: QueryClient) => {
  useSessionStore.getState().clearToken();
  try {
    window.sessionStorage.clear();
  } catch {
    // Storage unavailable: nothing was kept there either.
  }
  forgetRememberToken();
  queryClient.removeQueries({ queryKey: ['member'] });
};
