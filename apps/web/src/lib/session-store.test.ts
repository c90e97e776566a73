import { describe, expect, it } from 'vitest';
import { takeTokenFromUrl, useSessionStore } from './session-store';

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
