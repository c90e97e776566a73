import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { PlaceholderPage } from '../../../components/placeholder-page';

/** Lottery games, launched with ?gameCode= (spec section 2). */
export default function LotteryPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  return (
    <PlaceholderPage
      icon="lottery"
      title={t('pages.lottery.title')}
      description={t('pages.lottery.description')}
    >
      {gameCode && <p className="placeholder-note">{t('pages.lottery.gameCode', { code: gameCode })}</p>}
    </PlaceholderPage>
  );
}
