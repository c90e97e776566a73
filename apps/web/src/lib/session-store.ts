import { create } from 'zustand';
import { StorageKey, isAgentType, isTrialType } from '@platform/contracts';
import { browserLocalStorage, browserSessionStorage } from './browser-storage';

/**
 * Where this tab's session comes from (decision 0003, "Session cookie"):
 * - 'cookie': a login on this site. The server keeps the token in an HttpOnly cookie every tab of
 *   the browser shares; scripts never hold it. localStorage keeps only a marker (a random key and
 *   the member type), so every tab knows a session exists and hears when it ends.
 * - 'header': a token a link carried (`?token=`, spec section 4). It stays in this tab's
 *   sessionStorage and travels in `Authorization`, as the spec describes.
 */
export type SessionSource = 'cookie' | 'header';

type SessionState = {
  /**
   * The session this tab is in, or null for a visitor: the header token, or for a cookie session
   * the marker's random key (not a credential). Query keys hang on it, so a new session never
   * shows the previous one's data.
   */
  token: string | null;
  source: SessionSource | null;
  /**
   * The member type of this session (spec section 3: agents 1, 2, 41, 42; trial 4), known from the
   * login answer or member info; null until one of them arrives.
   */
  userType: number | null;
  /** A token that must travel in `Authorization` (a link's token; a browser without cookies). */
  setToken: (token: string) => void;
  /** A session the server keeps in its cookie: this tab and every other one are logged in. */
  startCookieSession: (userType: number | null) => void;
  setUserType: (userType: number | null) => void;
  /** Forgets the session here; for a cookie session, in every tab of the browser. */
  clearToken: () => void;
};

const USER_TYPE_KEY = 'userType';
/** localStorage: the marker of the browser's cookie session, never its token. */
export const COOKIE_SESSION_KEY = 'session';

type CookieMarker = { key: string; userType: number | null };

const readHeaderToken = () => {
  try {
    return browserSessionStorage()?.getItem(StorageKey.token) || null;
  } catch {
    return null;
  }
};

const readHeaderUserType = () => {
  try {
    const stored = browserSessionStorage()?.getItem(USER_TYPE_KEY);
    return stored && /^\d+$/.test(stored) ? Number(stored) : null;
  } catch {
    return null;
  }
};

export const readCookieMarker = (): CookieMarker | null => {
  try {
    const raw = browserLocalStorage()?.getItem(COOKIE_SESSION_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<CookieMarker>;
    if (typeof parsed.key !== 'string' || parsed.key === '') return null;
    return { key: parsed.key, userType: typeof parsed.userType === 'number' ? parsed.userType : null };
  } catch {
    return null;
  }
};

const writeCookieMarker = (marker: CookieMarker | null) => {
  try {
    if (marker) browserLocalStorage()?.setItem(COOKIE_SESSION_KEY, JSON.stringify(marker));
    else browserLocalStorage()?.removeItem(COOKIE_SESSION_KEY);
  } catch {
    // Storage disabled: the session still works in this tab; other tabs learn of it on load.
  }
};

const newMarkerKey = () => {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `cookie-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
};

const initialState = (): Pick<SessionState, 'token' | 'source' | 'userType'> => {
  const headerToken = readHeaderToken();
  if (headerToken) return { token: headerToken, source: 'header', userType: readHeaderUserType() };
  const marker = readCookieMarker();
  if (marker) return { token: marker.key, source: 'cookie', userType: marker.userType };
  return { token: null, source: null, userType: null };
};

export const useSessionStore = create<SessionState>((set, get) => ({
  ...initialState(),
  setToken: (token) => {
    browserSessionStorage()?.setItem(StorageKey.token, token);
    set({ token, source: 'header' });
  },
  startCookieSession: (userType) => {
    browserSessionStorage()?.removeItem(StorageKey.token);
    const marker = { key: newMarkerKey(), userType };
    writeCookieMarker(marker);
    set({ token: marker.key, source: 'cookie', userType });
  },
  setUserType: (userType) => {
    const { source, token } = get();
    if (source === 'cookie' && token) writeCookieMarker({ key: token, userType });
    else if (userType === null) browserSessionStorage()?.removeItem(USER_TYPE_KEY);
    else browserSessionStorage()?.setItem(USER_TYPE_KEY, String(userType));
    set({ userType });
  },
  clearToken: () => {
    browserSessionStorage()?.removeItem(StorageKey.token);
    browserSessionStorage()?.removeItem(USER_TYPE_KEY);
    if (get().source === 'cookie') writeCookieMarker(null);
    set({ token: null, source: null, userType: null });
  },
}));

/**
 * Joins the cookie session another tab of the browser holds, when there is one this tab is not
 * in yet (a tab with a link's token keeps its own). True when it joined.
 */
export const joinCookieSession = (): boolean => {
  const state = useSessionStore.getState();
  if (state.source === 'header') return false;
  const marker = readCookieMarker();
  if (!marker || marker.key === state.token) return false;
  useSessionStore.setState({ token: marker.key, source: 'cookie', userType: marker.userType });
  return true;
};

/** The token to send in `Authorization`: none for a cookie session (the browser sends the cookie). */
export const headerTokenOf = (state: Pick<SessionState, 'token' | 'source'>) =>
  state.source === 'header' ? state.token : null;

/**
 * Another tab logged in or out (the storage event fires in every other tab of the origin): this
 * tab follows, unless it holds a link's token of its own. Returns the unsubscribe function.
 */
export const followOtherTabs = (onEnded: () => void): (() => void) => {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== COOKIE_SESSION_KEY && event.key !== null) return;
    const state = useSessionStore.getState();
    if (state.source === 'header') return;
    if (joinCookieSession()) return;
    if (!readCookieMarker() && state.token) {
      useSessionStore.setState({ token: null, source: null, userType: null });
      onEnded();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
};

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
