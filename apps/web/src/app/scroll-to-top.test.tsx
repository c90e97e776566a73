import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router';
import { ScrollToTop } from './scroll-to-top';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('scroll to top on a route change (spec section 2)', () => {
  it('scrolls smoothly to the top on each new path, and leaves an address with a #fragment to its page', () => {
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as typeof window.scrollTo;
    render(
      <MemoryRouter initialEntries={['/']}>
        <ScrollToTop />
        <Link to="/promotions">promotions</Link>
        <Link to="/help#term">terms</Link>
      </MemoryRouter>,
    );
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    scrollTo.mockClear();

    fireEvent.click(screen.getByText('promotions'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });

    fireEvent.click(screen.getByText('terms'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
