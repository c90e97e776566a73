import { useTranslation } from '../i18n';
import { StatePanel } from './state-panel';

/** A list or panel that failed to load: what happened, and a way to try again. */
export const LoadError = ({
  title,
  message,
  onRetry,
  headingLevel = 2,
}: {
  title: string;
  message: string;
  onRetry: () => void;
  headingLevel?: 2 | 3;
}) => {
  const { t } = useTranslation();
  return (
    <StatePanel icon="error" tone="danger" headingLevel={headingLevel} title={title} description={message}>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </StatePanel>
  );
};
