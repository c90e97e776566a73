import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { StatePanel } from '../../components/state-panel';
import { usePageTitle } from '../../lib/use-page-title';

export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.notFound.title'));
  return (
    <div data-testid="not-found-page">
      <StatePanel icon="help" title={t('pages.notFound.title')} description={t('pages.notFound.description')}>
        <Link to="/" className="btn btn-primary">
          {t('common.backHome')}
        </Link>
        <Link to="/help" className="btn btn-secondary">
          {t('menu.help')}
        </Link>
      </StatePanel>
    </div>
  );
}
