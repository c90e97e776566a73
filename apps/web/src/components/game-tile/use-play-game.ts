import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n';
import type { Game } from '@platform/contracts';
import { openAccountModal } from '../../lib/account-modal-store';
import { useLaunchGame } from '../../lib/catalogue/launch-game';
import { seamlessPath, useLaunchStore } from '../../lib/launch-store';
import { lotteryGamePath, vnGameMenuQueryOptions } from '../../lib/lottery';
import { isTrialSession, useSessionStore } from '../../lib/session-store';
import { useLanguage } from '../../lib/use-language';
import { showTrialDialog } from '../real-account-guard';
import { showCatalogueError } from './catalogue-errors';

/**
 * Play from a tile (spec sections 4 and 6): visitors get the login popup; trial users may open
 * free-play games only, others get 'in_need_true_account'; members launch, and the game page
 * opens with the launch address handed over in memory. A game of the lottery's menu opens on the
 * lottery's own page instead (/lottery?gameCode=, spec section 2), which launches it with the
 * lottery launch payload.
 */
export const usePlayGame = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useLanguage();
  const token = useSessionStore((state) => state.token);
  const trial = useSessionStore(isTrialSession);
  const setPending = useLaunchStore((state) => state.setPending);
  const launch = useLaunchGame();
  const queryClient = useQueryClient();

  const launchOnGamePage = (game: Game) =>
    launch.mutate(
      { nodeId: game.nodeId, language },
      {
        onSuccess: (result) => {
          setPending(result);
          navigate(seamlessPath({ nodeId: result.nodeId, gameName: result.gameName || game.gameName }));
        },
        onError: (error) => showCatalogueError(error, t('games.tile.launchFailedTitle')),
      },
    );

  /** The lottery's page for a game its menu lists; the game page for any other lottery game. */
  const openLotteryGame = async (game: Game) => {
    const menu = await queryClient.fetchQuery(vnGameMenuQueryOptions(language)).catch(() => null);
    const path = menu ? lotteryGamePath(menu, game.gameCode) : null;
    if (path) navigate(path);
    else launchOnGamePage(game);
  };

  const play = (game: Game) => {
    if (!token) {
      openAccountModal({ kind: 'login' });
      return;
    }
    if (trial && !game.freePlay) {
      showTrialDialog();
      return;
    }
    if (launch.isPending) return;
    if (game.gameType === 'LOTT' || game.gameType === 'ELOTT') void openLotteryGame(game);
    else launchOnGamePage(game);
  };

  return { play, launching: launch.isPending };
};
