import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from '../../i18n';
import { Icon } from '../icon';
import './modal.css';

type ModalProps = {
  title: string;
  /** One line under the title; also the dialog's accessible description. */
  description?: ReactNode;
  children: ReactNode;
  onClose: () => void;
  /**
   * False for flows the member must finish (a forced password change): no close button, and
   * neither Escape nor a click on the cover closes it.
   */
  dismissible?: boolean;
  /** Content above the title (an icon, a badge). */
  header?: ReactNode;
  /** xl: lists of tiles (a vendor's games), wide tables (a settlement's bets). */
  width?: 'narrow' | 'wide' | 'xl';
  testId?: string;
};

/**
 * The shell of the account popups and other form dialogs: Radix traps focus, restores it on
 * close and closes on Escape; on a phone it becomes a bottom sheet with its own scroll.
 */
export const Modal = ({
  title,
  description,
  children,
  onClose,
  dismissible = true,
  header,
  width = 'narrow',
  testId,
}: ModalProps) => {
  const { t } = useTranslation();
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && dismissible && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="modal-overlay" />
        <RadixDialog.Content
          className={`modal modal-${width}`}
          data-testid={testId}
          onOpenAutoFocus={(event) => {
            // Focus starts on the dialog itself (Tab reaches the first field): an autofocused
            // field would show its "required" message the moment the person clicks elsewhere,
            // and on a phone the keyboard would cover the form before it is read.
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.focus();
          }}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="modal-head">
            {header}
            <RadixDialog.Title className="modal-title">{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className="modal-description">{description}</RadixDialog.Description>
            ) : null}
          </div>
          <div className="modal-body">{children}</div>
          {dismissible && (
            <RadixDialog.Close className="icon-btn modal-close" aria-label={t('common.close')}>
              <Icon name="close" />
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
};
