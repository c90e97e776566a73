import { Suspense, lazy, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation, currentLanguage } from '../../i18n';
import { Icon } from '../../components/icon';
import { UnreadBadge } from '../../components/unread-badge';
import { useRealAccountGuard } from '../../components/real-account-guard';
import { useMemberIcon } from '../../features/member/api/get-member-icon';
import { openAccountModal } from '../../lib/account-modal-store';
import { formatMoney } from '../../lib/format';
import { browserLocalStorage } from '../../lib/browser-storage';
import { useShownBalance } from '../../lib/demo-balance';
import { useUnreadCount } from '../../lib/inbox-unread';
import { useMemberInfo } from '../../lib/member-info';
import { isTrialSession, useSessionStore } from '../../lib/session-store';
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
  // Bonus money is shown apart from cash, under it, only while the member holds some.
  const bonusAmount = trial ? 0 : (member?.bonusBalance ?? 0);
  const bonus = bonusAmount > 0 ? formatMoney(bonusAmount, currentLanguage()) : null;
  const spoken = hidden || !balance ? t('header.balanceHidden') : balance;

  return (
    <div className="site-header-actions member-area">
      <div className={`balance-pill${trial ? ' is-demo' : ''}`} data-testid="header-balance">
        <button
          type="button"
          className="balance-toggle"
          onClick={toggleHidden}
          aria-pressed={hidden}
          aria-label={`${t('header.balance')}: ${spoken}${bonus && !hidden ? `, ${t('header.bonusBalance')}: ${bonus}` : ''}. ${t(hidden ? 'header.showBalance' : 'header.hideBalance')}`}
          title={t(hidden ? 'header.showBalance' : 'header.hideBalance')}
        >
          {trial && <span className="balance-demo">{t('header.demo')}</span>}
          <span className={`balance-lines${bonus ? ' has-bonus' : ''}`} aria-hidden="true">
            <span className="balance-amount" data-testid="header-balance-amount">
              {balance === null ? <span className="balance-skeleton" /> : hidden ? '••••••' : balance}
            </span>
            {bonus && (
              <span className="balance-bonus" data-testid="header-bonus-amount">
                {t('header.bonusShort')} {hidden ? '••••' : bonus}
              </span>
            )}
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

/**
 * The account menu's code (Radix's dropdown and its scroll lock, about a sixth of a member page's
 * scripts) is fetched when the member reaches for the menu, not with every page: until then its
 * button is a plain one that looks the same, and pointing at it or focusing it loads the menu; a
 * click that comes first opens the menu as soon as it is in.
 */
const AccountMenuPopup = lazy(() =>
  import('./account-menu').then((module) => ({ default: module.AccountMenu })),
);

const AccountMenu = ({ nickname, onNavigate }: { nickname: string; onNavigate: (to: string) => void }) => {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  // Why the menu's code is wanted: pointed at, focused (the menu's own button takes the focus
  // back), or clicked (it opens once in).
  const [wanted, setWanted] = useState<'no' | 'pointed' | 'focused' | 'open'>('no');
  const label =
    unread > 0 ? `${t('header.account')}, ${t('inbox.badge', { count: unread })}` : t('header.account');
  const face = (
    <>
      <span className="account-trigger-avatar">
        <Avatar />
        <UnreadBadge count={unread} placement="corner" />
      </span>
      <span className="account-trigger-name">{nickname}</span>
      <Icon name="chevronDown" size={16} className="account-trigger-chevron" />
    </>
  );
  const plain = (opening: boolean) => (
    <button
      type="button"
      className="account-trigger"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded="false"
      aria-busy={opening || undefined}
      data-testid="account-menu"
      onPointerEnter={() => setWanted((now) => (now === 'no' ? 'pointed' : now))}
      onFocus={() => setWanted((now) => (now === 'open' ? now : 'focused'))}
      // On press, as the menu's own button opens: a menu that arrives between the press and the
      // click is already asked to open. The click is the keyboard's (Enter, Space).
      onPointerDown={() => setWanted('open')}
      onClick={() => setWanted('open')}
    >
      {face}
    </button>
  );
  if (wanted === 'no') return plain(false);
  return (
    <Suspense fallback={plain(wanted === 'open')}>
      <AccountMenuPopup
        label={label}
        face={face}
        unread={unread}
        nickname={nickname}
        onNavigate={onNavigate}
        defaultOpen={wanted === 'open'}
        takeFocus={wanted === 'focused'}
      />
    </Suspense>
  );
};
