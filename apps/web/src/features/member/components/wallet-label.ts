import { useTranslation } from '../../../i18n';

/** A wallet's name: the main wallet translated, a vendor wallet by the vendor name the server gives. */
export const useWalletLabel = () => {
  const { t } = useTranslation();
  return (wallet: string, walletName?: string) =>
    wallet === 'MAIN' ? t('wallets.main') : walletName || wallet;
};
