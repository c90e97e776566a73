import { useState } from 'react';
import { AgentFrame } from '../../../components/agent-frame/agent-frame';
import { Pager } from '../../../components/date-range/range-picker';
import { LoadError } from '../../../components/load-error';
import { StatePanel } from '../../../components/state-panel';
import { currentLanguage, useTranslation } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { useNotices } from '../api/get-notices';
import './announcements.css';

/**
 * agentAnnouncement (spec section 2): the platform's notices in the agent centre, newest first;
 * each opens in place. The text is HTML the server has sanitised, as in the home's ticker.
 */
export default function AgentAnnouncementPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [page, setPage] = useState(1);
  const notices = useNotices(page);

  const body = () => {
    if (notices.isPending) {
      return (
        <div className="notice-list-skeleton" role="status" aria-label={t('agent.announcements.loading')}>
          {[0, 1, 2].map((row) => (
            <div key={row} className="notice-list-skeleton-row skeleton" />
          ))}
        </div>
      );
    }
    if (notices.isError) {
      return (
        <LoadError
          title={t('agent.announcements.errorTitle')}
          message={notices.error.message}
          onRetry={() => void notices.refetch()}
        />
      );
    }
    const { player, playerTotalPages } = notices.data;
    if (player.length === 0) {
      return (
        <StatePanel
          icon="megaphone"
          headingLevel={2}
          title={t('agent.announcements.emptyTitle')}
          description={t('agent.announcements.emptyText')}
        />
      );
    }
    return (
      <>
        <ul className="notice-list" data-testid="notice-list">
          {player.map((notice, index) => (
            <li key={notice.id}>
              <details className="notice-item" open={page === 1 && index === 0}>
                <summary>
                  <span className="notice-item-title">{notice.title}</span>
                  <span className="notice-item-date">
                    {t('agent.announcements.published', {
                      date: formatDateTime(new Date(notice.timestamp).toISOString(), language) ?? '',
                    })}
                  </span>
                </summary>
                <div className="notice-item-body" dangerouslySetInnerHTML={{ __html: notice.content }} />
              </details>
            </li>
          ))}
        </ul>
        <Pager
          page={page}
          totalPages={playerTotalPages}
          onPage={(next) => setPage(Math.min(Math.max(next, 1), playerTotalPages))}
        />
      </>
    );
  };

  return (
    <AgentFrame title={t('agent.announcements.title')} lead={t('agent.announcements.lead')}>
      <div aria-busy={notices.isFetching || undefined}>{body()}</div>
    </AgentFrame>
  );
}
