import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from '../../i18n';
import { StatePanel } from '../../components/state-panel';
import NotFoundPage from './not-found-page';

/**
 * Last line of defence for a page that throws while rendering: a translated message instead of
 * the router's developer screen or a blank page.
 */
export const RouteErrorPage = () => {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <main className="status-error-view">
      <StatePanel
        icon="warning"
        title={t('pages.routeError.title')}
        description={t('pages.routeError.description')}
        tone="danger"
      >
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </button>
        <a href="/" className="btn btn-secondary">
          {t('common.backHome')}
        </a>
      </StatePanel>
    </main>
  );
};
