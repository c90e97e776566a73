import { create } from 'zustand';
import { StorageKey } from '@platform/contracts';

type SessionState = {
  token: string | null;
  setToken: (token: string) => void;
  clearToken: () => void;
};

const browserSessionStorage = (): Storage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

const readToken = () => {
  try {
    return browserSessionStorage()?.getItem(StorageKey.token) || null;
  } catch {
    return null;
  }
};

/** The session token lives in sessionStorage (spec section 4) so it ends with the tab. */
export const useSessionStore = create<SessionState>((set) => ({
  token: readToken(),
  setToken: (token) => {
    browserSessionStorage()?.setItem(StorageKey.token, token);
    set({ token });
  },
  clearToken: () => {
    browserSessionStorage()?.removeItem(StorageKey.token);
    set({ token: null });
  },
}));

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
  const taken = takeTokenFromUrl(window.location.href);
  if (!taken) return;
  useSessionStore.getState().setToken(taken.token);
  window.history.replaceState(window.history.state, '', taken.cleanUrl);
};
