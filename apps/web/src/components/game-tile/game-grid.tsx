import { useDeferredValue } from 'react';
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

const NO_GAMES: readonly Game[] = [];

export const GameGrid = ({ games, layout = 'grid', stale = false, testId }: GameGridProps) => {
  // A list's answer reaches the page through the query cache's store, whose updates React renders
  // in one blocking task: with fifteen tiles (art, texts, buttons, icons) that is the longest task
  // of a phone's home or lobby. The tiles are drawn in a deferred pass instead, which React splits
  // into short slices; meanwhile (the mount's first pass) the grid shows skeleton tiles of the
  // same size, so nothing moves. A later list keeps the tiles shown until its own are drawn.
  const shown = useDeferredValue(games, NO_GAMES);
  const drawing = shown !== games && shown === NO_GAMES;
  return (
    <ul className={`game-grid${layoutClass(layout)}${stale ? ' is-stale' : ''}`} data-testid={testId}>
      {drawing
        ? games.map((game) => (
            <li key={game.nodeId} aria-hidden="true">
              <TileSkeleton />
            </li>
          ))
        : shown.map((game) => (
            <li key={game.nodeId}>
              <GameTile game={game} />
            </li>
          ))}
    </ul>
  );
};

/** A tile's own boxes (artwork, vendor and name lines), so the drawn tile takes the same height. */
const TileSkeleton = () => (
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
            <TileSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
};
