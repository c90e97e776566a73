import { useTranslation } from 'react-i18next';

/** A wallet's name: the main wallet translated, a vendor wallet by its vendor code. */
export const useWalletLabel = () => {
  const { t } = useTranslation();
  return (wallet: string) => (wallet === 'MAIN' ? t('wallets.main') : wallet);
};
