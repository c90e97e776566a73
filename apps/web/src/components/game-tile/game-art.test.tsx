import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { GameArt, LAZY_IMAGE_RETRIES, LAZY_IMAGE_THRESHOLD } from './game-art';

type Observed = { callback: IntersectionObserverCallback; options: IntersectionObserverInit | undefined };

/** An IntersectionObserver the test drives: it records its options and shows the tile on demand. */
const stubObserver = () => {
  const observers: Observed[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
  return observers;
};

afterEach(() => vi.unstubAllGlobals());

describe('lazy game art (spec section 9: retry 1, threshold 0.1)', () => {
  it('loads when a tenth of it is visible, not before', () => {
    const observers = stubObserver();
    render(<GameArt src="/art/a.svg" name="Pirâmide Veloz" />);
    expect(LAZY_IMAGE_THRESHOLD).toBe(0.1);
    expect(observers[0]?.options?.threshold).toBe(0.1);
    const art = screen.getByTestId('game-art');
    expect(art.querySelector('img')).toBeNull();
    act(() =>
      observers[0]!.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    expect(art.querySelector('img')?.getAttribute('src')).toBe('/art/a.svg');
  });

  it('retries a broken image once, then draws the fallback', () => {
    const observers = stubObserver();
    render(<GameArt src="/art/broken.svg" name="Pirâmide Veloz" />);
    expect(LAZY_IMAGE_RETRIES).toBe(1);
    act(() =>
      observers[0]!.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    const art = screen.getByTestId('game-art');
    const first = art.querySelector('img')!;
    fireEvent.error(first);
    const retry = art.querySelector('img');
    expect(retry).not.toBeNull();
    expect(retry).not.toBe(first);
    fireEvent.error(retry!);
    expect(art.querySelector('img')).toBeNull();
    expect(screen.getByTestId('game-art-fallback').textContent).toContain('PV');
  });
});
