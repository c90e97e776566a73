import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { usePrefersReducedMotion } from '../lib/use-media-query';

/**
 * Smooth scroll to the top on every route change (spec section 2). Addresses with a #fragment
 * are left to the page, which scrolls to its anchor once its content has loaded.
 */
export const ScrollToTop = () => {
  const { pathname, hash } = useLocation();
  const reducedMotion = usePrefersReducedMotion();
  useEffect(() => {
    if (hash) return;
    window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
    // Only a new path scrolls; a change of motion preference must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, hash]);
  return null;
};
