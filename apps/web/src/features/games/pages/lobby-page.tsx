import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { CATEGORY_ICONS, lobbyCategoryForPath } from '../../../lib/categories';

/** Game lobby for one category (/live, /rng, …). The catalogue issue fills it with games. */
export default function LobbyPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const category = lobbyCategoryForPath(pathname) ?? 'RNG';
  const title = t(`categories.${category}`);
  // /rng?vassalage=XX opens the slots lobby on one vendor.
  const vendor = params.get('vassalage');
  return (
    <PlaceholderPage
      icon={CATEGORY_ICONS[category]}
      title={title}
      description={t('pages.lobby.description', { category: title })}
    >
      {vendor && <p className="placeholder-note">{t('pages.lobby.vendor', { vendor })}</p>}
    </PlaceholderPage>
  );
}
