import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { formatMoney } from '../../../lib/format';
import { useMemberInfo } from '../../../lib/member-info';

/**
 * The balance in the game page's bar: on a phone the site header (and its balance) steps aside
 * for the game, so the bar carries it. The header re-reads it when the game says money moved.
 */
export const GameBalance = ({ className }: { className?: string }) => {
  const { t } = useTranslation();
  const { data: member } = useMemberInfo();
  if (!member) return null;
  const amount = formatMoney(member.balance, currentLanguage());
  return (
    <span className={className} title={t('header.balance')} data-testid="seamless-balance">
      <span className="visually-hidden">{t('header.balance')}: </span>
      {amount}
    </span>
  );
};
