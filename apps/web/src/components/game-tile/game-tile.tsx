import { Suspense, lazy, useRef, useState } from 'react';
import { currentLanguage, useTranslation } from '../../i18n';
import { formatRtp } from '../../lib/format';
import { FAVORITE_TOGGLE_THROTTLE_MS, type Game } from '@platform/contracts';
import { openAccountModal } from '../../lib/account-modal-store';
import { useFavoriteIds } from '../../lib/catalogue/get-favorite-ids';
import { useFavoriteToggle } from '../../lib/catalogue/use-favorite-toggle';
import { useSessionStore } from '../../lib/session-store';
import { Icon } from '../icon';
import { useRealAccountGuard } from '../real-account-guard';
import { showCatalogueError } from './catalogue-errors';
import { GameArt } from './game-art';
import { usePlayGame } from './use-play-game';
import './game-tile.css';

// Only vendor tiles open it, and it renders tiles itself: loaded on first use.
const VendorGamesDialog = lazy(() =>
  import('./vendor-games-dialog').then((module) => ({ default: module.VendorGamesDialog })),
);

/**
 * One game of a lobby, home section or list (design.md, Game tile): square artwork, hot label,
 * favourite heart, vendor and name; the play button covers the whole tile (tappable anywhere on
 * a phone) and shows its icon on hover or focus with a mouse. A vendor tile (isGame VASSALAGE)
 * opens that vendor's games in a popup instead.
 */
export const GameTile = ({ game }: { game: Game }) => {
  const { t } = useTranslation();
  const vendorTile = game.isGame === 'VASSALAGE';
  const { play, launching } = usePlayGame();
  const [vendorOpen, setVendorOpen] = useState(false);

  const label = vendorTile
    ? t('games.tile.openVendor', { name: game.gameName })
    : t('games.tile.play', { name: game.gameName });

  return (
    <article
      className={`game-tile${vendorTile ? ' is-vendor' : ''}${launching ? ' is-launching' : ''}`}
      data-testid="game-tile"
    >
      <div className="game-tile-art">
        <GameArt src={game.iconUrl} name={game.gameName} />
      </div>
      <div className="game-tile-text">
        <p className="game-tile-vendor">
          <span className="game-tile-vendor-name">{game.vendorName}</span>
          {/* Every game's RTP in sight (Brazil: Portaria SPA/MF 1.207/2024), on the vendor's line
              so it never covers the artwork's title; vendor tiles have none. */}
          {game.rtp !== null && (
            <span className="game-tile-rtp" data-testid="game-tile-rtp">
              {t('games.tile.rtp', { rtp: formatRtp(game.rtp, currentLanguage()) })}
            </span>
          )}
        </p>
        <p className="game-tile-name" title={game.gameName}>
          {game.gameName}
        </p>
      </div>
      <button
        type="button"
        className="game-tile-play"
        aria-label={label}
        aria-busy={launching || undefined}
        onClick={() => (vendorTile ? setVendorOpen(true) : play(game))}
      >
        <span className="game-tile-play-icon" aria-hidden="true">
          {launching ? (
            <span className="game-tile-spinner" />
          ) : (
            <Icon name={vendorTile ? 'slots' : 'play'} size={22} />
          )}
        </span>
      </button>
      {game.isHot === 1 && <span className="game-tile-hot">{t('games.tile.hot')}</span>}
      {!vendorTile && <FavoriteHeart game={game} />}
      {vendorOpen && (
        <Suspense fallback={null}>
          <VendorGamesDialog vendor={game} onClose={() => setVendorOpen(false)} />
        </Suspense>
      )}
    </article>
  );
};

/** The heart: members toggle at most once a second (spec 9); visitors log in, trial users register. */
const FavoriteHeart = ({ game }: { game: Game }) => {
  const { t } = useTranslation();
  const token = useSessionStore((state) => state.token);
  const guard = useRealAccountGuard();
  const { data: favorites } = useFavoriteIds();
  const toggle = useFavoriteToggle();
  const lastToggle = useRef(Number.NEGATIVE_INFINITY);
  const favorite = favorites?.has(game.nodeId) ?? false;

  const onClick = () => {
    if (!token) {
      openAccountModal({ kind: 'login' });
      return;
    }
    if (!guard()) return;
    const now = Date.now();
    if (now - lastToggle.current < FAVORITE_TOGGLE_THROTTLE_MS) return;
    lastToggle.current = now;
    toggle.mutate(
      { game, favorite: !favorite },
      { onError: (error) => showCatalogueError(error, t('games.tile.favoriteFailedTitle')) },
    );
  };

  return (
    <button
      type="button"
      className={`game-tile-heart${favorite ? ' is-on' : ''}`}
      aria-pressed={favorite}
      aria-label={t('games.tile.favorite', { name: game.gameName })}
      onClick={onClick}
    >
      <Icon name="heart" size={18} />
    </button>
  );
};
