import { ANNOUNCEMENTS_PER_PAGE } from '@platform/contracts';

/**
 * Which notice of a paged list is open (spec 2, "Announcement popup"; also /announce): `page`
 * from 1, `selected` the index in the whole list (not the page), or null when every notice is
 * collapsed. Pure, so the rules are tested without a browser:
 * - clicking a title selects it; selecting the selected one collapses it;
 * - changing page selects the first notice of the new page;
 * - opening a notice by index jumps to its page.
 */
export type NoticeSelection = { page: number; selected: number | null };

export const PER_PAGE = ANNOUNCEMENTS_PER_PAGE;

export const pageCount = (total: number, perPage = PER_PAGE): number =>
  Math.max(1, Math.ceil(Math.max(0, total) / perPage));

/** The page (from 1) that holds the notice at `index`. */
export const pageOf = (index: number, perPage = PER_PAGE): number => Math.floor(index / perPage) + 1;

/** A list's first look: the first notice of the first page open, or nothing for an empty list. */
export const initialSelection = (total: number): NoticeSelection => ({
  page: 1,
  selected: total > 0 ? 0 : null,
});

/** A click (or Enter) on a title: opens it, or collapses it when it is the one open. */
export const toggleNotice = (state: NoticeSelection, index: number): NoticeSelection =>
  state.selected === index ? { ...state, selected: null } : { page: pageOf(index), selected: index };

/** Opens the notice at `index` (a link to one notice): its page, with it open, never collapsed. */
export const openNotice = (total: number, index: number): NoticeSelection => {
  if (total <= 0) return { page: 1, selected: null };
  const clamped = Math.min(Math.max(0, Math.trunc(index)), total - 1);
  return { page: pageOf(clamped), selected: clamped };
};

/** Another page: clamped to the pages there are, with its first notice open. */
export const goToPage = (total: number, page: number): NoticeSelection => {
  const target = Math.min(Math.max(1, Math.trunc(page)), pageCount(total));
  const first = (target - 1) * PER_PAGE;
  return { page: target, selected: first < total ? first : null };
};

/** The notices of the current page, with their index in the whole list. */
export const pageItems = <T>(items: readonly T[], page: number): { item: T; index: number }[] =>
  items
    .slice((page - 1) * PER_PAGE, page * PER_PAGE)
    .map((item, offset) => ({ item, index: (page - 1) * PER_PAGE + offset }));

/**
 * Where the arrow keys move focus among a page's titles: up and down by one (wrapping), Home and
 * End to the ends; null for any other key.
 */
export const focusTarget = (key: string, current: number, count: number): number | null => {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
};
