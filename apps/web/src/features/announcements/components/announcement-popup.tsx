import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Banner, Execution, Popup } from '@platform/contracts';
import { Modal } from '../../../components/modal/modal';
import { useTranslation } from '../../../i18n';
import { useAccountModalStore } from '../../../lib/account-modal-store';
import { isPopupClosed, markPopupClosed, popupAudience } from '../../../lib/announcement-popup';
import { useSessionStore } from '../../../lib/session-store';
import { leadsSomewhere } from '../../../lib/working-links';
import { usePopupAnnouncements } from '../api/get-popups';
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

/** The agent centre has its own notices page; the popup is the player site's. */
const NO_POPUP_PREFIX = '/agentHome';

/**
 * The announcements popup (spec 2 and 9): the popups of this tab's audience (B a visitor, A a
 * member, F a member on a first login), once per session per audience; closing it is remembered
 * in sessionStorage, so a reload in the same tab does not bring it back. It waits while an account
 * popup (login, welcome) is open, so two dialogs never stack. Mounted once above the pages.
 */
export const AnnouncementPopup = () => {
  const session = useSessionStore((state) => state.token);
  const accountModal = useAccountModalStore((state) => state.current);
  const { pathname } = useLocation();
  const audience = popupAudience(session);
  // Closing re-renders through this state; storage is what a reload reads.
  const [closedHere, setClosedHere] = useState<Execution[]>([]);
  const closed = closedHere.includes(audience) || isPopupClosed(audience);
  const excluded = pathname.startsWith(NO_POPUP_PREFIX);
  const answer = usePopupAnnouncements(audience, !closed && !excluded);

  const popups = answer.data?.popup ?? [];
  if (closed || excluded || accountModal || popups.length === 0) return null;
  const banner = answer.data?.banners.find(isShownBanner) ?? null;
  return (
    <PopupDialog
      // A new audience (a login) starts its own list from the first notice.
      key={`${audience}:${popups.map((popup) => popup.id).join(',')}`}
      popups={popups}
      banner={banner}
      onClose={() => {
        markPopupClosed(audience);
        setClosedHere((list) => [...list, audience]);
      }}
    />
  );
};

const PopupDialog = ({
  popups,
  banner,
  onClose,
}: {
  popups: Popup[];
  banner: Banner | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [selection, setSelection] = useState<NoticeSelection>(() => initialSelection(popups.length));
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
const PopupBanner = ({ banner, onFollow }: { banner: Banner; onFollow: () => void }) => {
  const image = <img src={banner.url} alt={banner.title} loading="lazy" decoding="async" />;
  switch (banner.linkageType) {
    case 'INTERNAL':
      return (
        <Link
          className="announcement-popup-banner"
          to={banner.linkage}
          onClick={onFollow}
          data-testid="popup-banner"
        >
          {image}
        </Link>
      );
    case 'EXTERNAL':
      return (
        <a
          className="announcement-popup-banner"
          href={banner.linkage}
          target="_blank"
          rel="noopener noreferrer nofollow"
          data-testid="popup-banner"
        >
          {image}
        </a>
      );
    case 'NONE':
      return (
        <div className="announcement-popup-banner" data-testid="popup-banner">
          {image}
        </div>
      );
    default: {
      const never: never = banner.linkageType;
      return never;
    }
  }
};
