import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { currentLanguage, useTranslation } from '../../../../i18n';
import { Icon, type IconName } from '../../../../components/icon';
import { StatePanel } from '../../../../components/state-panel';
import { formatMoney } from '../../../../lib/format';
import { usePromotionOffered } from '../../../../lib/jurisdiction';
import { useMemberInfo } from '../../../../lib/member-info';
import { useClaimableMissions, useMissionSummary, useMissionsOffered } from '../../../../lib/missions';
import { usePointBalance } from '../../../../lib/point-balance';
import { useLuckyOffered } from '../../../../lib/lucky-draws';
import { usePromotions } from '../../../../lib/promotions';
import type { LuckyInstantKind } from '@platform/contracts';
import { CheckInCard } from '../check-in/check-in-card';
import {
  useClaimablePromotions,
  useClaimableVipRewards,
  useLuckyTickets,
  usePendingRebate,
  useRaffleClaimable,
  useRebateOffered,
  useReferralOffered,
  useReferralReward,
  useVipOffered,
} from './rewards-to-claim';
import './reward-centre.css';

type CardProps = {
  icon: IconName;
  title: string;
  /** The figure, or null while it loads. */
  value: string | null;
  detail: string;
  to: string;
  action: string;
  /** Something is ready to claim: the card stands out. */
  ready?: boolean;
  testId: string;
};

const RewardCard = ({ icon, title, value, detail, to, action, ready = false, testId }: CardProps) => (
  <li className={`reward-card${ready ? ' reward-card-ready' : ''}`} data-testid={testId}>
    <span className="reward-card-icon" aria-hidden="true">
      <Icon name={icon} size={22} />
    </span>
    <div className="reward-card-body">
      <h2 className="reward-card-title">{title}</h2>
      {value === null ? (
        <span className="reward-card-value reward-card-loading" aria-busy="true">
          …
        </span>
      ) : (
        <p className="reward-card-value">{value}</p>
      )}
      <p className="reward-card-detail">{detail}</p>
    </div>
    <Link className={`reward-card-action${ready ? ' reward-card-action-primary' : ''}`} to={to}>
      {action}
    </Link>
  </li>
);

const MissionsCard = () => {
  const { t } = useTranslation();
  const { isPending, isError } = useMissionSummary();
  const claimable = useClaimableMissions();
  return (
    <RewardCard
      icon="trophy"
      title={t('rewardCentre.missions.title')}
      value={isPending && !isError ? null : t('rewardCentre.missions.value', { count: claimable })}
      detail={isError ? t('rewardCentre.unavailable') : t('rewardCentre.missions.detail')}
      to="/missions"
      action={claimable > 0 ? t('rewardCentre.claim') : t('rewardCentre.open')}
      ready={claimable > 0}
      testId="reward-missions"
    />
  );
};

const RebateCard = () => {
  const { t } = useTranslation();
  const { pending, isPending, isError } = usePendingRebate();
  return (
    <RewardCard
      icon="percent"
      title={t('rewardCentre.rebate.title')}
      value={isPending && !isError ? null : formatMoney(pending, currentLanguage())}
      detail={isError ? t('rewardCentre.unavailable') : t('rewardCentre.rebate.detail')}
      to="/member?tab=manualRebate"
      action={pending > 0 ? t('rewardCentre.claim') : t('rewardCentre.open')}
      ready={pending > 0}
      testId="reward-rebate"
    />
  );
};

const LUCKY_CARDS: Record<
  LuckyInstantKind,
  { icon: IconName; to: string; title: 'redEnvelope' | 'prizeWheel' | 'goldenEgg' }
> = {
  PRIZE_WHEEL: { icon: 'refresh', to: '/prizeWheel', title: 'prizeWheel' },
  RED_ENVELOPE: { icon: 'gift', to: '/redEnvelope', title: 'redEnvelope' },
  GOLDEN_EGG: { icon: 'star', to: '/goldenEgg', title: 'goldenEgg' },
};

/** A lucky game's card: the tickets ready to open (docs/lucky-draws.md). */
const LuckyCard = ({ kind }: { kind: LuckyInstantKind }) => {
  const { t } = useTranslation();
  const { count, isPending, isError } = useLuckyTickets(kind, true);
  const card = LUCKY_CARDS[kind];
  return (
    <RewardCard
      icon={card.icon}
      title={t(`menu.${card.title}`)}
      value={isPending && !isError ? null : t('lucky.tickets', { count })}
      detail={isError ? t('rewardCentre.unavailable') : t(`lucky.leads.${kind}`)}
      to={card.to}
      action={count > 0 ? t(`lucky.actions.${kind}`) : t('rewardCentre.open')}
      ready={count > 0}
      testId={`reward-lucky-${kind}`}
    />
  );
};

const RaffleCard = () => {
  const { t } = useTranslation();
  const { count, isPending, isError } = useRaffleClaimable(true);
  return (
    <RewardCard
      icon="grid"
      title={t('menu.raffle')}
      value={isPending && !isError ? null : `${t('lucky.raffleClaimable')}: ${count}`}
      detail={isError ? t('rewardCentre.unavailable') : t('lucky.raffleLead')}
      to="/raffle"
      action={count > 0 ? t('lucky.raffleClaim') : t('rewardCentre.open')}
      ready={count > 0}
      testId="reward-lucky-RAFFLE"
    />
  );
};

const PointsCard = () => {
  const { t } = useTranslation();
  const { data, isPending, isError } = usePointBalance();
  return (
    <RewardCard
      icon="bag"
      title={t('rewardCentre.points.title')}
      value={isPending && !isError ? null : t('rewardCentre.points.value', { count: data?.point ?? 0 })}
      detail={isError ? t('rewardCentre.unavailable') : t('rewardCentre.points.detail')}
      to="/pointMall"
      action={t('rewardCentre.open')}
      testId="reward-points"
    />
  );
};

const VipCard = () => {
  const { t } = useTranslation();
  const { data, isPending, isError } = useMemberInfo();
  const { count } = useClaimableVipRewards();
  return (
    <RewardCard
      icon="crown"
      title={t('rewardCentre.vip.title')}
      value={isPending && !isError ? null : (data?.vipLabelName ?? '—')}
      detail={
        isError
          ? t('rewardCentre.unavailable')
          : count > 0
            ? t('rewardCentre.vip.toClaim', { count })
            : t('rewardCentre.vip.detail')
      }
      to="/member?tab=playerRank"
      action={count > 0 ? t('rewardCentre.claim') : t('rewardCentre.open')}
      ready={count > 0}
      testId="reward-vip"
    />
  );
};

const ReferralCard = () => {
  const { t } = useTranslation();
  const { reward, isPending, isError } = useReferralReward();
  return (
    <RewardCard
      icon="users"
      title={t('rewardCentre.referral.title')}
      value={
        isPending && !isError
          ? null
          : t('rewardCentre.referral.value', { amount: formatMoney(reward, currentLanguage()) })
      }
      detail={isError ? t('rewardCentre.unavailable') : t('rewardCentre.referral.detail')}
      to="/member?tab=referral"
      action={t('rewardCentre.open')}
      testId="reward-referral"
    />
  );
};

const PromotionsCard = ({ count }: { count: number }) => {
  const { t } = useTranslation();
  return (
    <RewardCard
      icon="megaphone"
      title={t('rewardCentre.promotions.title')}
      value={t('rewardCentre.promotions.value', { count })}
      detail={t('rewardCentre.promotions.detail')}
      to="/promotions"
      action={t('rewardCentre.claim')}
      ready
      testId="reward-promotions"
    />
  );
};

/**
 * The member centre's rewardCenter (spec section 2): every reward the member has, in one place,
 * each card leading to its own page, those with something to claim first and marked. Only what
 * the jurisdiction profile and the operator's flags offer is shown (in BR: points and VIP), with
 * the daily check-in on top where the profile offers it.
 */
export const RewardCentre = () => {
  const { t } = useTranslation();
  const missionsOffered = useMissionsOffered();
  const rebateOffered = useRebateOffered();
  const pointsOffered = usePromotionOffered('POINTS_MALL');
  const vipOffered = useVipOffered();
  const referralOffered = useReferralOffered();
  const claimableMissions = useClaimableMissions();
  const { pending } = usePendingRebate();
  const vipToClaim = useClaimableVipRewards().count;
  // The promotions the profile allows are all the server lists; only those to claim get a card.
  const promotionsToClaim = useClaimablePromotions();
  const promotionsListed = (usePromotions().data?.list.length ?? 0) > 0;
  const checkIn = <CheckInCard />;
  const lucky = useLuckyOffered();
  const tickets = {
    PRIZE_WHEEL: useLuckyTickets('PRIZE_WHEEL', lucky.PRIZE_WHEEL).count,
    RED_ENVELOPE: useLuckyTickets('RED_ENVELOPE', lucky.RED_ENVELOPE).count,
    GOLDEN_EGG: useLuckyTickets('GOLDEN_EGG', lucky.GOLDEN_EGG).count,
  };
  const raffleClaimable = useRaffleClaimable(lucky.RAFFLE).count;

  const cards: Array<{ key: string; ready: boolean; card: ReactNode }> = [
    ...(missionsOffered ? [{ key: 'missions', ready: claimableMissions > 0, card: <MissionsCard /> }] : []),
    ...(rebateOffered ? [{ key: 'rebate', ready: pending > 0, card: <RebateCard /> }] : []),
    ...(promotionsListed && promotionsToClaim > 0
      ? [{ key: 'promotions', ready: true, card: <PromotionsCard count={promotionsToClaim} /> }]
      : []),
    ...(['PRIZE_WHEEL', 'RED_ENVELOPE', 'GOLDEN_EGG'] as const)
      .filter((kind) => lucky[kind])
      .map((kind) => ({ key: kind, ready: tickets[kind] > 0, card: <LuckyCard kind={kind} /> })),
    ...(lucky.RAFFLE ? [{ key: 'raffle', ready: raffleClaimable > 0, card: <RaffleCard /> }] : []),
    ...(pointsOffered ? [{ key: 'points', ready: false, card: <PointsCard /> }] : []),
    ...(vipOffered ? [{ key: 'vip', ready: vipToClaim > 0, card: <VipCard /> }] : []),
    ...(referralOffered ? [{ key: 'referral', ready: false, card: <ReferralCard /> }] : []),
  ];
  if (cards.length === 0) {
    return (
      <div className="reward-centre-page">
        {checkIn}
        <StatePanel
          icon="gift"
          headingLevel={2}
          title={t('rewardCentre.emptyTitle')}
          description={t('rewardCentre.emptyText')}
        />
      </div>
    );
  }
  // Ready to claim first; otherwise the order above. Array.prototype.sort is stable.
  const ordered = [...cards].sort((a, b) => Number(b.ready) - Number(a.ready));
  return (
    <div className="reward-centre-page">
      {checkIn}
      <ul className="reward-centre" aria-label={t('rewardCentre.listLabel')}>
        {ordered.map(({ key, card }) => (
          <Fragment key={key}>{card}</Fragment>
        ))}
      </ul>
    </div>
  );
};
