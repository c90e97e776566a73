import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { DOWNLINE_PAGE_SIZE, type Downline } from '@platform/contracts';
import { Segmented } from '../../../components/form/segmented';
import { Icon } from '../../../components/icon';
import { LoadError } from '../../../components/load-error';
import { Pagination } from '../../../components/pagination/pagination';
import { StatePanel } from '../../../components/state-panel';
import { currentLanguage } from '../../../i18n';
import { formatCount, formatDateTime } from '../../../lib/format';
import { useDownlines } from '../api/get-downlines';
import { useTypeLabel } from './agent-type-label';

type Scope = 'direct' | 'all';

/**
 * downlineManagmentView's list: direct or all-level downlines, searched by account or mobile,
 * paged by the server; choosing a row opens its detail.
 */
export const DownlineList = ({
  initialSearch,
  selected,
  onSelect,
}: {
  initialSearch: string;
  selected: string | null;
  onSelect: (memberId: string) => void;
}) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const typeLabel = useTypeLabel();
  const [scope, setScope] = useState<Scope>(initialSearch ? 'all' : 'direct');
  const [draft, setDraft] = useState(initialSearch);
  const [search, setSearch] = useState(initialSearch);
  const [page, setPage] = useState(1);
  const downlines = useDownlines({ scope, search, page, pageSize: DOWNLINE_PAGE_SIZE });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
    setPage(1);
  };
  const clear = () => {
    setDraft('');
    setSearch('');
    setPage(1);
  };

  const cells = (row: Downline) => [
    { key: 'level', label: t('agent.downlines.level'), value: formatCount(row.level, language), num: true },
    { key: 'type', label: t('agent.downlines.type'), value: typeLabel(row.type) },
    { key: 'upline', label: t('agent.downlines.upline'), value: row.upline ?? t('agent.downlines.none') },
    {
      key: 'registered',
      label: t('agent.downlines.registered'),
      value: formatDateTime(row.registeredAt, language),
    },
    {
      key: 'lastLogin',
      label: t('agent.downlines.lastLogin'),
      value: row.lastLoginAt ? formatDateTime(row.lastLoginAt, language) : t('agent.downlines.never'),
    },
    { key: 'team', label: t('agent.downlines.team'), value: formatCount(row.teamSize, language), num: true },
    { key: 'status', label: t('agent.downlines.status'), value: t(`agent.downlines.statuses.${row.status}`) },
  ];

  const body = () => {
    if (downlines.isPending) {
      return (
        <div className="team-skeleton" role="status" aria-label={t('agent.downlines.loading')}>
          {[0, 1, 2, 3, 4].map((row) => (
            <div key={row} className="team-skeleton-row skeleton" />
          ))}
        </div>
      );
    }
    if (downlines.isError) {
      return (
        <LoadError
          title={t('agent.downlines.errorTitle')}
          message={downlines.error.message}
          onRetry={() => void downlines.refetch()}
        />
      );
    }
    const { list, total, totalPages } = downlines.data;
    if (list.length === 0) {
      return search ? (
        <StatePanel
          icon="search"
          headingLevel={2}
          title={t('agent.downlines.noMatchTitle')}
          description={t('agent.downlines.noMatchText')}
        >
          <button type="button" className="btn btn-secondary" onClick={clear}>
            {t('agent.downlines.clear')}
          </button>
        </StatePanel>
      ) : (
        <StatePanel
          icon="users"
          headingLevel={2}
          title={t('agent.downlines.emptyTitle')}
          description={t('agent.downlines.emptyText')}
        >
          <Link className="btn btn-primary" to="/agentHome/registerCenter">
            {t('agent.downlines.emptyAction')}
          </Link>
        </StatePanel>
      );
    }
    return (
      <>
        <p className="team-muted" aria-live="polite">
          {t('agent.downlines.total', { count: total })}
        </p>
        <div className="team-table-wrap">
          <table className="team-table" data-testid="downline-table">
            <thead>
              <tr>
                <th scope="col">{t('agent.downlines.account')}</th>
                {cells(list[0]!).map((cell) => (
                  <th key={cell.key} scope="col" className={cell.num ? 'team-num' : undefined}>
                    {cell.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.map((row) => (
                <tr
                  key={row.id}
                  className={row.id === selected ? 'is-selected' : undefined}
                  data-testid="downline-row"
                >
                  <th scope="row">
                    <button
                      type="button"
                      className="team-row-open"
                      onClick={() => onSelect(row.id)}
                      aria-label={`${row.account}: ${t('agent.downlines.details')}`}
                      aria-pressed={row.id === selected}
                    >
                      <span data-testid="downline-account">{row.account}</span>
                      <Icon name="chevronRight" size={16} />
                    </button>
                  </th>
                  {cells(row).map((cell) => (
                    <td key={cell.key} data-label={cell.label} className={cell.num ? 'team-num' : undefined}>
                      {cell.value}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pagination page={page} totalPages={totalPages} onPage={setPage} label={t('agent.downlines.title')} />
      </>
    );
  };

  return (
    <section className="team-card downline-list" aria-busy={downlines.isFetching || undefined}>
      <div className="downline-filters">
        <Segmented<Scope>
          label={t('agent.downlines.scope')}
          value={scope}
          onChange={(value) => {
            setScope(value);
            setPage(1);
          }}
          options={[
            { value: 'direct', label: t('agent.downlines.scopeDirect') },
            { value: 'all', label: t('agent.downlines.scopeAll') },
          ]}
        />
        <form className="downline-search" role="search" onSubmit={submit}>
          <label className="visually-hidden" htmlFor="downline-search">
            {t('agent.downlines.search')}
          </label>
          <input
            id="downline-search"
            className="field-input downline-search-input"
            type="search"
            value={draft}
            maxLength={64}
            placeholder={t('agent.downlines.search')}
            onChange={(event) => setDraft(event.target.value)}
            data-testid="downline-search"
          />
          <button type="submit" className="btn btn-secondary">
            <Icon name="search" size={18} />
            <span>{t('agent.downlines.searchButton')}</span>
          </button>
        </form>
      </div>
      {body()}
    </section>
  );
};
