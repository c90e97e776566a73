import type { Game } from '@platform/contracts';
import { useTranslation } from '../../i18n';
import { GameTile } from './game-tile';

type GameGridProps = {
  games: readonly Game[];
  /** Phone: a sideways strip instead of rows (home sections before "show more"). */
  layout?: 'grid' | 'strip' | 'compact';
  /** Marks a grid whose next page is loading: the current tiles stay, dimmed. */
  stale?: boolean;
  testId?: string;
};

const layoutClass = (layout: GameGridProps['layout']) =>
  layout === 'strip' ? ' is-strip' : layout === 'compact' ? ' is-compact' : '';

export const GameGrid = ({ games, layout = 'grid', stale = false, testId }: GameGridProps) => (
  <ul className={`game-grid${layoutClass(layout)}${stale ? ' is-stale' : ''}`} data-testid={testId}>
    {games.map((game) => (
      <li key={game.nodeId}>
        <GameTile game={game} />
      </li>
    ))}
  </ul>
);

/** Placeholder tiles while a list loads (design.md: every wait over 300 ms shows a skeleton). */
export const GameGridSkeleton = ({
  count,
  layout = 'grid',
}: {
  count: number;
  layout?: GameGridProps['layout'];
}) => {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('games.grid.loading')}>
      <ul className={`game-grid${layoutClass(layout)}`} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            {/* A tile's own boxes (artwork, vendor and name lines) so the loaded tile takes the
                same height and the page does not move when the games arrive. */}
            <div className="game-tile game-tile-skeleton">
              <div className="game-tile-art skeleton" />
              <div className="game-tile-text">
                <p className="game-tile-vendor">
                  <span className="game-tile-skeleton-line skeleton is-short" />
                </p>
                <p className="game-tile-name">
                  <span className="game-tile-skeleton-line skeleton" />
                </p>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
};
