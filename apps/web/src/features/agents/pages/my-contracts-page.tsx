import { HolderContracts } from '../../../components/contracts/holder-contracts';
import { useTranslation } from '../../../i18n';
import { AgentPage } from '../components/agent-page';

/** The agent centre's "My contracts": what the agent's upline (or the operator) offered it. */
export default function MyContractsPage() {
  const { t } = useTranslation();
  return (
    <AgentPage title={t('contracts.myTitle')} lead={t('contracts.myLead')}>
      <HolderContracts />
    </AgentPage>
  );
}
