import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { callsTo, memberFixture, mockApi, renderWithApp } from '../test-render';
import { useUnreadCount } from './inbox-unread';
import { useLiveStore } from './live-status';
import { useSessionStore } from './session-store';

const UNREAD = 'POST /wps/relay/CSP_unreadCount';

const Badge = () => <output data-testid="unread">{useUnreadCount()}</output>;

/** The page loses focus, time passes beyond the count's freshness, and the page regains focus. */
const awayAndBack = () => {
  act(() => focusManager.setFocused(false));
  vi.setSystemTime(Date.now() + 60_000);
  act(() => focusManager.setFocused(true));
};

describe('the unread count behind the badges', () => {
  beforeEach(() => {
    useSessionStore.getState().startCookieSession(0);
  });
  afterEach(() => {
    vi.useRealTimers();
    focusManager.setFocused(undefined);
    useLiveStore.setState({ status: 'off' });
    useSessionStore.getState().clearToken();
  });

  const render = () => {
    const api = mockApi({
      'GET /wps/member/info': () => memberFixture({ type: 0, unreadMessage: 2 }),
      [UNREAD]: () => ({ count: 3 }),
    });
    renderWithApp(<Badge />);
    return api;
  };

  it('takes the count from member info on a page load, without asking for it separately', async () => {
    const api = render();
    await waitFor(() => expect(screen.getByTestId('unread').textContent).toBe('2'));
    // Given the time to ask, had it been going to.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(callsTo(api, UNREAD)).toHaveLength(0);
  });

  it('asks again when the page regains focus while no socket pushes it', async () => {
    const api = render();
    await waitFor(() => expect(screen.getByTestId('unread').textContent).toBe('2'));
    awayAndBack();
    await waitFor(() => expect(screen.getByTestId('unread').textContent).toBe('3'));
    expect(callsTo(api, UNREAD)).toHaveLength(1);
  });

  it('does not ask on regaining focus while the live socket is open: the count is pushed', async () => {
    useLiveStore.setState({ status: 'open' });
    const api = render();
    await waitFor(() => expect(screen.getByTestId('unread').textContent).not.toBe('0'));
    const asked = callsTo(api, UNREAD).length;
    awayAndBack();
    // Given the time to ask, had it been going to.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(callsTo(api, UNREAD)).toHaveLength(asked);
  });
});
