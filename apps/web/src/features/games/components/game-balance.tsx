import { useTranslation, currentLanguage } from '../../../i18n';
import { formatMoney } from '../../../lib/format';
import { useShownBalance } from '../../../lib/demo-balance';

/**
 * The balance in the game page's bar: on a phone the site header (and its balance) steps aside
 * for the game, so the bar carries it. The header re-reads it when the game says money moved.
 */
export const GameBalance = ({ className }: { className?: string }) => {
  const { t } = useTranslation();
  // A trial player sees the open game's demo credits, as the header does.
  const shown = useShownBalance();
  if (shown === undefined) return null;
  const amount = formatMoney(shown, currentLanguage());
  return (
    <span className={className} title={t('header.balance')} data-testid="seamless-balance">
      <span className="visually-hidden">{t('header.balance')}: </span>
      {amount}
    </span>
  );
};
