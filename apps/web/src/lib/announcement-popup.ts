import type { Execution } from '@platform/contracts';
import { browserSessionStorage } from './browser-storage';

/**
 * The announcements popup's memory for this tab (spec section 9: "shown once per session per
 * audience; closing marks it closed in session storage"). In lib/ because the accounts feature
 * marks a first login and the announcements feature reads it.
 */
const CLOSED_KEY = (audience: Execution) => `announcementPopupClosed.${audience}`;
/** The session (store token) that began with the member's first login: its audience is F. */
const FIRST_LOGIN_KEY = 'firstLoginSession';

/** Remembers that this tab's session began with a first login (`firstTimeLogin` in the answer). */
export const markFirstLogin = (session: string | null) => {
  if (!session) return;
  try {
    browserSessionStorage()?.setItem(FIRST_LOGIN_KEY, session);
  } catch {
    // Without storage the member simply sees the A popups.
  }
};

/** The popup audience of this tab: B for a visitor, F in a session begun by a first login, else A. */
export const popupAudience = (session: string | null): Execution => {
  if (!session) return 'B';
  try {
    return browserSessionStorage()?.getItem(FIRST_LOGIN_KEY) === session ? 'F' : 'A';
  } catch {
    return 'A';
  }
};

export const isPopupClosed = (audience: Execution): boolean => {
  try {
    return browserSessionStorage()?.getItem(CLOSED_KEY(audience)) === '1';
  } catch {
    return false;
  }
};

export const markPopupClosed = (audience: Execution) => {
  try {
    browserSessionStorage()?.setItem(CLOSED_KEY(audience), '1');
  } catch {
    // Without storage the popup shows again on the next load; nothing else depends on it.
  }
};
