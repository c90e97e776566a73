import { useState } from 'react';
import type { Banner, Popup } from '@platform/contracts';
import { BannerLink } from '../../../components/banner/banner-link';
import { Modal } from '../../../components/modal/modal';
import { useTranslation } from '../../../i18n';
import { leadsSomewhere } from '../../../lib/working-links';
import {
  goToPage,
  initialSelection,
  pageCount,
  pageItems,
  toggleNotice,
  type NoticeSelection,
} from '../notice-selection';
import { NoticeBrowser } from './notice-browser';

/**
 * A w_popup1 banner that leads somewhere that works (docs/games.md, "What is shown"). The popup
 * does not wait for the game menus, so a banner to a game lobby counts as not working here.
 */
const isShownBanner = (banner: Banner) =>
  banner.groupName === 'w_popup1' && (banner.linkageType === 'NONE' || leadsSomewhere(banner.linkage, []));

/**
 * The announcements popup's dialog: the w_popup1 banner above the notices, a page at a time. Its
 * code (and Radix's) loads when there is a popup to show (announcement-popup.tsx), not with the site.
 */
export const PopupDialog = ({
  popups,
  banners,
  onClose,
}: {
  popups: Popup[];
  banners: Banner[];
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [selection, setSelection] = useState<NoticeSelection>(() => initialSelection(popups.length));
  const banner = banners.find(isShownBanner) ?? null;
  return (
    <Modal title={t('pages.announce.popupTitle')} width="xl" onClose={onClose} testId="announcement-popup">
      <div className="announcement-popup">
        {banner ? <PopupBanner banner={banner} onFollow={onClose} /> : null}
        <NoticeBrowser
          items={pageItems(popups, selection.page)}
          page={selection.page}
          totalPages={pageCount(popups.length)}
          selected={selection.selected}
          onToggle={(index) => setSelection((state) => toggleNotice(state, index))}
          onPage={(page) => setSelection(goToPage(popups.length, page))}
          label={t('pages.announce.listLabel')}
        />
      </div>
    </Modal>
  );
};

/** The w_popup1 banner: its artwork, linked where the operator pointed it. */
const PopupBanner = ({ banner, onFollow }: { banner: Banner; onFollow: () => void }) => (
  <BannerLink banner={banner} className="announcement-popup-banner" onFollow={onFollow} testId="popup-banner">
    <img src={banner.url} alt={banner.title} loading="lazy" decoding="async" />
  </BannerLink>
);
