import { useTranslation } from '../../../i18n';
import { AgentPage } from '../components/agent-page';
import { CreateDownlineForm } from '../components/create-downline-form';
import { InvitationLinks } from '../components/invitation-links';
import '../components/team.css';

/** registerCenter (spec section 2): direct registration, and invitation links and codes with QR. */
export default function RegisterCenterPage() {
  const { t } = useTranslation();
  return (
    <AgentPage title={t('agent.register.title')} lead={t('agent.register.lead')} wide>
      <div className="register-center">
        <CreateDownlineForm />
        <InvitationLinks />
      </div>
    </AgentPage>
  );
}
