import { useId, useRef, type KeyboardEvent } from 'react';
import { Pagination } from '../../../components/pagination/pagination';
import { currentLanguage, useTranslation } from '../../../i18n';
import { PHONE_QUERY } from '../../../lib/device';
import { formatDateTime } from '../../../lib/format';
import { useMediaQuery } from '../../../lib/use-media-query';
import { focusTarget } from '../notice-selection';
import './notice-browser.css';

export type BrowsedNotice = { id: string; title: string; content: string; timestamp: number };

type NoticeBrowserProps = {
  /** The current page's notices, each with its index in the whole list. */
  items: readonly { item: BrowsedNotice; index: number }[];
  page: number;
  totalPages: number;
  /** The open notice's index in the whole list, or null when all are collapsed. */
  selected: number | null;
  onToggle: (index: number) => void;
  onPage: (page: number) => void;
  /** Names the list for screen readers. */
  label: string;
  testId?: string;
};

/**
 * Titles with one notice open (spec 2, "Announcement popup"; the /announce page too). On a
 * desktop the open notice shows in a pane beside the titles; on a phone it opens under its title.
 * Arrow keys, Home and End move between titles; Enter or Space opens (or collapses) one. The text
 * is HTML the server has sanitised.
 */
export const NoticeBrowser = ({
  items,
  page,
  totalPages,
  selected,
  onToggle,
  onPage,
  label,
  testId,
}: NoticeBrowserProps) => {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY);
  const base = useId();
  const titles = useRef<(HTMLButtonElement | null)[]>([]);
  const open = items.find(({ index }) => index === selected);
  const detailId = `${base}-detail`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, position: number) => {
    const target = focusTarget(event.key, position, items.length);
    if (target === null) return;
    event.preventDefault();
    titles.current[target]?.focus();
  };

  const detail = (notice: BrowsedNotice) => (
    <div
      className="notice-browser-detail"
      id={detailId}
      role="region"
      aria-labelledby={`${base}-title-${notice.id}`}
      data-testid="notice-detail"
    >
      <h3 className="notice-browser-detail-title">{notice.title}</h3>
      <p className="notice-browser-date">
        {t('pages.announce.published', {
          date: formatDateTime(new Date(notice.timestamp).toISOString(), currentLanguage()) ?? '',
        })}
      </p>
      <div className="notice-browser-content" dangerouslySetInnerHTML={{ __html: notice.content }} />
    </div>
  );

  return (
    <div className={`notice-browser${phone ? '' : ' is-split'}`} data-testid={testId}>
      <div className="notice-browser-nav">
        <ul className="notice-browser-list" aria-label={label}>
          {items.map(({ item, index }, position) => {
            const expanded = index === selected;
            return (
              <li key={item.id} className={expanded ? 'is-open' : undefined}>
                <button
                  ref={(element) => {
                    titles.current[position] = element;
                  }}
                  type="button"
                  id={`${base}-title-${item.id}`}
                  className="notice-browser-title"
                  aria-expanded={expanded}
                  aria-controls={expanded ? detailId : undefined}
                  data-index={index}
                  onClick={() => onToggle(index)}
                  onKeyDown={(event) => onKeyDown(event, position)}
                >
                  <span className="notice-browser-title-text">{item.title}</span>
                </button>
                {phone && expanded ? detail(item) : null}
              </li>
            );
          })}
        </ul>
        <Pagination
          page={page}
          totalPages={totalPages}
          onPage={onPage}
          label={t('pages.announce.pagesLabel')}
        />
      </div>
      {phone ? null : open ? (
        detail(open.item)
      ) : (
        <p className="notice-browser-empty" data-testid="notice-detail-empty">
          {t('pages.announce.choose')}
        </p>
      )}
    </div>
  );
};
