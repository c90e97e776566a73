import { describe, expect, it } from 'vitest';
import { isReachablePage, pageList } from './page-list';

describe('pageList (margin 2, range 5)', () => {
  it('is empty without pages and a single button for one page', () => {
    expect(pageList({ page: 1, totalPages: 0 })).toEqual([]);
    expect(pageList({ page: 1, totalPages: 1 })).toEqual([1]);
  });

  it('shows every page when they all fit', () => {
    expect(pageList({ page: 3, totalPages: 5 })).toEqual([1, 2, 3, 4, 5]);
    expect(pageList({ page: 1, totalPages: 8 })).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('keeps two pages at each end and five around the current one', () => {
    expect(pageList({ page: 1, totalPages: 20 })).toEqual([1, 2, 3, 4, 5, 'gap', 19, 20]);
    expect(pageList({ page: 10, totalPages: 20 })).toEqual([1, 2, 'gap', 8, 9, 10, 11, 12, 'gap', 19, 20]);
    expect(pageList({ page: 20, totalPages: 20 })).toEqual([1, 2, 'gap', 16, 17, 18, 19, 20]);
  });

  it('shows a lone hidden page instead of a gap', () => {
    expect(pageList({ page: 6, totalPages: 20 })).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 'gap', 19, 20]);
    expect(pageList({ page: 1, totalPages: 9 })).toEqual([1, 2, 3, 4, 5, 'gap', 8, 9]);
  });

  it('clamps a current page beyond the total or below one', () => {
    expect(pageList({ page: 99, totalPages: 20 })).toEqual(pageList({ page: 20, totalPages: 20 }));
    expect(pageList({ page: 0, totalPages: 20 })).toEqual(pageList({ page: 1, totalPages: 20 }));
  });

  it('takes other margins and ranges', () => {
    expect(pageList({ page: 50, totalPages: 100, margin: 1, range: 3 })).toEqual([
      1,
      'gap',
      49,
      50,
      51,
      'gap',
      100,
    ]);
  });

  it('never lists a page twice and always includes the current page, first and last', () => {
    for (let totalPages = 1; totalPages <= 40; totalPages += 1) {
      for (let page = 1; page <= totalPages; page += 1) {
        const pages = pageList({ page, totalPages }).filter((item): item is number => item !== 'gap');
        expect(new Set(pages).size).toBe(pages.length);
        expect(pages).toContain(page);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(totalPages);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
      }
    }
  });
});

describe('isReachablePage', () => {
  it('refuses pages beyond the total, below one or fractional', () => {
    expect(isReachablePage(3, 3)).toBe(true);
    expect(isReachablePage(4, 3)).toBe(false);
    expect(isReachablePage(0, 3)).toBe(false);
    expect(isReachablePage(1.5, 3)).toBe(false);
  });
});
