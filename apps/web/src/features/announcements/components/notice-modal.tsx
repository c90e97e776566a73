import { Link } from 'react-router';
import type { Notice } from '@platform/contracts';
import { currentLanguage, useTranslation } from '../../../i18n';
import { Modal } from '../../../components/modal/modal';
import { formatDateTime } from '../../../lib/format';
import './notice-browser.css';

/**
 * The notice modal (spec section 2, Modals): one notice of the ticker, over the page, with the way
 * to the /announce list that holds it among the others.
 */
export const NoticeModal = ({ notice, onClose }: { notice: Notice; onClose: () => void }) => {
  const { t } = useTranslation();
  const published = formatDateTime(new Date(notice.timestamp).toISOString(), currentLanguage()) ?? '';
  return (
    <Modal
      title={notice.title}
      description={t('pages.announce.published', { date: published })}
      onClose={onClose}
      width="wide"
      testId="notice-modal"
    >
      {/* Operator-written notice, cleaned by the server (lib/html-sanitiser.ts). */}
      <div className="notice-browser-content" dangerouslySetInnerHTML={{ __html: notice.content }} />
      <p className="notice-modal-more">
        <Link to={`/announce?id=${encodeURIComponent(notice.id)}`} onClick={onClose}>
          {t('siteModals.notice.allNotices')}
        </Link>
      </p>
    </Modal>
  );
};
