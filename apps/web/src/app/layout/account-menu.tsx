import { useEffect, useRef, type ReactNode } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from '../../i18n';
import { Icon } from '../../components/icon';
import { UnreadBadge } from '../../components/unread-badge';
import { useRealAccountGuard } from '../../components/real-account-guard';
import { useLogout } from '../../features/accounts/components/use-logout';
import { openAccountModal } from '../../lib/account-modal-store';
import { openSiteModal } from '../../lib/site-modal-store';
import { isAgentSession, isTrialSession, useSessionStore } from '../../lib/session-store';

/** The header's account menu (member-area.tsx loads it when the member reaches for it). */
export const AccountMenu = ({
  label,
  face,
  unread,
  nickname,
  onNavigate,
  defaultOpen,
  takeFocus,
}: {
  /** The button's accessible name and contents, the same as the plain button it replaces. */
  label: string;
  face: ReactNode;
  unread: number;
  nickname: string;
  onNavigate: (to: string) => void;
  /** Opened at once: the member clicked before the menu's code was in. */
  defaultOpen: boolean;
  /** The plain button it replaces had the focus (a keyboard user): its own button takes it. */
  takeFocus: boolean;
}) => {
  const { t } = useTranslation();
  const { requestLogout } = useLogout();
  const agent = useSessionStore(isAgentSession);
  const trial = useSessionStore(isTrialSession);
  const guard = useRealAccountGuard();
  const trigger = useRef<HTMLButtonElement>(null);
  // Replacing the focused plain button leaves the focus nowhere: the menu's own button takes it.
  useEffect(() => {
    if (takeFocus) trigger.current?.focus();
  }, [takeFocus]);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        ref={trigger}
        className="account-trigger"
        aria-label={label}
        data-testid="account-menu"
      >
        {face}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="account-menu" align="end" sideOffset={8}>
          <DropdownMenu.Label className="account-menu-label">
            <span className="account-menu-name">{nickname}</span>
            {trial && <span className="account-menu-tag">{t('header.trialAccount')}</span>}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="account-menu-separator" />
          {agent && (
            <DropdownMenu.Item
              className="account-menu-item"
              onSelect={() => openSiteModal({ kind: 'agentCentre' })}
            >
              <Icon name="users" size={18} />
              {t('header.agentCentre')}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item
            className="account-menu-item"
            onSelect={() => guard(() => openSiteModal({ kind: 'memberCentre' }))}
          >
            <Icon name="user" size={18} />
            {t('header.memberCentre')}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className="account-menu-item"
            onSelect={() => onNavigate('/member?tab=messageV2')}
            data-testid="menu-messages"
          >
            <Icon name="message" size={18} />
            {t('inbox.title')}
            <span className="account-menu-badge">
              <UnreadBadge count={unread} />
            </span>
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
