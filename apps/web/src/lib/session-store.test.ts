import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COOKIE_SESSION_KEY,
  followOtherTabs,
  headerTokenOf,
  takeTokenFromUrl,
  useSessionStore,
} from './session-store';

describe('takeTokenFromUrl', () => {
  it('returns nothing when the address has no token', () => {
    expect(takeTokenFromUrl('https://site.test/rng?vassalage=PG')).toBeNull();
  });

  it('takes the token and keeps the rest of the address', () => {
    expect(takeTokenFromUrl('https://site.test/lottery?gameCode=VN1&token=abc%2B1#bet')).toEqual({
      token: 'abc+1',
      cleanUrl: '/lottery?gameCode=VN1#bet',
    });
  });
});

describe('session store', () => {
  it('keeps the token in sessionStorage', () => {
    useSessionStore.getState().setToken('t-1');
    expect(sessionStorage.getItem('token')).toBe('t-1');
    expect(useSessionStore.getState().token).toBe('t-1');
    useSessionStore.getState().clearToken();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(useSessionStore.getState().token).toBeNull();
  });
});

describe('cookie sessions shared by every tab', () => {
  afterEach(() => {
    useSessionStore.getState().clearToken();
    localStorage.clear();
  });

  /** What another tab's write looks like to this one. */
  const otherTabWrites = (value: string | null) => {
    if (value === null) localStorage.removeItem(COOKIE_SESSION_KEY);
    else localStorage.setItem(COOKIE_SESSION_KEY, value);
    window.dispatchEvent(new StorageEvent('storage', { key: COOKIE_SESSION_KEY, newValue: value }));
  };

  it('keeps only a marker, never a token, and sends no Authorization header', () => {
    useSessionStore.getState().startCookieSession(0);
    const state = useSessionStore.getState();
    expect(state).toMatchObject({ source: 'cookie', userType: 0 });
    expect(state.token).toMatch(/^cookie-[0-9a-f]{24}$/);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(JSON.parse(localStorage.getItem(COOKIE_SESSION_KEY) ?? '{}')).toEqual({
      key: state.token,
      userType: 0,
    });
    expect(headerTokenOf(state)).toBeNull();
    // Each login gets a new key, so nothing cached for the previous session is shown.
    useSessionStore.getState().startCookieSession(0);
    expect(useSessionStore.getState().token).not.toBe(state.token);
    useSessionStore.getState().clearToken();
    expect(localStorage.getItem(COOKIE_SESSION_KEY)).toBeNull();
  });

  it('follows a login and a logout in another tab', () => {
    const ended = vi.fn();
    const stop = followOtherTabs(ended);
    otherTabWrites(JSON.stringify({ key: 'cookie-abc', userType: 4 }));
    expect(useSessionStore.getState()).toMatchObject({ token: 'cookie-abc', source: 'cookie', userType: 4 });
    expect(ended).not.toHaveBeenCalled();
    otherTabWrites(null);
    expect(useSessionStore.getState()).toMatchObject({ token: null, source: null });
    expect(ended).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leaves a tab holding a link token of its own alone', () => {
    const stop = followOtherTabs(() => undefined);
    useSessionStore.getState().setToken('link-token');
    otherTabWrites(JSON.stringify({ key: 'cookie-abc', userType: 0 }));
    expect(useSessionStore.getState()).toMatchObject({ token: 'link-token', source: 'header' });
    expect(headerTokenOf(useSessionStore.getState())).toBe('link-token');
    stop();
  });
});
