import { useTranslation } from '../../../i18n';
import { LoadError as SharedLoadError } from '../../../components/load-error';
import './records.css';

/**
 * The loading and error states every member-centre list shares (records, deposits, withdrawals,
 * transfers). On their own, without any list's API, so a page that shows one loads nothing else.
 */
export const RecordsSkeleton = () => {
  const { t } = useTranslation();
  return (
    <div className="records-skeleton" role="status" aria-label={t('records.loading')}>
      {[0, 1, 2, 3, 4].map((row) => (
        <div key={row} className="records-skeleton-row skeleton" />
      ))}
    </div>
  );
};

/** The records' load error: the shared panel with the records' title unless told otherwise. */
export const LoadError = ({ title, ...props }: { message: string; onRetry: () => void; title?: string }) => {
  const { t } = useTranslation();
  return <SharedLoadError title={title ?? t('records.error.title')} {...props} />;
};
