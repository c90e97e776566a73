import { create } from 'zustand';
import { StorageKey, isAgentType, isTrialType } from '@platform/contracts';
import { browserSessionStorage } from './browser-storage';

type SessionState = {
  token: string | null;
  /**
   * The member type of this session (spec section 3: agents 1, 2, 41, 42; trial 4), known from the
   * login answer or member info; null until one of them arrives.
   */
  userType: number | null;
  setToken: (token: string) => void;
  setUserType: (userType: number | null) => void;
  clearToken: () => void;
};

const USER_TYPE_KEY = 'userType';

const readToken = () => {
  try {
    return browserSessionStorage()?.getItem(StorageKey.token) || null;
  } catch {
    return null;
  }
};

const readUserType = () => {
  try {
    const stored = browserSessionStorage()?.getItem(USER_TYPE_KEY);
    return stored && /^\d+$/.test(stored) ? Number(stored) : null;
  } catch {
    return null;
  }
};

/** The session token lives in sessionStorage (spec section 4) so it ends with the tab. */
export const useSessionStore = create<SessionState>((set) => ({
  token: readToken(),
  userType: readToken() ? readUserType() : null,
  setToken: (token) => {
    browserSessionStorage()?.setItem(StorageKey.token, token);
    set({ token });
  },
  setUserType: (userType) => {
    if (userType === null) browserSessionStorage()?.removeItem(USER_TYPE_KEY);
    else browserSessionStorage()?.setItem(USER_TYPE_KEY, String(userType));
    set({ userType });
  },
  clearToken: () => {
    browserSessionStorage()?.removeItem(StorageKey.token);
    browserSessionStorage()?.removeItem(USER_TYPE_KEY);
    set({ token: null, userType: null });
  },
}));

export const isTrialSession = (state: Pick<SessionState, 'token' | 'userType'>) =>
  Boolean(state.token) && state.userType !== null && isTrialType(state.userType);

export const isAgentSession = (state: Pick<SessionState, 'token' | 'userType'>) =>
  Boolean(state.token) && state.userType !== null && isAgentType(state.userType);

/**
 * Links from the agent portal or an app carry `?token=`. The token moves to sessionStorage and
 * leaves the address bar, so it is not kept in history, bookmarks or Referer headers.
 * Returns the address without the token, or null when there was none.
 */
export const takeTokenFromUrl = (href: string): { token: string; cleanUrl: string } | null => {
  const url = new URL(href);
  const token = url.searchParams.get(StorageKey.token);
  if (!token) return null;
  url.searchParams.delete(StorageKey.token);
  return { token, cleanUrl: `${url.pathname}${url.search}${url.hash}` };
};

export const adoptTokenFromLocation = () => {
  // Inside a frame the address is not ours to trust: a game's launch address also carries
  // `token` (a one-time launch token), and the frame shares this tab's sessionStorage, so adopting
  // it would replace the member's session with a token the API refuses.
  if (window.self !== window.top) return;
  const taken = takeTokenFromUrl(window.location.href);
  if (!taken) return;
  useSessionStore.getState().setToken(taken.token);
  window.history.replaceState(window.history.state, '', taken.cleanUrl);
};
