import { useState } from 'react';
import { CONTRACT_POLICY_NAMES, CONTRACT_TYPES, type DownlineDetailResponse } from '@platform/contracts';
import { ContractList } from '../../../components/contracts/contract-list';
import { FormAlert } from '../../../components/form/form-alert';
import { Icon } from '../../../components/icon';
import { Modal } from '../../../components/modal/modal';
import { useTranslation } from '../../../i18n';
import { useContracts } from '../../../lib/contracts';
import { useMemberInfo } from '../../../lib/member-info';
import { useAgentPolicy } from '../api/get-agent-policy';
import { OfferContractForm } from './offer-contract-form';

/** The contract types this agent's policy lets it offer, in the catalogue's order. */
const useOfferableTypes = () => {
  const policy = useAgentPolicy();
  const allowed = policy.data?.contractTypes ?? [];
  return CONTRACT_TYPES.filter((type) => allowed.includes(CONTRACT_POLICY_NAMES[type]));
};

/**
 * The downline detail's contracts: those the agent offered this direct downline, with what the
 * upline may do in each state, and "Offer a contract" for the types the agent's policy allows.
 */
export const DownlineContracts = ({ member }: { member: DownlineDetailResponse }) => {
  const { t } = useTranslation();
  const types = useOfferableTypes();
  const contracts = useContracts();
  const me = useMemberInfo().data?.account;
  const [offering, setOffering] = useState(false);
  const [sent, setSent] = useState(false);

  if (member.level !== 1) {
    return types.length > 0 ? <p className="team-muted">{t('contracts.notDirect')}</p> : null;
  }
  const all = contracts.data?.contracts ?? [];
  const theirs = all.filter((contract) => contract.holder === member.account);
  if (types.length === 0 && theirs.length === 0) return null;
  const own = all.filter(
    (contract) =>
      contract.holder === me && (contract.status === 'ACTIVE' || contract.status === 'TERMINATION_REQUESTED'),
  );
  const pendingTypes = theirs
    .filter((contract) => contract.status === 'OFFERED')
    .map((contract) => contract.type);

  const body = () => {
    if (contracts.isPending) return <div className="team-skeleton-row skeleton" role="status" />;
    if (contracts.isError) {
      return (
        <FormAlert>
          {t('contracts.listError')}{' '}
          <button type="button" className="link-btn" onClick={() => void contracts.refetch()}>
            {t('contracts.retry')}
          </button>
        </FormAlert>
      );
    }
    return (
      <ContractList
        contracts={theirs}
        party="UPLINE"
        empty={<p className="team-muted">{t('contracts.downlineEmpty')}</p>}
      />
    );
  };

  return (
    <section
      className="downline-contracts"
      aria-labelledby="downline-contracts-title"
      data-testid="downline-contracts"
    >
      <h3 className="downline-contracts-title" id="downline-contracts-title">
        {t('contracts.downlineTitle')}
      </h3>
      {sent ? (
        <FormAlert tone="success">
          <span data-testid="offer-sent">{t('contracts.offerSent', { account: member.account })}</span>
        </FormAlert>
      ) : null}
      {body()}
      {types.length > 0 && member.status === 'ACTIVE' ? (
        <button
          type="button"
          className="btn btn-secondary team-block"
          onClick={() => {
            setSent(false);
            setOffering(true);
          }}
          data-testid="offer-contract"
        >
          <Icon name="plus" size={18} />
          {t('contracts.offer')}
        </button>
      ) : null}
      {offering ? (
        <Modal
          title={t('contracts.offerTo', { account: member.account })}
          description={t('contracts.offerDescription', { account: member.account })}
          onClose={() => setOffering(false)}
          width="wide"
          testId="offer-dialog"
        >
          <OfferContractForm
            account={member.account}
            types={types}
            own={own}
            pendingTypes={pendingTypes}
            onOffered={() => {
              setOffering(false);
              setSent(true);
            }}
            onCancel={() => setOffering(false)}
          />
        </Modal>
      ) : null}
    </section>
  );
};
