import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { LotteryMenuGame, LotteryOpenedDraw, LotteryPrizeMode, OpenedGame } from '@platform/contracts';
import { useTranslation } from '../../../i18n';
import { Icon } from '../../../components/icon';
import { StatePanel } from '../../../components/state-panel';
import { formatDateTime } from '../../../lib/format';
import { useVnGameMenu } from '../../../lib/lottery';
import { useLanguage } from '../../../lib/use-language';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOpenedNumbers } from '../api/get-opened-numbers';
import { lotteryGamePath } from './lottery-paths';
import './lottery.css';

/**
 * The prize modes the lobby shows as tabs. ZY lists the same VN regional games as LOTT at the same
 * prices (docs/decisions/0022-lottery-menus.md), so the lobby does not show them twice.
 */
const SHOWN_MODES: readonly LotteryPrizeMode[] = ['LOTT', 'ELOTT', 'SEA'];

type HeadlinePrize = 'SPECIAL' | 'G1' | 'FIRST' | 'SECOND' | 'THIRD' | 'RESULT';
/** The rows of a drawn result a card shows: the headline prizes of each product. */
const HEADLINE_PRIZES: Record<OpenedGame['product'], readonly HeadlinePrize[]> = {
  VN: ['SPECIAL', 'G1'],
  SEA_4D: ['FIRST', 'SECOND', 'THIRD'],
  ELOTT: ['RESULT'],
};

/** The tab an address opens on: /seaLottery on SEA 4D, /vnLottery on the VN games. */
const modeOfPath = (pathname: string): LotteryPrizeMode | null => {
  const path = pathname.toLowerCase();
  if (path.startsWith('/sealottery')) return 'SEA';
  if (path.startsWith('/vnlottery')) return 'LOTT';
  return null;
};

const when = (ms: number, language: ReturnType<typeof useLanguage>) =>
  formatDateTime(new Date(ms).toISOString(), language) ?? '';

const OpenedDraw = ({ draw, product }: { draw: LotteryOpenedDraw; product: OpenedGame['product'] }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const rows = HEADLINE_PRIZES[product].flatMap((prize) => {
    const row = draw.prizes.find((each) => each.prize === prize);
    return row ? [{ prize, numbers: row.numbers }] : [];
  });
  return (
    <div className="lottery-draw" data-testid="lottery-draw">
      <span className="lottery-draw-when">
        {draw.provinceName ? `${draw.provinceName} · ` : ''}
        {when(draw.drawAt, language)}
      </span>
      {rows.map((row) => (
        <dl className="lottery-prize" key={row.prize}>
          <dt>{t(`lottery.prizes.${row.prize}`)}</dt>
          <dd>
            {row.numbers.map((number, index) => (
              <span className="lottery-ball" key={`${index}-${number}`}>
                {number}
              </span>
            ))}
          </dd>
        </dl>
      ))}
    </div>
  );
};

const GameCard = ({ game, opened }: { game: LotteryMenuGame; opened: OpenedGame | undefined }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <li className="lottery-card" data-testid="lottery-card">
      <div className="lottery-card-head">
        <img className="lottery-card-icon" src={game.iconUrl} alt="" width={48} height={48} loading="lazy" />
        <div>
          <h2 className="lottery-card-title">{game.gameName}</h2>
          <p className="lottery-card-next">
            {game.nextDraw
              ? t('lottery.closesAt', { time: when(game.nextDraw.closesAt, language) })
              : t('lottery.noNextDraw')}
          </p>
        </div>
      </div>
      {opened && opened.opened.length > 0 ? (
        opened.opened.map((draw) => <OpenedDraw key={draw.drawId} draw={draw} product={opened.product} />)
      ) : (
        <p className="lottery-no-draw">{t('lottery.noResults')}</p>
      )}
      <div className="lottery-actions">
        <Link
          className="btn btn-primary"
          to={lotteryGamePath(game, 'betting')}
          aria-label={t('lottery.betOn', { name: game.gameName })}
        >
          {t('lottery.bet')}
        </Link>
        <Link
          className="btn btn-secondary"
          to={lotteryGamePath(game, 'lobby')}
          aria-label={t('lottery.lobbyOf', { name: game.gameName })}
        >
          {t('lottery.lobby')}
        </Link>
      </div>
    </li>
  );
};

/**
 * The lottery's pages hide the side menu, and on a phone the site header too (route-paths
 * GAME_PAGE_PATHS): the lobby's own slim bar leads home, as a game's leads to the lobby.
 */
const LobbyFrame = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <div className="lottery-page">
      <div className="lottery-game-bar">
        <Link to="/" className="btn btn-ghost" aria-label={t('lottery.home')}>
          <Icon name="chevronLeft" size={18} />
          <span>{t('common.home')}</span>
        </Link>
        <h1 className="lottery-game-title">{t('lottery.title')}</h1>
      </div>
      {children}
    </div>
  );
};

/**
 * The lottery lobby (/lottery, /vnLottery, /seaLottery): the games a launch opens, per prize mode,
 * each with its latest opened numbers and its next close, opening on its betting board or its
 * own lobby. Numbers follow every 30 s while the page is open.
 */
export const LotteryLobby = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  usePageTitle(t('lottery.title'));
  const menu = useVnGameMenu();
  const opened = useOpenedNumbers();
  const [chosen, setChosen] = useState<LotteryPrizeMode | null>(() => modeOfPath(pathname));

  if (menu.isPending) {
    return (
      <LobbyFrame>
        <div className="lottery-lobby" role="status" aria-label={t('common.loading')}>
          {[0, 1, 2].map((index) => (
            <div key={index} className="lottery-skeleton skeleton" />
          ))}
        </div>
      </LobbyFrame>
    );
  }
  if (menu.isError) {
    return (
      <StatePanel
        icon="lottery"
        tone="danger"
        title={t('lottery.errorTitle')}
        description={t('lottery.errorText')}
      >
        <button type="button" className="btn btn-primary" onClick={() => void menu.refetch()}>
          {t('lottery.retry')}
        </button>
      </StatePanel>
    );
  }
  const groups = menu.data.vnLotteryMenus.gameMenus.filter((group) => SHOWN_MODES.includes(group.prizeMode));
  if (groups.length === 0) {
    return (
      <LobbyFrame>
        <StatePanel
          icon="lottery"
          headingLevel={2}
          title={t('lottery.emptyTitle')}
          description={t('lottery.emptyText')}
        >
          <Link to="/" className="btn btn-primary">
            {t('lottery.home')}
          </Link>
        </StatePanel>
      </LobbyFrame>
    );
  }
  const current = groups.find((group) => group.prizeMode === chosen) ?? groups[0]!;
  const openedOf = new Map((opened.data?.list ?? []).map((game) => [game.gameCode, game]));

  return (
    <LobbyFrame>
      <div className="lottery-lobby" data-testid="lottery-lobby">
        <p className="lottery-intro">{t('lottery.intro')}</p>
        <div className="lottery-tabs" role="tablist" aria-label={t('lottery.modes')}>
          {groups.map((group) => (
            <button
              key={group.prizeMode}
              type="button"
              role="tab"
              className="lottery-tab"
              aria-selected={group.prizeMode === current.prizeMode}
              onClick={() => setChosen(group.prizeMode)}
            >
              {t(`lottery.mode.${group.prizeMode}`)}
            </button>
          ))}
        </div>
        {opened.isError && <p className="lottery-no-draw">{t('lottery.resultsUnavailable')}</p>}
        <ul className="lottery-grid" role="tabpanel" aria-label={t(`lottery.mode.${current.prizeMode}`)}>
          {current.games.map((game) => (
            <GameCard key={game.gameCode} game={game} opened={openedOf.get(game.gameCode)} />
          ))}
        </ul>
      </div>
    </LobbyFrame>
  );
};
