import { useTranslation } from '../../i18n';
import { PHONE_QUERY } from '../../lib/device';
import { useMediaQuery } from '../../lib/use-media-query';
import { Icon } from '../icon';
import { isReachablePage, pageList } from './page-list';
import './pagination.css';

type PaginationProps = {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** Names the list the pages belong to, for screen readers. */
  label?: string;
};

/**
 * A 375 px phone fits about nine buttons: there the pager keeps one page at each end and three
 * around the current one, so it never wraps onto a second row.
 */
const PHONE_PAGING = { margin: 1, range: 3 };

/**
 * Numbered pages with previous/next (spec section 9: margin 2, range 5 — on phones 1 and 3);
 * hidden when there is one page.
 */
export const Pagination = ({ page, totalPages, onPage, label }: PaginationProps) => {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY);
  if (totalPages <= 1) return null;
  const go = (target: number) => {
    if (target !== page && isReachablePage(target, totalPages)) onPage(target);
  };
  return (
    <nav className="pagination" aria-label={label ?? t('games.pagination.label')}>
      <button
        type="button"
        className="pagination-btn"
        aria-label={t('games.pagination.previous')}
        disabled={page <= 1}
        onClick={() => go(page - 1)}
      >
        <Icon name="chevronLeft" size={18} />
      </button>
      <ul className="pagination-list">
        {pageList({ page, totalPages, ...(phone ? PHONE_PAGING : {}) }).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="pagination-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={`pagination-btn${item === page ? ' is-current' : ''}`}
                aria-label={t('games.pagination.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="pagination-btn"
        aria-label={t('games.pagination.next')}
        disabled={page >= totalPages}
        onClick={() => go(page + 1)}
      >
        <Icon name="chevronRight" size={18} />
      </button>
    </nav>
  );
};
