import { useTranslation } from '../../../i18n';
import type { Notice } from '@platform/contracts';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon';
import { openSiteModal } from '../../../lib/site-modal-store';

/** Roughly how fast the notices move: characters per second of the loop. */
const CHARACTERS_PER_SECOND = 8;

/**
 * The player notices (spec 2, Home): a strip that moves sideways, stops while pointed at or
 * focused, and stands still for reduced motion (then it scrolls by hand). The moving copy is
 * hidden from screen readers, which read the list once. A notice opens in the notice modal; its
 * link is /announce, which shows the same notices (the ticker's are its first page) with that one
 * open, for a new tab.
 */
export const NoticeTicker = ({ notices }: { notices: readonly Notice[] }) => {
  const { t } = useTranslation();
  if (notices.length === 0) return null;
  const length = notices.reduce((sum, notice) => sum + notice.title.length + 8, 0);
  const seconds = Math.max(20, Math.round(length / CHARACTERS_PER_SECOND));
  const items = (copy: boolean) =>
    notices.map((notice) => (
      <li key={`${copy ? 'copy-' : ''}${notice.id}`}>
        <Link
          className="notice-ticker-item"
          to={`/announce?id=${encodeURIComponent(notice.id)}`}
          tabIndex={copy ? -1 : undefined}
          onClick={(event) => {
            // A plain click opens the notice over home (spec section 2, Modals: notice); a click
            // that asks for a new tab or window still gets the /announce page.
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            openSiteModal({ kind: 'notice', notice });
          }}
        >
          {notice.title}
        </Link>
      </li>
    ));
  return (
    <section className="notice-ticker" aria-label={t('home.notices.label')} data-testid="notice-ticker">
      <span className="notice-ticker-icon">
        <Icon name="megaphone" size={18} />
      </span>
      <div className="notice-ticker-viewport">
        <div className="notice-ticker-track" style={{ animationDuration: `${seconds}s` }}>
          <ul className="notice-ticker-list">{items(false)}</ul>
          <ul className="notice-ticker-list notice-ticker-copy" aria-hidden="true">
            {items(true)}
          </ul>
        </div>
      </div>
    </section>
  );
};

/** The strip's place while the notices load (the same box, so the page below does not move). */
export const NoticeTickerSkeleton = () => (
  <div className="notice-ticker notice-ticker-skeleton" aria-hidden="true">
    <span className="notice-ticker-icon">
      <Icon name="megaphone" size={18} />
    </span>
    <span className="notice-ticker-skeleton-bar skeleton" />
  </div>
);
