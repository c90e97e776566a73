import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { Modal } from '../../../components/modal/modal';
import { PageSpinner } from '../../../components/page-spinner';
import { isApiError } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-language';
import { useHelpCenter } from '../api/get-help-center';
import '../pages/help-page.css';
import './help-modal.css';

/**
 * The help-centre modal (spec section 2, Modals), besides the /help page: the same sections, one
 * open at a time as the reader picks it, over the page they were on; the page has the search.
 */
export const HelpModal = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const { data, error, isPending, refetch, isFetching } = useHelpCenter(useLanguage());
  return (
    <Modal
      title={t('pages.help.title')}
      description={t('siteModals.help.description')}
      onClose={onClose}
      width="wide"
      testId="help-modal"
    >
      {isPending && <PageSpinner />}
      {!isPending && error && !data && (
        <div className="help-modal-state" role="alert">
          <p>{isApiError(error) ? error.message : t('errors.unknown')}</p>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void refetch()}
            disabled={isFetching}
          >
            {t('common.retry')}
          </button>
        </div>
      )}
      {data && data.sections.length === 0 && <p className="help-modal-state">{t('pages.help.empty')}</p>}
      {data && data.sections.length > 0 && (
        <div className="help-modal-sections">
          {data.sections.map((section) => (
            <details key={section.key} className="help-modal-section">
              <summary>{section.title}</summary>
              {/* Operator-written help content, cleaned by the server (lib/html-sanitiser.ts). */}
              <div className="help-prose" dangerouslySetInnerHTML={{ __html: section.content }} />
            </details>
          ))}
        </div>
      )}
      <div className="help-modal-actions">
        <Link to="/help" className="btn btn-primary" onClick={onClose}>
          {t('siteModals.help.openPage')}
        </Link>
      </div>
    </Modal>
  );
};
