import { useState } from 'react';
import type { PromotionDetail } from '@platform/contracts';
import { ConfirmStep } from '../../../components/form/confirm-step';
import { FormAlert } from '../../../components/form/form-alert';
import { useTranslation, currentLanguage } from '../../../i18n';
import { useClaimPromotion } from '../api/take-part';
import { rewardText } from './reward-text';

/** A CLAIM promotion (or a WAGER one whose target is met): the reward is paid at once, after a confirmation. */
export const ClaimAction = ({ promotion }: { promotion: PromotionDetail }) => {
  const { t } = useTranslation();
  const claim = useClaimPromotion();
  const [confirming, setConfirming] = useState(false);
  const amount = rewardText(promotion, t, currentLanguage());
  return (
    <div className="promo-apply">
      {claim.error ? <FormAlert>{claim.error.message}</FormAlert> : null}
      {confirming ? (
        <ConfirmStep
          title={t(
            promotion.rewardType === 'BONUS' ? 'promotions.claim.confirm' : 'promotions.claim.confirmItems',
            {
              amount,
            },
          )}
          confirmLabel={t('promotions.claim.send')}
          pending={claim.isPending}
          onBack={() => setConfirming(false)}
          onConfirm={() => claim.mutate(promotion.id)}
          testId="promo-claim-confirm"
          tone="accent"
        />
      ) : (
        <button
          type="button"
          className="btn btn-primary btn-lg"
          onClick={() => {
            claim.reset();
            setConfirming(true);
          }}
          data-testid="promo-claim"
        >
          {t('promotions.claim.button', { amount })}
        </button>
      )}
    </div>
  );
};
