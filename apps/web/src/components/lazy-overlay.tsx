import { Component, Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { isChunkLoadError, loadChunk, type ChunkLoadOptions } from '../lib/lazy-with-retry';

/**
 * An overlay (the generic dialog, the phone drawer) whose code loads when it first opens, so
 * Radix stays out of the first download. Nothing shows while it loads: it covers the page, so
 * nothing on the page moves. If its chunk cannot be fetched (after loadChunk's retries) it shows
 * nothing and calls `onLoadFailed`, so the owner can reset its state; the next mount tries again.
 * A flaky connection must not take the page (or, outside the router, the whole app) down.
 */
export const lazyOverlay = <P extends object>(
  loader: () => Promise<ComponentType<P>>,
  options?: ChunkLoadOptions,
) => {
  const load = () => lazy(() => loadChunk(loader, options).then((component) => ({ default: component })));
  const holder = { Overlay: load() };

  const LazyOverlay = ({ onLoadFailed, ...props }: P & { onLoadFailed: () => void }) => {
    const { Overlay } = holder;
    return (
      <QuietBoundary
        onChunkFailed={() => {
          holder.Overlay = load();
          onLoadFailed();
        }}
      >
        <Suspense fallback={null}>
          <Overlay {...(props as P)} />
        </Suspense>
      </QuietBoundary>
    );
  };
  return LazyOverlay;
};

type BoundaryProps = { onChunkFailed: () => void; children: ReactNode };
type BoundaryState = { error: unknown };

class QuietBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (isChunkLoadError(error)) this.props.onChunkFailed();
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // Only a chunk that did not arrive is ours to swallow; a bug still reaches the error page.
    if (!isChunkLoadError(error)) throw error;
    return null;
  }
}
