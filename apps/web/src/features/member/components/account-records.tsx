import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AccountRecord } from '@platform/contracts';
import { StatePanel } from '../../../components/state-panel';
import { currentLanguage } from '../../../i18n';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useAccountRecords } from '../api/get-account-records';
import { DEFAULT_PRESET, presetRange, type DatePreset, type DateRange } from './date-presets';
import {
  kindLabelKey,
  PAGE_SIZE,
  Pager,
  RangePicker,
  RecordsSkeleton,
  TRANSACTION_KINDS,
} from './transaction-records';
import { useWalletLabel } from './wallet-label';
import './records.css';

/** The account record: every movement of the main and the vendor wallets, with the wallet it touched. */
export const AccountRecords = () => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const walletLabel = useWalletLabel();
  const [preset, setPreset] = useState<DatePreset | null>(DEFAULT_PRESET);
  const [range, setRange] = useState<DateRange>(() => presetRange(DEFAULT_PRESET));
  const [kind, setKind] = useState('');
  const [page, setPage] = useState(1);
  const query = useAccountRecords({ ...range, kind, page, pageSize: PAGE_SIZE });

  const money = (value: number) => formatMoney(value, language);
  const kindLabel = (value: string) => {
    const key = kindLabelKey(value);
    return key ? t(key as 'records.kinds.DEPOSIT') : value;
  };

  const body = () => {
    if (query.isPending) return <RecordsSkeleton />;
    if (query.isError)
      return (
        <StatePanel
          icon="error"
          tone="danger"
          headingLevel={2}
          title={t('records.error.title')}
          description={query.error.message}
        >
          <button type="button" className="btn btn-primary" onClick={() => void query.refetch()}>
            {t('records.error.retry')}
          </button>
        </StatePanel>
      );
    const records = query.data.content;
    if (records.length === 0)
      return (
        <StatePanel
          icon="wallet"
          headingLevel={2}
          title={t('records.empty.accountTitle')}
          description={t('records.empty.accountText')}
        >
          <Link className="btn btn-primary" to="/member?tab=depositv2">
            {t('records.empty.deposit')}
          </Link>
        </StatePanel>
      );
    return (
      <>
        <table className="records-table" data-testid="account-records-table">
          <thead>
            <tr>
              <th scope="col">{t('records.columns.time')}</th>
              <th scope="col">{t('records.columns.kind')}</th>
              <th scope="col">{t('records.columns.wallet')}</th>
              <th scope="col" className="records-num">
                {t('records.columns.amount')}
              </th>
              <th scope="col" className="records-num">
                {t('records.columns.balanceAfter')}
              </th>
            </tr>
          </thead>
          <tbody>
            {records.map((record: AccountRecord) => (
              // A transfer between two of the member's wallets is one entry with a line per wallet.
              <tr key={`${record.entryId}:${record.wallet}`}>
                <td data-label={t('records.columns.time')}>
                  {formatDateTime(record.time, language) ?? record.time}
                </td>
                <td data-label={t('records.columns.kind')}>{kindLabel(record.kind)}</td>
                <td data-label={t('records.columns.wallet')}>{walletLabel(record.wallet)}</td>
                <td
                  data-label={t('records.columns.amount')}
                  className={`records-num ${record.amount < 0 ? 'records-out' : 'records-in'}`}
                >
                  {money(record.amount)}
                </td>
                <td data-label={t('records.columns.balanceAfter')} className="records-num">
                  {money(record.balanceAfter)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <Pager
          page={Math.min(page, Math.max(query.data.totalPages, 1))}
          totalPages={query.data.totalPages}
          onPage={(next) => setPage(Math.min(Math.max(next, 1), Math.max(query.data.totalPages, 1)))}
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
          <span>{t('records.columns.kind')}</span>
          <select
            value={kind}
            onChange={(event) => {
              setKind(event.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('records.kinds.all')}</option>
            {TRANSACTION_KINDS.map((item) => (
              <option key={item} value={item}>
                {t(`records.kinds.${item}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {body()}
    </div>
  );
};
