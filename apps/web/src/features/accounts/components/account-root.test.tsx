import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { ERROR_MESSAGES } from '@platform/contracts';
import { useDialogStore } from '../../../components/dialog/dialog-store';
import { changeLanguage } from '../../../i18n';
import { hasRememberedSession, remember, rememberedUsername } from '../../../lib/remember-me';
import { COOKIE_SESSION_KEY, useSessionStore } from '../../../lib/session-store';
import { apiFailure, callsTo, loginResponseFixture, mockApi, renderWithApp } from '../../../test-render';
import { AccountRoot } from './account-root';

const RESUME = 'POST /wps/session/resume';

beforeEach(async () => {
  await changeLanguage('PT');
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.getState().clearToken();
});
afterEach(() => {
  useSessionStore.getState().clearToken();
  localStorage.clear();
});

describe('remembered session', () => {
  it('resumes from the remember cookie when there is no session, sending no token', async () => {
    remember({ username: 'ana2026', resumable: true });
    const fetchMock = mockApi({ [RESUME]: () => loginResponseFixture({ rememberToken: 'next' }) });
    renderWithApp(<AccountRoot />);
    await waitFor(() => expect(useSessionStore.getState().source).toBe('cookie'));
    const [call] = callsTo(fetchMock, RESUME);
    const init = call![1] as RequestInit;
    expect(JSON.parse(String(init.body))).toEqual({});
    expect(new Headers(init.headers).get('authorization')).toBeNull();
    // Nothing script-readable was kept of either token.
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toMatch(/session-token|next/);
  });

  it('resumes again when the session ends by itself, but never after a logout', async () => {
    remember({ username: 'ana2026', resumable: true });
    useSessionStore.getState().startCookieSession(0);
    const fetchMock = mockApi({ [RESUME]: () => loginResponseFixture() });
    renderWithApp(<AccountRoot />);
    expect(callsTo(fetchMock, RESUME)).toHaveLength(0);
    // Idle too long: a 401 ended it (api-client clears the session).
    act(() => useSessionStore.getState().clearToken());
    await waitFor(() => expect(useSessionStore.getState().token).not.toBeNull());
    expect(callsTo(fetchMock, RESUME)).toHaveLength(1);
  });

  it('does not resume without the flag, and forgets the flag when the cookie is refused', async () => {
    const refused = mockApi({ [RESUME]: () => apiFailure('unauthorized', 'Faça login.', null, 401) });
    const first = renderWithApp(<AccountRoot />);
    expect(callsTo(refused, RESUME)).toHaveLength(0);
    first.unmount();

    remember({ username: 'ana2026', resumable: true });
    renderWithApp(<AccountRoot />);
    await waitFor(() => expect(hasRememberedSession()).toBe(false));
    expect(callsTo(refused, RESUME)).toHaveLength(1);
    expect(useSessionStore.getState().token).toBeNull();
    // The username stays for the next login form.
    expect(rememberedUsername()).toBe('ana2026');
  });

  it('says so when a remembered session is refused for a used-up time of play', async () => {
    remember({ username: 'ana2026', resumable: true });
    const message = ERROR_MESSAGES.PT['session-time-limit-reached'];
    mockApi({
      [RESUME]: () =>
        apiFailure('session-time-limit-reached', message, { resetsAt: '2026-04-01T03:00:00.000Z' }, 401),
    });
    renderWithApp(<AccountRoot />);
    await waitFor(() => expect(useDialogStore.getState().current).not.toBeNull());
    expect(useDialogStore.getState().current).toMatchObject({
      title: 'Seu tempo de jogo acabou',
      html: `<p>${message} Você poderá entrar de novo a partir de 01/04/2026 00:00.</p>`,
    });
    expect(hasRememberedSession()).toBe(false);
    expect(useSessionStore.getState().token).toBeNull();
    act(() => useDialogStore.getState().close());
  });

  it('joins the session another tab opened instead of resuming again', async () => {
    remember({ username: 'ana2026', resumable: true });
    localStorage.setItem(COOKIE_SESSION_KEY, JSON.stringify({ key: 'cookie-other', userType: 0 }));
    const fetchMock = mockApi({ [RESUME]: () => loginResponseFixture() });
    // This tab started before the other one wrote its marker.
    useSessionStore.setState({ token: null, source: null, userType: null });
    renderWithApp(<AccountRoot />);
    await waitFor(() => expect(useSessionStore.getState().token).toBe('cookie-other'));
    expect(callsTo(fetchMock, RESUME)).toHaveLength(0);
  });
});
