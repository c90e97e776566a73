import { useState, type ReactNode } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { LoadError } from '../../../components/load-error';
import { PageSpinner } from '../../../components/page-spinner';
import { StatePanel } from '../../../components/state-panel';
import { useTranslation } from '../../../i18n';
import { isTrialSession, useSessionStore } from '../../../lib/session-store';
import { useMyFeedback } from '../api/feedback';
import { FeedbackForm } from '../components/feedback-form';
import { FeedbackList } from '../components/feedback-list';
import './feedback.css';

/**
 * /feedback (spec sections 2, 5, 7 and 9, "feedback and complaints"): the form and the member's
 * past feedback with status and reply. Visitors never reach it (RequireSession opens the login
 * popup); a trial account is told it needs a real one (docs/feedback.md).
 */
export default function FeedbackPage() {
  const { t } = useTranslation();
  const trial = useSessionStore(isTrialSession);
  // A trial account is refused by the server: it is not asked.
  const mine = useMyFeedback(!trial);
  const [sent, setSent] = useState<{ id: string; reference: string } | null>(null);

  const page = (content: ReactNode) => (
    <div className="feedback-page">
      <h1 className="feedback-title">{t('feedback.heading')}</h1>
      <p className="feedback-intro">{t('feedback.intro')}</p>
      {content}
    </div>
  );
  if (trial) {
    return page(
      <StatePanel
        icon="message"
        headingLevel={2}
        title={t('feedback.trialTitle')}
        description={t('feedback.trialText')}
      />,
    );
  }
  if (mine.isPending) return page(<PageSpinner />);
  if (mine.isError) {
    return page(
      <LoadError
        title={t('feedback.loadError')}
        message={mine.error.message}
        onRetry={() => void mine.refetch()}
      />,
    );
  }
  return page(
    <div className="feedback-columns">
      <section className="feedback-card" aria-labelledby="feedback-form-title">
        <h2 id="feedback-form-title" className="feedback-section-title">
          {t('feedback.formTitle')}
        </h2>
        {sent ? (
          <FormAlert tone="success">
            <span data-testid="feedback-sent">{t('feedback.sent', { reference: sent.reference })}</span>
          </FormAlert>
        ) : null}
        <FeedbackForm limits={mine.data} onSent={(item) => setSent(item)} />
      </section>
      <section className="feedback-card" aria-labelledby="feedback-list-title">
        <h2 id="feedback-list-title" className="feedback-section-title">
          {t('feedback.listTitle')}
        </h2>
        <FeedbackList list={mine.data.list} highlight={sent?.id ?? null} />
      </section>
    </div>,
  );
}
