import { useState } from 'react';
import { useLocation } from 'react-router';
import type { Execution } from '@platform/contracts';
import { lazyOverlay } from '../../../components/lazy-overlay';
import { useAccountModalStore } from '../../../lib/account-modal-store';
import { isPopupClosed, markPopupClosed, popupAudience } from '../../../lib/announcement-popup';
import { useSessionStore } from '../../../lib/session-store';
import { usePopupAnnouncements } from '../api/get-popups';

// The dialog, its notices and Radix load when there is a popup to show, not with every page.
const PopupDialog = lazyOverlay(() =>
  import('./announcement-popup-dialog').then((module) => module.PopupDialog),
);

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
  const closeHere = () => setClosedHere((list) => [...list, audience]);
  return (
    <PopupDialog
      // A new audience (a login) starts its own list from the first notice.
      key={`${audience}:${popups.map((popup) => popup.id).join(',')}`}
      popups={popups}
      banners={answer.data?.banners ?? []}
      onClose={() => {
        markPopupClosed(audience);
        closeHere();
      }}
      // Its code could not be fetched: not shown in this tab now, shown again on the next visit.
      onLoadFailed={closeHere}
    />
  );
};
