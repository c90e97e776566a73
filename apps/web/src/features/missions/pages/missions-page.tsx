import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { programmeGate } from '../../../components/programme-gate';
import { StatePanel } from '../../../components/state-panel';
import { useTranslation } from '../../../i18n';
import { usePromotionRefused } from '../../../lib/jurisdiction';
import { useMissionSummary } from '../../../lib/missions';
import { isTrialSession, useSessionStore } from '../../../lib/session-store';
import { usePageTitle } from '../../../lib/use-page-title';
import { MissionCard } from '../components/mission-card';
import './missions-page.css';

/**
 * /missions (spec section 2's side-menu entry; docs/missions.md): the member's daily and weekly
 * missions as cards, completed ones first, each claimed after a confirmation.
 */
export default function MissionsPage() {
  const { t } = useTranslation();
  const trial = useSessionStore(isTrialSession);
  const refused = usePromotionRefused('MISSIONS');
  const summary = useMissionSummary();
  usePageTitle(t('missions.heading'));

  // The heading is there in every state, so the page is named while it loads or fails.
  const page = (content: ReactNode) => (
    <div className="missions-page">
      <h1>{t('missions.heading')}</h1>
      <p className="missions-lead">{t('missions.lead')}</p>
      {content}
    </div>
  );
  const gate = programmeGate({
    trial,
    refused,
    query: summary,
    icon: 'trophy',
    trialTitle: t('missions.trialTitle'),
    trialText: t('missions.trialText'),
    loadError: t('missions.loadError'),
  });
  if (gate || !summary.data) return page(gate);
  const { list } = summary.data;
  return page(
    <>
      <Link className="missions-board-link" to="/member?tab=missionLeaderboard">
        {t('missions.leaderboardLink')}
      </Link>
      {list.length === 0 ? (
        <StatePanel
          icon="trophy"
          headingLevel={2}
          title={t('missions.emptyTitle')}
          description={t('missions.emptyText')}
        />
      ) : (
        <ul className="mission-cards" data-testid="mission-cards">
          {list.map((mission) => (
            <MissionCard key={`${mission.id}:${mission.periodKey}`} mission={mission} />
          ))}
        </ul>
      )}
    </>,
  );
}
