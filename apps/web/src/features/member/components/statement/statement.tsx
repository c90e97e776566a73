import { useState } from 'react';
import { STATEMENT_MAX_DAYS, type StatementFigures } from '@platform/contracts';
import { useTranslation, currentLanguage } from '../../../../i18n';
import { Icon } from '../../../../components/icon';
import { StatePanel } from '../../../../components/state-panel';
import { isApiError } from '../../../../lib/api-client';
import { formatDay, formatMoney } from '../../../../lib/format';
import {
  DEFAULT_PRESET,
  presetRange,
  type DatePreset,
  type DateRange,
} from '../../../../components/date-range/date-presets';
import { RangePicker } from '../../../../components/date-range/range-picker';
import { downloadStatementCsv, useStatement } from '../../api/get-statement';
import { LoadError, RecordsSkeleton } from '../records-states';
import '../records.css';
import './statement.css';

const FIGURES = [
  'deposits',
  'withdrawals',
  'bets',
  'wins',
  'net',
] as const satisfies readonly (keyof StatementFigures)[];

/**
 * The activity statement (docs/responsible-gaming.md, "Activity statement"): any period of up to
 * STATEMENT_MAX_DAYS Brasília days, its totals, each day with activity, and the CSV of it.
 */
export const ActivityStatement = () => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [preset, setPreset] = useState<DatePreset | null>(DEFAULT_PRESET);
  const [range, setRange] = useState<DateRange>(() => presetRange(DEFAULT_PRESET));
  const [downloading, setDownloading] = useState(false);
  const [downloadProblem, setDownloadProblem] = useState<string | null>(null);
  const query = useStatement(range);
  const money = (value: number) => formatMoney(value, language);
  const tone = (value: number) => (value < 0 ? 'records-out' : value > 0 ? 'records-in' : '');

  const download = async () => {
    setDownloading(true);
    setDownloadProblem(null);
    try {
      await downloadStatementCsv(range);
    } catch (error) {
      setDownloadProblem(isApiError(error) ? error.message : t('statement.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };

  const body = () => {
    if (query.isPending) return <RecordsSkeleton />;
    if (query.isError)
      return (
        <LoadError
          title={t('statement.errorTitle')}
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      );
    const { totals, days } = query.data;
    return (
      <>
        <section
          className="statement-totals"
          aria-label={t('statement.totalsLabel')}
          data-testid="statement-totals"
        >
          {FIGURES.map((figure) => (
            <div key={figure} className="statement-total card">
              <span className="statement-total-label">{t(`statement.${figure}`)}</span>
              <strong
                className={`statement-total-value ${figure === 'net' ? tone(totals.net) : ''}`}
                data-testid={`statement-total-${figure}`}
              >
                {money(totals[figure])}
              </strong>
            </div>
          ))}
        </section>
        <p className="statement-hint">{t('statement.netHint')}</p>
        {days.length === 0 ? (
          <StatePanel
            icon="wallet"
            headingLevel={2}
            title={t('statement.emptyTitle')}
            description={t('statement.emptyText')}
          />
        ) : (
          <table
            className="records-table"
            aria-label={t('statement.tableLabel')}
            data-testid="statement-table"
          >
            <thead>
              <tr>
                <th scope="col">{t('statement.day')}</th>
                {FIGURES.map((figure) => (
                  <th key={figure} scope="col" className="records-num">
                    {t(`statement.${figure}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day}>
                  <td data-label={t('statement.day')}>{formatDay(day.day, language)}</td>
                  {FIGURES.map((figure) => (
                    <td
                      key={figure}
                      data-label={t(`statement.${figure}`)}
                      className={`records-num ${figure === 'net' ? tone(day.net) : ''}`}
                    >
                      {money(day[figure])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </>
    );
  };

  return (
    <div className="records statement">
      <div className="records-filters">
        <RangePicker
          range={range}
          preset={preset}
          maxDays={STATEMENT_MAX_DAYS}
          onChange={(next, nextPreset) => {
            setRange(next);
            setPreset(nextPreset);
            setDownloadProblem(null);
          }}
        />
        <div className="statement-download">
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void download()}
            disabled={downloading}
            aria-busy={downloading || undefined}
            data-testid="statement-csv"
          >
            <Icon name="download" size={18} />
            <span>{downloading ? t('statement.downloading') : t('statement.download')}</span>
          </button>
          {downloadProblem ? (
            <p className="records-problem" role="alert">
              {downloadProblem}
            </p>
          ) : null}
        </div>
      </div>
      {body()}
    </div>
  );
};
