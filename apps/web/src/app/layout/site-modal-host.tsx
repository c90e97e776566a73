import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { lazyOverlay } from '../../components/lazy-overlay';
import { closeSiteModal, useSiteModalStore } from '../../lib/site-modal-store';

// Each overlay's code (and Radix) loads when it first opens, not with the page.
const PartnersModal = lazyOverlay(() =>
  import('../../features/games/components/partners-modal').then((module) => module.PartnersModal),
);
const HelpModal = lazyOverlay(() =>
  import('../../features/system/components/help-modal').then((module) => module.HelpModal),
);
const NoticeModal = lazyOverlay(() =>
  import('../../features/announcements/components/notice-modal').then((module) => module.NoticeModal),
);
const MemberCentreOverlay = lazyOverlay(() =>
  import('../../features/member/components/member-centre-overlay').then(
    (module) => module.MemberCentreOverlay,
  ),
);
const AgentCentreOverlay = lazyOverlay(() =>
  import('../../features/agents/components/agent-centre-overlay').then((module) => module.AgentCentreOverlay),
);

/**
 * The site's overlays (lib/site-modal-store.ts): partners, help centre, a notice, and the member
 * and agent centres over the current page. Mounted once in the player layout.
 */
export const SiteModalHost = () => {
  const current = useSiteModalStore((state) => state.current);
  const { pathname } = useLocation();
  // An overlay belongs to the page it opened over: going to another page (back, a link) closes it.
  useEffect(() => closeSiteModal, [pathname]);
  if (!current) return null;
  const props = { onClose: closeSiteModal, onLoadFailed: closeSiteModal };
  switch (current.kind) {
    case 'partners':
      return <PartnersModal {...props} />;
    case 'help':
      return <HelpModal {...props} />;
    case 'notice':
      return <NoticeModal key={current.notice.id} notice={current.notice} {...props} />;
    case 'memberCentre':
      return <MemberCentreOverlay {...props} />;
    case 'agentCentre':
      return <AgentCentreOverlay {...props} />;
    default: {
      const never: never = current;
      return never;
    }
  }
};
