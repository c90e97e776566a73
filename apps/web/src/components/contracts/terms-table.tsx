import type { ContractTerms } from '@platform/contracts';
import { useTranslation } from '../../i18n';
import { formatCount, formatMoney, formatRate } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import './contract-terms.css';

/**
 * A contract's terms as people read them: a table of tiers (thresholds in reais, rates as
 * percentages), or the real-time salary's three figures. The popup, the contract lists and the
 * offer's review all show terms through this one component.
 */
export const TermsTable = ({ terms }: { terms: ContractTerms }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const rate = (basisPoints: number) => formatRate(basisPoints, language);
  const money = (centavos: number) => formatMoney(centavos, language);
  const count = (value: number) => formatCount(value, language);
  const table = (head: string[], rows: string[][]) => (
    <div className="contract-terms-scroll">
      <table className="contract-terms">
        <thead>
          <tr>
            <th scope="col">{t('contracts.colTier')}</th>
            {head.map((label) => (
              <th scope="col" key={label}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, index) => (
            <tr key={index}>
              <td>{index + 1}</td>
              {cells.map((cell, column) => (
                <td key={column}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  switch (terms.type) {
    case 'DIVIDEND':
      return (
        <>
          <p className="contract-note">
            {t('contracts.dividendPeriod', { period: t(`contracts.period${terms.dividend.period}`) })}
          </p>
          {table(
            [
              t('contracts.colValidBet'),
              t('contracts.colLoss'),
              t('contracts.colActive'),
              t('contracts.colRate'),
            ],
            terms.dividend.tiers.map((tier) => [
              money(tier.periodValidBet),
              money(tier.periodProfitLoss),
              count(tier.activeMembers),
              rate(tier.rate),
            ]),
          )}
        </>
      );
    case 'DAILY_SALARY':
      return table(
        [t('contracts.colBetDay'), t('contracts.colActive'), t('contracts.colRate')],
        terms.dailySalary.tiers.map((tier) => [
          money(tier.betAmount),
          count(tier.activeMembers),
          rate(tier.rate),
        ]),
      );
    case 'HOURLY_SALARY':
      return table(
        [t('contracts.colBetHour'), t('contracts.colRate')],
        terms.hourlySalary.tiers.map((tier) => [money(tier.betAmount), rate(tier.rate)]),
      );
    case 'REALTIME_SALARY':
      return (
        <>
          <p className="contract-note">{t('contracts.realtimeLead')}</p>
          <dl className="contract-figures">
            <dt>{t('contracts.profitRate')}</dt>
            <dd>{rate(terms.realtimeSalary.profitRate)}</dd>
            <dt>{t('contracts.lossRate')}</dt>
            <dd>{rate(terms.realtimeSalary.lossRate)}</dd>
            <dt>{t('contracts.minimumBet')}</dt>
            <dd>{money(terms.realtimeSalary.minimumSingleBet)}</dd>
          </dl>
        </>
      );
    default: {
      const unknown: never = terms;
      return unknown;
    }
  }
};
