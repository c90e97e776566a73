import { useState, type ChangeEvent } from 'react';
import { useTranslation, currentLanguage } from '../../../../i18n';
import type { Withdrawal } from '@platform/contracts';
import { FormAlert } from '../../../../components/form/form-alert';
import { formatDateTime, formatMoney } from '../../../../lib/format';
import { useConfirmWithdrawal } from '../../api/confirm-withdrawal';
import { proofProblem, readAsDataUrl } from '../../../../lib/proof-files';

type Proof = { name: string; dataUrl: string };

/**
 * The withdrawal confirmation of spec section 4: once a withdrawal is paid, the member says the
 * money arrived or not; "not received" needs 1 to 3 images of the bank statement. Unanswered, it
 * counts as received at `confirmBy`.
 */
export const WithdrawalConfirmation = ({ withdrawal }: { withdrawal: Withdrawal }) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const confirm = useConfirmWithdrawal();
  const [mode, setMode] = useState<'ask' | 'not-received'>('ask');
  const [proofs, setProofs] = useState<Proof[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const switchTo = (next: 'ask' | 'not-received') => {
    setProblem(null);
    setMode(next);
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const found = proofProblem(files, proofs.length);
    if (found) {
      setProblem(
        found.kind === 'tooMany'
          ? t('payments.confirmation.tooMany')
          : t(`payments.confirmation.${found.kind}`, { name: found.name }),
      );
      return;
    }
    setProblem(null);
    const read = await Promise.all(
      files.map(async (file) => ({ name: file.name, dataUrl: await readAsDataUrl(file) })),
    );
    setProofs((current) => [...current, ...read]);
  };

  const answer = (outcome: 'RECEIVED' | 'NOT_RECEIVED') => {
    if (outcome === 'NOT_RECEIVED' && proofs.length === 0) {
      setProblem(t('payments.confirmation.proofRequired'));
      return;
    }
    confirm.mutate({ id: withdrawal.id, outcome, proofs: outcome === 'NOT_RECEIVED' ? proofs : [] });
  };

  return (
    <section
      className="payments-card payments-confirmation"
      aria-labelledby={`confirm-${withdrawal.id}`}
      data-testid="withdrawal-confirmation"
    >
      <h2 className="payments-title" id={`confirm-${withdrawal.id}`}>
        {t('payments.confirmation.title')}
      </h2>
      <p>
        {t('payments.confirmation.lead', {
          amount: formatMoney(withdrawal.amount, language),
          key: withdrawal.maskedKey,
        })}
      </p>
      {withdrawal.confirmBy ? (
        <p className="payments-muted">
          {t('payments.confirmation.autoAt', { time: formatDateTime(withdrawal.confirmBy, language) })}
        </p>
      ) : null}
      {confirm.error ? <FormAlert>{confirm.error.message}</FormAlert> : null}
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      {mode === 'ask' ? (
        <div className="payments-actions">
          <button
            type="button"
            className="btn btn-primary"
            disabled={confirm.isPending}
            onClick={() => answer('RECEIVED')}
            data-testid="confirm-received"
          >
            {t('payments.confirmation.received')}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => switchTo('not-received')}>
            {t('payments.confirmation.notReceived')}
          </button>
        </div>
      ) : (
        <div className="payments-proofs">
          <label className="payments-label" htmlFor={`proofs-${withdrawal.id}`}>
            {t('payments.confirmation.proofsLabel')}
          </label>
          <input
            id={`proofs-${withdrawal.id}`}
            type="file"
            accept="image/png,image/jpeg"
            multiple
            onChange={(event) => void choose(event)}
            data-testid="proof-input"
          />
          <p className="payments-muted">{t('payments.confirmation.proofsHint')}</p>
          {proofs.length > 0 ? (
            <ul className="payments-proof-list">
              {proofs.map((proof, index) => (
                <li key={`${proof.name}-${index}`}>
                  <img src={proof.dataUrl} alt="" width={48} height={48} />
                  <span>{proof.name}</span>
                  <button
                    type="button"
                    className="btn btn-ghost"
                    onClick={() => setProofs((current) => current.filter((_, at) => at !== index))}
                  >
                    {t('payments.confirmation.remove')}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="payments-actions">
            <button
              type="button"
              className="btn btn-primary"
              disabled={confirm.isPending}
              onClick={() => answer('NOT_RECEIVED')}
              data-testid="confirm-not-received"
            >
              {t('payments.confirmation.send')}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => switchTo('ask')}>
              {t('payments.payee.cancel')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
};
