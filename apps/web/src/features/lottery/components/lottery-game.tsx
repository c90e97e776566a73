import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  GAME_BALANCE_MESSAGE,
  LOTTERY_PRIZE_MODES,
  type LotteryMenuGame,
  type LotteryPrizeMode,
} from '@platform/contracts';
import { useTranslation } from '../../../i18n';
import { FullPageLoader } from '../../../components/full-page-loader';
import { Icon } from '../../../components/icon';
import { StatePanel } from '../../../components/state-panel';
import { isApiError } from '../../../lib/api-client';
import { catalogueKeys } from '../../../lib/catalogue/keys';
import { launchGame } from '../../../lib/catalogue/launch-game';
import { currentDevice } from '../../../lib/device';
import { useVnGameMenu } from '../../../lib/lottery';
import { memberInfoPrefix } from '../../../lib/member-info';
import { useSessionStore } from '../../../lib/session-store';
import { useLanguage } from '../../../lib/use-language';
import { usePageTitle } from '../../../lib/use-page-title';
import type { LotteryView } from './lottery-paths';
import './lottery.css';

const isPrizeMode = (value: string | null): value is LotteryPrizeMode =>
  (LOTTERY_PRIZE_MODES as readonly string[]).includes(value ?? '');

/** The game the address names, under the prize mode it names when that is one of the game's. */
const findGame = (
  groups: ReadonlyArray<{ prizeMode: LotteryPrizeMode; games: LotteryMenuGame[] }>,
  gameCode: string,
  prizeMode: string | null,
): LotteryMenuGame | undefined => {
  const all = groups.flatMap((group) => group.games).filter((game) => game.gameCode === gameCode);
  return all.find((game) => isPrizeMode(prizeMode) && game.lottoPrizeMode === prizeMode) ?? all[0];
};

/**
 * A lottery game (/lottery?gameCode=…&lottoView=…&lottoPrizeMode=…): launched with the lottery
 * launch payload and shown in a frame below a slim bar whose back button returns to the lobby.
 * Each launch address works once: the launch is a query forgotten as soon as the page closes.
 */
export const LotteryGame = ({
  gameCode,
  view,
  prizeMode,
}: {
  gameCode: string;
  view: LotteryView;
  prizeMode: string | null;
}) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const token = useSessionStore((state) => state.token);
  const queryClient = useQueryClient();
  const menu = useVnGameMenu();
  const game = menu.data ? findGame(menu.data.vnLotteryMenus.gameMenus, gameCode, prizeMode) : undefined;
  const [frameLoaded, setFrameLoaded] = useState(false);
  usePageTitle(game?.gameName ?? t('lottery.title'));

  const launch = useQuery({
    queryKey: ['lotteryLaunch', token, game?.nodeId, game?.lottoPrizeMode, view],
    queryFn: async () => {
      const answer = await launchGame({
        nodeId: game!.nodeId,
        language,
        lottoPrizeMode: game!.lottoPrizeMode,
        lottoView: view,
        device: currentDevice() === 'MOBILE' ? 'mobile' : 'desktop',
        backUrl: `${window.location.origin}/lottery`,
      });
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.recent });
      return answer;
    },
    enabled: Boolean(token && game),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

  // A ticket bought or paid moves the balance: the header reads the wallet again. Only the
  // frame's own origin is heard.
  const gameUrl = launch.data?.url;
  useEffect(() => {
    if (!gameUrl) return;
    const origin = new URL(gameUrl, window.location.href).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      if ((event.data as { type?: unknown } | null)?.type !== GAME_BALANCE_MESSAGE) return;
      void queryClient.invalidateQueries({ queryKey: memberInfoPrefix });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [gameUrl, queryClient]);

  if (menu.isPending) return <FullPageLoader label={t('lottery.opening')} />;
  if (menu.isError || !game) {
    return (
      <StatePanel
        icon="lottery"
        title={t(menu.isError ? 'lottery.errorTitle' : 'lottery.gameUnavailableTitle')}
        description={t(menu.isError ? 'lottery.errorText' : 'lottery.gameUnavailableText')}
      >
        <Link to="/lottery" className="btn btn-primary">
          {t('lottery.backToLobby')}
        </Link>
      </StatePanel>
    );
  }

  return (
    <div className="lottery-game" data-testid="lottery-game">
      <div className="lottery-game-bar">
        <Link to="/lottery" className="btn btn-ghost" aria-label={t('lottery.backToLobby')}>
          <Icon name="chevronLeft" size={18} />
          <span>{t('lottery.back')}</span>
        </Link>
        <h1 className="lottery-game-title" title={game.gameName}>
          {game.gameName}
        </h1>
      </div>
      <div className="lottery-game-stage">
        {launch.isError ? (
          <StatePanel
            icon="lottery"
            tone="danger"
            headingLevel={2}
            title={t('lottery.launchFailedTitle')}
            description={isApiError(launch.error) ? launch.error.message : t('lottery.errorText')}
          >
            <button type="button" className="btn btn-primary" onClick={() => void launch.refetch()}>
              {t('lottery.retry')}
            </button>
          </StatePanel>
        ) : (
          <>
            {launch.data && (
              <iframe
                className="lottery-game-frame"
                src={launch.data.url}
                title={game.gameName}
                allow="autoplay; fullscreen; clipboard-write"
                onLoad={() => setFrameLoaded(true)}
                data-testid="lottery-frame"
              />
            )}
            {(!launch.data || !frameLoaded) && <FullPageLoader within label={t('lottery.opening')} />}
          </>
        )}
      </div>
    </div>
  );
};
