import { useCallback, useEffect, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import {
  GAME_CLASSES,
  LOBBY_PAGING,
  type GameClass,
  type GameClassify,
  type GameVendor,
} from '@platform/contracts';
import { GameGrid, GameGridSkeleton } from '../../../components/game-tile/game-grid';
import { Pagination } from '../../../components/pagination/pagination';
import { GameListError } from '../../../components/game-tile/game-list-states';
import { StatePanel } from '../../../components/state-panel';
import { useGameList } from '../../../lib/catalogue/get-game-list';
import { useGameMenus } from '../../../lib/catalogue/get-game-menus';
import { CATEGORY_ICONS, lobbyCategoryForPath } from '../../../lib/categories';
import { formatCount } from '../../../lib/format';
import { useSessionStore } from '../../../lib/session-store';
import { useLanguage } from '../../../lib/use-language';
import { usePrefersReducedMotion } from '../../../lib/use-media-query';
import { usePageTitle } from '../../../lib/use-page-title';
import { useVassGameType } from '../api/get-vass-game-type';
import { ClassifyMenu } from '../components/classify-menu';
import { GameSearch } from '../components/game-search';
import {
  DEFAULT_FILTERS,
  classifyOptions,
  goToPage,
  hasNarrowing,
  readFilters,
  searchName,
  selectClassify,
  selectVendor,
  writeFilters,
  type LobbyFilters,
} from '../components/lobby-filters';
import { VendorMenu } from '../components/vendor-menu';
import '../components/lobby.css';

const byCatalogueOrder = (a: GameClass, b: GameClass) => GAME_CLASSES.indexOf(a) - GAME_CLASSES.indexOf(b);

/** With every vendor shown, the classify menu offers every class any of them has. */
const classesOf = (vendors: readonly GameVendor[]): GameClass[] =>
  [...new Set(vendors.flatMap((vendor) => vendor.classes))].sort(byCatalogueOrder);

/**
 * A category's lobby (/rng, /live, …; spec section 2): vendor menu, classify menu, name search, a
 * grid of 15 games per page. The filters live in the address, so back and forward step through
 * them and a lobby link can name a vendor (/rng?vassalage=…).
 */
export default function LobbyPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const category = lobbyCategoryForPath(pathname) ?? 'RNG';
  const title = t(`categories.${category}`);
  usePageTitle(title);
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const loggedIn = useSessionStore((state) => Boolean(state.token));
  const reducedMotion = usePrefersReducedMotion();
  const language = useLanguage();
  const topRef = useRef<HTMLDivElement>(null);

  const menus = useGameMenus();
  const vendors = menus.data?.mappingVendor[category] ?? [];
  const vendor = vendors.find((entry) => entry.vassalage === filters.vassalage) ?? null;
  const vendorTypes = useVassGameType(vendor ? vendor.vassalage : null);
  const classes = vendor
    ? (vendorTypes.data?.list.find((entry) => entry.gameType === category)?.classes ?? vendor.classes)
    : classesOf(vendors);
  const options = classifyOptions({ category, loggedIn, classes: [...classes].sort(byCatalogueOrder) });
  // A classify this menu does not offer (recent for a visitor, a class the vendor lacks) means all;
  // judged only once the menus are known, so an address with a class does not load twice.
  const classify: GameClassify =
    menus.isPending || options.includes(filters.classify) ? filters.classify : 'ALL';

  const setFilters = useCallback(
    (next: LobbyFilters, options: { replace?: boolean } = {}) =>
      setParams(writeFilters(next), { replace: options.replace, preventScrollReset: true }),
    [setParams],
  );

  const query = useGameList(
    {
      gameType: category,
      vassalage: filters.vassalage ?? undefined,
      gameClassify: classify === 'ALL' ? undefined : classify,
      gameName: filters.name || undefined,
      pageNo: filters.page,
      pageSize: LOBBY_PAGING.pageSize,
    },
    { keepPrevious: true },
  );

  // Spec 5: a page beyond the last (an old link, a shorter list) is ignored: the list starts over.
  const totalPages = query.data?.totalPages ?? 0;
  const beyondLast = !query.isPlaceholderData && totalPages > 0 && filters.page > totalPages;
  useEffect(() => {
    if (beyondLast) setFilters(goToPage(filters, 1), { replace: true });
  }, [beyondLast, filters, setFilters]);

  const onSearch = useCallback(
    // Typing replaces the history entry: back goes to the previous filters, not every keystroke.
    (name: string) => setFilters(searchName(readFilters(params), name), { replace: true }),
    [params, setFilters],
  );

  const onPage = (page: number) => {
    setFilters(goToPage(filters, page));
    topRef.current?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
  };

  // A category with no vendor whose games a launch opens (an old link, a product not live yet):
  // say so and offer the way home, without a search and filters over nothing.
  if (menus.isSuccess && vendors.length === 0) {
    return (
      <div className="lobby" data-testid="lobby-page">
        <div className="lobby-head">
          <h1 className="lobby-title">{title}</h1>
        </div>
        <BackHomePanel
          icon={CATEGORY_ICONS[category]}
          title={t('games.lobby.closedTitle')}
          text={t('games.lobby.closedText')}
        />
      </div>
    );
  }

  return (
    <div className="lobby" data-testid="lobby-page">
      <div className="lobby-head" ref={topRef}>
        <h1 className="lobby-title">{title}</h1>
        {query.data && query.data.totalCount > 0 && !beyondLast && (
          <p className="lobby-count" aria-live="polite">
            {t('games.lobby.count', {
              count: query.data.totalCount,
              total: formatCount(query.data.totalCount, language),
            })}
          </p>
        )}
      </div>

      {vendors.length > 0 && (
        <VendorMenu
          vendors={vendors}
          selected={filters.vassalage}
          onSelect={(vassalage) => setFilters(selectVendor(filters, vassalage))}
        />
      )}

      <div className="lobby-toolbar">
        <ClassifyMenu
          options={options}
          selected={classify}
          onSelect={(next) => setFilters(selectClassify(filters, next))}
        />
        <GameSearch value={filters.name} onSearch={onSearch} />
      </div>

      {query.isPending || beyondLast ? (
        <GameGridSkeleton count={LOBBY_PAGING.pageSize} />
      ) : query.isError ? (
        <GameListError message={query.error.message} onRetry={() => void query.refetch()} />
      ) : query.data.games.length === 0 ? (
        <LobbyEmpty
          filters={filters}
          category={CATEGORY_ICONS[category]}
          onClearSearch={() => setFilters(searchName(filters, ''))}
          onShowAll={() => setFilters(DEFAULT_FILTERS)}
        />
      ) : (
        <>
          <GameGrid games={query.data.games} stale={query.isPlaceholderData} testId="lobby-grid" />
          <Pagination
            page={filters.page}
            totalPages={query.data.totalPages}
            onPage={onPage}
            label={t('games.lobby.pages', { category: title })}
          />
        </>
      )}
    </div>
  );
}

type LobbyEmptyProps = {
  filters: LobbyFilters;
  category: Parameters<typeof StatePanel>[0]['icon'];
  onClearSearch: () => void;
  onShowAll: () => void;
};

/** Every empty list says why and offers the way on (design.md). */
const LobbyEmpty = ({ filters, category, onClearSearch, onShowAll }: LobbyEmptyProps) => {
  const { t } = useTranslation();
  if (filters.name) {
    return (
      <StatePanel
        icon="search"
        headingLevel={2}
        title={t('games.lobby.noMatchTitle', { name: filters.name })}
        description={t('games.lobby.noMatchText')}
      >
        <button type="button" className="btn btn-primary" onClick={onClearSearch}>
          {t('games.lobby.clearSearch')}
        </button>
      </StatePanel>
    );
  }
  if (hasNarrowing(filters)) {
    return (
      <StatePanel
        icon={category}
        headingLevel={2}
        title={t('games.lobby.emptyFilteredTitle')}
        description={t('games.lobby.emptyFilteredText')}
      >
        <button type="button" className="btn btn-primary" onClick={onShowAll}>
          {t('games.lobby.showAll')}
        </button>
      </StatePanel>
    );
  }
  return (
    <BackHomePanel icon={category} title={t('games.lobby.emptyTitle')} text={t('games.lobby.emptyText')} />
  );
};

/** A lobby with nothing to list: why, and the way home. */
const BackHomePanel = ({
  icon,
  title,
  text,
}: {
  icon: LobbyEmptyProps['category'];
  title: string;
  text: string;
}) => {
  const { t } = useTranslation();
  return (
    <StatePanel icon={icon} headingLevel={2} title={title} description={text}>
      <Link to="/" className="btn btn-primary">
        {t('common.backHome')}
      </Link>
    </StatePanel>
  );
};
