import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from '../../i18n';
import { Icon } from '../../components/icon';
import { SideMenu } from './side-menu';

/** The side menu as a drawer (phones and tablets); its own chunk with Radix, loaded on first open. */
export const MenuDrawer = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="drawer-overlay" />
        <RadixDialog.Content className="drawer" aria-describedby={undefined}>
          <div className="drawer-top">
            <RadixDialog.Title className="drawer-title">{t('menu.label')}</RadixDialog.Title>
            <RadixDialog.Close className="icon-btn" aria-label={t('header.closeMenu')}>
              <Icon name="close" size={22} />
            </RadixDialog.Close>
          </div>
          <SideMenu onNavigate={onClose} showClock />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
};
