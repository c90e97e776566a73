import { useTranslation } from '../../../i18n';
import { currentLanguage } from '../../../i18n';
import { formatCount } from '../../../lib/format';
import { useTeamSummary } from '../api/get-team-summary';
import './team.css';

const FIGURES = ['teamSize', 'directCount', 'subAgentCount', 'newToday'] as const;

/** The team's counts in four tiles; dashes while they load or when they could not be read. */
export const TeamSummary = () => {
  const { t } = useTranslation();
  const summary = useTeamSummary();
  const language = currentLanguage();
  return (
    <dl className="team-summary" aria-busy={summary.isPending || undefined} data-testid="team-summary">
      {FIGURES.map((figure) => (
        <div key={figure} className="team-summary-tile">
          <dt>{t(`agent.summary.${figure}`)}</dt>
          <dd data-testid={`team-summary-${figure}`}>
            {summary.data ? formatCount(summary.data[figure], language) : '—'}
          </dd>
        </div>
      ))}
    </dl>
  );
};
