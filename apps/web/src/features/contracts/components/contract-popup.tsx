import type { ContractActionKind, ContractView } from '@platform/contracts';
import { TermsTable } from '../../../components/contracts/terms-table';
import { Modal } from '../../../components/modal/modal';
import { useTranslation } from '../../../i18n';
import { isApiError } from '../../../lib/api-client';
import { useContractAction, useContracts } from '../../../lib/contracts';
import './contract-popup.css';

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
