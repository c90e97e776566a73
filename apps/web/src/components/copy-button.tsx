import { useState } from 'react';
import { useTranslation } from '../i18n';
import { Icon } from './icon';

/**
 * A button that copies a text and says "Copied" for a moment after it worked (spec section 8:
 * copy success shows a confirmation). The confirmation is announced to screen readers too.
 */
export const CopyButton = ({
  text,
  label,
  className = '',
  testId,
}: {
  text: string;
  label: string;
  className?: string;
  testId?: string;
}) => {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className={`btn btn-secondary ${className}`.trim()}
      data-testid={testId}
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => {
          setCopied(true);
          window.setTimeout(() => setCopied(false), 2_000);
        });
      }}
    >
      <Icon name="copy" size={16} />
      <span aria-live="polite">{copied ? t('common.copied') : label}</span>
    </button>
  );
};
