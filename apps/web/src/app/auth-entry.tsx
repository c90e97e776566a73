import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { openAccountModal, useAccountModalStore } from '../lib/account-modal-store';
import { useSessionStore } from '../lib/session-store';
import { HomePage } from './lazy-pages';

type AuthEntryProps = { dialog: 'login' | 'register' | 'forget' };

/** sessionStorage key: a ?referralCode= link is remembered for the registration of this visit. */
const REFERRAL_CODE_KEY = 'referralCode';

/**
 * /login, /register and /forget show the home page (spec section 2); /login and /register open
 * their popup on load, and /forget opens the new-password form of an e-mailed reset link.
 */
export const AuthEntry = ({ dialog }: AuthEntryProps) => {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  useEffect(() => {
    const referralCode = searchParams.get('referralCode');
    if (referralCode) {
      try {
        window.sessionStorage.setItem(REFERRAL_CODE_KEY, referralCode);
      } catch {
        // The code still prefills from the address while it stays there.
      }
    }
    // Closing the popup leaves /login so a reload does not reopen it.
    const goHome = () => void navigate('/', { replace: true });
    if (dialog === 'login') {
      if (useSessionStore.getState().token) {
        goHome();
        return;
      }
      openAccountModal({ kind: 'login' }, { onDismiss: goHome });
    } else if (dialog === 'register') {
      openAccountModal({ kind: 'register' }, { onDismiss: goHome });
    } else {
      const resetToken = searchParams.get('resetToken');
      if (!resetToken) return;
      openAccountModal({ kind: 'forgot', resetToken }, { onDismiss: goHome });
    }
    return () => {
      // The visitor went elsewhere (Back): close quietly, without redirecting them home. A popup the
      // flow moved on to (welcome, forced password change) stays.
      const { current, close } = useAccountModalStore.getState();
      if (current && ['login', 'register', 'forgot'].includes(current.kind)) close({ silent: true });
    };
    // The popup opens once per visit to the route; a language switch must not reopen it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dialog]);

  return <HomePage />;
};
