import { LOBBY_PAGING } from '@platform/contracts';

export type PageItem = number | 'gap';

/** A page the pager may go to: a whole number within 1..totalPages (spec 5: none beyond the total). */
export const isReachablePage = (page: number, totalPages: number) =>
  Number.isInteger(page) && page >= 1 && page <= totalPages;

/**
 * The page buttons to show: `margin` pages at each end, `range` pages around the current one, and
 * a gap for each run of hidden pages. A gap never stands for a single page (that page is shown
 * instead: the button takes the same room). A current page outside 1..totalPages is clamped.
 */
export const pageList = ({
  page,
  totalPages,
  margin = LOBBY_PAGING.margin,
  range = LOBBY_PAGING.range,
}: {
  page: number;
  totalPages: number;
  margin?: number;
  range?: number;
}): PageItem[] => {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(page) || 1), total);

  const width = Math.min(Math.max(1, range), total);
  let start = Math.max(1, current - Math.floor((width - 1) / 2));
  const end = Math.min(total, start + width - 1);
  start = Math.max(1, end - width + 1);

  const shown = (n: number) => n <= margin || n > total - margin || (n >= start && n <= end);

  const items: PageItem[] = [];
  let n = 1;
  while (n <= total) {
    if (shown(n)) {
      items.push(n);
      n += 1;
      continue;
    }
    let last = n;
    while (last + 1 <= total && !shown(last + 1)) last += 1;
    if (last === n) items.push(n);
    else items.push('gap');
    n = last + 1;
  }
  return items;
};
