import type { ContractActionKind, ContractTerms, ContractView } from '@platform/contracts';
import { Modal } from '../../../components/modal/modal';
import { useTranslation } from '../../../i18n';
import { isApiError } from '../../../lib/api-client';
import { formatCount, formatMoney } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useContractAction, useContracts } from '../api/contracts';
import './contract-popup.css';

/** Basis points as a percentage: 150 bp → "1,50 %". */
const useRate = () => {
  const language = useLanguage();
  const format = new Intl.NumberFormat(language === 'PT' ? 'pt-BR' : language === 'CN' ? 'zh-CN' : 'en', {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return (basisPoints: number) => format.format(basisPoints / 10_000);
};

/** The terms as the holder reads them: a table of tiers, or the real-time salary's three figures. */
const TermsTable = ({ terms }: { terms: ContractTerms }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const rate = useRate();
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

const Request = ({ contract }: { contract: ContractView }) => {
  const { t } = useTranslation();
  const action = useContractAction();
  const termination = contract.status === 'TERMINATION_REQUESTED';
  const type = t(`contracts.type${contract.type}`);
  const answer = (kind: ContractActionKind) =>
    action.mutate({ type: contract.type, contractId: contract.id, action: kind });
  const [yes, no]: [ContractActionKind, ContractActionKind] = termination
    ? ['ACCEPT_TERMINATION', 'REJECT_TERMINATION']
    : ['ACCEPT', 'REJECT'];
  return (
    <div className="contract-request" data-testid="contract-request" data-contract-type={contract.type}>
      <p className="contract-lead">
        {termination
          ? t('contracts.terminationLead', { type })
          : contract.upline
            ? t('contracts.offerLead', { upline: contract.upline, type })
            : t('contracts.offerLeadOperator', { type })}
      </p>
      <TermsTable terms={contract.terms} />
      {action.isError && (
        <p className="form-error" role="alert">
          {isApiError(action.error) ? action.error.message : t('contracts.loadError')}
        </p>
      )}
      <div className="contract-actions">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={action.isPending}
          onClick={() => answer(no)}
          data-testid="contract-reject"
        >
          {termination ? t('contracts.rejectTermination') : t('contracts.reject')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={action.isPending}
          onClick={() => answer(yes)}
          data-testid="contract-accept"
        >
          {termination ? t('contracts.acceptTermination') : t('contracts.accept')}
        </button>
      </div>
    </div>
  );
};

/**
 * The consolidated contract popup (spec section 4): the first contract waiting on the member's
 * answer, an offer or a request to end one, with its terms and the two answers. Closing it hides
 * it for this visit; answering shows the next waiting one, or closes it when none is left.
 */
export const ContractPopup = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const contracts = useContracts();
  const waiting = contracts.data?.contracts.filter((contract) => contract.awaitsYou) ?? [];
  const first = waiting[0];
  if (contracts.isSuccess && !first) return null;
  const title =
    first?.status === 'TERMINATION_REQUESTED' ? t('contracts.terminationTitle') : t('contracts.offerTitle');
  return (
    <Modal
      title={title}
      description={t('contracts.laterHint')}
      onClose={onClose}
      width="wide"
      testId="contract-popup"
    >
      {contracts.isPending && <div className="contract-loading" aria-busy="true" />}
      {contracts.isError && (
        <div className="contract-error" role="alert">
          <p>{t('contracts.loadError')}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void contracts.refetch()}>
            {t('contracts.retry')}
          </button>
        </div>
      )}
      {first && <Request key={first.id} contract={first} />}
    </Modal>
  );
};
