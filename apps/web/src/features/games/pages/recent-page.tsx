import { useTranslation } from '../../../i18n';
import { RECENT_LIMIT } from '@platform/contracts';
import { GameGrid, GameGridSkeleton } from '../../../components/game-tile/game-grid';
import { EmptyOwnGames, GameListError } from '../../../components/game-tile/game-list-states';
import { useRecentGames } from '../../../lib/catalogue/get-recent-games';
import { usePageTitle } from '../../../lib/use-page-title';
import '../components/lobby.css';

/** /recent (login needed): the 20 games the member opened last, most recent first. */
export default function RecentPage() {
  const { t } = useTranslation();
  const title = t('pages.recent.title');
  usePageTitle(title);
  const query = useRecentGames();

  return (
    <div className="lobby" data-testid="recent-page">
      <div className="lobby-head">
        <h1 className="lobby-title">{title}</h1>
        <p className="lobby-count">{t('pages.recent.description')}</p>
      </div>
      {query.isPending ? (
        <GameGridSkeleton count={10} />
      ) : query.isError ? (
        <GameListError message={query.error.message} onRetry={() => void query.refetch()} />
      ) : query.data.list.length === 0 ? (
        <EmptyOwnGames list="recent" />
      ) : (
        <GameGrid games={query.data.list.slice(0, RECENT_LIMIT)} testId="recent-grid" />
      )}
    </div>
  );
}
