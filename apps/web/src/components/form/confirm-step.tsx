import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import './form.css';
import './confirm-step.css';

/**
 * The one confirmation before money moves: what is about to happen, then send or go back to the
 * form. While the call runs both buttons ignore clicks and the first shows a spinner.
 */
export const ConfirmStep = ({
  title,
  confirmLabel,
  pending,
  onConfirm,
  onBack,
  testId,
  tone = 'neutral',
}: {
  title: ReactNode;
  confirmLabel: ReactNode;
  pending: boolean;
  onConfirm: () => void;
  onBack: () => void;
  testId?: string;
  /** The panel's border: the neutral one, or the accent colour. */
  tone?: 'neutral' | 'accent';
}) => {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <div className={`confirm-step confirm-step-${tone}`} role="alertdialog" aria-labelledby={titleId}>
      <p id={titleId} className="confirm-step-title">
        {title}
      </p>
      <div className="confirm-step-actions">
        <button
          type="button"
          className="btn btn-primary btn-lg"
          onClick={onConfirm}
          disabled={pending}
          aria-busy={pending || undefined}
          data-testid={testId}
        >
          {pending && <span className="btn-spinner" aria-hidden="true" />}
          {confirmLabel}
        </button>
        <button type="button" className="btn btn-secondary btn-lg" onClick={onBack} disabled={pending}>
          {t('transfer.back')}
        </button>
      </div>
    </div>
  );
};
