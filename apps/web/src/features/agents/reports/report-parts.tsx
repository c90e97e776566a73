import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n';
import { Icon, type IconName } from '../../../components/icon';
import { LoadError } from '../../../components/load-error';
import { StatePanel } from '../../../components/state-panel';
import { isApiError } from '../../../lib/api-client';
import {
  DEFAULT_PRESET,
  presetRange,
  type DatePreset,
  type DateRange,
} from '../../../components/date-range/date-presets';
import { Pager, RangePicker } from '../../../components/date-range/range-picker';
import { downloadReportCsv, type AgentReportKind, type ReportParams } from '../api/get-agent-reports';
import './reports.css';

/**
 * The period a report shows (a preset of spec section 9, past periods, or a custom range) and the
 * page of it; a new period starts at page 1.
 */
export const useReportRange = (initial: DatePreset = DEFAULT_PRESET) => {
  const [preset, setPreset] = useState<DatePreset | null>(initial);
  const [range, setRange] = useState<DateRange>(() => presetRange(initial));
  const [page, setPage] = useState(1);
  const onRange = (next: DateRange, nextPreset: DatePreset | null) => {
    setRange(next);
    setPreset(nextPreset);
    setPage(1);
  };
  return { preset, range, page, setPage, onRange };
};

/**
 * A report's states: the skeleton while it loads, the error with a retry, the empty panel, or the
 * report `children` draws from the answer with the pager under it.
 */
export const ReportBody = <Data extends { totalPages: number }>({
  report,
  isEmpty,
  emptyIcon,
  page,
  onPage,
  children,
}: {
  report: UseQueryResult<Data>;
  isEmpty: (data: Data) => boolean;
  emptyIcon: IconName;
  page: number;
  onPage: (page: number) => void;
  children: (data: Data) => ReactNode;
}) => {
  const { t } = useTranslation();
  if (report.isPending) return <ReportSkeleton />;
  if (report.isError) {
    return (
      <LoadError
        title={t('agent.reports.errorTitle')}
        message={report.error.message}
        onRetry={() => void report.refetch()}
      />
    );
  }
  const { totalPages } = report.data;
  if (isEmpty(report.data)) {
    return (
      <StatePanel
        icon={emptyIcon}
        headingLevel={2}
        title={t('agent.reports.emptyTitle')}
        description={t('agent.reports.emptyText')}
      />
    );
  }
  return (
    <>
      {children(report.data)}
      <Pager
        page={page}
        totalPages={totalPages}
        onPage={(next) => onPage(Math.min(Math.max(next, 1), totalPages))}
      />
    </>
  );
};

/** The period picker and the CSV button, with whatever filters the report adds between them. */
export const ReportFilters = ({
  range,
  preset,
  onRange,
  csv,
  children,
}: {
  range: DateRange;
  preset: DatePreset | null;
  onRange: (range: DateRange, preset: DatePreset | null) => void;
  csv?: { kind: AgentReportKind; params: ReportParams };
  children?: ReactNode;
}) => {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const download = async () => {
    if (!csv) return;
    setExporting(true);
    setProblem(null);
    try {
      await downloadReportCsv(csv.kind, csv.params);
    } catch (error) {
      setProblem(isApiError(error) ? error.message : t('agent.reports.csvFailed'));
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="report-filters">
      <RangePicker range={range} preset={preset} onChange={onRange} />
      {children}
      {csv ? (
        <div className="report-csv">
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void download()}
            disabled={exporting}
            aria-busy={exporting || undefined}
            data-testid="report-csv"
          >
            <Icon name="download" size={18} />
            <span>{exporting ? t('agent.reports.csvPreparing') : t('agent.reports.csv')}</span>
          </button>
          {problem ? (
            <p className="records-problem" role="alert">
              {problem}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
};

export type ReportColumn<Row> = {
  key: string;
  label: string;
  value: (row: Row) => ReactNode;
  /** Right-aligned tabular figures. */
  num?: boolean;
  /** A signed amount: negative red, positive green. */
  signed?: (row: Row) => number;
};

const toneOf = (value: number) => (value < 0 ? ' report-out' : value > 0 ? ' report-in' : '');

/**
 * A dense report table: the first column names each row, a totals row closes it. Below 640 px
 * every row becomes a card of labelled figures (team.css), the totals card last.
 */
export const ReportTable = <Row, Totals>({
  caption,
  columns,
  rows,
  rowKey,
  rowHeader,
  rowHeaderLabel,
  totals,
  totalColumns,
}: {
  caption: string;
  columns: ReadonlyArray<ReportColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowHeader: (row: Row) => ReactNode;
  rowHeaderLabel: string;
  totals?: Totals;
  /** The totals row's cells, by column key (a column missing here shows nothing). */
  totalColumns?: Partial<
    Record<string, { value: (totals: Totals) => ReactNode; signed?: (totals: Totals) => number }>
  >;
}) => {
  const { t } = useTranslation();
  return (
    <div className="team-table-wrap">
      <table className="team-table report-table" data-testid="report-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{rowHeaderLabel}</th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.num ? 'team-num' : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid="report-row">
              <th scope="row">{rowHeader(row)}</th>
              {columns.map((column) => (
                <td
                  key={column.key}
                  data-label={column.label}
                  className={`${column.num ? 'team-num' : ''}${column.signed ? toneOf(column.signed(row)) : ''}`}
                >
                  {column.value(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {totals !== undefined && totalColumns ? (
          <tfoot>
            <tr className="report-total" data-testid="report-total">
              <th scope="row">{t('agent.reports.total')}</th>
              {columns.map((column) => {
                const cell = totalColumns[column.key];
                return (
                  <td
                    key={column.key}
                    data-label={column.label}
                    className={`${column.num ? 'team-num' : ''}${cell?.signed ? toneOf(cell.signed(totals)) : ''}${cell ? '' : ' report-blank'}`}
                  >
                    {cell ? cell.value(totals) : ''}
                  </td>
                );
              })}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
};

/** The loading rows of a report. */
export const ReportSkeleton = () => {
  const { t } = useTranslation();
  return (
    <div className="team-skeleton" role="status" aria-label={t('agent.reports.loading')}>
      {[0, 1, 2, 3, 4].map((row) => (
        <div key={row} className="team-skeleton-row skeleton" />
      ))}
    </div>
  );
};
