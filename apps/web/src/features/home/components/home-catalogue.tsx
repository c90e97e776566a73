import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import {
  HOME_SECTION,
  type Game,
  type GameClass,
  type GameMenusResponse,
  type GameType,
} from '@platform/contracts';
import { GameGrid, GameGridSkeleton } from '../../../components/game-tile/game-grid';
import { EmptyOwnGames, GameListError } from '../../../components/game-tile/game-list-states';
import { Icon, type IconName } from '../../../components/icon';
import { VendorLogo } from '../../../components/vendor-logo';
import { useFavoriteList } from '../../../lib/catalogue/get-favorite-list';
import { useGameList } from '../../../lib/catalogue/get-game-list';
import { useGameMenus } from '../../../lib/catalogue/get-game-menus';
import { useRecentGames } from '../../../lib/catalogue/get-recent-games';
import { CATEGORY_ICONS, CATEGORY_ROUTES, categoriesWithVendors } from '../../../lib/categories';
import { PHONE_QUERY } from '../../../lib/device';
import { formatCount } from '../../../lib/format';
import { useSessionStore } from '../../../lib/session-store';
import { useLanguage } from '../../../lib/use-language';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useHotGames } from '../api/get-hot-games';
import { useNewGameVendor } from '../api/get-new-game-vendor';
import { DEFAULT_HOME_MENU, homeMenu, type HomeMenuKey } from './home-menu';

const MENU_ICONS: Record<HomeMenuKey, IconName> = {
  ...CATEGORY_ICONS,
  HOT: 'flame',
  FAV: 'heart',
  RECENT: 'clock',
};

/** The home sections under "hot" (spec 2): a category's hot games, or cockfight's live tables. */
type SectionSpec = { key: string; type: GameType; classify?: Extract<GameClass, 'CF'> };

const HOT_SECTIONS: SectionSpec[] = [
  { key: 'RNG', type: 'RNG' },
  { key: 'LIVE', type: 'LIVE' },
  { key: 'FISH', type: 'FISH' },
  { key: 'SPORTS', type: 'SPORTS' },
  { key: 'ESPORTS', type: 'ESPORTS' },
  { key: 'CF', type: 'LIVE', classify: 'CF' },
  { key: 'PVP', type: 'PVP' },
  { key: 'INHOUSE', type: 'INHOUSE' },
];

/** Spec 9: a section shows 5 (phone) or 10 games, and up to 15 when expanded. */
const useSectionSize = () => (useMediaQuery(PHONE_QUERY) ? HOME_SECTION.small : HOME_SECTION.large);

const lobbyPath = (spec: Pick<SectionSpec, 'type' | 'classify'>) =>
  `${CATEGORY_ROUTES[spec.type]}${spec.classify ? `?classify=${spec.classify}` : ''}`;

/** The category menu and the games it selects (spec 2, Home). */
export const HomeCatalogue = () => {
  const { t } = useTranslation();
  const id = useId();
  const loggedIn = useSessionStore((state) => Boolean(state.token));
  const menus = useGameMenus();
  const recent = useRecentGames();
  const keys = homeMenu({
    menus: menus.data,
    loggedIn,
    hasRecent: (recent.data?.list.length ?? 0) > 0,
  });
  const [selected, setSelected] = useState<HomeMenuKey>(DEFAULT_HOME_MENU);
  // Logging out takes favourites away; a menu entry that left falls back to hot.
  const active = keys.includes(selected) ? selected : DEFAULT_HOME_MENU;
  const tabs = useRef(new Map<HomeMenuKey, HTMLButtonElement>());

  // Arrow keys move between entries (the WAI-ARIA tabs pattern, selection follows focus).
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      Home: -keys.length,
      End: keys.length,
    };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const position = Math.min(keys.length - 1, Math.max(0, keys.indexOf(active) + move));
    const next = keys[position] ?? DEFAULT_HOME_MENU;
    setSelected(next);
    tabs.current.get(next)?.focus();
  };

  return (
    <section className="home-catalogue" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {t('home.menu.title')}
      </h2>
      <div
        className="home-menu"
        role="tablist"
        aria-label={t('home.menu.label')}
        data-testid="home-menu"
        onKeyDown={onKeyDown}
      >
        {keys.map((key) => (
          <button
            key={key}
            ref={(element) => {
              if (element) tabs.current.set(key, element);
              else tabs.current.delete(key);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${key}`}
            aria-selected={key === active}
            aria-controls={`${id}-panel`}
            tabIndex={key === active ? 0 : -1}
            className={`home-menu-item${key === active ? ' is-active' : ''}`}
            onClick={() => setSelected(key)}
          >
            <Icon name={MENU_ICONS[key]} size={18} />
            <span>{t(`home.menu.${key}`)}</span>
          </button>
        ))}
      </div>
      <div className="home-panel" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active}`}>
        <MenuPanel selected={active} menus={menus.data} />
      </div>
    </section>
  );
};

const MenuPanel = ({ selected, menus }: { selected: HomeMenuKey; menus: GameMenusResponse | undefined }) => {
  switch (selected) {
    case 'HOT':
      return <HotPanel />;
    case 'FAV':
      return <FavoritePanel />;
    case 'RECENT':
      return <RecentPanel />;
    case 'INHOUSE':
      return <CategoryGamesPanel type="INHOUSE" />;
    default:
      return <VendorPanel category={selected} menus={menus} />;
  }
};

const HotPanel = () => {
  const hot = useHotGames();
  const menuQuery = useGameMenus();
  // The sections follow the categories that have vendors, so both answers are needed.
  if (hot.isError)
    return <GameListError headingLevel={3} message={hot.error.message} onRetry={() => void hot.refetch()} />;
  if (menuQuery.isError) {
    return (
      <GameListError
        headingLevel={3}
        message={menuQuery.error.message}
        onRetry={() => void menuQuery.refetch()}
      />
    );
  }
  const menus = menuQuery.data;
  if (hot.isPending || !menus) return <HotSectionsSkeleton />;
  const categories = categoriesWithVendors(menus);
  const sections = HOT_SECTIONS.filter((spec) =>
    spec.classify
      ? (menus.mappingVendor[spec.type] ?? []).some((vendor) => vendor.classes.includes('CF'))
      : categories.includes(spec.type),
  );
  return (
    <div className="home-sections">
      {sections.map((spec) => (
        <HotSection
          key={spec.key}
          spec={spec}
          hot={
            spec.classify
              ? undefined
              : hot.data.list.filter(
                  // Cockfight has its own section; the live one keeps to the tables.
                  (game) =>
                    game.gameType === spec.type && !(spec.type === 'LIVE' && game.gameClassify === 'CF'),
                )
          }
        />
      ))}
    </div>
  );
};

/**
 * Before the hot games and the menus arrive: the first sections as they will be laid out (title
 * row, a row of tiles, the "show more" row), enough of them to reach below the first screen, so
 * the sections that arrive take the same place and the page does not move (docs/PERFORMANCE.md).
 */
const SKELETON_SECTIONS = 3;

const HotSectionsSkeleton = () => (
  <div className="home-sections" data-testid="home-sections-skeleton">
    {Array.from({ length: SKELETON_SECTIONS }, (_, index) => (
      <SectionSkeleton key={index} />
    ))}
  </div>
);

const SectionSkeleton = () => {
  const { t } = useTranslation();
  const size = useSectionSize();
  const phone = size === HOME_SECTION.small;
  return (
    <div className="home-section is-skeleton">
      <div className="home-section-head" aria-hidden="true">
        <span className="home-section-title">
          <span className="home-section-title-bar skeleton" />
        </span>
        <span className="home-section-link">{t('home.sectionAll')}</span>
      </div>
      <GameGridSkeleton count={size} layout={phone ? 'strip' : 'grid'} />
      <MoreButtonPlace />
    </div>
  );
};

/**
 * The room of the "show more" button while a section loads: most sections have more games than
 * a row shows, so the button usually comes; keeping its room keeps the next section in place.
 */
const MoreButtonPlace = () => {
  const { t } = useTranslation();
  return (
    <span className="btn btn-secondary home-section-more home-section-more-place" aria-hidden="true">
      {t('home.showMore')}
    </span>
  );
};

/**
 * One section: the category's hot games first, then its first games up to the section's size (hot
 * labels are few — the most played, a small share of the category — so a small category would
 * otherwise show one or two tiles). Cockfight lists its tables.
 */
const HotSection = ({ spec, hot }: { spec: SectionSpec; hot: Game[] | undefined }) => {
  const { t } = useTranslation();
  const size = useSectionSize();
  const hotGames = hot ?? [];
  const listed = hotGames.length < HOME_SECTION.perCategory;
  const list = useGameList(
    { gameType: spec.type, gameClassify: spec.classify, pageNo: 1, pageSize: HOME_SECTION.perCategory },
    { enabled: listed },
  );
  const hotIds = new Set(hotGames.map((game) => game.nodeId));
  const games = !listed
    ? hotGames
    : list.data
      ? [...hotGames, ...list.data.games.filter((game) => !hotIds.has(game.nodeId))].slice(
          0,
          HOME_SECTION.perCategory,
        )
      : // Enough hot games to fill the visible row need not wait for the rest.
        hotGames.length >= size
        ? hotGames
        : undefined;
  if (listed && list.isSuccess && games?.length === 0) return null;
  const title = spec.classify ? t(`home.sections.${spec.classify}`) : t(`categories.${spec.type}`);
  return (
    <GameSection
      title={title}
      icon={spec.classify ? 'live' : CATEGORY_ICONS[spec.type]}
      to={lobbyPath(spec)}
      games={games}
      failed={listed && list.isError && hotGames.length === 0}
      onRetry={() => void list.refetch()}
      testId={`home-section-${spec.key}`}
    />
  );
};

type GameSectionProps = {
  title: string;
  icon: IconName;
  to: string;
  games: readonly Game[] | undefined;
  failed?: boolean;
  onRetry?: () => void;
  testId?: string;
};

/** A titled row of games with "show more" (up to 15) and a link to its lobby. */
export const GameSection = ({ title, icon, to, games, failed, onRetry, testId }: GameSectionProps) => {
  const { t } = useTranslation();
  const id = useId();
  const size = useSectionSize();
  const phone = size === HOME_SECTION.small;
  const [expanded, setExpanded] = useState(false);
  const shown = games?.slice(0, expanded ? HOME_SECTION.expanded : size) ?? [];
  const canExpand = (games?.length ?? 0) > size;

  return (
    <section className="home-section" aria-labelledby={id} data-testid={testId}>
      <div className="home-section-head">
        <h3 id={id} className="home-section-title">
          <Icon name={icon} size={20} />
          {title}
        </h3>
        <Link to={to} className="home-section-link">
          {t('home.sectionAll')}
          <span className="visually-hidden">: {title}</span>
          <Icon name="chevronRight" size={16} />
        </Link>
      </div>
      {failed ? (
        <p className="home-section-error" role="alert">
          {t('games.lists.errorTitle')}{' '}
          <button type="button" className="btn btn-ghost" onClick={onRetry}>
            {t('common.retry')}
          </button>
        </p>
      ) : games === undefined ? (
        <>
          <GameGridSkeleton count={size} layout={phone ? 'strip' : 'grid'} />
          <MoreButtonPlace />
        </>
      ) : (
        <>
          <GameGrid games={shown} layout={phone && !expanded ? 'strip' : 'grid'} />
          {canExpand && (
            <button
              type="button"
              className="btn btn-secondary home-section-more"
              aria-expanded={expanded}
              onClick={() => setExpanded((value) => !value)}
            >
              {t(expanded ? 'home.showLess' : 'home.showMore')}
              <Icon name="chevronDown" size={16} className={expanded ? 'is-flipped' : undefined} />
            </button>
          )}
        </>
      )}
    </section>
  );
};

const PanelGames = ({ games, to, linkLabel }: { games: readonly Game[]; to: string; linkLabel: string }) => (
  <>
    <GameGrid games={games.slice(0, HOME_SECTION.expanded)} />
    <div className="home-panel-foot">
      <Link to={to} className="btn btn-secondary">
        {linkLabel}
        <Icon name="chevronRight" size={16} />
      </Link>
    </div>
  </>
);

const FavoritePanel = () => {
  const { t } = useTranslation();
  const size = useSectionSize();
  const favorites = useFavoriteList();
  if (favorites.isPending) return <GameGridSkeleton count={size} />;
  if (favorites.isError)
    return (
      <GameListError
        headingLevel={3}
        message={favorites.error.message}
        onRetry={() => void favorites.refetch()}
      />
    );
  const games = favorites.data.pages.flatMap((page) => page.content);
  if (games.length === 0) {
    return <EmptyOwnGames list="favorite" headingLevel={3} />;
  }
  return <PanelGames games={games} to="/favorite" linkLabel={t('home.allFavorites')} />;
};

const RecentPanel = () => {
  const { t } = useTranslation();
  const size = useSectionSize();
  const recent = useRecentGames();
  if (recent.isPending) return <GameGridSkeleton count={size} />;
  if (recent.isError)
    return (
      <GameListError headingLevel={3} message={recent.error.message} onRetry={() => void recent.refetch()} />
    );
  return <PanelGames games={recent.data.list} to="/recent" linkLabel={t('home.allRecent')} />;
};

const CategoryGamesPanel = ({ type }: { type: GameType }) => {
  const { t } = useTranslation();
  const size = useSectionSize();
  const list = useGameList({ gameType: type, pageNo: 1, pageSize: HOME_SECTION.expanded });
  if (list.isPending) return <GameGridSkeleton count={size} />;
  if (list.isError)
    return (
      <GameListError headingLevel={3} message={list.error.message} onRetry={() => void list.refetch()} />
    );
  const category = t(`categories.${type}`);
  return (
    <PanelGames
      games={list.data.games}
      to={CATEGORY_ROUTES[type]}
      linkLabel={t('home.allOf', { category })}
    />
  );
};

/** A category's vendors as cards, each opening the lobby on that vendor. */
const VendorPanel = ({ category, menus }: { category: GameType; menus: GameMenusResponse | undefined }) => {
  const { t } = useTranslation();
  const size = useSectionSize();
  const language = useLanguage();
  const lanes = useNewGameVendor();
  const lane = lanes.data?.data.lanes.find((entry) => entry.gameCategory === category);
  // The menus already list the vendors; the lanes answer, when it came, is the home's own order.
  const vendors = lane?.vendors ?? menus?.mappingVendor[category] ?? [];
  if (lanes.isPending && vendors.length === 0) return <GameGridSkeleton count={size} />;
  const name = t(`categories.${category}`);
  return (
    <>
      <ul className="home-vendors" data-testid="home-vendors">
        {vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <Link
              to={`${CATEGORY_ROUTES[category]}?${new URLSearchParams({ vassalage: vendor.vassalage }).toString()}`}
              className="home-vendor"
            >
              <VendorLogo vendor={vendor} height={48} />
              <span className="visually-hidden">{vendor.displayName}</span>
              <span className="home-vendor-count">
                {t('games.lobby.count', {
                  count: vendor.gameCount,
                  total: formatCount(vendor.gameCount, language),
                })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="home-panel-foot">
        <Link to={CATEGORY_ROUTES[category]} className="btn btn-secondary">
          {t('home.allOf', { category: name })}
          <Icon name="chevronRight" size={16} />
        </Link>
      </div>
    </>
  );
};
