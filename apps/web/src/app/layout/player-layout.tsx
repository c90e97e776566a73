import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from '../../i18n';
import { lazyOverlay } from '../../components/lazy-overlay';
import { COMPACT_GAME_QUERY, DESKTOP_QUERY } from '../../lib/device';
import { useLiveChannel } from '../../lib/live-channel';
import { useSessionStore } from '../../lib/session-store';
import { useMediaQuery } from '../../lib/use-media-query';
import { isGamePage } from '../route-paths';
import { useUiStore } from '../ui-store';
import { BottomBar } from './bottom-bar';
import { Footer } from './footer';
import { Header } from './header';
import { SideMenu } from './side-menu';
import { SiteModalHost } from './site-modal-host';
import { TrialBanner } from './trial-banner';
import { ContractPopupGate } from '../../features/contracts/components/contract-popup-gate';
import './layout.css';

// Desktops never open the drawer, and phones only on a tap: Radix loads then, not with the page.
const MenuDrawer = lazyOverlay(() => import('./menu-drawer').then((module) => module.MenuDrawer));
// The chat room loads when it is opened (docs/chat-room.md).
const ChatRoomPanel = lazyOverlay(() =>
  import('../../features/chat/components/chat-room').then((module) => module.ChatRoomPanel),
);

/** The player site: header, side menu (rail on desktop, drawer below), main, footer, phone bar. */
export const PlayerLayout = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const gamePage = isGamePage(pathname);
  // On a phone the game page's own slim bar (back, name, balance, full screen) replaces the header.
  const compactGame = useMediaQuery(COMPACT_GAME_QUERY) && gamePage;
  const collapsed = useUiStore((state) => state.collapsed);
  const drawerOpen = useUiStore((state) => state.drawerOpen);
  const setDrawerOpen = useUiStore((state) => state.setDrawerOpen);
  const chatOpen = useUiStore((state) => state.chatOpen);
  const setChatOpen = useUiStore((state) => state.setChatOpen);
  const hasSession = useSessionStore((state) => Boolean(state.token));
  // One socket per open page while a session is: balance, messages, announcements, chat.
  useLiveChannel();

  // A drawer left open would cover the page the visitor just navigated to.
  useEffect(() => {
    setDrawerOpen(false);
  }, [pathname, setDrawerOpen]);

  const closeDrawer = () => setDrawerOpen(false);
  const showRail = isDesktop && !gamePage;
  const showDrawer = !isDesktop && !gamePage;

  return (
    <div
      className={`shell${showRail ? ' has-rail' : ''}${collapsed ? ' is-collapsed' : ''}${gamePage ? ' is-game' : ''}`}
    >
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      {!compactGame && <Header showMenuButton={!gamePage} isDesktop={isDesktop} />}
      {!compactGame && <TrialBanner />}
      <div className="shell-body">
        {showRail && (
          <aside className="shell-rail">
            <SideMenu collapsed={collapsed} />
          </aside>
        )}
        <div className="shell-column">
          <main id="main" className="shell-main" tabIndex={-1}>
            <Outlet />
          </main>
          {!gamePage && <Footer />}
        </div>
      </div>
      {showDrawer && drawerOpen && <MenuDrawer onClose={closeDrawer} onLoadFailed={closeDrawer} />}
      {!gamePage && <BottomBar />}
      {!gamePage && <ContractPopupGate />}
      <SiteModalHost />
      {chatOpen && hasSession && (
        <ChatRoomPanel onClose={() => setChatOpen(false)} onLoadFailed={() => setChatOpen(false)} />
      )}
    </div>
  );
};
