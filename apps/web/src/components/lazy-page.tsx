import { Component, Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from '../i18n';
import { isChunkLoadError, loadChunk, type ChunkLoadOptions } from '../lib/lazy-with-retry';
import { PageSpinner } from './page-spinner';
import { StatePanel } from './state-panel';

type PageModule<P> = {
  default: ComponentType<P>;
  /**
   * Asks for the answers the page draws first at the address given, before its first render
   * (a landing page's, from main.tsx): they travel while React renders instead of after it.
   */
  prefetchFirstAnswers?: (client: QueryClient, address: URL) => void;
};

/**
 * A route page loaded on first visit. If its code cannot be fetched (flaky mobile data, a new
 * deployment replaced the file) the visitor sees a retry message instead of a blank page.
 */
export const lazyPage = <P extends object = object>(
  loader: () => Promise<PageModule<P>>,
  options?: ChunkLoadOptions,
) => {
  // One lazy component per attempt, shared by every mount, so revisiting a page does not refetch.
  // `loaded` is the page once `preload` has fetched it: rendered directly, it draws in the same
  // pass as the layout around it instead of after a frame of the Suspense spinner.
  const holder: { Page: ComponentType<P>; loaded?: ComponentType<P> } = {
    Page: lazy(() => loadChunk(loader, options)),
  };

  const LazyPage = (props: P) => {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      holder.Page = lazy(() => loadChunk(loader, options));
      setAttempt((value) => value + 1);
    };
    const Page = holder.loaded ?? holder.Page;
    return (
      <ChunkErrorBoundary key={attempt} onRetry={retry}>
        <Suspense fallback={<PageSpinner />}>
          <Page {...props} />
        </Suspense>
      </ChunkErrorBoundary>
    );
  };
  /**
   * Fetches the page ahead of its first render, and with a client its first answers at the
   * address; a failure is left to the page's own loader.
   */
  const preload = (first?: { client: QueryClient; address: URL }) =>
    loader().then(
      (module) => {
        holder.loaded = module.default;
        if (first) module.prefetchFirstAnswers?.(first.client, first.address);
      },
      () => undefined,
    );
  return Object.assign(LazyPage, { preload });
};

type BoundaryProps = { onRetry: () => void; children: ReactNode };
type BoundaryState = { error: unknown };

class ChunkErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // Only chunk failures are ours to explain; anything else goes to the route's error page.
    if (!isChunkLoadError(error)) throw error;
    return <ChunkFailed onRetry={this.props.onRetry} />;
  }
}

export const ChunkFailed = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <StatePanel
      icon="warning"
      title={t('chunk.failedTitle')}
      description={t('chunk.failedText')}
      tone="danger"
    >
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t('common.retry')}
      </button>
      <button type="button" className="btn btn-secondary" onClick={() => window.location.reload()}>
        {t('common.reload')}
      </button>
    </StatePanel>
  );
};
