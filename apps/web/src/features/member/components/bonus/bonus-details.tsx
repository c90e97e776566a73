import { Link } from 'react-router';
import { GAME_TYPES, type BonusGrantView, type FreeSpinGrantView } from '@platform/contracts';
import { currentLanguage, useTranslation } from '../../../../i18n';
import { StatePanel } from '../../../../components/state-panel';
import { formatDateTime, formatMoney } from '../../../../lib/format';
import { seamlessPath } from '../../../../lib/launch-store';
import { useBonusDetails } from '../../api/get-bonus-details';
import { LoadError, RecordsSkeleton } from '../records-states';
import { ProgressBar } from '../../../../components/progress-bar';
import './bonus-details.css';

const isGameType = (type: string): type is (typeof GAME_TYPES)[number] =>
  (GAME_TYPES as readonly string[]).includes(type);

/** The active grant: what is left to wager, a progress bar, its expiry, maximum bet and game weights. */
const ActiveGrant = ({ grant }: { grant: BonusGrantView }) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const contributions = Object.entries(grant.contributions).filter(([, weight]) => weight > 0);
  return (
    <section className="bonus-card" aria-labelledby="bonus-active-title" data-testid="bonus-active">
      <div className="bonus-card-head">
        <h2 className="bonus-card-title" id="bonus-active-title">
          {t('bonus.active')}
        </h2>
        <span className="bonus-badge bonus-badge-accent">{grant.promotionCode}</span>
      </div>
      <p className="bonus-progress-figures">
        {t('bonus.wageredOf', {
          wagered: formatMoney(grant.wagered, language),
          required: formatMoney(grant.required, language),
        })}
      </p>
      <ProgressBar
        value={grant.wagered}
        max={grant.required}
        label={t('bonus.progress')}
        testId="bonus-progress"
      />
      <p className="bonus-muted">
        {t('bonus.left', { amount: formatMoney(Math.max(0, grant.required - grant.wagered), language) })}
      </p>
      <dl className="bonus-facts">
        <div>
          <dt>{t('bonus.granted')}</dt>
          <dd>{formatMoney(grant.amount, language)}</dd>
        </div>
        <div>
          <dt>{t('bonus.expires')}</dt>
          <dd>{formatDateTime(grant.expiresAt, language)}</dd>
        </div>
        <div>
          <dt>{t('bonus.maxBet')}</dt>
          <dd>{grant.maxBet > 0 ? formatMoney(grant.maxBet, language) : t('bonus.noMaxBet')}</dd>
        </div>
      </dl>
      {contributions.length > 0 && (
        <div>
          <h3 className="bonus-subtitle">{t('bonus.contributions')}</h3>
          <ul className="bonus-weights">
            {contributions.map(([type, weight]) => (
              <li key={type}>
                <span>{isGameType(type) ? t(`categories.${type}`) : type}</span>
                <strong>{weight}%</strong>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="bonus-muted">{t('bonus.rules')}</p>
    </section>
  );
};

/** A promotion's free spins on a slot (decision 0020): what is left, the bet, the expiry, the game. */
const FreeSpins = ({ grants }: { grants: FreeSpinGrantView[] }) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <section className="bonus-card" aria-labelledby="bonus-free-spins-title" data-testid="bonus-free-spins">
      <h2 className="bonus-card-title" id="bonus-free-spins-title">
        {t('bonus.freeSpins')}
      </h2>
      <ul className="bonus-history">
        {grants.map((grant) => (
          <li key={grant.id} className="bonus-history-item">
            <div className="bonus-history-main">
              <strong>{grant.gameName}</strong>
              <span className="bonus-badge bonus-badge-accent">{grant.promotionCode}</span>
            </div>
            <div className="bonus-history-figures">
              <span>{t('bonus.freeSpinsLeft', { remaining: grant.remaining, total: grant.spinsTotal })}</span>
              <span>{t('bonus.freeSpinsBet', { amount: formatMoney(grant.bet, language) })}</span>
              <span className="bonus-muted">
                {t('bonus.freeSpinsExpires', { date: formatDateTime(grant.expiresAt, language) })}
              </span>
            </div>
            {grant.nodeId ? (
              <Link
                className="btn btn-primary bonus-free-spins-play"
                to={seamlessPath({ nodeId: grant.nodeId, gameName: grant.gameName })}
              >
                {t('bonus.freeSpinsPlay', { game: grant.gameName })}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="bonus-muted">{t('bonus.freeSpinsCash')}</p>
    </section>
  );
};

const STATUS_TONE: Record<BonusGrantView['status'], string> = {
  ACTIVE: 'bonus-badge-accent',
  CONVERTED: 'bonus-badge-success',
  FORFEITED_EXPIRED: '',
  FORFEITED_WITHDRAWAL: '',
};

/**
 * The member centre's bonusDetails page (docs/promotions.md, "The bonus wallet"): the bonus balance
 * held apart from cash, the active bonus's wagering progress and expiry, and the past bonuses with
 * how each ended, and the promotions' free spins still to play with a link to their game.
 */
export const BonusDetails = () => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const details = useBonusDetails();
  if (details.isPending) return <RecordsSkeleton />;
  if (details.isError)
    return <LoadError message={details.error.message} onRetry={() => void details.refetch()} />;
  const { balance, active, history, freeSpins } = details.data;
  return (
    <div className="bonus" data-testid="bonus-details">
      <section className="bonus-card bonus-balance-card">
        <p className="bonus-muted">{t('bonus.balance')}</p>
        <p className="bonus-balance" data-testid="bonus-balance">
          {formatMoney(balance, language)}
        </p>
        <p className="bonus-muted">{t('bonus.apart')}</p>
      </section>
      {active ? (
        <ActiveGrant grant={active} />
      ) : (
        <StatePanel
          icon="gift"
          headingLevel={2}
          title={t('bonus.noneTitle')}
          description={t('bonus.noneText')}
        >
          <Link to="/promotions" className="btn btn-primary">
            {t('bonus.seePromotions')}
          </Link>
        </StatePanel>
      )}
      {freeSpins.length > 0 && <FreeSpins grants={freeSpins} />}
      <section className="bonus-card" aria-labelledby="bonus-history-title">
        <h2 className="bonus-card-title" id="bonus-history-title">
          {t('bonus.history')}
        </h2>
        {history.length === 0 ? (
          <p className="bonus-muted">{t('bonus.noHistory')}</p>
        ) : (
          <ul className="bonus-history" data-testid="bonus-history">
            {history.map((grant) => (
              <li key={grant.id} className="bonus-history-item">
                <div className="bonus-history-main">
                  <strong>{grant.promotionCode}</strong>
                  <span className={`bonus-badge ${STATUS_TONE[grant.status]}`}>
                    {t(`bonus.status.${grant.status}`)}
                  </span>
                </div>
                <div className="bonus-history-figures">
                  <span>{t('bonus.grantedAmount', { amount: formatMoney(grant.amount, language) })}</span>
                  <span>
                    {t(grant.status === 'CONVERTED' ? 'bonus.toCash' : 'bonus.forfeited', {
                      amount: formatMoney(grant.settledAmount ?? 0, language),
                    })}
                  </span>
                  <span className="bonus-muted">
                    {grant.endedAt ? formatDateTime(grant.endedAt, language) : ''}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
};
