import { useState, type ReactNode } from 'react';
import type { ContractActionKind, ContractParty, ContractView } from '@platform/contracts';
import { useTranslation } from '../../i18n';
import { isApiError } from '../../lib/api-client';
import { contractActionsFor, isOpenContract, useContractAction } from '../../lib/contracts';
import { formatDateTime } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { ConfirmStep } from '../form/confirm-step';
import { FormAlert } from '../form/form-alert';
import { TermsTable } from './terms-table';
import './contract-terms.css';

/** The answers that keep or start a contract look primary; the others secondary. */
const PRIMARY: ReadonlySet<ContractActionKind> = new Set(['ACCEPT', 'REJECT_TERMINATION']);

const useWhen = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const date = (iso: string) => formatDateTime(iso, language) ?? iso;
  return (contract: ContractView) => {
    if (contract.endedAt) return t('contracts.endedOn', { date: date(contract.endedAt) });
    if (contract.activatedAt) return t('contracts.activeSince', { date: date(contract.activatedAt) });
    if (contract.status === 'OFFERED') return t('contracts.offeredOn', { date: date(contract.offeredAt) });
    return t('contracts.updatedOn', { date: date(contract.updatedAt) });
  };
};

/** Where a termination request stands, from the reader's side. */
const TerminationNote = ({ contract, party }: { contract: ContractView; party: ContractParty }) => {
  const { t } = useTranslation();
  if (contract.status === 'TERMINATION_REQUESTED') {
    return (
      <p className="contract-note">
        {contract.terminationRequestedBy === party
          ? t('contracts.terminationByYou')
          : t('contracts.terminationByOther')}
      </p>
    );
  }
  if (contract.status === 'OFFERED' && party === 'UPLINE') {
    return <p className="contract-note">{t('contracts.waitingHolder', { holder: contract.holder })}</p>;
  }
  return null;
};

/**
 * One contract: its type and status, who offered it and since when, its terms, and what the
 * reader (`party`) may do now; every action is confirmed before it is sent, and a refusal is
 * shown on the card, in the reader's language.
 */
export const ContractCard = ({ contract, party }: { contract: ContractView; party: ContractParty }) => {
  const { t } = useTranslation();
  const when = useWhen();
  const action = useContractAction();
  const [chosen, setChosen] = useState<ContractActionKind | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const actions = contractActionsFor(contract, party);
  const type = t(`contracts.type${contract.type}`);

  const send = (kind: ContractActionKind) =>
    action.mutate(
      { type: contract.type, contractId: contract.id, action: kind },
      {
        onSuccess: ({ contract: changed }) =>
          setDone(t('contracts.actionDone', { status: t(`contracts.status${changed.status}`) })),
        onSettled: () => setChosen(null),
      },
    );

  return (
    <article
      className={`contract-card${contract.awaitsYou ? ' is-waiting' : ''}`}
      data-testid="contract-card"
      data-contract-type={contract.type}
      data-contract-status={contract.status}
      aria-labelledby={`contract-${contract.id}`}
    >
      <header className="contract-card-head">
        <h3 className="contract-card-title" id={`contract-${contract.id}`}>
          {t(`contracts.title${contract.type}`)}
        </h3>
        <span className={`contract-status contract-status-${contract.status.toLowerCase()}`}>
          {t(`contracts.status${contract.status}`)}
        </span>
      </header>
      <p className="contract-meta">
        {party === 'HOLDER' ? (
          <span>
            {contract.upline
              ? t('contracts.offeredBy', { upline: contract.upline })
              : t('contracts.offeredByOperator')}
          </span>
        ) : null}
        <span>{when(contract)}</span>
        {contract.awaitsYou ? <span className="contract-waiting">{t('contracts.awaitsYou')}</span> : null}
      </p>
      <TerminationNote contract={contract} party={party} />
      <TermsTable terms={contract.terms} />
      {done ? (
        <p className="contract-done" role="status">
          {done}
        </p>
      ) : null}
      {action.isError ? (
        <FormAlert>{isApiError(action.error) ? action.error.message : t('contracts.loadError')}</FormAlert>
      ) : null}
      {chosen ? (
        <ConfirmStep
          title={t(`contracts.confirm${chosen}`, { type, holder: contract.holder })}
          confirmLabel={t('contracts.confirm')}
          pending={action.isPending}
          onConfirm={() => send(chosen)}
          onBack={() => setChosen(null)}
          testId="contract-confirm"
          tone="accent"
        />
      ) : actions.length > 0 ? (
        <div className="contract-card-actions">
          {actions.map((kind) => (
            <button
              key={kind}
              type="button"
              className={`btn ${PRIMARY.has(kind) ? 'btn-primary' : 'btn-secondary'}`}
              onClick={() => {
                action.reset();
                setDone(null);
                setChosen(kind);
              }}
              data-testid={`contract-action-${kind}`}
            >
              {t(`contracts.action${kind}`)}
            </button>
          ))}
        </div>
      ) : null}
    </article>
  );
};

/**
 * Contracts as one party sees them: the open ones (offered, in force, being ended) first, then
 * the ended ones folded away, or `empty` when there are none at all.
 */
export const ContractList = ({
  contracts,
  party,
  empty,
}: {
  contracts: ContractView[];
  party: ContractParty;
  empty: ReactNode;
}) => {
  const { t } = useTranslation();
  if (contracts.length === 0) return <>{empty}</>;
  const open = contracts.filter(isOpenContract);
  const ended = contracts.filter((contract) => !isOpenContract(contract));
  return (
    <div className="contract-list" data-testid="contract-list">
      {open.map((contract) => (
        <ContractCard key={contract.id} contract={contract} party={party} />
      ))}
      {ended.length > 0 ? (
        <details className="contract-ended">
          <summary>{t('contracts.endedContracts', { n: ended.length })}</summary>
          <div className="contract-list">
            {ended.map((contract) => (
              <ContractCard key={contract.id} contract={contract} party={party} />
            ))}
          </div>
        </details>
      ) : null}
    </div>
  );
};
