import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { lazyOverlay } from './lazy-overlay';

const Greeting = ({ name }: { name: string }) => <p>hello {name}</p>;

describe('lazyOverlay', () => {
  it('shows the overlay once its chunk has loaded, with its props', async () => {
    const Overlay = lazyOverlay(() => Promise.resolve(Greeting));
    render(<Overlay name="Ana" onLoadFailed={() => undefined} />);
    expect(await screen.findByText('hello Ana')).toBeTruthy();
  });

  it('shows nothing and reports a chunk that cannot be fetched; the next mount tries again', async () => {
    // React reports errors its boundaries caught; expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Greeting);
    const onLoadFailed = vi.fn();
    const Overlay = lazyOverlay(loader, { retries: 0 });

    const first = render(<Overlay name="Ana" onLoadFailed={onLoadFailed} />);
    await vi.waitFor(() => expect(onLoadFailed).toHaveBeenCalledOnce());
    expect(first.container.textContent).toBe('');
    first.unmount();

    render(<Overlay name="Bia" onLoadFailed={onLoadFailed} />);
    expect(await screen.findByText('hello Bia')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('lets an error that is not a chunk failure through', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('bug');
    };
    const Overlay = lazyOverlay(() => Promise.resolve(Broken));
    render(
      <Outer>
        <Overlay onLoadFailed={() => undefined} />
      </Outer>,
    );
    expect(await screen.findByText('outer boundary: bug')).toBeTruthy();
  });
});

class Outer extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    return this.state.error ? <p>outer boundary: {this.state.error.message}</p> : this.props.children;
  }
}
