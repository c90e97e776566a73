import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { AgeBadge } from '../../components/age-badge';
import { Icon, type IconName } from '../../components/icon';
import { VendorLogo } from '../../components/vendor-logo';
import { CATEGORY_ROUTES, categoriesWithVendors } from '../../lib/categories';
import { useGameMenus } from '../../lib/catalogue/get-game-menus';
import { partnerLobbyPath, partnersOf } from '../../lib/catalogue/partners';
import { withoutFinalPeriod } from '../../lib/format';
import { useSystemInfo } from '../../lib/system-info';
import './footer.css';

const SOCIAL_ICONS: Record<string, IconName> = {
  SOCIAL_INSTAGRAM: 'instagram',
  SOCIAL_TELEGRAM: 'telegram',
  SOCIAL_WHATSAPP: 'whatsapp',
  SOCIAL_YOUTUBE: 'youtube',
};

export const Footer = () => {
  const { t } = useTranslation();
  const { brand, resources } = useSystemInfo().info;
  const social = resources.filter((resource) => resource.resourceType.startsWith('SOCIAL_') && resource.url);
  const year = new Date().getFullYear();
  const menus = useGameMenus().data;
  const products = categoriesWithVendors(menus);
  const partners = partnersOf(menus);

  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="site-footer-inner">
        <div className="site-footer-grid">
          <section className="site-footer-brand">
            <p className="site-footer-logo">{brand.logoText || brand.name}</p>
            <p className="site-footer-muted">{t('footer.tagline')}</p>
            {brand.supportEmail && (
              <p className="site-footer-muted">
                {t('footer.support')}: <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
              </p>
            )}
          </section>

          <section aria-labelledby="footer-links">
            <h2 id="footer-links" className="site-footer-heading">
              {t('footer.links')}
            </h2>
            <ul className="site-footer-list">
              <li>
                <Link to="/help">{t('footer.help')}</Link>
              </li>
              <li>
                <Link to="/help#term">{t('footer.terms')}</Link>
              </li>
              <li>
                <Link to="/help#responsible">{t('footer.responsibleGaming')}</Link>
              </li>
              <li>
                <Link to="/help#about">{t('footer.about')}</Link>
              </li>
            </ul>
          </section>

          <section aria-labelledby="footer-products">
            <h2 id="footer-products" className="site-footer-heading">
              {t('footer.products')}
            </h2>
            <ul className="site-footer-list site-footer-products">
              {products.map((category) => (
                <li key={category}>
                  <Link to={CATEGORY_ROUTES[category]}>{t(`categories.${category}`)}</Link>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="footer-social">
            <h2 id="footer-social" className="site-footer-heading">
              {t('footer.social')}
            </h2>
            {social.length > 0 && (
              <ul className="site-footer-social">
                {social.map((resource) => (
                  <li key={resource.resourceType}>
                    <a
                      href={resource.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="icon-btn site-footer-social-link"
                      aria-label={resource.labelNameEn}
                      title={resource.labelNameEn}
                    >
                      <Icon name={SOCIAL_ICONS[resource.resourceType] ?? 'link'} />
                    </a>
                  </li>
                ))}
              </ul>
            )}
            {/* The site installs as an app (docs/pwa.md): /down always has its guide. */}
            <h2 className="site-footer-heading site-footer-heading-spaced">{t('footer.app')}</h2>
            <Link to="/down" className="btn btn-secondary">
              <Icon name="download" size={18} />
              {t('footer.downloadApp')}
            </Link>
          </section>
        </div>

        {/* The vendors (spec section 2, Footer), each leading to its lobby, while there are any. */}
        {partners.length > 0 && (
          <section className="site-footer-vendors" aria-labelledby="footer-vendors">
            <h2 id="footer-vendors" className="site-footer-heading">
              {t('footer.vendors')}
            </h2>
            <ul className="site-footer-vendor-list" data-testid="footer-vendors">
              {partners.map((partner) => (
                <li key={partner.vendor.vassalage}>
                  <Link
                    to={partnerLobbyPath(partner)}
                    className="site-footer-vendor"
                    aria-label={partner.vendor.displayName}
                    title={partner.vendor.displayName}
                  >
                    <VendorLogo vendor={partner.vendor} height={28} />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}

        <div className="site-footer-legal">
          <AgeBadge />
          <div>
            <p data-testid="footer-adults-only">{t('footer.adultsOnly')}</p>
            <p className="site-footer-muted" data-testid="footer-operator">
              {t('footer.operator', { brand: brand.name, company: withoutFinalPeriod(brand.companyName) })}
            </p>
            {/* The licence is operator-written text (authority and number), shown as given. */}
            {brand.licence && (
              <p className="site-footer-muted" data-testid="footer-licence">
                {brand.licence}
              </p>
            )}
            <p className="site-footer-muted">
              {t('footer.rights', { year, company: withoutFinalPeriod(brand.companyName) })}
            </p>
          </div>
        </div>
      </div>
    </footer>
  );
};
