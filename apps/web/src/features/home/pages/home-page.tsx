import { startTransition, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { shownHomeBanners } from '@platform/contracts';
import { useTranslation } from '../../../i18n';
import { Icon } from '../../../components/icon';
import { useAnnouncements } from '../../../lib/announcements';
import { useGameMenus } from '../../../lib/catalogue/get-game-menus';
import { CATEGORY_ROUTES, useLobbyCategories } from '../../../lib/categories';
import { useSessionStore } from '../../../lib/session-store';
import { useSystemInfo } from '../../../lib/system-info';
import { usePageTitle } from '../../../lib/use-page-title';
import { BannerCarousel, BannerSkeleton } from '../components/banner-carousel';
import { HomeCatalogue } from '../components/home-catalogue';
import { NoticeTicker, NoticeTickerSkeleton } from '../components/notice-ticker';
import { WinnersBoard } from '../components/winners-board';
import './home-page.css';

/**
 * Home (spec 2): banners, the notice ticker, the category menu with its games, and the winners
 * board. Without banners the brand's own introduction takes their place.
 */
export default function HomePage() {
  const { t } = useTranslation();
  usePageTitle();
  const announcements = useAnnouncements();
  // Whether a banner's lobby link works depends on the menus: the banners wait for both.
  const menus = useGameMenus();
  const lobbies = useLobbyCategories();
  const bannersPending = announcements.isPending || menus.isPending;
  // A banner whose link leads to a placeholder or an empty lobby is not shown (lib/working-links).
  const banners = shownHomeBanners(announcements.data?.banners ?? [], lobbies);
  const notices = announcements.data?.player ?? [];
  // The catalogue and the winners board, below the first screen, draw in a second pass: the first
  // one (banner and notices) is then a shorter task for a phone's main thread.
  const [belowFold, setBelowFold] = useState(false);
  useEffect(() => startTransition(() => setBelowFold(true)), []);

  return (
    <div className="home" data-testid="home-page">
      {bannersPending ? (
        <>
          <h1 className="visually-hidden">{t('home.heroTitle')}</h1>
          <BannerSkeleton />
        </>
      ) : banners.length > 0 ? (
        <>
          <h1 className="visually-hidden">{t('home.heroTitle')}</h1>
          <BannerCarousel banners={banners} />
        </>
      ) : (
        <Hero />
      )}
      {announcements.isPending ? <NoticeTickerSkeleton /> : <NoticeTicker notices={notices} />}
      {belowFold && (
        <>
          <HomeCatalogue />
          <WinnersBoard />
        </>
      )}
    </div>
  );
}

const Hero = () => {
  const { t } = useTranslation();
  const { brand } = useSystemInfo().info;
  const loggedIn = useSessionStore((state) => Boolean(state.token));
  const firstLobby = useLobbyCategories()[0];
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="home-hero-content">
        <p className="home-hero-eyebrow">{brand.name}</p>
        <h1 id="home-hero-title" className="home-hero-title">
          {t('home.heroTitle')}
        </h1>
        <p className="home-hero-text">{t('home.heroText')}</p>
        <div className="home-hero-actions">
          {!loggedIn && (
            <Link to="/register" className="btn btn-primary btn-lg">
              {t('home.heroCta')}
            </Link>
          )}
          {firstLobby && (
            <Link
              to={CATEGORY_ROUTES[firstLobby]}
              className={`btn btn-lg ${loggedIn ? 'btn-primary' : 'btn-secondary'}`}
            >
              {t('home.heroSecondary')}
            </Link>
          )}
        </div>
      </div>
      <div className="home-hero-art" aria-hidden="true">
        <span className="home-hero-orb">
          <Icon name="star" size={64} />
        </span>
        <span className="home-hero-token home-hero-token-1">
          <Icon name="slots" size={26} />
        </span>
        <span className="home-hero-token home-hero-token-2">
          <Icon name="sports" size={26} />
        </span>
        <span className="home-hero-token home-hero-token-3">
          <Icon name="live" size={26} />
        </span>
      </div>
    </section>
  );
};
