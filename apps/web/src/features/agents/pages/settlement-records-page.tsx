import type { ContractType } from '@platform/contracts';
import { useTranslation } from '../../../i18n';
import { AgentPage } from '../components/agent-page';
import { SettlementRecords } from '../settlements/settlement-records';
import '../components/team.css';

/**
 * agentDividendRecordCopy2, agentDailyWages2, agentHourSalary and agentRealtimeSalary (spec
 * section 2): the caller's settlements of one contract type.
 */
export default function SettlementRecordsPage({ type }: { type: ContractType }) {
  const { t } = useTranslation();
  return (
    <AgentPage title={t(`agent.settlements.titles.${type}`)} lead={t(`agent.settlements.leads.${type}`)} wide>
      <SettlementRecords key={type} type={type} />
    </AgentPage>
  );
}
