import { useState, type ReactNode } from 'react';
import type {
  ContractType,
  SettlementPeriodLine,
  SettlementRealtimeLine,
  SupportedLanguage,
} from '@platform/contracts';
import { Pager } from '../../../components/date-range/range-picker';
import { LoadError } from '../../../components/load-error';
import { Modal } from '../../../components/modal/modal';
import { currentLanguage, useTranslation } from '../../../i18n';
import { formatCount, formatMoney } from '../../../lib/format';
import { useSettlementBets } from '../api/get-agent-reports';
import {
  exactShare,
  formatExactMoney,
  formatPeriod,
  formatRate,
  type SettlementRow,
} from './settlement-format';

type Accounts = Readonly<Record<string, string>>;

/** Labelled figures; a long identifier (the third item true) takes a whole row. */
const Figures = ({ items }: { items: ReadonlyArray<[string, ReactNode, boolean?]> }) => (
  <dl className="settlement-figures">
    {items.map(([label, value, wide]) => (
      <div key={label} className={wide ? 'settlement-figure-wide' : undefined}>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </div>
    ))}
  </dl>
);

/**
 * A bet id (`<vendor>:<round uuid>`) short enough for a table row: the vendor and the round's
 * first eight characters; the whole id on hover and for screen readers, so it can still be looked
 * up.
 */
const BetId = ({ id }: { id: string }) => {
  const colon = id.indexOf(':');
  const round = id.slice(colon + 1);
  const short = round.length > 12 ? `${id.slice(0, colon + 1)}${round.slice(0, 8)}…` : id;
  return (
    <code title={id} aria-label={id}>
      {short}
    </code>
  );
};

/** The bet ids behind a period line's team figures: the rounds a person can look up. */
const BetIds = ({ ids }: { ids: readonly string[] }) => {
  const { t } = useTranslation();
  if (ids.length === 0) return <p className="report-muted">{t('agent.settlements.detail.noBets')}</p>;
  return (
    <ul className="settlement-bet-ids" data-testid="settlement-bet-ids">
      {ids.map((id) => (
        <li key={id}>
          <code>{id}</code>
        </li>
      ))}
    </ul>
  );
};

/**
 * A dividend, daily or hourly salary line: the team's figures, the tier and the rate applied, the
 * base, then the arithmetic of the amount (rate × base less each sub-agent's share, rounded down)
 * and the bets the figures came from.
 */
const PeriodLine = ({
  line,
  amount,
  accounts,
  language,
}: {
  line: SettlementPeriodLine;
  amount: number;
  accounts: Accounts;
  language: SupportedLanguage;
}) => {
  const { t } = useTranslation();
  const money = (value: number) => formatMoney(value, language);
  const exact = (value: bigint) => formatExactMoney(value, language);
  const allotted = BigInt(line.allottedExact);
  const shares = line.subAgents.map((share) => ({
    ...share,
    exact: exactShare(share.effectiveRate, share.base),
  }));
  const handedDown = shares.reduce((sum, share) => sum + share.exact, 0n);
  const left = allotted > handedDown ? allotted - handedDown : 0n;
  return (
    <>
      <section className="settlement-section" aria-labelledby="settlement-team">
        <h3 id="settlement-team">{t('agent.settlements.detail.team')}</h3>
        <Figures
          items={[
            [t('agent.settlements.detail.members'), formatCount(line.team.members, language)],
            [t('agent.settlements.activeMembers'), formatCount(line.team.activeMembers, language)],
            [t('agent.settlements.validBet'), money(line.team.validBet)],
            [t('agent.settlements.detail.memberPl'), money(line.team.profitLoss)],
            [t('agent.settlements.houseResult'), money(line.team.houseResult)],
            [t('agent.settlements.detail.firstDeposits'), formatCount(line.team.firstDeposits, language)],
          ]}
        />
      </section>
      <section className="settlement-section" aria-labelledby="settlement-rate">
        <h3 id="settlement-rate">{t('agent.settlements.detail.rateTitle')}</h3>
        <Figures
          items={[
            [
              t('agent.settlements.tier'),
              line.tier === null
                ? t('agent.settlements.noTier')
                : t('agent.settlements.tierN', { n: line.tier + 1 }),
            ],
            [t('agent.settlements.detail.tierRate'), formatRate(line.tierRate, language)],
            [t('agent.settlements.detail.effectiveRate'), formatRate(line.effectiveRate, language)],
            [
              line.type === 'DIVIDEND'
                ? t('agent.settlements.detail.baseDividend')
                : t('agent.settlements.detail.baseSalary'),
              money(line.base),
            ],
          ]}
        />
        {line.effectiveRate < line.tierRate ? (
          <p className="report-muted">{t('agent.settlements.detail.capped')}</p>
        ) : null}
      </section>
      <section className="settlement-section" aria-labelledby="settlement-sum">
        <h3 id="settlement-sum">{t('agent.settlements.detail.sumTitle')}</h3>
        <table className="settlement-sum" data-testid="settlement-sum">
          <tbody>
            <tr>
              <th scope="row">
                {t('agent.settlements.detail.allotted', {
                  rate: formatRate(line.effectiveRate, language),
                  base: money(line.base),
                })}
              </th>
              <td className="team-num">{exact(allotted)}</td>
            </tr>
            {shares.map((share) => (
              <tr key={share.contractId} data-testid="settlement-share">
                <th scope="row">
                  {t('agent.settlements.detail.share', {
                    account: accounts[share.holderId] ?? t('agent.settlements.detail.subAgent'),
                    rate: formatRate(share.effectiveRate, language),
                    base: money(share.base),
                  })}
                </th>
                <td className="team-num report-out">− {exact(share.exact)}</td>
              </tr>
            ))}
            {shares.length === 0 ? (
              <tr>
                <th scope="row" className="report-muted">
                  {t('agent.settlements.detail.noSubAgents')}
                </th>
                <td />
              </tr>
            ) : null}
            <tr>
              <th scope="row">{t('agent.settlements.detail.left')}</th>
              <td className="team-num">{exact(left)}</td>
            </tr>
            <tr className="settlement-sum-total">
              <th scope="row">{t('agent.settlements.detail.floored')}</th>
              <td className="team-num">{money(amount)}</td>
            </tr>
          </tbody>
        </table>
        {line.prorated ? <p className="report-muted">{t('agent.settlements.detail.prorated')}</p> : null}
      </section>
      <section className="settlement-section" aria-labelledby="settlement-bets">
        <h3 id="settlement-bets">{t('agent.settlements.detail.betIds', { count: line.betIds.length })}</h3>
        <BetIds ids={line.betIds} />
      </section>
    </>
  );
};

/** Bets a page of a real-time window's list shows. */
export const BETS_PAGE_SIZE = 50;

/**
 * A real-time salary window: each bet, who placed it, and the rate the holder earned on it, a
 * page at a time (a large team's window has hundreds of thousands); the sum is the whole window's.
 */
const RealtimeLine = ({
  line,
  amount,
  language,
}: {
  line: SettlementRealtimeLine;
  amount: number;
  language: SupportedLanguage;
}) => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const bets = useSettlementBets({
    contractId: line.contractId,
    periodKey: line.periodKey,
    page,
    pageSize: BETS_PAGE_SIZE,
  });
  const money = (value: number) => formatMoney(value, language);
  if (line.betCount === 0) return <p className="report-muted">{t('agent.settlements.detail.noBets')}</p>;
  const heading = (
    <h3 id="settlement-bets">{t('agent.settlements.detail.betIds', { count: line.betCount })}</h3>
  );
  if (bets.isError) {
    return (
      <section className="settlement-section" aria-labelledby="settlement-bets">
        {heading}
        <LoadError
          headingLevel={3}
          title={t('agent.settlements.detail.betsError')}
          message={bets.error.message}
          onRetry={() => void bets.refetch()}
        />
      </section>
    );
  }
  const accounts = bets.data?.accounts ?? {};
  return (
    <section className="settlement-section" aria-labelledby="settlement-bets">
      {heading}
      <div className="team-table-wrap">
        <table
          className="team-table settlement-bets"
          data-testid="settlement-bets"
          aria-busy={bets.isFetching || undefined}
        >
          <thead>
            <tr>
              <th scope="col">{t('agent.settlements.detail.bet')}</th>
              <th scope="col">{t('agent.settlements.detail.member')}</th>
              <th scope="col">{t('agent.settlements.detail.outcome')}</th>
              <th scope="col" className="team-num">
                {t('agent.reports.figures.validBet')}
              </th>
              <th scope="col" className="team-num">
                {t('agent.settlements.rate')}
              </th>
              <th scope="col" className="team-num">
                {t('agent.settlements.detail.earned')}
              </th>
            </tr>
          </thead>
          <tbody>
            {bets.data ? (
              bets.data.list.map((bet) => (
                <tr key={bet.betId} data-testid="settlement-bet">
                  <th scope="row">
                    <BetId id={bet.betId} />
                  </th>
                  <td data-label={t('agent.settlements.detail.member')}>{accounts[bet.memberId] ?? '—'}</td>
                  <td data-label={t('agent.settlements.detail.outcome')}>
                    {t(`agent.settlements.detail.outcomes.${bet.outcome}`)}
                  </td>
                  <td className="team-num" data-label={t('agent.reports.figures.validBet')}>
                    {money(bet.validBet)}
                  </td>
                  <td className="team-num" data-label={t('agent.settlements.rate')}>
                    {formatRate(bet.rate, language)}
                  </td>
                  <td className="team-num" data-label={t('agent.settlements.detail.earned')}>
                    {formatExactMoney(exactShare(bet.rate, bet.validBet), language)}
                  </td>
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={6} className="report-muted" role="status">
                  {t('agent.settlements.detail.betsLoading')}
                </td>
              </tr>
            )}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={5}>
                {t('agent.settlements.detail.sumAll', { count: line.betCount })}
              </th>
              <td className="team-num">{formatExactMoney(BigInt(line.earnedExact), language)}</td>
            </tr>
            <tr className="settlement-sum-total">
              <th scope="row" colSpan={5}>
                {t('agent.settlements.detail.floored')}
              </th>
              <td className="team-num">{money(amount)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      {bets.data ? (
        <Pager
          page={page}
          totalPages={bets.data.totalPages}
          onPage={(next) => setPage(Math.min(Math.max(next, 1), bets.data.totalPages))}
        />
      ) : null}
    </section>
  );
};

/** One (contract, period) settlement opened down to the bets it came from. */
export const SettlementDetail = ({
  row,
  type,
  accounts,
  onClose,
}: {
  row: SettlementRow;
  type: ContractType;
  accounts: Accounts;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const period = formatPeriod(row.periodStart, row.periodEnd, language);
  const line = row.parsed;
  return (
    <Modal
      title={t('agent.settlements.detail.title', { period })}
      description={t(`agent.settlements.titles.${type}`)}
      onClose={onClose}
      width="xl"
      testId="settlement-detail"
    >
      <div className="settlement-detail">
        <Figures
          items={[
            [
              t('agent.settlements.amount'),
              <strong key="amount">{formatMoney(row.amount, language)}</strong>,
            ],
            [t('agent.settlements.status'), t(`agent.settlements.states.${row.state}`)],
            [t('agent.settlements.detail.periodKey'), <code key="key">{row.periodKey}</code>, true],
            [t('agent.settlements.detail.contract'), <code key="contract">{row.contractId}</code>, true],
          ]}
        />
        {line === null ? (
          <>
            <p className="report-muted">{t('agent.settlements.detail.unreadable')}</p>
            <pre className="settlement-raw">{JSON.stringify(row.line, null, 2)}</pre>
          </>
        ) : line.kind === 'SUPERSEDED' ? (
          <p className="report-muted">
            {t('agent.settlements.detail.supersededText', { contract: line.paidUnder })}
          </p>
        ) : line.kind === 'REALTIME' ? (
          <RealtimeLine line={line} amount={row.amount} language={language} />
        ) : (
          <PeriodLine line={line} amount={row.amount} accounts={accounts} language={language} />
        )}
        {line !== null && line.kind !== 'SUPERSEDED' ? (
          <p className="settlement-reference">
            {t('agent.settlements.detail.reference')} <code>{line.idempotencyKey}</code>
          </p>
        ) : null}
      </div>
    </Modal>
  );
};
