import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation, currentLanguage } from '../../../i18n';
import { StatePanel } from '../../../components/state-panel';
import { formatDateTime, formatDay, formatMoney } from '../../../lib/format';
import { useBetRecords, type BetStatus } from '../api/get-bet-records';
import { useProfitRecords } from '../api/get-profit-records';
import {
  DEFAULT_PRESET,
  presetRange,
  type DatePreset,
  type DateRange,
} from '../../../components/date-range/date-presets';
import { Pager, RangePicker } from '../../../components/date-range/range-picker';
import { LoadError, RecordsSkeleton } from './records-states';
import './records.css';

const BET_STATUSES: readonly BetStatus[] = ['open', 'settled', 'rolled-back'];
const PAGE_SIZE = 20;

const useRange = () => {
  const [preset, setPreset] = useState<DatePreset | null>(DEFAULT_PRESET);
  const [range, setRange] = useState<DateRange>(() => presetRange(DEFAULT_PRESET));
  return { preset, range, setPreset, setRange };
};

const NoBets = ({ title }: { title: string }) => {
  const { t } = useTranslation();
  return (
    <StatePanel icon="cards" headingLevel={2} title={title} description={t('records.empty.betsText')}>
      <Link className="btn btn-primary" to="/">
        {t('records.empty.play')}
      </Link>
    </StatePanel>
  );
};

/** The betting record (member centre personalHistoryCopy): bets with their wins, by status. */
export const BetRecords = () => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { preset, range, setPreset, setRange } = useRange();
  const [status, setStatus] = useState<BetStatus | ''>('');
  const [page, setPage] = useState(1);
  const query = useBetRecords({ ...range, status: status || undefined, page, pageSize: PAGE_SIZE });
  const money = (value: number) => formatMoney(value, language);

  const body = () => {
    if (query.isPending) return <RecordsSkeleton />;
    if (query.isError)
      return <LoadError message={query.error.message} onRetry={() => void query.refetch()} />;
    const { content, totalPages } = query.data;
    if (content.length === 0) return <NoBets title={t('records.empty.betsTitle')} />;
    const lastPage = Math.max(totalPages, 1);
    return (
      <>
        <table className="records-table" data-testid="records-table">
          <thead>
            <tr>
              <th scope="col">{t('records.columns.time')}</th>
              <th scope="col">{t('records.columns.game')}</th>
              <th scope="col">{t('records.columns.round')}</th>
              <th scope="col">{t('records.columns.status')}</th>
              <th scope="col" className="records-num">
                {t('records.columns.betAmount')}
              </th>
              <th scope="col" className="records-num">
                {t('records.columns.winAmount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {content.map((bet) => (
              <tr key={`${bet.vendor}:${bet.transactionId}`}>
                <td data-label={t('records.columns.time')}>
                  {formatDateTime(bet.time, language) ?? bet.time}
                </td>
                <td data-label={t('records.columns.game')}>
                  <span className="records-game">
                    <span>{bet.gameName}</span>
                    <span className="records-muted">{bet.vendorName}</span>
                  </span>
                </td>
                <td data-label={t('records.columns.round')} className="records-muted">
                  {bet.roundId}
                </td>
                <td data-label={t('records.columns.status')}>{t(`records.statuses.${bet.status}`)}</td>
                <td data-label={t('records.columns.betAmount')} className="records-num">
                  {money(bet.betAmount)}
                </td>
                <td data-label={t('records.columns.winAmount')} className="records-num">
                  {money(bet.winAmount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <Pager
          page={Math.min(page, lastPage)}
          totalPages={totalPages}
          onPage={(next) => setPage(Math.min(Math.max(next, 1), lastPage))}
        />
      </>
    );
  };

  return (
    <div className="records">
      <div className="records-filters">
        <RangePicker
          range={range}
          preset={preset}
          onChange={(next, nextPreset) => {
            setRange(next);
            setPreset(nextPreset);
            setPage(1);
          }}
        />
        <label className="records-field">
          <span>{t('records.columns.status')}</span>
          <select
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as BetStatus | '');
              setPage(1);
            }}
          >
            <option value="">{t('records.statuses.all')}</option>
            {BET_STATUSES.map((item) => (
              <option key={item} value={item}>
                {t(`records.statuses.${item}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {body()}
    </div>
  );
};

/** Personal profit (member centre personalProfit): one row per day and a totals row. */
export const ProfitRecords = () => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { preset, range, setPreset, setRange } = useRange();
  const query = useProfitRecords(range);
  const money = (value: number) => formatMoney(value, language);
  const tone = (value: number) => (value < 0 ? ' records-out' : value > 0 ? ' records-in' : '');

  const body = () => {
    if (query.isPending) return <RecordsSkeleton />;
    if (query.isError)
      return <LoadError message={query.error.message} onRetry={() => void query.refetch()} />;
    const { days, total } = query.data;
    if (days.length === 0) return <NoBets title={t('records.empty.profitTitle')} />;
    const cells = (row: { bets: number; betAmount: number; winAmount: number; profit: number }) => (
      <>
        <td data-label={t('records.columns.bets')} className="records-num">
          {row.bets}
        </td>
        <td data-label={t('records.columns.betAmount')} className="records-num">
          {money(row.betAmount)}
        </td>
        <td data-label={t('records.columns.winAmount')} className="records-num">
          {money(row.winAmount)}
        </td>
        <td data-label={t('records.columns.profit')} className={`records-num${tone(row.profit)}`}>
          {money(row.profit)}
        </td>
      </>
    );
    return (
      <table className="records-table" data-testid="records-table">
        <thead>
          <tr>
            <th scope="col">{t('records.columns.day')}</th>
            <th scope="col" className="records-num">
              {t('records.columns.bets')}
            </th>
            <th scope="col" className="records-num">
              {t('records.columns.betAmount')}
            </th>
            <th scope="col" className="records-num">
              {t('records.columns.winAmount')}
            </th>
            <th scope="col" className="records-num">
              {t('records.columns.profit')}
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((row) => (
            <tr key={row.day}>
              <td data-label={t('records.columns.day')}>{formatDay(row.day, language)}</td>
              {cells(row)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="records-total" data-testid="records-total">
            <th scope="row">{t('records.columns.total')}</th>
            {cells(total)}
          </tr>
        </tfoot>
      </table>
    );
  };

  return (
    <div className="records">
      <div className="records-filters">
        <RangePicker
          range={range}
          preset={preset}
          onChange={(next, nextPreset) => {
            setRange(next);
            setPreset(nextPreset);
          }}
        />
      </div>
      {body()}
    </div>
  );
};
