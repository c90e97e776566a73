import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { Modal } from '../../../components/modal/modal';
import { MemberCentreMenu } from './member-centre-menu';

/**
 * The member centre as an overlay over the current page (spec section 2, Modals), opened from the
 * account menu; /member stays the route with the same entries.
 */
export const MemberCentreOverlay = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('pages.member.title')}
      description={t('pages.member.description')}
      onClose={onClose}
      width="wide"
      testId="member-centre-overlay"
    >
      <MemberCentreMenu onNavigate={onClose} />
      <p className="centre-overlay-more">
        <Link to="/member" onClick={onClose}>
          {t('siteModals.memberCentre.openPage')}
        </Link>
      </p>
    </Modal>
  );
};
