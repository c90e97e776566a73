import { useState } from 'react';
import type { MissionPeriod } from '@platform/contracts';
import { Segmented } from '../../../../components/form/segmented';
import { StatePanel } from '../../../../components/state-panel';
import { currentLanguage, useTranslation } from '../../../../i18n';
import { formatCount, formatMinutes } from '../../../../lib/format';
import { useMissionLeaderboard } from '../../api/get-mission-leaderboard';
import { LoadError, RecordsSkeleton } from '../records-states';
import './mission-leaderboard.css';

const untilText = (iso: string, language: ReturnType<typeof currentLanguage>) =>
  formatMinutes(Math.max(1, Math.ceil((Date.parse(iso) - Date.now()) / 60_000)), language);

/**
 * The member centre's missionLeaderboard (spec section 2; docs/missions.md): the period's members
 * by missions completed, names masked as the winners board masks them, and the caller's own rank.
 */
export const MissionLeaderboard = () => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [period, setPeriod] = useState<MissionPeriod>('WEEKLY');
  const query = useMissionLeaderboard(period);

  const periods = (
    <Segmented
      label={t('missions.leaderboard.title')}
      options={[
        { value: 'WEEKLY', label: t('missions.leaderboard.periods.WEEKLY') },
        { value: 'DAILY', label: t('missions.leaderboard.periods.DAILY') },
      ]}
      value={period}
      onChange={setPeriod}
    />
  );
  if (query.isPending) return <RecordsSkeleton />;
  if (query.isError) {
    return (
      <LoadError
        title={t('missions.leaderboard.loadError')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { list, me, periodEndsAt } = query.data;
  return (
    <div className="mission-board" data-testid="mission-leaderboard">
      {periods}
      <p className="mission-board-muted">
        {t('missions.leaderboard.endsAt', { time: untilText(periodEndsAt, language) })}
      </p>
      <p className="mission-board-me" data-testid="mission-board-me">
        {me.rank === null
          ? t('missions.leaderboard.noRank')
          : t('missions.leaderboard.me', { rank: me.rank, completed: formatCount(me.completed, language) })}
      </p>
      {list.length === 0 ? (
        <StatePanel icon="trophy" headingLevel={2} title={t('missions.leaderboard.empty')} />
      ) : (
        <table className="mission-board-table">
          <thead>
            <tr>
              <th scope="col">{t('missions.leaderboard.rank')}</th>
              <th scope="col">{t('missions.leaderboard.player')}</th>
              <th scope="col">{t('missions.leaderboard.completed')}</th>
              <th scope="col">{t('missions.leaderboard.points')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((line) => (
              <tr key={line.rank} data-testid="mission-board-row">
                <td>{line.rank}</td>
                <td>{line.account}</td>
                <td>{formatCount(line.completed, language)}</td>
                <td>{formatCount(line.points, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
};
