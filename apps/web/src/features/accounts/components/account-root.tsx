import { Suspense, lazy, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '../../../components/full-page-loader';
import { openAccountModal, useAccountModalStore } from '../../../lib/account-modal-store';
import { rememberedToken, forgetRememberToken, replaceRememberToken } from '../../../lib/remember-me';
import { useSessionStore } from '../../../lib/session-store';
import { resumeSession } from '../api/resume-session';
import { PASSWORD_CHANGE_REQUIRED_KEY } from './use-complete-login';

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

/** Spec: with no session token but a live remember token, open a new session at start-up. */
const useResumeRememberedSession = () => {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const session = useSessionStore.getState();
    const rememberToken = rememberedToken();
    if (session.token || !rememberToken) return;
    resumeSession(rememberToken)
      .then((response) => {
        // A login that happened meanwhile wins.
        if (useSessionStore.getState().token) return;
        useSessionStore.getState().setToken(response.token);
        useSessionStore.getState().setUserType(response.userInfo.type);
        replaceRememberToken(response.rememberToken);
      })
      .catch(() => forgetRememberToken());
  }, []);
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
