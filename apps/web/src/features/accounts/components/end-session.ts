import type { QueryClient } from '@tanstack/react-query';
import { forgetRememberedSession } from '../../../lib/remember-me';
import { useSessionStore } from '../../../lib/session-store';

/**
 * Forgets everything of the session on this device (spec section 4): the session (in every tab
 * for a cookie session), the rest of sessionStorage, the remembered session (the username stays
 * for next time), cached member data.
 */
export const endLocalSession = (queryClient: QueryClient) => {
  // First, so no tab that hears of the logout tries to resume it.
  forgetRememberedSession();
  useSessionStore.getState().clearToken();
  forgetTabState(queryClient);
};

/** What this tab kept of a session another tab (or the server) has ended. */
export const forgetTabState = (queryClient: QueryClient) => {
  try {
    window.sessionStorage.clear();
  } catch {
    // Storage unavailable: nothing was kept there either.
  }
  queryClient.removeQueries({ queryKey: ['member'] });
};
