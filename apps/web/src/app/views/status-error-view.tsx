import { useTranslation } from '../../i18n';
import { StatePanel } from '../../components/state-panel';
import { isApiError } from '../../lib/api-client';

/** The status call itself failed: the site cannot know which view to show, so it asks to retry. */
export const StatusErrorView = ({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) => {
  const { t } = useTranslation();
  const message = isApiError(error) ? error.message : t('errors.service-unavailable');
  return (
    <main className="status-error-view" data-testid="status-error-view">
      <StatePanel icon="warning" title={t('system.statusErrorTitle')} description={message} tone="danger">
        <button type="button" className="btn btn-primary btn-lg" onClick={onRetry} disabled={retrying}>
          {retrying ? t('common.loading') : t('common.retry')}
        </button>
      </StatePanel>
    </main>
  );
};
