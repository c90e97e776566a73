import type { Game } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
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
            <div className="game-tile-skeleton">
              <div className="game-tile-skeleton-art skeleton" />
              <div className="game-tile-skeleton-line skeleton" />
              <div className="game-tile-skeleton-line skeleton is-short" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
};
