import { useSyncExternalStore } from 'react';

/** Live result of a CSS media query, for layout choices CSS alone cannot make (drawer vs rail). */
export const useMediaQuery = (query: string) =>
  useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );

export const usePrefersReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');
