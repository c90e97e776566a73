import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { closeDialog, showDialog } from '../components/dialog/dialog-store';
import { paragraph } from '../lib/html';
import { HomePage } from './lazy-pages';

type AuthEntryProps = { dialog: 'login' | 'register' | null };

/**
 * /login, /register and /forget show the home page; the first two open their popup on load
 * (spec section 2). The popups belong to the accounts work; until then a placeholder explains.
 */
export const AuthEntry = ({ dialog }: AuthEntryProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!dialog) return;
    let leaving = false;
    const id = showDialog({
      icon: 'info',
      title: t(dialog === 'login' ? 'auth.loginTitle' : 'auth.registerTitle'),
      html: paragraph(t(dialog === 'login' ? 'auth.loginNote' : 'auth.registerNote')),
      // Closing the popup leaves /login so a reload does not reopen it.
      onClose: () => {
        if (!leaving) void navigate('/', { replace: true });
      },
    });
    return () => {
      // The visitor navigated elsewhere: close quietly, without redirecting them home.
      leaving = true;
      closeDialog(id);
    };
    // The popup opens once per visit to the route; a language switch must not reopen it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dialog]);

  return <HomePage />;
};
