import type { FeedbackStatus, MemberFeedback } from '@platform/contracts';
import { StatePanel } from '../../../components/state-panel';
import { currentLanguage, useTranslation } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';

const STATUS_TONE: Record<FeedbackStatus, string> = {
  SUBMITTED: 'info',
  IN_REVIEW: 'accent',
  REPLIED: 'success',
  CLOSED: 'muted',
};

/** The member's feedback, newest first: reference, type, status, what they wrote and the reply. */
export const FeedbackList = ({ list, highlight }: { list: MemberFeedback[]; highlight: string | null }) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (list.length === 0) {
    return (
      <StatePanel
        icon="message"
        headingLevel={3}
        title={t('feedback.emptyTitle')}
        description={t('feedback.emptyText')}
      />
    );
  }
  return (
    <ul className="feedback-list" data-testid="feedback-list">
      {list.map((item) => (
        <li
          key={item.id}
          className={`feedback-item${item.id === highlight ? ' is-new' : ''}`}
          data-testid="feedback-item"
        >
          <div className="feedback-item-head">
            <span className="feedback-item-type">{t(`feedback.types.${item.type}`)}</span>
            <span className={`feedback-status is-${STATUS_TONE[item.status]}`} data-testid="feedback-status">
              {t(`feedback.statuses.${item.status}`)}
            </span>
          </div>
          <p className="feedback-item-meta">
            {t('feedback.reference', { reference: item.reference })} ·{' '}
            <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, language)}</time>
            {item.imageCount > 0 ? ` · ${t('feedback.imageCount', { count: item.imageCount })}` : ''}
          </p>
          <p className="feedback-item-content">{item.content}</p>
          {item.reply ? (
            <div className="feedback-reply" data-testid="feedback-reply">
              <span className="feedback-reply-label">
                {t('feedback.replyFrom')}
                {item.repliedAt ? (
                  <>
                    {' · '}
                    <time dateTime={item.repliedAt}>{formatDateTime(item.repliedAt, language)}</time>
                  </>
                ) : null}
              </span>
              <p>{item.reply}</p>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
};
