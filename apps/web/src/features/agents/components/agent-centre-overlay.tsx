import { useTranslation } from '../../../i18n';
import { CentreOverlay } from '../../../components/modal/centre-overlay';
import { AgentCentreMenu } from './agent-centre-menu';

/**
 * The agent centre as an overlay over the current page (spec section 2, Modals), opened from the
 * account menu of an agent; /agentHome stays the route, with the team's counts above the same entries.
 */
export const AgentCentreOverlay = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <CentreOverlay
      title={t('pages.agentHome.title')}
      description={t('pages.agentHome.description')}
      onClose={onClose}
      width="xl"
      testId="agent-centre-overlay"
      pagePath="/agentHome"
      openPageLabel={t('siteModals.agentCentre.openPage')}
    >
      <AgentCentreMenu onNavigate={onClose} />
    </CentreOverlay>
  );
};
