import { useTranslation } from '../../../i18n';
import { CentreOverlay } from '../../../components/modal/centre-overlay';
import { MemberCentreMenu } from './member-centre-menu';

/**
 * The member centre as an overlay over the current page (spec section 2, Modals), opened from the
 * account menu; /member stays the route with the same entries.
 */
export const MemberCentreOverlay = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <CentreOverlay
      title={t('pages.member.title')}
      description={t('pages.member.description')}
      onClose={onClose}
      width="wide"
      testId="member-centre-overlay"
      pagePath="/member"
      openPageLabel={t('siteModals.memberCentre.openPage')}
    >
      <MemberCentreMenu onNavigate={onClose} />
    </CentreOverlay>
  );
};
