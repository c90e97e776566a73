import { describe, expect, it } from 'vitest';
import {
  PER_PAGE,
  focusTarget,
  goToPage,
  initialSelection,
  openNotice,
  pageCount,
  pageItems,
  pageOf,
  toggleNotice,
} from './notice-selection';

const list = (count: number) => Array.from({ length: count }, (_, index) => `n${index}`);

describe('notice selection (spec 2, announcement popup)', () => {
  it('shows 9 titles per page', () => {
    expect(PER_PAGE).toBe(9);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(9)).toBe(1);
    expect(pageCount(10)).toBe(2);
    expect(pageItems(list(20), 2).map(({ item, index }) => [item, index])).toEqual(
      [9, 10, 11, 12, 13, 14, 15, 16, 17].map((index) => [`n${index}`, index]),
    );
    expect(pageItems(list(20), 3).map(({ index }) => index)).toEqual([18, 19]);
  });

  it('starts on the first page with the first notice open, or nothing for an empty list', () => {
    expect(initialSelection(12)).toEqual({ page: 1, selected: 0 });
    expect(initialSelection(0)).toEqual({ page: 1, selected: null });
  });

  it('selects a clicked title, and collapses the selected one when clicked again', () => {
    const opened = toggleNotice(initialSelection(12), 4);
    expect(opened).toEqual({ page: 1, selected: 4 });
    const collapsed = toggleNotice(opened, 4);
    expect(collapsed).toEqual({ page: 1, selected: null });
    expect(toggleNotice(collapsed, 4)).toEqual({ page: 1, selected: 4 });
  });

  it('selects the first notice of the page it changes to', () => {
    expect(goToPage(20, 2)).toEqual({ page: 2, selected: 9 });
    expect(goToPage(20, 3)).toEqual({ page: 3, selected: 18 });
    expect(goToPage(20, 1)).toEqual({ page: 1, selected: 0 });
    // Out of range pages are clamped to the pages there are.
    expect(goToPage(20, 9)).toEqual({ page: 3, selected: 18 });
    expect(goToPage(20, 0)).toEqual({ page: 1, selected: 0 });
    expect(goToPage(0, 2)).toEqual({ page: 1, selected: null });
  });

  it('jumps to the page of a notice opened by index', () => {
    expect(pageOf(0)).toBe(1);
    expect(pageOf(8)).toBe(1);
    expect(pageOf(9)).toBe(2);
    expect(openNotice(20, 13)).toEqual({ page: 2, selected: 13 });
    expect(openNotice(20, 99)).toEqual({ page: 3, selected: 19 });
    expect(openNotice(0, 3)).toEqual({ page: 1, selected: null });
    // Opening never collapses, unlike a click on the selected title.
    expect(openNotice(20, 13)).toEqual(openNotice(20, 13));
    // A click on a title of another page (its index) also moves there.
    expect(toggleNotice({ page: 1, selected: 0 }, 10)).toEqual({ page: 2, selected: 10 });
  });

  it('moves focus among titles with the arrow keys, Home and End', () => {
    expect(focusTarget('ArrowDown', 0, 9)).toBe(1);
    expect(focusTarget('ArrowDown', 8, 9)).toBe(0);
    expect(focusTarget('ArrowUp', 0, 9)).toBe(8);
    expect(focusTarget('Home', 5, 9)).toBe(0);
    expect(focusTarget('End', 2, 9)).toBe(8);
    expect(focusTarget('Enter', 2, 9)).toBeNull();
    expect(focusTarget('ArrowDown', 0, 0)).toBeNull();
  });
});
