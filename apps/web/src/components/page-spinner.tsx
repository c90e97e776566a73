import { useTranslation } from '../i18n';
import './full-page-loader.css';

/** In-page wait indicator (route chunks, page data); the header and menu stay usable. */
export const PageSpinner = () => {
  const { t } = useTranslation();
  return (
    <div className="page-spinner" role="status">
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
};
