import { useId, useState, type ChangeEvent } from 'react';
import type { PromotionDetail } from '@platform/contracts';
import { ConfirmStep } from '../../../components/form/confirm-step';
import { FormAlert } from '../../../components/form/form-alert';
import { useTranslation } from '../../../i18n';
import { proofProblem, readAsDataUrl } from '../../../lib/proof-files';
import { useApplyPromotion } from '../api/take-part';

type Proof = { name: string; dataUrl: string };

/**
 * The activity application of spec section 9: a remark (at most the server's `remarkMax`) and up
 * to `proofMaxImages` png or jpg proofs, checked before anything is read; then a confirmation.
 */
export const ApplyForm = ({ promotion }: { promotion: PromotionDetail }) => {
  const { t } = useTranslation();
  const apply = useApplyPromotion();
  const remarkId = useId();
  const proofsId = useId();
  const [remark, setRemark] = useState('');
  const [proofs, setProofs] = useState<Proof[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const found = proofProblem(files, proofs.length);
    if (found) {
      setProblem(
        found.kind === 'tooMany'
          ? t('promotions.apply.tooMany', { max: promotion.proofMaxImages })
          : t(`promotions.apply.${found.kind}`, { name: found.name }),
      );
      return;
    }
    setProblem(null);
    const read = await Promise.all(
      files.map(async (file) => ({ name: file.name, dataUrl: await readAsDataUrl(file) })),
    );
    setProofs((current) => [...current, ...read]);
  };

  if (confirming) {
    return (
      <div className="promo-apply">
        {apply.error ? <FormAlert>{apply.error.message}</FormAlert> : null}
        <ConfirmStep
          title={t('promotions.apply.confirm', { title: promotion.title, proofs: proofs.length })}
          confirmLabel={t('promotions.apply.send')}
          pending={apply.isPending}
          onBack={() => setConfirming(false)}
          onConfirm={() => apply.mutate({ id: promotion.id, remark, proofs })}
          testId="promo-apply-confirm"
        />
      </div>
    );
  }

  return (
    <form
      className="promo-apply"
      onSubmit={(event) => {
        event.preventDefault();
        apply.reset();
        setConfirming(true);
      }}
    >
      <h2 className="promo-section-title">{t('promotions.apply.title')}</h2>
      <label className="promo-label" htmlFor={remarkId}>
        {t('promotions.apply.remark')}
      </label>
      <textarea
        id={remarkId}
        className="promo-remark"
        value={remark}
        maxLength={promotion.remarkMax}
        rows={3}
        onChange={(event) => setRemark(event.target.value)}
        aria-describedby={`${remarkId}-count`}
        data-testid="promo-remark"
      />
      <p id={`${remarkId}-count`} className="promo-muted promo-counter" aria-live="polite">
        {t('promotions.apply.counter', { used: remark.length, max: promotion.remarkMax })}
      </p>
      <label className="promo-label" htmlFor={proofsId}>
        {t('promotions.apply.proofs')}
      </label>
      <input
        id={proofsId}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        disabled={proofs.length >= promotion.proofMaxImages}
        onChange={(event) => void choose(event)}
        data-testid="promo-proof-input"
      />
      <p className="promo-muted">
        {t('promotions.apply.proofsHint', {
          max: promotion.proofMaxImages,
          size: Math.round(promotion.proofMaxBytes / (1024 * 1024)),
        })}
      </p>
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      {proofs.length > 0 ? (
        <ul className="promo-proofs">
          {proofs.map((proof, index) => (
            <li key={`${proof.name}-${index}`}>
              <img src={proof.dataUrl} alt={proof.name} width={64} height={64} />
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() => setProofs((current) => current.filter((_, at) => at !== index))}
              >
                {t('promotions.apply.remove', { name: proof.name })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <button type="submit" className="btn btn-primary btn-lg" data-testid="promo-apply">
        {t('promotions.apply.submit')}
      </button>
    </form>
  );
};
