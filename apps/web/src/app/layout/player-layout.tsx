import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';
import { DESKTOP_QUERY } from '../../lib/device';
import { useMediaQuery } from '../../lib/use-media-query';
import { isGamePage } from '../route-paths';
import { useUiStore } from '../ui-store';
import { BottomBar } from './bottom-bar';
import { Footer } from './footer';
import { Header } from './header';
import { SideMenu } from './side-menu';
import { TrialBanner } from './trial-banner';
import './layout.css';

/** The player site: header, side menu (rail on desktop, drawer below), main, footer, phone bar. */
export const PlayerLayout = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const gamePage = isGamePage(pathname);
  const collapsed = useUiStore((state) => state.collapsed);
  const drawerOpen = useUiStore((state) => state.drawerOpen);
  const setDrawerOpen = useUiStore((state) => state.setDrawerOpen);

  // A drawer left open would cover the page the visitor just navigated to.
  useEffect(() => {
    setDrawerOpen(false);
  }, [pathname, setDrawerOpen]);

  const showRail = isDesktop && !gamePage;
  const showDrawer = !isDesktop && !gamePage;

  return (
    <div
      className={`shell${showRail ? ' has-rail' : ''}${collapsed ? ' is-collapsed' : ''}${gamePage ? ' is-game' : ''}`}
    >
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <Header showMenuButton={!gamePage} isDesktop={isDesktop} />
      <TrialBanner />
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
      {showDrawer && (
        <RadixDialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
          <RadixDialog.Portal>
            <RadixDialog.Overlay className="drawer-overlay" />
            <RadixDialog.Content className="drawer" aria-describedby={undefined}>
              <div className="drawer-top">
                <RadixDialog.Title className="drawer-title">{t('menu.label')}</RadixDialog.Title>
                <RadixDialog.Close className="icon-btn" aria-label={t('header.closeMenu')}>
                  <Icon name="close" size={22} />
                </RadixDialog.Close>
              </div>
              <SideMenu onNavigate={() => setDrawerOpen(false)} showClock />
            </RadixDialog.Content>
          </RadixDialog.Portal>
        </RadixDialog.Root>
      )}
      {!gamePage && <BottomBar />}
    </div>
  );
};
