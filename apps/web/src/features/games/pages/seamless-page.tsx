import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { GAME_BALANCE_MESSAGE } from '@platform/contracts';
import { useTranslation } from '../../../i18n';
import { FullPageLoader } from '../../../components/full-page-loader';
import { Icon } from '../../../components/icon';
import { RegisterRealButton } from '../../../components/register-real-button';
import { StatePanel } from '../../../components/state-panel';
import { isApiError } from '../../../lib/api-client';
import { usePageLaunch } from '../../../lib/catalogue/launch-game';
import { demoBalanceOf, useDemoBalanceStore } from '../../../lib/demo-balance';
import { useLaunchStore } from '../../../lib/launch-store';
import { memberInfoPrefix } from '../../../lib/member-info';
import { usePageTitle } from '../../../lib/use-page-title';
import { GameBalance } from '../components/game-balance';
import { useFullscreen } from '../components/use-fullscreen';
import '../components/seamless.css';

/**
 * The game page (/seamless?nodeId=…&name=…): the vendor's game in a full-width frame, with the
 * side menu hidden (route-paths GAME_PAGE_PATHS). The launch address comes from the tile that was
 * clicked, handed over in memory; opened any other way (a reload, a link) the page launches itself.
 * On a phone (lib/device COMPACT_GAME_QUERY) the site header steps aside and this page's slim bar
 * carries back, name, balance and full screen; where the browser has no element full screen
 * (iPhone Safari), the bar itself can be tucked away instead.
 */
export default function SeamlessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const nodeId = params.get('nodeId')?.trim() ?? '';
  const pending = useLaunchStore((state) => state.pending);
  const [handedOver] = useState(() => (pending && pending.nodeId === nodeId ? pending : undefined));
  const launch = usePageLaunch(nodeId, handedOver);
  const [frameLoaded, setFrameLoaded] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(stage);
  const [barHidden, setBarHidden] = useState(false);
  // The frame's identity: a new frame only when the player reloads the game. Not the query's
  // dataUpdatedAt: a launch query (gcTime 0) can be dropped and built again between the first
  // render and its subscription, which stamps the same handed-over launch anew and would replace
  // the frame (its page requested twice, the first aborted).
  const [frameKey, setFrameKey] = useState(0);

  // A launch address opens the game once: going back and forward again must launch anew.
  useEffect(() => {
    if (handedOver) useLaunchStore.getState().clear(handedOver);
  }, [handedOver]);

  // A game that moved the balance (a bet, a win) says so; the header then re-reads the wallet.
  // Only the frame's own origin is heard.
  const queryClient = useQueryClient();
  const gameUrl = launch.data?.url;
  useEffect(() => {
    if (!gameUrl) return;
    const gameOrigin = new URL(gameUrl, window.location.href).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== gameOrigin) return;
      if ((event.data as { type?: unknown } | null)?.type !== GAME_BALANCE_MESSAGE) return;
      // Free play: the game's demo credits are the trial player's balance (lib/demo-balance).
      const demoBalance = demoBalanceOf(event.data);
      if (demoBalance !== null) useDemoBalanceStore.getState().show(demoBalance);
      else void queryClient.invalidateQueries({ queryKey: memberInfoPrefix });
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      useDemoBalanceStore.getState().clear();
    };
  }, [gameUrl, queryClient]);

  const name = launch.data?.gameName || params.get('name')?.trim() || t('pages.seamless.title');
  usePageTitle(name);

  const back = () => {
    // React Router numbers history entries; the first one has nowhere to go back to.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/');
  };

  if (!nodeId) {
    return (
      <StatePanel
        icon="slots"
        title={t('games.seamless.noGameTitle')}
        description={t('games.seamless.noGameText')}
      >
        <Link to="/rng" className="btn btn-primary">
          {t('games.seamless.explore')}
        </Link>
      </StatePanel>
    );
  }

  const reload = () => {
    setFrameLoaded(false);
    setFrameKey((value) => value + 1);
    void launch.refetch();
  };

  return (
    <div className={`seamless${barHidden ? ' is-bar-hidden' : ''}`} data-testid="seamless-page">
      {barHidden ? (
        <button
          type="button"
          className="seamless-show-bar"
          aria-label={t('games.seamless.showBar')}
          title={t('games.seamless.showBar')}
          onClick={() => setBarHidden(false)}
          data-testid="seamless-show-bar"
        >
          <Icon name="chevronDown" size={18} />
        </button>
      ) : (
        <div className="seamless-bar" data-testid="seamless-bar">
          <button
            type="button"
            className="btn btn-ghost seamless-back"
            onClick={back}
            aria-label={t('games.seamless.back')}
          >
            <Icon name="chevronLeft" size={18} />
            <span className="seamless-back-text">{t('games.seamless.back')}</span>
          </button>
          <h1 className="seamless-title" title={name}>
            {name}
          </h1>
          {launch.data?.demo && <span className="seamless-demo">{t('games.seamless.demo')}</span>}
          <GameBalance className="seamless-balance" />
          <button
            type="button"
            className="icon-btn seamless-reload"
            aria-label={t('games.seamless.reload')}
            title={t('games.seamless.reload')}
            onClick={reload}
            disabled={launch.isFetching}
          >
            <Icon name="refresh" size={18} />
          </button>
          {fullscreen.supported ? (
            <button
              type="button"
              className="icon-btn seamless-fullscreen"
              aria-label={t(
                fullscreen.active ? 'games.seamless.exitFullscreen' : 'games.seamless.fullscreen',
              )}
              title={t(fullscreen.active ? 'games.seamless.exitFullscreen' : 'games.seamless.fullscreen')}
              onClick={() => void fullscreen.toggle()}
              data-testid="seamless-fullscreen"
            >
              <Icon name={fullscreen.active ? 'shrink' : 'expand'} size={18} />
            </button>
          ) : (
            <button
              type="button"
              className="icon-btn seamless-hide-bar"
              aria-label={t('games.seamless.hideBar')}
              title={t('games.seamless.hideBar')}
              onClick={() => setBarHidden(true)}
              data-testid="seamless-hide-bar"
            >
              <Icon name="chevronUp" size={18} />
            </button>
          )}
        </div>
      )}

      <div className="seamless-stage" ref={stage} data-testid="seamless-stage">
        {launch.isError ? (
          <LaunchFailed error={launch.error} onRetry={reload} onBack={back} />
        ) : (
          <>
            {launch.data && !launch.isFetching && (
              <iframe
                key={frameKey}
                className="seamless-frame"
                src={launch.data.url}
                title={name}
                allow="autoplay; fullscreen; encrypted-media; clipboard-write"
                allowFullScreen
                onLoad={() => setFrameLoaded(true)}
                data-testid="seamless-frame"
              />
            )}
            {(!launch.data || launch.isFetching || !frameLoaded) && (
              <FullPageLoader within label={t('games.seamless.loading', { name })} />
            )}
          </>
        )}
      </div>
    </div>
  );
}

const LaunchFailed = ({
  error,
  onRetry,
  onBack,
}: {
  error: Error;
  onRetry: () => void;
  onBack: () => void;
}) => {
  const { t } = useTranslation();
  const needsRealAccount = isApiError(error) && error.code === 'in-need-true-account';
  return (
    <StatePanel
      icon="warning"
      tone="danger"
      headingLevel={2}
      title={t('games.seamless.failedTitle')}
      description={needsRealAccount ? t('trial.in_need_true_account') : error.message}
    >
      {needsRealAccount ? (
        <RegisterRealButton />
      ) : (
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
      <button type="button" className="btn btn-secondary" onClick={onBack}>
        {t('games.seamless.back')}
      </button>
    </StatePanel>
  );
};
