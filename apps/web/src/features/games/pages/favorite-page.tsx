import { useTranslation } from '../../../i18n';
import { FAVORITES_LIMIT } from '@platform/contracts';
import { GameGrid, GameGridSkeleton } from '../../../components/game-tile/game-grid';
import { EmptyOwnGames, GameListError } from '../../../components/game-tile/game-list-states';
import { RegisterRealButton } from '../../../components/register-real-button';
import { StatePanel } from '../../../components/state-panel';
import { isTrialSession, useSessionStore } from '../../../lib/session-store';
import { usePageTitle } from '../../../lib/use-page-title';
import { useFavoriteList } from '../../../lib/catalogue/get-favorite-list';
import '../components/lobby.css';

/** /favorite (login needed): the member's favourites, newest first; "load more" appends (spec 4). */
export default function FavoritePage() {
  const { t } = useTranslation();
  const title = t('pages.favorite.title');
  usePageTitle(title);
  const trial = useSessionStore(isTrialSession);

  return (
    <div className="lobby" data-testid="favorite-page">
      <div className="lobby-head">
        <h1 className="lobby-title">{title}</h1>
        <p className="lobby-count">{t('pages.favorite.description')}</p>
      </div>
      {trial ? (
        // Trial accounts cannot keep favourites (spec 4): say so instead of asking the server.
        <StatePanel
          icon="heart"
          headingLevel={2}
          title={t('trial.in_need_true_account_title')}
          description={t('trial.in_need_true_account')}
        >
          <RegisterRealButton />
        </StatePanel>
      ) : (
        <FavoriteList />
      )}
    </div>
  );
}

const FavoriteList = () => {
  const { t } = useTranslation();
  const query = useFavoriteList();

  if (query.isPending) return <GameGridSkeleton count={10} />;
  if (query.isError) {
    return <GameListError message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  const games = query.data.pages.flatMap((page) => page.content).slice(0, FAVORITES_LIMIT);
  if (games.length === 0) {
    return <EmptyOwnGames list="favorite" />;
  }
  return (
    <>
      <GameGrid games={games} testId="favorite-grid" />
      {query.hasNextPage && (
        <div className="lobby-more">
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? t('common.loading') : t('games.favorite.loadMore')}
          </button>
        </div>
      )}
    </>
  );
};
