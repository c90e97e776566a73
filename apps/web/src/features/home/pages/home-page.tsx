import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GameCategory } from '@platform/contracts';
import { Icon } from '../../../components/icon';
import { StatePanel } from '../../../components/state-panel';
import { CATEGORY_ICONS, CATEGORY_ROUTES } from '../../../lib/categories';
import { useSessionStore } from '../../../lib/session-store';
import { useSystemInfo } from '../../../lib/system-info';
import { usePageTitle } from '../../../lib/use-page-title';
import './home-page.css';

const HOME_CHIPS: GameCategory[] = [
  'HOME',
  'LIVE',
  'RNG',
  'FISH',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'PVP',
  'INHOUSE',
];

export default function HomePage() {
  const { t } = useTranslation();
  const { brand } = useSystemInfo().info;
  const loggedIn = useSessionStore((state) => Boolean(state.token));
  usePageTitle();

  return (
    <div className="home" data-testid="home-page">
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
            <Link to="/promotions" className={`btn btn-lg ${loggedIn ? 'btn-primary' : 'btn-secondary'}`}>
              {t('home.heroSecondary')}
            </Link>
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

      <section className="home-section" aria-labelledby="home-categories">
        <h2 id="home-categories" className="home-section-title">
          {t('home.categoriesTitle')}
        </h2>
        <ul className="home-chips" data-testid="category-chips">
          {HOME_CHIPS.map((category) => (
            <li key={category}>
              <NavLink
                to={CATEGORY_ROUTES[category]}
                end
                className={({ isActive }) => `home-chip${isActive ? ' is-active' : ''}`}
              >
                <Icon name={CATEGORY_ICONS[category]} size={18} />
                <span>{t(`categories.${category}`)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </section>

      <section className="home-section" aria-labelledby="home-games">
        <h2 id="home-games" className="home-section-title">
          {t('home.gamesTitle')}
        </h2>
        <div className="home-empty">
          <StatePanel
            icon="slots"
            headingLevel={3}
            title={t('home.emptyTitle')}
            description={t('home.emptyText')}
          >
            <Link to="/promotions" className="btn btn-secondary">
              {t('home.emptyAction')}
            </Link>
          </StatePanel>
        </div>
      </section>
    </div>
  );
}
