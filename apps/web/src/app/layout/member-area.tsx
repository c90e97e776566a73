import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation, currentLanguage } from '../../i18n';
import { Icon } from '../../components/icon';
import { useRealAccountGuard } from '../../components/real-account-guard';
import { useLogout } from '../../features/accounts/components/use-logout';
import { useMemberIcon } from '../../features/member/api/get-member-icon';
import { openAccountModal } from '../../lib/account-modal-store';
import { formatMoney } from '../../lib/format';
import { browserLocalStorage } from '../../lib/browser-storage';
import { useShownBalance } from '../../lib/demo-balance';
import { useMemberInfo } from '../../lib/member-info';
import { isAgentSession, isTrialSession, useSessionStore } from '../../lib/session-store';
import './member-area.css';

const HIDE_BALANCE_KEY = 'balanceHidden';

const readHidden = () => {
  try {
    return browserLocalStorage()?.getItem(HIDE_BALANCE_KEY) === '1';
  } catch {
    return false;
  }
};

/** The logged-in header (spec section 2): balance with hide and refresh, money buttons, account menu. */
export const MemberArea = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: member, refetch, isFetching } = useMemberInfo();
  const trial = useSessionStore(isTrialSession);
  const guard = useRealAccountGuard();
  const [hidden, setHidden] = useState(readHidden);

  const toggleHidden = () => {
    const next = !hidden;
    setHidden(next);
    try {
      browserLocalStorage()?.setItem(HIDE_BALANCE_KEY, next ? '1' : '0');
    } catch {
      // The choice lasts for this page view.
    }
  };

  // A trial player's money is the demo credits of the game they have open, when one says so.
  const shown = useShownBalance();
  const balance = shown === undefined ? null : formatMoney(shown, currentLanguage());

  return (
    <div className="site-header-actions member-area">
      <div className={`balance-pill${trial ? ' is-demo' : ''}`} data-testid="header-balance">
        <button
          type="button"
          className="balance-toggle"
          onClick={toggleHidden}
          aria-pressed={hidden}
          aria-label={`${t('header.balance')}: ${hidden || !balance ? t('header.balanceHidden') : balance}. ${t(hidden ? 'header.showBalance' : 'header.hideBalance')}`}
          title={t(hidden ? 'header.showBalance' : 'header.hideBalance')}
        >
          {trial && <span className="balance-demo">{t('header.demo')}</span>}
          <span className="balance-amount" aria-hidden="true" data-testid="header-balance-amount">
            {balance === null ? <span className="balance-skeleton" /> : hidden ? '••••••' : balance}
          </span>
          <Icon name={hidden ? 'eyeOff' : 'eye'} size={16} className="balance-eye" />
        </button>
        <button
          type="button"
          className={`balance-refresh${isFetching ? ' is-spinning' : ''}`}
          onClick={() => void refetch()}
          aria-label={t('header.refreshBalance')}
          title={t('header.refreshBalance')}
          disabled={isFetching}
          data-testid="header-balance-refresh"
        >
          <Icon name="refresh" size={16} />
        </button>
      </div>
      <span className="visually-hidden" aria-live="polite">
        {isFetching ? t('common.loading') : ''}
      </span>
      {trial ? (
        <button
          type="button"
          className="btn btn-primary site-header-btn member-area-cta"
          onClick={() => openAccountModal({ kind: 'register' })}
          data-testid="header-register-real"
        >
          <span className="member-area-cta-long">{t('header.registerReal')}</span>
          <span className="member-area-cta-short">{t('header.register')}</span>
        </button>
      ) : (
        <div className="member-area-money">
          <Link
            to="/member?tab=depositv2"
            className="btn btn-primary site-header-btn"
            onClick={(event) => {
              if (!guard()) event.preventDefault();
            }}
            data-testid="header-deposit"
          >
            {t('header.deposit')}
          </Link>
          <Link
            to="/member?tab=withdraw"
            className="btn btn-secondary site-header-btn"
            onClick={(event) => {
              if (!guard()) event.preventDefault();
            }}
            data-testid="header-withdraw"
          >
            {t('header.withdraw')}
          </Link>
        </div>
      )}
      <AccountMenu
        nickname={member?.nickname || member?.account || ''}
        onNavigate={(to) => void navigate(to)}
      />
    </div>
  );
};

const Avatar = ({ size = 36 }: { size?: number }) => {
  const { data } = useMemberIcon();
  const [failed, setFailed] = useState<string | null>(null);
  const url = data?.iconUrl ?? null;
  // Spec section 8: a missing avatar image falls back to the default one.
  if (url && failed !== url) {
    return (
      <img
        className="avatar"
        src={url}
        alt=""
        width={size}
        height={size}
        onError={() => setFailed(url)}
        data-testid="avatar-image"
      />
    );
  }
  return (
    <span
      className="avatar avatar-default"
      style={{ width: size, height: size }}
      data-testid="avatar-default"
    >
      <Icon name="user" size={Math.round(size * 0.55)} />
    </span>
  );
};

const AccountMenu = ({ nickname, onNavigate }: { nickname: string; onNavigate: (to: string) => void }) => {
  const { t } = useTranslation();
  const { requestLogout } = useLogout();
  const agent = useSessionStore(isAgentSession);
  const trial = useSessionStore(isTrialSession);
  const guard = useRealAccountGuard();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="account-trigger"
        aria-label={t('header.account')}
        data-testid="account-menu"
      >
        <Avatar />
        <span className="account-trigger-name">{nickname}</span>
        <Icon name="chevronDown" size={16} className="account-trigger-chevron" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="account-menu" align="end" sideOffset={8}>
          <DropdownMenu.Label className="account-menu-label">
            <span className="account-menu-name">{nickname}</span>
            {trial && <span className="account-menu-tag">{t('header.trialAccount')}</span>}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="account-menu-separator" />
          {agent && (
            <DropdownMenu.Item className="account-menu-item" onSelect={() => onNavigate('/agentHome')}>
              <Icon name="users" size={18} />
              {t('header.agentCentre')}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item
            className="account-menu-item"
            onSelect={() => guard(() => onNavigate('/member'))}
          >
            <Icon name="user" size={18} />
            {t('header.memberCentre')}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className="account-menu-item"
            onSelect={() => guard(() => onNavigate('/member?tab=securityCenter'))}
            data-testid="menu-security"
          >
            <Icon name="shieldCheck" size={18} />
            {t('header.securityCentre')}
          </DropdownMenu.Item>
          {!trial && (
            <DropdownMenu.Item
              className="account-menu-item"
              onSelect={() => openAccountModal({ kind: 'changePassword' })}
              data-testid="menu-change-password"
            >
              <Icon name="key" size={18} />
              {t('header.changePassword')}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="account-menu-separator" />
          <DropdownMenu.Item
            className="account-menu-item is-danger"
            onSelect={requestLogout}
            data-testid="menu-logout"
          >
            <Icon name="logout" size={18} />
            {t('header.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
};
