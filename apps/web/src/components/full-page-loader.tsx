import { useTranslation } from '../i18n';
import './full-page-loader.css';

/**
 * Covers the page while something the whole page depends on is loading; `within` covers only the
 * nearest positioned box instead (a game frame still loading).
 */
export const FullPageLoader = ({ label, within = false }: { label?: string; within?: boolean }) => {
  const { t } = useTranslation();
  return (
    <div className={`full-page-loader${within ? ' is-within' : ''}`} role="status" aria-live="polite">
      <span className="full-page-loader-spinner" aria-hidden="true" />
      <span className="full-page-loader-label">{label ?? t('common.loading')}</span>
    </div>
  );
};
