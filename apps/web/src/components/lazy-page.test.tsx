import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { pt } from '../i18n/pt';
import { lazyPage } from './lazy-page';

const Page = () => <p>page content</p>;

describe('lazyPage', () => {
  it('shows a retry message when the chunk fails, and the page after a successful retry', async () => {
    // React reports errors its boundaries caught; expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Page });
    const LazyPage = lazyPage(loader, { retries: 0 });

    render(<LazyPage />);

    expect(await screen.findByRole('heading', { name: pt.chunk.failedTitle })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: pt.common.retry }));
    expect(await screen.findByText('page content')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('loads the chunk once for every later mount', async () => {
    const loader = vi.fn().mockResolvedValue({ default: Page });
    const LazyPage = lazyPage(loader);
    const first = render(<LazyPage />);
    await screen.findByText('page content');
    first.unmount();
    render(<LazyPage />);
    await screen.findByText('page content');
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
