import { useState } from 'react';
// The ledger's kinds, from the contracts' zod-free list (wallet-lists.ts): the filter offers them all.
import { MOVEMENT_KINDS } from '@platform/contracts';
import { Link } from 'react-router';
import { useTranslation, currentLanguage } from '../../../i18n';
import { StatePanel } from '../../../components/state-panel';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useLedgerRecords, type LedgerLine } from '../api/get-transaction-records';
import {
  DEFAULT_PRESET,
  presetRange,
  type DatePreset,
  type DateRange,
} from '../../../components/date-range/date-presets';
import { Pager, RangePicker } from '../../../components/date-range/range-picker';
import { useWalletLabel } from './wallet-label';
import { LoadError, RecordsSkeleton } from './records-states';
import './records.css';

export const PAGE_SIZE = 20;

export const kindLabelKey = (kind: string) =>
  (MOVEMENT_KINDS as readonly string[]).includes(kind) ? `records.kinds.${kind}` : null;

type TransactionRecordsProps = {
  /** Fixed kind (bonus details shows BONUS only, without the kind filter). */
  fixedKind?: string;
  /** The account record: the lines of every wallet, each with its wallet, instead of the main wallet's. */
  allWallets?: boolean;
};

/** What the empty list says and offers, per page. */
const emptyStateOf = (fixedKind: string | undefined, allWallets: boolean) => {
  if (fixedKind === 'BONUS')
    return {
      title: 'records.empty.bonusTitle',
      text: 'records.empty.bonusText',
      link: '/member?tab=depositv2',
      action: 'records.empty.deposit',
    } as const;
  return {
    title: allWallets ? 'records.empty.accountTitle' : 'records.empty.transactionsTitle',
    text: allWallets ? 'records.empty.accountText' : 'records.empty.transactionsText',
    link: '/member?tab=depositv2',
    action: 'records.empty.deposit',
  } as const;
};

/**
 * The transaction history; with fixedKind BONUS, the bonus details; with allWallets, the account
 * record (every wallet's lines, a transfer between two of them being one entry with two lines).
 */
export const TransactionRecords = ({ fixedKind, allWallets = false }: TransactionRecordsProps) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const walletLabel = useWalletLabel();
  const [preset, setPreset] = useState<DatePreset | null>(DEFAULT_PRESET);
  const [range, setRange] = useState<DateRange>(() => presetRange(DEFAULT_PRESET));
  const [kind, setKind] = useState('');
  const [page, setPage] = useState(1);
  const query = useLedgerRecords(allWallets ? 'account' : 'transactions', {
    ...range,
    kind: fixedKind ?? kind,
    page,
    pageSize: PAGE_SIZE,
  });

  const money = (value: number) => formatMoney(value, language);
  const kindLabel = (value: string) => {
    const key = kindLabelKey(value);
    return key ? t(key as 'records.kinds.DEPOSIT') : value;
  };

  const body = () => {
    if (query.isPending) return <RecordsSkeleton />;
    if (query.isError)
      return <LoadError message={query.error.message} onRetry={() => void query.refetch()} />;
    const records = query.data.content;
    if (records.length === 0) {
      const empty = emptyStateOf(fixedKind, allWallets);
      return (
        <StatePanel icon="wallet" headingLevel={2} title={t(empty.title)} description={t(empty.text)}>
          <Link className="btn btn-primary" to={empty.link}>
            {t(empty.action)}
          </Link>
        </StatePanel>
      );
    }
    return (
      <>
        <table className="records-table" data-testid={allWallets ? 'account-records-table' : 'records-table'}>
          <thead>
            <tr>
              <th scope="col">{t('records.columns.time')}</th>
              <th scope="col">{t('records.columns.kind')}</th>
              {allWallets ? <th scope="col">{t('records.columns.wallet')}</th> : null}
              <th scope="col" className="records-num">
                {t('records.columns.amount')}
              </th>
              <th scope="col" className="records-num">
                {t('records.columns.balanceAfter')}
              </th>
            </tr>
          </thead>
          <tbody>
            {records.map((record: LedgerLine) => (
              <tr key={`${record.entryId}:${record.wallet ?? ''}`}>
                <td data-label={t('records.columns.time')}>
                  {formatDateTime(record.time, language) ?? record.time}
                </td>
                <td data-label={t('records.columns.kind')}>{kindLabel(record.kind)}</td>
                {allWallets ? (
                  <td data-label={t('records.columns.wallet')}>
                    {walletLabel(record.wallet ?? 'MAIN', record.walletName)}
                  </td>
                ) : null}
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
        {fixedKind ? null : (
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
              {MOVEMENT_KINDS.map((item) => (
                <option key={item} value={item}>
                  {t(`records.kinds.${item}`)}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {body()}
    </div>
  );
};

/** The account record (member centre accountRecord). */
export const AccountRecords = () => <TransactionRecords allWallets />;
