import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from '../../i18n';
import { Icon } from '../icon';
import type { DialogOptions } from './dialog-store';
import './dialog.css';

type DialogViewProps = { dialog: DialogOptions & { id: number }; close: (id: number) => void };

/** The generic dialog itself; its own chunk (with Radix), loaded by DialogHost on first use. */
export const DialogView = ({ dialog, close }: DialogViewProps) => {
  const { t } = useTranslation();
  const buttons = dialog.buttons?.length
    ? dialog.buttons
    : [{ label: t('common.close'), variant: 'primary' as const }];

  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && close(dialog.id)}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          className="dialog-content"
          onPointerDownOutside={(event) => {
            if (dialog.cover === false) event.preventDefault();
          }}
          onInteractOutside={(event) => {
            if (dialog.cover === false) event.preventDefault();
          }}
          // Without a body there is nothing to describe; telling Radix so silences its warning.
          {...(dialog.html ? {} : { 'aria-describedby': undefined })}
        >
          {dialog.icon && (
            <div className={`dialog-icon dialog-icon-${dialog.icon}`}>
              <Icon name={dialog.icon} size={28} />
              <span className="visually-hidden">{t(`dialog.icon.${dialog.icon}`)}</span>
            </div>
          )}
          <RadixDialog.Title className="dialog-title">{dialog.title}</RadixDialog.Title>
          {dialog.html ? (
            <RadixDialog.Description asChild>
              <div className="dialog-body" dangerouslySetInnerHTML={{ __html: dialog.html }} />
            </RadixDialog.Description>
          ) : null}
          <div className="dialog-actions">
            {buttons.map((button, index) => (
              <button
                key={`${button.label}-${index}`}
                type="button"
                className={`btn ${button.variant === 'secondary' ? 'btn-secondary' : 'btn-primary'}`}
                onClick={() => {
                  if (button.onClick?.() === false) return;
                  close(dialog.id);
                }}
              >
                {button.label}
              </button>
            ))}
          </div>
          <RadixDialog.Close className="icon-btn dialog-close" aria-label={t('common.close')}>
            <Icon name="close" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
};
