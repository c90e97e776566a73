import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import type { RankEntry } from '@platform/contracts';
import { Icon } from '../../../components/icon';
import { CATEGORY_ROUTES, useLobbyCategories } from '../../../lib/categories';
import { formatMoney } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useRankList } from '../api/get-rank-list';
import { maskName } from './mask-name';

const Thumb = ({ entry }: { entry: RankEntry }) => {
  const [failed, setFailed] = useState(false);
  if (!entry.iconUrl || failed) {
    return (
      <span className="winners-thumb is-text" aria-hidden="true">
        <Icon name="trophy" size={18} />
      </span>
    );
  }
  return (
    <img
      className="winners-thumb"
      src={entry.iconUrl}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
};

/** The winners board (spec 3): biggest wins first, names masked, amounts as money. */
export const WinnersBoard = () => {
  const { t } = useTranslation();
  const id = useId();
  const language = useLanguage();
  const rank = useRankList();
  const entries = [...(rank.data?.list ?? [])].sort((a, b) => b.winAmount - a.winAmount);
  // The empty board's next step: the first lobby with games (slots, on this catalogue).
  const firstLobby = useLobbyCategories()[0];

  return (
    <section className="winners" aria-labelledby={id} data-testid="winners-board">
      <div className="home-section-head">
        <h2 id={id} className="home-section-title">
          <Icon name="trophy" size={20} />
          {t('home.winners.title')}
        </h2>
      </div>
      {rank.isPending ? (
        <div role="status" aria-label={t('home.winners.loading')} className="winners-skeleton">
          {[0, 1, 2, 3].map((row) => (
            <div key={row} className="winners-skeleton-row skeleton" />
          ))}
        </div>
      ) : rank.isError ? (
        <p className="home-section-error" role="alert">
          {t('home.winners.failed')}{' '}
          <button type="button" className="btn btn-ghost" onClick={() => void rank.refetch()}>
            {t('common.retry')}
          </button>
        </p>
      ) : entries.length === 0 ? (
        <div className="winners-empty">
          <p>{t('home.winners.empty')}</p>
          {firstLobby && (
            <Link to={CATEGORY_ROUTES[firstLobby]} className="btn btn-secondary">
              {t('home.winners.play')}
            </Link>
          )}
        </div>
      ) : (
        <ol className="winners-list">
          {entries.map((entry, position) => (
            <li key={`${position}-${entry.customerName}-${entry.winAmount}`} className="winners-row">
              {/* The ordered list already tells screen readers the place. */}
              <span className="winners-rank" aria-hidden="true">
                {position + 1}
              </span>
              <Thumb entry={entry} />
              <span className="winners-who">
                <span className="winners-name">{maskName(entry.customerName)}</span>
                <span className="winners-game">{entry.gameName}</span>
              </span>
              <span className="winners-amount">{formatMoney(entry.winAmount, language)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
};
