import { useTranslation } from '../../i18n';
import { isApiError } from '../../lib/api-client';
import { useContracts } from '../../lib/contracts';
import { useMemberInfo } from '../../lib/member-info';
import { LoadError } from '../load-error';
import { StatePanel } from '../state-panel';
import { ContractList } from './contract-list';

/**
 * The contracts the signed-in account holds (offered to it by its upline, or by the operator for
 * a top agent), with the holder's answers. The member centre's "Contracts" and the agent centre's
 * "My contracts" both show this.
 */
export const HolderContracts = () => {
  const { t } = useTranslation();
  const contracts = useContracts();
  const me = useMemberInfo();
  const failed = contracts.error ?? me.error;
  if (failed) {
    return (
      <LoadError
        title={t('contracts.listError')}
        message={isApiError(failed) ? failed.message : t('errors.unknown')}
        onRetry={() => void (contracts.isError ? contracts.refetch() : me.refetch())}
      />
    );
  }
  if (!contracts.data || !me.data) {
    return (
      <div className="contract-list" role="status" aria-label={t('common.loading')}>
        <div className="contract-card contract-card-skeleton skeleton" />
        <div className="contract-card contract-card-skeleton skeleton" />
      </div>
    );
  }
  const held = contracts.data.contracts.filter((contract) => contract.holder === me.data.account);
  return (
    <div className="holder-contracts">
      <ContractList
        contracts={held}
        party="HOLDER"
        empty={
          <StatePanel
            icon="percent"
            headingLevel={2}
            title={t('contracts.emptyTitle')}
            description={t('contracts.emptyText')}
          />
        }
      />
    </div>
  );
};
