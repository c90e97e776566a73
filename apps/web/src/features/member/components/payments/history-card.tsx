import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../../i18n';
import { LoadError } from '../records-states';

/** A card listing recent deposits or withdrawals: its loading, error and empty states, then the rows. */
export const HistoryCard = <T extends { id: string }>({
  id,
  title,
  empty,
  query,
  testId,
  renderItem,
}: {
  id: string;
  title: string;
  empty: string;
  query: UseQueryResult<{ list: T[] }>;
  testId: string;
  renderItem: (item: T) => ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <section className="payments-card" aria-labelledby={id}>
      <h2 className="payments-title" id={id}>
        {title}
      </h2>
      {query.isPending ? (
        <div className="payments-list-skeleton skeleton" role="status" aria-label={t('records.loading')} />
      ) : query.isError ? (
        <LoadError message={query.error.message} onRetry={() => void query.refetch()} />
      ) : query.data.list.length === 0 ? (
        <p className="payments-muted">{empty}</p>
      ) : (
        <ul className="payments-list" data-testid={testId}>
          {query.data.list.map((item) => (
            <li key={item.id} className="payments-list-item">
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
