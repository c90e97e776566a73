import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { PageSpinner } from '../../../components/page-spinner';
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
  if (trial) {
    return page(
      <StatePanel
        icon="trophy"
        headingLevel={2}
        title={t('missions.trialTitle')}
        description={t('missions.trialText')}
      />,
    );
  }
  if (refused) {
    return page(
      <StatePanel
        icon="info"
        headingLevel={2}
        title={t('common.notOfferedTitle')}
        description={t('errors.feature-unavailable')}
      />,
    );
  }
  if (summary.isError) {
    return page(
      <LoadError
        title={t('missions.loadError')}
        message={summary.error.message}
        onRetry={() => void summary.refetch()}
      />,
    );
  }
  if (!summary.data) return page(<PageSpinner />);
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
