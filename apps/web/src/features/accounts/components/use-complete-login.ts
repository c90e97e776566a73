import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { LoginResponse, LoginType } from '@platform/contracts';
import { closeAccountModal, openAccountModal } from '../../../lib/account-modal-store';
import { markFirstLogin } from '../../../lib/announcement-popup';
import { memberInfoKey } from '../../../lib/member-info';
import { forgetRememberMe, remember } from '../../../lib/remember-me';
import { useSessionStore } from '../../../lib/session-store';

/** sessionStorage flag: a forced password change survives a reload until it is done. */
export const PASSWORD_CHANGE_REQUIRED_KEY = 'passwordChangeRequired';

/** The agent portal's address (spec section 2); logins there go to the agent centre. */
export const isAgentPortal = (pathname: string) => pathname.toLowerCase() === '/agent';

const AUTH_PATHS = ['/login', '/register', '/forget'];

type Completion = {
  response: LoginResponse;
  /** The session came from a login form (not registration or trial). */
  loginType?: LoginType;
  /** Remember me: the username to prefill next time; absent to forget it. */
  rememberUsername?: string | null;
  /** The password just typed, so a forced change need not ask for it again (memory only). */
  typedPassword?: string;
  /** What to show once the session is stored. */
  then: 'loginSuccess' | 'afterRegister' | 'none';
};

/**
 * Takes the session a login answer opened. The server also set it as an HttpOnly cookie, which
 * every tab shares, so the token in the answer is not kept (decision 0003); only a browser that
 * refuses cookies keeps it in this tab's sessionStorage, as the spec describes, and sends it in
 * `Authorization`.
 */
export const adoptLoginResponse = (response: LoginResponse) => {
  const session = useSessionStore.getState();
  if (navigator.cookieEnabled) session.startCookieSession(response.userInfo.type);
  else {
    session.setToken(response.token);
    session.setUserType(response.userInfo.type);
  }
};

/**
 * Stores a new session (spec section 4): the session marker shared by every tab, member info into the cache so
 * the header fills at once, remember-me state, then the next screen.
 */
export const useCompleteLogin = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

  return ({ response, loginType, rememberUsername, typedPassword, then }: Completion) => {
    adoptLoginResponse(response);
    // Spec section 9: a first login sees the F announcements popup instead of the A one.
    if (response.firstTimeLogin) markFirstLogin(useSessionStore.getState().token);
    queryClient.setQueryData(memberInfoKey(useSessionStore.getState().token), response.userInfo);

    if (rememberUsername !== undefined) {
      if (rememberUsername) {
        remember({ username: rememberUsername, resumable: response.rememberToken !== null });
      } else forgetRememberMe();
    }

    closeAccountModal({ silent: true });

    // Spec section 4: after the agent page go to the agent centre, otherwise home; a visitor sent
    // to /login by a protected page goes back to it.
    const from = (location.state as { from?: { pathname: string; search?: string } } | null)?.from;
    if (isAgentPortal(location.pathname)) void navigate('/agentHome', { replace: true });
    else if (from) void navigate(`${from.pathname}${from.search ?? ''}`, { replace: true });
    else if (then === 'afterRegister' || AUTH_PATHS.includes(location.pathname.toLowerCase()))
      void navigate('/', { replace: true });

    // Spec section 4: the forced change applies unless the login was by SMS (or firebase).
    if (response.passwordExpired && loginType !== 'sms' && loginType !== 'firebase') {
      try {
        window.sessionStorage.setItem(PASSWORD_CHANGE_REQUIRED_KEY, '1');
      } catch {
        // Without storage the modal still opens now; only a reload would skip it.
      }
      openAccountModal({ kind: 'changePassword', forced: true, knownPassword: typedPassword });
      return;
    }
    if (then === 'loginSuccess') {
      openAccountModal({
        kind: 'loginSuccess',
        firstTimeLogin: response.firstTimeLogin,
        nickname: response.userInfo.nickname || response.userInfo.account,
      });
    }
    if (then === 'afterRegister') openAccountModal({ kind: 'afterRegister' });
  };
};
