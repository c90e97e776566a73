import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { AgentPage } from '../components/agent-page';
import { DownlineDetail } from '../components/downline-detail';
import { DownlineList } from '../components/downline-list';
import { TeamSummary } from '../components/team-summary';
import '../components/team.css';

/** downlineManagmentView (spec section 2): the agent's team, searched and paged, with a detail panel. */
export default function DownlineManagementPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <AgentPage title={t('agent.downlines.title')} lead={t('agent.downlines.lead')} wide>
      <TeamSummary />
      <div className={`downlines-layout${selected ? ' has-detail' : ''}`}>
        <DownlineList
          initialSearch={searchParams.get('search') ?? ''}
          selected={selected}
          onSelect={setSelected}
        />
        {selected ? <DownlineDetail memberId={selected} onClose={() => setSelected(null)} /> : null}
      </div>
    </AgentPage>
  );
}
