import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';
import type { IconName } from './icon';
import { LoadError } from './load-error';
import { PageSpinner } from './page-spinner';
import { StatePanel } from './state-panel';

type ProgrammeGateProps = {
  /** A trial (free-play) account: reward programmes move real money, so they are explained, not shown. */
  trial: boolean;
  /** The jurisdiction profile leaves the programme out. */
  refused: boolean;
  /** The page's first answer. */
  query: { isError: boolean; error: Error | null; data: unknown; refetch: () => unknown };
  icon: IconName;
  trialTitle: string;
  trialText: string;
  loadError: string;
};

/**
 * What a reward programme's page (missions, the lucky draws, the raffle) shows before its content:
 * the trial account's explanation, "not offered here", the load error with a retry, or the
 * spinner; null once the answer is in.
 */
export const programmeGate = ({
  trial,
  refused,
  query,
  icon,
  trialTitle,
  trialText,
  loadError,
}: ProgrammeGateProps): ReactNode | null => {
  if (trial) return <StatePanel icon={icon} headingLevel={2} title={trialTitle} description={trialText} />;
  if (refused) return <NotOffered />;
  if (query.isError) {
    return (
      <LoadError
        title={loadError}
        message={query.error?.message ?? ''}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data === undefined) return <PageSpinner />;
  return null;
};

const NotOffered = () => {
  const { t } = useTranslation();
  return (
    <StatePanel
      icon="info"
      headingLevel={2}
      title={t('common.notOfferedTitle')}
      description={t('errors.feature-unavailable')}
    />
  );
};
