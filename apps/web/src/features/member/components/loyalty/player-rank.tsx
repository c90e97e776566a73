import { currentLanguage, useTranslation } from '../../../../i18n';
import { Icon } from '../../../../components/icon';
import { formatMoney } from '../../../../lib/format';
import { usePlayerRank } from '../../api/get-player-rank';
import { LoadError, RecordsSkeleton } from '../records-states';
import './loyalty.css';

/**
 * The member's VIP rank (spec section 2, playerRank; docs/referral-vip.md): the current level from
 * lifetime deposits and valid bets, what the next level still asks, and every level's benefits.
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
  const { currentLevel, levels, next, turnover, deposits } = query.data;
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
            </li>
          ))}
        </ol>
        <p className="loyalty-muted">{t('loyalty.rank.note')}</p>
      </section>
    </div>
  );
};
