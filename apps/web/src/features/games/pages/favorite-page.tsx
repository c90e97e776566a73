import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';

export default function FavoritePage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon="heart"
      title={t('pages.favorite.title')}
      description={t('pages.favorite.description')}
    />
  );
}
