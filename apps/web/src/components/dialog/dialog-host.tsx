import { useEffect } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icon';
import { useDialogStore } from './dialog-store';
import './dialog.css';

/** Renders whatever `showDialog()` asked for; mounted once near the root. */
export const DialogHost = () => {
  const { t } = useTranslation();
  const current = useDialogStore((state) => state.current);
  const close = useDialogStore((state) => state.close);

  const id = current?.id;
  const timeoutMs = current?.timeoutMs;
  useEffect(() => {
    if (id === undefined || !timeoutMs) return;
    const handle = window.setTimeout(() => close(id), timeoutMs);
    return () => window.clearTimeout(handle);
  }, [id, timeoutMs, close]);

  if (!current) return null;
  const buttons = current.buttons?.length
    ? current.buttons
    : [{ label: t('common.close'), variant: 'primary' as const }];

  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && close(current.id)}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          className="dialog-content"
          onPointerDownOutside={(event) => {
            if (current.cover === false) event.preventDefault();
          }}
          onInteractOutside={(event) => {
            if (current.cover === false) event.preventDefault();
          }}
          // Without a body there is nothing to describe; telling Radix so silences its warning.
          {...(current.html ? {} : { 'aria-describedby': undefined })}
        >
          {current.icon && (
            <div className={`dialog-icon dialog-icon-${current.icon}`}>
              <Icon name={current.icon} size={28} />
              <span className="visually-hidden">{t(`dialog.icon.${current.icon}`)}</span>
            </div>
          )}
          <RadixDialog.Title className="dialog-title">{current.title}</RadixDialog.Title>
          {current.html ? (
            <RadixDialog.Description asChild>
              <div className="dialog-body" dangerouslySetInnerHTML={{ __html: current.html }} />
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
                  close(current.id);
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
