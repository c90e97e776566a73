import { useTranslation } from 'react-i18next';
import './full-page-loader.css';

/** Covers the page while something the whole page depends on is loading. */
export const FullPageLoader = ({ label }: { label?: string }) => {
  const { t } = useTranslation();
  return (
    <div className="full-page-loader" role="status" aria-live="polite">
      <span className="full-page-loader-spinner" aria-hidden="true" />
      <span className="full-page-loader-label">{label ?? t('common.loading')}</span>
    </div>
  );
};
