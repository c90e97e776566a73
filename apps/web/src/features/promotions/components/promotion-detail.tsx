import { Link } from 'react-router';
import { isTrialType } from '@platform/contracts';
import { FormAlert } from '../../../components/form/form-alert';
import { LoadError } from '../../../components/load-error';
import { PageSpinner } from '../../../components/page-spinner';
import { ProgressBar } from '../../../components/progress-bar';
import { useTranslation, currentLanguage } from '../../../i18n';
import { openAccountModal } from '../../../lib/account-modal-store';
import { formatMoney } from '../../../lib/format';
import { rewardText } from './reward-text';
import { useSessionStore } from '../../../lib/session-store';
import { usePromotionDetail } from '../api/get-promotion-detail';
import { ApplyForm } from './apply-form';
import { ClaimAction } from './claim-action';
import { PromotionArt, PromotionDates } from './promotion-card';
import { StatusBadge } from './status-badge';

/** What the member may do now: apply, claim, log in first, or read why not. */
const NextStep = ({
  promotion,
}: {
  promotion: NonNullable<ReturnType<typeof usePromotionDetail>['data']>;
}) => {
  const { t } = useTranslation();
  const token = useSessionStore((state) => state.token);
  const userType = useSessionStore((state) => state.userType);
  const canTakePart = promotion.status === 'JOIN' || promotion.status === 'CLAIM';
  const byDeposit = promotion.entry === 'DEPOSIT' || promotion.entry === 'FIRST_DEPOSIT';
  if (!canTakePart) {
    return promotion.status === 'REJECTED' && promotion.rejectReason ? (
      <FormAlert>{t('promotions.rejectedBecause', { reason: promotion.rejectReason })}</FormAlert>
    ) : (
      <p className="promo-muted">{t(`promotions.explain.${promotion.status}`)}</p>
    );
  }
  if (!token) {
    return (
      <button
        type="button"
        className="btn btn-primary btn-lg"
        onClick={() => openAccountModal({ kind: 'login' })}
      >
        {t('promotions.loginToTakePart')}
      </button>
    );
  }
  if (userType !== null && isTrialType(userType)) {
    return <FormAlert tone="info">{t('promotions.realAccountNeeded')}</FormAlert>;
  }
  if (promotion.entry === 'WAGER' && promotion.status === 'JOIN') {
    // Earned by playing: the next step is a game; the claim opens once the target is met.
    return (
      <Link to="/" className="btn btn-primary btn-lg" data-testid="promo-play">
        {t('promotions.wagerPlay')}
      </Link>
    );
  }
  if (byDeposit) {
    // Paid when a deposit is credited: nothing to apply for, the next step is the deposit.
    return (
      <Link to="/member?tab=depositv2" className="btn btn-primary btn-lg" data-testid="promo-deposit">
        {t('promotions.depositToTakePart')}
      </Link>
    );
  }
  return promotion.status === 'JOIN' ? (
    <ApplyForm promotion={promotion} />
  ) : (
    <ClaimAction promotion={promotion} />
  );
};

/** A WAGER promotion's progress towards its target this period (members only, while it can be earned). */
const WagerProgress = ({
  promotion,
}: {
  promotion: NonNullable<ReturnType<typeof usePromotionDetail>['data']>;
}) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (promotion.entry !== 'WAGER' || promotion.turnover === null) return null;
  const figures = t('promotions.wagerProgress', {
    done: formatMoney(promotion.turnover, language),
    target: formatMoney(promotion.minTurnover, language),
  });
  return (
    <div className="promo-progress" data-testid="promo-progress">
      <ProgressBar
        value={promotion.turnover}
        max={promotion.minTurnover}
        label={t('promotions.wagerProgressLabel')}
        valueText={figures}
      />
      <p className="promo-muted">{figures}</p>
    </div>
  );
};

/** How a deposit or wagering promotion pays and what a wagered bonus asks, in the member's words. */
const PromotionTerms = ({
  promotion,
}: {
  promotion: NonNullable<ReturnType<typeof usePromotionDetail>['data']>;
}) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const lines: string[] = [];
  if (promotion.entry === 'DEPOSIT' || promotion.entry === 'FIRST_DEPOSIT') {
    const min = formatMoney(promotion.minDeposit, language);
    lines.push(
      t(promotion.entry === 'DEPOSIT' ? 'promotions.depositHow' : 'promotions.firstDepositHow', { min }),
    );
    if (promotion.matchPercent > 0) {
      lines.push(
        t('promotions.match', {
          percent: promotion.matchPercent,
          max: formatMoney(promotion.rewardAmount, language),
        }),
      );
    }
  }
  if (promotion.entry === 'WAGER') {
    const target = formatMoney(promotion.minTurnover, language);
    lines.push(
      t(promotion.period === 'DAY' ? 'promotions.wagerHowDay' : 'promotions.wagerHowOnce', { target }),
    );
  }
  if (promotion.wageringMultiplier > 0) {
    lines.push(t('promotions.wagering', { times: promotion.wageringMultiplier }));
  }
  if (lines.length === 0) return null;
  return (
    <ul className="promo-conditions" data-testid="promo-conditions">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
};

/** One promotion: picture, status, reward, window, terms, and the next step. */
export const PromotionDetailView = ({ id }: { id: string }) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const detail = usePromotionDetail(id);
  const back = (
    <Link to="/promotions" className="btn btn-ghost promo-back">
      {t('promotions.back')}
    </Link>
  );
  if (detail.isPending) return <PageSpinner />;
  if (detail.isError) {
    return (
      <>
        {back}
        <LoadError
          title={t('promotions.detailError')}
          message={detail.error.message}
          onRetry={() => void detail.refetch()}
        />
      </>
    );
  }
  const promotion = detail.data;
  return (
    <article className="promo-detail" data-testid="promo-detail">
      {back}
      <PromotionArt promotion={promotion} />
      <div className="promo-card-head">
        <h1 className="promo-detail-title">{promotion.title}</h1>
        <StatusBadge status={promotion.status} />
      </div>
      <p className="promo-reward">
        {promotion.rewardType === 'BONUS'
          ? t(promotion.matchPercent > 0 ? 'promotions.rewardUpTo' : 'promotions.reward', {
              amount: formatMoney(promotion.rewardAmount, language),
            })
          : t('promotions.prize', { reward: rewardText(promotion, t, language) })}
      </p>
      <PromotionDates promotion={promotion} />
      <PromotionTerms promotion={promotion} />
      <WagerProgress promotion={promotion} />
      {promotion.summary ? <p>{promotion.summary}</p> : null}
      <section aria-labelledby="promo-terms">
        <h2 className="promo-section-title" id="promo-terms">
          {t('promotions.terms')}
        </h2>
        {/* Sanitised by the server when the operator saved it (lib/html-sanitiser.ts). */}
        <div className="promo-terms" dangerouslySetInnerHTML={{ __html: promotion.terms }} />
      </section>
      <NextStep promotion={promotion} />
    </article>
  );
};
