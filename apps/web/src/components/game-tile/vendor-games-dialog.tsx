import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { LOBBY_PAGING, type Game } from '@platform/contracts';
import { useGameList } from '../../lib/catalogue/get-game-list';
import { Modal } from '../modal/modal';
import { Pagination } from '../pagination/pagination';
import { StatePanel } from '../state-panel';
import { GameListError } from './game-list-states';
import { GameGrid, GameGridSkeleton } from './game-grid';

/** A vendor tile's popup (spec 3: isGame VASSALAGE): that vendor's games of the tile's type, paged. */
export const VendorGamesDialog = ({ vendor, onClose }: { vendor: Game; onClose: () => void }) => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useGameList(
    {
      gameType: vendor.gameType,
      vassalage: vendor.vassalage,
      pageNo: page,
      pageSize: LOBBY_PAGING.pageSize,
    },
    { keepPrevious: true },
  );
  const name = vendor.vendorName || vendor.gameName;

  return (
    <Modal
      title={t('games.vendorDialog.title', { vendor: name })}
      onClose={onClose}
      width="xl"
      testId="vendor-games"
    >
      {query.isPending ? (
        <GameGridSkeleton count={6} layout="compact" />
      ) : query.isError ? (
        <GameListError headingLevel={3} message={query.error.message} onRetry={() => void query.refetch()} />
      ) : query.data.games.length === 0 ? (
        <StatePanel
          icon="slots"
          headingLevel={3}
          title={t('games.vendorDialog.emptyTitle')}
          description={t('games.vendorDialog.emptyText')}
        />
      ) : (
        <>
          <GameGrid games={query.data.games} layout="compact" stale={query.isPlaceholderData} />
          <Pagination page={page} totalPages={query.data.totalPages} onPage={setPage} />
        </>
      )}
    </Modal>
  );
};
