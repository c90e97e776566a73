import { useState } from 'react';
import type { MemberReward, MemberRewardStatus } from '@platform/contracts';
import { currentLanguage, useTranslation } from '../../../../i18n';
import { Icon } from '../../../../components/icon';
import { FormAlert } from '../../../../components/form/form-alert';
import { formatDateTime, formatMoney } from '../../../../lib/format';
import { useClaimVipReward, usePlayerRank } from '../../api/get-player-rank';
import { LoadError, RecordsSkeleton } from '../records-states';
import './loyalty.css';

/** A Brasília month (yyyy-MM) as people write it: 11/2026. */
const monthText = (month: string | null) => (month ? month.split('-').reverse().join('/') : '');

const REWARD_TONE: Record<MemberRewardStatus, string> = {
  PENDING: 'accent',
  CLAIMED: 'success',
  PAID: 'success',
  EXPIRED: 'neutral',
};

/**
 * The member's upgrade and monthly bonuses (docs/referral-vip.md): each pending one with its claim
 * button (one claim per bonus, the server's refusal shown), the others with their state.
 */
const VipRewards = ({
  rewards,
  levelName,
  mode,
}: {
  rewards: MemberReward[];
  levelName: (level: number | null) => string;
  mode: 'CLAIM' | 'AUTO';
}) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const claim = useClaimVipReward();
  const [claimed, setClaimed] = useState<number | null>(null);
  const send = (id: string) => {
    setClaimed(null);
    claim.mutate(id, { onSuccess: (done) => setClaimed(done.amount) });
  };
  return (
    <section className="loyalty-card" aria-labelledby="rank-rewards-title" data-testid="rank-rewards">
      <h2 id="rank-rewards-title" className="loyalty-card-title">
        {t('loyalty.rank.rewardsTitle')}
      </h2>
      {mode === 'AUTO' ? <p className="loyalty-muted">{t('loyalty.rank.rewardsAuto')}</p> : null}
      {claimed !== null ? (
        <FormAlert tone="success">
          <span data-testid="rank-reward-claimed">
            {t('loyalty.rank.claimed', { amount: formatMoney(claimed, language) })}
          </span>
        </FormAlert>
      ) : null}
      {claim.error ? <FormAlert>{claim.error.message}</FormAlert> : null}
      {rewards.length === 0 ? (
        <p className="loyalty-muted">{t('loyalty.rank.rewardsEmpty')}</p>
      ) : (
        <ul className="rank-rewards">
          {rewards.map((reward) => (
            <li key={reward.id} className="rank-reward">
              <div className="rank-reward-text">
                <strong>
                  {reward.kind === 'VIP_MONTHLY'
                    ? t('loyalty.rank.monthlyItem', { month: monthText(reward.month) })
                    : t('loyalty.rank.upgradeItem', { level: levelName(reward.level) })}
                </strong>
                <span className="rank-reward-amount">{formatMoney(reward.amount, language)}</span>
                {reward.status === 'PENDING' && reward.expiresAt ? (
                  <span className="loyalty-muted">
                    {t('loyalty.rank.claimBy', { date: formatDateTime(reward.expiresAt, language) })}
                  </span>
                ) : null}
              </div>
              {reward.status === 'PENDING' && mode === 'CLAIM' ? (
                <button
                  type="button"
                  className="btn btn-primary rank-reward-claim"
                  disabled={claim.isPending}
                  onClick={() => send(reward.id)}
                  data-testid="rank-reward-claim"
                >
                  {claim.isPending && claim.variables === reward.id
                    ? t('loyalty.rank.claiming')
                    : t('loyalty.rank.claim')}
                </button>
              ) : (
                <span className={`loyalty-badge loyalty-badge-${REWARD_TONE[reward.status]}`}>
                  {t(`loyalty.rank.rewardStatus.${reward.status}`)}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

/**
 * The member's VIP rank (spec section 2, playerRank; docs/referral-vip.md): the current level from
 * lifetime deposits and valid bets, what the next level still asks, every level's benefits and,
 * where VIP pays money (not in BR), each level's bonuses and the member's own to claim.
 */
export const PlayerRank = () => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const query = usePlayerRank();

  if (query.isPending) return <RecordsSkeleton />;
  if (query.isError) {
    return (
      <LoadError
        title={t('loyalty.rank.loadError')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { currentLevel, levels, next, turnover, deposits, moneyRewards, rewardMode, rewards } = query.data;
  const current = levels[currentLevel];
  const money = (amount: number) => formatMoney(amount, language);
  return (
    <div className="loyalty" data-testid="player-rank">
      <section className="loyalty-card rank-current" aria-labelledby="rank-current-title">
        <p className="loyalty-muted">{t('loyalty.rank.current')}</p>
        <h2 id="rank-current-title" className="rank-current-name" data-testid="rank-current">
          <Icon name="crown" size={24} />
          {current?.name}
        </h2>
        {next ? (
          <>
            <div
              className="rank-progress"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={next.percent}
              aria-label={t('loyalty.rank.progressLabel', { level: levels[next.level]?.name ?? '' })}
            >
              <div className="rank-progress-bar" style={{ width: `${next.percent}%` }} />
            </div>
            <p className="rank-progress-text">
              {t('loyalty.rank.toNext', { percent: next.percent, level: levels[next.level]?.name ?? '' })}
            </p>
            <dl className="rank-needs" data-testid="rank-needs">
              <div>
                <dt>{t('loyalty.rank.turnover')}</dt>
                <dd>
                  {money(turnover)}
                  {next.turnoverNeeded > 0 ? (
                    <span className="loyalty-muted">
                      {' '}
                      · {t('loyalty.rank.missing', { amount: money(next.turnoverNeeded) })}
                    </span>
                  ) : null}
                </dd>
              </div>
              <div>
                <dt>{t('loyalty.rank.deposits')}</dt>
                <dd>
                  {money(deposits)}
                  {next.depositsNeeded > 0 ? (
                    <span className="loyalty-muted">
                      {' '}
                      · {t('loyalty.rank.missing', { amount: money(next.depositsNeeded) })}
                    </span>
                  ) : null}
                </dd>
              </div>
            </dl>
          </>
        ) : (
          <p className="rank-progress-text">{t('loyalty.rank.top')}</p>
        )}
      </section>

      {moneyRewards ? (
        <VipRewards
          rewards={rewards}
          mode={rewardMode}
          levelName={(level) => (level === null ? '' : (levels[level]?.name ?? ''))}
        />
      ) : null}

      <section className="loyalty-card" aria-labelledby="rank-levels-title">
        <h2 id="rank-levels-title" className="loyalty-card-title">
          {t('loyalty.rank.levelsTitle')}
        </h2>
        <ol className="rank-levels" data-testid="rank-levels">
          {levels.map((level) => (
            <li
              key={level.level}
              className={`rank-level${level.level === currentLevel ? ' is-current' : ''}`}
              aria-current={level.level === currentLevel ? 'true' : undefined}
            >
              <div className="rank-level-head">
                <strong>{level.name}</strong>
                {level.level === currentLevel ? (
                  <span className="loyalty-badge loyalty-badge-success">{t('loyalty.rank.yourLevel')}</span>
                ) : null}
              </div>
              <p className="loyalty-muted">
                {t('loyalty.rank.requires', {
                  turnover: money(level.requiredTurnover),
                  deposits: money(level.requiredDeposits),
                })}
              </p>
              <p>{level.benefits}</p>
              {level.upgradeBonus > 0 || level.monthlyBonus > 0 ? (
                <p className="rank-level-bonuses">
                  {level.upgradeBonus > 0 ? (
                    <span className="loyalty-badge loyalty-badge-accent">
                      {t('loyalty.rank.upgradeBonus', { amount: money(level.upgradeBonus) })}
                    </span>
                  ) : null}
                  {level.monthlyBonus > 0 ? (
                    <span className="loyalty-badge loyalty-badge-accent">
                      {t('loyalty.rank.monthlyBonus', { amount: money(level.monthlyBonus) })}
                    </span>
                  ) : null}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
        <p className="loyalty-muted">{t('loyalty.rank.note')}</p>
      </section>
    </div>
  );
};
