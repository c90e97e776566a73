import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { Modal } from '../../../components/modal/modal';
import { PageSpinner } from '../../../components/page-spinner';
import { VendorLogo } from '../../../components/vendor-logo';
import { useGameMenus } from '../../../lib/catalogue/get-game-menus';
import { partnerLobbyPath, partnersOf } from '../../../lib/catalogue/partners';
import './partners-modal.css';

/** The partners modal (spec section 2, Modals): the vendors of the vendor list and their logos. */
export const PartnersModal = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const partners = partnersOf(menus.data);
  return (
    <Modal
      title={t('siteModals.partners.title')}
      description={t('siteModals.partners.description')}
      onClose={onClose}
      width="wide"
      testId="partners-modal"
    >
      {menus.isPending ? (
        <PageSpinner />
      ) : (
        <ul className="partners-grid">
          {partners.map((partner) => {
            const { vendor, gameCount } = partner;
            return (
              <li key={vendor.vassalage}>
                <Link className="partners-item" to={partnerLobbyPath(partner)} onClick={onClose}>
                  {/* Without a logo the name below is the whole tile (VendorLogo would repeat it). */}
                  {vendor.logoUrl ? <VendorLogo vendor={vendor} height={28} /> : null}
                  <span className="partners-name">{vendor.displayName}</span>
                  <span className="partners-count">
                    {t('siteModals.partners.games', { count: gameCount })}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
};
