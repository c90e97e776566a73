import { Suspense, lazy, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n';
import { FullPageLoader } from '../../../components/full-page-loader';
import { openAccountModal, useAccountModalStore } from '../../../lib/account-modal-store';
import { SESSION_TIME_ENDED, announceSessionTimeEnded, isApiError } from '../../../lib/api-client';
import { forgetRememberedSession, hasRememberedSession } from '../../../lib/remember-me';
import { followOtherTabs, joinCookieSession, useSessionStore } from '../../../lib/session-store';
import { resumeSession } from '../api/resume-session';
import { forgetTabState } from './end-session';
import { PASSWORD_CHANGE_REQUIRED_KEY, adoptLoginResponse } from './use-complete-login';

// The forms (react-hook-form, resolvers, captcha, 2FA) load when a popup first opens, not with
// the home page: most visits never open one.
const LoginModal = lazy(() => import('./login-modal').then((module) => ({ default: module.LoginModal })));
const RegisterModal = lazy(() =>
  import('./register-modal').then((module) => ({ default: module.RegisterModal })),
);
const ForgotPasswordModal = lazy(() =>
  import('./forgot-password-modal').then((module) => ({ default: module.ForgotPasswordModal })),
);
const ChangePasswordModal = lazy(() =>
  import('./change-password-modal').then((module) => ({ default: module.ChangePasswordModal })),
);
const LoginSuccessModal = lazy(() =>
  import('./welcome-modals').then((module) => ({ default: module.LoginSuccessModal })),
);
const AfterRegisterModal = lazy(() =>
  import('./welcome-modals').then((module) => ({ default: module.AfterRegisterModal })),
);

/**
 * Everything account-wide that lives above the pages: the account popups, the logout loader,
 * resuming a remembered session at start-up, and a forced password change that a reload must
 * not skip. Mounted once inside the router (app/router.tsx).
 */
export const AccountRoot = () => {
  const current = useAccountModalStore((state) => state.current);
  const busy = useAccountModalStore((state) => state.busy);
  useResumeRememberedSession();
  useFollowOtherTabs();
  useReopenForcedPasswordChange();

  return (
    <Suspense fallback={current ? <ModalLoading /> : null}>
      {current?.kind === 'login' && <LoginModal notice={current.notice} />}
      {current?.kind === 'register' && <RegisterModal />}
      {current?.kind === 'forgot' && <ForgotPasswordModal resetToken={current.resetToken} />}
      {current?.kind === 'changePassword' && (
        <ChangePasswordModal forced={current.forced} knownPassword={current.knownPassword} />
      )}
      {current?.kind === 'loginSuccess' && (
        <LoginSuccessModal firstTimeLogin={current.firstTimeLogin} nickname={current.nickname} />
      )}
      {current?.kind === 'afterRegister' && <AfterRegisterModal />}
      {busy && <LogoutLoader />}
    </Suspense>
  );
};

const ModalLoading = () => {
  const { t } = useTranslation();
  return <FullPageLoader label={t('common.loading')} />;
};

const LogoutLoader = () => {
  const { t } = useTranslation();
  return <FullPageLoader label={t('accounts.logout.progress')} />;
};

/**
 * Spec: with no session but a remembered one, open a new session, at start-up and whenever the
 * session ends by itself (idle for SESSION_IDLE_MINUTES, the server's 24 hours). A logout forgets
 * the remembered session first, so it is never resumed.
 */
const useResumeRememberedSession = () => {
  const token = useSessionStore((state) => state.token);
  useEffect(() => {
    if (token || !hasRememberedSession()) return;
    void oneTabAtATime(RESUME_LOCK, async () => {
      // Another tab may have resumed (or logged in) while this one waited: join its session.
      if (useSessionStore.getState().token || joinCookieSession()) return;
      if (!hasRememberedSession()) return;
      try {
        const response = await resumeSession();
        // A login that happened meanwhile wins.
        if (!useSessionStore.getState().token) adoptLoginResponse(response);
      } catch (error) {
        if (useSessionStore.getState().token) return;
        forgetRememberedSession();
        // A remembered session refused because the member's time of play is used up: said, not silent.
        if (isApiError(error) && error.code === SESSION_TIME_ENDED) {
          announceSessionTimeEnded(error.message, error.value);
        }
      }
    });
  }, [token]);
};

const RESUME_LOCK = 'session-resume';

/**
 * Runs one tab's task at a time across the browser (Web Locks): every tab whose session ended
 * tries to resume, and the remember cookie opens one session only, so the others must wait and
 * join it. Where the API is missing the task simply runs.
 */
const oneTabAtATime = (name: string, task: () => Promise<void>): Promise<void> => {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  return locks ? locks.request(name, () => task()).then(() => undefined) : task();
};

/** Logging in or out in one tab does the same in every other tab of the browser. */
const useFollowOtherTabs = () => {
  const queryClient = useQueryClient();
  useEffect(() => followOtherTabs(() => forgetTabState(queryClient)), [queryClient]);
};

const useReopenForcedPasswordChange = () => {
  useEffect(() => {
    try {
      const required = window.sessionStorage.getItem(PASSWORD_CHANGE_REQUIRED_KEY) === '1';
      if (required && useSessionStore.getState().token)
        openAccountModal({ kind: 'changePassword', forced: true });
    } catch {
      // No storage: nothing was flagged.
    }
  }, []);
};
